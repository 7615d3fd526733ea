/* test-pn-positions.c: every action, influence action and turn step from a JSON position
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test loads data/blank-<n>p.json — seat 0 to act, no card played,
 * every master builder placed (seat p in quarter p: 0 red shop with the
 * Amphitheatre, 1 yellow shop with the Basilica, 2 black shop with the
 * Porta Nigra, 3 blue shop with the City Wall, as fixture F1), an empty
 * market, 20 sesterces, 1 torch and 5 Romans each, the hand action cards 0
 * and 1 — then sets up the exact position, makes moves through the game
 * (judged by its legal list) and checks the exact results.
 *
 * Stand-in action cards (data/components.json): 0 black · blue · build (2);
 * 1 red · any · influence (2); 2 yellow · build · torch (2); 3 white · 4
 * sesterces · build (2); 4 any · any · 5 sesterces · build (3); 5 black ·
 * red · yellow · build · influence (3); 6 blue · white · 3 sesterces · torch
 * (3); 7 any · 3 sesterces + torch · build (2, 2–3 players only).
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

#define M(kind) PN_MOVE_##kind
#define MARKER PN_PAY_MARKER
#define TORCH PN_PAY_TORCH
#define Q_AMPH 0
#define Q_BAS 1
#define Q_PN 2
#define Q_WALL 3
#define BCARD(b, c) ((b) * 5 + (c))
#define HONOR_FINAL_30 0
#define HONOR_FINAL_42 2
#define HONOR_FINAL_56 4
#define HONOR_SUB_BASILICA 5
#define HONOR_ROMAN_1 13
#define HONOR_ROMAN_2 15
#define HONOR_BRICK_BLACK 16
#define HONOR_VP_3 22
#define HONOR_PN_BRICK 25
#define HONOR_VP_4_ROMAN 27

static void
move (PnState *s,
      int      kind,
      int      a0,
      int      a1,
      int      a2,
      int      a3,
      int      a4)
{
  pn_test_move (s, s->current, kind, a0, a1, a2, a3, a4);
}

static gboolean
legal (PnState *s,
       int      kind,
       int      a0,
       int      a1,
       int      a2,
       int      a3,
       int      a4)
{
  return pn_test_is_legal (s, s->current, kind, a0, a1, a2, a3, a4);
}

/* Seat 0 plays card (put into the hand first). */
static void
play (PnState *s,
      int      card)
{
  pn_test_hand (s, s->current, card, card == 0 ? 1 : 0);
  move (s, M (PLAY_CARD), card, 0, 0, 0, 0);
  g_assert_cmpint (s->card, ==, card);
}

/* The legal purchases of the honour card in slot. */
static guint
honor_moves (PnState *s,
             int      slot)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint n = 0;

  ludus_game_legal_moves (pn_test_game (), (LudusState *) s, s->current, moves);
  for (guint i = 0; i < moves->len; i++)
    n += g_array_index (moves, LudusMove, i).kind == M (BUY_HONOR) &&
         g_array_index (moves, LudusMove, i).args[0] == slot;
  return n;
}

/* Takes card out of the building display, a card from the deck in its place. */
static void
not_on_display (PnState *s,
                int      card)
{
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    if (s->building_display[i] == card)
      {
        for (int k = 0; k < s->n_building_deck; k++)
          if (s->building_deck[k] != card)
            {
              pn_test_building_display (s, i, s->building_deck[k]);
              return;
            }
      }
}

/* ---- Buying bricks (spec §5.2) ---- */

static void
test_buy_own_quarter (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 0, 0, 2, 0, 0);
  play (s, 1);
  move (s, M (BUY_BRICK), 0, MARKER, PN_RED, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 17);
  g_assert_cmpint (s->players[0].bricks[PN_RED], ==, 1);
  g_assert_cmpint (s->shop[PN_RED], ==, 1);
  g_assert_cmpint (s->players[0].builder, ==, Q_AMPH);
  g_assert_cmpint (s->budget_used, ==, 1);
  g_assert_cmpint (s->icons_marker, ==, 1);
}

/* The rulebook's example: Thomas, in the red shop's quarter, buys black:
 * 2 borders clockwise (2 sesterces) and the brick (1). */
static void
test_buy_moves_clockwise (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 1, 0, 0, 0, 0);
  play (s, 0);
  move (s, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 17);
  g_assert_cmpint (s->players[0].builder, ==, Q_PN);
  g_assert_cmpint (s->players[0].bricks[PN_BLACK], ==, 1);
}

/* Clockwise only: one quarter back is three borders forward. */
static void
test_buy_never_counterclockwise (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].builder = Q_BAS;
  pn_test_shops (s, 0, 0, 1, 0, 0);
  play (s, 1);
  move (s, M (BUY_BRICK), 0, MARKER, PN_RED, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 20 - 3 - 3);
  g_assert_cmpint (s->players[0].builder, ==, Q_AMPH);
}

/* The white shop belongs to every quarter: no move, even with a grey icon. */
static void
test_buy_white_never_moves (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].builder = Q_WALL;
  pn_test_shops (s, 0, 0, 0, 0, 2);
  play (s, 3);
  move (s, M (BUY_BRICK), 0, MARKER, PN_WHITE, 0, 0);
  g_assert_cmpint (s->players[0].builder, ==, Q_WALL);
  g_assert_cmpint (s->players[0].coins, ==, 15);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  /* With the grey icon of card 1, from seat 1's quarter. */
  pn_test_shops (s, 0, 0, 0, 0, 1);
  play (s, 1);
  move (s, M (BUY_BRICK), 1, MARKER, PN_WHITE, 0, 0);
  g_assert_cmpint (s->players[1].builder, ==, Q_BAS);
}

/* A coloured icon buys only its colour while its shop has bricks; with its
 * shop empty it counts as the grey icon (Thomas's second example). */
static void
test_buy_icon_colour (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 1, 1, 0, 0, 1);
  play (s, 0);
  g_assert_true (legal (s, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0));
  g_assert_false (legal (s, M (BUY_BRICK), 0, MARKER, PN_WHITE, 0, 0));
  pn_test_shops (s, 0, 1, 0, 0, 1);
  g_assert_true (legal (s, M (BUY_BRICK), 0, MARKER, PN_BLUE, 0, 0));
  g_assert_true (legal (s, M (BUY_BRICK), 0, MARKER, PN_WHITE, 0, 0));
  g_assert_false (legal (s, M (BUY_BRICK), 0, MARKER, PN_RED, 0, 0));
  pn_test_refused (s, 0, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0);
  move (s, M (BUY_BRICK), 0, MARKER, PN_BLUE, 0, 0);
  g_assert_cmpint (s->players[0].bricks[PN_BLUE], ==, 1);
  g_assert_cmpint (s->players[0].builder, ==, Q_WALL);
}

/* An action whose whole cost cannot be paid is not possible. */
static void
test_buy_unaffordable (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 1, 0, 0, 0, 0);
  play (s, 0);
  s->players[0].coins = 3;
  g_assert_true (legal (s, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0));
  s->players[0].coins = 2;
  pn_test_refused (s, 0, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0);
  g_assert_cmpuint (pn_test_count_kind (s, 0, M (BUY_BRICK)), ==, 0);
}

/* ---- The action card, torches and torch tokens (spec §4.3, §5.7) ---- */

static void
test_card_budget_and_torches (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 0, 0, 2, 0, 0);
  g_assert_false (legal (s, M (END_TURN), 0, 0, 0, 0, 0));
  play (s, 1);
  g_assert_false (legal (s, M (PLAY_CARD), 0, 0, 0, 0, 0));
  move (s, M (TAKE_INFLUENCE), 2, MARKER, 0, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 1);
  /* Each icon once. */
  pn_test_refused (s, 0, M (TAKE_INFLUENCE), 2, TORCH, 0, 0, 0);
  move (s, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 21);
  g_assert_cmpint (s->budget_used, ==, 2);
  g_assert_cmpint (s->card_coins, ==, 1);
  /* Both torches of the card used: only a torch token buys another icon. */
  pn_test_refused (s, 0, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  pn_test_refused (s, 0, M (BUY_BRICK), 0, MARKER, PN_RED, 0, 0);
  move (s, M (BUY_BRICK), 0, TORCH, PN_RED, 0, 0);
  g_assert_cmpint (s->players[0].torches, ==, 0);
  g_assert_cmpint (s->icons_torch, ==, 1);
  g_assert_cmpint (s->players[0].coins, ==, 18);
  g_assert_cmpuint (pn_test_count_kind (s, 0, M (BUY_BRICK)), ==, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
}

/* A torch token taken this turn may pay for an icon this turn. */
static void
test_torch_taken_then_used (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].torches = 0;
  s->players[0].builder = Q_BAS;
  pn_test_shops (s, 0, 0, 0, 1, 0);
  play (s, 2);
  g_assert_false (legal (s, M (TAKE_TORCH), 2, TORCH, 0, 0, 0));
  move (s, M (TAKE_TORCH), 2, MARKER, 0, 0, 0);
  move (s, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  move (s, M (BUY_BRICK), 0, TORCH, PN_YELLOW, 0, 0);
  g_assert_cmpint (s->players[0].bricks[PN_YELLOW], ==, 1);
  g_assert_cmpint (s->players[0].torches, ==, 0);
}

/* Torch tokens become sesterces at any time of the action phase, before the card too. */
static void
test_torch_to_coin (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].torches = 2;
  move (s, M (TORCH_TO_COIN), 0, 0, 0, 0, 0);
  play (s, 0);
  move (s, M (TORCH_TO_COIN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 22);
  pn_test_refused (s, 0, M (TORCH_TO_COIN), 0, 0, 0, 0, 0);
}

static void
test_take_icons (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  play (s, 3);
  move (s, M (TAKE_COINS), 1, MARKER, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 24);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  play (s, 4);
  move (s, M (TAKE_COINS), 2, MARKER, 0, 0, 0);
  g_assert_cmpint (s->players[1].coins, ==, 25);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  play (s, 6);
  move (s, M (TAKE_COINS), 2, MARKER, 0, 0, 0);
  move (s, M (TAKE_TORCH), 3, MARKER, 0, 0, 0);
  g_assert_cmpint (s->players[2].coins, ==, 23);
  g_assert_cmpint (s->players[2].torches, ==, 2);
}

/* Ruling R25: an icon of several parts does them all, in order, as one action. */
static void
test_compound_icon (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  play (s, 7);
  move (s, M (TAKE_COINS), 1, MARKER, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 23);
  g_assert_cmpint (s->players[0].torches, ==, 2);
  g_assert_cmpint (s->budget_used, ==, 1);
}

/* Two identical icons are one decision: the first unused one is listed,
 * and a move naming the second means the same. */
static void
test_twin_icons (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_shops (s, 0, 0, 0, 0, 3);
  play (s, 4);
  g_assert_cmpuint (pn_test_count_kind (s, 0, M (BUY_BRICK)), ==, 2);
  move (s, M (BUY_BRICK), 1, MARKER, PN_WHITE, 0, 0);
  g_assert_cmpint (s->icons_marker, ==, 1);
  move (s, M (BUY_BRICK), 1, TORCH, PN_WHITE, 0, 0);
  g_assert_cmpint (s->icons_torch, ==, 2);
}

/* ---- Building (spec §5.3, §6) ---- */

/* The rulebook's example: Michael moves 1 border to the Basilica, builds 2
 * yellow bricks on the 9 VP site, takes the Basilica · yellow card, and his 4
 * bricks there give the master-builder reward once (a torch and a Roman). */
static void
test_place_michael (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnPlayer *pl = &s->players[0];

  pn_test_element (s, 0, PN_SITE_BASILICA_A (2), 2);
  pn_test_bricks (s, 0, PN_YELLOW, 2);
  pn_test_building_display (s, 0, BCARD (PN_BASILICA, PN_YELLOW));
  play (s, 0);
  move (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_BASILICA_A (4), 2, 0);
  g_assert_cmpint (pl->coins, ==, 19);
  g_assert_cmpint (pl->builder, ==, Q_BAS);
  g_assert_cmpint (pl->vp, ==, 9);
  g_assert_cmpint (pl->vp_src[PN_VP_PLACEMENT], ==, 9);
  g_assert_cmpint (pl->n_building_cards, ==, 1);
  g_assert_cmpint (pl->building_cards[0], ==, BCARD (PN_BASILICA, PN_YELLOW));
  g_assert_cmpint (s->building_display[0], ==, PN_NONE);
  g_assert_cmpint (pl->torches, ==, 2);
  g_assert_cmpint (pl->romans, ==, 4);
  g_assert_cmpint (pl->reserve, ==, 9);
  g_assert_cmpint (pl->bricks[PN_YELLOW], ==, 0);
  g_assert_cmpint (s->site_owner[PN_SITE_BASILICA_A (4)], ==, 0);
  g_assert_cmpint (s->site_height[PN_SITE_BASILICA_A (4)], ==, 2);
}

/* The rulebook's Porta Nigra example: Nicole adds 1 white brick to 6 yellow
 * for a 7-brick yellow element (28 VP); with her 3-brick element there she
 * reaches 10 bricks, so the reward comes twice (6 and 9): 4 Romans and 2
 * influence. No matching building card is on display. */
static void
test_place_nicole (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnPlayer *pl = &s->players[0];

  s->players[0].builder = Q_PN;
  pn_test_element (s, 0, PN_SITE_PN (1), 3);
  pn_test_bricks (s, 0, PN_YELLOW, 6);
  pn_test_bricks (s, 0, PN_WHITE, 1);
  not_on_display (s, BCARD (PN_PORTA_NIGRA, PN_YELLOW));
  play (s, 2);
  move (s, M (PLACE_ELEMENT), 1, MARKER, PN_SITE_PN (4), 7, 1);
  g_assert_cmpint (pl->vp, ==, 28);
  g_assert_cmpint (pl->n_building_cards, ==, 0);
  g_assert_cmpint (pl->romans, ==, 5 - 2 + 4);
  g_assert_cmpint (pl->reserve, ==, 6);
  g_assert_cmpint (pl->influence, ==, 2);
  g_assert_cmpint (pl->coins, ==, 20);
  g_assert_cmpint (pl->bricks[PN_YELLOW] + pl->bricks[PN_WHITE], ==, 0);
  g_assert_cmpint (pn_site_part (s, pn_test_data (), PN_SITE_PN (4)), ==, 6 + 7 - 3);
}

/* White bricks stand in for any colour; a white site takes only white; no
 * other colour ever stands in. */
static void
test_place_white_substitutes (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int amph_blue = PN_SITE_AMPH_A (2), amph_white = PN_SITE_AMPH_A (5);

  pn_test_bricks (s, 0, PN_BLUE, 1);
  pn_test_bricks (s, 0, PN_WHITE, 2);
  pn_test_bricks (s, 0, PN_RED, 5);
  play (s, 0);
  g_assert_true (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_blue, 3, 2));
  g_assert_false (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_blue, 3, 1));
  g_assert_false (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_white, 3, 3));
  g_assert_false (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_blue, 2, 1));
  pn_test_bricks (s, 0, PN_WHITE, 3);
  g_assert_true (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_white, 3, 3));
  g_assert_false (legal (s, M (PLACE_ELEMENT), 2, MARKER, amph_white, 3, 2));
  move (s, M (PLACE_ELEMENT), 2, MARKER, amph_blue, 3, 2);
  g_assert_cmpint (s->players[0].bricks[PN_BLUE], ==, 0);
  g_assert_cmpint (s->players[0].bricks[PN_WHITE], ==, 1);
  g_assert_cmpint (s->players[0].bricks[PN_RED], ==, 5);
  g_assert_cmpint (s->players[0].vp, ==, pn_test_data ()->site[amph_blue].vp);
}

/* The Porta Nigra takes 3 to 8 bricks of its site's colour, VP per brick. */
static void
test_place_porta_nigra_heights (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].builder = Q_PN;
  pn_test_bricks (s, 0, PN_BLACK, 9);
  play (s, 0);
  for (int h = 1; h <= 9; h++)
    g_assert_cmpint (legal (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_PN (1), h, 0), ==,
                     h >= 3 && h <= 8);
  move (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_PN (1), 8, 0);
  g_assert_cmpint (s->players[0].vp, ==, 8);
}

/* No Roman, no element; a site holds one element, ever; fixed sites take
 * exactly their count. */
static void
test_place_refused (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_bricks (s, 0, PN_RED, 4);
  pn_test_element (s, 1, PN_SITE_AMPH_A (3), 3);
  play (s, 0);
  pn_test_refused (s, 0, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_A (3), 3, 0);
  pn_test_refused (s, 0, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_B (3), 3, 0);
  g_assert_true (legal (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_B (3), 2, 0));
  s->players[0].reserve += s->players[0].romans;
  s->players[0].romans = 0;
  g_assert_cmpuint (pn_test_count_kind (s, 0, M (PLACE_ELEMENT)), ==, 0);
  pn_test_refused (s, 0, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_B (3), 2, 0);
}

/* Building in Amphitheatre row C never yields a building card; row A does. */
static void
test_place_amphitheatre_row_c (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_bricks (s, 0, PN_RED, 7);
  pn_test_building_display (s, 2, BCARD (PN_AMPHITHEATRE, PN_RED));
  s->players[0].influence = 2;
  play (s, 0);
  move (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_C (3), 4, 0);
  g_assert_cmpint (s->players[0].n_building_cards, ==, 0);
  g_assert_cmpint (s->building_display[2], ==, BCARD (PN_AMPHITHEATRE, PN_RED));
  move (s, M (INFLUENCE_PLACE), PN_SITE_AMPH_A (3), 3, 0, 0, 0);
  g_assert_cmpint (s->players[0].n_building_cards, ==, 1);
  g_assert_cmpint (s->building_display[2], ==, PN_NONE);
  /* 7 bricks in the Amphitheatre: the reward twice, 5 sesterces and a Roman each. */
  g_assert_cmpint (s->players[0].coins, ==, 30);
  g_assert_cmpint (s->players[0].romans, ==, 5);
}

/* Rewards give Romans and bricks only while the supply has them. */
static void
test_rewards_limited (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  pn_test_bricks (s, 0, PN_RED, 3);
  s->players[0].romans += s->players[0].reserve;
  s->players[0].reserve = 0;
  play (s, 0);
  move (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_AMPH_A (3), 3, 0);
  g_assert_cmpint (s->players[0].coins, ==, 25);
  g_assert_cmpint (s->players[0].romans, ==, 14);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);

  /* Seat 1 on the City Wall: a white brick per 3 bricks, none with an empty supply. */
  s->players[1].builder = Q_WALL;
  pn_test_bricks (s, 1, PN_YELLOW, 3);
  pn_test_element (s, 1, PN_SITE_WALL (9), 1);
  pn_test_bricks (s, 2, PN_BLACK, s->supply + s->players[2].bricks[PN_BLACK]);
  g_assert_cmpint (s->supply, ==, 0);
  s->players[1].influence = 2;
  play (s, 0);
  move (s, M (INFLUENCE_PLACE), PN_SITE_WALL (4), 2, 0, 0, 0);
  g_assert_cmpint (s->players[1].bricks[PN_WHITE], ==, 0);
}

static void
test_wall_reward (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int supply;

  s->players[0].builder = Q_WALL;
  pn_test_bricks (s, 0, PN_BLACK, 3);
  supply = s->supply;
  play (s, 0);
  move (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_WALL (1), 1, 0);
  g_assert_cmpint (s->players[0].bricks[PN_WHITE], ==, 0);
  move (s, M (TORCH_TO_COIN), 0, 0, 0, 0, 0);
  s->players[0].influence = 2;
  move (s, M (INFLUENCE_PLACE), PN_SITE_WALL (6), 2, 0, 0, 0);
  g_assert_cmpint (s->players[0].bricks[PN_WHITE], ==, 1);
  g_assert_cmpint (s->supply, ==, supply - 1);
}

/* ---- Influence (spec §5.8) ---- */

static void
test_influence_roman (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].influence = 5;
  move (s, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0);
  move (s, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 1);
  g_assert_cmpint (s->players[0].romans, ==, 7);
  g_assert_cmpint (s->players[0].reserve, ==, 8);
  pn_test_refused (s, 0, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0);
  /* Ruling R22: not with an empty reserve. */
  s->players[0].influence = 2;
  s->players[0].romans += s->players[0].reserve;
  s->players[0].reserve = 0;
  pn_test_refused (s, 0, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0);
}

/* Building with influence uses no icon and no torch of the card, before the card too. */
static void
test_influence_place (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].influence = 3;
  pn_test_bricks (s, 0, PN_BLUE, 2);
  move (s, M (INFLUENCE_PLACE), PN_SITE_BASILICA_A (2), 2, 0, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 1);
  g_assert_cmpint (s->players[0].coins, ==, 19);
  g_assert_cmpint (s->players[0].builder, ==, Q_BAS);
  g_assert_cmpint (s->card, ==, PN_NONE);
  g_assert_cmpint (s->players[0].vp, ==, pn_test_data ()->site[PN_SITE_BASILICA_A (2)].vp);
  play (s, 0);
  g_assert_cmpint (s->budget_used, ==, 0);
}

/* ---- Honour cards (spec §5.8.1, §5.9) ---- */

static void
honor_slot (PnState *s,
            int      slot,
            int      card)
{
  pn_test_honor_display (s, slot, card);
}

static void
test_honor_once_per_turn (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_VP_3);
  honor_slot (s, 1, HONOR_ROMAN_1);
  s->players[0].influence = 2;
  move (s, M (BUY_HONOR), 0, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].vp, ==, 3);
  g_assert_cmpint (s->players[0].vp_src[PN_VP_HONOR], ==, 3);
  g_assert_cmpint (s->honor_display[0], ==, PN_NONE);
  g_assert_cmpint (s->honor_box[0], ==, HONOR_VP_3);
  pn_test_refused (s, 0, M (BUY_HONOR), 1, -1, 0, 0, 0);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  /* The empty slot is filled at the next refill. */
  g_assert_cmpint (s->honor_display[0], >=, 0);
}

static void
test_honor_romans (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_ROMAN_2);
  s->players[0].influence = 2;
  s->players[0].romans += s->players[0].reserve - 1;
  s->players[0].reserve = 1;
  move (s, M (BUY_HONOR), 0, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].reserve, ==, 0);
  g_assert_cmpint (s->players[0].romans, ==, 15);
  g_assert_cmpint (s->players[0].influence, ==, 0);
}

/* Ruling R16: a card that would give nothing may still be bought; the text says so. */
static void
test_honor_nothing_to_gain (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  LudusMove m = { M (BUY_HONOR), { 0, -1, 0, 0, 0, 0 } };
  g_autofree char *text = NULL;

  honor_slot (s, 0, HONOR_ROMAN_1);
  s->players[0].influence = 1;
  s->players[0].romans += s->players[0].reserve;
  s->players[0].reserve = 0;
  text = pn_text_describe_move (pn_test_data (), s, s, 0, &m, 0);
  g_assert_nonnull (strstr (text, "gives nothing"));
  move (s, M (BUY_HONOR), 0, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].romans, ==, 15);
}

static void
test_honor_brick (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int supply = s->supply;

  honor_slot (s, 3, HONOR_BRICK_BLACK);
  s->players[0].influence = 1;
  move (s, M (BUY_HONOR), 3, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].bricks[PN_BLACK], ==, 1);
  g_assert_cmpint (s->supply, ==, supply - 1);
}

static void
test_honor_two_effects (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_VP_4_ROMAN);
  s->players[0].influence = 2;
  move (s, M (BUY_HONOR), 0, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].vp, ==, 4);
  g_assert_cmpint (s->players[0].romans, ==, 6);
}

/* One brick on top of one of your Porta Nigra elements under the Roman: no
 * VP, no card, but the Porta Nigra reward when a multiple of 3 is reached;
 * never above 8. */
static void
test_honor_porta_nigra_brick (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_PN_BRICK);
  pn_test_element (s, 0, PN_SITE_PN (2), 5);
  pn_test_element (s, 0, PN_SITE_PN (3), 8);
  pn_test_element (s, 1, PN_SITE_PN (4), 3);
  s->players[0].influence = 1;
  g_assert_cmpuint (honor_moves (s, 0), ==, 1);
  g_assert_false (legal (s, M (BUY_HONOR), 0, PN_SITE_PN (3), 0, 0, 0));
  g_assert_false (legal (s, M (BUY_HONOR), 0, PN_SITE_PN (4), 0, 0, 0));
  move (s, M (BUY_HONOR), 0, PN_SITE_PN (2), 0, 0, 0);
  g_assert_cmpint (s->site_height[PN_SITE_PN (2)], ==, 6);
  g_assert_cmpint (s->players[0].vp, ==, 0);
  /* 13 → 14 bricks in the Porta Nigra: no new multiple of 3. */
  g_assert_cmpint (s->players[0].influence, ==, 0);
  g_assert_cmpint (s->players[0].romans, ==, 5 - 2);
}

static void
test_honor_porta_nigra_reward (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_PN_BRICK);
  pn_test_element (s, 0, PN_SITE_PN (2), 5);
  s->players[0].influence = 1;
  move (s, M (BUY_HONOR), 0, PN_SITE_PN (2), 0, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 1);
  g_assert_cmpint (s->players[0].romans, ==, 4 + 2);
  g_assert_cmpint (s->site_height[PN_SITE_PN (2)], ==, 6);
}

static void
test_honor_substitute_and_sets (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnData *d = pn_test_data ();

  honor_slot (s, 0, HONOR_SUB_BASILICA);
  pn_test_give_building (s, 0, BCARD (PN_AMPHITHEATRE, PN_BLUE));
  pn_test_give_building (s, 0, BCARD (PN_CITY_WALL, PN_RED));
  s->players[0].influence = 2;
  g_assert_cmpint (pn_score_sets (s, d, 0), ==, 6);
  move (s, M (BUY_HONOR), 0, -1, 0, 0, 0);
  g_assert_cmpint (s->players[0].n_honor, ==, 1);
  g_assert_cmpint (s->players[0].honor[0], ==, HONOR_SUB_BASILICA);
  g_assert_cmpint (pn_score_sets (s, d, 0), ==, 12);
}

/* The 30 VP card: 2 influence and 4 building cards of 4 different buildings
 * (ruling R17: a substitute counts); then 42 for the 30, 56 for the 42. */
static void
test_honor_final_chain (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  const PnPlayer *pl = &s->players[0];

  honor_slot (s, 0, HONOR_FINAL_30);
  for (int b = 0; b < 3; b++)
    pn_test_give_building (s, 0, BCARD (b, PN_BLACK));
  pn_test_give_building (s, 0, BCARD (PN_BASILICA, PN_RED));
  s->players[0].influence = 6;
  g_assert_cmpuint (honor_moves (s, 0), ==, 0);
  pn_test_give_honor (s, 0, 11);     /* a Porta Nigra substitute */
  g_assert_cmpuint (honor_moves (s, 0), ==, 1);
  move (s, M (BUY_HONOR), 0, -1, 0xf | 0x8 << 4, 0, 0);
  g_assert_cmpint (pl->influence, ==, 4);
  g_assert_cmpint (pl->n_building_cards, ==, 1);
  g_assert_cmpint (pl->building_cards[0], ==, BCARD (PN_BASILICA, PN_RED));
  g_assert_cmpint (pl->n_honor, ==, 1);
  g_assert_cmpint (pl->honor[0], ==, HONOR_FINAL_30);
  g_assert_cmpint (s->n_building_box, ==, 3);
  g_assert_cmpint (pn_score_final_cards (s, pn_test_data (), 0), ==, 30);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  move (s, M (PLAY_CARD), 0, 0, 0, 0, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  move (s, M (PLAY_CARD), 0, 0, 0, 0, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  honor_slot (s, 1, HONOR_FINAL_42);
  honor_slot (s, 2, HONOR_FINAL_56);
  g_assert_false (legal (s, M (BUY_HONOR), 2, -1, 0, 0, 0));
  move (s, M (BUY_HONOR), 1, -1, 0, 0, 0);
  g_assert_cmpint (pl->n_honor, ==, 1);
  g_assert_cmpint (pl->honor[0], ==, HONOR_FINAL_42);
  g_assert_cmpint (pn_score_final_cards (s, pn_test_data (), 0), ==, 42);
}

/* With both a building card and a substitute of a building, either may go. */
static void
test_honor_discard_choice (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  honor_slot (s, 0, HONOR_FINAL_30);
  for (int b = 0; b < PN_N_BUILDINGS; b++)
    pn_test_give_building (s, 0, BCARD (b, PN_BLUE));
  pn_test_give_honor (s, 0, HONOR_SUB_BASILICA);
  s->players[0].influence = 2;
  g_assert_cmpuint (honor_moves (s, 0), ==, 2);
  move (s, M (BUY_HONOR), 0, -1, 0xf | 0x1 << 4, 0, 0);
  g_assert_cmpint (s->players[0].n_building_cards, ==, 1);
  g_assert_cmpint (s->players[0].building_cards[0], ==, BCARD (PN_BASILICA, PN_BLUE));
}

/* ---- Turn end and refill (spec §4.2, §4.4) ---- */

static void
test_end_turn_draw (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int top = s->players[0].deck[s->players[0].n_deck - 1];
  guint epoch = s->epoch;

  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].n_discard, ==, 1);
  g_assert_cmpint (s->players[0].discard[0], ==, 0);
  g_assert_cmpint (s->players[0].n_hand, ==, 2);
  g_assert_true (s->players[0].hand[0] == top || s->players[0].hand[1] == top);
  g_assert_cmpint (s->current, ==, 1);
  g_assert_cmpuint (s->epoch, >, epoch);
  /* With an empty deck nothing is drawn. */
  play (s, 0);
  s->players[1].n_discard = s->players[1].n_deck;
  memcpy (s->players[1].discard, s->players[1].deck, s->players[1].n_deck);
  memset (s->players[1].deck, PN_NONE, sizeof s->players[1].deck);
  s->players[1].n_deck = 0;
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->players[1].n_hand, ==, 1);
}

/* The rulebook's refill example: 5 bricks, market cards of 4, 3 and 4
 * bricks make 16; 2 building cards and 1 honour card are laid out. */
static void
test_refill_nicole (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int n = 0;

  /* Market cards 0 (+4: white, yellow, red, blue), 2 (+3) and 1 (+4) on top. */
  pn_test_shops (s, 1, 1, 1, 1, 1);
  for (int card = 3; card < PN_N_MARKET_CARDS; card++)
    s->market_deck[n++] = (gint8) card;
  s->market_deck[n++] = 1;
  s->market_deck[n++] = 2;
  s->market_deck[n++] = 0;
  s->n_market_deck = (guint8) n;
  s->n_market_discard = 0;
  memset (s->market_discard, PN_NONE, sizeof s->market_discard);
  s->building_deck[s->n_building_deck++] = s->building_display[1];
  s->building_display[1] = PN_NONE;
  s->building_deck[s->n_building_deck++] = s->building_display[4];
  s->building_display[4] = PN_NONE;
  s->honor_deck[s->n_honor_deck++] = s->honor_display[9];
  s->honor_display[9] = PN_NONE;
  pn_test_check (s);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->shop[0] + s->shop[1] + s->shop[2] + s->shop[3] + s->shop[4], ==, 16);
  g_assert_cmpint (s->refill_cards, ==, 3);
  g_assert_cmpint (s->market_discard[s->n_market_discard - 3], ==, 0);
  g_assert_cmpint (s->refill_building, ==, (1 << 1) | (1 << 4));
  g_assert_cmpint (s->refill_honor, ==, 1 << 9);
  g_assert_cmpint (s->building_display[1], >=, 0);
  g_assert_cmpint (s->honor_display[9], >=, 0);
  g_assert_cmpint (s->supply, ==, 90 - 16);
}

/* 7 bricks are enough; an empty supply adds nothing and draws no card (R9). */
static void
test_refill_not_needed (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int discard = s->n_market_discard;

  pn_test_shops (s, 3, 0, 0, 0, 4);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->n_market_discard, ==, discard);
  g_assert_cmpint (s->refill_cards, ==, 0);
  pn_test_shops (s, 0, 0, 0, 0, 0);
  pn_test_bricks (s, 2, PN_BLACK, s->supply);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->n_market_discard, ==, discard);
  g_assert_cmpint (s->shop[PN_BLACK], ==, 0);
}

/* An empty market deck is made again from its discard pile. */
static void
test_refill_reshuffle (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  while (s->n_market_deck > 0)
    {
      s->market_discard[s->n_market_discard++] = s->market_deck[--s->n_market_deck];
      s->market_deck[s->n_market_deck] = PN_NONE;
    }
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->n_market_deck + s->n_market_discard, ==, 10);
  g_assert_cmpint (s->n_market_discard, ==, s->refill_cards);
}

/* Ruling R9: the supply runs out part-way through a card; the player whose
 * turn it is chooses which of its shops get the last bricks. */
static void
test_refill_choice (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  int card;

  pn_test_bricks (s, 2, PN_BLACK, s->supply - 2);
  g_assert_cmpint (s->supply, ==, 2);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  card = s->refill_card;
  g_assert_cmpint (s->phase, ==, PN_PHASE_REFILL_CHOICE);
  g_assert_cmpint (s->current, ==, 1);
  g_assert_cmpint (s->refill_left, ==, 2);
  g_assert_cmpint (__builtin_popcount (pn_test_data ()->market[card].shops), >, 2);
  g_assert_cmpuint (pn_test_count_kind (s, 1, M (PLAY_CARD)), ==, 0);
  {
    guint marks = pn_test_data ()->market[card].shops;
    int first = g_bit_nth_lsf (marks, -1), second = g_bit_nth_lsf (marks, first);
    int n = __builtin_popcount (marks);

    g_assert_cmpuint (pn_test_count_kind (s, 1, M (REFILL_SHOPS)), ==, n * (n - 1) / 2);
    move (s, M (REFILL_SHOPS), (1 << first) | (1 << second), 0, 0, 0, 0);
    g_assert_cmpint (s->shop[first], ==, 1);
    g_assert_cmpint (s->shop[second], ==, 1);
  }
  g_assert_cmpint (s->supply, ==, 0);
  g_assert_cmpint (s->phase, ==, PN_PHASE_ACTION);
  g_assert_cmpint (s->refill_card, ==, PN_NONE);
}

/* An empty building deck leaves the display's slots empty. */
static void
test_refill_building_deck_empty (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  while (s->n_building_deck > 0)
    pn_test_give_building (s, 2, s->building_deck[s->n_building_deck - 1]);
  pn_test_give_building (s, 2, s->building_display[0]);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->building_display[0], ==, PN_NONE);
}

/* A refused move says which rule it breaks. */
static void
refusal_says (PnState    *s,
              int         kind,
              int         a0,
              int         a1,
              int         a2,
              int         a3,
              int         a4,
              const char *expected)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = { kind, { a0, a1, a2, a3, a4, 0 } };
  g_autofree PnState *copy = g_memdup2 (s, sizeof *s);

  g_assert_false (ludus_game_apply (pn_test_game (), (LudusState *) s, s->current, &m, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expected);
  g_assert_cmpmem (s, sizeof *s, copy, sizeof *copy);
}

static void
test_refusal_messages (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  refusal_says (s, M (END_TURN), 0, 0, 0, 0, 0, "before an action card is played");
  refusal_says (s, M (BUY_BRICK), 0, MARKER, PN_RED, 0, 0, "Play an action card first");
  refusal_says (s, M (PLAY_CARD), 5, 0, 0, 0, 0, "not in your hand");
  refusal_says (s, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0, "takes 2 influence tokens");
  pn_test_shops (s, 1, 0, 0, 0, 0);
  pn_test_bricks (s, 0, PN_BLUE, 1);
  play (s, 0);
  refusal_says (s, M (BUY_BRICK), 1, MARKER, PN_BLUE, 0, 0, "That shop is empty");
  refusal_says (s, M (BUY_BRICK), 0, TORCH, PN_WHITE, 0, 0, "That shop is empty");
  pn_test_shops (s, 1, 0, 0, 0, 1);
  refusal_says (s, M (BUY_BRICK), 0, MARKER, PN_WHITE, 0, 0, "buys only black bricks");
  s->players[0].coins = 2;
  refusal_says (s, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0, "cost 3 sesterces");
  refusal_says (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_BASILICA_A (2), 3, 0,
                "takes exactly 2 bricks");
  refusal_says (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_BASILICA_A (2), 2, 0,
                "do not have those bricks");
  refusal_says (s, M (PLACE_ELEMENT), 2, MARKER, PN_SITE_PN (2), 9, 0, "3 to 8 bricks");
  refusal_says (s, M (PLACE_ELEMENT), 7, MARKER, 0, 0, 0, "no such icon");
  refusal_says (s, M (TAKE_COINS), 2, MARKER, 0, 0, 0, "does not do that");
  move (s, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  move (s, M (CARD_TO_COIN), 0, 0, 0, 0, 0);
  refusal_says (s, M (CARD_TO_COIN), 0, 0, 0, 0, 0, "No torch of your card is left");
  refusal_says (s, M (BUY_BRICK), 0, MARKER, PN_BLACK, 0, 0, "only a torch token can pay");
  refusal_says (s, M (PLACE_BUILDER), 1, 0, 0, 0, 0, "already on the board");
}

/* The refusals outside a card's icons: influence, honour cards, and every
 * phase that is not an action phase. */
static void
test_refusal_messages_phases (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  s->players[0].influence = 2;
  refusal_says (s, M (INFLUENCE_PLACE), PN_SITE_WALL (1), 1, 0, 0, 0,
                "do not have those bricks");
  pn_test_element (s, 1, PN_SITE_WALL (2), 2);
  refusal_says (s, M (INFLUENCE_PLACE), PN_SITE_WALL (2), 2, 0, 0, 0, "already holds");
  refusal_says (s, M (INFLUENCE_PLACE), 44, 2, 0, 0, 0, "no such construction site");
  refusal_says (s, M (BUY_HONOR), 14, -1, 0, 0, 0, "no honour card in that place");
  honor_slot (s, 0, HONOR_FINAL_30);
  refusal_says (s, M (BUY_HONOR), 0, -1, 0xf, 0, 0, "cannot pay that honour card");
  honor_slot (s, 1, HONOR_VP_3);
  move (s, M (BUY_HONOR), 1, -1, 0, 0, 0);
  refusal_says (s, M (BUY_HONOR), 0, -1, 0xf, 0, 0, "already bought an honour card");
  s->players[0].reserve = 0;
  s->players[0].romans = 15 - pn_elements_of (s, 0);
  s->players[0].influence = 2;
  refusal_says (s, M (INFLUENCE_ROMAN), 0, 0, 0, 0, 0, "No Roman of your colour");
  s->players[0].torches = 0;
  refusal_says (s, M (TORCH_TO_COIN), 0, 0, 0, 0, 0, "no torch token");

  /* The refill choice: the supply runs out part-way through a market card. */
  pn_test_bricks (s, 2, PN_BLACK, s->supply - 2);
  play (s, 0);
  move (s, M (END_TURN), 0, 0, 0, 0, 0);
  g_assert_cmpint (s->phase, ==, PN_PHASE_REFILL_CHOICE);
  refusal_says (s, M (PLAY_CARD), s->players[1].hand[0], 0, 0, 0, 0, "last bricks");
  refusal_says (s, M (REFILL_SHOPS), 0x1f, 0, 0, 0, 0, "Choose 2 of the shops");

  /* A first turn, before the master builder is down. */
  s->phase = PN_PHASE_PLACE_BUILDER;
  s->players[1].builder = PN_NONE;
  s->refill_card = PN_NONE;
  s->refill_left = 0;
  pn_test_check (s);
  refusal_says (s, M (PLAY_CARD), s->players[1].hand[0], 0, 0, 0, 0,
                "place your master builder");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/buy/own-quarter", test_buy_own_quarter);
  g_test_add_func ("/porta-nigra/buy/moves-clockwise", test_buy_moves_clockwise);
  g_test_add_func ("/porta-nigra/buy/never-counterclockwise", test_buy_never_counterclockwise);
  g_test_add_func ("/porta-nigra/buy/white-never-moves", test_buy_white_never_moves);
  g_test_add_func ("/porta-nigra/buy/icon-colour", test_buy_icon_colour);
  g_test_add_func ("/porta-nigra/buy/unaffordable", test_buy_unaffordable);
  g_test_add_func ("/porta-nigra/card/budget-and-torches", test_card_budget_and_torches);
  g_test_add_func ("/porta-nigra/card/torch-taken-then-used", test_torch_taken_then_used);
  g_test_add_func ("/porta-nigra/card/torch-to-coin", test_torch_to_coin);
  g_test_add_func ("/porta-nigra/card/take-icons", test_take_icons);
  g_test_add_func ("/porta-nigra/card/compound-icon", test_compound_icon);
  g_test_add_func ("/porta-nigra/card/twin-icons", test_twin_icons);
  g_test_add_func ("/porta-nigra/place/michael", test_place_michael);
  g_test_add_func ("/porta-nigra/place/nicole", test_place_nicole);
  g_test_add_func ("/porta-nigra/place/white-substitutes", test_place_white_substitutes);
  g_test_add_func ("/porta-nigra/place/porta-nigra-heights", test_place_porta_nigra_heights);
  g_test_add_func ("/porta-nigra/place/refused", test_place_refused);
  g_test_add_func ("/porta-nigra/place/amphitheatre-row-c", test_place_amphitheatre_row_c);
  g_test_add_func ("/porta-nigra/place/rewards-limited", test_rewards_limited);
  g_test_add_func ("/porta-nigra/place/wall-reward", test_wall_reward);
  g_test_add_func ("/porta-nigra/influence/roman", test_influence_roman);
  g_test_add_func ("/porta-nigra/influence/place", test_influence_place);
  g_test_add_func ("/porta-nigra/honor/once-per-turn", test_honor_once_per_turn);
  g_test_add_func ("/porta-nigra/honor/romans", test_honor_romans);
  g_test_add_func ("/porta-nigra/honor/nothing-to-gain", test_honor_nothing_to_gain);
  g_test_add_func ("/porta-nigra/honor/brick", test_honor_brick);
  g_test_add_func ("/porta-nigra/honor/two-effects", test_honor_two_effects);
  g_test_add_func ("/porta-nigra/honor/porta-nigra-brick", test_honor_porta_nigra_brick);
  g_test_add_func ("/porta-nigra/honor/porta-nigra-reward", test_honor_porta_nigra_reward);
  g_test_add_func ("/porta-nigra/honor/substitute-and-sets", test_honor_substitute_and_sets);
  g_test_add_func ("/porta-nigra/honor/final-chain", test_honor_final_chain);
  g_test_add_func ("/porta-nigra/honor/discard-choice", test_honor_discard_choice);
  g_test_add_func ("/porta-nigra/turn/end-turn-draw", test_end_turn_draw);
  g_test_add_func ("/porta-nigra/refill/nicole", test_refill_nicole);
  g_test_add_func ("/porta-nigra/refill/not-needed", test_refill_not_needed);
  g_test_add_func ("/porta-nigra/refill/reshuffle", test_refill_reshuffle);
  g_test_add_func ("/porta-nigra/refill/choice", test_refill_choice);
  g_test_add_func ("/porta-nigra/refill/building-deck-empty", test_refill_building_deck_empty);
  g_test_add_func ("/porta-nigra/refusal-messages", test_refusal_messages);
  g_test_add_func ("/porta-nigra/refusal-messages-phases", test_refusal_messages_phases);
  return g_test_run ();
}
