/* test-pn-scoring.c: round end, interim scoring, new rounds, the early end, final scoring
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the blank positions of data/ (see test-pn-positions.c), with the
 * rulebook's worked examples: Thomas's interim split, Nicole's sets, the
 * Basilica and Amphitheatre majorities, the Porta Nigra levels.
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

#define M(kind) PN_MOVE_##kind

static void
move (PnState *s,
      int      kind,
      int      a0)
{
  pn_test_move (s, pn_actors (s) == 0 ? 0 : (guint) g_bit_nth_lsf (pn_actors (s), -1), kind, a0,
                0, 0, 0, 0);
}

/* Every player's cards played but one last card in seat last's hand: the
 * last turn of the round, seat last to act. */
static void
last_turn (PnState *s,
           guint    last)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      PnPlayer *pl = &s->players[p];

      pn_test_hand (s, p, 0, -1);
      if (p != last)
        {
          pl->discard[pl->n_discard++] = pl->hand[0];
          pl->hand[0] = PN_NONE;
          pl->n_hand = 0;
        }
      memcpy (pl->discard + pl->n_discard, pl->deck, pl->n_deck);
      pl->n_discard += pl->n_deck;
      memset (pl->deck, PN_NONE, sizeof pl->deck);
      pl->n_deck = 0;
    }
  s->current = (guint8) last;
  pn_test_check (s);
}

static void
finish_turn (PnState *s)
{
  move (s, M (PLAY_CARD), s->players[s->current].hand[0]);
  move (s, M (END_TURN), 0);
}

/* The rulebook's example (4 players): Thomas has 10 bricks on the board,
 * doubled to 20, taken as 15 VP and 5 sesterces. Players with no bricks
 * split nothing; the order runs clockwise from the round's start player. */
static void
test_interim_thomas (void)
{
  g_autofree PnState *s = pn_test_blank (4);

  pn_test_element (s, 1, PN_SITE_PN (1), 8);
  pn_test_element (s, 1, PN_SITE_BASILICA_A (2), 2);
  pn_test_element (s, 3, PN_SITE_WALL (1), 1);
  last_turn (s, 3);
  finish_turn (s);
  g_assert_cmpint (s->phase, ==, PN_PHASE_INTERIM);
  g_assert_cmpint (s->interim_next, ==, 1);
  g_assert_cmpint (pn_interim_amount (s, pn_test_data (), 1), ==, 20);
  g_assert_cmpuint (pn_test_count_kind (s, 1, M (INTERIM_SPLIT)), ==, 21);
  move (s, M (INTERIM_SPLIT), 15);
  g_assert_cmpint (s->players[1].vp, ==, 15);
  g_assert_cmpint (s->players[1].vp_src[PN_VP_INTERIM], ==, 15);
  g_assert_cmpint (s->players[1].coins, ==, 25);
  g_assert_cmpint (s->interim_next, ==, 3);
  move (s, M (INTERIM_SPLIT), 0);
  g_assert_cmpint (s->players[3].coins, ==, 22);
  /* Seats 0, 2 and 3 have 0 VP: the draw picks one of them. */
  g_assert_cmpint (s->phase, ==, PN_PHASE_START_CHOICE);
  g_assert_true (s->chooser_drawn);
  g_assert_cmpint (s->chooser, !=, 1);
}

/* The fewest VP name the next start player; the new round reshuffles the
 * decks, deals 2 and leaves builders, market and displays alone. */
static void
test_new_round (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  guint8 shops[PN_N_SHOPS];

  pn_test_element (s, 0, PN_SITE_WALL (2), 2);
  s->players[1].vp = s->players[1].vp_src[PN_VP_HONOR] = 3;
  s->players[2].vp = s->players[2].vp_src[PN_VP_HONOR] = 5;
  last_turn (s, 2);
  finish_turn (s);
  memcpy (shops, s->shop, sizeof shops);
  g_assert_cmpint (s->interim_next, ==, 0);
  move (s, M (INTERIM_SPLIT), 4);
  g_assert_cmpint (s->phase, ==, PN_PHASE_START_CHOICE);
  g_assert_cmpint (s->chooser, ==, 1);
  g_assert_false (s->chooser_drawn);
  g_assert_cmpuint (pn_test_count_kind (s, 1, M (START_PLAYER)), ==, 3);
  pn_test_move (s, 1, M (START_PLAYER), 2, 0, 0, 0, 0);
  g_assert_cmpint (s->round, ==, 2);
  g_assert_cmpint (s->start_player, ==, 2);
  g_assert_cmpint (s->current, ==, 2);
  g_assert_cmpint (s->phase, ==, PN_PHASE_ACTION);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpint (s->players[p].n_hand, ==, 2);
      g_assert_cmpint (s->players[p].n_deck, ==, 6);
      g_assert_cmpint (s->players[p].n_discard, ==, 0);
      g_assert_cmpint (s->players[p].builder, ==, (int) p);
    }
}

/* Two players: interim scoring after rounds 1 and 2, bricks counted once. */
static void
test_two_players (void)
{
  g_autofree PnState *s = pn_test_blank (2);

  pn_test_element (s, 0, PN_SITE_WALL (2), 2);
  g_assert_cmpint (pn_interim_amount (s, pn_test_data (), 0), ==, 2);
  for (int round = 1; round <= 3; round++)
    {
      last_turn (s, 1);
      finish_turn (s);
      if (round == 3)
        break;
      g_assert_cmpint (s->phase, ==, PN_PHASE_INTERIM);
      move (s, M (INTERIM_SPLIT), 2);
      pn_test_move (s, 1, M (START_PLAYER), 0, 0, 0, 0, 0);
    }
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_INTERIM], ==, 4);
}

/* The last round ends with the final scoring, no interim scoring. */
static void
test_last_round (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_element (s, 0, PN_SITE_WALL (2), 2);
  s->round = 2;
  last_turn (s, 2);
  finish_turn (s);
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_INTERIM], ==, 0);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_MAJORITY + 5], ==, 20);
}

/* Trigger T1: the last brick of the market bought with an empty supply. The
 * player gains 5 VP and finishes the turn; each other player takes one last
 * turn (ruling R14: even mid-round), then the final scoring. */
static void
test_early_end_bricks (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 1, 0, 0, 0, 0);
  pn_test_bricks (s, 1, PN_RED, s->supply);
  s->players[0].builder = 2;
  pn_test_hand (s, 0, 0, 1);
  move (s, M (PLAY_CARD), 0);
  pn_test_move (s, 0, M (BUY_BRICK), 0, 0, PN_BLACK, 0, 0);
  g_assert_cmpint (s->end_trigger, ==, PN_END_BRICKS);
  g_assert_cmpint (s->end_player, ==, 0);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_EARLY_END], ==, 5);
  g_assert_cmpint (s->final_turns, ==, 6);
  pn_test_move (s, 0, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  move (s, M (END_TURN), 0);
  g_assert_cmpint (s->current, ==, 1);
  finish_turn (s);
  g_assert_cmpint (s->current, ==, 2);
  finish_turn (s);
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->round, ==, 1);
}

/* Trigger T2: a 15th element; a player without cards skips the last turn;
 * a second trigger gives nothing. */
static void
test_early_end_romans (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int site = 0;

  for (int i = 0; i < 14; i++, site++)
    pn_test_element (s, 0, site, pn_test_data ()->site[site].bricks);
  g_assert_cmpint (s->players[0].romans + s->players[0].reserve, ==, 1);
  s->players[0].romans = 1;
  s->players[0].reserve = 0;
  pn_test_bricks (s, 0, PN_WHITE, 8);
  s->players[0].influence = 2;
  last_turn (s, 0);
  s->players[1].n_hand = 1;
  s->players[1].hand[0] = s->players[1].discard[--s->players[1].n_discard];
  s->players[1].discard[s->players[1].n_discard] = PN_NONE;
  pn_test_check (s);
  pn_test_move (s, 0, M (INFLUENCE_PLACE), PN_SITE_PN (5), 3, 3, 0, 0);
  g_assert_cmpint (s->end_trigger, ==, PN_END_ROMANS);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_EARLY_END], ==, 5);
  finish_turn (s);
  g_assert_cmpint (s->current, ==, 1);
  finish_turn (s);
  /* Seat 2 holds no card: no last turn. */
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_EARLY_END], ==, 5);
  g_assert_cmpint (s->players[1].vp_src[PN_VP_EARLY_END], ==, 0);
}

/* An early end on the last turn of a round: no interim scoring, no new round. */
static void
test_early_end_at_round_end (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 1, 0, 0, 0, 0);
  pn_test_bricks (s, 1, PN_RED, s->supply);
  s->players[2].builder = 2;
  last_turn (s, 2);
  move (s, M (PLAY_CARD), s->players[2].hand[0]);
  pn_test_move (s, 2, M (BUY_BRICK), 0, 0, PN_BLACK, 0, 0);
  g_assert_cmpint (s->end_trigger, ==, PN_END_BRICKS);
  move (s, M (END_TURN), 0);
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->round, ==, 1);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (s->players[p].vp_src[PN_VP_INTERIM], ==, 0);
}

/* Nicole's sets: Basilica ×2, Amphitheatre, City Wall → {B, A, W} 12 + {B} 2. */
static void
test_sets (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnData *d = pn_test_data ();

  pn_test_give_building (s, 0, 0);
  pn_test_give_building (s, 0, 1);
  pn_test_give_building (s, 0, 5);
  pn_test_give_building (s, 0, 10);
  g_assert_cmpint (pn_score_sets (s, d, 0), ==, 14);
  pn_test_give_building (s, 1, 15);
  g_assert_cmpint (pn_score_sets (s, d, 1), ==, 2);
  for (int b = 0; b < 4; b++)
    {
      pn_test_give_building (s, 2, b * 5 + 2);
      pn_test_give_building (s, 2, b * 5 + 3);
    }
  g_assert_cmpint (pn_score_sets (s, d, 2), ==, 40);
}

static void
test_play_area (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].romans = 3;
  s->players[0].reserve = 12;
  s->players[0].coins = 20;
  s->players[0].influence = 2;
  s->players[0].torches = 1;
  pn_test_bricks (s, 0, PN_RED, 3);
  pn_test_bricks (s, 0, PN_WHITE, 1);
  g_assert_cmpint (pn_score_play_area (s, pn_test_data (), 0), ==, 3 + 6 + 2 + 1 + 4);
}

/* The Basilica example: row A, 4 bricks each; Courtney's 4 white outrank
 * Michael's 2 yellow → 12 and 6; row B is Michael's alone → 12. */
static void
test_majority_basilica (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnData *d = pn_test_data ();
  int vp[PN_MAX_PLAYERS];

  pn_test_element (s, 0, PN_SITE_BASILICA_A (5), 4);
  pn_test_element (s, 1, PN_SITE_BASILICA_A (4), 2);
  pn_test_element (s, 1, PN_SITE_BASILICA_A (2), 2);
  pn_test_element (s, 1, PN_SITE_BASILICA_B (3), 2);
  pn_score_majority (s, d, 0, vp);
  g_assert_cmpint (vp[0], ==, 12);
  g_assert_cmpint (vp[1], ==, 6);
  g_assert_cmpint (vp[2], ==, 0);
  pn_score_majority (s, d, 1, vp);
  g_assert_cmpint (vp[1], ==, 12);
  g_assert_cmpint (vp[0] + vp[2], ==, 0);
}

/* The Amphitheatre example: 3 yellow beat 3 red in row A: 15 and 7. */
static void
test_majority_amphitheatre (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int vp[PN_MAX_PLAYERS];

  pn_test_element (s, 2, PN_SITE_AMPH_A (4), 3);
  pn_test_element (s, 0, PN_SITE_AMPH_A (3), 3);
  pn_score_majority (s, pn_test_data (), 2, vp);
  g_assert_cmpint (vp[2], ==, 15);
  g_assert_cmpint (vp[0], ==, 7);
}

/* Porta Nigra levels count elements of that height; an unresolved tie for
 * first gives each the second-place VP and nobody else scores (R8); one for
 * second gives nothing. */
static void
test_majority_porta_nigra (void)
{
  g_autofree PnState *s = pn_test_blank (4);
  const PnData *d = pn_test_data ();
  int vp[PN_MAX_PLAYERS];

  pn_test_element (s, 0, PN_SITE_PN (1), 5);
  pn_test_element (s, 0, PN_SITE_PN (2), 5);
  pn_test_element (s, 1, PN_SITE_PN (5), 5);
  pn_score_majority (s, d, 6 + 5 - 3, vp);
  g_assert_cmpint (vp[0], ==, 19);
  g_assert_cmpint (vp[1], ==, 9);
  /* Level 4: seats 1 and 2 on yellow sites tie unresolved; seat 3 on black scores nothing. */
  pn_test_element (s, 1, PN_SITE_PN (4), 4);
  pn_test_element (s, 2, PN_SITE_PN (9), 4);
  pn_test_element (s, 3, PN_SITE_PN (6), 4);
  pn_score_majority (s, d, 6 + 4 - 3, vp);
  g_assert_cmpint (vp[1], ==, 7);
  g_assert_cmpint (vp[2], ==, 7);
  g_assert_cmpint (vp[3], ==, 0);
  g_assert_cmpint (vp[0], ==, 0);
  /* Level 3: seat 0 has two elements, seat 1 one. */
  pn_test_element (s, 0, PN_SITE_PN (3), 3);
  pn_test_element (s, 0, PN_SITE_PN (7), 3);
  pn_test_element (s, 1, PN_SITE_PN (8), 3);
  pn_score_majority (s, d, 6, vp);
  g_assert_cmpint (vp[0], ==, 12);
  g_assert_cmpint (vp[1], ==, 6);
  g_assert_cmpint (vp[2] + vp[3], ==, 0);
  /* Nobody at height 8. */
  pn_score_majority (s, d, 11, vp);
  g_assert_cmpint (vp[0] + vp[1] + vp[2] + vp[3], ==, 0);
}

/* A tie on bricks is broken by the best element (colour first); a tie for
 * second that the best elements cannot break gives nothing. */
static void
test_majority_tie_for_second (void)
{
  g_autofree PnState *s = pn_test_blank (4);
  int vp[PN_MAX_PLAYERS];

  pn_test_element (s, 0, PN_SITE_WALL (4), 2);
  pn_test_element (s, 0, PN_SITE_WALL (2), 2);
  pn_test_element (s, 1, PN_SITE_WALL (6), 2);
  pn_test_element (s, 2, PN_SITE_WALL (8), 2);
  pn_test_element (s, 3, PN_SITE_WALL (10), 2);
  pn_score_majority (s, pn_test_data (), 5, vp);
  /* Seat 0 has 4 bricks; seats 1, 2, 3 have 2 each, best elements black, red, white. */
  g_assert_cmpint (vp[0], ==, 20);
  g_assert_cmpint (vp[3], ==, 10);
  g_assert_cmpint (vp[1] + vp[2], ==, 0);

  /* Height 6 of the Porta Nigra: seats 1 and 2 both have one yellow element. */
  pn_test_element (s, 0, PN_SITE_PN (1), 6);
  pn_test_element (s, 0, PN_SITE_PN (2), 6);
  pn_test_element (s, 1, PN_SITE_PN (4), 6);
  pn_test_element (s, 2, PN_SITE_PN (9), 6);
  pn_test_element (s, 3, PN_SITE_PN (3), 6);
  pn_score_majority (s, pn_test_data (), 6 + 6 - 3, vp);
  g_assert_cmpint (vp[0], ==, 24);
  g_assert_cmpint (vp[1] + vp[2] + vp[3], ==, 0);
}

/* The whole final scoring in its order, the breakdown, and a shared win. */
static void
test_final_scoring (void)
{
  g_autofree PnState *s = pn_test_blank (2);
  g_autoptr(GPtrArray) rows = NULL;
  guint ranks[LUDUS_MAX_PLAYERS];

  pn_test_give_building (s, 0, 0);
  pn_test_give_building (s, 0, 5);
  pn_test_give_honor (s, 1, 0);
  pn_test_element (s, 0, PN_SITE_WALL (1), 1);
  s->players[1].coins = 20 + 3 * 10;
  s->round = 3;
  last_turn (s, 1);
  finish_turn (s);
  g_assert_cmpint (s->phase, ==, PN_PHASE_OVER);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_SETS], ==, 6);
  g_assert_cmpint (s->players[1].vp_src[PN_VP_FINAL_CARDS], ==, 30);
  /* Seat 0: 4 Romans + 6 + 1 torch; seat 1: 5 Romans + 16 + 1 torch. */
  g_assert_cmpint (s->players[0].vp_src[PN_VP_PLAY_AREA], ==, 11);
  g_assert_cmpint (s->players[1].vp_src[PN_VP_PLAY_AREA], ==, 22);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_MAJORITY + 5], ==, 20);
  g_assert_cmpint (s->players[0].vp, ==, 6 + 11 + 20);
  g_assert_cmpint (s->players[1].vp, ==, 52);
  rows = ludus_game_get_score_breakdown (pn_test_game (), (LudusState *) s);
  g_assert_cmpuint (rows->len, ==, 4);
  ludus_game_get_ranks (pn_test_game (), (LudusState *) s, ranks);
  g_assert_cmpuint (ranks[1], ==, 0);
  g_assert_cmpuint (ranks[0], ==, 1);
  /* Equal VP share the victory. */
  s->players[0].vp += 15;
  s->players[0].vp_src[PN_VP_HONOR] += 15;
  ludus_game_get_ranks (pn_test_game (), (LudusState *) s, ranks);
  g_assert_cmpuint (ranks[0], ==, 0);
  g_assert_cmpuint (ranks[1], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/round/interim-thomas", test_interim_thomas);
  g_test_add_func ("/porta-nigra/round/new-round", test_new_round);
  g_test_add_func ("/porta-nigra/round/two-players", test_two_players);
  g_test_add_func ("/porta-nigra/round/last-round", test_last_round);
  g_test_add_func ("/porta-nigra/early-end/bricks", test_early_end_bricks);
  g_test_add_func ("/porta-nigra/early-end/romans", test_early_end_romans);
  g_test_add_func ("/porta-nigra/early-end/at-round-end", test_early_end_at_round_end);
  g_test_add_func ("/porta-nigra/final/sets", test_sets);
  g_test_add_func ("/porta-nigra/final/play-area", test_play_area);
  g_test_add_func ("/porta-nigra/final/majority-basilica", test_majority_basilica);
  g_test_add_func ("/porta-nigra/final/majority-amphitheatre", test_majority_amphitheatre);
  g_test_add_func ("/porta-nigra/final/majority-porta-nigra", test_majority_porta_nigra);
  g_test_add_func ("/porta-nigra/final/majority-tie-for-second", test_majority_tie_for_second);
  g_test_add_func ("/porta-nigra/final/final-scoring", test_final_scoring);
  return g_test_run ();
}
