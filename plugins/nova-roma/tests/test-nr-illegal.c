/* test-nr-illegal.c: moves the rules forbid, each refused with the position byte for byte
 * unchanged
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions from tests/data/start-<n>p.json (the forum's columns Trade,
 * Development, Petition, Associates; its rows Seafaring, Construction,
 * Chariot race, Production; emperor token 0 shows cells 0 and 11; seat 0
 * first and holding the first-player token; mosaic cell 0 of seat 0 asks for
 * 2 building contracts, cell 2 for 2 associates). nr_test_refused () checks
 * that the move is refused with LUDUS_GAME_ERROR_ILLEGAL_MOVE and that not a
 * byte of the state changed; the random games of test-nr-random do the same
 * for random moves in every position.
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind

/* The Emperor and the forum (§4.2, §4.4). */
static void
test_forum (void)
{
  g_autofree NrState *s = nr_test_start (3);
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) copy = NULL;
  LudusMove by_other = { NR_MOVE_PATRICIAN, { 5 } };

  no (s, M (EMPEROR), 5, 0, 0);             /* not one of the token's two cells */
  no (s, M (EMPEROR), -1, 0, 0);
  no (s, M (PATRICIAN), 4, 0, 0);           /* the Emperor first */
  mv (s, M (EMPEROR), 11, 0, 0);
  no (s, M (EMPEROR), 0, 0, 0);             /* once a round */
  no (s, M (PATRICIAN), 11, 0, 0);          /* the Emperor's cell */
  no (s, M (PATRICIAN), 16, 0, 0);
  no (s, M (PERFORM), TRADE, 0, 0);         /* nothing placed yet */
  no (s, M (MOSAIC), 0, 0, 0);              /* no building contract */
  /* Another seat out of turn. */
  copy = ludus_state_copy ((LudusState *) s);
  g_assert_false (ludus_game_apply (game, (LudusState *) s, 1, &by_other, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN);
  g_assert_cmpmem (copy, sizeof (NrState), s, sizeof (NrState));

  mv (s, M (PATRICIAN), 4, 0, 0);           /* Trade and Construction */
  no (s, M (PATRICIAN), 5, 0, 0);           /* one a turn */
  no (s, M (PERFORM), SEA, 0, 0);           /* not an action of the cell */
  no (s, M (DECLINE), PROD, 0, 0);
  mv (s, M (DECLINE), TRADE, 0, 0);
  no (s, M (PERFORM), TRADE, 0, 0);         /* declined already */
  no (s, M (DECLINE), TRADE, 0, 0);
  mv (s, M (DECLINE), BUILD, 0, 0);
  no (s, M (PATRICIAN), 4, 0, 0);           /* the next seat: the cell is taken */
}

/* The mosaic: a met condition, but not between placing and acting, and once
 * a turn (§4.7). */
static void
test_mosaic (void)
{
  g_autofree NrState *s = nr_test_start (3);

  nr_test_row (s, 0, 20);
  nr_test_row (s, 0, 21);
  nr_test_ready (s);
  mv (s, M (EMPEROR), 11, 0, 0);
  no (s, M (MOSAIC), 9, 0, 0);
  no (s, M (MOSAIC), 0, 0, 0);              /* 2 building contracts: none */
  mv (s, M (PATRICIAN), 4, 0, 0);
  no (s, M (MOSAIC), 2, 0, 0);              /* met, but mid-turn */
  mv (s, M (DECLINE), TRADE, 0, 0);
  no (s, M (MOSAIC), 2, 0, 0);
  mv (s, M (DECLINE), BUILD, 0, 0);
  mv (s, M (MOSAIC), 2, 0, 0);
  g_assert_cmpuint (s->active, ==, 1);      /* the turn ended with it */
}

/* Petition (§5.3): the first player cannot claim the token on their first
 * turn; influence up to the power and no more than owned; never Petition
 * itself. */
static void
test_petition (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrPlayer *pl = &s->players[0];

  pl->influence = 2;
  nr_test_ready (s);
  mv (s, M (EMPEROR), 0, 0, 0);             /* the Emperor on row 0, column 0 */
  mv (s, M (PATRICIAN), 2, 0, 0);           /* Petition (power 1), Seafaring (2) */
  mv (s, M (PERFORM), PETITION, 0, 0);
  no (s, M (CLAIM), 0, 0, 0);               /* the holder's first turn */
  no (s, M (PETITION), TRADE, 2, 0);        /* more than the power */
  no (s, M (PETITION), TRADE, 0, 0);
  no (s, M (PETITION), PETITION, 1, 0);
  no (s, M (PETITION), 8, 1, 0);
  mv (s, M (PETITION), TRADE, 1, 0);
  g_assert_cmpint (pl->influence, ==, 1);
}

/* Trade, Production and Associates refuse what cannot be paid (§5.1, §5.4,
 * §5.8). */
static void
test_payments (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrPlayer *pl = &s->players[0];

  pl->resources[NR_WHEAT] = 0;
  pl->prod_artisan = 1u << 0;               /* one artisan placed, one free */
  s->artisans_supply--;
  nr_test_ready (s);
  mv (s, M (EMPEROR), 11, 0, 0);
  mv (s, M (PATRICIAN), 12, 0, 0);          /* Trade (1), Production (1) */
  mv (s, M (PERFORM), PROD, 0, 0);
  g_assert_cmpuint (s->n_frames, ==, 1);
  no (s, M (HIRE), 0, 0, 0);                /* no wheat */
  no (s, M (PLACE), 0, 0, 0);               /* an artisan stands there (ruling R27) */
  no (s, M (PLACE), 9, 0, 0);               /* off the 3 × 3 grid */
  no (s, M (BUY), NR_WHEAT, 0, 0);          /* not in Production */
  mv (s, M (DONE), 0, 0, 0);
  g_assert_cmpuint (s->n_frames, ==, 0);
  mv (s, M (PERFORM), TRADE, 0, 0);         /* 1 sesterce: 4 */
  while (s->n_frames > 0 && s->frames[0].step != NR_FS_TRADE_BUY)
    mv (s, M (DONE), 0, 0, 0);
  g_assert_cmpuint (s->n_frames, ==, 1);
  pl->sesterces = 0;
  no (s, M (BUY), NR_WHEAT, 0, 0);          /* nothing to pay with */
  no (s, M (BUY), NR_N_RESOURCES, 0, 0);
}

/* Associates: a card not in hand, or not affordable, is not played. */
static void
test_associates (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrPlayer *pl = &s->players[0];
  guint64 hand;
  int in_hand, other;

  mv (s, M (EMPEROR), 0, 0, 0);
  mv (s, M (PATRICIAN), 3, 0, 0);           /* Associates (1), Seafaring (2) */
  mv (s, M (PERFORM), ASSOC, 0, 0);
  no (s, M (DRAW), 5, 0, 0);
  mv (s, M (DRAW), NR_DRAW_DECK, 0, 0);
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_ASSOC_PLAY);
  hand = pl->hand;
  in_hand = g_bit_nth_lsf ((gulong) hand, -1);
  other = 0;
  while (hand & (G_GUINT64_CONSTANT (1) << other))
    other++;
  no (s, M (PLAY), other, -1, 0);           /* not in hand */
  pl->sesterces = 1;                        /* power 1 costs 2 */
  no (s, M (PLAY), in_hand, -1, 0);
  pl->sesterces = 2;
  mv (s, M (PLAY), in_hand, -1, 0);
  g_assert_cmpint (pl->sesterces, ==, 0);
}

/* Two players (§9): the legionnaire after the patrician, on a free cell. */
static void
test_two_players (void)
{
  g_autofree NrState *s = nr_test_start (2);

  mv (s, M (EMPEROR), 11, 0, 0);
  mv (s, M (PATRICIAN), 4, 0, 0);
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_LEGIONNAIRE);
  no (s, M (PERFORM), TRADE, 0, 0);         /* the legionnaire first */
  no (s, M (LEGIONNAIRE), 4, 0, 0);         /* the patrician's cell */
  no (s, M (LEGIONNAIRE), 11, 0, 0);        /* the Emperor's */
  mv (s, M (LEGIONNAIRE), 5, 0, 0);
  no (s, M (LEGIONNAIRE), 6, 0, 0);         /* one a turn */
}

/* Solo (§10): no first-player token to claim. */
static void
test_solo (void)
{
  g_autofree NrState *s = nr_test_start (1);
  NrPlayer *pl = &s->players[0];

  pl->influence = 4;
  nr_test_ready (s);
  mv (s, M (EMPEROR), 0, 0, 0);
  mv (s, M (PATRICIAN), 2, 0, 0);
  mv (s, M (PERFORM), PETITION, 0, 0);
  no (s, M (CLAIM), 0, 0, 0);
  g_assert_cmpint (s->fp_holder, ==, NR_NONE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/illegal/forum", test_forum);
  g_test_add_func ("/nova-roma/illegal/mosaic", test_mosaic);
  g_test_add_func ("/nova-roma/illegal/petition", test_petition);
  g_test_add_func ("/nova-roma/illegal/payments", test_payments);
  g_test_add_func ("/nova-roma/illegal/associates", test_associates);
  g_test_add_func ("/nova-roma/illegal/two-players", test_two_players);
  g_test_add_func ("/nova-roma/illegal/solo", test_solo);
  return g_test_run ();
}
