/* nr-data.c: loading and validating Nova Roma's component data
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "ludus.h"
#include "ludus-component-data.h"
#include "nr-data.h"
#include "nr-resources.h"

const char *const nr_action_ids[NR_N_ACTIONS] = {
  "trade", "development", "petition", "associates",
  "seafaring", "construction", "chariot_race", "production",
};

const char *const nr_resource_ids[NR_N_RESOURCES] = {
  "wheat", "stone", "wood", "wine", "horse",
};

const char *const nr_cond_ids[NR_N_CONDS] = {
  "g_building_2", "g_sea_2", "g_associates_2", "g_building_sea", "g_chariot_3",
  "g_associate_sea", "g_associate_building", "g_associate_latifundium", "g_sea_latifundium",
  "g_building_latifundium", "g_influence_pay_2",
  "y_building_4", "y_sea_4", "y_associates_4", "y_building_sea_5", "y_chariots_two_3",
  "y_associate_sea_5", "y_associate_building_5", "y_associate_latifundium_5",
  "y_sea_latifundium_5", "y_building_latifundium_5", "y_influence_pay_3",
  "o_building_6", "o_associates_6", "o_sea_6", "o_chariots_total_10", "o_latifundium_5",
};

const char *const nr_card_ids[NR_N_ASSOCIATES] = {
  "calux", "gloria", "hilaria", "hortense", "marcella", "marianus", "martinus", "nela",
  "petran", "priscus", "severin", "valeria", "vitus", "agrippa", "bernardo", "cassian",
  "egeria", "hadrianus", "lucius", "manius", "marcus", "occius", "patricia", "petronia",
  "rufus", "seneca", "septimus", "silvana", "sergius", "sertor", "tiberius", "titus",
  "varina", "vitalis", "constantin", "gratian", "jacobus", "seraphina", "severa", "trivia",
};

const char *const nr_lat_kind_ids[NR_N_LAT_KINDS] = {
  "lat_yield", "lat_exchange_coin_artisan", "lat_exchange_influence_resource",
  "lat_exchange_influence_coins", "lat_animal", "lat_lion", "lat_special_associates",
  "lat_special_seafaring", "lat_special_construction", "lat_special_income_goods",
  "lat_special_income_coins", "lat_special_race",
};

const char *const nr_group_ids[NR_N_GROUPS] = {
  "associates", "sea_contracts", "building_contracts", "emperor_tokens", "latifundia",
  "latifundium_market", "production_area", "mosaic_board", "mosaic_tokens", "favourites",
  "hippodrome", "black_sea", "districts", "building_rewards",
};

static const char *const card_kind_ids[] = { "end_game", "once_per_round", "permanent" };
static const char *const count_ids[NR_N_COUNTS] = {
  "wheat", "stone", "wood", "wine", "horse", "sesterces", "influence", "latifundia",
  "associates", "chariot_cells", "building_contracts", "sea_contracts", "animals",
};
static const char *const effect_ids[NR_N_EFFECT_KINDS] = {
  "gain_resource", "gain_any_resource", "gain_sesterces", "gain_influence", "gain_artisan",
  "gain_achievement_token", "draw_associates", "vp_end", "choice",
};
static const char *const price_ids[] = { "free", "sesterce", "wine" };
static const char *const colour_ids[NR_N_MOSAIC_COLOURS] = { "green", "yellow", "orange" };
static const char *const harbour_ids[] = { "plain", "reward", "vp" };

int
nr_cond_colour (NrCond cond)
{
  if (cond < NR_N_GREEN_CONDS)
    return 0;
  if (cond < NR_N_GREEN_CONDS + NR_N_YELLOW_CONDS)
    return 1;
  return 2;
}

int
nr_cond_payment (NrCond cond)
{
  if (cond == NR_COND_G_INFLUENCE_PAY_2)
    return 2;
  if (cond == NR_COND_Y_INFLUENCE_PAY_3)
    return 3;
  return 0;
}

#define set_bad(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_DATA, \
                        "Nova Roma component data: %s", __VA_ARGS__)

/* Sets the error and is FALSE, visibly to the compiler: a caller's output
 * is not read after a failure (no maybe-uninitialized warning at -O3). */
#define bad(error, ...) (set_bad (error, __VA_ARGS__), FALSE)

static int
lookup (const char *const *table,
        int                n,
        const char        *id)
{
  for (int i = 0; id != NULL && i < n; i++)
    if (strcmp (table[i], id) == 0)
      return i;
  return -1;
}

/* A string member that must name one of table's ids. */
static gboolean
get_id (JsonObject        *obj,
        const char        *member,
        const char        *where,
        const char *const *table,
        int                n,
        int               *value,
        GError           **error)
{
  const char *s = ludus_json_get_string (obj, member, error);

  if (s == NULL)
    return bad (error, "%s needs a string “%s”", where, member);
  *value = lookup (table, n, s);
  if (*value < 0)
    return bad (error, "%s: “%s” is not a known %s", where, s, member);
  return TRUE;
}

static gboolean
get_small (JsonObject  *obj,
           const char  *member,
           gint64       min,
           gint64       max,
           int         *value,
           const char  *where,
           GError     **error)
{
  gint64 v;
  g_autoptr(GError) local = NULL;

  if (!ludus_json_get_int (obj, member, min, max, &v, &local))
    return bad (error, "%s: %s", where, local->message);
  *value = (int) v;
  return TRUE;
}

/* An optional integer member with a default. */
static gboolean
get_small_or (JsonObject  *obj,
              const char  *member,
              gint64       min,
              gint64       max,
              int          fallback,
              int         *value,
              const char  *where,
              GError     **error)
{
  if (!json_object_has_member (obj, member))
    {
      *value = fallback;
      return TRUE;
    }
  return get_small (obj, member, min, max, value, where, error);
}

static JsonObject *
array_object (JsonArray  *array,
              guint       i,
              const char *where,
              GError    **error)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_bad (error, "%s[%u] must be an object", where, i);
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
array_of_length (JsonObject *obj,
                 const char *member,
                 guint       min,
                 guint       max,
                 const char *where,
                 GError    **error)
{
  g_autoptr(GError) local = NULL;
  JsonArray *array;

  if (obj == NULL)
    return NULL;
  array = ludus_json_get_array (obj, member, &local);
  if (array == NULL)
    {
      set_bad (error, "%s: %s", where, local->message);
      return NULL;
    }
  if (json_array_get_length (array) < min || json_array_get_length (array) > max)
    {
      if (min == max)
        set_bad (error, "%s.%s must have %u entries, not %u", where, member, min,
                 json_array_get_length (array));
      else
        set_bad (error, "%s.%s must have %u to %u entries, not %u", where, member, min, max,
                 json_array_get_length (array));
      return NULL;
    }
  return array;
}

static JsonObject *
group (JsonObject *root,
       const char *member,
       GError    **error)
{
  g_autoptr(GError) local = NULL;
  JsonObject *obj = ludus_json_get_object (root, member, &local);

  if (obj == NULL)
    set_bad (error, "%s", local->message);
  return obj;
}

/* Effects */

static gboolean parse_effect (JsonObject *obj, NrData *d, int slot, gboolean nested,
                              const char *where, GError **error);

static gboolean
parse_effect_list (JsonArray  *array,
                   NrData     *d,
                   NrEffects  *out,
                   gboolean    nested,
                   const char *where,
                   GError    **error)
{
  guint n = json_array_get_length (array);

  if (n == 0 || n > 8)
    return bad (error, "%s must list 1 to 8 effects", where);
  if (d->n_effects + n > NR_MAX_EFFECTS)
    return bad (error, "%s: too many effects in the whole file", where);
  out->first = (gint16) d->n_effects;
  out->count = (guint8) n;
  d->n_effects += n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);
      JsonObject *obj = array_object (array, i, where, error);

      if (obj == NULL || !parse_effect (obj, d, out->first + (int) i, nested, at, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_effect (JsonObject *obj,
              NrData     *d,
              int         slot,
              gboolean    nested,
              const char *where,
              GError    **error)
{
  NrEffect *e = &d->effects[slot];
  int kind, n = 0, type = -1;

  if (!get_id (obj, "effect", where, effect_ids, NR_N_EFFECT_KINDS, &kind, error))
    return FALSE;
  e->kind = (guint8) kind;
  if (kind == NR_EFF_CHOICE)
    {
      NrEffects options;
      JsonArray *array;

      if (nested)
        return bad (error, "%s: a choice cannot be an option of another choice", where);
      array = array_of_length (obj, "options", 2, 6, where, error);
      if (array == NULL || !parse_effect_list (array, d, &options, TRUE, where, error))
        return FALSE;
      e = &d->effects[slot];
      e->first = options.first;
      e->count = options.count;
      return TRUE;
    }
  if (!get_small (obj, "n", 1, 9, &n, where, error))
    return FALSE;
  if (kind == NR_EFF_RESOURCE
      && !get_id (obj, "type", where, nr_resource_ids, NR_N_RESOURCES, &type, error))
    return FALSE;
  e->n = (guint8) n;
  e->arg = (gint8) type;
  return TRUE;
}

static gboolean
parse_effects_member (JsonObject *obj,
                      const char *member,
                      NrData     *d,
                      NrEffects  *out,
                      const char *where,
                      GError    **error)
{
  g_autofree char *at = g_strdup_printf ("%s.%s", where, member);
  JsonArray *array = array_of_length (obj, member, 1, 8, where, error);

  return array != NULL && parse_effect_list (array, d, out, FALSE, at, error);
}

/* Which parts of a cost are not zero, one bit each. */
static guint
cost_mask (const NrCost *cost)
{
  guint mask = cost->sesterces > 0 ? 1u << NR_N_RESOURCES : 0;

  for (int r = 0; r < NR_N_RESOURCES; r++)
    if (cost->resources[r] > 0)
      mask |= 1u << r;
  return mask;
}

static gboolean
parse_cost (JsonObject *obj,
            NrCost     *cost,
            const char *where,
            GError    **error)
{
  g_autoptr(GError) local = NULL;
  JsonObject *c = ludus_json_get_object (obj, "cost", &local);
  int v;

  if (c == NULL)
    return bad (error, "%s: %s", where, local->message);
  memset (cost, 0, sizeof *cost);
  for (int k = 0; k <= NR_N_RESOURCES; k++)
    {
      const char *key = k < NR_N_RESOURCES ? nr_resource_ids[k] : "sesterces";

      if (!json_object_has_member (c, key))
        continue;
      if (!get_small (c, key, 0, k < NR_N_RESOURCES ? NR_RESOURCE_MAX : 20, &v, where, error))
        return FALSE;
      if (k < NR_N_RESOURCES)
        cost->resources[k] = (guint8) v;
      else
        cost->sesterces = (guint8) v;
    }
  if (json_object_get_size (c) != (guint) (nr_bits (cost_mask (cost))))
    return bad (error, "%s.cost names something that is not a resource or sesterces, or a 0", where);
  return TRUE;
}

/* Groups */

static gboolean
parse_sources (JsonObject *root,
               NrData     *d,
               GError    **error)
{
  static const char *const sources[] = { "rulebook", "reconstructed", "stand-in" };

  d->any_stand_in = FALSE;
  for (int g = 0; g < NR_N_GROUPS; g++)
    {
      JsonObject *obj = group (root, nr_group_ids[g], error);
      int k;

      if (obj == NULL || !get_id (obj, "source", nr_group_ids[g], sources, 3, &k, error))
        return FALSE;
      d->source[g] = k;
      d->any_stand_in |= k == NR_SOURCE_STAND_IN;
    }
  return TRUE;
}

static gboolean
parse_card_use (JsonObject *obj,
                NrCardData *c,
                const char *where,
                GError    **error)
{
  static const char *const once_ids[] = {
    "power", "gain_resource", "gain_influence", "gain_any_resource", "place_artisan",
    "waive_artisan",
  };
  static const char *const perm_ids[] = { "sesterce", "animals" };
  int effect, action = -1, r = -1;

  if (c->kind == NR_CARD_ONCE)
    {
      if (!get_id (obj, "effect", where, once_ids, G_N_ELEMENTS (once_ids), &effect, error))
        return FALSE;
      c->effect = (guint8) (NR_ONCE_POWER + effect);
    }
  else
    {
      if (!get_id (obj, "effect", where, perm_ids, G_N_ELEMENTS (perm_ids), &effect, error))
        return FALSE;
      c->effect = (guint8) (NR_PERM_SESTERCE + effect);
    }
  if (c->effect != NR_PERM_ANIMALS
      && !get_id (obj, "action", where, nr_action_ids, NR_N_ACTIONS, &action, error))
    return FALSE;
  if (c->effect == NR_ONCE_RESOURCE
      && !get_id (obj, "type", where, nr_resource_ids, NR_N_RESOURCES, &r, error))
    return FALSE;
  if (c->effect == NR_ONCE_WAIVE && action != NR_ACT_CONSTRUCTION)
    return bad (error, "%s: only a Construction card can waive an artisan", where);
  c->action = (gint8) action;
  c->resource = (gint8) r;
  return TRUE;
}

static gboolean
parse_card (JsonObject *obj,
            int         i,
            NrCardData *c,
            GError    **error)
{
  g_autofree char *where = g_strdup_printf ("associates.cards[%d]", i);
  const char *id = ludus_json_get_string (obj, "id", NULL);
  int number, kind, count, v;

  if (!get_small (obj, "number", 1, NR_N_ASSOCIATES, &number, where, error))
    return FALSE;
  if (number != i + 1)
    return bad (error, "%s has number %d; the cards must be listed 1 to 40 in order", where,
                number);
  if (id == NULL || strcmp (id, nr_card_ids[i]) != 0)
    return bad (error, "%s must be “%s”", where, nr_card_ids[i]);
  g_strlcpy (c->id, id, sizeof c->id);
  if (!get_id (obj, "kind", where, card_kind_ids, 3, &kind, error))
    return FALSE;
  c->kind = (guint8) kind;
  c->action = NR_NONE;
  c->resource = NR_NONE;
  if (kind != NR_CARD_END_GAME)
    return parse_card_use (obj, c, where, error);
  c->effect = NR_END_SCORE;
  if (!get_id (obj, "count", where, count_ids, NR_N_COUNTS, &count, error))
    return FALSE;
  c->count = (guint8) count;
  if (!get_small_or (obj, "at_least", 0, 20, 0, &v, where, error))
    return FALSE;
  c->at_least = (guint8) v;
  if (!get_small_or (obj, "vp", 0, 20, 0, &v, where, error))
    return FALSE;
  c->vp = (guint8) v;
  if (!get_small_or (obj, "base", 0, 20, 0, &v, where, error))
    return FALSE;
  c->base = (guint8) v;
  if (!get_small_or (obj, "divisor", 1, 10, 1, &v, where, error))
    return FALSE;
  c->divisor = (guint8) v;
  return TRUE;
}

static gboolean
parse_associates (JsonObject *root,
                  NrData     *d,
                  GError    **error)
{
  JsonArray *cards = array_of_length (group (root, "associates", error), "cards",
                                      NR_N_ASSOCIATES, NR_N_ASSOCIATES, "associates", error);

  if (cards == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_ASSOCIATES; i++)
    {
      JsonObject *obj = array_object (cards, (guint) i, "associates.cards", error);

      if (obj == NULL || !parse_card (obj, i, &d->cards[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_sea (JsonObject *root,
           NrData     *d,
           GError    **error)
{
  JsonArray *list = array_of_length (group (root, "sea_contracts", error), "contracts",
                                     NR_N_SEA, NR_N_SEA, "sea_contracts", error);

  if (list == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_SEA; i++)
    {
      g_autofree char *where = g_strdup_printf ("sea_contracts.contracts[%d]", i);
      JsonObject *obj = array_object (list, (guint) i, "sea_contracts.contracts", error);

      if (obj == NULL || !parse_cost (obj, &d->sea[i].cost, where, error))
        return FALSE;
    }
  return TRUE;
}

static int
cell_key (const gint8 *x,
          const gint8 *y,
          int          i)
{
  return y[i] * 16 + x[i];
}

/* Sorts a shape's cells and moves it so that its smallest x and y are 0. */
static void
normalise (gint8 *x,
           gint8 *y,
           int    n)
{
  int mx = 127, my = 127;

  for (int i = 0; i < n; i++)
    {
      mx = MIN (mx, x[i]);
      my = MIN (my, y[i]);
    }
  for (int i = 0; i < n; i++)
    {
      x[i] = (gint8) (x[i] - mx);
      y[i] = (gint8) (y[i] - my);
    }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && cell_key (x, y, j - 1) > cell_key (x, y, j); j--)
      {
        gint8 t = x[j];

        x[j] = x[j - 1];
        x[j - 1] = t;
        t = y[j];
        y[j] = y[j - 1];
        y[j - 1] = t;
      }
}

static void
orientations (NrBuildingData *b)
{
  b->n_orient = 0;
  for (int t = 0; t < 8; t++)
    {
      gint8 x[NR_MAX_SHAPE], y[NR_MAX_SHAPE];
      gboolean seen = FALSE;

      for (int i = 0; i < b->n_cells; i++)
        {
          int px = (t & 1) ? -b->dx[i] : b->dx[i];
          int py = (t & 2) ? -b->dy[i] : b->dy[i];

          x[i] = (gint8) ((t & 4) ? py : px);
          y[i] = (gint8) ((t & 4) ? px : py);
        }
      normalise (x, y, b->n_cells);
      for (int o = 0; o < b->n_orient && !seen; o++)
        seen = memcmp (b->ox[o], x, b->n_cells) == 0 && memcmp (b->oy[o], y, b->n_cells) == 0;
      if (seen)
        continue;
      memcpy (b->ox[b->n_orient], x, sizeof x);
      memcpy (b->oy[b->n_orient], y, sizeof y);
      b->n_orient++;
    }
}

static gboolean
parse_shape (JsonObject     *obj,
             NrBuildingData *b,
             const char     *where,
             GError        **error)
{
  JsonArray *shape = array_of_length (obj, "shape", 1, NR_MAX_SHAPE, where, error);

  if (shape == NULL)
    return FALSE;
  b->n_cells = (guint8) json_array_get_length (shape);
  for (int i = 0; i < b->n_cells; i++)
    {
      JsonNode *node = json_array_get_element (shape, (guint) i);
      JsonArray *xy = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      gint64 x, y;

      if (xy == NULL || json_array_get_length (xy) != 2)
        return bad (error, "%s.shape[%d] must be [x, y]", where, i);
      x = json_array_get_int_element (xy, 0);
      y = json_array_get_int_element (xy, 1);
      if (x < 0 || x > 7 || y < 0 || y > 7)
        return bad (error, "%s.shape[%d] lies outside 0..7", where, i);
      b->dx[i] = (gint8) x;
      b->dy[i] = (gint8) y;
      for (int j = 0; j < i; j++)
        if (b->dx[j] == x && b->dy[j] == y)
          return bad (error, "%s.shape[%d] repeats a cell", where, i);
    }
  orientations (b);
  return TRUE;
}

static gboolean
parse_building (JsonObject *root,
                NrData     *d,
                GError    **error)
{
  JsonArray *list = array_of_length (group (root, "building_contracts", error), "contracts",
                                     NR_N_BUILDING, NR_N_BUILDING, "building_contracts", error);

  if (list == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_BUILDING; i++)
    {
      g_autofree char *where = g_strdup_printf ("building_contracts.contracts[%d]", i);
      JsonObject *obj = array_object (list, (guint) i, "building_contracts.contracts", error);
      NrBuildingData *b = &d->building[i];
      int vp;

      if (obj == NULL || !parse_cost (obj, &b->cost, where, error)
          || !get_small (obj, "vp", 0, 30, &vp, where, error) || !parse_shape (obj, b, where, error))
        return FALSE;
      b->vp = (guint8) vp;
      if (!json_object_has_member (obj, "artisan")
          || json_node_get_value_type (json_object_get_member (obj, "artisan")) != G_TYPE_BOOLEAN)
        return bad (error, "%s needs a boolean “artisan”", where);
      b->needs_artisan = json_object_get_boolean_member (obj, "artisan");
    }
  return TRUE;
}

static gboolean
parse_emperor (JsonObject *root,
               NrData     *d,
               GError    **error)
{
  JsonArray *list = array_of_length (group (root, "emperor_tokens", error), "tokens",
                                     NR_N_EMPEROR, NR_N_EMPEROR, "emperor_tokens", error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < NR_N_EMPEROR; i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonArray *cells = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (cells == NULL || json_array_get_length (cells) != 2)
        return bad (error, "emperor_tokens.tokens[%u] must list 2 cells", i);
      for (guint k = 0; k < 2; k++)
        {
          JsonNode *cn = json_array_get_element (cells, k);
          JsonArray *rc = JSON_NODE_HOLDS_ARRAY (cn) ? json_node_get_array (cn) : NULL;
          gint64 r, c;

          if (rc == NULL || json_array_get_length (rc) != 2)
            return bad (error, "emperor_tokens.tokens[%u][%u] must be [row, column]", i, k);
          r = json_array_get_int_element (rc, 0);
          c = json_array_get_int_element (rc, 1);
          if (r < 0 || r >= NR_FORUM_SIZE || c < 0 || c >= NR_FORUM_SIZE)
            return bad (error, "emperor_tokens.tokens[%u][%u] lies outside the forum", i, k);
          d->emperor[i][k] = (gint8) (r * NR_FORUM_SIZE + c);
        }
      if (d->emperor[i][0] == d->emperor[i][1])
        return bad (error, "emperor_tokens.tokens[%u] shows the same cell twice", i);
    }
  return TRUE;
}

static gboolean
parse_special_counts (JsonObject *obj,
                      NrData     *d,
                      GError    **error)
{
  g_autoptr(GError) local = NULL;
  JsonObject *counts = ludus_json_get_object (obj, "special_counts", &local);
  int id = NR_N_LAT_BASIC;

  if (counts == NULL)
    return bad (error, "latifundia: %s", local->message);
  for (int k = NR_LAT_LION; k < NR_N_LAT_KINDS; k++)
    {
      int n;

      if (!get_small (counts, nr_lat_kind_ids[k], 0, NR_N_LAT_SPECIAL, &n, "latifundia.special_counts",
                      error))
        return FALSE;
      for (int i = 0; i < n; i++, id++)
        if (id < NR_N_LAT)
          d->lat[id].kind = (guint8) k;
    }
  if (id != NR_N_LAT || json_object_get_size (counts) != NR_N_LAT_KINDS - NR_LAT_LION)
    return bad (error, "latifundia.special_counts must name the %d special kinds and add up to %d",
                NR_N_LAT_KINDS - NR_LAT_LION, NR_N_LAT_SPECIAL);
  return TRUE;
}

static gboolean
effects_have_vp (const NrData *d,
                 NrEffects     list)
{
  for (int i = list.first; i < list.first + list.count; i++)
    if (d->effects[i].kind == NR_EFF_VP
        || (d->effects[i].kind == NR_EFF_CHOICE
            && effects_have_vp (d, (NrEffects) { d->effects[i].first, d->effects[i].count })))
      return TRUE;
  return FALSE;
}

static gboolean
parse_latifundia (JsonObject *root,
                  NrData     *d,
                  GError    **error)
{
  JsonObject *obj = group (root, "latifundia", error);
  JsonArray *basic = array_of_length (obj, "basic", NR_N_LAT_BASIC, NR_N_LAT_BASIC,
                                      "latifundia", error);

  if (basic == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_LAT_BASIC; i++)
    {
      g_autofree char *where = g_strdup_printf ("latifundia.basic[%d]", i);
      JsonObject *tile = array_object (basic, (guint) i, "latifundia.basic", error);
      int kind;

      if (tile == NULL || !get_id (tile, "kind", where, nr_lat_kind_ids, NR_LAT_LION, &kind, error))
        return FALSE;
      d->lat[i].kind = (guint8) kind;
      if (kind == NR_LAT_YIELD
          && !parse_effects_member (tile, "yield", d, &d->lat[i].yield, where, error))
        return FALSE;
      if (kind == NR_LAT_YIELD && effects_have_vp (d, d->lat[i].yield))
        return bad (error, "%s: a tile's yield cannot be victory points", where);
    }
  return parse_special_counts (obj, d, error);
}

static gboolean
parse_market (JsonObject *root,
              NrData     *d,
              GError    **error)
{
  JsonObject *obj = group (root, "latifundium_market", error);
  JsonArray *basic = array_of_length (obj, "basic", NR_MARKET, NR_MARKET, "latifundium_market",
                                      error);
  int k;

  if (basic == NULL)
    return FALSE;
  for (guint i = 0; i < NR_MARKET; i++)
    {
      k = lookup (price_ids, 3, json_array_get_string_element (basic, i));
      if (k < 0)
        return bad (error, "latifundium_market.basic[%u] must be free, sesterce or wine", i);
      d->lat_price[i] = (guint8) k;
    }
  if (!get_id (obj, "special", "latifundium_market", price_ids, 3, &k, error))
    return FALSE;
  d->lat_price[NR_MARKET] = (guint8) k;
  return TRUE;
}

static gboolean
parse_products (JsonObject *obj,
                const char *member,
                guint8     *out,
                guint8     *n,
                GError    **error)
{
  JsonArray *list = array_of_length (obj, member, 1, 4, "production_area", error);

  if (list == NULL)
    return FALSE;
  *n = (guint8) json_array_get_length (list);
  for (guint i = 0; i < *n; i++)
    {
      const char *s = json_array_get_string_element (list, i);
      int k = lookup (nr_resource_ids, NR_N_RESOURCES, s);

      if (k < 0 && g_strcmp0 (s, "sesterce") == 0)
        k = NR_PRODUCT_SESTERCE;
      if (k < 0)
        return bad (error, "production_area.%s[%u] must be a resource or sesterce", member, i);
      out[i] = (guint8) k;
    }
  return TRUE;
}

static gboolean
parse_production (JsonObject *root,
                  NrData     *d,
                  GError    **error)
{
  JsonObject *obj = group (root, "production_area", error);

  return obj != NULL
         && parse_products (obj, "rows", d->row_product, &d->prod_rows, error)
         && parse_products (obj, "columns", d->col_product, &d->prod_cols, error);
}

static gboolean
parse_lines (JsonObject *obj,
             const char *member,
             NrLineData *lines,
             guint       n,
             NrData     *d,
             GError    **error)
{
  JsonArray *list = array_of_length (obj, member, n, n, "mosaic_board", error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("mosaic_board.%s[%u]", member, i);
      JsonObject *line = array_object (list, i, where, error);
      int vp;

      if (line == NULL || !get_small (line, "vp", 0, 30, &vp, where, error)
          || !parse_effects_member (line, "bonus", d, &lines[i].bonus, where, error))
        return FALSE;
      lines[i].vp = (guint8) vp;
    }
  return TRUE;
}

static gboolean
parse_mosaic_board (JsonObject *root,
                    NrData     *d,
                    GError    **error)
{
  JsonObject *obj = group (root, "mosaic_board", error);
  JsonArray *vp = array_of_length (obj, "row_token_vp", 3, 3, "mosaic_board", error);

  if (vp == NULL)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      gint64 v = json_array_get_int_element (vp, i);

      if (v < 0 || v > 20)
        return bad (error, "mosaic_board.row_token_vp[%u] must be 0 to 20", i);
      d->mosaic_row_vp[i] = (guint8) v;
    }
  return parse_effects_member (obj, "top_row_bonus", d, &d->mosaic_top_bonus, "mosaic_board", error)
         && parse_lines (obj, "rows", d->mosaic_rows, 3, d, error)
         && parse_lines (obj, "columns", d->mosaic_cols, 3, d, error)
         && parse_lines (obj, "diagonals", d->mosaic_diags, 2, d, error);
}

static gboolean
parse_mosaic_tokens (JsonObject *root,
                     NrData     *d,
                     GError    **error)
{
  JsonArray *list = array_of_length (group (root, "mosaic_tokens", error), "tokens",
                                     NR_N_MOSAIC, NR_N_MOSAIC, "mosaic_tokens", error);

  if (list == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_MOSAIC; i++)
    {
      g_autofree char *where = g_strdup_printf ("mosaic_tokens.tokens[%d]", i);
      JsonObject *obj = array_object (list, (guint) i, "mosaic_tokens.tokens", error);
      JsonArray *cells;
      int colour;

      if (obj == NULL || !get_id (obj, "colour", where, colour_ids, 3, &colour, error))
        return FALSE;
      if (colour != i / NR_MOSAIC_PER_COLOUR)
        return bad (error, "%s: the strips must be listed 5 green, 5 yellow, then 5 orange", where);
      cells = array_of_length (obj, "cells", 3, 3, where, error);
      if (cells == NULL)
        return FALSE;
      d->mosaic[i].colour = (guint8) colour;
      for (guint k = 0; k < 3; k++)
        {
          int cond = lookup (nr_cond_ids, NR_N_CONDS, json_array_get_string_element (cells, k));

          if (cond < 0 || nr_cond_colour (cond) != colour)
            return bad (error, "%s.cells[%u] is not a %s condition", where, k, colour_ids[colour]);
          d->mosaic[i].cells[k] = (guint8) cond;
        }
    }
  return TRUE;
}

static gboolean
parse_favourites (JsonObject *root,
                  NrData     *d,
                  GError    **error)
{
  JsonArray *list = array_of_length (group (root, "favourites", error), "tracks",
                                     NR_N_FAVOURITES, NR_N_FAVOURITES, "favourites", error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < NR_N_FAVOURITES; i++)
    {
      gint64 t = json_array_get_int_element (list, i);

      if (t < 0 || t >= NR_N_TRACKS)
        return bad (error, "favourites.tracks[%u] must be a track, 0 to 2", i);
      d->favourite_track[i] = (guint8) t;
    }
  return TRUE;
}

static gboolean
parse_track (JsonObject  *obj,
             NrTrackData *t,
             char        *colour,
             const char  *where,
             GError     **error)
{
  const char *name = ludus_json_get_string (obj, "colour", NULL);
  JsonArray *borders, *wheels;
  int last;

  if (name == NULL || strlen (name) == 0 || strlen (name) >= NR_ID_LEN)
    return bad (error, "%s needs a short “colour”", where);
  g_strlcpy (colour, name, NR_ID_LEN);
  if (!get_small (obj, "last", 5, NR_MAX_TRACK - 1, &last, where, error))
    return FALSE;
  t->last = (guint8) last;
  borders = array_of_length (obj, "borders", 0, NR_MAX_TRACK, where, error);
  wheels = array_of_length (obj, "wheels", 0, NR_MAX_TRACK, where, error);
  if (borders == NULL || wheels == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (borders); i++)
    {
      JsonObject *b = array_object (borders, i, where, error);
      int after, horses;

      if (b == NULL || !get_small (b, "after", 0, last - 1, &after, where, error)
          || !get_small (b, "horses", 1, NR_RESOURCE_MAX, &horses, where, error))
        return FALSE;
      if (t->border_cost[after] != 0)
        return bad (error, "%s: two borders after position %d", where, after);
      t->border_cost[after] = (guint8) horses;
    }
  for (guint i = 0; i < json_array_get_length (wheels); i++)
    {
      gint64 p = json_array_get_int_element (wheels, i);

      if (p < 1 || p > last)
        return bad (error, "%s.wheels[%u] must be a position from 1 to %d", where, i, last);
      t->wheels |= (guint16) (1u << p);
    }
  return TRUE;
}

static gboolean
parse_hippodrome (JsonObject *root,
                  NrData     *d,
                  GError    **error)
{
  JsonArray *list = array_of_length (group (root, "hippodrome", error), "tracks",
                                     NR_N_TRACKS, NR_N_TRACKS, "hippodrome", error);

  if (list == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_TRACKS; i++)
    {
      g_autofree char *where = g_strdup_printf ("hippodrome.tracks[%d]", i);
      JsonObject *obj = array_object (list, (guint) i, "hippodrome.tracks", error);

      if (obj == NULL || !parse_track (obj, &d->tracks[i], d->track_colour[i], where, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_harbour (JsonObject    *obj,
               NrHarbourData *h,
               NrData        *d,
               const char    *where,
               GError       **error)
{
  int sail, kind, vp;

  if (!get_small (obj, "sail", 1, 9, &sail, where, error)
      || !get_id (obj, "kind", where, harbour_ids, 3, &kind, error))
    return FALSE;
  h->sail = (guint8) sail;
  h->kind = (guint8) kind;
  if (kind == NR_HARBOUR_VP)
    {
      if (!get_small (obj, "vp", 1, 30, &vp, where, error))
        return FALSE;
      h->vp = (guint8) vp;
    }
  if (kind == NR_HARBOUR_REWARD)
    return parse_effects_member (obj, "reward", d, &h->reward, where, error);
  return TRUE;
}

static gboolean
parse_black_sea (JsonObject *root,
                 NrData     *d,
                 GError    **error)
{
  JsonArray *list = array_of_length (group (root, "black_sea", error), "routes",
                                     NR_N_ROUTES, NR_N_ROUTES, "black_sea", error);

  if (list == NULL)
    return FALSE;
  for (guint r = 0; r < NR_N_ROUTES; r++)
    {
      JsonNode *node = json_array_get_element (list, r);
      JsonArray *route = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      gboolean has_3 = FALSE;

      if (route == NULL || json_array_get_length (route) < 2
          || json_array_get_length (route) > NR_MAX_HARBOURS)
        return bad (error, "black_sea.routes[%u] must list 2 to %d harbours", r, NR_MAX_HARBOURS);
      d->routes[r].n_harbours = (guint8) json_array_get_length (route);
      for (guint i = 0; i < d->routes[r].n_harbours; i++)
        {
          g_autofree char *where = g_strdup_printf ("black_sea.routes[%u][%u]", r, i);
          JsonObject *obj = array_object (route, i, where, error);
          NrHarbourData *h = &d->routes[r].harbours[i];

          if (obj == NULL || !parse_harbour (obj, h, d, where, error))
            return FALSE;
          has_3 |= h->kind == NR_HARBOUR_VP && h->vp == 3;
        }
      if (!has_3)
        return bad (error, "black_sea.routes[%u] needs a 3-VP harbour (the solo automa starts there)",
                    r);
    }
  return TRUE;
}

static void
district_neighbours (NrDistrictData *dd)
{
  for (int y = 0; y < dd->height; y++)
    for (int x = 0; x < dd->width; x++)
      {
        guint64 mask = 0;

        for (int ny = y - 1; ny <= y + 1; ny++)
          for (int nx = x - 1; nx <= x + 1; nx++)
            if ((nx != x || ny != y) && nx >= 0 && ny >= 0 && nx < dd->width && ny < dd->height
                && dd->cells[ny * dd->width + nx] != NR_CELL_ABSENT)
              mask |= G_GUINT64_CONSTANT (1) << (ny * dd->width + nx);
        dd->neighbours[y * dd->width + x] = mask;
      }
}

static gboolean
parse_district (JsonObject     *obj,
                NrDistrictData *dd,
                int            *slots,
                const char     *where,
                GError        **error)
{
  JsonArray *rows = array_of_length (obj, "rows", 1, 10, where, error);
  JsonArray *vp = array_of_length (obj, "vp", 3, 3, where, error);

  if (rows == NULL || vp == NULL)
    return FALSE;
  dd->height = (guint8) json_array_get_length (rows);
  for (guint y = 0; y < dd->height; y++)
    {
      const char *row = json_array_get_string_element (rows, y);

      if (row == NULL || strlen (row) == 0 || (y > 0 && strlen (row) != dd->width))
        return bad (error, "%s.rows must be strings of one length", where);
      dd->width = (guint8) strlen (row);
      if (dd->width * dd->height > NR_DISTRICT_MAX_CELLS)
        return bad (error, "%s has more than %d cells", where, NR_DISTRICT_MAX_CELLS);
      for (guint x = 0; x < dd->width; x++)
        {
          const char *kinds = ".oR3C";
          const char *at = strchr (kinds, row[x]);

          if (at == NULL || row[x] == '\0')
            return bad (error, "%s.rows[%u][%u]: “%c” is not one of . o R 3 C", where, y, x, row[x]);
          dd->cells[y * dd->width + x] = (guint8) (at - kinds);
          *slots += row[x] == 'R' || row[x] == '3';
        }
    }
  for (guint i = 0; i < 3; i++)
    {
      gint64 v = json_array_get_int_element (vp, i);

      if (v < 0 || v > 40)
        return bad (error, "%s.vp[%u] must be 0 to 40", where, i);
      if (i == 0)
        dd->vp_first = (guint8) v;
      else if (i == 1)
        dd->vp_second = (guint8) v;
      else
        dd->vp_other = (guint8) v;
    }
  district_neighbours (dd);
  return TRUE;
}

static gboolean
parse_districts (JsonObject *root,
                 NrData     *d,
                 GError    **error)
{
  JsonArray *list = array_of_length (group (root, "districts", error), "districts",
                                     NR_N_DISTRICTS, NR_N_DISTRICTS, "districts", error);
  int slots = 0;

  if (list == NULL)
    return FALSE;
  for (int i = 0; i < NR_N_DISTRICTS; i++)
    {
      g_autofree char *where = g_strdup_printf ("districts.districts[%d]", i);
      JsonObject *obj = array_object (list, (guint) i, "districts.districts", error);

      if (obj == NULL || !parse_district (obj, &d->districts[i], &slots, where, error))
        return FALSE;
    }
  if (slots > NR_N_REWARDS)
    return bad (error, "the districts have %d reward cells, more than the %d reward tokens", slots,
                NR_N_REWARDS);
  return TRUE;
}

static gboolean
parse_rewards (JsonObject *root,
               NrData     *d,
               GError    **error)
{
  JsonArray *list = array_of_length (group (root, "building_rewards", error), "tokens",
                                     NR_N_REWARDS, NR_N_REWARDS, "building_rewards", error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < NR_N_REWARDS; i++)
    {
      g_autofree char *where = g_strdup_printf ("building_rewards.tokens[%u]", i);
      JsonNode *node = json_array_get_element (list, i);

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return bad (error, "%s must be a list of effects", where);
      if (!parse_effect_list (json_node_get_array (node), d, &d->rewards[i], FALSE, where, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
nr_data_parse (JsonNode *root,
               NrData   *d,
               GError  **error)
{
  JsonObject *obj;
  const char *format;
  gint64 version;

  memset (d, 0, sizeof *d);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return bad (error, "the top level must be an object");
  obj = json_node_get_object (root);
  format = ludus_json_get_string (obj, "format", error);
  if (format == NULL)
    return FALSE;
  if (strcmp (format, "ludus-nova-roma-components") != 0)
    return bad (error, "format “%s” is not ludus-nova-roma-components", format);
  if (!ludus_json_get_int (obj, "version", 1, 1, &version, error))
    return FALSE;
  return parse_sources (obj, d, error)
         && parse_associates (obj, d, error)
         && parse_sea (obj, d, error)
         && parse_building (obj, d, error)
         && parse_emperor (obj, d, error)
         && parse_latifundia (obj, d, error)
         && parse_market (obj, d, error)
         && parse_production (obj, d, error)
         && parse_mosaic_board (obj, d, error)
         && parse_mosaic_tokens (obj, d, error)
         && parse_favourites (obj, d, error)
         && parse_hippodrome (obj, d, error)
         && parse_black_sea (obj, d, error)
         && parse_districts (obj, d, error)
         && parse_rewards (obj, d, error);
}

LUDUS_DEFINE_DATA_LOADER (nr_data, NrData, "nova-roma",
                          NR_DATA_RESOURCE, nova_roma_get_resource)
