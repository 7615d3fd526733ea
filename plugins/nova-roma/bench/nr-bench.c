/* nr-bench.c: random full Nova Roma games per second
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: nr-bench [GAMES [PLAYERS]]   (default 5000 games, 4 players)
 *
 * Plays uniformly random legal moves on one core and prints games and
 * decisions per second: first through the rules table itself, as the
 * search's playouts do (actors, legal_moves, apply), then the same games
 * through the LudusGame interface (legal_moves, then apply_trusted, with
 * its type checks); then plays some of the games again timing legal_moves
 * and apply apart.
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "nr-game.h"
#include "nr-rules.h"

typedef struct
{
  guint64 decisions;
  double  list;           /* processor seconds in legal_moves, when timed */
  double  apply;          /* and in apply */
} Totals;

static double
cpu_now (void)
{
  return (double) clock () / CLOCKS_PER_SEC;
}

/* One random game from seed through the rules table, as search playouts do. */
static void
play_direct (LudusGame *game,
             guint      players,
             guint64    seed,
             GArray    *moves,
             Totals    *totals)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, players, seed, NULL, &error);
  LudusRng rng;

  if (state == NULL)
    g_error ("%s", error->message);
  ludus_rng_init (&rng, seed ^ 0x9e3779b97f4a7c15);
  while (!nr_rules.is_over (state))
    {
      guint actor = (guint) g_bit_nth_lsf (nr_rules.actors (state), -1);

      g_array_set_size (moves, 0);
      nr_rules.legal_moves (state, actor, moves);
      if (moves->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal move before the end", seed);
      nr_rules.apply (state, actor,
                      &g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len)));
      totals->decisions++;
    }
}

/* One random game from seed; with timed, every call is timed apart. */
static void
play (LudusGame *game,
      guint      players,
      guint64    seed,
      gboolean   timed,
      GArray    *moves,
      Totals    *totals)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, players, seed, NULL, &error);
  LudusRng rng;

  if (state == NULL)
    g_error ("%s", error->message);
  ludus_rng_init (&rng, seed ^ 0x9e3779b97f4a7c15);
  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      double t0 = timed ? cpu_now () : 0, t1 = 0;
      const LudusMove *move;

      ludus_game_legal_moves (game, state, actor, moves);
      if (moves->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal move before the end", seed);
      if (timed)
        t1 = cpu_now ();
      move = &g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
      ludus_game_apply_trusted (game, state, actor, move);
      if (timed)
        {
          totals->list += t1 - t0;
          totals->apply += cpu_now () - t1;
        }
      totals->decisions++;
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&nr_rules, NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5000;
  guint players = argc > 2 ? (guint) atoi (argv[2]) : 4;
  guint timed_games = MIN (games, 500);
  Totals direct = { 0 }, plain = { 0 }, timed = { 0 };
  gint64 wall;
  double cpu, cpu_direct;

  if (games == 0 || players < 1 || players > NR_MAX_PLAYERS)
    {
      g_printerr ("usage: nr-bench [GAMES [PLAYERS]]\n");
      return 2;
    }
  cpu_direct = cpu_now ();
  for (guint i = 0; i < games; i++)
    play_direct (game, players, 5000 + i, moves, &direct);
  cpu_direct = cpu_now () - cpu_direct;
  wall = g_get_monotonic_time ();
  cpu = cpu_now ();
  for (guint i = 0; i < games; i++)
    play (game, players, 5000 + i, FALSE, moves, &plain);
  cpu = cpu_now () - cpu;
  wall = g_get_monotonic_time () - wall;
  for (guint i = 0; i < timed_games; i++)
    play (game, players, 5000 + i, TRUE, moves, &timed);
  /* Wall-clock figures rise and fall with the machine's other work; the
   * processor time is the one to compare. */
  g_print ("Nova Roma: %u random %u-player games, %.0f decisions per game\n"
           "  rules table:    processor time %.2f s, %.0f games/s, %.0f decisions/s\n"
           "  LudusGame:      processor time %.2f s, %.0f games/s, %.0f decisions/s\n"
           "  wall clock:     %.2f s, %.0f games/s (LudusGame)\n"
           "  per decision:   legal_moves %.2f us, apply %.2f us (timed apart over %u games)\n",
           games, players, (double) plain.decisions / games,
           cpu_direct, games / MAX (cpu_direct, 1e-6), direct.decisions / MAX (cpu_direct, 1e-6),
           cpu, games / MAX (cpu, 1e-6), plain.decisions / MAX (cpu, 1e-6),
           wall / 1e6, games / MAX (wall / 1e6, 1e-6),
           1e6 * timed.list / timed.decisions, 1e6 * timed.apply / timed.decisions, timed_games);
  return 0;
}
