/* test-ft-saves.c: saves written by earlier builds load and replay to the same position
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file in tests/data/saves was written under rules version 1, which
 * asked for decisions with a single choice (ending a turn with nothing left
 * to do, not paying a row without a coin, using the only tile, …); the game
 * now makes those by itself. The first six were written by `ludus-cli play
 * forum-trajanum … --save` at commit 9e2edc2, before the engine moved onto
 * the rules table and was split by phase: mid-turn, mid-draft, mid-payment,
 * finished, with and without variants; the other three (forum-trajanum-*)
 * just before those decisions became automatic, one of them stopped at one.
 * Each must load, the moves the game now makes by itself skipped, to the
 * position the old build wrote (once the decisions it was waiting for that
 * have a single choice are made), and the match's moves must replay, move by
 * move through the core's judge, to that position.
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ludus-test-saves.h"

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

/* The position the old build wrote, with the decisions it waited for that
 * the game now makes by itself made. */
static char *
settled_snapshot (LudusGame  *game,
                  JsonObject *root)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_state_from_json (game,
                                                            json_object_get_member (root,
                                                                                    "snapshot"),
                                                            &error);
  g_autoptr(JsonNode) node = NULL;

  g_assert_no_error (error);
  ludus_game_make_automatic_moves (game, state);
  node = ludus_game_state_to_json (game, state);
  return json_to_string (node, FALSE);
}

/* Replays the match's moves from its seed and options, each judged by the core. */
static LudusState *
replay (LudusGame  *game,
        LudusMatch *match)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, ludus_match_get_n_seats (match),
                                            ludus_match_get_seed (match),
                                            ludus_match_get_options (match), &error);

  g_assert_no_error (error);
  for (guint i = 0; i < ludus_match_get_n_moves (match); i++)
    {
      const LudusMatchMove *move = ludus_match_get_move (match, i);

      ludus_game_apply (game, state, move->player, &move->move, &error);
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
  LudusGame *game = ft_test_game ();
  g_autofree char *expected = settled_snapshot (game, root);
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

  replayed = replay (game, match);
  replayed_node = ludus_game_state_to_json (game, replayed);
  replayed_text = json_to_string (replayed_node, FALSE);
  g_assert_cmpstr (replayed_text, ==, expected);
}

/* Every save: the moves the game now makes itself, and only those, are
 * skipped; saved again it is a save of the current rules; cut in two with
 * the rest as its redo list, it redoes to the same end. */
static void
test_old_rules (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "saves", NULL);

  g_assert_cmpuint (ludus_test_check_old_saves (ft_test_game (), dir), >, 0);
}

/* One save stops in the scoring of pass I, where a seat without a coin must
 * decide about two rows: the game decides (they go inactive), and the log
 * says so, naming the seat. */
static void
test_automatic_logged (void)
{
  LudusGame *game = ft_test_game ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves",
                                                 "forum-trajanum-3p-at-forced.ludus", NULL);
  g_autoptr(LudusMatch) match = ludus_test_load_save (game, path);
  guint last = ludus_match_get_n_moves (match) - 1;
  g_auto(GStrv) lines = ludus_match_describe_automatic_moves (match, last, -1);
  guint unpaid = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_test_message ("%s", lines[i]);
      if (strstr (lines[i], " (no other choice): Does not pay for the row ") != NULL)
        unpaid++;
    }
  g_assert_cmpuint (unpaid, >=, 2);
  /* What is left to decide is a real choice. */
  for (guint p = 0; p < ludus_match_get_n_seats (match); p++)
    if (ludus_match_get_actors (match) & (1u << p))
      {
        g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

        ludus_game_legal_moves (game, ludus_match_get_state (match), p, moves);
        g_assert_cmpuint (moves->len, >, 1);
      }
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
  g_test_add_func ("/forum-trajanum/saves/old-rules", test_old_rules);
  g_test_add_func ("/forum-trajanum/saves/automatic-logged", test_automatic_logged);
  return g_test_run ();
}
