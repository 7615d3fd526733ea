/* trajan-bench.c: how fast the Trajan rules engine plays (not a test)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints random full 4-player games per second on one core (target: at
 * least 2,000) and legal-move generations per second.
 * Usage: trajan-bench [GAMES]
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "trajan-game.h"
#include "trajan-rules.h"

/* CPU time of this thread: the figures stay "per core" on a busy machine
 * shared with other jobs, where wall time would count their share too. */
static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static double
seconds_since (gint64 start)
{
  return (double) (cpu_now () - start) / G_USEC_PER_SEC;
}

static void
bench_games (LudusGame *game,
             guint      n_games)
{
  gint64 start = cpu_now ();
  guint64 moves = 0;
  double elapsed;

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(GError) error = NULL;
      LudusState *state = ludus_game_new_state (game, 4, i + 1, NULL, &error);
      LudusRng rng;
      gint64 n;

      ludus_rng_init (&rng, i + 1);
      n = ludus_play_random (game, state, &rng, 100000, NULL, NULL, &error);
      if (n < 0)
        g_error ("game %u: %s", i, error->message);
      moves += (guint64) n;
      ludus_game_free_state (game, state);
    }
  elapsed = seconds_since (start);
  g_print ("random 4-player games: %u in %.2f s of CPU = %.0f games/s (%.0f moves/s, %.0f moves/game)\n",
           n_games, elapsed, n_games / elapsed, moves / elapsed, (double) moves / n_games);
}

static void
bench_legal_moves (LudusGame *game)
{
  g_autoptr(GPtrArray) states = g_ptr_array_new ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 4, 99, NULL, &error);
  LudusRng rng;
  guint64 generations = 0, listed = 0;
  gint64 start;
  double elapsed;

  /* Positions from one game, each with its actor. */
  ludus_rng_init (&rng, 99);
  while (!ludus_game_is_over (game, state))
    {
      guint actor = g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove m;

      g_ptr_array_add (states, ludus_game_copy_state (game, state));
      ludus_bot_choose_random (game, state, actor, &rng, &m);
      ludus_game_apply (game, state, actor, &m, NULL);
    }
  ludus_game_free_state (game, state);

  start = cpu_now ();
  for (guint round = 0; round < 200; round++)
    for (guint i = 0; i < states->len; i++)
      {
        LudusState *s = g_ptr_array_index (states, i);
        guint actor = g_bit_nth_lsf (ludus_game_get_actors (game, s), -1);

        g_array_set_size (moves, 0);
        ludus_game_legal_moves (game, s, actor, moves);
        generations++;
        listed += moves->len;
      }
  elapsed = seconds_since (start);
  g_print ("legal-move generations: %.0f /s (%.1f moves each, %u positions)\n",
           generations / elapsed, (double) listed / generations, states->len);
  for (guint i = 0; i < states->len; i++)
    ludus_game_free_state (game, g_ptr_array_index (states, i));
}

/* BOARD HELPER: add render timing here (render each collected position with
 * the board's render function into a cairo_image_surface and print renders
 * per second). */

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  guint n_games = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 5000;

  bench_games (game, MAX (n_games, 1));
  bench_legal_moves (game);
  return 0;
}
