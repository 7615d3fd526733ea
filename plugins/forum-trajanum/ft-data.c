/* ft-data.c: loading and validating Forum Trajanum's component data
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

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

static gboolean
bad (GError    **error,
     const char *format,
     ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad (GError    **error,
     const char *format,
     ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
               "Forum Trajanum component data: %s", msg);
  return FALSE;
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
        return bad (error, "%s.source “%s” is not rulebook, reconstructed or stand-in",
                    group_members[g], src);
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
    return bad (error, "symbols.ids must list %d symbols", FT_N_SYMBOLS);
  for (int i = 0; i < FT_N_SYMBOLS; i++)
    {
      const char *s = json_array_get_string_element (ids, i);

      if (s == NULL || strlen (s) == 0 || strlen (s) >= sizeof d->symbol_id[i])
        return bad (error, "symbols.ids[%d] must be a short non-empty string", i);
      for (int j = 0; j < i; j++)
        if (strcmp (d->symbol_id[j], s) == 0)
          return bad (error, "symbols.ids[%d] “%s” appears twice", i, s);
      g_strlcpy (d->symbol_id[i], s, sizeof d->symbol_id[i]);
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
  JsonArray *temples, *symbols, *rows;
  gboolean seen[FT_N_CELLS] = { FALSE };

  if (obj == NULL)
    return FALSE;
  if (!json_object_has_member (obj, "available")
      || JSON_NODE_HOLDS_VALUE (json_object_get_member (obj, "available")) == FALSE)
    return bad (error, "board_sides.%s.available must be true or false", name);
  side->available = json_object_get_boolean_member (obj, "available");
  if (!side->available)
    return TRUE;

  temples = ludus_json_get_array (obj, "temples", error);
  if (temples == NULL)
    return FALSE;
  if (json_array_get_length (temples) != FT_N_TEMPLES)
    return bad (error, "board_sides.%s.temples must list %d cells", name, FT_N_TEMPLES);
  for (int t = 0; t < FT_N_TEMPLES; t++)
    {
      JsonNode *node = json_array_get_element (temples, t);
      JsonArray *rc = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      gint64 r, c;

      if (rc == NULL || json_array_get_length (rc) != 2)
        return bad (error, "board_sides.%s.temples[%d] must be [row, column]", name, t);
      r = json_array_get_int_element (rc, 0);
      c = json_array_get_int_element (rc, 1);
      if (r < 0 || r >= FT_GRID || c < 0 || c >= FT_GRID)
        return bad (error, "board_sides.%s.temples[%d] lies outside the 6×6 grid", name, t);
      if ((r == 0 || r == FT_GRID - 1) && (c == 0 || c == FT_GRID - 1))
        return bad (error, "board_sides.%s.temples[%d] is a crane corner", name, t);
      if (seen[ft_cell (r, c)])
        return bad (error, "board_sides.%s.temples[%d] repeats a cell", name, t);
      seen[ft_cell (r, c)] = TRUE;
      side->temple[t] = ft_cell (r, c);
    }

  symbols = ludus_json_get_array (obj, "street_symbols", error);
  if (symbols == NULL)
    return FALSE;
  if (json_array_get_length (symbols) != FT_MAX_PLAYERS)
    return bad (error, "board_sides.%s.street_symbols must give one map per player board (%d)",
                name, FT_MAX_PLAYERS);
  for (int b = 0; b < FT_MAX_PLAYERS; b++)
    {
      JsonNode *node = json_array_get_element (symbols, b);
      JsonArray *map = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      gboolean used[FT_N_SYMBOLS] = { FALSE };

      if (map == NULL || json_array_get_length (map) != FT_N_STREETS)
        return bad (error, "board_sides.%s.street_symbols[%d] must name the symbol of each of the "
                    "12 streets (rows 0–5, then columns 0–5)", name, b);
      for (int st = 0; st < FT_N_STREETS; st++)
        {
          int sym = symbol_index (d, json_array_get_string_element (map, st));

          if (sym < 0)
            return bad (error, "board_sides.%s.street_symbols[%d][%d] is not a known symbol",
                        name, b, st);
          if (used[sym])
            return bad (error, "board_sides.%s.street_symbols[%d] uses symbol “%s” twice",
                        name, b, d->symbol_id[sym]);
          used[sym] = TRUE;
          side->symbol_street[b][sym] = st;
        }
    }

  rows = ludus_json_get_array (obj, "citizen_rows", error);
  if (rows == NULL)
    return FALSE;
  if (json_array_get_length (rows) != FT_GRID)
    return bad (error, "board_sides.%s.citizen_rows must list 6 rows", name);
  {
    gboolean used[FT_N_CITIZEN_ROWS] = { FALSE };

    for (int r = 0; r < FT_GRID; r++)
      {
        int row = lookup (row_ids, FT_N_CITIZEN_ROWS, json_array_get_string_element (rows, r));

        if (row < 0 || used[row])
          return bad (error, "board_sides.%s.citizen_rows[%d] is unknown or repeated", name, r);
        used[row] = TRUE;
        side->citizen_row[r] = row;
        side->grid_row_of[row] = r;
      }
  }
  return TRUE;
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
    return bad (error, "street_cards.symbols must list %d cards", FT_N_STREET_CARDS);
  for (int i = 0; i < FT_N_STREET_CARDS; i++)
    {
      int sym = symbol_index (d, json_array_get_string_element (cards, i));

      if (sym < 0)
        return bad (error, "street_cards.symbols[%d] is not a known symbol", i);
      d->street_card[i] = sym;
    }
  return TRUE;
}

static gboolean
parse_tiles (JsonObject *root,
             FtData     *d,
             GError    **error)
{
  JsonObject *obj = ludus_json_get_object (root, "colonia_tiles", error);
  JsonArray *cit, *fronts;
  gint64 female;
  int per_class[FT_N_CLASSES] = { 0 };

  if (obj == NULL)
    return FALSE;
  cit = ludus_json_get_array (obj, "citizens", error);
  if (cit == NULL)
    return FALSE;
  if (!ludus_json_get_int (obj, "female", FT_N_FEMALE, FT_N_FEMALE, &female, error))
    return FALSE;
  if (json_array_get_length (cit) != FT_N_CITIZEN_TILES)
    return bad (error, "colonia_tiles.citizens must list %d citizens", FT_N_CITIZEN_TILES);
  memset (d->tile, 0, sizeof d->tile);
  for (int i = 0; i < FT_N_CITIZEN_TILES; i++)
    {
      int k = lookup (class_ids, FT_N_CLASSES, json_array_get_string_element (cit, i));

      if (k < 0)
        return bad (error, "colonia_tiles.citizens[%d] is not patrician, merchant or craftsman", i);
      if (i < FT_N_FEMALE && k != i)
        return bad (error, "colonia_tiles.citizens: the 3 female-backed citizens (first 3) must be "
                    "patrician, merchant, craftsman in that order");
      d->tile[i].citizen = k;
      per_class[k]++;
    }
  for (int k = 0; k < FT_N_CLASSES; k++)
    if (per_class[k] != 2)
      return bad (error, "colonia_tiles.citizens must hold 2 citizens of each class (ruling R3)");

  fronts = ludus_json_get_array (obj, "fronts", error);
  if (fronts == NULL)
    return FALSE;
  if (json_array_get_length (fronts) != FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES)
    return bad (error, "colonia_tiles.fronts must list %d tiles",
                FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES);
  for (int i = 0; i < FT_TILES_PER_PLAYER - FT_N_CITIZEN_TILES; i++)
    {
      JsonNode *node = json_array_get_element (fronts, i);
      JsonObject *f = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      FtTileFront *t = &d->tile[FT_N_CITIZEN_TILES + i];
      g_autoptr(GList) members = NULL;
      int total = 0;

      if (f == NULL)
        return bad (error, "colonia_tiles.fronts[%d] must be an object of gains", i);
      t->citizen = FT_EMPTY;
      members = json_object_get_members (f);
      for (GList *l = members; l != NULL; l = l->next)
        {
          const char *m = l->data;
          gint64 v;
          guint8 *slot = NULL;

          if (!ludus_json_get_int (f, m, 1, 9, &v, error))
            return FALSE;
          if (strcmp (m, "builder") == 0)
            slot = &t->builder;
          else if (strcmp (m, "worker_any") == 0)
            slot = &t->worker_any;
          else if (strcmp (m, "assistant") == 0)
            slot = &t->assistant;
          else if (strcmp (m, "coin") == 0)
            slot = &t->coin;
          else if (strcmp (m, "tribune") == 0)
            slot = &t->tribune;
          else if (strcmp (m, "upgrade") == 0)
            slot = &t->upgrade;
          else if (g_str_has_prefix (m, "worker_"))
            {
              int c = lookup (colour_ids, FT_N_COLOURS, m + strlen ("worker_"));

              if (c >= 0)
                slot = &t->worker[c];
            }
          if (slot == NULL)
            return bad (error, "colonia_tiles.fronts[%d]: unknown gain “%s”", i, m);
          *slot = v;
          total += v;
        }
      if (total == 0)
        return bad (error, "colonia_tiles.fronts[%d] gives nothing", i);
    }
  for (int i = 0; i < FT_N_CITIZEN_TILES; i++)
    d->tile[i].citizen = d->tile[i].citizen; /* already set */
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
        return bad (error, "%s.%s.%s “%s” is not a grey building", group, member, colour_ids[c], g);
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
    return bad (error, "double_tiles.mixed_grey.green must be triumphal_column (both rulebooks)");
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
    return bad (error, "%s must list %u numbers", what, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64)
        return bad (error, "%s[%u] must be an integer", what, i);
      v = json_node_get_int (e);
      if (v < min || v > max)
        return bad (error, "%s[%u] = %" G_GINT64_FORMAT " is outside %d..%d", what, i, v, min, max);
      out[i] = v;
    }
  return TRUE;
}

static gboolean
parse_prestige (JsonObject *root,
                FtData     *d,
                GError    **error)
{
  static const char *const faces[2] = { "base", "reverse" };
  JsonObject *obj = ludus_json_get_object (root, "prestige", error);
  JsonArray *cyp;
  JsonObject *tv, *av;
  gint64 v;
  gboolean found_9_7 = FALSE, found_6_6 = FALSE;

  if (obj == NULL)
    return FALSE;
  if (!ludus_json_get_int (obj, "p_max", 1, FT_P_MAX_LIMIT, &v, error))
    return FALSE;
  d->p_max = v;
  cyp = ludus_json_get_array (obj, "cypress", error);
  if (cyp == NULL)
    return FALSE;
  d->cypress = 0;
  for (guint i = 0; i < json_array_get_length (cyp); i++)
    {
      gint64 p = json_array_get_int_element (cyp, i);

      if (p < 1 || p > d->p_max)
        return bad (error, "prestige.cypress[%u] is outside 1..p_max", i);
      d->cypress |= 1u << p;
    }
  tv = ludus_json_get_object (obj, "trajan_vp", error);
  av = ludus_json_get_object (obj, "area_vp", error);
  if (tv == NULL || av == NULL)
    return FALSE;
  for (int f = 0; f < 2; f++)
    {
      JsonArray *rows;
      g_autofree char *what = g_strdup_printf ("prestige.trajan_vp.%s", faces[f]);

      if (!parse_int_list (ludus_json_get_array (tv, faces[f], error), d->p_max + 1, 3, 7,
                           d->trajan_vp[f], what, error))
        return FALSE;
      for (int p = 0; p <= d->p_max; p++)
        if (d->trajan_vp[f][p] != 3 && d->trajan_vp[f][p] != 5 && d->trajan_vp[f][p] != 7)
          return bad (error, "%s[%d] must be 3, 5 or 7", what, p);
      rows = ludus_json_get_array (av, faces[f], error);
      if (rows == NULL)
        return FALSE;
      if (json_array_get_length (rows) != (guint) d->p_max + 1)
        return bad (error, "prestige.area_vp.%s must give one row per slider position", faces[f]);
      for (int p = 0; p <= d->p_max; p++)
        {
          JsonNode *e = json_array_get_element (rows, p);
          JsonArray *row = JSON_NODE_HOLDS_ARRAY (e) ? json_node_get_array (e) : NULL;
          g_autofree char *w = g_strdup_printf ("prestige.area_vp.%s[%d]", faces[f], p);
          guint n = row != NULL ? json_array_get_length (row) : 0;

          if (n < 2 || n > FT_AREA_N_MAX + 1)
            return bad (error, "%s must list the VP for groups of 0..N envoys (N ≤ %d)", w,
                        FT_AREA_N_MAX);
          if (f == 0 && p == 0)
            d->area_n_max = n - 1;
          else if (n - 1 != d->area_n_max)
            return bad (error, "%s must have as many entries as the other rows", w);
          if (!parse_int_list (row, n, 0, 99, d->area_vp[f][p], w, error))
            return FALSE;
          if (d->area_vp[f][p][0] != 0)
            return bad (error, "%s[0] must be 0", w);
          /* Tom's slider in the worked example was turned over by Merchant I
           * (spec §2.3.4), so the 7 → 9 must be on the reverse face. */
          if (f == 1 && n - 1 >= 7 && d->area_vp[f][p][7] == 9 && d->trajan_vp[f][p] == 7)
            found_9_7 = TRUE;
          if (n - 1 >= 6 && d->area_vp[f][p][6] == 6)
            found_6_6 = TRUE;
        }
    }
  if (!found_9_7)
    return bad (error, "prestige: no position of the slider's reverse face gives 9 VP for a group "
                "of 7 with a Trajan value of 7 (the rulebook's worked example, with Merchant I)");
  if (!found_6_6)
    return bad (error, "prestige: no slider position gives 6 VP for a group of 6 (rulebook example)");
  return TRUE;
}

static gboolean
parse_mosaic (JsonObject *root,
              FtData     *d,
              GError    **error)
{
  JsonObject *obj = ludus_json_get_object (root, "mosaic_boards", error);
  JsonArray *boards;
  JsonObject *arr;

  if (obj == NULL)
    return FALSE;
  boards = ludus_json_get_array (obj, "boards", error);
  if (boards == NULL)
    return FALSE;
  if (json_array_get_length (boards) < FT_MAX_BOARDS
      || json_array_get_length (boards) > FT_MAX_MOSAIC)
    return bad (error, "mosaic_boards.boards must list %d to %d boards", FT_MAX_BOARDS, FT_MAX_MOSAIC);
  d->n_mosaic = json_array_get_length (boards);
  for (int b = 0; b < d->n_mosaic; b++)
    {
      JsonNode *e = json_array_get_element (boards, b);
      JsonObject *bo = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
      FtMosaicBoard *mb = &d->mosaic[b];
      JsonArray *sides;
      const char *id;

      if (bo == NULL)
        return bad (error, "mosaic_boards.boards[%d] must be an object", b);
      id = ludus_json_get_string (bo, "id", error);
      sides = ludus_json_get_array (bo, "sides", error);
      if (id == NULL || sides == NULL)
        return FALSE;
      g_strlcpy (mb->id, id, sizeof mb->id);
      mb->n_sides = json_array_get_length (sides);
      if (mb->n_sides < 1 || mb->n_sides > 2)
        return bad (error, "mosaic_boards.boards[%d] must have 1 or 2 sides", b);
      for (int s = 0; s < mb->n_sides; s++)
        {
          JsonNode *se = json_array_get_element (sides, s);
          JsonArray *rows = JSON_NODE_HOLDS_ARRAY (se) ? json_node_get_array (se) : NULL;
          FtMosaicSide *ms = &mb->side[s];

          if (rows == NULL || json_array_get_length (rows) < 1
              || json_array_get_length (rows) > FT_BOARD_MAX_H)
            return bad (error, "mosaic_boards.boards[%d].sides[%d] must list 1..%d rows", b, s,
                        FT_BOARD_MAX_H);
          ms->h = json_array_get_length (rows);
          for (int y = 0; y < ms->h; y++)
            {
              const char *row = json_array_get_string_element (rows, y);
              size_t len = row != NULL ? strlen (row) : 0;

              if (len < 1 || len > FT_BOARD_MAX_W || (y > 0 && len != ms->w))
                return bad (error, "mosaic_boards.boards[%d].sides[%d][%d] must be a string of "
                            "1..%d cells, all rows equally long", b, s, y, FT_BOARD_MAX_W);
              ms->w = len;
              for (int x = 0; x < (int) len; x++)
                {
                  const char *p = strchr ("BGRYE", row[x]);

                  if (p == NULL || row[x] == '\0')
                    return bad (error, "mosaic_boards.boards[%d].sides[%d][%d]: cell “%c” is not "
                                "B, G, R, Y or E", b, s, y, row[x]);
                  ms->cell[y][x] = p - "BGRYE";
                }
            }
        }
    }
  arr = ludus_json_get_object (obj, "arrangements", error);
  if (arr == NULL)
    return FALSE;
  for (int n = 2; n <= FT_MAX_PLAYERS; n++)
    {
      char key[4];
      JsonArray *a;
      int k = ft_boards_for (n);

      g_snprintf (key, sizeof key, "%d", n);
      a = ludus_json_get_array (arr, key, error);
      if (a == NULL)
        return FALSE;
      if ((int) json_array_get_length (a) != k)
        return bad (error, "mosaic_boards.arrangements.%s must place %d boards", key, k);
      for (int i = 0; i < k; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          JsonArray *xy = JSON_NODE_HOLDS_ARRAY (e) ? json_node_get_array (e) : NULL;
          gint64 x, y;

          if (xy == NULL || json_array_get_length (xy) != 2)
            return bad (error, "mosaic_boards.arrangements.%s[%d] must be [x, y]", key, i);
          x = json_array_get_int_element (xy, 0);
          y = json_array_get_int_element (xy, 1);
          if (x < 0 || y < 0 || x + FT_BOARD_MAX_W > FT_FORUM_MAX_W
              || y + FT_BOARD_MAX_H > FT_FORUM_MAX_H)
            return bad (error, "mosaic_boards.arrangements.%s[%d] lies outside the forum", key, i);
          d->arrangement_x[n][i] = x;
          d->arrangement_y[n][i] = y;
        }
    }
  return TRUE;
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
    return bad (error, "the top level must be an object");
  obj = json_node_get_object (root);
  format = ludus_json_get_string (obj, "format", error);
  if (format == NULL)
    return FALSE;
  if (strcmp (format, "ludus-forum-trajanum-components") != 0)
    return bad (error, "format “%s” is not ludus-forum-trajanum-components", format);
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
    return bad (error, "board_sides.A must be available");
  return parse_street_cards (obj, d, error)
         && parse_tiles (obj, d, error)
         && parse_building_tiles (obj, d, error)
         && parse_prestige (obj, d, error)
         && parse_mosaic (obj, d, error);
}

static gpointer
parse_cb (JsonNode  *root,
          GError   **error)
{
  g_autofree FtData *data = g_new0 (FtData, 1);

  if (!ft_data_parse (root, data, error))
    return NULL;
  return g_steal_pointer (&data);
}

const LudusDataLoader ft_data_loader = {
  .game_id = "forum-trajanum",
  .resource_path = FT_DATA_RESOURCE,
  .get_resource = forum_trajanum_get_resource,
  .parse = parse_cb,
};

const FtData *
ft_data_get (GError **error)
{
  return ludus_component_data_get_parsed (ludus_component_data_get (&ft_data_loader, error));
}

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
