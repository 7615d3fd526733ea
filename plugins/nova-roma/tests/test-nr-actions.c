/* test-nr-actions.c: the forum, the power of actions, perform or decline, and the eight
 * actions with each of their choices and the associate cards tied to them
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions come from tests/data/start-<n>p.json (seat 0 first; the forum's
 * columns are Trade, Development, Petition, Associates and its rows Seafaring,
 * Construction, Chariot race, Production, so cell r * 4 + c gives column
 * action c and row action 4 + r; emperor token 0 shows cells 0 and 11), then
 * are set up exactly in code. Values of the stand-in components used here
 * (data/components.json): production rows wheat, stone, wood and columns
 * wine, horses, sesterces; basic latifundium 0 yields 2 wheat; market prices
 * free, 1 sesterce, 1 sesterce, 1 wine, special 1 wine; sea contract 0 costs
 * 2 wheat and 3 1 wheat and 1 wine; building contract 0 is one cube for 1
 * stone and 1 sesterce, 2 one cube for 1 stone and 1 wine with an artisan,
 * 4 two cubes in a line for 1 stone and 1 wood.
 */
#include "config.h"

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind
#define CARD(id) (nr_card (#id))

static int
nr_card (const char *id)
{
  for (int i = 0; i < NR_N_ASSOCIATES; i++)
    if (g_strcmp0 (nr_card_ids[i], id) == 0)
      return i;
  g_error ("no card %s", id);
  return -1;
}

/* The solo start with the Emperor on cell emperor (0 or 11). The automa's
 * first legionnaires (emperor token 1) then stand on cells 3 and 13. */
static NrState *
solo (int emperor)
{
  NrState *s = nr_test_start (1);

  mv (s, M (EMPEROR), emperor, 0, 0);
  return s;
}

/* Three players, the Emperor on cell emperor. */
static NrState *
three (int emperor)
{
  NrState *s = nr_test_start (3);

  mv (s, M (EMPEROR), emperor, 0, 0);
  return s;
}

/* The deciding seat places a patrician on cell and performs the action. */
static void
perform (NrState *s,
         int      cell,
         int      action)
{
  mv (s, M (PATRICIAN), cell, 0, 0);
  mv (s, M (PERFORM), action, 0, 0);
}

/* The power of actions (§4.4 T4), after the rulebook's forum example: a
 * patrician counts itself, the seat's own patricians in the line and the
 * Emperor there; other seats' figures add nothing; the power is capped at 3. */
static void
test_power (void)
{
  g_autofree NrState *s = three (0);
  g_autofree NrState *t = NULL;

  mv (s, M (PATRICIAN), 4, 0, 0);           /* column 0 with the Emperor, row 1 */
  g_assert_cmpint (s->turn.actions[0], ==, TRADE);
  g_assert_cmpint (s->turn.actions[1], ==, BUILD);
  g_assert_cmpuint (s->turn.base_power[0], ==, 2);
  g_assert_cmpuint (s->turn.base_power[1], ==, 1);
  mv (s, M (DECLINE), TRADE, 0, 0);
  mv (s, M (DECLINE), BUILD, 0, 0);
  mv (s, M (PATRICIAN), 8, 0, 0);           /* seat 1 in column 0: 1 + Emperor */
  g_assert_cmpuint (s->turn.base_power[0], ==, 2);
  mv (s, M (DECLINE), TRADE, 0, 0);
  mv (s, M (DECLINE), RACE, 0, 0);
  mv (s, M (PATRICIAN), 1, 0, 0);           /* seat 2: row 0 has the Emperor */
  g_assert_cmpuint (s->turn.base_power[0], ==, 1);
  g_assert_cmpuint (s->turn.base_power[1], ==, 2);
  mv (s, M (DECLINE), DEV, 0, 0);
  mv (s, M (DECLINE), SEA, 0, 0);
  mv (s, M (PATRICIAN), 12, 0, 0);          /* seat 0 again: 2 own + Emperor */
  g_assert_cmpuint (s->turn.base_power[0], ==, 3);
  g_assert_cmpuint (s->turn.base_power[1], ==, 1);

  /* Solo, three own patricians and the Emperor in column 0: 4, capped at 3. */
  t = solo (0);
  mv (t, M (PATRICIAN), 4, 0, 0);
  mv (t, M (DECLINE), TRADE, 0, 0);
  mv (t, M (DECLINE), BUILD, 0, 0);
  mv (t, M (PATRICIAN), 8, 0, 0);
  mv (t, M (DECLINE), TRADE, 0, 0);
  mv (t, M (DECLINE), RACE, 0, 0);
  mv (t, M (PATRICIAN), 12, 0, 0);
  g_assert_cmpuint (t->turn.base_power[0], ==, 4);
  mv (t, M (PERFORM), TRADE, 0, 0);
  g_assert_cmpuint (t->frames[0].power, ==, 3);
  g_assert_cmpint (t->players[0].sesterces, ==, 3 + 4 + 3);
}

/* Both actions in either order; a declined action gives 1 sesterce and uses
 * no card, permanent ones included (§4.5). */
static void
test_decline (void)
{
  g_autofree NrState *s = three (11);

  nr_test_row (s, 0, CARD (seraphina));
  nr_test_ready (s);
  mv (s, M (PATRICIAN), 4, 0, 0);
  g_assert_true (listed (s, M (PERFORM), TRADE, 0, 0));
  g_assert_true (listed (s, M (PERFORM), BUILD, 0, 0));
  g_assert_true (listed (s, M (DECLINE), BUILD, 0, 0));
  mv (s, M (DECLINE), BUILD, 0, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 4);
  g_assert_false (listed (s, M (DECLINE), BUILD, 0, 0));
  mv (s, M (DECLINE), TRADE, 0, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 5);
  g_assert_cmpuint (s->active, ==, 1);
}

/* Ruling R12: a PERFORM in which nothing happens is a DECLINE, and the
 * permanent card's sesterce is taken back. */
static void
test_perform_nothing (void)
{
  g_autofree NrState *s = three (11);

  nr_test_row (s, 0, CARD (constantin));
  memset (s->players[0].resources, 0, sizeof s->players[0].resources);
  s->players[0].sesterces = 0;
  nr_test_ready (s);
  perform (s, 0, SEA);                      /* no contract affordable: nothing to do */
  g_assert_cmpint (s->players[0].sesterces, ==, 1);
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_ACTIONS);
}

/* Trade (§5.1): P sesterces; discards, 1 sesterce per 2 (ruling R30); buying,
 * also past the cap of 5 (ruling R42). */
static void
test_trade (void)
{
  g_autofree NrState *s = three (0);

  nr_test_hand (s, 0, 20);
  s->players[0].resources[NR_WOOD] = 5;
  nr_test_ready (s);
  perform (s, 4, TRADE);                    /* power 2: the Emperor on cell 0 */
  g_assert_cmpint (s->players[0].sesterces, ==, 5);
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_TRADE_DISCARD);
  mv (s, M (DISCARD), 0, 0, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 5);
  mv (s, M (DISCARD), 1, 0, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 6);
  mv (s, M (DISCARD), 20, 0, 0);            /* 3 cards: still 1 sesterce */
  g_assert_cmpint (s->players[0].sesterces, ==, 6);
  g_assert_cmpuint (s->n_assoc_discard, ==, 3);
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_TRADE_BUY);   /* nothing left to discard */
  mv (s, M (BUY), NR_STONE, 0, 0);
  g_assert_cmpint (s->players[0].resources[NR_STONE], ==, 2);
  g_assert_true (listed (s, M (BUY), NR_WOOD, 0, 0));
  mv (s, M (BUY), NR_WOOD, 0, 0);           /* wasted at 5 */
  g_assert_cmpint (s->players[0].resources[NR_WOOD], ==, 5);
  g_assert_cmpint (s->players[0].sesterces, ==, 4);
  mv (s, M (DONE), 0, 0, 0);
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_ACTIONS);
  g_assert_cmpint (s->turn.pending, ==, 2);
}

/* A skipped step cannot be taken later (§4.5). */
static void
test_step_order (void)
{
  g_autofree NrState *s = three (11);

  perform (s, 4, TRADE);
  mv (s, M (DONE), 0, 0, 0);                /* no discards */
  g_assert_false (listed (s, M (DISCARD), 0, 0, 0));
  g_assert_true (listed (s, M (BUY), NR_WHEAT, 0, 0));
}

/* Latifundium development (§5.2): P influence (above 8 in sesterces, also
 * from wine, ruling R35); wine 1 for 1; one tile at its slot's price, on an
 * empty cell or over a tile (which leaves the game), or under an artisan
 * (ruling R26); the bought slot stays empty until the end of the turn. */
static void
test_development (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  pl->influence = 7;
  pl->resources[NR_WINE] = 2;
  nr_test_tile (s, 0, 4, 5);                /* a tile under the new one */
  pl->prod_artisan = 1u << 4;
  pl->artisans_free = 0;
  nr_test_ready (s);
  perform (s, 1, DEV);                      /* power 1 */
  g_assert_cmpint (pl->influence, ==, 8);
  mv (s, M (WINE), 0, 0, 0);
  g_assert_cmpint (pl->influence, ==, 8);
  g_assert_cmpint (pl->sesterces, ==, 4);
  g_assert_cmpint (pl->resources[NR_WINE], ==, 1);
  mv (s, M (DONE), 0, 0, 0);
  g_assert_true (listed (s, M (LATIFUNDIUM), NR_SLOT_SPECIAL, 0, 0));   /* 1 wine */
  mv (s, M (LATIFUNDIUM), 0, 4, 0);         /* free */
  g_assert_cmpint (pl->prod_tile[4], ==, 0);
  g_assert_true (s->lat_removed & (1u << 5));
  g_assert_true (pl->prod_artisan & (1u << 4));
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 1);   /* nothing produced */
  g_assert_cmpint (s->lat_market[0], ==, NR_NONE);
  mv (s, M (DECLINE), SEA, 0, 0);
  /* The end of the turn: the basic market slides and is refilled. */
  g_assert_cmpint (s->lat_market[0], ==, 1);
  g_assert_cmpint (s->lat_market[3], ==, 4);
}

/* Prices: 1 sesterce, 1 wine, the special slot not refilled in the round. */
static void
test_development_prices (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  pl->sesterces = 0;
  nr_test_ready (s);
  perform (s, 1, DEV);
  mv (s, M (DONE), 0, 0, 0);
  g_assert_true (listed (s, M (LATIFUNDIUM), 0, 0, 0));
  g_assert_false (listed (s, M (LATIFUNDIUM), 1, 0, 0));
  g_assert_true (listed (s, M (LATIFUNDIUM), 3, 0, 0));
  mv (s, M (LATIFUNDIUM), NR_SLOT_SPECIAL, 8, 0);
  g_assert_cmpint (pl->prod_tile[8], ==, 23);
  g_assert_cmpint (pl->resources[NR_WINE], ==, 0);
  mv (s, M (DECLINE), SEA, 0, 0);
  g_assert_cmpint (s->lat_special, ==, NR_NONE);
  g_assert_cmpint (s->lat_market[0], ==, 0);
}

/* Petition (§5.3) step 1: the first-player token for 2 influence, not on the
 * first player's first turn, once a round. */
static void
test_petition_claim (void)
{
  g_autofree NrState *s = three (11);

  s->players[0].influence = 4;
  s->players[1].influence = 2;
  s->players[2].influence = 4;
  nr_test_ready (s);
  perform (s, 2, PETITION);                 /* seat 0, the first player, first turn */
  g_assert_false (listed (s, M (CLAIM), 0, 0, 0));
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_PET_ACTION);   /* nothing to claim: skipped */
  mv (s, M (DONE), 0, 0, 0);                /* step 2: perform nothing */
  mv (s, M (DECLINE), SEA, 0, 0);
  perform (s, 6, PETITION);                 /* seat 1 */
  mv (s, M (CLAIM), 0, 0, 0);
  g_assert_cmpint (s->fp_holder, ==, 1);
  g_assert_true (s->fp_claimed);
  g_assert_cmpint (s->players[1].influence, ==, 0);
  g_assert_cmpuint (s->n_frames, ==, 0);   /* no influence left for step 2 */
  mv (s, M (DECLINE), BUILD, 0, 0);
  perform (s, 10, PETITION);                /* seat 2: already claimed this round */
  g_assert_false (listed (s, M (CLAIM), 0, 0, 0));
  g_assert_cmpint (s->first, ==, 0);        /* this round's order is kept (ruling R40) */
}

/* Step 2: pay k ≤ P influence to perform another action with power k, with
 * no associate card (ruling R13). */
static void
test_petition_action (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  pl->influence = 3;
  nr_test_row (s, 0, CARD (silvana));
  nr_test_row (s, 0, CARD (bernardo));
  nr_test_row (s, 0, CARD (severa));
  nr_test_row (s, 0, CARD (petronia));
  nr_test_ready (s);
  perform (s, 6, PETITION);                 /* power 1 */
  g_assert_cmpint (pl->sesterces, ==, 4);   /* Severa */
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_BOOST);
  mv (s, M (ASSOCIATE), CARD (petronia), 0, 0);
  g_assert_cmpuint (s->frames[0].power, ==, 2);
  g_assert_false (listed (s, M (CLAIM), 0, 0, 0));
  g_assert_true (listed (s, M (PETITION), TRADE, 2, 0));
  g_assert_false (listed (s, M (PETITION), TRADE, 3, 0));
  g_assert_false (listed (s, M (PETITION), PETITION, 1, 0));
  mv (s, M (PETITION), TRADE, 2, 0);
  g_assert_cmpint (pl->influence, ==, 1);
  g_assert_cmpint (pl->sesterces, ==, 6);   /* Trade at power 2, no Silvana */
  g_assert_cmpuint (s->n_frames, ==, 2);
  g_assert_false (listed (s, M (ASSOCIATE), CARD (bernardo), 0, 0));
  mv (s, M (DONE), 0, 0, 0);
  mv (s, M (DONE), 0, 0, 0);
  g_assert_cmpuint (s->n_frames, ==, 0);
  g_assert_cmpint (s->turn.pending, ==, 2);
}

/* Associates (§5.4): P cards one at a time from the market (the slot stays
 * empty) or the deck; one card played for 2/1/0 sesterces at power 1/2/3,
 * +1 influence from the 4th card (ruling R07); then down to 6 in hand. */
static void
test_associates (void)
{
  g_autofree NrState *s = three (11);       /* the Emperor in column 3: power 2 */
  NrPlayer *pl = &s->players[0];

  for (int c = 20; c < 24; c++)
    nr_test_hand (s, 0, c);
  nr_test_row (s, 0, 17);
  nr_test_row (s, 0, 18);
  nr_test_row (s, 0, 19);
  nr_test_ready (s);
  perform (s, 7, ASSOC);
  mv (s, M (DRAW), 1, 0, 0);                /* Priscus (9) from the market */
  g_assert_cmpint (s->assoc_market[1], ==, NR_NONE);
  g_assert_false (listed (s, M (DRAW), 1, 0, 0));
  mv (s, M (DRAW), NR_DRAW_DECK, 0, 0);     /* the top of the deck: Nela (6) */
  g_assert_true (pl->hand & (G_GUINT64_CONSTANT (1) << 6));
  g_assert_cmpuint (pl->n_hand, ==, 8);
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_ASSOC_PLAY);
  mv (s, M (PLAY), 9, -1, 0);               /* 1 sesterce and 1 influence: the 4th card */
  g_assert_cmpint (pl->sesterces, ==, 2);
  g_assert_cmpint (pl->influence, ==, 0);
  g_assert_cmpint (pl->row[3], ==, 9);
  g_assert_true (pl->row_fresh & (G_GUINT64_CONSTANT (1) << 9));
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_ASSOC_LIMIT);
  g_assert_false (listed (s, M (DONE), 0, 0, 0));
  mv (s, M (DISCARD), 20, 0, 0);
  g_assert_cmpuint (pl->n_hand, ==, 6);
  g_assert_cmpuint (s->n_frames, ==, 0);
}

/* A full row gives up a card first; a play one cannot pay is not offered. */
static void
test_associates_full_row (void)
{
  g_autofree NrState *s = three (11);       /* power 2 in column 3 with the Emperor */
  g_autofree NrState *poor = NULL;
  NrPlayer *pl = &s->players[0];

  for (int c = 20; c < 27; c++)
    nr_test_row (s, 0, c);
  poor = g_memdup2 (s, sizeof *s);
  poor->players[0].influence = 0;
  nr_test_ready (poor);
  perform (poor, 3, ASSOC);
  mv (poor, M (DONE), 0, 0, 0);             /* no influence for the 7th card: nothing to play */
  g_assert_cmpuint (poor->n_frames, ==, 0);
  nr_test_ready (s);
  perform (s, 3, ASSOC);
  mv (s, M (DONE), 0, 0, 0);
  g_assert_true (listed (s, M (PLAY), 0, 20, 0));
  g_assert_false (listed (s, M (PLAY), 0, NR_NONE, 0));
  mv (s, M (PLAY), 0, 24, 0);
  g_assert_cmpuint (pl->n_row, ==, 7);
  g_assert_cmpint (pl->row[6], ==, 0);
  g_assert_cmpint (s->assoc_discard[0], ==, 24);
  g_assert_cmpint (pl->sesterces, ==, 2);
  g_assert_cmpint (pl->influence, ==, 0);
}

/* Seafaring (§5.5, §6.5): the slots open at each power, the full cost, then P
 * movement points between both ships; each ship gets every reward harbour
 * it reaches (ruling R16); leftover points are lost. */
static void
test_seafaring (void)
{
  g_autofree NrState *s = three (0);        /* the Emperor in row 0: power 2 */
  NrPlayer *pl = &s->players[0];

  pl->resources[NR_WHEAT] = 2;
  nr_test_ready (s);
  perform (s, 1, SEA);
  g_assert_true (listed (s, M (CONTRACT), 0, 0, 0));
  g_assert_false (listed (s, M (CONTRACT), 1, 0, 0));   /* 2 wine: cannot pay */
  g_assert_false (listed (s, M (CONTRACT), 2, 0, 0));   /* 2 horses: cannot pay */
  g_assert_false (listed (s, M (CONTRACT), 3, 0, 0));   /* slot 4 needs power 3 */
  mv (s, M (CONTRACT), 0, 0, 0);
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 0);
  g_assert_true (pl->sea_done & 1);
  g_assert_false (listed (s, M (SAIL), 1, 0, 0));      /* both in port: one decision */
  mv (s, M (SAIL), 1, 0, 0);                /* written for ship 1, made canonical */
  g_assert_cmpint (s->ship_route[0][0], ==, 0);
  g_assert_cmpint (pl->sesterces, ==, 5);   /* harbour 1 of route 1: 2 sesterces */
  mv (s, M (SAIL), 1, 0, 0);                /* the other ship gets them too */
  g_assert_cmpint (pl->sesterces, ==, 7);
  g_assert_cmpuint (s->n_frames, ==, 0);    /* no point left */
}

/* Seafaring at power 3 (Septimus adds the third point) sails one ship three
 * harbours along the first route, whose sails cost 1 each (the stand-in
 * sails, data/components.json): 2 sesterces at harbour 1, the 3-VP harbour,
 * 1 influence at harbour 3, and no point left. */
static void
test_seafaring_sails (void)
{
  g_autofree NrState *s = three (0);        /* the Emperor in row 0: power 2 */
  NrPlayer *pl = &s->players[0];
  int influence = pl->influence;

  pl->resources[NR_WHEAT] = 2;
  nr_test_row (s, 0, CARD (septimus));
  nr_test_ready (s);
  perform (s, 1, SEA);
  g_assert_cmpuint (s->frames[0].step, ==, NR_FS_BOOST);
  mv (s, M (ASSOCIATE), CARD (septimus), 0, 0);
  g_assert_cmpuint (s->frames[0].power, ==, 3);
  mv (s, M (CONTRACT), 0, 0, 0);
  mv (s, M (SAIL), 0, 0, 0);
  mv (s, M (SAIL), 0, 0, 0);
  g_assert_cmpint (s->ship_harbour[0][0], ==, 1);     /* on the 3-VP harbour */
  mv (s, M (SAIL), 0, 0, 0);                /* the third point reaches harbour 3 */
  g_assert_cmpint (s->ship_route[0][0], ==, 0);
  g_assert_cmpint (s->ship_harbour[0][0], ==, 2);
  g_assert_cmpint (s->ship_route[0][1], ==, NR_NONE);
  g_assert_cmpint (pl->sesterces, ==, 5);
  g_assert_cmpint (pl->influence, ==, influence + 1);
  g_assert_cmpuint (s->n_frames, ==, 0);    /* no point left */
}

/* Construction (§5.6, §6.6): the contract, its artisan from the free area,
 * then its shape in a district allowed by the power; Patricia waives the
 * artisan. */
static void
test_construction (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  nr_test_market_building (s, 0, 2);        /* 1 cube, 1 stone 1 wine, an artisan */
  nr_test_market_building (s, 1, 4);        /* 2 cubes in a line */
  pl->artisans_free = 0;
  pl->prod_artisan = 1;                     /* an artisan at work does not count */
  nr_test_ready (s);
  perform (s, 4, BUILD);
  g_assert_false (listed (s, M (CONTRACT), 0, 0, 0));
  g_assert_true (listed (s, M (CONTRACT), 1, 0, 0));
  g_assert_false (listed (s, M (CONTRACT), 2, 0, 0));   /* power 1: 2 slots */
  mv (s, M (CONTRACT), 1, 0, 0);
  g_assert_cmpint (pl->resources[NR_STONE], ==, 0);
  g_assert_true (pl->building_done & (1u << 4));
  /* Power 1: district A only. Cells 1 and 2 (a1 b1 in the top row), or
   * upright at 1 and 9? 9 holds a reward token. */
  g_assert_true (listed (s, M (BUILD), 0, 0x6, 0));
  g_assert_false (listed (s, M (BUILD), 1, 0x6, 0));
  g_assert_false (listed (s, M (BUILD), 0, (1 << 1) | (1 << 9), 0));
  g_assert_true (listed (s, M (BUILD), 0, (1 << 2) | (1 << 10), 0));
  mv (s, M (BUILD), 0, 0x6, 0);
  g_assert_cmpint (s->district_cube[0][1], ==, 0);
  g_assert_cmpint (s->district_cube[0][2], ==, 0);
  g_assert_cmpuint (pl->cubes, ==, 18);
}

static void
test_construction_patricia (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  nr_test_market_building (s, 0, 2);
  nr_test_row (s, 0, CARD (patricia));
  pl->artisans_free = 0;
  s->artisans_supply++;
  nr_test_ready (s);
  perform (s, 4, BUILD);
  g_assert_false (listed (s, M (CONTRACT), 0, 0, 0));
  mv (s, M (ASSOCIATE), CARD (patricia), 0, 0);
  mv (s, M (CONTRACT), 0, 0, 0);
  g_assert_cmpuint (pl->artisans_free, ==, 0);
  g_assert_cmpuint (s->artisans_supply, ==, 14);
}

/* Chariot race (§5.7, §6.4): the cells shared among the chariots, horses at
 * borders, a golden wheel after a border; then the charioteer. */
static void
test_race (void)
{
  g_autofree NrState *s = three (11);       /* the Emperor in row 2: power 2 */
  NrPlayer *pl = &s->players[0];

  pl->resources[NR_HORSE] = 1;
  s->chariot_pos[0][0] = 1;
  nr_test_ready (s);
  perform (s, 8, RACE);
  g_assert_true (listed (s, M (RACE), 2, 0, 0));       /* 1 → 3 over the border after 2 */
  g_assert_true (listed (s, M (RACE), 1, 1, 0));
  g_assert_false (listed (s, M (RACE), 2, 1, 0));      /* 3 cells: power 2 */
  mv (s, M (RACE), 2, 0, 0);
  g_assert_cmpint (s->chariot_pos[0][0], ==, 3);
  g_assert_cmpint (pl->resources[NR_HORSE], ==, 0);
  g_assert_cmpuint (s->n_tasks, ==, 1);     /* the wheel on cell 3 */
  mv (s, M (WHEEL), NR_WHEEL_ACHIEVEMENT, 0, 0);
  g_assert_cmpuint (pl->achievements, ==, 5);
  g_assert_cmpuint (pl->achievements_reserve, ==, 2);
  /* The charioteer: one more cell, no border here. */
  g_assert_true (listed (s, M (CHARIOTEER), 1, 0, 0));
  mv (s, M (CHARIOTEER), 1, 0, 0);
  g_assert_cmpint (s->chariot_pos[0][1], ==, 1);
  g_assert_cmpuint (pl->artisans_free, ==, 0);
  g_assert_cmpuint (s->artisans_supply, ==, 14);
}

/* Production (§5.8, §6.3), the rulebook's example at power 2: hire then
 * place; the products of the row and column, one more for each artisan
 * already in that line. */
static void
test_production (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  pl->prod_artisan = 1u << 0;               /* wheat row, wine column */
  s->artisans_supply--;
  nr_test_ready (s);
  perform (s, 12, PROD);
  g_assert_cmpint (s->frames[0].count, ==, 1);
  mv (s, M (HIRE), 0, 0, 0);
  g_assert_cmpuint (s->n_frames, ==, 0);    /* power 1: done */
  g_assert_cmpuint (pl->artisans_free, ==, 2);
  g_assert_cmpuint (s->artisans_supply, ==, 11);
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 0);
}

static void
test_production_place (void)
{
  g_autofree NrState *s = solo (11);
  NrPlayer *pl = &s->players[0];

  /* Solo: an earlier patrician of row 3 makes Production power 2. */
  mv (s, M (PATRICIAN), 14, 0, 0);          /* row 3 column 2 */
  mv (s, M (DECLINE), PETITION, 0, 0);
  mv (s, M (DECLINE), PROD, 0, 0);
  pl->prod_artisan = (1u << 0) | (1u << 4); /* (wheat, wine) and (stone, horses) */
  pl->artisans_free = 2;
  s->artisans_supply = 12;
  nr_test_ready (s);
  perform (s, 12, PROD);
  g_assert_cmpint (s->frames[0].count, ==, 2);
  mv (s, M (PLACE), 1, 0, 0);               /* wheat row (1 there), horses column (1 there) */
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 3);
  g_assert_cmpint (pl->resources[NR_HORSE], ==, 3);
  g_assert_false (listed (s, M (PLACE), 1, 0, 0));   /* one artisan a cell (ruling R27) */
  mv (s, M (PLACE), 2, 0, 0);               /* wheat row (2 there), sesterces column */
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 5);   /* 3 more: capped at 5 */
  g_assert_cmpint (pl->sesterces, ==, 3 + 2 + 1);
}

/* The mosaic (§4.7): before placing or after both actions, once a turn; the
 * top-row bonus. */
static void
test_mosaic_timing (void)
{
  g_autofree NrState *s = three (11);
  NrPlayer *pl = &s->players[0];

  nr_test_row (s, 0, 20);
  nr_test_row (s, 0, 21);                   /* g_associates_2, cell 2 of strip 0 */
  nr_test_ready (s);
  g_assert_true (listed (s, M (MOSAIC), 2, 0, 0));
  mv (s, M (PATRICIAN), 4, 0, 0);
  g_assert_false (listed (s, M (MOSAIC), 2, 0, 0));   /* not between placing and acting */
  mv (s, M (DECLINE), TRADE, 0, 0);
  g_assert_false (listed (s, M (MOSAIC), 2, 0, 0));
  mv (s, M (DECLINE), BUILD, 0, 0);
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_END);
  mv (s, M (MOSAIC), 2, 0, 0);
  g_assert_true (pl->mosaic_filled & (1u << 2));
  g_assert_cmpuint (pl->achievements, ==, 3);
  g_assert_cmpint (pl->sesterces, ==, 3 + 2 + 1);     /* the top row's bonus */
  g_assert_cmpuint (s->active, ==, 1);      /* no second token: the turn ended */
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/forum/power", test_power);
  g_test_add_func ("/nova-roma/forum/decline", test_decline);
  g_test_add_func ("/nova-roma/forum/perform-nothing", test_perform_nothing);
  g_test_add_func ("/nova-roma/forum/step-order", test_step_order);
  g_test_add_func ("/nova-roma/trade/steps", test_trade);
  g_test_add_func ("/nova-roma/development/steps", test_development);
  g_test_add_func ("/nova-roma/development/prices", test_development_prices);
  g_test_add_func ("/nova-roma/petition/claim", test_petition_claim);
  g_test_add_func ("/nova-roma/petition/action", test_petition_action);
  g_test_add_func ("/nova-roma/associates/steps", test_associates);
  g_test_add_func ("/nova-roma/associates/full-row", test_associates_full_row);
  g_test_add_func ("/nova-roma/seafaring/steps", test_seafaring);
  g_test_add_func ("/nova-roma/seafaring/sails", test_seafaring_sails);
  g_test_add_func ("/nova-roma/construction/steps", test_construction);
  g_test_add_func ("/nova-roma/construction/patricia", test_construction_patricia);
  g_test_add_func ("/nova-roma/race/steps", test_race);
  g_test_add_func ("/nova-roma/production/hire", test_production);
  g_test_add_func ("/nova-roma/production/place", test_production_place);
  g_test_add_func ("/nova-roma/mosaic/timing", test_mosaic_timing);
  return g_test_run ();
}
