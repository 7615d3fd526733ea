/* ludus-test-search.c: the search interface's contract, checked for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-search.h"

static gboolean
same_bytes (const LudusState *a,
            const LudusState *b)
{
  return ludus_state_get_size (a) == ludus_state_get_size (b) &&
         memcmp (a, b, ludus_state_get_size (a)) == 0;
}

/* The seat's view of the sample is its view of the truth. */
static void
check_view (LudusGame        *game,
            const LudusState *truth,
            const LudusState *sample,
            guint             seat)
{
  g_autoptr(LudusState) seen = ludus_game_redact (game, truth, (int) seat);
  g_autoptr(LudusState) sampled = ludus_game_redact (game, sample, (int) seat);

  if (!same_bytes (seen, sampled))
    {
      g_autofree char *a = ludus_game_state_to_string (game, seen);
      g_autofree char *b = ludus_game_state_to_string (game, sampled);

      g_assert_cmpstr (b, ==, a);
      g_error ("seat %u: the sample redacts to other bytes but the same JSON", seat);
    }
  g_assert_cmpuint (ludus_game_get_view_key (game, sample, seat), ==,
                    ludus_game_get_view_key (game, truth, seat));
}

/* The sample depends on the seat's view alone: determinizing another
 * position the seat cannot tell from the truth (the sample itself) with the
 * same generator gives the same bytes. So a search that only ever sees
 * samples cannot learn anything the seat could not see. */
static void
check_blind (LudusGame        *game,
             const LudusState *truth,
             const LudusState *sample,
             guint             seat)
{
  LudusRng a, b;
  g_autoptr(LudusState) from_truth = NULL;
  g_autoptr(LudusState) from_sample = NULL;

  ludus_rng_init (&a, ludus_state_hash (truth) ^ seat);
  b = a;
  from_truth = ludus_game_determinize (game, truth, seat, &a);
  from_sample = ludus_game_determinize (game, sample, seat, &b);
  if (!same_bytes (from_truth, from_sample))
    {
      g_autofree char *x = ludus_game_state_to_string (game, from_truth);
      g_autofree char *y = ludus_game_state_to_string (game, from_sample);

      g_assert_cmpstr (y, ==, x);
      g_error ("seat %u: determinize depends on what the seat cannot see", seat);
    }
}

/* The engine's JSON reader checks that every component is there once. */
static void
check_consistent (LudusGame        *game,
                  const LudusState *sample)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, sample);
  g_autoptr(LudusState) back = ludus_game_state_from_json (game, node, &error);

  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_true (ludus_game_states_equal (game, sample, back));
}

static void
check_playout (LudusGame        *game,
               const LudusState *sample,
               LudusRng         *rng)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) play = ludus_state_copy (sample);

  g_assert_cmpint (ludus_play_random (game, play, rng, 100000, NULL, NULL, &error), >=, 0);
  g_assert_no_error (error);
  g_assert_true (ludus_game_is_over (game, play));
}

static void
check_position (LudusGame                   *game,
                const LudusState            *state,
                const LudusTestSearchConfig *config,
                LudusRng                    *rng,
                LudusTestSearchReport       *report)
{
  guint n = ludus_state_get_n_players (state);

  for (guint seat = 0; seat < n; seat++)
    {
      LudusRng fork = *rng;
      g_autoptr(LudusState) sample = ludus_game_determinize (game, state, seat, rng);
      g_autoptr(LudusState) again = ludus_game_determinize (game, state, seat, &fork);
      LudusRng none = { { 0 } };
      g_autoptr(LudusState) a = ludus_state_copy (state);
      g_autoptr(LudusState) b = ludus_state_copy (sample);

      g_assert_true (same_bytes (sample, again));
      check_view (game, state, sample, seat);
      check_blind (game, state, sample, seat);
      check_consistent (game, sample);
      ludus_state_set_rng (a, &none);
      ludus_state_set_rng (b, &none);
      report->differing += !same_bytes (a, b);
      report->determinizations++;
      if (config->playout_every > 0 && report->decisions % config->playout_every == seat)
        {
          check_playout (game, sample, rng);
          report->playouts++;
        }
    }
  report->decisions++;
}

void
ludus_test_check_search (LudusGame                   *game,
                         const LudusTestSearchConfig *config,
                         LudusTestSearchReport       *report)
{
  guint min_players, max_players;

  memset (report, 0, sizeof *report);
  ludus_game_get_player_range (game, &min_players, &max_players);
  for (guint n_players = min_players; n_players <= max_players; n_players++)
    for (guint i = 0; i < config->games_per_count; i++)
      {
        g_autoptr(GError) error = NULL;
        guint64 seed = config->seed + 100 * n_players + i;
        g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, seed, NULL, &error);
        g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
        LudusRng rng;

        g_assert_no_error (error);
        ludus_rng_init (&rng, seed);
        while (!ludus_game_is_over (game, state))
          {
            guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

            check_position (game, state, config, &rng, report);
            ludus_game_legal_moves (game, state, actor, moves);
            g_assert_cmpuint (moves->len, >, 0);
            ludus_game_apply_trusted (game, state, actor,
                                      &g_array_index (moves, LudusMove,
                                                      ludus_rng_below (&rng, moves->len)));
          }
      }

  g_test_message ("%" G_GUINT64_FORMAT " decisions, %" G_GUINT64_FORMAT " determinizations "
                  "(%" G_GUINT64_FORMAT " differing from the truth), %" G_GUINT64_FORMAT
                  " playouts to the end", report->decisions, report->determinizations,
                  report->differing, report->playouts);
  if (ludus_game_get_flags (game) & LUDUS_GAME_HIDDEN_INFORMATION)
    g_assert_cmpuint (report->differing, >, 0);
}
