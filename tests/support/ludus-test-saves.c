/* ludus-test-saves.c: saves of an older rules version must keep loading
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ludus-test-saves.h"

static gboolean
same_move (const LudusMatchMove *a,
           const LudusMatchMove *b)
{
  return a->player == b->player && memcmp (&a->move, &b->move, sizeof a->move) == 0;
}

/* The moves a save's JSON records, as written. */
static GArray *
recorded_moves (LudusGame  *game,
                JsonObject *root)
{
  JsonArray *array = json_object_get_array_member (root, "moves");
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autoptr(GError) error = NULL;
      LudusMatchMove move = { 0 };

      move.player = (guint) json_object_get_int_member (json_node_get_object (node), "player");
      g_assert_true (ludus_game_move_from_json (game, node, &move.move, &error));
      g_assert_no_error (error);
      g_array_append_val (moves, move);
    }
  return moves;
}

static LudusMatch *
load_text (LudusGame  *game,
           const char *text)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(GError) error = NULL;
  LudusMatch *match;

  g_assert_true (ludus_registry_add_game (registry, game, &error));
  match = ludus_match_load_from_data (registry, text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

LudusMatch *
ludus_test_load_save (LudusGame  *game,
                      const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return load_text (game, text);
}

/* Every decision the game made by itself in the match, in order. */
static GArray *
automatic_moves (LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  GArray *made = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));

  for (guint i = 0; i < ludus_match_get_n_moves (match); i++)
    {
      g_autoptr(LudusState) state = ludus_game_copy_state (game,
                                                           ludus_match_get_state_at (match, i));
      const LudusMatchMove *move = ludus_match_get_move (match, i);
      LudusMatchMove entry;

      ludus_game_apply_decision (game, state, move->player, &move->move);
      while (ludus_game_get_automatic_move (game, state, &entry.player, &entry.move))
        {
          g_array_append_val (made, entry);
          ludus_game_apply_decision (game, state, entry.player, &entry.move);
        }
    }
  return made;
}

/* The match keeps the recorded moves in order, leaving out only moves the
 * game made by itself; kept[i] says which. Returns how many were left out. */
static guint
check_kept (LudusMatch *match,
            GArray     *recorded,
            gboolean   *kept)
{
  g_autoptr(GArray) made = automatic_moves (match);
  guint n = ludus_match_get_n_moves (match), j = 0, skipped = 0;

  for (guint i = 0; i < recorded->len; i++)
    {
      const LudusMatchMove *move = &g_array_index (recorded, LudusMatchMove, i);
      gboolean found = FALSE;

      kept[i] = j < n && same_move (move, ludus_match_get_move (match, j));
      if (kept[i])
        {
          j++;
          continue;
        }
      for (guint k = 0; k < made->len && !found; k++)
        if (same_move (move, &g_array_index (made, LudusMatchMove, k)))
          {
            g_array_remove_index (made, k);
            found = TRUE;
          }
      if (!found)
        g_error ("recorded move %u was left out, but the game never made it by itself", i);
      skipped++;
    }
  g_assert_cmpuint (j, ==, n);
  return skipped;
}

/* Saved again, the match is a save of the current rules and loads as it is. */
static void
check_saved_again (LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autofree char *text = ludus_match_to_data (match, NULL);
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  g_autoptr(LudusMatch) again = NULL;

  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "rules_version"), ==,
                   ludus_game_get_rules_version (game));
  again = load_text (game, text);
  g_assert_cmpuint (ludus_match_get_n_moves (again), ==, ludus_match_get_n_moves (match));
  g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (again),
                                          ludus_match_get_state (match)));
}

/* The same save cut after recorded move cut, the rest as its redo list. */
static void
check_redo (LudusMatch *match,
            JsonObject *root,
            GArray     *recorded,
            guint       cut,
            guint       kept_before)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autoptr(JsonObject) copy = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *moves = json_object_get_array_member (root, "moves");
  JsonArray *head = json_array_new (), *redo = json_array_new ();
  g_autoptr(LudusMatch) loaded = NULL;
  g_autofree char *text = NULL;
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;

  json_object_iter_init (&iter, root);
  while (json_object_iter_next (&iter, &name, &member))
    json_object_set_member (copy, name, json_node_copy (member));
  for (guint i = 0; i < cut; i++)
    json_array_add_element (head, json_node_copy (json_array_get_element (moves, i)));
  for (guint i = recorded->len; i > cut; i--)
    json_array_add_element (redo, json_node_copy (json_array_get_element (moves, i - 1)));
  json_object_set_array_member (copy, "moves", head);
  json_object_set_array_member (copy, "redo", redo);
  json_object_set_member (copy, "snapshot",
                          ludus_game_state_to_json (game, ludus_match_get_state_at (match,
                                                                                    kept_before)));
  json_node_set_object (node, copy);
  text = json_to_string (node, FALSE);

  loaded = load_text (game, text);
  g_assert_cmpuint (ludus_match_get_n_moves (loaded), ==, kept_before);
  while (ludus_match_can_redo (loaded))
    g_assert_true (ludus_match_redo (loaded, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (loaded), ==, ludus_match_get_n_moves (match));
  g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (loaded),
                                          ludus_match_get_state (match)));
}

/* The save with recorded move index given to the next seat: refused, with
 * the move named, whatever the migration makes of the moves around it. */
static void
check_damaged (LudusGame  *game,
               const char *text,
               guint       index)
{
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonObject *object = json_node_get_object (root);
  JsonObject *move = json_array_get_object_element (json_object_get_array_member (object,
                                                                                  "moves"),
                                                    index);
  guint n_seats = json_array_get_length (json_object_get_array_member (object, "seats"));
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *where = g_strdup_printf ("(index %u,", index);

  json_object_set_int_member (move, "player",
                              (json_object_get_int_member (move, "player") + 1) % n_seats);
  damaged = json_to_string (root, FALSE);
  g_assert_true (ludus_registry_add_game (registry, game, &error));
  match = ludus_match_load_from_data (registry, damaged, strlen (damaged), &error);
  g_assert_null (match);
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, where));
}

static guint
check_one (LudusGame  *game,
           const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GArray) recorded = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autofree gboolean *kept = NULL;
  guint skipped, cut, kept_before = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  root = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "rules_version"), <,
                   ludus_game_get_rules_version (game));

  match = load_text (game, text);
  recorded = recorded_moves (game, json_node_get_object (root));
  kept = g_new0 (gboolean, MAX (recorded->len, 1));
  skipped = check_kept (match, recorded, kept);
  g_test_message ("%s: %u moves recorded, %u made by the game now", path, recorded->len, skipped);
  check_saved_again (match);
  /* A kept move from the second half, made where a single seat acted (so
   * that it cannot be legal for the next one), given to the next seat. */
  for (guint i = 0, j = 0; i < recorded->len; j += kept[i], i++)
    {
      guint actors;

      if (!kept[i] || i < recorded->len / 2)
        continue;
      actors = ludus_game_get_actors (game, ludus_match_get_state_at (match, j));
      if ((actors & (actors - 1)) == 0)
        {
          check_damaged (game, text, i);
          break;
        }
    }

  /* A cut at a kept move about two thirds in. */
  for (cut = recorded->len * 2 / 3; cut < recorded->len && !kept[cut]; cut++)
    ;
  for (guint i = 0; i < cut; i++)
    kept_before += kept[i];
  if (cut < recorded->len)
    check_redo (match, json_node_get_object (root), recorded, cut, kept_before);
  return skipped;
}

guint
ludus_test_check_old_saves (LudusGame  *game,
                            const char *dir)
{
  g_autoptr(GDir) handle = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint skipped = 0, files = 0;

  handle = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".ludus"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        skipped += check_one (game, path);
        files++;
      }
  g_assert_cmpuint (files, >, 0);
  return skipped;
}
