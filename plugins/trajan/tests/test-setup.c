/* test-setup.c: setup for 2, 3 and 4 players, and the setup decisions
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "ludus-test-start.h"

static LudusGame *game;

static guint
count_forum_spaces (const TrajanState *s)
{
  guint n = 0;

  for (guint i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
    n += s->forum_space[i] != TRAJAN_EMPTY;
  return n;
}

static guint
stack_total (const TrajanState *s)
{
  guint n = 0;

  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    n += s->stack_n[c];
  return n;
}

static void
apply_ok (LudusState *state,
          guint       player,
          LudusMove  *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply (game, state, player, move, &error));
  g_assert_no_error (error);
}

/* Plays the setup decisions with fixed choices and returns the state at the
 * first turn. */
static LudusState *
play_setup (guint n_players,
            guint64 seed)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  TrajanState *s = (TrajanState *) state;
  const int colours[TRAJAN_N_MARKERS] = { 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5 };

  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    {
      guint p = (s->start_player + i) % n_players;

      g_assert_cmpuint (s->phase, ==, TRAJAN_PHASE_SETUP_MARKERS);
      g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 1u << p);
      /* The last marker has a single place, and the game puts it there. */
      for (guint k = 0; k + 1 < TRAJAN_N_MARKERS; k++)
        {
          LudusMove m = { TRAJAN_MOVE_SETUP_MARKER, { (int) k / 2, colours[k] } };

          apply_ok (state, p, &m);
        }
      g_assert_cmpuint (s->players[p].bowls[5][colours[TRAJAN_N_MARKERS - 1]], ==, 1);
    }
  for (guint i = 0; i < n_players; i++)
    {
      guint p = (s->start_player + i) % n_players;

      for (int k = 0; k < TRAJAN_SETUP_CARDS; k++)
        {
          LudusMove m = { TRAJAN_MOVE_SETUP_TAKE_CARD, { k } };

          g_assert_cmpuint (s->phase, ==, TRAJAN_PHASE_SETUP_GOODS);
          apply_ok (state, p, &m);
        }
    }
  for (guint i = 0; i < n_players; i++)
    {
      guint p = (s->start_player + i) % n_players;

      for (int k = 0; k < TRAJAN_SETUP_TILES; k++)
        {
          LudusMove m = { TRAJAN_MOVE_SETUP_PICK_TRAJAN, { (int) (i + k) % 6, 2 * k + 1 } };

          g_assert_cmpuint (s->phase, ==, TRAJAN_PHASE_SETUP_TRAJAN);
          apply_ok (state, p, &m);
        }
    }
  g_assert_cmpuint (s->phase, ==, TRAJAN_PHASE_CHOOSE_BOWL);
  g_assert_cmpuint (s->current, ==, s->start_player);
  return state;
}

static void
check_counts (guint n_players,
              guint forum_spaces,
              guint deck,
              guint forum_pile,
              guint stacks,
              guint bag)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      LudusState *state = play_setup (n_players, seed);
      const TrajanState *s = (const TrajanState *) state;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (count_forum_spaces (s), ==, forum_spaces);
      g_assert_cmpuint (s->deck_n, ==, deck);
      g_assert_cmpuint (s->forum_pile_n, ==, forum_pile);
      g_assert_cmpuint (stack_total (s), ==, stacks);
      g_assert_cmpuint (s->bag_n, ==, bag);
      g_assert_cmpuint (s->extra_pile_n, ==, 9);
      g_assert_cmpuint (s->demand_pile_n, ==, 12);
      g_assert_cmpuint (s->demand_dead_n, ==, 3);
      g_assert_cmpuint (s->time_pos, ==, 0);
      g_assert_cmpuint (s->quarter, ==, 1);
      g_assert_cmpuint (s->round, ==, 1);
      g_assert_cmpuint (s->quarter_tiles, ==, 4);
      for (guint i = 0; i < TRAJAN_N_PROVINCES; i++)
        g_assert_cmpint (s->province_tile[i], !=, TRAJAN_EMPTY);
      for (guint i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
        g_assert_cmpint (s->yellow_space[i], !=, TRAJAN_EMPTY);
      for (guint i = 0; i < TRAJAN_N_SPACES; i++)
        g_assert_cmpint (s->space_tile[i], !=, TRAJAN_EMPTY);
      for (guint i = 0; i < TRAJAN_N_SENATE_BONUS; i++)
        g_assert_cmpint (s->senate_bonus[i], !=, TRAJAN_EMPTY);
      for (guint p = 0; p < n_players; p++)
        {
          const TrajanPlayer *pl = &s->players[p];
          guint hand = 0;

          for (guint k = 0; k < TRAJAN_N_GOODS; k++)
            hand += pl->hand[k];
          g_assert_cmpuint (hand, ==, 3);
          g_assert_cmpuint (pl->supply, ==, 13);
          g_assert_cmpuint (pl->military_camp, ==, 1);
          g_assert_cmpuint (pl->worker_camp, ==, 1);
          g_assert_cmpint (pl->commander, ==, TRAJAN_COMMANDER_CAMP);
          g_assert_cmpuint (pl->arch, ==, 0);
          g_assert_cmpint (pl->slots[0], ==, TRAJAN_EMPTY);
          g_assert_cmpint (pl->slots[1], !=, TRAJAN_EMPTY);
          g_assert_cmpint (pl->slots[3], !=, TRAJAN_EMPTY);
          g_assert_cmpint (pl->slots[5], !=, TRAJAN_EMPTY);
          g_assert_cmpuint (__builtin_popcount (pl->bonus), ==, 1);
          g_assert_cmpuint (pl->bonus_grey, ==, 0);
          g_assert_cmpint (pl->vp, ==, 0);
          for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
            g_assert_cmpuint (pl->bowls[b][0] + pl->bowls[b][1] + pl->bowls[b][2]
                              + pl->bowls[b][3] + pl->bowls[b][4] + pl->bowls[b][5], ==, 2);
        }
      /* Senate stack: the start player lies at the bottom. */
      for (guint p = 0; p < n_players; p++)
        if (p != s->start_player)
          g_assert_cmpuint (s->players[p].senate_stamp, >, s->players[s->start_player].senate_stamp);
      g_assert_true (trajan_state_check (trajan_data_get (NULL), s, &error));
      g_assert_no_error (error);
      ludus_game_free_state (game, state);
    }
}

static void
test_counts_2 (void)
{
  check_counts (2, 6, 52, 54, 48, 8);
}

static void
test_counts_3 (void)
{
  check_counts (3, 9, 49, 51, 45, 7);
}

static void
test_counts_4 (void)
{
  check_counts (4, 12, 46, 48, 42, 6);
}

static void
test_bad_player_count (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ludus_game_new_state (game, 1, 1, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
  g_assert_null (ludus_game_new_state (game, 5, 1, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
}

static void
refuse (LudusState *state,
        guint       player,
        LudusMove  *move)
{
  g_autofree char *before = ludus_game_state_to_string (game, state);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (ludus_game_apply (game, state, player, move, &error));
  g_assert_nonnull (error);
  after = ludus_game_state_to_string (game, state);
  g_assert_cmpstr (before, ==, after);
}

static void
test_setup_refusals (void)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 3, 5, NULL, &error);
  TrajanState *s = (TrajanState *) state;
  guint p = s->start_player;
  LudusMove yellow0 = { TRAJAN_MOVE_SETUP_MARKER, { 0, 0 } };
  LudusMove yellow1 = { TRAJAN_MOVE_SETUP_MARKER, { 1, 0 } };
  LudusMove bad_bowl = { TRAJAN_MOVE_SETUP_MARKER, { 6, 0 } };
  LudusMove card = { TRAJAN_MOVE_SETUP_TAKE_CARD, { 0 } };

  g_assert_no_error (error);
  /* Another seat, a bowl out of range, a card before the markers. */
  refuse (state, (p + 1) % 3, &yellow0);
  refuse (state, p, &bad_bowl);
  refuse (state, p, &card);
  apply_ok (state, p, &yellow0);
  apply_ok (state, p, &yellow0);
  /* The bowl is full, and no yellow marker is left. */
  refuse (state, p, &yellow0);
  refuse (state, p, &yellow1);
  ludus_game_free_state (game, state);

  state = play_setup (2, 9);
  ludus_game_free_state (game, state);
}

static void
test_setup_pick_refusals (void)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 2, 3, NULL, &error);
  TrajanState *s = (TrajanState *) state;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  LudusRng rng;
  LudusMove pick = { TRAJAN_MOVE_SETUP_PICK_TRAJAN, { 2, 1 } };
  LudusMove same_category = { TRAJAN_MOVE_SETUP_PICK_TRAJAN, { 2, 3 } };
  LudusMove same_slot = { TRAJAN_MOVE_SETUP_PICK_TRAJAN, { 3, 1 } };
  LudusMove slot_one = { TRAJAN_MOVE_SETUP_PICK_TRAJAN, { 3, 0 } };

  ludus_rng_init (&rng, 1);
  while (s->phase != TRAJAN_PHASE_SETUP_TRAJAN)
    {
      LudusMove m;
      guint actor = g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

      g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &m));
      apply_ok (state, actor, &m);
    }
  refuse (state, s->setup_player, &slot_one);
  ludus_game_legal_moves (game, state, s->setup_player, moves);
  g_assert_cmpuint (moves->len, ==, 6 * 3);
  apply_ok (state, s->setup_player, &pick);
  refuse (state, s->setup_player, &same_category);
  refuse (state, s->setup_player, &same_slot);
  g_array_set_size (moves, 0);
  ludus_game_legal_moves (game, state, s->setup_player, moves);
  g_assert_cmpuint (moves->len, ==, 5 * 2);
  ludus_game_free_state (game, state);
}

static guint
start_player_of (const LudusState *state)
{
  return ((const TrajanState *) state)->start_player;
}

/* "Choose the start player by any method (engine: host choice or random)". */
static void
test_start_player (void)
{
  ludus_test_check_start_player (game, "start_player", start_player_of);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  game = ludus_rules_game_new (&trajan_rules, NULL);
  g_test_add_func ("/ludus/trajan/setup/2-players", test_counts_2);
  g_test_add_func ("/ludus/trajan/setup/3-players", test_counts_3);
  g_test_add_func ("/ludus/trajan/setup/4-players", test_counts_4);
  g_test_add_func ("/ludus/trajan/setup/bad-player-count", test_bad_player_count);
  g_test_add_func ("/ludus/trajan/setup/refusals", test_setup_refusals);
  g_test_add_func ("/ludus/trajan/setup/pick-refusals", test_setup_pick_refusals);
  g_test_add_func ("/ludus/trajan/setup/start-player", test_start_player);
  ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
