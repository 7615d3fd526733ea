/* ft-json.c: Forum Trajanum states to and from JSON, validated on load
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field of FtState and FtPlayer is listed once in a table with its
 * JSON name and range; arrays become JSON arrays. The forum arrays hold
 * forum_w × forum_h cells. A loaded state is then checked whole by
 * ft_check_state ().
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ft-rules.h"

#define FOREST (-1)    /* count: forum_w * forum_h */

/* The core's fields (ludus-fields.h), but read and written here: the forum's cells are a
 * field of variable length (FOREST). */
typedef LudusField Field;

#define F(st, member, cnt, lo, hi) \
  { #member, G_STRUCT_OFFSET (st, member), cnt, \
    sizeof (((st *) 0)->member) / ((cnt) > 0 ? (cnt) : FT_FORUM_MAX_CELLS), lo, hi }

#define S(member, cnt, lo, hi) F (FtState, member, cnt, lo, hi)
#define P(member, cnt, lo, hi) F (FtPlayer, member, cnt, lo, hi)

#define TILE_MIN (-2)   /* FT_HIDDEN in redacted states; ft_check_state refuses it */
#define TILE_MAX (FT_N_TILES - 1)

static const Field state_fields[] = {
  S (n_players, 1, 2, FT_MAX_PLAYERS),
  S (phase, 1, 0, FT_N_PHASES - 1),
  S (pass, 1, 1, 3),
  S (round, 1, 1, 4),
  S (start_player, 1, 0, FT_MAX_PLAYERS - 1),
  S (current, 1, 0, FT_MAX_PLAYERS - 1),
  S (turns_taken, 1, 0, FT_MAX_PLAYERS),
  S (turn_step, 1, 0, FT_TS_END),
  S (epoch, 1, 0, G_MAXUINT32),
  S (opt_first_game, 1, 0, 1),
  S (opt_side_b, 1, 0, 1),
  S (opt_promo, 1, 0, 1),
  S (opt_unlimited, 1, 0, 1),
  S (opt_random_forum, 1, 0, 1),
  S (handicap_mask, 1, 0, 15),
  S (setup_player, 1, 0, FT_MAX_PLAYERS - 1),
  S (setup_count, 1, 0, FT_MAX_PLAYERS),
  S (setup_citizen, 1, TILE_MIN, TILE_MAX),
  S (deck_n, FT_N_DECKS, 0, FT_CARDS_PER_DECK),
  S (deck, FT_N_DECKS * FT_CARDS_PER_DECK, -2, FT_N_STREET_CARDS - 1),
  S (display, 2, -1, FT_N_STREET_CARDS - 1),
  S (discard_n, 1, 0, FT_N_STREET_CARDS),
  S (discard, FT_N_STREET_CARDS, -1, FT_N_STREET_CARDS - 1),
  S (trajan, FT_N_PASSES, -1, FT_N_TRAJAN_CARDS - 1),
  S (column_fragments, 1, 1, 3),
  S (single_stack, FT_N_COLOURS * 2, 0, 60),
  S (double_stack, FT_N_COLOURS * 2, 0, 60),
  S (forum_w, 1, 1, FT_FORUM_MAX_W),
  S (forum_h, 1, 1, FT_FORUM_MAX_H),
  S (n_boards, 1, 3, FT_MAX_BOARDS),
  S (board_id, FT_MAX_BOARDS, -1, FT_MAX_MOSAIC - 1),
  S (board_side, FT_MAX_BOARDS, 0, 1),
  S (board_x, FT_MAX_BOARDS, 0, FT_FORUM_MAX_W),
  S (board_y, FT_MAX_BOARDS, 0, FT_FORUM_MAX_H),
  S (forum_colour, FOREST, -1, FT_FORUM_EAGLE),
  S (forum_owner, FOREST, -1, FT_MAX_PLAYERS - 1),
  S (forum_tile, FOREST, TILE_MIN, TILE_MAX),
  S (removed_n, 1, 0, FT_N_TILES),
  S (removed, FT_N_TILES, TILE_MIN, TILE_MAX),
  S (both_paid, 1, 0, 1),
  S (tiles_used, 1, 0, 3),
  S (craftsman1_used, 1, 0, 2),
  S (craftsman2_used, 1, 0, 1),
  S (merchant2_used, 1, 0, 1),
  S (builds_done, 1, 0, 2),
  S (extra_builds, 1, 0, 1),
  S (pay_player, 1, 0, FT_MAX_PLAYERS - 1),
  S (pay_row, 1, 0, FT_N_CITIZEN_ROWS),
  S (pay_count, 1, 0, FT_MAX_PLAYERS),
  S (last_scored_pass, 1, 0, 3),
};

static const Field player_fields[] = {
  P (vp, 1, -100000, 100000),
  P (vp_src, FT_N_VP_SOURCES, -100000, 100000),
  P (pass_src, FT_N_PASSES * FT_N_VP_SOURCES, -30000, 30000),
  P (builders, 1, 0, 255),
  P (workers, FT_N_COLOURS, 0, 255),
  P (assistants, 1, 0, 255),
  P (coins, 1, 0, 255),
  P (tribunes, 1, 0, 255),
  P (slider, 1, 0, FT_P_MAX_LIMIT),
  P (slider_reversed, 1, 0, 1),
  P (cell_tile, FT_N_CELLS, TILE_MIN, TILE_MAX),
  P (cell_state, FT_N_CELLS, 0, FT_CELL_CRANE),
  P (cell_building, FT_N_CELLS, -1, FT_N_BUILDINGS - 1),
  P (cell_double, FT_N_CELLS, 0, FT_DOUBLE_UP),
  P (crane_colour, FT_N_CORNERS, 0, FT_N_COLOURS - 1),
  P (crane_state, FT_N_CORNERS, 0, FT_CRANE_SCORED),
  P (cranes_placed, 1, 0, FT_N_CORNERS),
  P (citizen, FT_N_CITIZEN_ROWS * 2, TILE_MIN, TILE_MAX),
  P (row_active, FT_N_CITIZEN_ROWS, 0, 1),
  P (ship_n, 1, 0, FT_TILES_PER_PLAYER),
  P (ship, FT_TILES_PER_PLAYER, TILE_MIN, TILE_MAX),
  P (river, 1, TILE_MIN, TILE_MAX),
  P (reserve_n, 1, 0, FT_RESERVE_MAX),
  P (reserve, FT_RESERVE_MAX, TILE_MIN, TILE_MAX),
  P (track, FT_N_TRACKS, 0, FT_TRACK_AT_COLUMN),
  P (draft_done, 1, 0, 1),
  P (draft_card_done, 1, 0, 3),
  P (draft_take, 2, TILE_MIN, TILE_MAX),
  P (draft_cell, 2, -1, FT_N_CELLS - 1),
  P (draft_tribunes, 1, 0, 2),
  P (draft_kept_card, 1, -1, 1),
  P (gift, 1, TILE_MIN, TILE_MAX),
  P (hand_own, 1, TILE_MIN, TILE_MAX),
  P (hand_recv, 1, TILE_MIN, TILE_MAX),
  P (hand_recv_borrowed, 1, 0, 1),
  P (hand_revealed, 1, 0, 1),
  P (handicap, 1, 0, 1),
};

static int
field_count (const Field   *f,
             const FtState *s)
{
  return f->count == FOREST ? s->forum_w * s->forum_h : f->count;
}

static void
put_fields (JsonBuilder   *b,
            const Field   *fields,
            guint          n,
            const guint8  *base,
            const FtState *s)
{
  for (guint k = 0; k < n; k++)
    {
      const Field *f = &fields[k];
      int count = field_count (f, s);

      json_builder_set_member_name (b, f->name);
      if (f->count == 1)
        json_builder_add_int_value (b, ludus_field_get (base, f, 0));
      else
        {
          json_builder_begin_array (b);
          for (int i = 0; i < count; i++)
            json_builder_add_int_value (b, ludus_field_get (base, f, i));
          json_builder_end_array (b);
        }
    }
}

JsonNode *
ft_state_to_json (const FtState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "ludus-forum-trajanum-state");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  put_fields (b, state_fields, G_N_ELEMENTS (state_fields), (const guint8 *) s, s);
  json_builder_set_member_name (b, "tasks");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_tasks; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, s->tasks[i].kind);
      json_builder_add_int_value (b, s->tasks[i].a);
      json_builder_add_int_value (b, s->tasks[i].b);
      json_builder_add_int_value (b, s->tasks[i].c);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "rng");
  json_builder_add_value (b, ludus_rng_to_json (&s->rng));
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (b);
      put_fields (b, player_fields, G_N_ELEMENTS (player_fields),
                  (const guint8 *) &s->players[p], s);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* A translated detail of what is wrong, under the general message. */
#define bad(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_STATE, \
                        _("Invalid Forum Trajanum position: %s"), __VA_ARGS__)

/* One integer member, in range. */
static gboolean
get_one (JsonNode    *node,
         const Field *f,
         guint8      *base,
         const char  *path,
         GError     **error)
{
  gint64 v;

  if (!ludus_json_node_get_integer (node, &v))
    /* Translators: %s is a member of the position in JSON, such as “players[1].coins”. */
    return bad (error, _("“%s” must be an integer"), path);
  if (v < f->min || v > f->max)
    return bad (error, _("“%s” is out of range"), path);
  ludus_field_set (base, f, 0, v);
  return TRUE;
}

/* An array member of count integers, each in range. */
static gboolean
get_array (JsonNode    *node,
           const Field *f,
           int          count,
           guint8      *base,
           const char  *path,
           GError     **error)
{
  JsonArray *array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  gint64 v;

  if (array == NULL || (int) json_array_get_length (array) != count)
    return bad (error, _("“%s” must be an array of integers, %d long"), path, count);
  for (int i = 0; i < count; i++)
    {
      if (!ludus_json_node_get_integer (json_array_get_element (array, i), &v))
        return bad (error, _("“%s” must hold integers only"), path);
      if (v < f->min || v > f->max)
        return bad (error, _("element %d of “%s” is out of range"), i, path);
      ludus_field_set (base, f, i, v);
    }
  return TRUE;
}

static gboolean
get_fields (JsonObject    *obj,
            const Field   *fields,
            guint          n,
            guint8        *base,
            const FtState *s,
            const char    *where,
            GError       **error)
{
  for (guint k = 0; k < n; k++)
    {
      const Field *f = &fields[k];
      JsonNode *node = json_object_get_member (obj, f->name);
      g_autofree char *path = g_strconcat (where, f->name, NULL);

      if (node == NULL)
        return bad (error, _("“%s” is missing"), path);
      if (f->count == 1 ? !get_one (node, f, base, path, error)
                        : !get_array (node, f, field_count (f, s), base, path, error))
        return FALSE;
    }
  return TRUE;
}

/* The pending tasks, each [kind, a, b, c]. */
static gboolean
get_tasks (JsonObject *obj,
           FtState    *s,
           GError    **error)
{
  JsonNode *m = json_object_get_member (obj, "tasks");
  JsonArray *tasks = m != NULL && JSON_NODE_HOLDS_ARRAY (m) ? json_node_get_array (m) : NULL;

  if (tasks == NULL || json_array_get_length (tasks) > FT_TASK_STACK)
    return bad (error, _("“tasks” must be an array no longer than %d"), FT_TASK_STACK);
  s->n_tasks = json_array_get_length (tasks);
  for (int i = 0; i < s->n_tasks; i++)
    {
      JsonNode *e = json_array_get_element (tasks, i);
      JsonArray *t = JSON_NODE_HOLDS_ARRAY (e) ? json_node_get_array (e) : NULL;
      gint64 v[4];

      if (t == NULL || json_array_get_length (t) != 4)
        return bad (error, _("each task must be [kind, a, b, c] with small integers"));
      for (int k = 0; k < 4; k++)
        if (!ludus_json_node_get_integer (json_array_get_element (t, k), &v[k])
            || v[k] < -1 || v[k] > 1000)
          return bad (error, _("each task must be [kind, a, b, c] with small integers"));
      if (v[0] < 0 || v[0] >= FT_N_TASKS)
        return bad (error, _("task kind %d does not exist"), (int) v[0]);
      s->tasks[i].kind = v[0];
      s->tasks[i].a = v[1];
      s->tasks[i].b = v[2];
      s->tasks[i].c = v[3];
    }
  return TRUE;
}

static gboolean
get_players (JsonObject *obj,
             FtState    *s,
             GError    **error)
{
  JsonNode *m = json_object_get_member (obj, "players");
  JsonArray *players = m != NULL && JSON_NODE_HOLDS_ARRAY (m) ? json_node_get_array (m) : NULL;

  if (players == NULL || json_array_get_length (players) != s->n_players)
    return bad (error, _("“players” must be an array of one object per seat"));
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *e = json_array_get_element (players, p);
      g_autofree char *where = g_strdup_printf ("players[%u].", p);

      if (!JSON_NODE_HOLDS_OBJECT (e))
        return bad (error, _("“players” must be an array of one object per seat"));
      if (!get_fields (json_node_get_object (e), player_fields, G_N_ELEMENTS (player_fields),
                       (guint8 *) &s->players[p], s, where, error))
        return FALSE;
    }
  return TRUE;
}

/* The state's own members: the forum's size first, for the forum arrays. */
static gboolean
get_state_fields (JsonObject *obj,
                  FtState    *s,
                  GError    **error)
{
  for (guint k = 0; k < G_N_ELEMENTS (state_fields); k++)
    if (state_fields[k].count != FOREST
        && !get_fields (obj, &state_fields[k], 1, (guint8 *) s, s, "", error))
      return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (state_fields); k++)
    if (state_fields[k].count == FOREST
        && !get_fields (obj, &state_fields[k], 1, (guint8 *) s, s, "", error))
      return FALSE;
  return TRUE;
}

gboolean
ft_state_from_json (const FtData *d,
                    FtState      *s,
                    JsonNode     *node,
                    GError      **error)
{
  JsonObject *obj;
  JsonNode *m;

  memset (s, 0, sizeof *s);
  s->size = sizeof *s;
  memset (s->forum_colour, FT_EMPTY, sizeof s->forum_colour);
  memset (s->forum_owner, FT_EMPTY, sizeof s->forum_owner);
  for (int i = 0; i < FT_FORUM_MAX_CELLS; i++)
    s->forum_tile[i] = FT_EMPTY;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, _("the position must be a JSON object"));
  obj = json_node_get_object (node);
  m = json_object_get_member (obj, "format");
  if (m == NULL || !JSON_NODE_HOLDS_VALUE (m)
      || g_strcmp0 (json_node_get_string (m), "ludus-forum-trajanum-state") != 0)
    return bad (error, _("“format” must be “%s”"), "ludus-forum-trajanum-state");
  m = json_object_get_member (obj, "version");
  if (m == NULL || !JSON_NODE_HOLDS_VALUE (m) || json_node_get_int (m) != 1)
    return bad (error, _("“version” must be 1"));
  if (!get_state_fields (obj, s, error) || !get_tasks (obj, s, error))
    return FALSE;
  m = json_object_get_member (obj, "rng");
  if (m == NULL)
    return bad (error, _("“%s” is missing"), "rng");
  if (!ludus_rng_from_json (&s->rng, m, error) || !get_players (obj, s, error))
    return FALSE;
  for (int i = s->removed_n; i < FT_N_TILES; i++)
    s->removed[i] = FT_EMPTY;
  ft_forum_derive (s);
  if (s->opt_side_b && !d->side[1].available)
    return bad (error, _("side B of the player boards is not in the component data"));
  return ft_check_state (d, s, error);
}
