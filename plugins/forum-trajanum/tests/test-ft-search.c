/* test-ft-search.c: determinized positions and view keys of Forum Trajanum
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shared check (ludus_test_check_search ()) plays seeded random games and
 * checks the determinize contract at every decision. The tests here look at
 * what Forum Trajanum hides: face-down grid tiles, ships, rivers, envoys,
 * unrevealed hands, the decks' order, and the other seats' draft picks.
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ludus-test-search.h"

/* Under valgrind (which preloads its libraries), one game per player count. */
static guint
games_per_count (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "vgpreload") != NULL ? 1 : 2;
}

static void
test_contract (void)
{
  const LudusTestSearchConfig config = {
    .games_per_count = games_per_count (),
    .playout_every = 97,
    .seed = 4100,
  };
  LudusTestSearchReport report;

  ludus_test_check_search (ft_test_game (), &config, &report);
  g_assert_cmpuint (report.decisions, >, 500 * config.games_per_count);
  g_assert_cmpuint (report.playouts, >, 10);
  /* Nearly every sample differs: the grid tiles are face down for everyone. */
  g_assert_cmpuint (report.differing * 10, >, report.determinizations * 9);
}

/* Plays seed's game with the first legal move of each actor until pred. */
static FtState *
play_until (guint      n_players,
            guint64    seed,
            gboolean (*pred) (const FtState *s))
{
  LudusGame *game = ft_test_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed);
  while (!pred ((const FtState *) state))
    {
      guint actor = (guint) g_bit_nth_msf (ludus_game_get_actors (game, state), -1);

      g_assert_false (ludus_game_is_over (game, state));
      ludus_game_legal_moves (game, state, actor, moves);
      ludus_game_apply_trusted (game, state, actor,
                                &g_array_index (moves, LudusMove,
                                                ludus_rng_below (&rng, moves->len)));
    }
  return (FtState *) state;
}

/* In the draft, the last seat has drafted and seat 0 has not begun. */
static gboolean
last_drafted (const FtState *s)
{
  return s->phase == FT_PHASE_DRAFT && s->players[s->n_players - 1].draft_done
         && s->players[0].draft_card_done == 0;
}

static gboolean
in_turn (const FtState *s)
{
  return s->phase == FT_PHASE_TURN && s->pass == 2 && s->turn_step == FT_TS_BUILD;
}

static FtState *
sample (const FtState *s,
        guint          seat,
        guint64        seed)
{
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  return (FtState *) ludus_game_determinize (ft_test_game (), (const LudusState *) s, seat, &rng);
}

static void
assert_same_view (const FtState *a,
                  const FtState *b,
                  guint          seat)
{
  LudusGame *game = ft_test_game ();
  g_autoptr(LudusState) va = ludus_game_redact (game, (const LudusState *) a, (int) seat);
  g_autoptr(LudusState) vb = ludus_game_redact (game, (const LudusState *) b, (int) seat);

  g_assert_cmpmem (va, sizeof (FtState), vb, sizeof (FtState));
  g_assert_cmpuint (ludus_game_get_view_key (game, (const LudusState *) a, seat), ==,
                    ludus_game_get_view_key (game, (const LudusState *) b, seat));
}

static void
check (const FtState *s)
{
  g_autoptr(GError) error = NULL;

  ft_check_state (ft_test_data (), s, &error);
  g_assert_no_error (error);
}

/* Another seat's draft is made again among the picks it could have made:
 * for each street card a tile of that card's street, or any tile for a
 * tribune, or nothing when the street is empty; its kept tile and its gift
 * are its own tiles, and it stays done. */
static void
test_draft_picks (void)
{
  const FtData *d = ft_test_data ();
  g_autofree FtState *s = play_until (3, 77, last_drafted);
  guint other = s->n_players - 1;
  GHashTable *picks = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < 200; i++)
    {
      g_autofree FtState *x = sample (s, 0, 1000 + i);
      const FtPlayer *pl = &x->players[other];
      int tribunes = 0;

      check (x);
      assert_same_view (s, x, 0);
      g_assert_true (pl->draft_done);
      g_assert_cmpint (pl->draft_card_done, ==, 3);
      for (int k = 0; k < 2; k++)
        {
          int cell = pl->draft_cell[k];
          int street = ft_street_of_card (d, x, other, k);

          if (cell == FT_EMPTY)
            continue;
          if (!ft_cell_in_street (cell, street))
            tribunes++;
          g_hash_table_add (picks, GINT_TO_POINTER (k * 100 + cell));
        }
      /* A tile outside the street was paid for (one inside may be too). */
      g_assert_cmpint (pl->draft_tribunes, >=, tribunes);
      g_assert_cmpint (pl->tribunes + pl->draft_tribunes, ==,
                       s->players[other].tribunes + s->players[other].draft_tribunes);
      g_assert_cmpint (ft_tile_owner (pl->hand_own), ==, other);
      if (pl->gift != FT_EMPTY)
        g_assert_cmpint (ft_tile_owner (pl->gift), ==, other);
      /* Seat 0's own draft is its own business: untouched. */
      g_assert_cmpmem (&x->players[0].draft_done, 1, &s->players[0].draft_done, 1);
      g_assert_cmpint (x->epoch, ==, s->epoch);
    }
  /* Not always the truth's picks. */
  g_assert_cmpuint (g_hash_table_size (picks), >, 4);
  g_hash_table_unref (picks);
}

/* data/draft-only-skip-2p.json (2 players, seed 291's random game at its
 * 144th move): seat 1 has drafted, seat 0 has not. Seat 0 cannot see seat
 * 1's picks, and in its view neither of seat 1's streets has a tile and
 * seat 1 has no tribune: both cards can only be skipped, which is listed
 * as card 0's skip alone. Redoing seat 1's draft drew card 1 half the time,
 * found no move for it, and applied whatever lay past the list (the
 * arena aborted in ft_draft_apply, fixed in 1e249c6). */
static void
test_draft_only_skips (void)
{
  g_autofree FtState *s = ft_test_load ("draft-only-skip-2p");

  check (s);
  g_assert_cmpint (s->phase, ==, FT_PHASE_DRAFT);
  g_assert_true (s->players[1].draft_done);
  g_assert_false (s->players[0].draft_done);
  for (guint i = 0; i < 32; i++)
    {
      g_autofree FtState *x = sample (s, 0, 2900 + i);
      const FtPlayer *pl = &x->players[1];

      check (x);
      assert_same_view (s, x, 0);
      g_assert_true (pl->draft_done);
      g_assert_cmpint (pl->draft_card_done, ==, 3);
      /* Nothing was taken: both cards skipped. */
      g_assert_cmpint (pl->draft_cell[0], ==, FT_EMPTY);
      g_assert_cmpint (pl->draft_cell[1], ==, FT_EMPTY);
    }
}

/* Everyone's face-down grid tiles are dealt again, each among its owner's
 * unseen tiles; what lies face up stays; the decks are shuffled. */
static void
test_hidden_tiles (void)
{
  g_autofree FtState *s = play_until (4, 5, in_turn);
  gboolean grid_moved = FALSE, ship_moved = FALSE, deck_moved = FALSE;

  for (guint i = 0; i < 50; i++)
    {
      g_autofree FtState *x = sample (s, 1, 500 + i);

      check (x);
      assert_same_view (s, x, 1);
      for (guint p = 0; p < s->n_players; p++)
        {
          const FtPlayer *a = &s->players[p], *b = &x->players[p];

          for (int c = 0; c < FT_N_CELLS; c++)
            {
              if (b->cell_tile[c] >= 0)
                g_assert_cmpint (ft_tile_owner (b->cell_tile[c]), ==, p);
              if (ft_is_corner (c))
                g_assert_cmpint (a->cell_tile[c], ==, b->cell_tile[c]);
              else
                grid_moved |= a->cell_tile[c] != b->cell_tile[c];
            }
          g_assert_cmpint (a->ship_n, ==, b->ship_n);
          if (p != 1)
            ship_moved |= memcmp (a->ship, b->ship, sizeof a->ship) != 0;
          else
            {
              g_assert_cmpmem (a->ship, sizeof a->ship, b->ship, sizeof b->ship);
              g_assert_cmpint (a->river, ==, b->river);
            }
          g_assert_cmpmem (a->reserve, sizeof a->reserve, b->reserve, sizeof b->reserve);
          g_assert_cmpmem (a->citizen, sizeof a->citizen, b->citizen, sizeof b->citizen);
        }
      g_assert_cmpmem (s->display, sizeof s->display, x->display, sizeof x->display);
      g_assert_cmpmem (s->deck_n, sizeof s->deck_n, x->deck_n, sizeof x->deck_n);
      deck_moved |= memcmp (s->deck, x->deck, sizeof s->deck) != 0;
    }
  g_assert_true (grid_moved);
  g_assert_true (ship_moved);
  g_assert_true (deck_moved);
}

/* The drawn setup citizens stay female citizens: the other seats' hands
 * hold the one female citizen their corners do not show. */
static gboolean
in_setup (const FtState *s)
{
  return s->phase == FT_PHASE_SETUP_CRANES && s->setup_count == 1;
}

static void
test_setup_hands (void)
{
  g_autofree FtState *s = play_until (4, 9, in_setup);

  for (guint i = 0; i < 20; i++)
    {
      g_autofree FtState *x = sample (s, s->setup_player, 70 + i);

      check (x);
      assert_same_view (s, x, s->setup_player);
      for (guint p = 0; p < s->n_players; p++)
        g_assert_cmpint (x->players[p].hand_own, ==, s->players[p].hand_own);
    }
}

/* Changing only what seat 0 cannot see leaves its view key alone, and so
 * its determinizations; changing what it sees changes the key. */
static void
test_view_key (void)
{
  LudusGame *game = ft_test_game ();
  g_autofree FtState *s = play_until (3, 23, in_turn);
  g_autofree FtState *t = g_memdup2 (s, sizeof *s);
  g_autofree FtState *x = NULL;
  g_autofree FtState *y = NULL;
  guint64 key = ludus_game_get_view_key (game, (LudusState *) s, 0);
  FtPlayer *pl;
  int a = -1, b = -1;
  gint16 tile;
  gint8 card;

  /* Two face-down tiles of seat 0's own grid change places. */
  pl = &t->players[0];
  for (int c = 0; c < FT_N_CELLS; c++)
    if (!ft_is_corner (c) && pl->cell_state[c] == FT_CELL_COVERED)
      {
        if (a < 0)
          a = c;
        else
          b = c;
      }
  g_assert_cmpint (b, >=, 0);
  tile = pl->cell_tile[a], pl->cell_tile[a] = pl->cell_tile[b], pl->cell_tile[b] = tile;
  /* Seat 1's river and a face-down tile of its grid change places. */
  pl = &t->players[1];
  for (int c = 0; c < FT_N_CELLS; c++)
    if (!ft_is_corner (c) && pl->cell_state[c] == FT_CELL_COVERED)
      a = c;
  tile = pl->river, pl->river = pl->cell_tile[a], pl->cell_tile[a] = tile;
  /* The decks' order changes, and the generator. */
  card = t->deck[2][0], t->deck[2][0] = t->deck[2][1], t->deck[2][1] = card;
  ludus_rng_init (&t->rng, 99);
  check (t);
  g_assert_cmpuint (ludus_game_get_view_key (game, (LudusState *) t, 0), ==, key);
  x = sample (s, 0, 7);
  y = sample (t, 0, 7);
  g_assert_cmpmem (x, sizeof *x, y, sizeof *y);

  /* What seat 0 sees: one coin more for seat 2. */
  t->players[2].coins++;
  g_assert_cmpuint (ludus_game_get_view_key (game, (LudusState *) t, 0), !=, key);
}

/* count draws of the playout policy among moves, from a fixed generator */
static void
policy_counts (const FtState   *s,
               const LudusMove *moves,
               guint            n_moves,
               guint            n_draws,
               guint           *counts)
{
  LudusGame *game = ft_test_game ();
  LudusRng rng;

  ludus_rng_init (&rng, 5);
  memset (counts, 0, n_moves * sizeof *counts);
  for (guint i = 0; i < n_draws; i++)
    {
      guint pick = ludus_game_choose_playout_move (game, (const LudusState *) s, s->current,
                                                   moves, n_moves, &rng);

      g_assert_cmpuint (pick, <, n_moves);
      counts[pick]++;
    }
}

/* moves[0] is drawn `share` ninths of the time (± 150 of 9,000 draws). */
static void
assert_first_share (const FtState   *s,
                    const LudusMove *moves,
                    guint            n_moves,
                    guint            share)
{
  guint counts[8];

  g_assert_cmpuint (n_moves, <=, G_N_ELEMENTS (counts));
  policy_counts (s, moves, n_moves, 9000, counts);
  g_assert_cmpuint (counts[0], >, share * 1000 - 150);
  g_assert_cmpuint (counts[0], <, share * 1000 + 150);
}

/* Hard's playout policy weighs moves by kind: a build (single or double) or using both tiles
 * eight times as likely as a move of no listed kind, which is four times as likely as each
 * free conversion, a tribune take or declining an envoy; skipping a build half as likely as a
 * move of no listed kind; paying a citizen row eight times as likely as letting it go inactive;
 * moves of one kind alike; a single move is always taken. The policy reads only the moves, so
 * they need not be legal in the position. */
static void
test_policy_weights (void)
{
  g_autofree FtState *s = play_until (2, 23, in_turn);
  const LudusMove build[] = { { FT_MOVE_BUILD_SINGLE, { 3 } }, { FT_MOVE_SKIP_BUILD, { 0 } },
                              { FT_MOVE_DECLINE_ENVOY, { 0 } }, { FT_MOVE_CRAFTSMAN2, { 0 } } };
  const LudusMove both[] = { { FT_MOVE_USE_BOTH, { 0 } }, { FT_MOVE_MERCHANT2_SWAP, { 0 } } };
  const LudusMove pay[] = { { FT_MOVE_PAY_ROW, { 1, 1 } }, { FT_MOVE_PAY_ROW, { 1, 0 } } };
  const LudusMove end[] = { { FT_MOVE_END_TURN, { 0 } }, { FT_MOVE_CRAFTSMAN1, { 0 } },
                            { FT_MOVE_RECOLOUR_WORKER, { 0, 1 } },
                            { FT_MOVE_WORKERS_TO_BUILDER, { 0 } }, { FT_MOVE_BUILD_DOUBLE, { 4 } } };
  const LudusMove take[] = { { FT_MOVE_TAKE_STREET, { 0, 7 } }, { FT_MOVE_TAKE_STREET, { 0, 8 } },
                             { FT_MOVE_TAKE_TRIBUNE, { 0, 20 } } };
  guint counts[5];

  /* A build: 8 of 8 + 2 + 1 + 1 = 12, which is 6 ninths. */
  assert_first_share (s, build, 4, 6);
  assert_first_share (s, both, 2, 8);
  assert_first_share (s, pay, 2, 8);
  /* Ending the turn: 4 of 4 + 1 + 1 + 1 + 8 = 15, so 2,400 of 9,000. */
  policy_counts (s, end, 5, 9000, counts);
  g_assert_cmpuint (counts[0], >, 2400 - 150);
  g_assert_cmpuint (counts[0], <, 2400 + 150);
  policy_counts (s, take, 3, 9000, counts);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (counts[i], >, 4 * 9000 / 9 - 150);
      g_assert_cmpuint (counts[i], <, 4 * 9000 / 9 + 150);
    }
  policy_counts (s, build + 1, 1, 10, counts);
  g_assert_cmpuint (counts[0], ==, 10);
}

/* Only hard plays its playouts by the policy; easy and normal play them at random, as in
 * the rows measured before it (HACKING.md). */
static void
test_playout_flags (void)
{
  LudusGame *game = ft_test_game ();

  for (guint n = 2; n <= FT_MAX_PLAYERS; n++)
    {
      g_autofree FtState *s = play_until (n, 23, in_turn);

      for (guint level = 0; level < LUDUS_N_LEVELS; level++)
        g_assert_cmpuint (ludus_game_get_playout_flags (game, (LudusState *) s, level), ==,
                          level == LUDUS_LEVEL_HARD ? LUDUS_PLAYOUT_POLICY : LUDUS_PLAYOUT_NONE);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forum-trajanum/search/contract", test_contract);
  g_test_add_func ("/forum-trajanum/search/draft-picks", test_draft_picks);
  g_test_add_func ("/forum-trajanum/search/draft-only-skips", test_draft_only_skips);
  g_test_add_func ("/forum-trajanum/search/hidden-tiles", test_hidden_tiles);
  g_test_add_func ("/forum-trajanum/search/setup-hands", test_setup_hands);
  g_test_add_func ("/forum-trajanum/search/view-key", test_view_key);
  g_test_add_func ("/forum-trajanum/search/policy-weights", test_policy_weights);
  g_test_add_func ("/forum-trajanum/search/playout-flags", test_playout_flags);
  return g_test_run ();
}
