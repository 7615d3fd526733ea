/* test-ft-saves.c: saves written by earlier builds load and replay to the same position
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files in tests/data/saves were written by `ludus-cli play forum-trajanum
 * … --save` at commit 9e2edc2, before the engine moved onto the rules table
 * and was split by phase: mid-turn, mid-draft, mid-payment, finished, with
 * and without variants. Each must load (the match layer replays its moves
 * and compares the snapshot) and replay, move by move through the core's
 * judge, to exactly the JSON the old build wrote.
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"

static const char *const saves[] = {
  "2p-seed5-turn",
  "2p-seed3-finished",
  "3p-seed11-mid-draft",
  "3p-seed21-first-game-draft",
  "3p-seed5-finished",
  "4p-seed7-variants-paying",
};

static JsonObject *
read_save (const char *name,
           JsonParser *parser,
           char      **path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".ludus", NULL);

  *path = g_test_build_filename (G_TEST_DIST, "data", "saves", file, NULL);
  json_parser_load_from_file (parser, *path, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* Replays the save's moves from its seed and options, each judged by the core. */
static LudusState *
replay (LudusGame  *game,
        JsonObject *root)
{
  g_autoptr(GError) error = NULL;
  JsonArray *moves = json_object_get_array_member (root, "moves");
  guint n_players = json_array_get_length (json_object_get_array_member (root, "seats"));
  guint64 seed = g_ascii_strtoull (json_object_get_string_member (root, "seed"), NULL, 10);
  g_autofree int *options = ludus_game_options_from_json (game,
                                                          json_object_get_member (root, "options"),
                                                          &error);
  LudusState *state;

  g_assert_no_error (error);
  state = ludus_game_new_state (game, n_players, seed, options, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonNode *entry = json_array_get_element (moves, i);
      LudusMove move;

      g_assert_true (ludus_game_move_from_json (game, entry, &move, &error));
      g_assert_no_error (error);
      ludus_game_apply (game, state,
                        (guint) json_object_get_int_member (json_node_get_object (entry), "player"),
                        &move, &error);
      g_assert_no_error (error);
    }
  return state;
}

static void
test_replay (gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = NULL;
  JsonObject *root = read_save (data, parser, &path);
  g_autofree char *expected = json_to_string (json_object_get_member (root, "snapshot"), FALSE);
  LudusGame *game = ft_test_game ();
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(LudusState) replayed = NULL;
  g_autoptr(JsonNode) loaded_node = NULL;
  g_autoptr(JsonNode) replayed_node = NULL;
  g_autofree char *loaded_text = NULL;
  g_autofree char *replayed_text = NULL;

  g_assert_true (ludus_registry_add_game (registry, game, &error));
  g_assert_no_error (error);
  match = ludus_match_load (registry, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  loaded_node = ludus_game_state_to_json (game, ludus_match_get_state (match));
  loaded_text = json_to_string (loaded_node, FALSE);
  g_assert_cmpstr (loaded_text, ==, expected);

  replayed = replay (game, root);
  replayed_node = ludus_game_state_to_json (game, replayed);
  replayed_text = json_to_string (replayed_node, FALSE);
  g_assert_cmpstr (replayed_text, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autofree char *name = g_strconcat ("/forum-trajanum/saves/", saves[i], NULL);

      g_test_add_data_func (name, saves[i], test_replay);
    }
  return g_test_run ();
}
