/* test-saves.c: saves made before decisions with a single choice became automatic
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/saves/ holds real saves made with ludus-cli play under rules version 1,
 * which asked for the last marker of the setup as a decision.
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "ludus-test-saves.h"

static void
test_old_saves (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "saves", NULL);

  g_assert_cmpuint (ludus_test_check_old_saves (game, dir), >, 0);
}

/* The save stops where its seat must place the last two markers, each with a
 * single place: the game places them and the log says so, naming the seat. */
static void
test_automatic_logged (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves",
                                                 "trajan-3p-at-forced.ludus", NULL);
  g_autoptr(LudusMatch) match = ludus_test_load_save (game, path);
  guint last = ludus_match_get_n_moves (match) - 1;
  guint seat = ludus_match_get_move (match, last)->player;
  g_auto(GStrv) lines = ludus_match_describe_automatic_moves (match, last, -1);
  g_autofree char *expected = g_strdup_printf ("%s (no other choice): Puts a marker",
                                               ludus_match_get_seat (match, seat)->name);

  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (g_str_has_prefix (lines[i], expected));
  g_assert_cmpuint (ludus_match_get_actors (match), !=, 1u << seat);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/saves/old-rules", test_old_saves);
  g_test_add_func ("/ludus/trajan/saves/automatic-logged", test_automatic_logged);
  return g_test_run ();
}
