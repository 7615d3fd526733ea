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
#include "nr-text.h"
#include "ludus-test-moves.h"
#include "ludus-test-search.h"

#ifndef NR_SLOW_GAMES
#define NR_GAMES 30
#else
#define NR_GAMES NR_SLOW_GAMES
#endif

typedef struct
{
  LudusRng rng;                 /* picks the move of the round trip */
  guint64  n_moves;
  guint    last_epoch;
  guint    last_round;
  NrState  before;              /* the position before the move just made */
  NrState  saved;               /* a position at a move drawn uniformly from the game's */
  gboolean have_saved;
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

static gboolean
all_hidden (const gint8 *v,
            int          n)
{
  for (int i = 0; i < n; i++)
    if (v[i] != NR_HIDDEN)
      return FALSE;
  return TRUE;
}

/* No seat's view (nor a spectator's) holds another seat's cards, the order
 * of a face-down stack or what lies in the box. */
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
      if (!all_hidden (rs->assoc_deck, rs->n_assoc_deck)
          || !all_hidden (rs->sea_stack, rs->n_sea_stack)
          || !all_hidden (rs->building_stack, rs->n_building_stack)
          || !all_hidden (rs->lat_basic_stack, rs->n_lat_basic_stack)
          || !all_hidden (rs->lat_special_stack, rs->n_lat_special_stack)
          || !all_hidden (rs->emperor_stack, rs->n_emperor_stack)
          || !all_hidden (rs->emperor_box, rs->n_emperor_box)
          /* The favourites' top token lies face up: the next favourite. */
          || !all_hidden (rs->favourite_stack, MAX (0, rs->n_favourite_stack - 1))
          || !all_hidden (rs->favourite_box, rs->n_favourite_box)
          || !all_hidden (rs->reward_box, rs->n_reward_box)
          || !all_hidden (rs->mosaic_box, rs->n_mosaic_box))
        return fail (error, "a view shows a face-down stack or the box");
      for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
        if (!all_hidden (rs->mosaic_draft_stack[c], rs->n_mosaic_draft_stack[c]))
          return fail (error, "a view shows a face-down mosaic strip");
    }
  return TRUE;
}

/* Whether viewer's redacted view of s shows the associate card. */
static gboolean
card_seen (LudusGame     *game,
           const NrState *s,
           int            viewer,
           int            card)
{
  g_autoptr(LudusState) r = ludus_game_redact (game, (const LudusState *) s, viewer);
  const NrState *rs = (const NrState *) r;
  guint64 bit = G_GUINT64_CONSTANT (1) << card;

  for (int i = 0; i < NR_MARKET; i++)
    if (rs->assoc_market[i] == card)
      return TRUE;
  for (int i = 0; i < rs->n_assoc_discard; i++)
    if (rs->assoc_discard[i] == card)
      return TRUE;
  for (int i = 0; i < rs->n_assoc_deck; i++)
    if (rs->assoc_deck[i] == card)
      return TRUE;
  for (guint p = 0; p < s->n_players; p++)
    {
      const NrPlayer *pl = &rs->players[p];

      if ((pl->hand | pl->draft_hold | pl->draft_picked) & bit)
        return TRUE;
      for (int i = 0; i < pl->n_row; i++)
        if (pl->row[i] == card)
          return TRUE;
    }
  return FALSE;
}

/* The log line of the move, the prompt and the players' summaries, as each
 * seat and a spectator read them, name no associate card that seat sees
 * neither before nor after the move (a card drawn from the deck, in another
 * hand, picked or kept in a draft by someone else). */
static gboolean
check_log (LudusGame       *game,
           const NrState   *before,
           const NrState   *after,
           guint            player,
           const LudusMove *move,
           GError         **error)
{
  for (int v = -1; v < after->n_players; v++)
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (texts, ludus_game_describe_move (game, (const LudusState *) before,
                                                        (const LudusState *) after, player,
                                                        move, v));
      g_ptr_array_add (texts, ludus_game_get_prompt (game, (const LudusState *) after, v));
      for (guint p = 0; v >= 0 && p < after->n_players; p++)
        g_ptr_array_add (texts, ludus_game_describe_player (game, (const LudusState *) after,
                                                            p, v));
      for (guint t = 0; t < texts->len; t++)
        for (int card = 0; card < NR_N_ASSOCIATES; card++)
          {
            const char *text = g_ptr_array_index (texts, t);

            if (strstr (text, nr_text_card_name (card)) != NULL
                && !card_seen (game, before, v, card) && !card_seen (game, after, v, card))
              {
                g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                             "“%s” shows seat %d a hidden card", text, v);
                return FALSE;
              }
          }
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
  /* Rounds count up from 1 to 5, as the log's headings show them. */
  if (ludus_game_get_round (game, state) < MAX (c->last_round, 1)
      || ludus_game_get_round (game, state) > NR_N_ROUNDS)
    return fail (error, "the round went back or out of 1…5");
  c->last_round = ludus_game_get_round (game, state);
  /* Reservoir sampling: every move of the game is as likely to be kept. */
  if (ludus_rng_below (&c->rng, ++c->n_moves) == 0)
    {
      c->saved = *s;
      c->have_saved = TRUE;
    }
  if ((c->n_moves & 63) == 0 && !check_views (game, s, error))
    return FALSE;
  if (c->n_moves % 5 == 1 && c->n_moves > 1 && !check_log (game, &c->before, s, player, move, error))
    return FALSE;
  c->before = *s;
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

/* The saved position reads back byte for byte, and the game goes on from the
 * copy read back to its end. */
static void
round_trip_and_finish (LudusGame     *game,
                       const NrState *saved,
                       guint64        seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, (const LudusState *) saved);
  g_autoptr(LudusState) loaded = NULL;
  LudusRng rng;

  ludus_test_round_trip (game, (const LudusState *) saved, &error);
  g_assert_no_error (error);
  loaded = ludus_game_state_from_json (game, node, &error);
  g_assert_no_error (error);
  ludus_rng_init (&rng, seed * 13 + 5);
  g_assert_cmpint (ludus_play_random (game, loaded, &rng, 100000, NULL, NULL, &error), >=, 0);
  g_assert_no_error (error);
  g_assert_true (ludus_game_is_over (game, loaded));
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
      g_autofree Check *check = g_new0 (Check, 1);
      gint64 moves;

      g_assert_no_error (error);
      ludus_rng_init (&rng, seed * 7 + 1);
      ludus_rng_init (&check->rng, seed * 11 + 3);
      check->before = *(const NrState *) state;
      moves = ludus_play_random (game, state, &rng, 100000, check_cb, check, &error);
      if (error != NULL)
        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_no_error (error);
      g_assert_cmpint (moves, >, 0);
      g_assert_true (ludus_game_is_over (game, state));
      /* The position at the move drawn, saved and read back, then played on to the end. */
      g_assert_true (check->have_saved);
      round_trip_and_finish (game, &check->saved, seed);
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
