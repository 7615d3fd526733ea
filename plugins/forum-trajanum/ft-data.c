/* ft-data.c: loading and validating Forum Trajanum's component data
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ludus.h"
#include "ludus-component-data.h"
#include "ft-data.h"
#include "ft-resources.h"

static const char *const colour_ids[FT_N_COLOURS] = { "blue", "green", "red", "yellow" };
static const char *const grey_ids[FT_N_GREY] = {
  "triumphal_column", "library", "basilica", "market"
};
static const char *const class_ids[FT_N_CLASSES] = { "patrician", "merchant", "craftsman" };
static const char *const row_ids[FT_N_CITIZEN_ROWS] = {
  "crow_patrician_1", "crow_patrician_2", "crow_merchant_1",
  "crow_merchant_2", "crow_craftsman_1", "crow_craftsman_2"
};
static const char *const group_members[FT_N_GROUPS] = {
  "symbols", "board_sides", "citizen_row_order", "street_cards", "colonia_tiles",
  "single_tiles", "double_tiles", "prestige", "mosaic_boards"
};

/* A translated detail under the general message; details name the member
 * at fault by its path in the file ("board_sides.A.temples[2]"). */
#define bad(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_DATA, \
                        _("Forum Trajanum component data: %s"), __VA_ARGS__)

static gboolean
bad_length (GError    **error,
            const char *path,
            int         length)
{
  /* Translators: %s is a member of the data file, %d how many elements it needs. */
  return bad (error, _("“%s” must be %d long"), path, length);
}

static int
lookup (const char *const *table,
        int                n,
        const char        *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (table[i], id) == 0)
      return i;
  return -1;
}

static int
symbol_index (const FtData *d,
              const char   *id)
{
  for (int i = 0; i < FT_N_SYMBOLS; i++)
    if (g_strcmp0 (d->symbol_id[i], id) == 0)
      return i;
  return -1;
}

/* The array element i as [a, b] (a cell's row and column, or x and y). */
static gboolean
get_pair (JsonArray *array,
          int        i,
          gint64    *a,
          gint64    *b)
{
  JsonNode *node = json_array_get_element (array, i);
  JsonArray *pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  if (pair == NULL || json_array_get_length (pair) != 2)
    return FALSE;
  *a = json_array_get_int_element (pair, 0);
  *b = json_array_get_int_element (pair, 1);
  return TRUE;
}

static gboolean
parse_sources (JsonObject *root,
               FtData     *d,
               GError    **error)
{
  static const char *const sources[] = { "rulebook", "reconstructed", "stand-in" };

  d->any_stand_in = FALSE;
  for (int g = 0; g < FT_N_GROUPS; g++)
    {
      JsonObject *obj = ludus_json_get_object (root, group_members[g], error);
      const char *src;
      int k;

      if (obj == NULL)
        return FALSE;
      src = ludus_json_get_string (obj, "source", error);
      if (src == NULL)
        return FALSE;
      k = lookup (sources, 3, src);
      if (k < 0)
        {
          g_autofree char *path = g_strdup_printf ("%s.source", group_members[g]);

          /* Translators: %s is a member of the data file, then the values it may take. */
          return bad (error, _("“%s” must be one of: %s"), path, "rulebook, reconstructed, stand-in");
        }
      d->source[g] = k;
      if (k == FT_SOURCE_STAND_IN)
        d->any_stand_in = TRUE;
    }
  return TRUE;
}

static gboolean
parse_symbols (JsonObject *root,
               FtData     *d,
               GError    **error)
{
  JsonArray *ids = ludus_json_get_array (ludus_json_get_object (root, "symbols", error), "ids", error);

  if (ids == NULL)
    return FALSE;
  if (json_array_get_length (ids) != FT_N_SYMBOLS)
    return bad_length (error, "symbols.ids", FT_N_SYMBOLS);
  for (int i = 0; i < FT_N_SYMBOLS; i++)
    {
      const char *s = json_array_get_string_element (ids, i);
      g_autofree char *path = g_strdup_printf ("symbols.ids[%d]", i);

      if (s == NULL || strlen (s) == 0 || strlen (s) >= sizeof d->symbol_id[i])
        return bad (error, _("“%s” must be a short non-empty string"), path);
      for (int j = 0; j < i; j++)
        if (strcmp (d->symbol_id[j], s) == 0)
          /* Translators: %s is a member of the data file, then a value it repeats. */
          return bad (error, _("“%s” repeats “%s”"), path, s);
      g_strlcpy (d->symbol_id[i], s, sizeof d->symbol_id[i]);
    }
  return TRUE;
}

static gboolean
parse_temples (JsonObject *obj,
               const char *name,
               FtSideData *side,
               GError    **error)
{
  JsonArray *temples = ludus_json_get_array (obj, "temples", error);
  gboolean seen[FT_N_CELLS] = { FALSE };
  g_autofree char *path = g_strdup_printf ("board_sides.%s.temples", name);

  if (temples == NULL)
    return FALSE;
  if (json_array_get_length (temples) != FT_N_TEMPLES)
    return bad_length (error, path, FT_N_TEMPLES);
  for (int t = 0; t < FT_N_TEMPLES; t++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", path, t);
      gint64 r, c;

      if (!get_pair (temples, t, &r, &c) || r < 0 || r >= FT_GRID || c < 0 || c >= FT_GRID)
        return bad (error, _("“%s” must be [row, column] inside the 6×6 grid"), at);
      if ((r == 0 || r == FT_GRID - 1) && (c == 0 || c == FT_GRID - 1))
        return bad (error, _("“%s” is a crane corner"), at);
      if (seen[ft_cell (r, c)])
        return bad (error, _("“%s” repeats a cell"), at);
      seen[ft_cell (r, c)] = TRUE;
      side->temple[t] = ft_cell (r, c);
    }
  return TRUE;
}

/* Per player board: the symbol of each street, rows 0–5, then columns 0–5. */
static gboolean
parse_street_symbols (JsonObject *obj,
                      const char *name,
                      FtSideData *side,
                      FtData     *d,
                      GError    **error)
{
  JsonArray *symbols = ludus_json_get_array (obj, "street_symbols", error);

  if (symbols == NULL)
    return FALSE;
  if (json_array_get_length (symbols) != FT_MAX_PLAYERS)
    {
      g_autofree char *path = g_strdup_printf ("board_sides.%s.street_symbols", name);

      return bad_length (error, path, FT_MAX_PLAYERS);
    }
  for (int b = 0; b < FT_MAX_PLAYERS; b++)
    {
      JsonNode *node = json_array_get_element (symbols, b);
      JsonArray *map = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      gboolean used[FT_N_SYMBOLS] = { FALSE };
      g_autofree char *path = g_strdup_printf ("board_sides.%s.street_symbols[%d]", name, b);

      if (map == NULL || json_array_get_length (map) != FT_N_STREETS)
        return bad_length (error, path, FT_N_STREETS);
      for (int st = 0; st < FT_N_STREETS; st++)
        {
          int sym = symbol_index (d, json_array_get_string_element (map, st));

          if (sym < 0)
            return bad (error, _("“%s” names a symbol that is not in “symbols”"), path);
          if (used[sym])
            return bad (error, _("“%s” repeats “%s”"), path, d->symbol_id[sym]);
          used[sym] = TRUE;
          side->symbol_street[b][sym] = st;
        }
    }
  return TRUE;
}

static gboolean
parse_citizen_rows (JsonObject *obj,
                    const char *name,
                    FtSideData *side,
                    GError    **error)
{
  JsonArray *rows = ludus_json_get_array (obj, "citizen_rows", error);
  gboolean used[FT_N_CITIZEN_ROWS] = { FALSE };
  g_autofree char *path = g_strdup_printf ("board_sides.%s.citizen_rows", name);

  if (rows == NULL)
    return FALSE;
  if (json_array_get_length (rows) != FT_GRID)
    return bad_length (error, path, FT_GRID);
  for (int r = 0; r < FT_GRID; r++)
    {
      int row = lookup (row_ids, FT_N_CITIZEN_ROWS, json_array_get_string_element (rows, r));

      if (row < 0 || used[row])
        return bad (error, _("“%s” must name each of the six citizen rows once"), path);
      used[row] = TRUE;
      side->citizen_row[r] = row;
      side->grid_row_of[row] = r;
    }
  return TRUE;
}

static gboolean
parse_side (JsonObject *sides,
            const char *name,
            FtSideData *side,
            FtData     *d,
            GError    **error)
{
  JsonObject *obj = ludus_json_get_object (sides, name, error);

  if (obj == NULL)
    return FALSE;
  if (!json_object_has_member (obj, "available")
      || JSON_NODE_HOLDS_VALUE (json_object_get_member (obj, "available")) == FALSE)
    {
      g_autofree char *path = g_strdup_printf ("board_sides.%s.available", name);

      return bad (error, _("“%s” must be true or false"), path);
    }
  side->available = json_object_get_boolean_member (obj, "available");
  if (!side->available)
    return TRUE;
  return parse_temples (obj, name, side, error)
         && parse_street_symbols (obj, name, side, d, error)
         && parse_citizen_rows (obj, name, side, error);
}

static gboolean
parse_street_cards (JsonObject *root,
                    FtData     *d,
                    GError    **error)
{
  JsonArray *cards = ludus_json_get_array (ludus_json_get_object (root, "street_cards", error),
                                           "symbols", error);

  if (cards == NULL)
    return FALSE;
  if (json_array_get_length (cards) != FT_N_STREET_CARDS)
    return bad_length (error, "street_cards.symbols", FT_N_STREET_CARDS);
  for (int i = 0; i < FT_N_STREET_CARDS; i++)
    {
      int sym = symbol_index (d, json_array_get_string_element (cards, i));
      g_autofree char *path = g_strdup_printf ("street_cards.symbols[%d]", i);

      if (sym < 0)
        return bad (error, _("“%s” names a symbol that is not in “symbols”"), path);
      d->street_card[i] = sym;
    }
  return TRUE;
}

/* The six citizens: the three female-backed ones first, one of each class
 * in class order, then two of each class in all (ruling R3). */
static gboolean
parse_citizens (JsonObject *obj,
                FtData     *d,
                GError    **error)
{
  JsonArray *cit = ludus_json_get_array (obj, "citizens", error);
  int per_class[FT_N_CLASSES] = { 0 };
  gint64 female;

  if (cit == NULL || !ludus_json_get_int (obj, "female", FT_N_FEMALE, FT_N_FEMALE, &female, error))
    return FALSE;
  if (json_array_get_length (cit) != FT_N_CITIZEN_TILES)
    return bad_length (error, "colonia_tiles.citizens", FT_N_CITIZEN_TILES);
  for (int i = 0; i < FT_N_CITIZEN_TILES; i++)
    {
      int k = lookup (class_ids, FT_N_CLASSES, json_array_get_string_element (cit, i));
      g_autofree char *path = g_strdup_printf ("colonia_tiles.citizens[%d]", i);

      if (k < 0)
        return bad (error, _("“%s” must be one of: %s"), path, "patrician, merchant, craftsman");
      if (i < FT_N_FEMALE && k != i)
        return bad (error, _("“%s”: the first three, the female-backed citizens, must be "
                             "patrician, merchant and craftsman in that order"),
                    "colonia_tiles.citizens");
      d->tile[i].citizen = k;
      per_class[k]++;
    }
  for (int k = 0; k < FT_N_CLASSES; k++)
    if (per_class[k] != 2)
      return bad (error, _("“%s” must hold two citizens of each class (ruling R3)"),
                  "colonia_tiles.citizens");
  return TRUE;
}

/* Where a gain of a tile front is counted, or NULL for an unknown gain. */
static guint8 *
gain_slot (FtTileFront *t,
           const char  *gain)
{
  static const char *const plain[] = {
    "builder", "worker_any", "assistant", "coin", "tribune", "upgrade"
  };
  guint8 *slots[] = { &t->builder, &t->worker_any, &t->assistant, &t->coin, &t->tribune,
                      &t->upgrade };
  int k = lookup (plain, G_N_ELEMENTS (plain), gain);

  if (k >= 0)
    return slots[k];
  if (g_str_has_prefix (gain, "worker_"))
    {
      int c = lookup (colour_ids, FT_N_COLOURS, gain + strlen ("worker_"));

      if (c >= 0)
        return &t->worker[c];
    }
  return NULL;
}

static gboolean
parse_front (JsonArray   *fronts,
             int          i,
             FtTileFront *t,
             GError     **error)
{
  JsonNode *node = json_array_get_element (fronts, i);
  JsonObject *f = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_autofree char *path = g_strdup_printf ("colonia_tiles.fronts[%d]", i);
  g_autoptr(GList) members = NULL;
  int total = 0;

  if (f == NULL)
    return bad (error, _("“%s” must be an object"), path);
  t->citizen = FT_EMPTY;
  members = json_object_get_members (f);
  for (GList *l = members; l != NULL; l = l->next)
    {
      guint8 *slot = gain_slot (t, l->data);
      gint64 v;

      if (!ludus_json_get_int (f, l->data, 1, 9, &v, error))
        return FALSE;
      if (slot == NULL)
        /* Translators: %s is a member of the data file, then a name of a gain in it. */
        return bad (error, _("“%s”: unknown gain “%s”"), path, (const char *) l->data);
      *slot = v;
      total += v;
    }
  if (total == 0)
    return bad (error, _("“%s” gives nothing"), path);
  return TRUE;
}

static gboolean
parse_tiles (JsonObject *root,
             FtData     *d,
             GError    **error)
{
  JsonObject *obj = ludus_json_get_object (root, "colonia_tiles", error);
  JsonArray *fronts;

  memset (d->tile, 0, sizeof d->tile);
  if (obj == NULL || !parse_citizens (obj, d, error))
    return FALSE;
  fronts = ludus_json_get_array (obj, "fronts", error);
  if (fronts == NULL)
    return FALSE;
  if (json_array_get_length (fronts) != FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES)
    return bad_length (error, "colonia_tiles.fronts", FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES);
  for (int i = 0; i < FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES; i++)
    if (!parse_front (fronts, i, &d->tile[FT_N_CITIZEN_TILES + i], error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_pairing (JsonObject *obj,
               const char *group,
               const char *member,
               guint8     *out,
               GError    **error)
{
  JsonObject *map = ludus_json_get_object (obj, member, error);

  if (map == NULL)
    return FALSE;
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      const char *g = ludus_json_get_string (map, colour_ids[c], error);
      int k;

      if (g == NULL)
        return FALSE;
      k = lookup (grey_ids, FT_N_GREY, g);
      if (k < 0)
        {
          g_autofree char *path = g_strdup_printf ("%s.%s.%s", group, member, colour_ids[c]);

          return bad (error, _("“%s” must be one of: %s"), path,
                      "triumphal_column, library, basilica, market");
        }
      out[c] = k;
    }
  return TRUE;
}

static gboolean
parse_building_tiles (JsonObject *root,
                      FtData     *d,
                      GError    **error)
{
  JsonObject *s = ludus_json_get_object (root, "single_tiles", error);
  JsonObject *db = ludus_json_get_object (root, "double_tiles", error);
  gint64 v;

  if (s == NULL || db == NULL)
    return FALSE;
  if (!ludus_json_get_int (s, "per_kind", 1, 60, &v, error))
    return FALSE;
  d->single_per_kind = v;
  if (!ludus_json_get_int (s, "grey_face_up", 0, d->single_per_kind, &v, error))
    return FALSE;
  d->single_grey_up = v;
  if (!parse_pairing (s, "single_tiles", "grey", d->single_grey, error))
    return FALSE;
  if (!ludus_json_get_int (db, "per_kind", 1, 60, &v, error))
    return FALSE;
  d->double_per_kind = v;
  if (!ludus_json_get_int (db, "mixed_face_up", 0, d->double_per_kind, &v, error))
    return FALSE;
  d->double_mixed_up = v;
  if (!parse_pairing (db, "double_tiles", "mixed_grey", d->double_grey, error))
    return FALSE;
  if (d->double_grey[FT_GREEN] != FT_BLD_COLUMN)
    return bad (error, _("“%s” must be triumphal_column, as both rulebooks print"),
                "double_tiles.mixed_grey.green");
  return TRUE;
}

static gboolean
parse_int_list (JsonArray  *a,
                guint       n,
                int         min,
                int         max,
                guint8     *out,
                const char *what,
                GError    **error)
{
  if (a == NULL || json_array_get_length (a) != n)
    return bad_length (error, what, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      gint64 v = 0;

      if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_INT64)
        v = json_node_get_int (e);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64
          || v < min || v > max)
        {
          g_autofree char *path = g_strdup_printf ("%s[%u]", what, i);

          return bad (error, _("“%s” must be an integer from %d to %d"), path, min, max);
        }
      out[i] = v;
    }
  return TRUE;
}

static gboolean
parse_cypresses (JsonObject *obj,
                 FtData     *d,
                 GError    **error)
{
  JsonArray *cyp = ludus_json_get_array (obj, "cypress", error);

  if (cyp == NULL)
    return FALSE;
  d->cypress = 0;
  for (guint i = 0; i < json_array_get_length (cyp); i++)
    {
      gint64 p = json_array_get_int_element (cyp, i);

      if (p < 1 || p > d->p_max)
        {
          g_autofree char *path = g_strdup_printf ("prestige.cypress[%u]", i);

          return bad (error, _("“%s” must be an integer from %d to %d"), path, 1, d->p_max);
        }
      d->cypress |= 1u << p;
    }
  return TRUE;
}

/* The area VP of one face: a row per slider position, each giving the VP
 * for groups of 0..N envoys, N the same for every row. */
static gboolean
parse_area_rows (JsonObject *av,
                 int         f,
                 FtData     *d,
                 GError    **error)
{
  static const char *const faces[2] = { "base", "reverse" };
  JsonArray *rows = ludus_json_get_array (av, faces[f], error);

  if (rows == NULL)
    return FALSE;
  if (json_array_get_length (rows) != (guint) d->p_max + 1)
    {
      g_autofree char *path = g_strdup_printf ("prestige.area_vp.%s", faces[f]);

      return bad_length (error, path, d->p_max + 1);
    }
  for (int p = 0; p <= d->p_max; p++)
    {
      JsonNode *e = json_array_get_element (rows, p);
      JsonArray *row = JSON_NODE_HOLDS_ARRAY (e) ? json_node_get_array (e) : NULL;
      g_autofree char *w = g_strdup_printf ("prestige.area_vp.%s[%d]", faces[f], p);
      guint n = row != NULL ? json_array_get_length (row) : 0;

      if (n < 2 || n > FT_AREA_N_MAX + 1)
        return bad (error, _("“%s” must give the VP for groups of 0 to N envoys, N at most %d"),
                    w, FT_AREA_N_MAX);
      if (f == 0 && p == 0)
        d->area_n_max = n - 1;
      else if (n - 1 != d->area_n_max)
        return bad (error, _("“%s” must be as long as the other rows"), w);
      if (!parse_int_list (row, n, 0, 99, d->area_vp[f][p], w, error))
        return FALSE;
      if (d->area_vp[f][p][0] != 0)
        return bad (error, _("“%s” must begin with 0"), w);
    }
  return TRUE;
}

/* The rulebooks' examples: a group of 6 scores 6 somewhere, and Tom's
 * slider, turned over by Merchant I (spec §2.3.4), gives 7 → 9 with a Trajan
 * value of 7 somewhere on the reverse face. */
static gboolean
check_prestige_examples (const FtData *d,
                         GError      **error)
{
  gboolean found_9_7 = FALSE, found_6_6 = FALSE;

  for (int f = 0; f < 2; f++)
    for (int p = 0; p <= d->p_max; p++)
      {
        if (f == 1 && d->area_n_max >= 7 && d->area_vp[f][p][7] == 9 && d->trajan_vp[f][p] == 7)
          found_9_7 = TRUE;
        if (d->area_n_max >= 6 && d->area_vp[f][p][6] == 6)
          found_6_6 = TRUE;
      }
  if (!found_9_7)
    return bad (error, _("prestige: no position of the slider’s reverse face gives 9 VP for a "
                         "group of 7 with a Trajan value of 7 (the rulebook’s worked example, "
                         "with Merchant I)"));
  if (!found_6_6)
    return bad (error, _("prestige: no slider position gives 6 VP for a group of 6 (the "
                         "rulebook’s example)"));
  return TRUE;
}

static gboolean
parse_prestige (JsonObject *root,
                FtData     *d,
                GError    **error)
{
  static const char *const faces[2] = { "base", "reverse" };
  JsonObject *obj = ludus_json_get_object (root, "prestige", error);
  JsonObject *tv, *av;
  gint64 v;

  if (obj == NULL || !ludus_json_get_int (obj, "p_max", 1, FT_P_MAX_LIMIT, &v, error))
    return FALSE;
  d->p_max = v;
  if (!parse_cypresses (obj, d, error))
    return FALSE;
  tv = ludus_json_get_object (obj, "trajan_vp", error);
  av = ludus_json_get_object (obj, "area_vp", error);
  if (tv == NULL || av == NULL)
    return FALSE;
  for (int f = 0; f < 2; f++)
    {
      g_autofree char *what = g_strdup_printf ("prestige.trajan_vp.%s", faces[f]);

      if (!parse_int_list (ludus_json_get_array (tv, faces[f], error), d->p_max + 1, 3, 7,
                           d->trajan_vp[f], what, error))
        return FALSE;
      for (int p = 0; p <= d->p_max; p++)
        if (d->trajan_vp[f][p] != 3 && d->trajan_vp[f][p] != 5 && d->trajan_vp[f][p] != 7)
          {
            g_autofree char *path = g_strdup_printf ("%s[%d]", what, p);

            return bad (error, _("“%s” must be 3, 5 or 7"), path);
          }
      if (!parse_area_rows (av, f, d, error))
        return FALSE;
    }
  return check_prestige_examples (d, error);
}

/* One side of a mosaic board: 1 to 6 rows of equal length, a cell a letter
 * (B, G, R, Y: its colour; E: an eagle). */
static gboolean
parse_mosaic_side (JsonArray    *sides,
                   int           b,
                   int           s,
                   FtMosaicSide *ms,
                   GError      **error)
{
  JsonNode *se = json_array_get_element (sides, s);
  JsonArray *rows = JSON_NODE_HOLDS_ARRAY (se) ? json_node_get_array (se) : NULL;
  g_autofree char *path = g_strdup_printf ("mosaic_boards.boards[%d].sides[%d]", b, s);

  if (rows == NULL || json_array_get_length (rows) < 1
      || json_array_get_length (rows) > FT_BOARD_MAX_H)
    return bad (error, _("“%s” must list 1 to %d rows"), path, FT_BOARD_MAX_H);
  ms->h = json_array_get_length (rows);
  for (int y = 0; y < ms->h; y++)
    {
      const char *row = json_array_get_string_element (rows, y);
      size_t len = row != NULL ? strlen (row) : 0;

      if (len < 1 || len > FT_BOARD_MAX_W || (y > 0 && len != ms->w))
        return bad (error, _("“%s”: each row must be a string of 1 to %d cells, all equally long"),
                    path, FT_BOARD_MAX_W);
      ms->w = len;
      for (int x = 0; x < (int) len; x++)
        {
          const char *p = strchr ("BGRYE", row[x]);

          if (p == NULL || row[x] == '\0')
            return bad (error, _("“%s”: each cell must be one of: %s"), path, "B, G, R, Y, E");
          ms->cell[y][x] = p - "BGRYE";
        }
    }
  return TRUE;
}

static gboolean
parse_mosaic_board (JsonArray     *boards,
                    int            b,
                    FtMosaicBoard *mb,
                    GError       **error)
{
  JsonNode *e = json_array_get_element (boards, b);
  JsonObject *bo = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
  g_autofree char *path = g_strdup_printf ("mosaic_boards.boards[%d]", b);
  JsonArray *sides;
  const char *id;

  if (bo == NULL)
    return bad (error, _("“%s” must be an object"), path);
  id = ludus_json_get_string (bo, "id", error);
  sides = ludus_json_get_array (bo, "sides", error);
  if (id == NULL || sides == NULL)
    return FALSE;
  g_strlcpy (mb->id, id, sizeof mb->id);
  mb->n_sides = json_array_get_length (sides);
  if (mb->n_sides < 1 || mb->n_sides > 2)
    return bad (error, _("“%s” must have one or two sides"), path);
  for (int s = 0; s < mb->n_sides; s++)
    if (!parse_mosaic_side (sides, b, s, &mb->side[s], error))
      return FALSE;
  return TRUE;
}

/* Where the boards of the forum lie, for each player count. */
static gboolean
parse_arrangements (JsonObject *obj,
                    FtData     *d,
                    GError    **error)
{
  JsonObject *arr = ludus_json_get_object (obj, "arrangements", error);

  if (arr == NULL)
    return FALSE;
  for (int n = 2; n <= FT_MAX_PLAYERS; n++)
    {
      char key[4];
      JsonArray *a;
      g_autofree char *path = g_strdup_printf ("mosaic_boards.arrangements.%d", n);

      g_snprintf (key, sizeof key, "%d", n);
      a = ludus_json_get_array (arr, key, error);
      if (a == NULL)
        return FALSE;
      if ((int) json_array_get_length (a) != ft_boards_for (n))
        return bad_length (error, path, ft_boards_for (n));
      for (int i = 0; i < ft_boards_for (n); i++)
        {
          gint64 x, y;

          if (!get_pair (a, i, &x, &y) || x < 0 || y < 0 || x + FT_BOARD_MAX_W > FT_FORUM_MAX_W
              || y + FT_BOARD_MAX_H > FT_FORUM_MAX_H)
            return bad (error, _("“%s” must give [x, y] inside the forum for each board"), path);
          d->arrangement_x[n][i] = x;
          d->arrangement_y[n][i] = y;
        }
    }
  return TRUE;
}

static gboolean
parse_mosaic (JsonObject *root,
              FtData     *d,
              GError    **error)
{
  JsonObject *obj = ludus_json_get_object (root, "mosaic_boards", error);
  JsonArray *boards = obj != NULL ? ludus_json_get_array (obj, "boards", error) : NULL;

  if (boards == NULL)
    return FALSE;
  if (json_array_get_length (boards) < FT_MAX_BOARDS
      || json_array_get_length (boards) > FT_MAX_MOSAIC)
    return bad (error, _("“%s” must list %d to %d boards"), "mosaic_boards.boards",
                FT_MAX_BOARDS, FT_MAX_MOSAIC);
  d->n_mosaic = json_array_get_length (boards);
  for (int b = 0; b < d->n_mosaic; b++)
    if (!parse_mosaic_board (boards, b, &d->mosaic[b], error))
      return FALSE;
  return parse_arrangements (obj, d, error);
}

gboolean
ft_data_parse (JsonNode *root,
               FtData   *d,
               GError  **error)
{
  JsonObject *obj;
  JsonObject *sides;
  const char *format;
  gint64 version;

  memset (d, 0, sizeof *d);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return bad (error, _("the document is not a JSON object"));
  obj = json_node_get_object (root);
  format = ludus_json_get_string (obj, "format", error);
  if (format == NULL)
    return FALSE;
  if (strcmp (format, "ludus-forum-trajanum-components") != 0)
    return bad (error, _("“format” must be “%s”"), "ludus-forum-trajanum-components");
  if (!ludus_json_get_int (obj, "version", 1, 1, &version, error))
    return FALSE;
  if (!parse_sources (obj, d, error) || !parse_symbols (obj, d, error))
    return FALSE;
  sides = ludus_json_get_object (obj, "board_sides", error);
  if (sides == NULL)
    return FALSE;
  if (!parse_side (sides, "A", &d->side[0], d, error)
      || !parse_side (sides, "B", &d->side[1], d, error))
    return FALSE;
  if (!d->side[0].available)
    return bad (error, _("“%s” must be true: the game needs side A"), "board_sides.A.available");
  return parse_street_cards (obj, d, error)
         && parse_tiles (obj, d, error)
         && parse_building_tiles (obj, d, error)
         && parse_prestige (obj, d, error)
         && parse_mosaic (obj, d, error);
}

LUDUS_DEFINE_DATA_LOADER (ft_data, FtData, "forum-trajanum",
                          FT_DATA_RESOURCE, forum_trajanum_get_resource)

gboolean
ft_data_load_file (const char *path,
                   FtData     *data,
                   GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!json_parser_load_from_file (parser, path, error))
    return FALSE;
  return ft_data_parse (json_parser_get_root (parser), data, error);
}
