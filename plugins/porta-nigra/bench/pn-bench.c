/* pn-bench.c: random full Porta Nigra games per second on one core
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: pn-bench [GAMES [PLAYERS]]   (default 5000 games, 4 players)
 *
 * Plays seeded random games through the LudusGame interface, as search
 * playouts do (legal moves listed, one applied trusted), and prints the
 * wall-clock and processor-time rates, the moves per game, and the cost
 * of a legal-move list.
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "pn-rules.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&pn_rules, NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5000;
  guint players = argc > 2 ? (guint) atoi (argv[2]) : 4;
  guint64 n_moves = 0, listed = 0;
  gint64 start, elapsed;
  clock_t cpu_start;
  double cpu;

  if (games == 0 || players < 2 || players > PN_MAX_PLAYERS)
    {
      g_printerr ("usage: pn-bench [GAMES [PLAYERS]]\n");
      return 2;
    }
  start = g_get_monotonic_time ();
  cpu_start = clock ();
  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusState) state = ludus_game_new_state (game, players, 7000 + i, NULL, &error);
      LudusRng rng;

      if (state == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      ludus_rng_init (&rng, 3000 + i);
      while (!ludus_game_is_over (game, state))
        {
          guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

          ludus_game_legal_moves (game, state, actor, moves);
          listed += moves->len;
          ludus_game_apply_trusted (game, state, actor,
                                    &g_array_index (moves, LudusMove,
                                                    ludus_rng_below (&rng, moves->len)));
          n_moves++;
        }
    }
  elapsed = g_get_monotonic_time () - start;
  cpu = (double) (clock () - cpu_start) / CLOCKS_PER_SEC;
  /* Wall-clock figures rise and fall with the machine's other work; the
   * processor time is the one to compare. */
  g_print ("Porta Nigra: %u random %u-player games, %.0f moves per game, %.1f legal moves "
           "per decision\n"
           "  wall clock:     %.2f s, %.0f games/s, %.0f moves/s\n"
           "  processor time: %.2f s, %.0f games/s, %.0f moves/s\n",
           games, players, (double) n_moves / games, (double) listed / MAX (n_moves, 1),
           elapsed / 1e6, games / (elapsed / 1e6), n_moves / (elapsed / 1e6),
           cpu, games / MAX (cpu, 1e-6), n_moves / MAX (cpu, 1e-6));
  return 0;
}
