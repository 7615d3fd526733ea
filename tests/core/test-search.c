/* test-search.c: the search interface on the test game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-search.h"
#include "testgame.h"

static LudusGame *game;

/* The shared contract: views kept, components conserved, playouts end. */
static void
test_determinize_contract (void)
{
  LudusTestSearchConfig config = { .games_per_count = 20, .playout_every = 7, .seed = 4100 };
  LudusTestSearchReport report;

  ludus_test_check_search (game, &config, &report);
  g_assert_cmpuint (report.playouts, >, 100);
}

/* What seat 0 cannot see is redrawn: over many samples, the other hands
 * take values other than the true ones, and seat 0's own hand never moves. */
static void
test_determinize_resamples_hidden (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 3, 5, NULL, &error);
  const TestgameState *truth = (const TestgameState *) state;
  gboolean other_hand_changed = FALSE, deck_changed = FALSE;
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 99);
  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(LudusState) sample = ludus_game_determinize (game, state, 0, &rng);
      const TestgameState *s = (const TestgameState *) sample;

      g_assert_cmpmem (s->hand[0], sizeof s->hand[0], truth->hand[0], sizeof truth->hand[0]);
      other_hand_changed |= memcmp (s->hand[1], truth->hand[1], sizeof s->hand[1]) != 0;
      deck_changed |= memcmp (s->deck, truth->deck, sizeof s->deck) != 0;
      g_assert_cmpuint (s->n_hand[1], ==, truth->n_hand[1]);
      g_assert_cmpuint (s->n_deck, ==, truth->n_deck);
    }
  g_assert_true (other_hand_changed);
  g_assert_true (deck_changed);
}

/* A view key tells seats' views apart and ignores what the seat cannot see. */
static void
test_view_key (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 2, 8, NULL, &error);
  g_autoptr(LudusState) other = NULL;
  TestgameState *s;

  g_assert_no_error (error);
  other = ludus_state_copy (state);
  s = (TestgameState *) other;
  /* Swap one card between seat 1's hand and the deck: seat 0 cannot tell. */
  {
    guint8 card = s->hand[1][0];

    s->hand[1][0] = s->deck[0];
    s->deck[0] = card;
  }
  g_assert_cmpuint (ludus_game_get_view_key (game, state, 0), ==,
                    ludus_game_get_view_key (game, other, 0));
  if (((TestgameState *) state)->hand[1][0] != s->hand[1][0])
    g_assert_cmpuint (ludus_game_get_view_key (game, state, 1), !=,
                      ludus_game_get_view_key (game, other, 1));
}

/* Utilities rank first, then margin, within [0, 1]. */
static void
test_utilities (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 3, 21, NULL, &error);
  double u[LUDUS_MAX_PLAYERS];
  guint ranks[LUDUS_MAX_PLAYERS];
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 21);
  g_assert_cmpint (ludus_play_random (game, state, &rng, 10000, NULL, NULL, &error), >, 0);
  ludus_game_get_utilities (game, state, u);
  ludus_game_get_ranks (game, state, ranks);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpfloat (u[p], >=, 0.0);
      g_assert_cmpfloat (u[p], <=, 1.0);
      for (guint q = 0; q < 3; q++)
        if (ranks[p] < ranks[q])
          g_assert_cmpfloat (u[p], >, u[q]);
    }
}

/* Alone against an automa: rising with the margin over the whole range of
 * real margins (playouts from mid-game end some 130 points behind, good
 * games within 50 either side), and a win always above a loss. */
static void
test_solo_utility (void)
{
  double previous = 0.0;

  for (int margin = -250; margin <= 150; margin++)
    {
      double u = ludus_game_solo_utility (margin, margin > 0);

      g_assert_cmpfloat (u, >, previous);
      g_assert_cmpfloat (u, <, 1.0);
      previous = u;
    }
  /* Ten points are worth a step the search can see, from -130 to +50. */
  for (int margin = -130; margin <= 50; margin += 10)
    g_assert_cmpfloat (ludus_game_solo_utility (margin + 10, margin + 10 > 0)
                       - ludus_game_solo_utility (margin, margin > 0), >, 0.003);
  g_assert_cmpfloat (ludus_game_solo_utility (-10, FALSE) - ludus_game_solo_utility (-60, FALSE),
                     >, 0.2);
  /* Won or lost on a tie-break: the result comes first. */
  g_assert_cmpfloat (ludus_game_solo_utility (0, TRUE), >, 0.5);
  g_assert_cmpfloat (ludus_game_solo_utility (0, FALSE), <, 0.5);
  g_assert_cmpfloat (ludus_game_solo_utility (-3, TRUE), >, ludus_game_solo_utility (2, FALSE));
}

/* Moves that reveal (cards turned up, cards drawn) are told apart from
 * those that do not, and the turn ends where the seat stops acting. */
static void
test_reveals_and_turn_end (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 2, 3, NULL, &error);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(LudusState) after = NULL;
  LudusMove first;

  g_assert_no_error (error);
  ludus_game_legal_moves (game, state, 0, moves);
  first = g_array_index (moves, LudusMove, 0);
  /* Seat 0 plays face down first: nothing is shown yet, and its turn is over. */
  g_assert_false (ludus_game_move_reveals (game, state, 0, &first));
  after = ludus_state_copy (state);
  ludus_game_apply_trusted (game, after, 0, &first);
  g_assert_true (ludus_game_ends_turn (game, state, after, 0, &first));
  /* Seat 1's card completes the round: the cards are turned up. */
  ludus_game_legal_moves (game, after, 1, moves);
  g_assert_true (ludus_game_move_reveals (game, after, 1, &g_array_index (moves, LudusMove, 0)));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);
  g_test_add_func ("/ludus/core/search/determinize-contract", test_determinize_contract);
  g_test_add_func ("/ludus/core/search/determinize-resamples", test_determinize_resamples_hidden);
  g_test_add_func ("/ludus/core/search/view-key", test_view_key);
  g_test_add_func ("/ludus/core/search/utilities", test_utilities);
  g_test_add_func ("/ludus/core/search/solo-utility", test_solo_utility);
  g_test_add_func ("/ludus/core/search/reveals-and-turn-end", test_reveals_and_turn_end);
  status = g_test_run ();
  g_object_unref (game);
  return status;
}
