/* test-pn-random.c: seeded random full games with invariant checks and save/load round trips
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The normal suite plays a few dozen games per player count; the 'slow'
 * suite (PN_SLOW_GAMES) plays 1,000. LUDUS_RANDOM_GAMES overrides both.
 * After every move the whole state is checked (pn_check_state: bricks,
 * Romans and every card conserved, counts never negative, VP equal to the
 * sum of their sources, the turn's bookkeeping sound), and at one random
 * move of each game the position goes through JSON text and back.
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"
#include "ludus-test-moves.h"
#include "ludus-test-search.h"

#ifndef PN_SLOW_GAMES
#define PN_GAMES 60
#else
#define PN_GAMES PN_SLOW_GAMES
#endif

typedef struct
{
  guint64  save_at;             /* move index of a JSON round trip */
  guint64  n_moves;
  guint    last_epoch;
  gboolean round_tripped;
  guint    early_ends;
  guint    refill_choices;
  guint    honor_bought;
} Check;

typedef struct
{
  guint    games;
  guint64  moves;
  guint    early_bricks, early_romans;
  guint    refill_choices;
  guint    shared_wins;
} Tally;

static guint
n_games (void)
{
  const char *env = g_getenv ("LUDUS_RANDOM_GAMES");
  guint64 n;

  const char *preload = g_getenv ("LD_PRELOAD");

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 1000000, &n, NULL))
    return (guint) n;
  /* Under valgrind (which preloads its vgpreload libraries) a few games
   * cover the same paths at a fiftieth of the speed. */
  if (preload != NULL && strstr (preload, "vgpreload") != NULL)
    return 8;
  return PN_GAMES;
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
  const PnState *s = (const PnState *) state;

  if (!pn_check_state (s, pn_test_data (), error))
    return FALSE;
  if (s->epoch < c->last_epoch)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "the epoch went back");
      return FALSE;
    }
  c->last_epoch = s->epoch;
  c->refill_choices += s->phase == PN_PHASE_REFILL_CHOICE;
  if (c->n_moves++ >= c->save_at && !c->round_tripped)
    {
      c->round_tripped = TRUE;
      if (!pn_test_round_trip (game, state, error))
        return FALSE;
    }
  return TRUE;
}

/* The end of a game: every score is the sum of its sources, shown by the
 * breakdown, and equal VP share a rank. */
static void
check_end (LudusGame     *game,
           const PnState *s,
           Tally         *tally)
{
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, (const LudusState *) s);
  int scores[LUDUS_MAX_PLAYERS] = { 0 }, sums[LUDUS_MAX_PLAYERS] = { 0 };
  guint ranks[LUDUS_MAX_PLAYERS] = { 0 };

  ludus_game_get_scores (game, (const LudusState *) s, scores);
  ludus_game_get_ranks (game, (const LudusState *) s, ranks);
  for (guint i = 0; i < rows->len; i++)
    for (guint p = 0; p < s->n_players; p++)
      sums[p] += ((LudusScoreRow *) g_ptr_array_index (rows, i))->values[p];
  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpint (sums[p], ==, scores[p]);
      g_assert_cmpint (scores[p], ==, s->players[p].vp);
      for (guint q = 0; q < s->n_players; q++)
        if (scores[q] == scores[p])
          g_assert_cmpuint (ranks[q], ==, ranks[p]);
      tally->shared_wins += ranks[p] == 0 && p > 0 && ranks[0] == 0;
    }
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  if (s->end_trigger == PN_END_NONE)
    g_assert_cmpint (s->round, ==, pn_last_round (s, pn_test_data ()));
  tally->early_bricks += s->end_trigger == PN_END_BRICKS;
  tally->early_romans += s->end_trigger == PN_END_ROMANS;
}

/* A policy that builds whenever it can and buys bricks often, from a rich
 * start, so that games reach the brick supply's end, the last Romans and the
 * refill choice. */
static int
weight (const LudusMove *m)
{
  switch (m->kind)
    {
    case PN_MOVE_PLACE_ELEMENT:
    case PN_MOVE_INFLUENCE_PLACE:
      return 60;
    case PN_MOVE_BUY_BRICK:
      return 25;
    case PN_MOVE_TAKE_COINS:
    case PN_MOVE_TAKE_INFLUENCE:
    case PN_MOVE_TAKE_TORCH:
    case PN_MOVE_BUY_HONOR:
    case PN_MOVE_INFLUENCE_ROMAN:
      return 6;
    case PN_MOVE_END_TURN:
      return 2;
    default:
      return 1;
    }
}

/* A rich start: 80 more sesterces each, and most of the supply's bricks
 * dealt at random into the storages (every brick still counted). In every
 * other game one player gets them all, and all their Romans, to build 15
 * elements. */
static void
enrich (PnState  *s,
        LudusRng *rng)
{
  int deal = s->supply * 3 / 4;
  gboolean one = s->start_player % 2 == 0;
  PnPlayer *first = &s->players[s->start_player];

  for (guint p = 0; p < s->n_players; p++)
    s->players[p].coins += 80;
  if (one)
    {
      first->romans += first->reserve;
      first->reserve = 0;
      first->influence += 20;
    }
  for (int k = 0; k < deal; k++)
    {
      guint p = one ? s->start_player : ludus_rng_below (rng, s->n_players);

      s->players[p].bricks[ludus_rng_below (rng, PN_N_COLORS)]++;
      s->supply--;
    }
  pn_test_check (s);
}

static gint64
play_builder (LudusGame *game,
              LudusState *state,
              LudusRng   *rng,
              Check      *check,
              GError    **error)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gint64 n = 0;

  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      int total = 0, pick;
      guint i = 0;

      ludus_game_legal_moves (game, state, actor, moves);
      g_assert_cmpuint (moves->len, >, 0);
      for (guint k = 0; k < moves->len; k++)
        total += weight (&g_array_index (moves, LudusMove, k));
      pick = (int) ludus_rng_below (rng, (guint32) total);
      while ((pick -= weight (&g_array_index (moves, LudusMove, i))) >= 0)
        i++;
      ludus_game_apply_trusted (game, state, actor, &g_array_index (moves, LudusMove, i));
      n++;
      if (!check_cb (game, state, actor, &g_array_index (moves, LudusMove, i), check, error))
        return -1;
    }
  return n;
}

/* Plays the seeded games of a player count, uniformly at random or as
 * builders from a rich start, checking every state and the end. */
static void
play_games (guint    n_players,
            gboolean builders)
{
  LudusGame *game = pn_test_game ();
  Tally tally = { 0 };

  tally.games = n_games ();
  for (guint i = 0; i < tally.games; i++)
    {
      g_autoptr(GError) error = NULL;
      guint64 seed = (builders ? 5000 : 1000) * n_players + i;
      g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, seed, NULL, &error);
      LudusRng rng;
      Check check = { 0 };
      gint64 moves;

      g_assert_no_error (error);
      ludus_rng_init (&rng, seed * 7 + 1);
      if (builders)
        enrich ((PnState *) state, &rng);
      check.save_at = ludus_rng_below (&rng, builders ? 10 : 40 * n_players);
      moves = builders ? play_builder (game, state, &rng, &check, &error)
                       : ludus_play_random (game, state, &rng, 100000, check_cb, &check, &error);
      if (error != NULL)
        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_no_error (error);
      g_assert_true (check.round_tripped);
      pn_test_round_trip (game, state, &error);
      g_assert_no_error (error);
      check_end (game, (const PnState *) state, &tally);
      tally.moves += (guint64) moves;
      tally.refill_choices += check.refill_choices;
    }
  g_test_message ("%u %sgames of %u players, %" G_GUINT64_FORMAT " moves; early ends: %u by "
                  "bricks, %u by Romans; %u refill choices; %u shared wins", tally.games,
                  builders ? "builders' " : "", n_players, tally.moves, tally.early_bricks,
                  tally.early_romans, tally.refill_choices, tally.shared_wins);
  /* The builders reach the ends of the supplies. */
  if (builders)
    {
      g_assert_cmpuint (tally.early_bricks, >, 0);
      g_assert_cmpuint (tally.early_romans, >, 0);
      g_assert_cmpuint (tally.refill_choices, >, 0);
    }
}

static void test_builders_2 (void) { play_games (2, TRUE); }
static void test_builders_3 (void) { play_games (3, TRUE); }
static void test_builders_4 (void) { play_games (4, TRUE); }

static void test_random_2 (void) { play_games (2, FALSE); }
static void test_random_3 (void) { play_games (3, FALSE); }
static void test_random_4 (void) { play_games (4, FALSE); }

/* The same seed and moves give the same game. */
static void
test_replay (void)
{
  LudusGame *game = pn_test_game ();
  g_autoptr(LudusState) a = ludus_game_new_state (game, 3, 99, NULL, NULL);
  g_autoptr(LudusState) b = ludus_game_new_state (game, 3, 99, NULL, NULL);
  LudusRng ra, rb;

  ludus_rng_init (&ra, 5);
  ludus_rng_init (&rb, 5);
  ludus_play_random (game, a, &ra, 100000, NULL, NULL, NULL);
  ludus_play_random (game, b, &rb, 100000, NULL, NULL, NULL);
  g_assert_cmpmem (a, sizeof (PnState), b, sizeof (PnState));
}

/* In every position of some random games, random moves (mostly illegal) by
 * every seat are refused with the state unchanged, and listed ones are
 * legal and listed once. */
static void
test_illegal_refused (void)
{
  const LudusTestMovesConfig config = {
    .games_per_count = 2,
    .probes_per_position = 6,
    .n_move_kinds = PN_N_MOVE_KINDS,
    .arg_limit = 46,
    .state_size = sizeof (PnState),
    .check_listed_once = TRUE,
  };

  g_assert_cmpuint (ludus_test_check_moves (pn_test_game (), &config), >, 1000);
}

/* The determinize contract of the search interface (issue 10). */
static void
test_search (void)
{
  const LudusTestSearchConfig config = {
    .games_per_count = 2,
    .playout_every = 40,
    .seed = 4200,
  };
  LudusTestSearchReport report;

  ludus_test_check_search (pn_test_game (), &config, &report);
  g_assert_cmpuint (report.playouts, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/random/2-players", test_random_2);
  g_test_add_func ("/porta-nigra/random/3-players", test_random_3);
  g_test_add_func ("/porta-nigra/random/4-players", test_random_4);
  g_test_add_func ("/porta-nigra/random/builders-2-players", test_builders_2);
  g_test_add_func ("/porta-nigra/random/builders-3-players", test_builders_3);
  g_test_add_func ("/porta-nigra/random/builders-4-players", test_builders_4);
  g_test_add_func ("/porta-nigra/random/replay", test_replay);
  g_test_add_func ("/porta-nigra/random/illegal-refused", test_illegal_refused);
  g_test_add_func ("/porta-nigra/random/search", test_search);
  return g_test_run ();
}
