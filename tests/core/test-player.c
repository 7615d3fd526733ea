/* test-player.c: the computer player (information-set search) on the test game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-player.h"
#include "testgame.h"

static LudusGame *game;

static void
config_for_test (LudusSearchConfig *config,
                 guint              iterations,
                 guint64            seed)
{
  ludus_search_config_init (config, LUDUS_LEVEL_NORMAL);
  config->iterations = iterations;
  config->milliseconds = 0;
  config->seed = seed;
}

static void
choose (const LudusState  *state,
        guint              seat,
        guint              iterations,
        guint64            seed,
        LudusSearchResult *result)
{
  g_autoptr(GError) error = NULL;
  LudusSearchConfig config;
  g_autoptr(LudusSearch) search = NULL;

  config_for_test (&config, iterations, seed);
  search = ludus_search_new (game, &config);
  g_assert_true (ludus_search_run (search, state, seat, NULL, result, &error));
  g_assert_no_error (error);
}

/* The shared check: legal moves in every decision, repeatable, never peeking. */
static void
test_contract (void)
{
  LudusTestPlayerConfig config = { .games_per_count = 4, .iterations = 60, .check_every = 3,
                                   .seed = 5100 };
  LudusTestPlayerReport report;

  ludus_test_check_player (game, &config, &report);
  g_assert_cmpuint (report.blind_differing, >, 20);
}

static TestgameState *
testgame_state (LudusState *state)
{
  return (TestgameState *) state;
}

/* Seat 1's hand and the face-down card it played are swapped with cards of the deck: seat 0
 * cannot tell, and its search chooses the same move with the same figures. */
static void
test_never_peeks (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) truth = ludus_game_new_state (game, 3, 17, NULL, &error);
  g_autoptr(LudusState) other = NULL;
  LudusMove play = { TESTGAME_MOVE_PLAY, { 0 } };
  LudusSearchResult a, b;
  TestgameState *s;

  g_assert_no_error (error);
  /* Seat 1 plays its highest card face down; seats 0 and 2 are still to choose. */
  play.args[0] = testgame_state (truth)->hand[1][TESTGAME_HAND_SIZE - 1];
  g_assert_true (ludus_game_apply (game, truth, 1, &play, &error));
  other = ludus_state_copy (truth);
  s = testgame_state (other);
  for (guint i = 0; i < s->n_hand[1]; i++)
    {
      guint8 card = s->hand[1][i];

      s->hand[1][i] = s->deck[i];
      s->deck[i] = card;
    }
  {
    guint8 card = (guint8) s->played[1];

    s->played[1] = (gint8) s->deck[5];
    s->deck[5] = card;
  }
  /* Keep the hand sorted, as the engine does. */
  for (guint i = 1; i < s->n_hand[1]; i++)
    for (guint j = i; j > 0 && s->hand[1][j - 1] > s->hand[1][j]; j--)
      {
        guint8 t = s->hand[1][j];

        s->hand[1][j] = s->hand[1][j - 1];
        s->hand[1][j - 1] = t;
      }
  g_assert_false (ludus_game_states_equal (game, truth, other));
  g_assert_cmpuint (ludus_game_get_view_key (game, truth, 0), ==,
                    ludus_game_get_view_key (game, other, 0));

  choose (truth, 0, 400, 99, &a);
  choose (other, 0, 400, 99, &b);
  g_assert_cmpmem (&a.move, sizeof a.move, &b.move, sizeof b.move);
  g_assert_cmpuint (a.visits, ==, b.visits);
  g_assert_cmpfloat (a.value, ==, b.value);
  g_assert_cmpuint (a.iterations, ==, 400);
}

/* The same seed and budget give the same move; the threads only change the speed. */
static void
test_repeatable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 4, 3, NULL, &error);
  LudusSearchResult results[3];

  g_assert_no_error (error);
  for (guint threads = 1; threads <= 3; threads++)
    {
      g_autoptr(LudusSearch) search = NULL;
      LudusSearchConfig config;

      config_for_test (&config, 900, 7);
      config.n_trees = 3;
      config.n_threads = threads;
      search = ludus_search_new (game, &config);
      g_assert_true (ludus_search_run (search, state, 2, NULL, &results[threads - 1], &error));
      g_assert_no_error (error);
      g_assert_cmpfloat (ludus_search_get_progress (search), ==, 1.0);
    }
  for (guint i = 1; i < 3; i++)
    {
      g_assert_cmpmem (&results[i].move, sizeof results[i].move,
                       &results[0].move, sizeof results[0].move);
      g_assert_cmpuint (results[i].visits, ==, results[0].visits);
      g_assert_cmpuint (results[i].nodes, ==, results[0].nodes);
    }
  g_assert_cmpuint (results[0].iterations, ==, 900);
}

/* A decision with one legal move is made at once, without a search. */
static void
test_forced_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 2, 11, NULL, &error);
  TestgameState *s = testgame_state (state);
  LudusSearchResult result;

  g_assert_no_error (error);
  /* Seat 0 won the round and chose the top row, where one tile is left. */
  s->phase = TESTGAME_PHASE_COLUMN;
  s->winner = 0;
  s->row = 0;
  s->board[0] = s->board[1] = 1;
  choose (state, 0, 5000, 1, &result);
  g_assert_cmpint (result.move.kind, ==, TESTGAME_MOVE_COLUMN);
  g_assert_cmpint (result.move.args[0], ==, 2);
  g_assert_cmpuint (result.n_choices, ==, 1);
  g_assert_cmpuint (result.iterations, ==, 0);
}

/* A seat that has nothing to decide is told so. */
static void
test_not_acting (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 2, 11, NULL, &error);
  g_autoptr(LudusSearch) search = NULL;
  LudusSearchConfig config;
  LudusSearchResult result;
  LudusMove play = { TESTGAME_MOVE_PLAY, { 0 } };

  g_assert_no_error (error);
  play.args[0] = testgame_state (state)->hand[0][0];
  g_assert_true (ludus_game_apply (game, state, 0, &play, &error));
  config_for_test (&config, 10, 1);
  search = ludus_search_new (game, &config);
  g_assert_false (ludus_search_run (search, state, 0, NULL, &result, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (ludus_search_run (search, state, 5, NULL, &result, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN);
}

/* A tree that is full stops growing: memory stays within its bound. */
static void
test_memory_bound (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 4, 5, NULL, &error);
  g_autoptr(LudusSearch) search = NULL;
  LudusSearchConfig config;
  LudusSearchResult result;

  g_assert_no_error (error);
  config_for_test (&config, 5000, 2);
  config.n_trees = 2;
  config.max_memory = 16 * 1024;
  search = ludus_search_new (game, &config);
  g_assert_true (ludus_search_run (search, state, 0, NULL, &result, &error));
  g_assert_cmpuint (result.iterations, ==, 5000);
  g_assert_cmpuint (result.memory, <=, 2 * 16 * 1024);
  /* Full, not starved: most of the room holds nodes. */
  g_assert_cmpuint (result.nodes, >=, 2 * 50);
  g_assert_cmpuint (result.memory, >=, 2 * 12 * 1024);
}

typedef struct
{
  LudusSearch       *search;
  LudusSearchResult  result;
  guint              finished;
  guint              cancelled;
} AsyncData;

static void
on_search_done (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  AsyncData *data = user_data;
  g_autoptr(GError) error = NULL;

  if (ludus_search_run_finish (data->search, res, &data->result, &error))
    g_assert_no_error (error);
  else
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      data->cancelled++;
    }
  data->finished++;
}

/* A search on a worker thread is cancelled cleanly, before or while it runs; one left alone
 * gives the same move as the same search in this thread. */
static void
test_async_and_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 3, 23, NULL, &error);
  g_autoptr(LudusState) before = ludus_state_copy (state);
  g_autoptr(GCancellable) early = g_cancellable_new ();
  g_autoptr(GCancellable) late = g_cancellable_new ();
  g_autoptr(LudusSearch) endless = NULL;
  g_autoptr(LudusSearch) search = NULL;
  LudusSearchConfig config;
  LudusSearchResult expected;
  AsyncData data = { 0 };

  g_assert_no_error (error);
  /* Cancelled before it starts, and while it runs (a budget of ten minutes). */
  config_for_test (&config, 0, 5);
  config.milliseconds = 600000;
  endless = ludus_search_new (game, &config);
  data.search = endless;
  g_cancellable_cancel (early);
  ludus_search_run_async (endless, state, 0, early, on_search_done, &data);
  while (data.finished < 1)
    g_main_context_iteration (NULL, TRUE);
  ludus_search_run_async (endless, state, 0, late, on_search_done, &data);
  while (ludus_search_get_progress (endless) == 0.0)
    g_usleep (1000);
  g_cancellable_cancel (late);
  while (data.finished < 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (data.cancelled, ==, 2);

  /* Left alone. */
  config_for_test (&config, 300, 5);
  search = ludus_search_new (game, &config);
  g_assert_true (ludus_search_run (search, state, 0, NULL, &expected, &error));
  data.search = search;
  ludus_search_run_async (search, state, 0, NULL, on_search_done, &data);
  while (data.finished < 3)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (data.cancelled, ==, 2);
  g_assert_cmpmem (&data.result.move, sizeof data.result.move, &expected.move,
                   sizeof expected.move);
  g_assert_cmpuint (data.result.visits, ==, expected.visits);
  /* The position given is never touched. */
  g_assert_true (ludus_game_states_equal (game, state, before));
}

/* A rough check of direction: a short search beats random seats in most seeded games. A
 * wrong sign in the back-up (each seat maximising another's utility) fails it. */
static void
test_beats_random (void)
{
  guint wins = 0, games = 30;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusState) state = ludus_game_new_state (game, 3, 300 + g, NULL, &error);
      guint search_seat = g % 3;
      guint ranks[LUDUS_MAX_PLAYERS];
      LudusRng rng;

      g_assert_no_error (error);
      ludus_rng_init (&rng, g);
      while (!ludus_game_is_over (game, state))
        {
          guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          g_autoptr(LudusState) sample = ludus_game_determinize (game, state, actor, &rng);
          LudusSearchResult result;

          if (actor == search_seat)
            choose (sample, actor, 300, ludus_rng_next (&rng), &result);
          else
            g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &result.move));
          g_assert_true (ludus_game_apply (game, state, actor, &result.move, &error));
        }
      ludus_game_get_ranks (game, state, ranks);
      wins += ranks[search_seat] == 0;
    }
  g_test_message ("the search won %u of %u three-seat games against two random seats",
                  wins, games);
  g_assert_cmpuint (wins, >=, games * 6 / 10);
}

/* The greedy baseline only plays legal moves and never looks at what its seat cannot see. */
static void
test_greedy (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 2, 31, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 31);
  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      g_autoptr(LudusState) other = ludus_game_determinize (game, state, actor, &rng);
      LudusRng a = rng, b = rng;
      LudusMove move, again;

      g_assert_true (ludus_bot_choose_greedy (game, state, actor, &a, &move));
      g_assert_true (ludus_bot_choose_greedy (game, other, actor, &b, &again));
      g_assert_cmpmem (&move, sizeof move, &again, sizeof again);
      rng = a;
      g_assert_true (ludus_game_apply (game, state, actor, &move, &error));
    }
}

static void
test_levels (void)
{
  LudusSearchConfig configs[LUDUS_N_LEVELS];

  for (guint i = 0; i < LUDUS_N_LEVELS; i++)
    {
      LudusLevel level;

      g_assert_true (ludus_level_from_string (ludus_level_to_string (i), &level));
      g_assert_cmpuint (level, ==, i);
      ludus_search_config_init (&configs[i], i);
      g_assert_cmpuint (configs[i].milliseconds, <=, 3000);
      if (i > 0)
        g_assert_cmpuint (configs[i].iterations, >, configs[i - 1].iterations);
    }
  g_assert_false (ludus_level_from_string ("impossible", &(LudusLevel) { 0 }));
  g_assert_true (ludus_search_supports (game));
}

/* The game's playout flags (LudusRules.playout_flags), seen through a copy of the test
 * game's table with an evaluation, a policy and the flags added, each counting its calls. */
static LudusPlayoutFlags flags_given;
static guint flags_level;
static gint policy_calls, evaluations, mid_turn_evaluations;

static gboolean
counting_evaluate (const LudusState *state,
                   double           *values)
{
  const TestgameState *s = (const TestgameState *) state;

  g_atomic_int_inc (&evaluations);
  /* The trick's winner chooses a row, a column and confirms: one turn of three moves. */
  if (s->phase == TESTGAME_PHASE_COLUMN || s->phase == TESTGAME_PHASE_CONFIRM)
    g_atomic_int_inc (&mid_turn_evaluations);
  for (guint p = 0; p < s->n_players; p++)
    values[p] = 0.5;
  return TRUE;
}

static guint
counting_policy (const LudusState *state,
                 guint             player,
                 const LudusMove  *moves,
                 guint             n_moves,
                 LudusRng         *rng)
{
  g_atomic_int_inc (&policy_calls);
  return n_moves - 1;
}

static LudusPlayoutFlags
given_flags (const LudusState *state,
             guint             level)
{
  flags_level = level;
  return flags_given;
}

static void
search_with_flags (LudusPlayoutFlags flags,
                   LudusLevel        level)
{
  static LudusRules rules;
  g_autoptr(LudusGame) flagged = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = NULL;
  g_autoptr(LudusSearch) search = NULL;
  LudusSearchConfig config;
  LudusSearchResult result;

  rules = testgame_rules;
  rules.evaluate = counting_evaluate;
  rules.playout_move = counting_policy;
  rules.playout_flags = given_flags;
  flagged = ludus_rules_game_new (&rules, &testgame_board);
  state = ludus_game_new_state (flagged, 3, 17, NULL, &error);
  g_assert_no_error (error);
  config_for_test (&config, 300, 5);
  config.n_trees = config.n_threads = 1;
  config.level = level;
  flags_given = flags;
  flags_level = G_MAXUINT;
  policy_calls = evaluations = mid_turn_evaluations = 0;
  search = ludus_search_new (flagged, &config);
  g_assert_true (ludus_search_run (search, state, 0, NULL, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (flags_level, ==, level);
}

/* The game says by level how playouts are played: without LUDUS_PLAYOUT_POLICY its policy is
 * never asked (moves at random), with it every playout move is its; with
 * LUDUS_PLAYOUT_WHOLE_TURNS the evaluation waits for another seat to be on move, never in the
 * middle of the trick winner's three moves; without, it comes one move after the tree. */
static void
test_playout_flags (void)
{
  search_with_flags (LUDUS_PLAYOUT_NONE, LUDUS_LEVEL_NORMAL);
  g_assert_cmpint (policy_calls, ==, 0);
  g_assert_cmpint (evaluations, >, 0);
  g_assert_cmpint (mid_turn_evaluations, >, 0);

  search_with_flags (LUDUS_PLAYOUT_POLICY | LUDUS_PLAYOUT_WHOLE_TURNS, LUDUS_LEVEL_HARD);
  g_assert_cmpint (policy_calls, >, 0);
  g_assert_cmpint (evaluations, >, 0);
  g_assert_cmpint (mid_turn_evaluations, ==, 0);

  search_with_flags (LUDUS_PLAYOUT_POLICY, LUDUS_LEVEL_EASY);
  g_assert_cmpint (policy_calls, >, 0);
  g_assert_cmpint (mid_turn_evaluations, >, 0);
}

/* The weight of a move in test_weighted_pick: its first argument; counts each call. */
static guint
arg_weight (const LudusMove *m,
            gpointer         user_data)
{
  (*(guint *) user_data)++;
  return (guint) m->args[0];
}

/* ludus_pick_weighted_move () draws in proportion to the weights, asks each weight once,
 * never picks a move of weight 0 while another weighs more, and draws at random when all
 * weigh 0; the same with more moves than fit its buffer on the stack. */
static void
test_weighted_pick (void)
{
  for (guint n = 3; n <= 300; n += 297)
    {
      g_autofree LudusMove *moves = g_new0 (LudusMove, n);
      guint counts[3] = { 0 }, calls = 0, spread = 0;
      LudusRng rng;

      ludus_rng_init (&rng, 11);
      moves[0].args[0] = 1;
      moves[2].args[0] = 3;
      for (guint i = 0; i < 4000; i++)
        {
          guint pick = ludus_pick_weighted_move (moves, n, arg_weight, &calls, &rng);

          g_assert_cmpuint (pick, <, 3);
          counts[pick]++;
        }
      g_assert_cmpuint (calls, ==, 4000 * n);
      g_assert_cmpuint (counts[1], ==, 0);
      g_assert_cmpuint (counts[2], >, 3000 - 150);
      g_assert_cmpuint (counts[2], <, 3000 + 150);

      moves[0].args[0] = moves[2].args[0] = 0;
      /* All at random: about (n - 1) / n of the draws are not the first move. */
      for (guint i = 0; i < 1000; i++)
        spread += ludus_pick_weighted_move (moves, n, arg_weight, &calls, &rng) != 0;
      g_assert_cmpuint (spread, >, 1000 * (n - 1) / n - 100);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);
  g_test_add_func ("/ludus/core/player/contract", test_contract);
  g_test_add_func ("/ludus/core/player/never-peeks", test_never_peeks);
  g_test_add_func ("/ludus/core/player/repeatable", test_repeatable);
  g_test_add_func ("/ludus/core/player/forced-move", test_forced_move);
  g_test_add_func ("/ludus/core/player/not-acting", test_not_acting);
  g_test_add_func ("/ludus/core/player/memory-bound", test_memory_bound);
  g_test_add_func ("/ludus/core/player/async-and-cancel", test_async_and_cancel);
  g_test_add_func ("/ludus/core/player/beats-random", test_beats_random);
  g_test_add_func ("/ludus/core/player/greedy", test_greedy);
  g_test_add_func ("/ludus/core/player/levels", test_levels);
  g_test_add_func ("/ludus/core/player/playout-flags", test_playout_flags);
  g_test_add_func ("/ludus/core/player/weighted-pick", test_weighted_pick);
  status = g_test_run ();
  g_object_unref (game);
  return status;
}
