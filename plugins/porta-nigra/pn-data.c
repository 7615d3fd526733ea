/* pn-data.c: loading and validating Porta Nigra's component data
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is checked whole before it is used: every id known and used once,
 * every count and value in range, and the groups complete. A user override
 * that fails is ignored with a warning that says where (the core's loader);
 * the built-in file must pass.
 */
#include "config.h"

#include <string.h>

#include "ludus.h"
#include "ludus-component-data.h"
#include "pn-data.h"
#include "pn-resources.h"

const char *const pn_color_ids[PN_N_COLORS] = { "black", "blue", "red", "yellow", "white" };
const char *const pn_building_ids[PN_N_BUILDINGS] = {
  "basilica", "amphitheatre", "city_wall", "porta_nigra"
};
const char *const pn_quarter_ids[PN_N_QUARTERS] = {
  "quarter_red", "quarter_yellow", "quarter_black", "quarter_blue"
};
const char *const pn_part_ids[PN_N_PARTS] = {
  "basilica_row_a", "basilica_row_b", "amphitheatre_row_a", "amphitheatre_row_b",
  "amphitheatre_row_c", "city_wall", "porta_nigra_level_3", "porta_nigra_level_4",
  "porta_nigra_level_5", "porta_nigra_level_6", "porta_nigra_level_7", "porta_nigra_level_8"
};
const char *const pn_site_ids[PN_N_SITES] = {
  "basilica_a1", "basilica_a2", "basilica_a3", "basilica_a4", "basilica_a5",
  "basilica_b1", "basilica_b2", "basilica_b3", "basilica_b4", "basilica_b5",
  "amphitheatre_a1", "amphitheatre_a2", "amphitheatre_a3", "amphitheatre_a4", "amphitheatre_a5",
  "amphitheatre_b1", "amphitheatre_b2", "amphitheatre_b3", "amphitheatre_b4", "amphitheatre_b5",
  "amphitheatre_c1", "amphitheatre_c2", "amphitheatre_c3", "amphitheatre_c4", "amphitheatre_c5",
  "city_wall_1", "city_wall_2", "city_wall_3", "city_wall_4", "city_wall_5",
  "city_wall_6", "city_wall_7", "city_wall_8", "city_wall_9", "city_wall_10",
  "porta_nigra_1", "porta_nigra_2", "porta_nigra_3", "porta_nigra_4", "porta_nigra_5",
  "porta_nigra_6", "porta_nigra_7", "porta_nigra_8", "porta_nigra_9"
};
/* Quarters are named after their coloured shop: red 0, yellow 1, black 2, blue 3. */
const gint8 pn_quarter_of_shop[PN_N_SHOPS] = { 2, 3, 0, 1, PN_NONE };

static const char *const group_ids[PN_N_GROUPS] = {
  "bricks", "setup", "quarters", "sites", "majorities", "rewards", "sets",
  "action_cards", "market_cards", "building_cards", "honor_cards"
};
static const char *const source_ids[] = { "rulebook", "reconstructed", "stand-in" };
static const char *const icon_ids[PN_N_ICON_KINDS] = {
  "buy_brick", "place_element", "take_influence", "take_torch", "take_coins"
};
static const char *const gain_ids[PN_N_GAINS] = {
  "vp", "roman", "brick", "torch", "influence", "coins", "porta_nigra_brick"
};
static const char *const honor_kind_ids[] = { "immediate", "building_substitute", "final_scoring" };

static const int first_site[PN_N_BUILDINGS + 1] = { 0, 10, 25, 35, 44 };

int
pn_first_site (int building)
{
  return first_site[building];
}

int
pn_n_sites (int building)
{
  return first_site[building + 1] - first_site[building];
}

#define bad(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_DATA, \
                        "Porta Nigra component data: %s", __VA_ARGS__)

/* Prefixes an error from the core's readers with where it happened. */
static gboolean
within (GError    **error,
        const char *where)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, "Porta Nigra component data: %s: ", where);
  return FALSE;
}

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

/* Reads a string member that must be one of table's ids. */
static gboolean
get_id (JsonObject        *o,
        const char        *member,
        const char *const *table,
        int                n,
        const char        *where,
        int               *value,
        GError           **error)
{
  const char *id = ludus_json_get_string (o, member, error);

  if (id == NULL)
    return within (error, where);
  *value = lookup (table, n, id);
  if (*value < 0)
    return bad (error, "%s: %s “%s” is not known", where, member, id);
  return TRUE;
}

static gboolean
get_small (JsonObject *o,
           const char *member,
           int         min,
           int         max,
           const char *where,
           guint8     *value,
           GError    **error)
{
  gint64 v;

  if (!ludus_json_get_int (o, member, min, max, &v, error))
    return within (error, where);
  *value = (guint8) v;
  return TRUE;
}

static gboolean
get_copy_id (JsonObject *o,
             const char *where,
             char       *id,
             gsize       size,
             GError    **error)
{
  const char *s = ludus_json_get_string (o, "id", error);

  if (s == NULL)
    return within (error, where);
  if (*s == '\0' || strlen (s) >= size)
    return bad (error, "%s: id “%s” must be 1 to %u characters", where, s, (guint) size - 1);
  g_strlcpy (id, s, size);
  return TRUE;
}

/* An optional "source" member of an entry, defaulting to its group's. */
static gboolean
get_source (JsonObject *o,
            guint8      fallback,
            const char *where,
            guint8     *source,
            GError    **error)
{
  int k;

  *source = fallback;
  if (!json_object_has_member (o, "source"))
    return TRUE;
  if (!get_id (o, "source", source_ids, 3, where, &k, error))
    return FALSE;
  *source = (guint8) k;
  return TRUE;
}

/* The array of objects member of group, of exactly n entries. */
static JsonArray *
get_list (JsonObject *group,
          const char *group_id,
          const char *member,
          guint       n,
          GError    **error)
{
  JsonArray *a = ludus_json_get_array (group, member, error);

  if (a == NULL)
    {
      within (error, group_id);
      return NULL;
    }
  if (json_array_get_length (a) != n)
    {
      bad (error, "%s.%s must have %u entries, not %u", group_id, member, n,
           json_array_get_length (a));
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    if (!JSON_NODE_HOLDS_OBJECT (json_array_get_element (a, i)))
      {
        bad (error, "%s.%s[%u] must be an object", group_id, member, i);
        return NULL;
      }
  return a;
}

static gboolean
parse_sources (JsonObject *root,
               PnData     *d,
               GError    **error)
{
  for (int g = 0; g < PN_N_GROUPS; g++)
    {
      JsonObject *group = ludus_json_get_object (root, group_ids[g], error);
      int k;

      if (group == NULL)
        return within (error, "top level");
      if (!get_id (group, "source", source_ids, 3, group_ids[g], &k, error))
        return FALSE;
      d->source[g] = (guint8) k;
    }
  return TRUE;
}

static gboolean
parse_bricks (JsonObject *root,
              PnData     *d,
              GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "bricks"), "bricks", "colors",
                           PN_N_COLORS, error);

  if (a == NULL)
    return FALSE;
  for (int c = 0; c < PN_N_COLORS; c++)
    {
      JsonObject *o = json_array_get_object_element (a, c);
      g_autofree char *where = g_strdup_printf ("bricks.colors[%d]", c);
      int id;

      if (!get_id (o, "id", pn_color_ids, PN_N_COLORS, where, &id, error) ||
          !get_small (o, "price", 0, 20, where, &d->price[c], error) ||
          !get_small (o, "value", 1, 20, where, &d->value[c], error))
        return FALSE;
      if (id != c)
        return bad (error, "%s must be %s (the colours go black, blue, red, yellow, white)",
                    where, pn_color_ids[c]);
    }
  for (int c = 1; c < PN_N_COLORS; c++)
    if (d->value[c] <= d->value[c - 1])
      return bad (error, "bricks.colors: values must rise from black to white");
  return TRUE;
}

/* rounds and interim_factor: {"2": n, "3": n, "4": n}. */
static gboolean
parse_by_players (JsonObject *setup,
                  const char *member,
                  int         min,
                  int         max,
                  guint8     *values,
                  GError    **error)
{
  JsonObject *o = ludus_json_get_object (setup, member, error);
  g_autofree char *where = g_strdup_printf ("setup.%s", member);

  if (o == NULL)
    return within (error, "setup");
  for (int n = 2; n <= PN_MAX_PLAYERS; n++)
    {
      char key[4];

      g_snprintf (key, sizeof key, "%d", n);
      if (!get_small (o, key, min, max, where, &values[n], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_setup (JsonObject *root,
             PnData     *d,
             GError    **error)
{
  JsonObject *o = json_object_get_object_member (root, "setup");
  JsonArray *heights;
  struct { const char *name; guint8 *value; int min, max; } fields[] = {
    { "start_coins", &d->start_coins, 0, 200 },
    { "start_torches", &d->start_torches, 0, 50 },
    { "start_romans", &d->start_romans, 1, 15 },
    { "romans_per_color", &d->romans_per_color, 1, 15 },
    { "bricks", &d->bricks_total, 1, 120 },
    { "hand", &d->hand_size, 1, PN_HAND_MAX },
    { "market_refill_below", &d->refill_below, 1, 60 },
    { "market_refill_to", &d->refill_to, 1, 60 },
    { "early_end_vp", &d->early_end_vp, 0, 100 },
    { "influence_action_cost", &d->influence_cost, 1, 20 },
    { "coins_per_vp", &d->coins_per_vp, 1, 20 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (!get_small (o, fields[i].name, fields[i].min, fields[i].max, "setup", fields[i].value,
                    error))
      return FALSE;
  if (!parse_by_players (o, "rounds", 1, PN_MAX_ROUNDS, d->rounds, error) ||
      !parse_by_players (o, "interim_factor", 0, 10, d->interim_factor, error))
    return FALSE;
  if (d->start_romans > d->romans_per_color)
    return bad (error, "setup: start_romans exceeds romans_per_color");
  if (d->refill_to < d->refill_below)
    return bad (error, "setup: market_refill_to is below market_refill_below");
  heights = ludus_json_get_array (o, "porta_nigra_heights", error);
  if (heights == NULL)
    return within (error, "setup");
  if (json_array_get_length (heights) != 2)
    return bad (error, "setup.porta_nigra_heights must be [lowest, highest]");
  d->pn_min = (guint8) json_array_get_int_element (heights, 0);
  d->pn_max = (guint8) json_array_get_int_element (heights, 1);
  /* The majority parts are the levels 3 to 8. */
  if (d->pn_min < 3 || d->pn_min > d->pn_max || d->pn_max > 8)
    return bad (error, "setup.porta_nigra_heights must rise within 3…8");
  return TRUE;
}

static gboolean
parse_quarters (JsonObject *root,
                PnData     *d,
                GError    **error)
{
  JsonObject *o = ludus_json_get_object (json_object_get_object_member (root, "quarters"),
                                         "buildings", error);

  if (o == NULL)
    return within (error, "quarters");
  memset (d->building_of_quarter, PN_NONE, sizeof d->building_of_quarter);
  for (int b = 0; b < PN_N_BUILDINGS; b++)
    {
      int q;

      if (!get_id (o, pn_building_ids[b], pn_quarter_ids, PN_N_QUARTERS, "quarters.buildings",
                   &q, error))
        return FALSE;
      if (d->building_of_quarter[q] != PN_NONE)
        return bad (error, "quarters.buildings: %s holds two buildings", pn_quarter_ids[q]);
      d->quarter_of_building[b] = (guint8) q;
      d->building_of_quarter[q] = (gint8) b;
    }
  return TRUE;
}

static int
building_of_site (int site)
{
  int b = 0;

  while (site >= first_site[b + 1])
    b++;
  return b;
}

static void
site_layout (PnSite *s,
             int     site)
{
  int b = building_of_site (site);
  int k = site - first_site[b];

  s->building = (guint8) b;
  switch (b)
    {
    case PN_BASILICA:
      s->row = (gint8) (k / 5);
      s->part = (guint8) s->row;
      break;
    case PN_AMPHITHEATRE:
      s->row = (gint8) (k / 5);
      s->part = (guint8) (2 + s->row);
      break;
    case PN_CITY_WALL:
      s->row = PN_NONE;
      s->part = 5;
      break;
    default:
      s->row = PN_NONE;
      s->part = 6;              /* by height: 6 + height - 3 */
      break;
    }
}

static gboolean
parse_sites (JsonObject *root,
             PnData     *d,
             GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "sites"), "sites", "list",
                           PN_N_SITES, error);

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_N_SITES; i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      g_autofree char *where = g_strdup_printf ("sites.list[%d]", i);
      PnSite *s = &d->site[i];
      int id, color;

      if (!get_id (o, "id", pn_site_ids, PN_N_SITES, where, &id, error))
        return FALSE;
      if (id != i)
        return bad (error, "%s must be %s (sites are listed in the order of the spec)", where,
                    pn_site_ids[i]);
      g_strlcpy (s->id, pn_site_ids[i], sizeof s->id);
      site_layout (s, i);
      if (!get_id (o, "color", pn_color_ids, PN_N_COLORS, where, &color, error))
        return FALSE;
      s->color = (guint8) color;
      if (s->building == PN_PORTA_NIGRA)
        {
          if (json_object_has_member (o, "bricks") || json_object_has_member (o, "vp"))
            return bad (error, "%s: a Porta Nigra site shows only a colour", where);
          continue;
        }
      if (!get_small (o, "bricks", 1, 8, where, &s->bricks, error) ||
          !get_small (o, "vp", 0, 100, where, &s->vp, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_majorities (JsonObject *root,
                  PnData     *d,
                  GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "majorities"), "majorities",
                           "parts", PN_N_PARTS, error);

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_N_PARTS; i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      g_autofree char *where = g_strdup_printf ("majorities.parts[%d]", i);
      int part;

      if (!get_id (o, "part", pn_part_ids, PN_N_PARTS, where, &part, error))
        return FALSE;
      if (part != i)
        return bad (error, "%s must be %s (parts are listed in the order of the spec)", where,
                    pn_part_ids[i]);
      if (!get_small (o, "first", 0, 200, where, &d->majority[i][0], error) ||
          !get_small (o, "second", 0, 200, where, &d->majority[i][1], error) ||
          !get_source (o, d->source[PN_GROUP_MAJORITIES], where, &d->majority_source[i], error))
        return FALSE;
    }
  return TRUE;
}

/* {"gain": id, "count": n, "color": c} as a reward part or an honour effect. */
static gboolean
parse_gain (JsonObject *o,
            const char *where,
            PnGain     *g,
            GError    **error)
{
  int kind, color = 0;

  if (!get_id (o, "gain", gain_ids, PN_N_GAINS, where, &kind, error) ||
      !get_small (o, "count", 1, 50, where, &g->count, error))
    return FALSE;
  if (kind == PN_GAIN_BRICK &&
      !get_id (o, "color", pn_color_ids, PN_N_COLORS, where, &color, error))
    return FALSE;
  if (kind == PN_GAIN_PORTA_NIGRA_BRICK && g->count != 1)
    return bad (error, "%s: porta_nigra_brick adds exactly one brick", where);
  g->kind = (guint8) kind;
  g->param = (guint8) color;
  return TRUE;
}

/* An array of gains, at most max of them, none of the kinds in refused (a bit set). */
static gboolean
parse_gains (JsonArray  *a,
             const char *where,
             int         max,
             guint       refused,
             PnGain     *gains,
             guint8     *n,
             GError    **error)
{
  guint len = a != NULL ? json_array_get_length (a) : 0;

  if (len < 1 || len > (guint) max)
    return bad (error, "%s must list 1 to %d gains", where, max);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *node = json_array_get_element (a, i);
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return bad (error, "%s must be an object", at);
      if (!parse_gain (json_node_get_object (node), at, &gains[i], error))
        return FALSE;
      if (refused & (1u << gains[i].kind))
        return bad (error, "%s: gain “%s” is not possible here", at, gain_ids[gains[i].kind]);
    }
  *n = (guint8) len;
  return TRUE;
}

static gboolean
parse_rewards (JsonObject *root,
               PnData     *d,
               GError    **error)
{
  JsonObject *o = ludus_json_get_object (json_object_get_object_member (root, "rewards"),
                                         "buildings", error);

  if (o == NULL)
    return within (error, "rewards");
  for (int b = 0; b < PN_N_BUILDINGS; b++)
    {
      g_autofree char *where = g_strdup_printf ("rewards.buildings.%s", pn_building_ids[b]);
      JsonArray *a = ludus_json_get_array (o, pn_building_ids[b], error);

      if (a == NULL)
        return within (error, "rewards.buildings");
      /* A reward never asks a choice of the player, nor gives points. */
      if (!parse_gains (a, where, PN_MAX_REWARD,
                        1u << PN_GAIN_PORTA_NIGRA_BRICK | 1u << PN_GAIN_VP,
                        d->reward[b], &d->n_reward[b], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_sets (JsonObject *root,
            PnData     *d,
            GError    **error)
{
  JsonArray *a = ludus_json_get_array (json_object_get_object_member (root, "sets"), "vp", error);

  if (a == NULL)
    return within (error, "sets");
  if (json_array_get_length (a) != PN_N_BUILDINGS)
    return bad (error, "sets.vp must give the VP of sets of 1 to 4 cards");
  d->set_vp[0] = 0;
  for (int k = 1; k <= PN_N_BUILDINGS; k++)
    {
      gint64 v = json_array_get_int_element (a, k - 1);

      if (v < 0 || v > 200)
        return bad (error, "sets.vp[%d] is outside 0…200", k - 1);
      d->set_vp[k] = (guint8) v;
    }
  /* The greedy arrangement of the final scoring is best only for convex values (spec R19). */
  for (int k = 2; k <= PN_N_BUILDINGS; k++)
    if (d->set_vp[k] - d->set_vp[k - 1] < d->set_vp[k - 1] - d->set_vp[k - 2])
      return bad (error, "sets.vp must grow at least as fast with every card");
  return TRUE;
}

/* Ids of a card group must differ. */
static gboolean
unique_ids (const char *group,
            const char *id,
            gsize       stride,
            int         n,
            GError    **error)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      if (strcmp (id + (gsize) i * stride, id + (gsize) j * stride) == 0)
        return bad (error, "%s: id “%s” is used twice", group, id + (gsize) i * stride);
  return TRUE;
}

/* {"kind": "buy_brick", "color": c|"any"} and the other icon parts. */
static gboolean
parse_icon_part (JsonObject *o,
                 const char *where,
                 PnIconPart *part,
                 GError    **error)
{
  static const char *const buy_colors[] = { "black", "blue", "red", "yellow", "white", "any" };
  int kind, color;

  if (!get_id (o, "kind", icon_ids, PN_N_ICON_KINDS, where, &kind, error))
    return FALSE;
  part->kind = (guint8) kind;
  part->param = 0;
  if (kind == PN_ICON_BUY_BRICK)
    {
      if (!get_id (o, "color", buy_colors, G_N_ELEMENTS (buy_colors), where, &color, error))
        return FALSE;
      part->param = (guint8) color;
    }
  else if (kind == PN_ICON_TAKE_COINS)
    return get_small (o, "coins", 1, 50, where, &part->param, error);
  return TRUE;
}

/* An icon is a list of parts done together (spec R25); at most one of them
 * takes arguments (a buy or a place), and it names the move. */
static gboolean
parse_icon (JsonNode   *node,
            const char *where,
            PnIcon     *icon,
            GError    **error)
{
  JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint n = a != NULL ? json_array_get_length (a) : 0;
  int with_args = 0;

  if (n < 1 || n > PN_MAX_PARTS)
    return bad (error, "%s must be a list of 1 to %d parts", where, PN_MAX_PARTS);
  icon->n_parts = (guint8) n;
  for (guint k = 0; k < n; k++)
    {
      JsonNode *e = json_array_get_element (a, k);
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, k);

      if (!JSON_NODE_HOLDS_OBJECT (e))
        return bad (error, "%s must be an object", at);
      if (!parse_icon_part (json_node_get_object (e), at, &icon->part[k], error))
        return FALSE;
      if (icon->part[k].kind == PN_ICON_BUY_BRICK || icon->part[k].kind == PN_ICON_PLACE_ELEMENT)
        {
          with_args++;
          icon->main = icon->part[k].kind;
        }
    }
  if (with_args > 1)
    return bad (error, "%s: an icon may buy or place only once", where);
  if (with_args == 0)
    icon->main = icon->part[0].kind;
  return TRUE;
}

static gboolean
parse_action_card (JsonObject   *o,
                   const char   *where,
                   PnActionCard *card,
                   GError      **error)
{
  JsonArray *icons;

  if (!get_copy_id (o, where, card->id, sizeof card->id, error) ||
      !get_small (o, "torches", 1, PN_MAX_ICONS, where, &card->torches, error))
    return FALSE;
  if (json_object_has_member (o, "only_2_3_players"))
    {
      JsonNode *flag = json_object_get_member (o, "only_2_3_players");

      if (!JSON_NODE_HOLDS_VALUE (flag) || json_node_get_value_type (flag) != G_TYPE_BOOLEAN)
        return bad (error, "%s: only_2_3_players must be true or false", where);
      card->only_2_3 = json_node_get_boolean (flag);
    }
  icons = ludus_json_get_array (o, "icons", error);
  if (icons == NULL)
    return within (error, where);
  card->n_icons = (guint8) json_array_get_length (icons);
  if (card->n_icons < 1 || card->n_icons > PN_MAX_ICONS)
    return bad (error, "%s: a card shows 1 to %d icons", where, PN_MAX_ICONS);
  for (int i = 0; i < card->n_icons; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s.icons[%d]", where, i);

      if (!parse_icon (json_array_get_element (icons, (guint) i), at, &card->icon[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_action_cards (JsonObject *root,
                    PnData     *d,
                    GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "action_cards"), "action_cards",
                           "cards", PN_DECK_SIZE, error);
  int for_four = 0;

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_DECK_SIZE; i++)
    {
      g_autofree char *where = g_strdup_printf ("action_cards.cards[%d]", i);

      if (!parse_action_card (json_array_get_object_element (a, i), where, &d->action[i], error))
        return FALSE;
      for_four += !d->action[i].only_2_3;
    }
  if (for_four < d->hand_size)
    return bad (error, "action_cards: a 4-player deck would hold fewer cards than a hand");
  return unique_ids ("action_cards", d->action[0].id, sizeof d->action[0], PN_DECK_SIZE, error);
}

static gboolean
parse_market_cards (JsonObject *root,
                    PnData     *d,
                    GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "market_cards"), "market_cards",
                           "cards", PN_N_MARKET_CARDS, error);

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_N_MARKET_CARDS; i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      g_autofree char *where = g_strdup_printf ("market_cards.cards[%d]", i);
      PnMarketCard *card = &d->market[i];
      JsonArray *shops;
      guint n;

      if (!get_copy_id (o, where, card->id, sizeof card->id, error) ||
          !get_source (o, d->source[PN_GROUP_MARKET_CARDS], where, &card->source, error))
        return FALSE;
      shops = ludus_json_get_array (o, "shops", error);
      if (shops == NULL)
        return within (error, where);
      n = json_array_get_length (shops);
      if (n < 1 || n > PN_N_SHOPS)
        return bad (error, "%s: a market card marks 1 to 5 shops", where);
      for (guint k = 0; k < n; k++)
        {
          int c = lookup (pn_color_ids, PN_N_COLORS, json_array_get_string_element (shops, k));

          if (c < 0)
            return bad (error, "%s.shops[%u] is not a brick colour", where, k);
          if (card->shops & (1u << c))
            return bad (error, "%s.shops marks %s twice", where, pn_color_ids[c]);
          card->shops |= (guint8) (1u << c);
        }
    }
  return unique_ids ("market_cards", d->market[0].id, sizeof d->market[0], PN_N_MARKET_CARDS,
                     error);
}

static gboolean
parse_building_cards (JsonObject *root,
                      PnData     *d,
                      GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "building_cards"),
                           "building_cards", "cards", PN_N_BUILDING_CARDS, error);

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_N_BUILDING_CARDS; i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      g_autofree char *where = g_strdup_printf ("building_cards.cards[%d]", i);
      PnBuildingCard *card = &d->building[i];
      int b, c;

      if (!get_copy_id (o, where, card->id, sizeof card->id, error) ||
          !get_id (o, "building", pn_building_ids, PN_N_BUILDINGS, where, &b, error) ||
          !get_id (o, "color", pn_color_ids, PN_N_COLORS, where, &c, error))
        return FALSE;
      card->building = (guint8) b;
      card->color = (guint8) c;
    }
  return unique_ids ("building_cards", d->building[0].id, sizeof d->building[0],
                     PN_N_BUILDING_CARDS, error);
}

/* "discard": {"building_cards": n} or {"final_scoring_vp": vp}; absent for none. */
static gboolean
parse_discard (JsonObject  *o,
               const char  *where,
               PnHonorCard *card,
               GError     **error)
{
  JsonObject *disc;

  card->discard = PN_DISCARD_NONE;
  if (!json_object_has_member (o, "discard"))
    return TRUE;
  disc = ludus_json_get_object (o, "discard", error);
  if (disc == NULL)
    return within (error, where);
  if (json_object_has_member (disc, "building_cards"))
    {
      card->discard = PN_DISCARD_BUILDINGS;
      return get_small (disc, "building_cards", 1, PN_N_BUILDINGS, where, &card->discard_param,
                        error);
    }
  if (json_object_has_member (disc, "final_scoring_vp"))
    {
      card->discard = PN_DISCARD_FINAL;
      return get_small (disc, "final_scoring_vp", 1, 255, where, &card->discard_param, error);
    }
  return bad (error, "%s.discard must name building_cards or final_scoring_vp", where);
}

static gboolean
parse_honor_card (JsonObject  *o,
                  const char  *where,
                  guint8       group_source,
                  PnHonorCard *card,
                  GError     **error)
{
  int kind, b;

  if (!get_copy_id (o, where, card->id, sizeof card->id, error) ||
      !get_id (o, "kind", honor_kind_ids, 3, where, &kind, error) ||
      !get_small (o, "cost", 0, 20, where, &card->cost, error) ||
      !parse_discard (o, where, card, error) ||
      !get_source (o, group_source, where, &card->source, error))
    return FALSE;
  card->kind = (guint8) kind;
  switch (kind)
    {
    case PN_HONOR_IMMEDIATE:
      return parse_gains (ludus_json_get_array (o, "effects", NULL), where, PN_MAX_EFFECTS, 0,
                          card->effect, &card->n_effects, error);
    case PN_HONOR_SUBSTITUTE:
      if (!get_id (o, "building", pn_building_ids, PN_N_BUILDINGS, where, &b, error))
        return FALSE;
      card->building = (guint8) b;
      return TRUE;
    default:
      return get_small (o, "vp", 1, 255, where, &card->vp, error);
    }
}

static gboolean
parse_honor_cards (JsonObject *root,
                   PnData     *d,
                   GError    **error)
{
  JsonArray *a = get_list (json_object_get_object_member (root, "honor_cards"), "honor_cards",
                           "cards", PN_N_HONOR_CARDS, error);

  if (a == NULL)
    return FALSE;
  for (int i = 0; i < PN_N_HONOR_CARDS; i++)
    {
      g_autofree char *where = g_strdup_printf ("honor_cards.cards[%d]", i);

      if (!parse_honor_card (json_array_get_object_element (a, i), where,
                             d->source[PN_GROUP_HONOR_CARDS], &d->honor[i], error))
        return FALSE;
    }
  /* A final-scoring card bought by discarding another names one that exists. */
  for (int i = 0; i < PN_N_HONOR_CARDS; i++)
    if (d->honor[i].discard == PN_DISCARD_FINAL)
      {
        gboolean found = FALSE;

        for (int j = 0; j < PN_N_HONOR_CARDS; j++)
          found |= j != i && d->honor[j].kind == PN_HONOR_FINAL &&
                   d->honor[j].vp == d->honor[i].discard_param;
        if (!found)
          return bad (error, "honor_cards.cards[%d] asks for a %d VP card that does not exist", i,
                      d->honor[i].discard_param);
      }
  return unique_ids ("honor_cards", d->honor[0].id, sizeof d->honor[0], PN_N_HONOR_CARDS, error);
}

gboolean
pn_data_parse (JsonNode *root,
               PnData   *d,
               GError  **error)
{
  JsonObject *o;
  const char *format;
  gint64 version;

  memset (d, 0, sizeof *d);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return bad (error, "the top level must be an object");
  o = json_node_get_object (root);
  format = ludus_json_get_string (o, "format", error);
  if (format == NULL)
    return within (error, "top level");
  if (strcmp (format, "ludus-porta-nigra-components") != 0)
    return bad (error, "format “%s” is not ludus-porta-nigra-components", format);
  if (!ludus_json_get_int (o, "version", 1, 1, &version, error))
    return within (error, "top level");
  if (!parse_sources (o, d, error) || !parse_bricks (o, d, error) ||
      !parse_setup (o, d, error) || !parse_quarters (o, d, error) ||
      !parse_sites (o, d, error) || !parse_majorities (o, d, error) ||
      !parse_rewards (o, d, error) || !parse_sets (o, d, error) ||
      !parse_action_cards (o, d, error) || !parse_market_cards (o, d, error) ||
      !parse_building_cards (o, d, error) || !parse_honor_cards (o, d, error))
    return FALSE;

  for (int g = 0; g < PN_N_GROUPS; g++)
    d->any_stand_in |= d->source[g] == PN_SOURCE_STAND_IN;
  for (int i = 0; i < PN_N_PARTS; i++)
    d->any_stand_in |= d->majority_source[i] == PN_SOURCE_STAND_IN;
  return TRUE;
}

LUDUS_DEFINE_DATA_LOADER (pn_data, PnData, "porta-nigra",
                          PN_DATA_RESOURCE, porta_nigra_get_resource)

const char *
pn_data_override_message (void)
{
  return ludus_component_data_get_note (&pn_data_loader);
}
