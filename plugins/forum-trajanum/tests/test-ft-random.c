/* test-ft-random.c: seeded random full games with invariant checks and save/load round trips
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The normal suite plays a few games per player count; the 'slow' suite
 * (FT_SLOW_GAMES) plays 1,000. LUDUS_RANDOM_GAMES overrides both.
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ludus-test-moves.h"

#ifndef FT_SLOW_GAMES
#define FT_GAMES 40
#else
#define FT_GAMES FT_SLOW_GAMES
#endif

typedef struct
{
  guint64  save_at;             /* move index of a JSON round trip */
  guint64  n_moves;
  guint    last_epoch;
  gboolean round_tripped;
  gboolean mid_draft_tripped;
  int      options[FT_N_OPTIONS];
} Check;

static guint
n_games (void)
{
  const char *env = g_getenv ("LUDUS_RANDOM_GAMES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 1000000, &n, NULL))
    return (guint) n;
  return FT_GAMES;
}

static gboolean
mid_draft (const FtState *s)
{
  guint done = 0;

  if (s->phase != FT_PHASE_DRAFT)
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    done += s->players[p].draft_done || s->players[p].draft_card_done != 0;
  return done > 0;
}

static gboolean
check_cb (LudusGame        *game,
          const LudusState *state,
          guint             player,
          const LudusMove  *move,
          gpointer          user_data,
          GError          **error)
{
  Check *c = user_data;
  const FtState *s = (const FtState *) state;

  if (!ft_check_state (ft_test_data (), s, error))
    return FALSE;
  /* No decision without a choice: the game makes those by itself. */
  for (guint p = 0; p < s->n_players; p++)
    if (ft_actors (s) & (1u << p))
      {
        g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

        ft_legal_moves (ft_test_data (), s, p, -1, moves);
        if (moves->len == 1)
          {
            g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                         "seat %u is asked a decision with a single choice (%s)", p + 1,
                         ft_move_kind_names[g_array_index (moves, LudusMove, 0).kind]);
            return FALSE;
          }
      }
  if (s->epoch < c->last_epoch)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "epoch went back");
      return FALSE;
    }
  c->last_epoch = s->epoch;
  if (c->n_moves++ >= c->save_at && !c->round_tripped)
    {
      c->round_tripped = TRUE;
      if (!ft_test_round_trip (game, state, error))
        return FALSE;
    }
  /* A draft half done, at a random point of the game's first half. */
  if (c->n_moves >= c->save_at / 2 && !c->mid_draft_tripped && mid_draft (s))
    {
      c->mid_draft_tripped = TRUE;
      if (!ft_test_round_trip (game, state, error))
        return FALSE;
    }
  /* The redacted views never show a face-down grid tile. */
  if ((c->n_moves & 31) == 0)
    {
      for (int v = -1; v < s->n_players; v++)
        {
          LudusState *r = ludus_game_redact (game, state, v);
          const FtState *rs = (const FtState *) r;
          gboolean leak = FALSE;

          for (guint p = 0; p < s->n_players; p++)
            for (int cell = 0; cell < FT_N_CELLS; cell++)
              if (!ft_is_corner (cell) && rs->players[p].cell_state[cell] == FT_CELL_COVERED
                  && rs->players[p].cell_tile[cell] != FT_HIDDEN)
                leak = TRUE;
          ludus_game_free_state (game, r);
          if (leak)
            {
              g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                           "a face-down tile shows in the view of seat %d", v);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static void
play_games (guint      n_players,
            const int *options)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  guint games = n_games ();
  guint64 total_moves = 0;

  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;
      guint64 seed = 1000 * n_players + i;
      LudusState *state = ludus_game_new_state (game, n_players, seed, options, &error);
      LudusRng rng;
      Check check = { 0 };
      gint64 moves;
      int scores[LUDUS_MAX_PLAYERS] = { 0 };
      guint ranks[LUDUS_MAX_PLAYERS] = { 0 };
      const FtState *s;

      g_assert_no_error (error);
      ludus_rng_init (&rng, seed * 7 + 1);
      check.save_at = ludus_rng_below (&rng, 65 * n_players);
      moves = ludus_play_random (game, state, &rng, 100000, check_cb, &check, &error);
      if (error != NULL)
        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_no_error (error);
      g_assert_cmpint (moves, >, 0);
      g_assert_true (ludus_game_is_over (game, state));
      g_assert_true (check.round_tripped);
      g_assert_true (check.mid_draft_tripped);
      ft_test_round_trip (game, state, &error);
      g_assert_no_error (error);
      s = (const FtState *) state;
      g_assert_cmpint (s->last_scored_pass, ==, 3);
      ludus_game_get_scores (game, state, scores);
      ludus_game_get_ranks (game, state, ranks);
      for (guint p = 0; p < n_players; p++)
        {
          int sum = 0;

          for (guint src = 0; src < FT_N_VP_SOURCES; src++)
            sum += s->players[p].vp_src[src];
          g_assert_cmpint (sum, ==, scores[p]);
          g_assert_cmpuint (ranks[p], <, n_players);
        }
      total_moves += (guint64) moves;
      ludus_game_free_state (game, state);
    }
  g_test_message ("%u games, %" G_GUINT64_FORMAT " moves", games, total_moves);
}

static void test_random_2 (void) { play_games (2, NULL); }
static void test_random_3 (void) { play_games (3, NULL); }
static void test_random_4 (void) { play_games (4, NULL); }

static void
test_random_variants (void)
{
  int opt[FT_N_OPTIONS] = { 0 };

  opt[FT_OPT_FIRST_GAME] = 1;
  opt[FT_OPT_HANDICAP_2] = 1;
  play_games (3, opt);
  memset (opt, 0, sizeof opt);
  opt[FT_OPT_PROMO] = 1;
  opt[FT_OPT_UNLIMITED] = 1;
  opt[FT_OPT_RANDOM_FORUM] = 1;
  opt[FT_OPT_HANDICAP_1] = 1;
  play_games (4, opt);
}

/* Each seat's turns end where the game's do: once for its setup, and in each
 * of the 12 rounds once for its draft and once at end_turn, and after its
 * payments in each of the 3 passes: 28 ends. Whenever a seat no longer acts
 * its turn has ended; some ends come while it acts on (the start player
 * drafting last, the last turn of a round, the last payment of a pass). */
/* Steps through the move and the decisions the game then made by itself,
 * counting in ends[] the turns each ended (ft_ends_turn, step by step);
 * returns whether the mover's own turn ended. */
static gboolean
count_ends (LudusGame        *game,
            const LudusState *before,
            guint             player,
            const LudusMove  *move,
            guint            *ends)
{
  g_autoptr(LudusState) state = ludus_state_copy (before);
  LudusMove m = *move;
  guint p = player;
  gboolean own = FALSE;

  ludus_game_apply_decision (game, state, p, &m);
  for (;;)
    {
      if (ft_ends_turn ((const FtState *) state, p, &m))
        {
          ends[p]++;
          own |= p == player;
          g_assert_true (m.kind <= FT_MOVE_KEEP_TILE || m.kind == FT_MOVE_END_TURN
                         || m.kind == FT_MOVE_PAY_ROW);
        }
      if (!ludus_game_get_automatic_move (game, state, &p, &m))
        return own;
      ludus_game_apply_decision (game, state, p, &m);
    }
}

static void
test_turn_ends (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  guint acting_on = 0;

  for (guint n_players = 2; n_players <= FT_MAX_PLAYERS; n_players++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, 31 + n_players, NULL,
                                                          &error);
      guint ends[FT_MAX_PLAYERS] = { 0 };
      LudusRng rng;

      g_assert_no_error (error);
      ludus_rng_init (&rng, n_players);
      while (!ludus_game_is_over (game, state))
        {
          guint p = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          g_autoptr(LudusState) before = ludus_state_copy (state);
          LudusMove m;
          gboolean ended, gone;

          g_assert_true (ludus_bot_choose_random (game, state, p, &rng, &m));
          ludus_game_apply_trusted (game, state, p, &m);
          ended = ludus_game_ends_turn (game, before, state, p, &m);
          g_assert_cmpint (ended, ==, count_ends (game, before, p, &m, ends));
          gone = ludus_game_is_over (game, state)
                 || !(ludus_game_get_actors (game, state) & (1u << p));
          if (gone)
            g_assert_true (ended);
          if (ended)
            acting_on += !gone;
          else
            g_assert_cmpint (m.kind, !=, FT_MOVE_END_TURN);
        }
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpuint (ends[p], ==, 1 + FT_N_PASSES * FT_ROUNDS_PER_PASS * 2 + FT_N_PASSES);
    }
  g_assert_cmpuint (acting_on, >, 0);
}

/* In every position of some random games, random moves (mostly illegal) by
 * every seat are refused with the state unchanged, and listed ones are legal and listed once. */
static void
test_illegal_refused (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  const LudusTestMovesConfig config = {
    .games_per_count = 3,
    .probes_per_position = 8,
    .n_move_kinds = FT_N_MOVE_KINDS,
    .arg_limit = 40,
    .state_size = sizeof (FtState),
    .check_listed_once = TRUE,
  };

  g_assert_cmpuint (ludus_test_check_moves (game, &config), >, 1000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forum-trajanum/random/2-players", test_random_2);
  g_test_add_func ("/forum-trajanum/random/3-players", test_random_3);
  g_test_add_func ("/forum-trajanum/random/4-players", test_random_4);
  g_test_add_func ("/forum-trajanum/random/variants", test_random_variants);
  g_test_add_func ("/forum-trajanum/random/illegal-refused", test_illegal_refused);
  g_test_add_func ("/forum-trajanum/random/turn-ends", test_turn_ends);
  return g_test_run ();
}
