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

  if (!ft_check_state (s, ft_test_data (), error))
    return FALSE;
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
  if (c->round_tripped && !c->mid_draft_tripped && mid_draft (s))
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
  g_autoptr(LudusGame) game = g_object_new (LUDUS_TYPE_FT_GAME, NULL);
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
      check.save_at = ludus_rng_below (&rng, 80 * n_players);
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

static gboolean
in_list (GArray          *moves,
         const LudusMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (memcmp (&g_array_index (moves, LudusMove, i), move, sizeof *move) == 0)
      return TRUE;
  return FALSE;
}

/* In every position of some random games, random moves (mostly illegal) by
 * every seat are refused with the state unchanged, and listed ones are legal. */
static void
test_illegal_refused (void)
{
  g_autoptr(LudusGame) game = g_object_new (LUDUS_TYPE_FT_GAME, NULL);
  guint64 refused = 0, accepted = 0;

  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint i = 0; i < 3; i++)
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
            guint actors = ludus_game_get_actors (game, state);
            guint actor = (guint) g_bit_nth_lsf (actors, -1);
            LudusMove move;

            for (guint k = 0; k < 8; k++)
              {
                LudusMove probe = { 0 };
                guint seat = ludus_rng_below (&rng, n_players + 1);
                LudusState *copy;
                gboolean legal;

                probe.kind = (int) ludus_rng_below (&rng, FT_N_MOVE_KINDS + 1);
                for (guint a = 0; a < 4; a++)
                  if (ludus_rng_below (&rng, 2))
                    probe.args[a] = (int) ludus_rng_below (&rng, 40) - 1;
                g_array_set_size (moves, 0);
                if (seat < n_players)
                  ludus_game_legal_moves (game, state, seat, moves);
                legal = ludus_game_is_legal (game, state, seat, &probe);
                g_assert_cmpint (legal, ==, in_list (moves, &probe));
                if (legal)
                  continue;
                copy = ludus_game_copy_state (game, state);
                g_assert_false (ludus_game_apply (game, state, seat, &probe, &error));
                g_assert_nonnull (error);
                g_clear_error (&error);
                g_assert_cmpmem (state, sizeof (FtState), copy, sizeof (FtState));
                ludus_game_free_state (game, copy);
                refused++;
              }
            g_array_set_size (moves, 0);
            ludus_game_legal_moves (game, state, actor, moves);
            g_assert_cmpuint (moves->len, >, 0);
            move = g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
            g_assert_true (ludus_game_apply (game, state, actor, &move, &error));
            g_assert_no_error (error);
            accepted++;
          }
        ludus_game_free_state (game, state);
      }
  g_test_message ("%" G_GUINT64_FORMAT " moves played, %" G_GUINT64_FORMAT " refused",
                  accepted, refused);
  g_assert_cmpuint (refused, >, 1000);
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
  return g_test_run ();
}
