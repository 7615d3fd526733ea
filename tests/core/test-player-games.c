/* test-player-games.c: the computer player in every game the plugin path holds
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loads the games as the application does (LUDUS_PLUGIN_PATH points at every game built
 * here), so a new game is checked as soon as it is built: the search chooses a legal move at
 * every decision of a seeded game of each player count, repeats itself, and never peeks (see
 * ludus_test_check_player()). The budget is small: this checks the player, not its strength,
 * which `ludus-cli arena` measures.
 */
#include "config.h"

#include <string.h>

#include "ludus-test-player.h"

static gboolean
under_valgrind (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "vgpreload") != NULL;
}

static void
check_game (LudusGame  *game,
            LudusLevel  level)
{
  LudusTestPlayerConfig config = { .games_per_count = 1, .iterations = 16, .check_every = 40,
                                   .seed = 7300, .level = level };
  LudusTestPlayerReport report;

  if (!ludus_search_supports (game))
    {
      g_test_skip ("the game hides information but cannot determinize a position yet");
      return;
    }
  /* Under valgrind, fewer iterations and checks follow the same paths. */
  if (under_valgrind ())
    {
      config.iterations = 4;
      config.check_every = 200;
    }
  ludus_test_check_player (game, &config, &report);
}

/* Easy's playouts (to the end, at random or by the game's policy)… */
static void
test_game (gconstpointer data)
{
  check_game (LUDUS_GAME ((gpointer) data), LUDUS_LEVEL_EASY);
}

/* …and hard's, which a game may play differently (its evaluation, whole turns). */
static void
test_game_hard (gconstpointer data)
{
  check_game (LUDUS_GAME ((gpointer) data), LUDUS_LEVEL_HARD);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusRegistry) registry = NULL;
  GPtrArray *games;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  registry = ludus_registry_new ();
  ludus_registry_load_default (registry);
  games = ludus_registry_get_games (registry);
  g_assert_cmpuint (games->len, >, 0);
  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      g_autofree char *path = g_strdup_printf ("/ludus/core/player/game/%s",
                                               ludus_game_get_id (game));

      g_autofree char *hard = g_strconcat (path, "/hard", NULL);

      g_test_add_data_func (path, game, test_game);
      g_test_add_data_func (hard, game, test_game_hard);
    }
  status = g_test_run ();
  return status;
}
