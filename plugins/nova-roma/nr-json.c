/* nr-json.c: Nova Roma states to and from JSON, validated on load
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field of NrState (and of its players, turn, frames and tasks) is
 * listed once in a table (LudusField) with its JSON name and range; arrays
 * become flat JSON arrays, bit sets integers. A loaded state is then checked whole by
 * nr_check_state (), which enforces every component exactly once.
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

#define S(member, cnt, lo, hi) LUDUS_FIELD (NrState, member, cnt, lo, hi)
#define P(member, cnt, lo, hi) LUDUS_FIELD (NrPlayer, member, cnt, lo, hi)
#define T(member, cnt, lo, hi) LUDUS_FIELD (NrTurn, member, cnt, lo, hi)
#define R(member, cnt, lo, hi) LUDUS_FIELD (NrFrame, member, cnt, lo, hi)
#define K(member, cnt, lo, hi) LUDUS_FIELD (NrTask, member, cnt, lo, hi)

#define CARDS   ((G_GINT64_CONSTANT (1) << NR_N_ASSOCIATES) - 1)
#define HID     NR_HIDDEN        /* allowed in views; nr_check_state () refuses it */

static const LudusField state_fields[] = {
  S (difficulty, 1, 0, 2),
  S (mosaic_draft, 1, 0, 1),
  S (associate_draft, 1, 0, 1),
  S (phase, 1, 0, NR_PHASE_OVER),
  S (round, 1, 0, NR_N_ROUNDS),
  S (first, 1, 0, NR_MAX_PLAYERS - 1),
  S (turn_index, 1, 0, NR_N_PATRICIANS * NR_MAX_PLAYERS - 1),
  S (active, 1, 0, NR_MAX_PLAYERS - 1),
  S (draft_round, 1, 0, NR_N_MOSAIC_COLOURS * NR_MAX_PLAYERS),
  S (forum_col, NR_FORUM_SIZE, 0, NR_N_ACTIONS - 1),
  S (forum_row, NR_FORUM_SIZE, 0, NR_N_ACTIONS - 1),
  S (forum_fig, NR_N_FORUM_CELLS, 0, NR_FIG_LEGIONNAIRE),
  S (forum_owner, NR_N_FORUM_CELLS, -1, NR_AUTOMA),
  S (emperor_cell, 1, -1, NR_N_FORUM_CELLS - 1),
  S (legionnaires_left, 1, 0, NR_N_LEGIONNAIRES_SOLO),
  S (emperor_stack, NR_N_EMPEROR, HID, NR_N_EMPEROR - 1),
  S (emperor_used, NR_N_EMPEROR, HID, NR_N_EMPEROR - 1),
  S (emperor_box, NR_N_EMPEROR, HID, NR_N_EMPEROR - 1),
  S (n_emperor_stack, 1, 0, NR_N_EMPEROR),
  S (n_emperor_used, 1, 0, NR_N_EMPEROR),
  S (n_emperor_box, 1, 0, NR_N_EMPEROR),
  S (emperor_shown, 1, -1, NR_N_EMPEROR - 1),
  S (fp_holder, 1, -1, NR_MAX_PLAYERS - 1),
  S (fp_claimed, 1, 0, 1),
  S (sea_market, NR_MARKET, HID, NR_N_SEA - 1),
  S (sea_stack, NR_N_SEA, HID, NR_N_SEA - 1),
  S (n_sea_stack, 1, 0, NR_N_SEA),
  S (building_market, NR_MARKET, HID, NR_N_BUILDING - 1),
  S (building_stack, NR_N_BUILDING, HID, NR_N_BUILDING - 1),
  S (n_building_stack, 1, 0, NR_N_BUILDING),
  S (lat_market, NR_MARKET, HID, NR_N_LAT - 1),
  S (lat_special, 1, HID, NR_N_LAT - 1),
  S (lat_basic_stack, NR_N_LAT_BASIC, HID, NR_N_LAT - 1),
  S (n_lat_basic_stack, 1, 0, NR_N_LAT_BASIC),
  S (lat_special_stack, NR_N_LAT_SPECIAL, HID, NR_N_LAT - 1),
  S (n_lat_special_stack, 1, 0, NR_N_LAT_SPECIAL),
  S (lat_removed, 1, 0, (1 << NR_N_LAT) - 1),
  S (assoc_market, NR_MARKET, HID, NR_N_ASSOCIATES - 1),
  S (assoc_deck, NR_N_ASSOCIATES, HID, NR_N_ASSOCIATES - 1),
  S (n_assoc_deck, 1, 0, NR_N_ASSOCIATES),
  S (assoc_discard, NR_N_ASSOCIATES, HID, NR_N_ASSOCIATES - 1),
  S (n_assoc_discard, 1, 0, NR_N_ASSOCIATES),
  S (chariot_pos, NR_N_OWNERS * NR_N_TRACKS, -1, NR_MAX_TRACK - 1),
  S (chariot_seq, NR_N_OWNERS * NR_N_TRACKS, 0, G_MAXUINT16),
  S (next_seq, 1, 0, G_MAXUINT16),
  S (favourite_stack, NR_N_FAVOURITES, HID, NR_N_FAVOURITES - 1),
  S (n_favourite_stack, 1, 0, NR_N_FAVOURITES),
  S (favourite_box, NR_N_FAVOURITES, HID, NR_N_FAVOURITES - 1),
  S (n_favourite_box, 1, 0, NR_N_FAVOURITES),
  S (favourite_current, 1, -1, NR_N_FAVOURITES - 1),
  S (favourite_removed, 1, 0, (1 << NR_N_FAVOURITES) - 1),
  S (ship_route, NR_N_OWNERS * NR_N_SHIPS, -1, NR_N_ROUTES - 1),
  S (ship_harbour, NR_N_OWNERS * NR_N_SHIPS, -1, NR_MAX_HARBOURS - 1),
  S (district_cube, NR_N_DISTRICTS * NR_DISTRICT_MAX_CELLS, -1, NR_AUTOMA),
  S (district_reward, NR_N_DISTRICTS * NR_DISTRICT_MAX_CELLS, -1, NR_N_REWARDS - 1),
  S (rewards_fired, 1, 0, (1 << NR_N_REWARDS) - 1),
  S (reward_box, NR_N_REWARDS, HID, NR_N_REWARDS - 1),
  S (n_reward_box, 1, 0, NR_N_REWARDS),
  S (mosaic_box, NR_N_MOSAIC, HID, NR_N_MOSAIC - 1),
  S (n_mosaic_box, 1, 0, NR_N_MOSAIC),
  S (mosaic_draft_stack, NR_N_MOSAIC_COLOURS * NR_MOSAIC_PER_COLOUR, HID, NR_N_MOSAIC - 1),
  S (n_mosaic_draft_stack, NR_N_MOSAIC_COLOURS, 0, NR_MOSAIC_PER_COLOUR),
  S (mosaic_draft_up, NR_N_MOSAIC_COLOURS * 2, HID, NR_N_MOSAIC - 1),
  S (artisans_supply, 1, 0, NR_N_ARTISANS),
  S (automa_vp, 1, 0, 1000),
  S (automa_blocked, 1, 0, 255),
  S (automa_favourites, 1, 0, (1 << NR_N_FAVOURITES) - 1),
  S (automa_sea_discard, 1, 0, (G_GINT64_CONSTANT (1) << NR_N_SEA) - 1),
  S (automa_building_discard, 1, 0, (G_GINT64_CONSTANT (1) << NR_N_BUILDING) - 1),
};

static const LudusField player_fields[] = {
  P (resources, NR_N_RESOURCES, 0, NR_RESOURCE_MAX),
  P (influence, 1, 0, NR_INFLUENCE_MAX),
  P (sesterces, 1, 0, 10000),
  P (artisans_free, 1, 0, NR_N_ARTISANS),
  P (cubes, 1, 0, NR_N_CUBES),
  P (patricians, 1, 0, NR_N_PATRICIANS),
  P (legionnaires, 1, 0, NR_N_LEGIONNAIRES_2P),
  P (achievements, 1, 0, NR_N_ACHIEVEMENTS),
  P (achievements_reserve, 1, 0, NR_N_ACHIEVEMENTS - NR_ACHIEVEMENTS_START),
  P (mosaic_strip, NR_N_MOSAIC_COLOURS, -1, NR_N_MOSAIC - 1),
  P (mosaic_filled, 1, 0, (1 << NR_N_MOSAIC_CELLS) - 1),
  P (prod_tile, NR_PROD_MAX_CELLS, -1, NR_N_LAT - 1),
  P (prod_face_down, 1, 0, G_MAXUINT16),
  P (prod_artisan, 1, 0, G_MAXUINT16),
  P (hand, 1, 0, CARDS),
  P (n_hand, 1, 0, NR_N_ASSOCIATES),
  P (n_row, 1, 0, NR_ROW_MAX),
  P (row, NR_ROW_MAX, -1, NR_N_ASSOCIATES - 1),
  P (row_used, 1, 0, CARDS),
  P (row_fresh, 1, 0, CARDS),
  P (sea_done, 1, 0, (G_GINT64_CONSTANT (1) << NR_N_SEA) - 1),
  P (building_done, 1, 0, (G_GINT64_CONSTANT (1) << NR_N_BUILDING) - 1),
  P (favourites, 1, 0, (1 << NR_N_FAVOURITES) - 1),
  P (vp_sea, 1, 0, 255),
  P (vp_city, 1, 0, 255),
  P (vp_mosaic, 1, 0, 255),
  P (draft_hold, 1, 0, CARDS),
  P (draft_picked, 1, 0, CARDS),
  P (n_draft_hold, 1, 0, 4),
  P (n_draft_picked, 1, 0, 4),
  P (draft_acted, 1, 0, 1),
};

static const LudusField turn_fields[] = {
  T (step, 1, 0, NR_STEP_END),
  T (cell, 1, -1, NR_N_FORUM_CELLS - 1),
  T (actions, 2, -1, NR_N_ACTIONS - 1),
  T (base_power, 2, 0, 4),
  T (pending, 1, 0, 3),
  T (mosaic_used, 1, 0, 1),
};

static const LudusField frame_fields[] = {
  R (action, 1, 0, NR_N_ACTIONS - 1),
  R (power, 1, 1, 3),
  R (petition, 1, 0, 1),
  R (step, 1, 0, NR_FS_FINISHED),
  R (did, 1, 0, 1),
  R (perm_bonus, 1, 0, 6),
  R (count, 1, 0, 3),
  R (taken, 1, -1, NR_N_SEA - 1),
  R (waive, 1, 0, 1),
  R (discarded, 1, 0, NR_N_ASSOCIATES),
};

static const LudusField task_fields[] = {
  K (kind, 1, 0, NR_TASK_SAIL),
  K (player, 1, 0, NR_MAX_PLAYERS - 1),
  K (ref, 1, -1, NR_MAX_EFFECTS - 1),
  K (count, 1, 0, 9),
};

static const char *const phase_ids[] = {
  "mosaic_draft", "associate_draft", "emperor", "forum", "over",
};

static void
put_list (JsonBuilder      *b,
          const char       *name,
          const LudusField *fields,
          guint         n_fields,
          const guint8 *base,
          gsize         stride,
          guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      ludus_fields_to_json (b, fields, n_fields, base + i * stride);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

JsonNode *
nr_state_to_json (const NrState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "ludus-nova-roma-state");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "n_players");
  json_builder_add_int_value (b, s->n_players);
  json_builder_set_member_name (b, "epoch");
  json_builder_add_int_value (b, s->epoch);
  json_builder_set_member_name (b, "rng");
  json_builder_add_value (b, ludus_rng_to_json (&s->rng));
  json_builder_set_member_name (b, "phase_name");
  json_builder_add_string_value (b, s->phase <= NR_PHASE_OVER ? phase_ids[s->phase] : "?");
  ludus_fields_to_json (b, state_fields, G_N_ELEMENTS (state_fields), s);
  json_builder_set_member_name (b, "turn");
  json_builder_begin_object (b);
  ludus_fields_to_json (b, turn_fields, G_N_ELEMENTS (turn_fields), &s->turn);
  json_builder_end_object (b);
  put_list (b, "frames", frame_fields, G_N_ELEMENTS (frame_fields), (const guint8 *) s->frames,
            sizeof (NrFrame), MIN (s->n_frames, NR_MAX_FRAMES));
  put_list (b, "tasks", task_fields, G_N_ELEMENTS (task_fields), (const guint8 *) s->tasks,
            sizeof (NrTask), MIN (s->n_tasks, NR_MAX_TASKS));
  put_list (b, "players", player_fields, G_N_ELEMENTS (player_fields),
            (const guint8 *) s->players, sizeof (NrPlayer), MIN (s->n_players, NR_MAX_PLAYERS));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
bad (GError    **error,
     const char *where,
     const char *name,
     const char *what)
{
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
               "Nova Roma state: %s%s: %s", where, name, what);
  return FALSE;
}

static gboolean
get_list (JsonObject       *obj,
          const char       *name,
          const LudusField *fields,
          guint        n_fields,
          guint8      *base,
          gsize        stride,
          guint        max,
          guint8      *n,
          GError     **error)
{
  JsonNode *m = json_object_get_member (obj, name);
  JsonArray *list = m != NULL && JSON_NODE_HOLDS_ARRAY (m) ? json_node_get_array (m) : NULL;

  if (list == NULL)
    return bad (error, "", name, "must be an array");
  if (json_array_get_length (list) > max)
    return bad (error, "", name, "has too many entries");
  *n = (guint8) json_array_get_length (list);
  for (guint i = 0; i < *n; i++)
    {
      JsonNode *e = json_array_get_element (list, i);
      g_autofree char *where = g_strdup_printf ("%s[%u].", name, i);

      if (!JSON_NODE_HOLDS_OBJECT (e))
        return bad (error, where, "", "must be an object");
      if (!ludus_fields_from_json (json_node_get_object (e), fields, n_fields, base + i * stride,
                                   "Nova Roma", where, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
get_header (NrState    *s,
            JsonObject *obj,
            GError    **error)
{
  JsonNode *m = json_object_get_member (obj, "format");
  gint64 v;

  if (m == NULL || !JSON_NODE_HOLDS_VALUE (m) || json_node_get_value_type (m) != G_TYPE_STRING
      || g_strcmp0 (json_node_get_string (m), "ludus-nova-roma-state") != 0)
    return bad (error, "", "format", "must be “ludus-nova-roma-state”");
  if (!ludus_json_node_get_integer (json_object_get_member (obj, "version"), &v) || v != 1)
    return bad (error, "", "version", "must be 1");
  if (!ludus_json_node_get_integer (json_object_get_member (obj, "n_players"), &v)
      || v < 1 || v > NR_MAX_PLAYERS)
    return bad (error, "", "n_players", "must be 1 to 4");
  s->n_players = (guint8) v;
  if (!ludus_json_node_get_integer (json_object_get_member (obj, "epoch"), &v)
      || v < 0 || v > G_MAXUINT32)
    return bad (error, "", "epoch", "must be a non-negative integer");
  s->epoch = (guint32) v;
  m = json_object_get_member (obj, "rng");
  if (m == NULL)
    return bad (error, "", "rng", "missing");
  return ludus_rng_from_json (&s->rng, m, error);
}

gboolean
nr_state_from_json (NrState      *s,
                    const NrData *d,
                    JsonNode     *node,
                    GError      **error)
{
  JsonObject *obj;
  JsonNode *m;
  guint8 n_players;

  memset (s, 0, sizeof *s);
  s->size = sizeof *s;
  for (int p = 0; p < NR_MAX_PLAYERS; p++)
    {
      memset (s->players[p].mosaic_strip, NR_NONE, sizeof s->players[p].mosaic_strip);
      memset (s->players[p].prod_tile, NR_NONE, sizeof s->players[p].prod_tile);
      memset (s->players[p].row, NR_NONE, sizeof s->players[p].row);
    }
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "", "top level", "must be an object");
  obj = json_node_get_object (node);
  if (!get_header (s, obj, error)
      || !ludus_fields_from_json (obj, state_fields, G_N_ELEMENTS (state_fields), s, "Nova Roma",
                                  "", error))
    return FALSE;
  m = json_object_get_member (obj, "turn");
  if (m == NULL || !JSON_NODE_HOLDS_OBJECT (m))
    return bad (error, "", "turn", "must be an object");
  if (!ludus_fields_from_json (json_node_get_object (m), turn_fields, G_N_ELEMENTS (turn_fields),
                               &s->turn, "Nova Roma", "turn.", error)
      || !get_list (obj, "frames", frame_fields, G_N_ELEMENTS (frame_fields),
                    (guint8 *) s->frames, sizeof (NrFrame), NR_MAX_FRAMES, &s->n_frames, error)
      || !get_list (obj, "tasks", task_fields, G_N_ELEMENTS (task_fields), (guint8 *) s->tasks,
                    sizeof (NrTask), NR_MAX_TASKS, &s->n_tasks, error)
      || !get_list (obj, "players", player_fields, G_N_ELEMENTS (player_fields),
                    (guint8 *) s->players, sizeof (NrPlayer), NR_MAX_PLAYERS, &n_players, error))
    return FALSE;
  if (n_players != s->n_players)
    return bad (error, "", "players", "must hold one object per seat");
  return nr_check_state (s, d, error);
}
