/* ludus-test-player.c: the computer player, checked the same way for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-player.h"

static void
search (LudusGame                   *game,
        const LudusState            *state,
        guint                        seat,
        const LudusTestPlayerConfig *config,
        guint64                      seed,
        guint                        n_threads,
        LudusSearchResult           *result)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusSearch) player = NULL;
  LudusSearchConfig search_config;

  ludus_search_config_init (&search_config, config->level);
  search_config.iterations = config->iterations;
  search_config.milliseconds = 0;
  search_config.n_trees = 2;
  search_config.n_threads = n_threads;
  search_config.seed = seed;
  player = ludus_search_new (game, &search_config);
  g_assert_true (ludus_search_run (player, state, seat, NULL, result, &error));
  g_assert_no_error (error);
}

static void
assert_same_result (LudusGame               *game,
                    const LudusSearchResult *a,
                    const LudusSearchResult *b)
{
  if (memcmp (&a->move, &b->move, sizeof a->move) != 0)
    {
      g_autofree char *x = ludus_game_move_to_string (game, &a->move);
      g_autofree char *y = ludus_game_move_to_string (game, &b->move);

      g_assert_cmpstr (y, ==, x);
    }
  g_assert_cmpuint (a->n_choices, ==, b->n_choices);
  g_assert_cmpuint (a->iterations, ==, b->iterations);
  g_assert_cmpuint (a->visits, ==, b->visits);
  g_assert_cmpfloat (a->value, ==, b->value);
  g_assert_cmpuint (a->nodes, ==, b->nodes);
}

static gboolean
same_but_generator (const LudusState *a,
                    const LudusState *b)
{
  g_autoptr(LudusState) x = ludus_state_copy (a);
  g_autoptr(LudusState) y = ludus_state_copy (b);
  LudusRng none = { { 0 } };

  ludus_state_set_rng (x, &none);
  ludus_state_set_rng (y, &none);
  return memcmp (x, y, ludus_state_get_size (x)) == 0;
}

/* The repeat on two threads, the truth, and a position with other hidden information. */
static void
check_decision (LudusGame                   *game,
                const LudusState            *truth,
                const LudusState            *sample,
                guint                        seat,
                const LudusTestPlayerConfig *config,
                guint64                      seed,
                const LudusSearchResult     *first,
                LudusRng                    *rng,
                LudusTestPlayerReport       *report)
{
  g_autoptr(LudusState) other = ludus_game_determinize (game, truth, seat, rng);
  LudusSearchResult again;

  search (game, sample, seat, config, seed, 2, &again);
  assert_same_result (game, first, &again);
  report->repeated++;

  search (game, truth, seat, config, seed, 1, &again);
  assert_same_result (game, first, &again);
  g_assert_cmpuint (ludus_game_get_view_key (game, other, seat), ==,
                    ludus_game_get_view_key (game, truth, seat));
  search (game, other, seat, config, seed, 1, &again);
  assert_same_result (game, first, &again);
  report->blind++;
  report->blind_differing += !same_but_generator (other, truth);
}

static void
play_game (LudusGame                   *game,
           guint                        n_players,
           guint64                      seed,
           const LudusTestPlayerConfig *config,
           LudusTestPlayerReport       *report)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x706c61796572));
  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      guint64 decision_seed = ludus_rng_next (&rng);
      g_autoptr(LudusState) sample = ludus_game_determinize (game, state, actor, &rng);
      LudusSearchResult result;

      search (game, sample, actor, config, decision_seed, 1, &result);
      if (config->check_every > 0 && report->decisions % config->check_every == 0)
        check_decision (game, state, sample, actor, config, decision_seed, &result, &rng,
                        report);
      report->searched += result.n_choices > 1;
      report->decisions++;
      /* Judged, not trusted: the move must be legal in the true position. */
      g_assert_true (ludus_game_apply (game, state, actor, &result.move, &error));
      g_assert_no_error (error);
    }
}

void
ludus_test_check_player (LudusGame                   *game,
                         const LudusTestPlayerConfig *config,
                         LudusTestPlayerReport       *report)
{
  guint min_players, max_players;

  memset (report, 0, sizeof *report);
  g_assert_true (ludus_search_supports (game));
  ludus_game_get_player_range (game, &min_players, &max_players);
  for (guint n_players = min_players; n_players <= max_players; n_players++)
    for (guint i = 0; i < config->games_per_count; i++)
      play_game (game, n_players, config->seed + 100 * n_players + i, config, report);

  g_test_message ("%s: %" G_GUINT64_FORMAT " decisions by the search (%" G_GUINT64_FORMAT
                  " with a choice), %" G_GUINT64_FORMAT " repeated on two threads, %"
                  G_GUINT64_FORMAT " searches of a position the seat cannot tell apart (%"
                  G_GUINT64_FORMAT " really different)", ludus_game_get_id (game),
                  report->decisions, report->searched, report->repeated, report->blind,
                  report->blind_differing);
  g_assert_cmpuint (report->searched, >, 0);
  if (ludus_game_get_flags (game) & LUDUS_GAME_HIDDEN_INFORMATION)
    g_assert_cmpuint (report->blind_differing, >, 0);
}
