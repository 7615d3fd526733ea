/* test-pn-search.c: what a Porta Nigra seat cannot see, dealt again for the search
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shared contract (ludus_test_check_search ()) runs in test-pn-random;
 * the computer player itself is checked on Porta Nigra by
 * tests/core/test-player-games. Here: exactly what a determinized position
 * changes — the other seats' hands (from their hand and deck together), the
 * order of every face-down deck — and that everything the seat sees stays.
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

/* A 3-player game after some random moves, in seat 1's action phase. */
static PnState *
mid_game (void)
{
  LudusGame *game = pn_test_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  LudusState *state = ludus_game_new_state (game, 3, 31, NULL, &error);
  const PnState *s = (const PnState *) state;
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 31);
  while (!(s->phase == PN_PHASE_ACTION && s->current == 1 && s->players[1].n_discard >= 2))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

      g_assert_false (ludus_game_is_over (game, state));
      ludus_game_legal_moves (game, state, actor, moves);
      ludus_game_apply_trusted (game, state, actor,
                                &g_array_index (moves, LudusMove,
                                                ludus_rng_below (&rng, moves->len)));
    }
  return (PnState *) state;
}

/* The cards sorted, to compare contents without order. */
static void
sorted (const gint8 *cards,
        guint        n,
        gint8       *out)
{
  memcpy (out, cards, n);
  pn_sort_cards (out, n);
}

static void
assert_same_cards (const gint8 *a,
                   guint        na,
                   const gint8 *b,
                   guint        nb)
{
  gint8 sa[PN_N_HONOR_CARDS], sb[PN_N_HONOR_CARDS];

  g_assert_cmpuint (na, ==, nb);
  sorted (a, na, sa);
  sorted (b, nb, sb);
  g_assert_cmpmem (sa, na, sb, nb);
}

/* Another seat's hand and deck together, sorted. */
static void
held (const PnPlayer *pl,
      gint8          *out)
{
  memcpy (out, pl->hand, pl->n_hand);
  memcpy (out + pl->n_hand, pl->deck, pl->n_deck);
  pn_sort_cards (out, pl->n_hand + pl->n_deck);
}

static void
check_sample (const PnState *s,
              const PnState *x,
              guint          seat)
{
  LudusGame *game = pn_test_game ();
  g_autoptr(LudusState) vs = ludus_game_redact (game, (const LudusState *) s, (int) seat);
  g_autoptr(LudusState) vx = ludus_game_redact (game, (const LudusState *) x, (int) seat);

  pn_test_check (x);
  g_assert_cmpmem (vs, sizeof (PnState), vx, sizeof (PnState));
  /* Everything face up is the truth: sites, shops, displays, discards, scores. */
  g_assert_cmpmem (s->site_owner, sizeof s->site_owner, x->site_owner, sizeof x->site_owner);
  g_assert_cmpmem (s->shop, sizeof s->shop, x->shop, sizeof x->shop);
  g_assert_cmpmem (s->honor_display, sizeof s->honor_display, x->honor_display,
                   sizeof x->honor_display);
  g_assert_cmpmem (s->building_display, sizeof s->building_display, x->building_display,
                   sizeof x->building_display);
  g_assert_cmpmem (s->market_discard, sizeof s->market_discard, x->market_discard,
                   sizeof x->market_discard);
  for (guint p = 0; p < s->n_players; p++)
    {
      const PnPlayer *a = &s->players[p], *b = &x->players[p];
      gint8 ha[PN_DECK_SIZE + PN_HAND_MAX], hb[PN_DECK_SIZE + PN_HAND_MAX];

      g_assert_cmpint (a->vp, ==, b->vp);
      g_assert_cmpmem (a->discard, sizeof a->discard, b->discard, sizeof b->discard);
      g_assert_cmpmem (a->bricks, sizeof a->bricks, b->bricks, sizeof b->bricks);
      g_assert_cmpuint (a->n_hand, ==, b->n_hand);
      if (p == seat)
        g_assert_cmpmem (a->hand, sizeof a->hand, b->hand, sizeof b->hand);
      held (a, ha);
      held (b, hb);
      g_assert_cmpmem (ha, a->n_hand + a->n_deck, hb, b->n_hand + b->n_deck);
    }
  assert_same_cards (s->market_deck, s->n_market_deck, x->market_deck, x->n_market_deck);
  assert_same_cards (s->building_deck, s->n_building_deck, x->building_deck,
                     x->n_building_deck);
  assert_same_cards (s->honor_deck, s->n_honor_deck, x->honor_deck, x->n_honor_deck);
}

/* Seat 1 keeps its hand; the other hands, its own deck's order and the
 * order of the market, building and honour decks are dealt again, and do
 * come out differently. */
static void
test_dealt_again (void)
{
  g_autofree PnState *s = mid_game ();
  gboolean other_hand = FALSE, own_deck = FALSE, market = FALSE, building = FALSE;
  gboolean honor = FALSE;

  for (guint i = 0; i < 100; i++)
    {
      LudusRng rng;
      g_autoptr(LudusState) state = NULL;
      const PnState *x;

      ludus_rng_init (&rng, 900 + i);
      state = ludus_game_determinize (pn_test_game (), (const LudusState *) s, 1, &rng);
      x = (const PnState *) state;
      check_sample (s, x, 1);
      other_hand |= memcmp (s->players[0].hand, x->players[0].hand, PN_HAND_MAX) != 0 ||
                    memcmp (s->players[2].hand, x->players[2].hand, PN_HAND_MAX) != 0;
      own_deck |= memcmp (s->players[1].deck, x->players[1].deck, PN_DECK_SIZE) != 0;
      market |= memcmp (s->market_deck, x->market_deck, s->n_market_deck) != 0;
      building |= memcmp (s->building_deck, x->building_deck, s->n_building_deck) != 0;
      honor |= memcmp (s->honor_deck, x->honor_deck, s->n_honor_deck) != 0;
    }
  g_assert_true (other_hand);
  g_assert_true (own_deck);
  g_assert_true (market);
  g_assert_true (building);
  g_assert_true (honor);
}

/* Two positions seat 1 cannot tell apart (another hand swapped with that
 * seat's deck) give the same sample for the same generator. */
static void
test_no_peeking (void)
{
  g_autofree PnState *s = mid_game ();
  g_autofree PnState *t = g_memdup2 (s, sizeof *s);
  PnPlayer *pl = &t->players[2];
  LudusRng ra, rb;
  g_autoptr(LudusState) a = NULL, b = NULL;
  gint8 card;

  g_assert_cmpuint (pl->n_deck, >, 0);
  card = pl->hand[0];
  pl->hand[0] = pl->deck[0];
  pl->deck[0] = card;
  pn_sort_cards (pl->hand, pl->n_hand);
  pn_test_check (t);
  g_assert_true (memcmp (s->players[2].hand, t->players[2].hand, PN_HAND_MAX) != 0);
  ludus_rng_init (&ra, 77);
  ludus_rng_init (&rb, 77);
  a = ludus_game_determinize (pn_test_game (), (const LudusState *) s, 1, &ra);
  b = ludus_game_determinize (pn_test_game (), (const LudusState *) t, 1, &rb);
  g_assert_cmpmem (a, sizeof (PnState), b, sizeof (PnState));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/search/dealt-again", test_dealt_again);
  g_test_add_func ("/porta-nigra/search/no-peeking", test_no_peeking);
  return g_test_run ();
}
