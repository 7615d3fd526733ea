/* ft-bench.c: random full Forum Trajanum games per second
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: ft-bench [GAMES [PLAYERS]]   (default 2000 games, 4 players)
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "ft-game.h"
#include "ft-rules.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 2000;
  guint players = argc > 2 ? (guint) atoi (argv[2]) : 4;
  guint64 moves = 0;
  gint64 start, elapsed;
  clock_t cpu_start;
  double cpu;

  if (games == 0 || players < 2 || players > FT_MAX_PLAYERS)
    {
      g_printerr ("usage: ft-bench [GAMES [PLAYERS]]\n");
      return 2;
    }
  start = g_get_monotonic_time ();
  cpu_start = clock ();
  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;
      LudusState *state = ludus_game_new_state (game, players, 5000 + i, NULL, &error);
      LudusRng rng;
      gint64 n;

      if (state == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      ludus_rng_init (&rng, 9000 + i);
      n = ludus_play_random (game, state, &rng, 1000000, NULL, NULL, &error);
      if (n < 0)
        {
          g_printerr ("game %u: %s\n", i, error->message);
          return 1;
        }
      moves += (guint64) n;
      ludus_game_free_state (game, state);
    }
  elapsed = g_get_monotonic_time () - start;
  cpu = (double) (clock () - cpu_start) / CLOCKS_PER_SEC;
  /* Wall-clock figures rise and fall with the machine's other work; the
   * processor time is the one to compare. */
  g_print ("Forum Trajanum: %u random %u-player games, %.0f moves per game\n"
           "  wall clock:     %.2f s, %.0f games/s, %.0f moves/s\n"
           "  processor time: %.2f s, %.0f games/s, %.0f moves/s\n",
           games, players, (double) moves / games,
           elapsed / 1e6, games / (elapsed / 1e6), moves / (elapsed / 1e6),
           cpu, games / MAX (cpu, 1e-6), moves / MAX (cpu, 1e-6));
  return 0;
}
