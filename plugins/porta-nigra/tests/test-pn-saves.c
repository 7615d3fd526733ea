/* test-pn-saves.c: saved Porta Nigra matches keep loading, and resume where they stopped
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files in tests/data/saves were written by `ludus-cli` (through
 * tests/fuzz/make-corpus.py) under rules version 1: two mid-game, one
 * finished. Each must load — its moves replayed, one by one, through the
 * game's judge to the position the file records — save again to a file
 * that loads to the same match, and, if not over, play on to the end.
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"
#include "ludus-test-saves.h"

static void
test_save (gconstpointer data)
{
  LudusGame *game = pn_test_game ();
  g_autoptr(LudusMatch) match = ludus_test_load_save (game, data);
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) again = NULL;
  g_autoptr(LudusState) state = NULL;
  g_autofree char *text = NULL;
  gsize length;
  LudusRng rng;

  pn_test_check ((const PnState *) ludus_match_get_state (match));
  g_assert_cmpuint (ludus_match_get_n_moves (match), >, 0);
  text = ludus_match_to_data (match, &length);
  g_assert_true (ludus_registry_add_game (registry, game, &error));
  again = ludus_match_load_from_data (registry, text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_match_get_n_moves (again), ==, ludus_match_get_n_moves (match));
  g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (again),
                                          ludus_match_get_state (match)));

  /* Resumed, the match plays on to its end. */
  state = ludus_state_copy (ludus_match_get_state (match));
  ludus_rng_init (&rng, 5);
  ludus_play_random (game, state, &rng, 100000, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_game_is_over (game, state));
  pn_test_check ((const PnState *) state);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const saves[] = { "porta-nigra-2p-150", "porta-nigra-3p-end",
                                       "porta-nigra-4p-150" };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autofree char *file = g_strconcat (saves[i], ".ludus", NULL);
      g_autofree char *path = g_strconcat ("/porta-nigra/saves/", saves[i], NULL);

      g_test_add_data_func_full (path, g_test_build_filename (G_TEST_DIST, "data", "saves",
                                                              file, NULL),
                                 test_save, g_free);
    }
  return g_test_run ();
}
