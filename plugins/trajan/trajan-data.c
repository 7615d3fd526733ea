/* trajan-data.c: loading and strictly validating components.json
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ludus.h"
#include "trajan-data.h"

/* Defined by the compiled GResource (c_name: 'trajan'). */
GResource *trajan_get_resource (void);

static const char *const action_names[] = {
  "seaport", "forum", "military", "senate", "trajan", "construction", NULL
};
static const char *const colour_names[] = {
  "yellow", "orange", "light_green", "white", "pink", "blue", NULL
};
static const char *const category_names[] = {
  "cards", "points", "workers", "legionnaires", "plus_two", "demand", NULL
};
static const char *const icon_names[] = { "bread", "games", "religion", NULL };
static const char *const forum_kind_names[] = {
  "bread", "games", "religion", "senate", "joker_goods", "joker_demand",
  "joker_construction", "joker_extra_action", "extra_action", NULL
};
static const char *const bonus_kind_names[] = {
  "goods", "legionnaires", "yellow_tiles", "demand_icon", "workers", NULL
};
static const char *const ship_kind_names[] = { "identical", "pairs", "different", NULL };
static const char *const sources[] = { "rulebook", "reconstructed", "stand-in", NULL };

static gboolean
fail (GError     **error,
      const char  *group,
      const char  *what)
{
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
               /* Translators: a broken component data file; %s are the group and the problem */
               _("Trajan component data, group “%s”: %s"), group, what);
  return FALSE;
}

static gboolean
prefix_error (GError     **error,
              const char  *group)
{
  g_prefix_error (error, _("Trajan component data, group “%s”: "), group);
  return FALSE;
}

static int
lookup_name (const char        *name,
             const char *const *names)
{
  for (int i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (name, names[i]) == 0)
      return i;
  return -1;
}

/* Reads a string member that must be one of names; returns its index. */
static gboolean
get_enum (JsonObject        *object,
          const char        *member,
          const char *const *names,
          const char        *group,
          guint8            *out,
          GError           **error)
{
  const char *s = ludus_json_get_string (object, member, error);
  int i;

  if (s == NULL)
    return prefix_error (error, group);
  i = lookup_name (s, names);
  if (i < 0)
    {
      g_autofree char *msg = g_strdup_printf (_("unknown value “%s” for “%s”"), s, member);
      return fail (error, group, msg);
    }
  *out = (guint8) i;
  return TRUE;
}

static gboolean
get_u8 (JsonObject  *object,
        const char  *member,
        gint64       min,
        gint64       max,
        const char  *group,
        guint8      *out,
        GError     **error)
{
  gint64 v;

  if (!ludus_json_get_int (object, member, min, max, &v, error))
    return prefix_error (error, group);
  *out = (guint8) v;
  return TRUE;
}

/* Returns the group object and checks its "source" member. */
static JsonObject *
get_group (JsonObject  *root,
           const char  *group,
           GError     **error)
{
  JsonObject *obj = ludus_json_get_object (root, group, error);
  guint8 src;

  if (obj == NULL)
    {
      prefix_error (error, group);
      return NULL;
    }
  if (!get_enum (obj, "source", sources, group, &src, error))
    return NULL;
  return obj;
}

static JsonArray *
get_array_len (JsonObject  *object,
               const char  *member,
               guint        min_len,
               guint        max_len,
               const char  *group,
               GError     **error)
{
  JsonArray *array = ludus_json_get_array (object, member, error);
  guint n;

  if (array == NULL)
    {
      prefix_error (error, group);
      return NULL;
    }
  n = json_array_get_length (array);
  if (n < min_len || n > max_len)
    {
      g_autofree char *msg = g_strdup_printf (_("“%s” has %u elements, expected %u to %u"),
                                              member, n, min_len, max_len);
      fail (error, group, msg);
      return NULL;
    }
  return array;
}

static JsonObject *
array_object (JsonArray   *array,
              guint        i,
              const char  *group,
              GError     **error)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *msg = g_strdup_printf (_("element %u is not an object"), i);
      fail (error, group, msg);
      return NULL;
    }
  return json_node_get_object (node);
}

static gboolean
array_int (JsonArray   *array,
           guint        i,
           gint64       min,
           gint64       max,
           const char  *group,
           gint64      *out,
           GError     **error)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      /* A plain long long, not G_GINT64_FORMAT: a macro inside the msgid would
       * cut it short for xgettext. */
      g_autofree char *msg = g_strdup_printf (_("element %u must be an integer from %lld to %lld"),
                                              i, (long long) min, (long long) max);
      return fail (error, group, msg);
    }
  *out = json_node_get_int (node);
  return TRUE;
}

static const char *
array_string (JsonArray   *array,
              guint        i,
              const char  *group,
              GError     **error)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_autofree char *msg = g_strdup_printf (_("element %u must be a string"), i);
      fail (error, group, msg);
      return NULL;
    }
  return json_node_get_string (node);
}

static gboolean
parse_goods (JsonObject  *root,
             TrajanData  *d,
             GError     **error)
{
  const char *g = "goods";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *items;
  const char *names_source;

  if (obj == NULL || !get_u8 (obj, "copies", 5, 5, g, &d->goods_copies, error))
    return FALSE;
  names_source = ludus_json_get_string (obj, "names_source", error);
  if (names_source == NULL)
    return prefix_error (error, g);
  d->goods_names_stand_in = g_strcmp0 (names_source, "stand-in") == 0;
  items = get_array_len (obj, "items", TRAJAN_N_GOODS, TRAJAN_N_GOODS, g, error);
  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_GOODS; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      g_autofree char *expected = g_strdup_printf ("goods_%02u", i + 1);
      const char *id, *name;

      if (item == NULL)
        return FALSE;
      id = ludus_json_get_string (item, "id", error);
      name = ludus_json_get_string (item, "name", error);
      if (id == NULL || name == NULL)
        return prefix_error (error, g);
      if (strcmp (id, expected) != 0)
        return fail (error, g, _("goods ids must be goods_01 … goods_12 in order"));
      if (strlen (name) == 0 || strlen (name) >= TRAJAN_NAME_MAX)
        return fail (error, g, _("a goods name is empty or too long"));
      g_strlcpy (d->goods_names[i], name, TRAJAN_NAME_MAX);
    }
  return TRUE;
}

static gboolean
parse_enum_array (JsonObject        *obj,
                  const char        *member,
                  guint              n,
                  const char *const *names,
                  const char        *group,
                  guint8            *out,
                  GError           **error)
{
  JsonArray *array = get_array_len (obj, member, n, n, group, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const char *s = array_string (array, i, group, error);
      int v;

      if (s == NULL)
        return FALSE;
      v = lookup_name (s, names);
      if (v < 0)
        {
          g_autofree char *msg = g_strdup_printf (_("unknown value “%s” in “%s”"), s, member);
          return fail (error, group, msg);
        }
      out[i] = (guint8) v;
    }
  return TRUE;
}

static gboolean
parse_mat (JsonObject  *root,
           TrajanData  *d,
           GError     **error)
{
  const char *g = "mat";
  JsonObject *obj = get_group (root, g, error);
  guint seen = 0;

  if (obj == NULL
      || !parse_enum_array (obj, "bowl_actions", TRAJAN_N_ACTIONS, action_names, g,
                            d->bowl_action, error)
      || !parse_enum_array (obj, "construction_bonus", TRAJAN_N_CONSTRUCTION_KINDS,
                            action_names, g, d->construction_bonus, error))
    return FALSE;
  for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
    {
      if (seen & (1u << d->bowl_action[b]))
        return fail (error, g, _("each action must have exactly one bowl"));
      seen |= 1u << d->bowl_action[b];
      d->action_bowl[d->bowl_action[b]] = (guint8) b;
    }
  for (guint k = 0; k < TRAJAN_N_CONSTRUCTION_KINDS; k++)
    if (d->construction_bonus[k] == TRAJAN_ACTION_CONSTRUCTION)
      return fail (error, g, _("a construction bonus action cannot be Construction"));
  return TRUE;
}

static gboolean
parse_trajan_tiles (JsonObject  *root,
                    TrajanData  *d,
                    GError     **error)
{
  const char *g = "trajan_tiles";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *items;

  if (obj == NULL)
    return FALSE;
  items = get_array_len (obj, "items", TRAJAN_N_TRAJAN_TILES, TRAJAN_N_TRAJAN_TILES, g, error);
  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_TRAJAN_TILES; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      TrajanTileData *t = &d->trajan_tiles[i];

      if (item == NULL
          || !get_enum (item, "category", category_names, g, &t->category, error)
          || !parse_enum_array (item, "colours", 2, colour_names, g, t->colours, error)
          || !get_u8 (item, "vp", 0, 50, g, &t->vp, error))
        return FALSE;
      t->figures = 0;
      t->icon = 0;
      if ((t->category == TRAJAN_CATEGORY_WORKERS || t->category == TRAJAN_CATEGORY_LEGIONNAIRES)
          && !get_u8 (item, "figures", 1, 2, g, &t->figures, error))
        return FALSE;
      if (t->category == TRAJAN_CATEGORY_DEMAND
          && !get_enum (item, "icon", icon_names, g, &t->icon, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_forum_tiles (JsonObject  *root,
                   TrajanData  *d,
                   GError     **error)
{
  const char *g = "forum_tiles";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *mix;
  guint n = 0;

  if (obj == NULL || (mix = get_array_len (obj, "mix", 1, 100, g, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (mix); i++)
    {
      JsonObject *item = array_object (mix, i, g, error);
      guint8 kind, value = 0, count;

      if (item == NULL || !get_enum (item, "kind", forum_kind_names, g, &kind, error)
          || !get_u8 (item, "count", 1, TRAJAN_N_FORUM_TILES, g, &count, error))
        return FALSE;
      if (kind == TRAJAN_FORUM_SENATE && !get_u8 (item, "votes", 1, 9, g, &value, error))
        return FALSE;
      if (kind == TRAJAN_FORUM_EXTRA_ACTION
          && !get_enum (item, "action", action_names, g, &value, error))
        return FALSE;
      if (n + count > TRAJAN_N_FORUM_TILES)
        return fail (error, g, _("more than 70 forum tiles"));
      for (guint c = 0; c < count; c++, n++)
        {
          d->forum_tiles[n].kind = kind;
          d->forum_tiles[n].value = value;
        }
    }
  if (n != TRAJAN_N_FORUM_TILES)
    return fail (error, g, _("the mix must add up to 70 forum tiles"));
  return TRUE;
}

static gboolean
parse_extra_and_demand (JsonObject  *root,
                        TrajanData  *d,
                        GError     **error)
{
  const char *g = "extra_action_tiles";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *mix;
  guint n = 0;

  if (obj == NULL || (mix = get_array_len (obj, "mix", 1, 12, g, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (mix); i++)
    {
      JsonObject *item = array_object (mix, i, g, error);
      guint8 action, count;

      if (item == NULL || !get_enum (item, "action", action_names, g, &action, error)
          || !get_u8 (item, "count", 1, TRAJAN_N_EXTRA_TILES, g, &count, error))
        return FALSE;
      if (n + count > TRAJAN_N_EXTRA_TILES)
        return fail (error, g, _("more than 12 extra-action tiles"));
      for (guint c = 0; c < count; c++)
        d->extra_tiles[n++] = action;
    }
  if (n != TRAJAN_N_EXTRA_TILES)
    return fail (error, g, _("the mix must add up to 12 extra-action tiles"));

  g = "demand_tiles";
  obj = get_group (root, g, error);
  n = 0;
  if (obj == NULL || (mix = get_array_len (obj, "mix", 1, 15, g, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (mix); i++)
    {
      JsonObject *item = array_object (mix, i, g, error);
      guint8 icon, count;

      if (item == NULL || !get_enum (item, "icon", icon_names, g, &icon, error)
          || !get_u8 (item, "count", 1, TRAJAN_N_DEMAND_TILES, g, &count, error))
        return FALSE;
      if (n + count > TRAJAN_N_DEMAND_TILES)
        return fail (error, g, _("more than 15 demand tiles"));
      for (guint c = 0; c < count; c++)
        d->demand_tiles[n++] = icon;
    }
  if (n != TRAJAN_N_DEMAND_TILES)
    return fail (error, g, _("the mix must add up to 15 demand tiles"));
  return TRUE;
}

static gboolean
parse_construction (JsonObject  *root,
                    TrajanData  *d,
                    GError     **error)
{
  const char *g = "construction_tiles";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *items;
  guint8 rows, cols;

  if (obj == NULL)
    return FALSE;
  items = get_array_len (obj, "items", TRAJAN_N_CONSTRUCTION_TILES,
                         TRAJAN_N_CONSTRUCTION_TILES, g, error);
  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_CONSTRUCTION_TILES; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      guint8 kind;

      if (item == NULL || !get_u8 (item, "kind", 1, TRAJAN_N_CONSTRUCTION_KINDS, g, &kind, error)
          || !get_u8 (item, "vp", 0, 50, g, &d->construction_vp[i], error))
        return FALSE;
      d->construction_kind[i] = kind - 1;
    }

  g = "construction_grid";
  obj = get_group (root, g, error);
  if (obj == NULL || !get_u8 (obj, "rows", TRAJAN_GRID_ROWS, TRAJAN_GRID_ROWS, g, &rows, error)
      || !get_u8 (obj, "cols", TRAJAN_GRID_COLS, TRAJAN_GRID_COLS, g, &cols, error))
    return FALSE;
  return TRUE;
}

static gboolean
parse_side_values (JsonObject  *values,
                   const char  *member,
                   guint8      *out,
                   GError     **error)
{
  const char *g = "bonus_tiles";
  JsonObject *obj = ludus_json_get_object (values, member, error);

  if (obj == NULL)
    return prefix_error (error, g);
  return get_u8 (obj, "yellow", 0, 50, g, &out[0], error)
         && get_u8 (obj, "grey", 0, 50, g, &out[1], error);
}

static gboolean
parse_bonus (JsonObject  *root,
             TrajanData  *d,
             GError     **error)
{
  const char *g = "bonus_tiles";
  JsonObject *obj = get_group (root, g, error);
  JsonObject *values;
  JsonArray *items;

  if (obj == NULL)
    return FALSE;
  items = get_array_len (obj, "items", TRAJAN_N_BONUS_TILES, TRAJAN_N_BONUS_TILES, g, error);
  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_BONUS_TILES; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      TrajanBonusTileData *b = &d->bonus_tiles[i];

      memset (b, 0, sizeof *b);
      if (item == NULL || !get_enum (item, "kind", bonus_kind_names, g, &b->kind, error))
        return FALSE;
      if (b->kind == TRAJAN_BONUS_DEMAND_ICON
          && !get_enum (item, "icon", icon_names, g, &b->icon, error))
        return FALSE;
      if (b->kind == TRAJAN_BONUS_GOODS)
        {
          JsonArray *goods = get_array_len (item, "goods", 2, 2, g, error);

          if (goods == NULL)
            return FALSE;
          for (guint k = 0; k < 2; k++)
            {
              const char *s = array_string (goods, k, g, error);
              guint64 n;

              if (s == NULL)
                return FALSE;
              if (!g_str_has_prefix (s, "goods_")
                  || !g_ascii_string_to_unsigned (s + 6, 10, 1, TRAJAN_N_GOODS, &n, NULL))
                return fail (error, g, _("a goods bonus tile names an unknown goods kind"));
              b->goods[k] = (guint8) (n - 1);
            }
        }
    }
  values = ludus_json_get_object (obj, "values", error);
  if (values == NULL)
    return prefix_error (error, g);
  return parse_side_values (values, "goods", d->bonus_values[TRAJAN_BONUS_GOODS], error)
         && parse_side_values (values, "legionnaires",
                               d->bonus_values[TRAJAN_BONUS_LEGIONNAIRES], error)
         && parse_side_values (values, "yellow_tiles",
                               d->bonus_values[TRAJAN_BONUS_YELLOW_TILES], error)
         && parse_side_values (values, "demand_icon",
                               d->bonus_values[TRAJAN_BONUS_DEMAND_ICON], error)
         && parse_side_values (values, "workers_halves",
                               d->bonus_values[TRAJAN_BONUS_WORKERS], error);
}

static gboolean
parse_u8_row (JsonArray   *array,
              const char  *group,
              guint8      *out,
              GError     **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gint64 v;

      if (!array_int (array, i, 0, 100, group, &v, error))
        return FALSE;
      out[i] = (guint8) v;
    }
  return TRUE;
}

static gboolean
parse_ships (JsonObject  *root,
             TrajanData  *d,
             GError     **error)
{
  const char *g = "ships";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *items;
  guint seen = 0;

  if (obj == NULL || (items = get_array_len (obj, "items", 3, 3, g, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_SHIPS; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      TrajanShipData *s = &d->ships[i];
      JsonArray *col, *grey;
      guint n;

      memset (s, 0, sizeof *s);
      if (item == NULL || !get_enum (item, "kind", ship_kind_names, g, &s->kind, error))
        return FALSE;
      if (seen & (1u << s->kind))
        return fail (error, g, _("each ship kind must appear once"));
      seen |= 1u << s->kind;
      n = s->kind == TRAJAN_SHIP_PAIRS ? 3 : 4;
      col = get_array_len (item, "coloured", n, n, g, error);
      grey = col ? get_array_len (item, "grey", n, n, g, error) : NULL;
      if (grey == NULL || !parse_u8_row (col, g, s->coloured, error)
          || !parse_u8_row (grey, g, s->grey, error))
        return FALSE;
      s->n_rows = (guint8) n;
    }
  return TRUE;
}

static int
province_index (const char *s)
{
  guint64 n;

  if (s == NULL || !g_str_has_prefix (s, "province_")
      || !g_ascii_string_to_unsigned (s + 9, 10, 1, TRAJAN_N_PROVINCES, &n, NULL)
      || strlen (s) != 11)
    return -1;
  return (int) n - 1;
}

static gboolean
parse_provinces (JsonObject  *root,
                 TrajanData  *d,
                 GError     **error)
{
  const char *g = "provinces";
  JsonObject *obj = get_group (root, g, error);
  JsonArray *items, *camp;

  if (obj == NULL
      || (items = get_array_len (obj, "items", TRAJAN_N_PROVINCES, TRAJAN_N_PROVINCES, g,
                                 error)) == NULL
      || (camp = get_array_len (obj, "camp_adjacent", 1, TRAJAN_N_PROVINCES, g, error)) == NULL)
    return FALSE;
  d->camp_adjacent = 0;
  for (guint i = 0; i < json_array_get_length (camp); i++)
    {
      int p = province_index (array_string (camp, i, g, error));

      if (p < 0)
        return fail (error, g, _("“camp_adjacent” names an unknown province"));
      d->camp_adjacent |= 1u << p;
    }
  for (guint i = 0; i < TRAJAN_N_PROVINCES; i++)
    {
      JsonObject *item = array_object (items, i, g, error);
      TrajanProvinceData *p = &d->provinces[i];
      const char *name;
      JsonArray *adj;

      if (item == NULL || province_index (ludus_json_get_string (item, "id", NULL)) != (int) i)
        return fail (error, g, _("province ids must be province_01 … province_10 in order"));
      name = ludus_json_get_string (item, "name", error);
      if (name == NULL)
        return prefix_error (error, g);
      if (strlen (name) == 0 || strlen (name) >= TRAJAN_NAME_MAX)
        return fail (error, g, _("a province name is empty or too long"));
      g_strlcpy (p->name, name, TRAJAN_NAME_MAX);
      if (!get_u8 (item, "vp", 0, 50, g, &p->vp, error)
          || (adj = get_array_len (item, "adjacent", 1, TRAJAN_N_PROVINCES - 1, g, error)) == NULL)
        return FALSE;
      p->adjacent = 0;
      for (guint k = 0; k < json_array_get_length (adj); k++)
        {
          int q = province_index (array_string (adj, k, g, NULL));

          if (q < 0 || q == (int) i)
            return fail (error, g, _("“adjacent” names an unknown province or itself"));
          p->adjacent |= 1u << q;
        }
    }
  for (guint i = 0; i < TRAJAN_N_PROVINCES; i++)
    for (guint k = 0; k < TRAJAN_N_PROVINCES; k++)
      if (((d->provinces[i].adjacent >> k) & 1) != ((d->provinces[k].adjacent >> i) & 1))
        return fail (error, g, _("province adjacency must be symmetric"));
  return TRUE;
}

static gboolean
parse_by_players (JsonObject  *obj,
                  const char  *member,
                  const char  *value_member,
                  gint64       max,
                  const char  *group,
                  guint8      *out,
                  GError     **error)
{
  JsonArray *array = get_array_len (obj, member, 3, 3, group, error);
  guint seen = 0;

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *item = array_object (array, i, group, error);
      guint8 players;

      if (item == NULL || !get_u8 (item, "players", 2, 4, group, &players, error)
          || !get_u8 (item, value_member, 1, max, group, &out[players], error))
        return FALSE;
      seen |= 1u << players;
    }
  if (seen != 0x1c)
    return fail (error, group, _("values for 2, 3 and 4 players are needed"));
  return TRUE;
}

static gboolean
parse_tracks (JsonObject  *root,
              TrajanData  *d,
              GError     **error)
{
  JsonObject *obj;
  JsonArray *array;

  obj = get_group (root, "time_circuits", error);
  if (obj == NULL
      || !parse_by_players (obj, "lengths", "length", 60, "time_circuits", d->time_length, error))
    return FALSE;
  obj = get_group (root, "forum", error);
  if (obj == NULL
      || !parse_by_players (obj, "spaces", "count", TRAJAN_N_FORUM_SPACES, "forum",
                            d->forum_spaces, error))
    return FALSE;
  obj = get_group (root, "senate_track", error);
  if (obj == NULL
      || (array = get_array_len (obj, "values", TRAJAN_N_SENATE_SPACES, TRAJAN_N_SENATE_SPACES,
                                 "senate_track", error)) == NULL
      || !parse_u8_row (array, "senate_track", d->senate_values, error))
    return FALSE;
  if (d->senate_values[0] != 0)
    return fail (error, "senate_track", _("the start space must be worth 0"));

  obj = get_group (root, "scoring", error);
  if (obj == NULL
      || (array = get_array_len (obj, "demand_penalties", 4, 4, "scoring", error)) == NULL
      || !parse_u8_row (array, "scoring", d->demand_penalty, error)
      || !get_u8 (obj, "set_of_3", 0, 100, "scoring", &d->set_of_3, error)
      || !get_u8 (obj, "set_of_4", 0, 100, "scoring", &d->set_of_4, error)
      || !get_u8 (obj, "deploy_reduction", 0, 20, "scoring", &d->deploy_reduction, error)
      || !get_u8 (obj, "final_hand_card", 0, 10, "scoring", &d->final_hand_card, error)
      || !get_u8 (obj, "final_camp_figure", 0, 10, "scoring", &d->final_camp_figure, error)
      || !get_u8 (obj, "final_slot_tile", 0, 10, "scoring", &d->final_slot_tile, error))
    return FALSE;
  return TRUE;
}

gboolean
trajan_data_parse (JsonNode    *root,
                   TrajanData  *data,
                   GError     **error)
{
  JsonObject *obj;
  const char *format;
  gint64 version;

  g_return_val_if_fail (data != NULL, FALSE);

  memset (data, 0, sizeof *data);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, "/", _("the document is not a JSON object"));
  obj = json_node_get_object (root);
  format = ludus_json_get_string (obj, "format", error);
  if (format == NULL)
    return prefix_error (error, "/");
  if (strcmp (format, "ludus-trajan-components") != 0)
    return fail (error, "/", _("“format” must be “ludus-trajan-components”"));
  if (!ludus_json_get_int (obj, "version", 1, 1, &version, error))
    return prefix_error (error, "/");

  return parse_goods (obj, data, error)
         && parse_mat (obj, data, error)
         && parse_trajan_tiles (obj, data, error)
         && parse_forum_tiles (obj, data, error)
         && parse_extra_and_demand (obj, data, error)
         && parse_construction (obj, data, error)
         && parse_bonus (obj, data, error)
         && parse_ships (obj, data, error)
         && parse_provinces (obj, data, error)
         && parse_tracks (obj, data, error);
}

LUDUS_DEFINE_DATA_LOADER (trajan_data, TrajanData, "trajan",
                          TRAJAN_DATA_RESOURCE, trajan_get_resource)

gboolean
trajan_data_load_file (const char  *path,
                       TrajanData  *data,
                       GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!json_parser_load_from_file (parser, path, error))
    return FALSE;
  return trajan_data_parse (json_parser_get_root (parser), data, error);
}

gboolean
trajan_spaces_adjacent (guint a,
                        guint b)
{
  guint ra = a / TRAJAN_GRID_COLS, ca = a % TRAJAN_GRID_COLS;
  guint rb = b / TRAJAN_GRID_COLS, cb = b % TRAJAN_GRID_COLS;

  if (a >= TRAJAN_N_SPACES || b >= TRAJAN_N_SPACES)
    return FALSE;
  return (ra == rb && (ca + 1 == cb || cb + 1 == ca))
         || (ca == cb && (ra + 1 == rb || rb + 1 == ra));
}
