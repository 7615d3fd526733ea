/* ludus-test-moves.c: checks every game's moves must pass, shared by the games' tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ludus-test-moves.h"

static gboolean
move_in (GArray          *moves,
         guint            end,
         const LudusMove *move)
{
  for (guint i = 0; i < end; i++)
    if (memcmp (&g_array_index (moves, LudusMove, i), move, sizeof *move) == 0)
      return TRUE;
  return FALSE;
}

/* Random moves by random seats in this position: legal exactly when listed, refused without
 * a trace otherwise. */
static guint
probe_position (LudusGame                  *game,
                LudusState                 *state,
                guint                       n_players,
                const LudusTestMovesConfig *config,
                LudusRng                   *rng,
                GArray                     *moves)
{
  guint refused = 0;

  for (guint k = 0; k < config->probes_per_position; k++)
    {
      g_autoptr(GError) error = NULL;
      LudusMove probe = { 0 }, canonical;
      guint seat = ludus_rng_below (rng, n_players + 1);
      LudusState *copy;
      gboolean legal;

      probe.kind = (int) ludus_rng_below (rng, config->n_move_kinds + 1);
      for (guint a = 0; a < 4; a++)
        if (ludus_rng_below (rng, 2))
          probe.args[a] = (int) ludus_rng_below (rng, (guint) config->arg_limit) - 1;
      g_array_set_size (moves, 0);
      if (seat < n_players)
        ludus_game_legal_moves (game, state, seat, moves);
      /* A move in another order of its equal parts is the listed move. */
      canonical = probe;
      if (seat < n_players)
        ludus_game_canonicalize_move (game, state, seat, &canonical);
      legal = ludus_game_is_legal (game, state, seat, &probe);
      g_assert_cmpint (legal, ==, move_in (moves, moves->len, &canonical));
      if (legal)
        continue;
      copy = ludus_game_copy_state (game, state);
      g_assert_false (ludus_game_apply (game, state, seat, &probe, &error));
      g_assert_nonnull (error);
      g_assert_cmpmem (state, config->state_size, copy, config->state_size);
      ludus_game_free_state (game, copy);
      refused++;
    }
  return refused;
}

guint64
ludus_test_check_moves (LudusGame                  *game,
                        const LudusTestMovesConfig *config)
{
  guint64 refused = 0, accepted = 0;
  guint min_players, max_players;

  ludus_game_get_player_range (game, &min_players, &max_players);
  for (guint n_players = min_players; n_players <= max_players; n_players++)
    for (guint i = 0; i < config->games_per_count; i++)
      {
        g_autoptr(GError) error = NULL;
        guint64 seed = 77000 + 10 * n_players + i;
        LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
        g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
        LudusRng rng;

        g_assert_no_error (error);
        ludus_rng_init (&rng, seed);
        while (!ludus_game_is_over (game, state))
          {
            guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
            LudusMove move;

            refused += probe_position (game, state, n_players, config, &rng, moves);
            g_array_set_size (moves, 0);
            ludus_game_legal_moves (game, state, actor, moves);
            g_assert_cmpuint (moves->len, >, 0);
            for (guint k = 0; k < moves->len; k++)
              {
                const LudusMove *listed = &g_array_index (moves, LudusMove, k);
                LudusMove canonical = *listed;

                g_assert_true (ludus_game_is_legal (game, state, actor, listed));
                /* Listed moves are already in their canonical form. */
                ludus_game_canonicalize_move (game, state, actor, &canonical);
                g_assert_cmpmem (&canonical, sizeof canonical, listed, sizeof *listed);
                if (config->check_listed_once)
                  g_assert_false (move_in (moves, k, listed));
              }
            move = g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
            g_assert_true (ludus_game_apply (game, state, actor, &move, &error));
            g_assert_no_error (error);
            accepted++;
          }
        ludus_game_free_state (game, state);
      }
  g_test_message ("%" G_GUINT64_FORMAT " moves played, %" G_GUINT64_FORMAT " refused",
                  accepted, refused);
  return refused;
}
