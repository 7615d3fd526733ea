/* test-nr-random.c: seeded random full games with invariant checks and save/load round trips
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The normal suite plays a few games per player count (solo at each
 * difficulty, and with both drafts); the 'slow' suite (NR_SLOW_GAMES) plays
 * 1,000 of each. LUDUS_RANDOM_GAMES overrides both.
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"
#include "ludus-test-moves.h"
#include "ludus-test-search.h"

#ifndef NR_SLOW_GAMES
#define NR_GAMES 30
#else
#define NR_GAMES NR_SLOW_GAMES
#endif

typedef struct
{
  guint64  save_at;             /* move index of a JSON round trip */
  guint64  n_moves;
  guint    last_epoch;
  gboolean round_tripped;
} Check;

static guint
n_games (void)
{
  const char *env = g_getenv ("LUDUS_RANDOM_GAMES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 1000000, &n, NULL))
    return (guint) n;
  return NR_GAMES;
}

static gboolean
fail (GError    **error,
      const char *what)
{
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "%s", what);
  return FALSE;
}

/* No seat's view holds another seat's cards or a face-down stack's order. */
static gboolean
check_views (LudusGame     *game,
             const NrState *s,
             GError       **error)
{
  for (int v = -1; v < s->n_players; v++)
    {
      g_autoptr(LudusState) r = ludus_game_redact (game, (const LudusState *) s, v);
      const NrState *rs = (const NrState *) r;

      for (guint p = 0; p < s->n_players; p++)
        if ((int) p != v && (rs->players[p].hand | rs->players[p].draft_hold
                             | rs->players[p].draft_picked) != 0)
          return fail (error, "a view shows another seat's cards");
      for (int i = 0; i < rs->n_assoc_deck; i++)
        if (rs->assoc_deck[i] != NR_HIDDEN)
          return fail (error, "a view shows the associate deck");
      for (int i = 0; i < rs->n_sea_stack; i++)
        if (rs->sea_stack[i] != NR_HIDDEN)
          return fail (error, "a view shows the sea contract stack");
      for (int i = 0; i < rs->n_emperor_stack; i++)
        if (rs->emperor_stack[i] != NR_HIDDEN)
          return fail (error, "a view shows the emperor stack");
    }
  return TRUE;
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
  const NrState *s = (const NrState *) state;

  if (!nr_check_state (s, nr_test_data (), error))
    return FALSE;
  if (s->epoch < c->last_epoch)
    return fail (error, "the epoch went back");
  c->last_epoch = s->epoch;
  if (c->n_moves++ >= c->save_at && !c->round_tripped)
    {
      c->round_tripped = TRUE;
      if (!ludus_test_round_trip (game, state, error))
        return FALSE;
    }
  if ((c->n_moves & 63) == 0 && !check_views (game, s, error))
    return FALSE;
  return TRUE;
}

/* The breakdown adds up to the scores, the ranks follow them. */
static void
check_end (LudusGame     *game,
           const NrState *s)
{
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, (const LudusState *) s);
  int scores[LUDUS_MAX_PLAYERS] = { 0 }, sums[LUDUS_MAX_PLAYERS] = { 0 };
  guint ranks[LUDUS_MAX_PLAYERS] = { 0 };
  NrScore score;

  ludus_game_get_scores (game, (const LudusState *) s, scores);
  ludus_game_get_ranks (game, (const LudusState *) s, ranks);
  nr_score (s, nr_test_data (), &score);
  for (guint r = 0; r < rows->len; r++)
    for (guint p = 0; p < LUDUS_MAX_PLAYERS; p++)
      sums[p] += ((LudusScoreRow *) g_ptr_array_index (rows, r))->values[p];
  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpint (sums[p], ==, scores[p]);
      g_assert_cmpuint (ranks[p], <, MAX (s->n_players, 2));
    }
  if (nr_is_solo (s))
    {
      g_assert_cmpint (sums[1], ==, score.total[NR_AUTOMA]);
      g_assert_cmpuint (ranks[0], ==, scores[0] > score.total[NR_AUTOMA] ? 0 : 1);
    }
}

static void
play_games (guint      n_players,
            const int *options,
            guint64    seed0)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  guint games = n_games ();
  guint64 total_moves = 0;

  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;
      guint64 seed = seed0 + 1000 * n_players + i;
      g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, seed, options, &error);
      LudusRng rng;
      Check check = { 0 };
      gint64 moves;

      g_assert_no_error (error);
      ludus_rng_init (&rng, seed * 7 + 1);
      check.save_at = ludus_rng_below (&rng, 30 * n_players + 30);
      moves = ludus_play_random (game, state, &rng, 100000, check_cb, &check, &error);
      if (error != NULL)
        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_no_error (error);
      g_assert_cmpint (moves, >, 0);
      g_assert_true (ludus_game_is_over (game, state));
      g_assert_true (check.round_tripped);
      ludus_test_round_trip (game, state, &error);
      g_assert_no_error (error);
      check_end (game, (const NrState *) state);
      total_moves += (guint64) moves;
    }
  g_test_message ("%u games of %u, %" G_GUINT64_FORMAT " moves", games, n_players, total_moves);
}

static void
test_solo (void)
{
  for (int level = 0; level < 3; level++)
    {
      int opt[NR_N_OPTIONS] = { level, 0, 0, -1 };

      play_games (1, opt, 100 * (guint64) level);
    }
}

static void test_random_2 (void) { play_games (2, NULL, 0); }
static void test_random_3 (void) { play_games (3, NULL, 0); }
static void test_random_4 (void) { play_games (4, NULL, 0); }

static void
test_drafts (void)
{
  int opt[NR_N_OPTIONS] = { 1, 1, 1, -1 };

  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    play_games (n, opt, 500000);
}

/* In every position of some random games, random moves (mostly illegal) by
 * every seat are refused with the state unchanged, and listed ones are legal
 * and listed once. */
static void
test_illegal_refused (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  const LudusTestMovesConfig config = {
    .games_per_count = 2,
    .probes_per_position = 6,
    .n_move_kinds = NR_N_MOVE_KINDS,
    .arg_limit = 24,
    .state_size = sizeof (NrState),
    .check_listed_once = TRUE,
  };

  g_assert_cmpuint (ludus_test_check_moves (game, &config), >, 1000);
}

static void
test_search (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  const LudusTestSearchConfig config = { .games_per_count = 2, .playout_every = 97, .seed = 4242 };
  LudusTestSearchReport report;

  ludus_test_check_search (game, &config, &report);
  g_assert_cmpuint (report.playouts, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/random/solo", test_solo);
  g_test_add_func ("/nova-roma/random/2-players", test_random_2);
  g_test_add_func ("/nova-roma/random/3-players", test_random_3);
  g_test_add_func ("/nova-roma/random/4-players", test_random_4);
  g_test_add_func ("/nova-roma/random/drafts", test_drafts);
  g_test_add_func ("/nova-roma/random/illegal-refused", test_illegal_refused);
  g_test_add_func ("/nova-roma/random/search", test_search);
  return g_test_run ();
}
