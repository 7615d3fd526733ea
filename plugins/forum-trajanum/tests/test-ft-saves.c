/* test-ft-saves.c: saves made before decisions with a single choice became automatic
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/saves/ holds real saves made with ludus-cli play under rules version 1,
 * which asked for decisions with a single choice (ending a turn with nothing
 * left to do, not paying a row without a coin, using the only tile, ...).
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ludus-test-saves.h"

static void
test_old_saves (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "saves", NULL);

  g_assert_cmpuint (ludus_test_check_old_saves (game, dir), >, 0);
}

/* The save stops in the scoring of pass I, where a seat without a coin must
 * decide about two rows: the game decides (they go inactive), and the log
 * says so, naming the seat. */
static void
test_automatic_logged (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
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
  g_test_add_func ("/forum-trajanum/saves/old-rules", test_old_saves);
  g_test_add_func ("/forum-trajanum/saves/automatic-logged", test_automatic_logged);
  return g_test_run ();
}
