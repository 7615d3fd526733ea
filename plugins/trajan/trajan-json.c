/* trajan-json.c: the state as JSON both ways, its consistency check, redaction
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Schema (format "ludus-trajan-state", version 1): one object whose members
 * mirror TrajanState field by field (see trajan-state.h); bit masks are
 * written as arrays of the set indices, piles as arrays bottom to top, the
 * phase as its name. A loaded state must be complete and consistent: every
 * goods card, tile, figure and marker exactly once, ids in range, VP equal
 * to the sum of their sources. Redacted states (with hidden entries) are
 * written but never loaded.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "trajan-private.h"

#define FORMAT_NAME "ludus-trajan-state"

static const char *const phase_names[TRAJAN_N_PHASES + 1] = {
  "setup_markers", "setup_goods", "setup_trajan", "choose_bowl", "sow", "trajan_claim",
  "action_choice", "bonus_action", "seaport_discard", "extra_offer", "quarter_demands",
  "quarter_senate", "game_over", NULL
};

/* Writing */

static JsonNode *
int_array (const gint8 *values,
           guint        n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  json_node_take_array (node, array);
  return node;
}

static JsonNode *
u8_array (const guint8 *values,
          guint         n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  json_node_take_array (node, array);
  return node;
}

static JsonNode *
bits_array (guint64 mask,
            guint   n)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    if (mask & (G_GUINT64_CONSTANT (1) << i))
      json_array_add_int_element (array, i);
  json_node_take_array (node, array);
  return node;
}

static JsonNode *
player_to_json (const TrajanPlayer *p)
{
  JsonBuilder *b = json_builder_new ();
  JsonNode *node;
  gint32 src[TRAJAN_N_VP_SOURCES];

  memcpy (src, p->vp_src, sizeof src);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "vp");
  json_builder_add_int_value (b, p->vp);
  json_builder_set_member_name (b, "vp_src");
  json_builder_begin_array (b);
  for (guint i = 0; i < TRAJAN_N_VP_SOURCES; i++)
    json_builder_add_int_value (b, src[i]);
  json_builder_end_array (b);
#define INT(name) json_builder_set_member_name (b, #name); json_builder_add_int_value (b, p->name)
#define NODE(name, value) json_builder_set_member_name (b, name); json_builder_add_value (b, value)
  INT (senate_pos);
  INT (senate_stamp);
  json_builder_set_member_name (b, "bowls");
  json_builder_begin_array (b);
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    json_builder_add_value (b, u8_array (p->bowls[k], TRAJAN_N_COLOURS));
  json_builder_end_array (b);
  NODE ("slots", int_array (p->slots, TRAJAN_N_ACTIONS));
  INT (arch);
  INT (supply);
  INT (military_camp);
  INT (worker_camp);
  INT (commander);
  NODE ("legions", bits_array (p->legions, TRAJAN_N_PROVINCES));
  NODE ("workers", bits_array (p->workers, TRAJAN_N_SPACES));
  NODE ("hand", u8_array (p->hand, TRAJAN_N_GOODS));
  INT (hand_hidden);
  NODE ("display", u8_array (p->display, TRAJAN_N_GOODS));
  NODE ("forum", int_array (p->forum, p->n_forum));
  NODE ("extra", int_array (p->extra, p->n_extra));
  NODE ("plus_two", bits_array (p->plus_two, TRAJAN_N_ACTIONS));
  NODE ("setup_categories", bits_array (p->setup_categories, TRAJAN_N_CATEGORIES));
  NODE ("construction", bits_array (p->construction, TRAJAN_N_CONSTRUCTION_TILES));
  NODE ("trajan_demand", bits_array (p->trajan_demand, TRAJAN_N_TRAJAN_TILES));
  NODE ("bonus", bits_array (p->bonus, TRAJAN_N_BONUS_TILES));
  NODE ("bonus_grey", bits_array (p->bonus_grey, TRAJAN_N_BONUS_TILES));
#undef INT
#undef NODE
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  g_object_unref (b);
  return node;
}

/* The scalars and the turn machine, in the order of TrajanState. */
static void
globals_to_json (JsonBuilder       *b,
                 const TrajanState *s)
{
#define INT(name) json_builder_set_member_name (b, #name); json_builder_add_int_value (b, s->name)
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, phase_names[MIN (s->phase, TRAJAN_N_PHASES - 1)]);
  INT (n_players);
  INT (start_player);
  INT (current);
  INT (quarter);
  INT (round);
  INT (time_pos);
  INT (round_end_pending);
  INT (epoch);
  INT (setup_player);
  INT (setup_done);
  INT (setup_count);
  INT (quarter_tiles);
  INT (bowl);
  INT (sow_next);
  json_builder_set_member_name (b, "sow_left");
  json_builder_add_value (b, u8_array (s->sow_left, TRAJAN_N_COLOURS));
  INT (target);
  INT (claim_tile);
  INT (main_action);
  INT (cur_action);
  INT (ctx);
  INT (main_reps_left);
  INT (bonus_reps_left);
  INT (extra_used);
  INT (main_performed);
  INT (bonus_pending);
  INT (qe_player);
  INT (qe_done);
#undef INT
}

/* An array of arrays: the two discard piles, the six Trajan stacks. */
static JsonNode *
piles_array (const gint8  *piles,
             gsize         stride,
             const guint8 *counts,
             guint         n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint k = 0; k < n; k++)
    json_array_add_element (array, int_array (piles + k * stride, counts[k]));
  json_node_take_array (node, array);
  return node;
}

/* The components: piles, spaces and supplies. */
static void
piles_to_json (JsonBuilder       *b,
               const TrajanState *s)
{
#define INT(name) json_builder_set_member_name (b, #name); json_builder_add_int_value (b, s->name)
#define NODE(name, value) json_builder_set_member_name (b, name); json_builder_add_value (b, value)
  NODE ("senate_rank", int_array (s->senate_rank, TRAJAN_MAX_PLAYERS));
  NODE ("deck", int_array (s->deck, s->deck_n));
  NODE ("discard", piles_array (&s->discard[0][0], TRAJAN_N_CARDS, s->discard_n, 2));
  NODE ("forum_pile", int_array (s->forum_pile, s->forum_pile_n));
  NODE ("forum_space", int_array (s->forum_space, TRAJAN_N_FORUM_SPACES));
  NODE ("province_tile", int_array (s->province_tile, TRAJAN_N_PROVINCES));
  INT (forum_removed);
  NODE ("extra_pile", int_array (s->extra_pile, s->extra_pile_n));
  NODE ("yellow_space", int_array (s->yellow_space, TRAJAN_N_YELLOW_SPACES));
  INT (extra_removed);
  NODE ("stacks", piles_array (&s->stacks[0][0], TRAJAN_N_TRAJAN_TILES, s->stack_n,
                               TRAJAN_N_CATEGORIES));
  NODE ("trajan_removed", bits_array (s->trajan_removed, TRAJAN_N_TRAJAN_TILES));
  NODE ("space_tile", int_array (s->space_tile, TRAJAN_N_SPACES));
  NODE ("ship_grey", u8_array (s->ship_grey, TRAJAN_N_SHIPS));
  NODE ("bag", int_array (s->bag, s->bag_n));
  NODE ("senate_bonus", int_array (s->senate_bonus, TRAJAN_N_SENATE_BONUS));
  NODE ("demand_pile", int_array (s->demand_pile, s->demand_pile_n));
  NODE ("revealed", int_array (s->revealed, s->n_revealed));
  NODE ("demand_dead", int_array (s->demand_dead, s->demand_dead_n));
  INT (senate_stamp_next);
  INT (final_scored);
  NODE ("rng", ludus_rng_to_json (&s->rng));
#undef INT
#undef NODE
}

JsonNode *
trajan_to_json (const LudusState *state)
{
  const TrajanState *s = (const TrajanState *) state;
  JsonBuilder *b = json_builder_new ();
  JsonNode *node;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, FORMAT_NAME);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  globals_to_json (b, s);
  piles_to_json (b, s);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    json_builder_add_value (b, player_to_json (&s->players[p]));
  json_builder_end_array (b);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  g_object_unref (b);
  return node;
}

/* Reading */

static gboolean
bad (GError    **error,
     const char *what)
{
  return trajan_state_error (error, "%s", what);
}

static gboolean
get_int (JsonObject  *o,
         const char  *member,
         gint64       min,
         gint64       max,
         gint64      *out,
         GError     **error)
{
  JsonNode *node = json_object_get_member (o, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return trajan_state_error (error, _("“%s” is missing or not an integer"), member);
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    {
      g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT, *out);
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);
      return trajan_state_error (error, _("“%s” is %s, outside %s…%s"), member, value, low,
                                 high);
    }
  return TRUE;
}

/* Reads an array of integers in [min, max] with at most max_len elements. */
static gboolean
get_ints (JsonObject  *o,
          const char  *member,
          guint        min_len,
          guint        max_len,
          gint64       min,
          gint64       max,
          gint64      *out,
          guint       *n_out,
          GError     **error)
{
  JsonNode *node = json_object_get_member (o, member);
  JsonArray *array;
  guint n;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return trajan_state_error (error, _("“%s” is missing or not an array"), member);
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n < min_len || n > max_len)
    return trajan_state_error (error, _("“%s” has a wrong length"), member);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64
          || json_node_get_int (e) < min || json_node_get_int (e) > max)
        {
          g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
          g_autofree char *value = JSON_NODE_HOLDS_VALUE (e) &&
                                   json_node_get_value_type (e) == G_TYPE_INT64
                                   ? g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (e))
                                   : g_strdup (_("not an integer"));
          g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
          g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);
          return trajan_state_error (error, _("“%s” is %s, outside %s…%s"), where, value, low,
                                     high);
        }
      out[i] = json_node_get_int (e);
    }
  *n_out = n;
  return TRUE;
}

#define READ_INT(o, member, min, max, dst)                         \
  G_STMT_START {                                                   \
    gint64 v_ = 0;                                                 \
    if (!get_int (o, member, min, max, &v_, error))                \
      return FALSE;                                                \
    dst = v_;                                                      \
  } G_STMT_END

static gboolean
read_i8 (JsonObject  *o,
         const char  *member,
         guint        min_len,
         guint        max_len,
         gint64       min,
         gint64       max,
         gint8       *dst,
         guint8      *n_dst,
         GError     **error)
{
  gint64 v[TRAJAN_N_FORUM_TILES];
  guint n;

  if (!get_ints (o, member, min_len, max_len, min, max, v, &n, error))
    return FALSE;
  /* get_ints keeps n within max_len; say so where GCC -O3 can see it. */
  for (guint i = 0; i < n && i < max_len; i++)
    dst[i] = (gint8) v[i];
  if (n_dst)
    *n_dst = (guint8) n;
  return TRUE;
}

static gboolean
read_u8 (JsonObject  *o,
         const char  *member,
         guint        len,
         gint64       max,
         guint8      *dst,
         GError     **error)
{
  gint64 v[TRAJAN_N_FORUM_TILES];
  guint n;

  if (!get_ints (o, member, len, len, 0, max, v, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    dst[i] = (guint8) v[i];
  return TRUE;
}

static gboolean
read_bits (JsonObject  *o,
           const char  *member,
           guint        n_bits,
           guint64     *dst,
           GError     **error)
{
  gint64 v[TRAJAN_N_TRAJAN_TILES];
  guint n;

  if (!get_ints (o, member, 0, n_bits, 0, n_bits - 1, v, &n, error))
    return FALSE;
  *dst = 0;
  for (guint i = 0; i < n; i++)
    {
      if (*dst & (G_GUINT64_CONSTANT (1) << v[i]))
        return trajan_state_error (error, _("“%s” repeats a value"), member);
      *dst |= G_GUINT64_CONSTANT (1) << v[i];
    }
  return TRUE;
}

static JsonObject *
get_object_element (JsonArray *array,
                    guint      i)
{
  JsonNode *node = json_array_get_element (array, i);

  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static gboolean
player_from_json (JsonObject   *o,
                  TrajanPlayer *p,
                  GError      **error)
{
  gint64 src[TRAJAN_N_VP_SOURCES];
  guint n;
  guint64 bits;
  JsonNode *bowls = json_object_get_member (o, "bowls");

  READ_INT (o, "vp", -100000, 100000, p->vp);
  if (!get_ints (o, "vp_src", TRAJAN_N_VP_SOURCES, TRAJAN_N_VP_SOURCES, -100000, 100000,
                 src, &n, error))
    return FALSE;
  for (guint i = 0; i < TRAJAN_N_VP_SOURCES; i++)
    p->vp_src[i] = (gint32) src[i];
  READ_INT (o, "senate_pos", 0, TRAJAN_N_SENATE_SPACES - 1, p->senate_pos);
  READ_INT (o, "senate_stamp", 0, G_MAXUINT16, p->senate_stamp);
  if (bowls == NULL || !JSON_NODE_HOLDS_ARRAY (bowls)
      || json_array_get_length (json_node_get_array (bowls)) != TRAJAN_N_ACTIONS)
    return bad (error, _("“bowls” must be an array of 6 arrays"));
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      JsonNode *e = json_array_get_element (json_node_get_array (bowls), k);
      g_autoptr(JsonObject) wrap = json_object_new ();

      json_object_set_member (wrap, "bowl", json_node_copy (e));
      if (!read_u8 (wrap, "bowl", TRAJAN_N_COLOURS, TRAJAN_N_MARKERS, p->bowls[k], error))
        return FALSE;
    }
  if (!read_i8 (o, "slots", TRAJAN_N_ACTIONS, TRAJAN_N_ACTIONS, TRAJAN_EMPTY,
                TRAJAN_N_TRAJAN_TILES - 1, p->slots, NULL, error))
    return FALSE;
  READ_INT (o, "arch", 0, TRAJAN_ARCH_CENTRE, p->arch);
  READ_INT (o, "supply", 0, TRAJAN_N_FIGURES, p->supply);
  READ_INT (o, "military_camp", 0, TRAJAN_N_FIGURES, p->military_camp);
  READ_INT (o, "worker_camp", 0, TRAJAN_N_FIGURES, p->worker_camp);
  READ_INT (o, "commander", TRAJAN_COMMANDER_CAMP, TRAJAN_N_PROVINCES - 1, p->commander);
  if (!read_bits (o, "legions", TRAJAN_N_PROVINCES, &bits, error))
    return FALSE;
  p->legions = (guint16) bits;
  if (!read_bits (o, "workers", TRAJAN_N_SPACES, &bits, error))
    return FALSE;
  p->workers = (guint32) bits;
  if (!read_u8 (o, "hand", TRAJAN_N_GOODS, TRAJAN_N_CARDS, p->hand, error))
    return FALSE;
  READ_INT (o, "hand_hidden", 0, 0, p->hand_hidden);
  if (!read_u8 (o, "display", TRAJAN_N_GOODS, TRAJAN_N_CARDS, p->display, error)
      || !read_i8 (o, "forum", 0, TRAJAN_N_FORUM_TILES, 0, TRAJAN_N_FORUM_TILES - 1,
                   p->forum, &p->n_forum, error)
      || !read_i8 (o, "extra", 0, TRAJAN_N_EXTRA_TILES, 0, TRAJAN_N_EXTRA_TILES - 1,
                   p->extra, &p->n_extra, error))
    return FALSE;
  if (!read_bits (o, "plus_two", TRAJAN_N_ACTIONS, &bits, error))
    return FALSE;
  p->plus_two = (guint8) bits;
  if (!read_bits (o, "setup_categories", TRAJAN_N_CATEGORIES, &bits, error))
    return FALSE;
  p->setup_categories = (guint8) bits;
  if (!read_bits (o, "construction", TRAJAN_N_CONSTRUCTION_TILES, &bits, error))
    return FALSE;
  p->construction = (guint32) bits;
  if (!read_bits (o, "trajan_demand", TRAJAN_N_TRAJAN_TILES, &p->trajan_demand, error))
    return FALSE;
  if (!read_bits (o, "bonus", TRAJAN_N_BONUS_TILES, &bits, error))
    return FALSE;
  p->bonus = (guint16) bits;
  if (!read_bits (o, "bonus_grey", TRAJAN_N_BONUS_TILES, &bits, error))
    return FALSE;
  p->bonus_grey = (guint16) bits;
  return TRUE;
}

static gboolean
read_phase (JsonObject  *o,
            TrajanState *s,
            GError     **error)
{
  JsonNode *node = json_object_get_member (o, "phase");
  const char *name;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return bad (error, _("“phase” is missing or not a string"));
  name = json_node_get_string (node);
  for (guint i = 0; i < TRAJAN_N_PHASES; i++)
    if (strcmp (name, phase_names[i]) == 0)
      {
        s->phase = (guint8) i;
        return TRUE;
      }
  return bad (error, _("unknown “phase”"));
}

static gboolean
read_globals (JsonObject  *o,
              TrajanState *s,
              GError     **error)
{
  READ_INT (o, "n_players", 2, TRAJAN_MAX_PLAYERS, s->n_players);
  READ_INT (o, "start_player", 0, s->n_players - 1, s->start_player);
  READ_INT (o, "current", 0, s->n_players - 1, s->current);
  READ_INT (o, "quarter", 1, TRAJAN_N_QUARTERS, s->quarter);
  READ_INT (o, "round", 1, TRAJAN_N_ROUNDS, s->round);
  READ_INT (o, "time_pos", 0, 255, s->time_pos);
  READ_INT (o, "round_end_pending", 0, 1, s->round_end_pending);
  READ_INT (o, "epoch", 0, G_MAXUINT32, s->epoch);
  READ_INT (o, "setup_player", 0, s->n_players - 1, s->setup_player);
  READ_INT (o, "setup_done", 0, s->n_players - 1, s->setup_done);
  READ_INT (o, "setup_count", 0, TRAJAN_N_MARKERS - 1, s->setup_count);
  READ_INT (o, "quarter_tiles", 0, TRAJAN_N_QUARTERS, s->quarter_tiles);
  READ_INT (o, "bowl", 0, TRAJAN_N_ACTIONS - 1, s->bowl);
  READ_INT (o, "sow_next", 0, TRAJAN_N_ACTIONS - 1, s->sow_next);
  if (!read_u8 (o, "sow_left", TRAJAN_N_COLOURS, TRAJAN_N_MARKERS, s->sow_left, error))
    return FALSE;
  READ_INT (o, "target", 0, TRAJAN_N_ACTIONS - 1, s->target);
  READ_INT (o, "claim_tile", TRAJAN_EMPTY, TRAJAN_N_TRAJAN_TILES - 1, s->claim_tile);
  READ_INT (o, "main_action", 0, TRAJAN_N_ACTIONS - 1, s->main_action);
  READ_INT (o, "cur_action", 0, TRAJAN_N_ACTIONS - 1, s->cur_action);
  READ_INT (o, "ctx", 0, 1, s->ctx);
  READ_INT (o, "main_reps_left", 0, 1, s->main_reps_left);
  READ_INT (o, "bonus_reps_left", 0, 1, s->bonus_reps_left);
  READ_INT (o, "extra_used", 0, 1, s->extra_used);
  READ_INT (o, "main_performed", 0, 1, s->main_performed);
  READ_INT (o, "bonus_pending", 0, TRAJAN_N_ACTIONS, s->bonus_pending);
  READ_INT (o, "qe_player", 0, s->n_players - 1, s->qe_player);
  READ_INT (o, "qe_done", 0, s->n_players, s->qe_done);
  READ_INT (o, "forum_removed", 0, TRAJAN_N_FORUM_TILES, s->forum_removed);
  READ_INT (o, "extra_removed", 0, TRAJAN_N_EXTRA_TILES, s->extra_removed);
  READ_INT (o, "senate_stamp_next", 0, G_MAXUINT16, s->senate_stamp_next);
  READ_INT (o, "final_scored", 0, 1, s->final_scored);
  return read_phase (o, s, error);
}

static gboolean
read_piles (JsonObject  *o,
            TrajanState *s,
            GError     **error)
{
  JsonNode *node;
  guint64 bits;

  if (!read_i8 (o, "senate_rank", TRAJAN_MAX_PLAYERS, TRAJAN_MAX_PLAYERS, TRAJAN_EMPTY,
                TRAJAN_MAX_PLAYERS - 1, s->senate_rank, NULL, error)
      || !read_i8 (o, "deck", 0, TRAJAN_N_CARDS, 0, TRAJAN_N_GOODS - 1, s->deck, &s->deck_n, error))
    return FALSE;
  node = json_object_get_member (o, "discard");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != 2)
    return bad (error, _("“discard” must hold two piles"));
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(JsonObject) wrap = json_object_new ();

      json_object_set_member (wrap, "discard",
                              json_node_copy (json_array_get_element (json_node_get_array (node), k)));
      if (!read_i8 (wrap, "discard", 0, TRAJAN_N_CARDS, 0, TRAJAN_N_GOODS - 1, s->discard[k],
                    &s->discard_n[k], error))
        return FALSE;
    }
  node = json_object_get_member (o, "stacks");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != TRAJAN_N_CATEGORIES)
    return bad (error, _("“stacks” must hold six stacks"));
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    {
      g_autoptr(JsonObject) wrap = json_object_new ();

      json_object_set_member (wrap, "stack",
                              json_node_copy (json_array_get_element (json_node_get_array (node), c)));
      if (!read_i8 (wrap, "stack", 0, TRAJAN_N_TRAJAN_TILES, 0, TRAJAN_N_TRAJAN_TILES - 1,
                    s->stacks[c], &s->stack_n[c], error))
        return FALSE;
    }
  if (!read_i8 (o, "forum_pile", 0, TRAJAN_N_FORUM_TILES, 0, TRAJAN_N_FORUM_TILES - 1,
                s->forum_pile, &s->forum_pile_n, error)
      || !read_i8 (o, "forum_space", TRAJAN_N_FORUM_SPACES, TRAJAN_N_FORUM_SPACES, TRAJAN_EMPTY,
                   TRAJAN_N_FORUM_TILES - 1, s->forum_space, NULL, error)
      || !read_i8 (o, "province_tile", TRAJAN_N_PROVINCES, TRAJAN_N_PROVINCES, TRAJAN_EMPTY,
                   TRAJAN_N_FORUM_TILES - 1, s->province_tile, NULL, error)
      || !read_i8 (o, "extra_pile", 0, TRAJAN_N_EXTRA_TILES, 0, TRAJAN_N_EXTRA_TILES - 1,
                   s->extra_pile, &s->extra_pile_n, error)
      || !read_i8 (o, "yellow_space", TRAJAN_N_YELLOW_SPACES, TRAJAN_N_YELLOW_SPACES, TRAJAN_EMPTY,
                   TRAJAN_N_EXTRA_TILES - 1, s->yellow_space, NULL, error)
      || !read_bits (o, "trajan_removed", TRAJAN_N_TRAJAN_TILES, &s->trajan_removed, error)
      || !read_i8 (o, "space_tile", TRAJAN_N_SPACES, TRAJAN_N_SPACES, TRAJAN_EMPTY,
                   TRAJAN_N_CONSTRUCTION_TILES - 1, s->space_tile, NULL, error)
      || !read_u8 (o, "ship_grey", TRAJAN_N_SHIPS, 1, s->ship_grey, error)
      || !read_i8 (o, "bag", 0, TRAJAN_N_BONUS_TILES, 0, TRAJAN_N_BONUS_TILES - 1, s->bag,
                   &s->bag_n, error)
      || !read_i8 (o, "senate_bonus", TRAJAN_N_SENATE_BONUS, TRAJAN_N_SENATE_BONUS, TRAJAN_EMPTY,
                   TRAJAN_N_BONUS_TILES - 1, s->senate_bonus, NULL, error)
      || !read_i8 (o, "demand_pile", 0, TRAJAN_N_DEMAND_TILES, 0, TRAJAN_N_DEMAND_TILES - 1,
                   s->demand_pile, &s->demand_pile_n, error)
      || !read_i8 (o, "revealed", 0, TRAJAN_N_REVEALED_DEMANDS, 0, TRAJAN_N_DEMAND_TILES - 1,
                   s->revealed, &s->n_revealed, error)
      || !read_i8 (o, "demand_dead", 0, TRAJAN_N_DEMAND_TILES, 0, TRAJAN_N_DEMAND_TILES - 1,
                   s->demand_dead, &s->demand_dead_n, error))
    return FALSE;
  for (guint i = s->n_revealed; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    s->revealed[i] = TRAJAN_EMPTY;
  (void) bits;
  return TRUE;
}

gboolean
trajan_from_json (LudusState  *state,
                  JsonNode    *node,
                  GError     **error)
{
  const TrajanData *d = trajan_data_get (NULL);
  TrajanState *s = (TrajanState *) state;
  JsonObject *o;
  JsonNode *member;
  JsonArray *players;
  const char *format;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      bad (error, _("the position is not a JSON object"));
      return FALSE;
    }
  o = json_node_get_object (node);
  member = json_object_get_member (o, "format");
  format = member && JSON_NODE_HOLDS_VALUE (member)
           && json_node_get_value_type (member) == G_TYPE_STRING
           ? json_node_get_string (member) : NULL;
  if (g_strcmp0 (format, FORMAT_NAME) != 0)
    {
      bad (error, _("“format” must be “ludus-trajan-state”"));
      return FALSE;
    }
  {
    gint64 version;

    if (!get_int (o, "version", 1, 1, &version, error))
      return FALSE;
  }
  if (!read_globals (o, s, error) || !read_piles (o, s, error))
    return FALSE;
  member = json_object_get_member (o, "rng");
  if (member == NULL || !ludus_rng_from_json (&s->rng, member, error))
    {
      if (error && *error == NULL)
        bad (error, _("“rng” is missing"));
      else if (error)
        g_prefix_error (error, "%s", _("Invalid Trajan position: "));
      return FALSE;
    }
  member = json_object_get_member (o, "players");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member)
      || json_array_get_length (json_node_get_array (member)) != s->n_players)
    {
      bad (error, _("“players” must hold one object per player"));
      return FALSE;
    }
  players = json_node_get_array (member);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *po = get_object_element (players, p);

      if (po == NULL)
        {
          bad (error, _("a player is not an object"));
          return FALSE;
        }
      if (!player_from_json (po, &s->players[p], error))
        return FALSE;
    }
  for (guint p = s->n_players; p < TRAJAN_MAX_PLAYERS; p++)
    for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
      s->players[p].slots[k] = 0;
  return trajan_state_check (d, s, error);
}
