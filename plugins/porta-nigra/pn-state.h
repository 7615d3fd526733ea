/* pn-state.h: the plain C position of a Porta Nigra game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole position is one flat struct beginning with LUDUS_STATE_HEADER:
 * fixed arrays, no pointers. Printed values (site colours and sizes, card
 * faces, prices, majority values…) live in the tables of pn-data.h, loaded
 * from data/components.json; the state holds ids into them.
 *
 * Numbering (also the order of every JSON array):
 *  - brick colours: 0 black, 1 blue, 2 red, 3 yellow, 4 white (value order);
 *    shops use the same numbers (shop 4 is the white shop in the centre);
 *  - quarters, clockwise: 0 red shop, 1 yellow shop, 2 black shop, 3 blue shop
 *    (spec §2.2.1, ruling R4); which building stands in which quarter is data;
 *  - buildings: 0 Basilica, 1 Amphitheatre, 2 City Wall, 3 Porta Nigra;
 *  - construction sites 0..43: basilica_a1..a5, basilica_b1..b5 (0–9),
 *    amphitheatre_a1..c5 (10–24), city_wall_1..10 (25–34),
 *    porta_nigra_1..9 (35–43);
 *  - majority parts 0..11: Basilica rows A, B; Amphitheatre rows A, B, C;
 *    City Wall; Porta Nigra levels 3..8;
 *  - cards are ids into the data tables: action cards 0..7 of the owner's
 *    deck (the owner is the colour), market cards 0..9, building cards
 *    0..19, honour cards 0..27;
 *  - seats are clockwise: the next seat of p is (p + 1) mod n.
 *
 * PN_NONE (-1) marks an empty place; PN_HIDDEN (-2) a card the viewer may
 * not see in a redacted state (other hands, and every face-down deck).
 *
 * Once on main, field names and meanings only grow: nothing is renumbered.
 */
#pragma once

#include <glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define PN_MAX_PLAYERS       4
#define PN_N_COLORS          5
#define PN_N_SHOPS           5
#define PN_N_QUARTERS        4
#define PN_N_BUILDINGS       4
#define PN_N_SITES           44
#define PN_N_PARTS           12
#define PN_DECK_SIZE         8     /* action cards per colour */
#define PN_HAND_MAX          2
#define PN_N_MARKET_CARDS    10
#define PN_N_BUILDING_CARDS  20
#define PN_N_HONOR_CARDS     28
#define PN_BUILDING_DISPLAY  6
#define PN_HONOR_DISPLAY     14
#define PN_MAX_ICONS         6     /* icons on one action card */
#define PN_MAX_ROUNDS        3

#define PN_NONE   (-1)
#define PN_HIDDEN (-2)

typedef enum
{
  PN_BLACK,
  PN_BLUE,
  PN_RED,
  PN_YELLOW,
  PN_WHITE,
} PnColor;

typedef enum
{
  PN_BASILICA,
  PN_AMPHITHEATRE,
  PN_CITY_WALL,
  PN_PORTA_NIGRA,
} PnBuilding;

typedef enum
{
  PN_PHASE_REFILL_CHOICE,    /* the supply ran out during a market card: choose shops */
  PN_PHASE_PLACE_BUILDER,    /* a player's first turn: put the master builder down */
  PN_PHASE_ACTION,           /* the action phase of current's turn */
  PN_PHASE_INTERIM,          /* interim scoring: interim_next splits */
  PN_PHASE_START_CHOICE,     /* chooser names the next round's start player */
  PN_PHASE_OVER,
  PN_N_PHASES
} PnPhase;

/* What triggered the early end (spec §4.6). */
typedef enum
{
  PN_END_NONE,
  PN_END_BRICKS,             /* T1: brick supply and market both empty */
  PN_END_ROMANS,             /* T2: a player built their 15th element */
} PnEndTrigger;

/* Where each victory point came from; a player's vp is their sum. */
typedef enum
{
  PN_VP_PLACEMENT,           /* building elements */
  PN_VP_HONOR,               /* immediate honour cards */
  PN_VP_EARLY_END,           /* the 5 VP of the early end */
  PN_VP_INTERIM,             /* interim scoring */
  PN_VP_SETS,                /* building-card sets */
  PN_VP_FINAL_CARDS,         /* final-scoring honour cards */
  PN_VP_PLAY_AREA,           /* Romans, coins, tokens and bricks left */
  PN_VP_MAJORITY,            /* + part: majorities, one source per part */
  PN_N_VP_SOURCES = PN_VP_MAJORITY + PN_N_PARTS
} PnVpSource;

typedef struct
{
  gint32  vp;
  gint32  vp_src[PN_N_VP_SOURCES];
  gint32  coins;
  gint16  torches;                      /* torch tokens */
  gint16  influence;                    /* influence tokens */
  gint8   romans;                       /* in the play area */
  gint8   reserve;                      /* this colour's Romans in the supply */
  gint8   builder;                      /* quarter of the master builder, PN_NONE off the board */
  guint8  bricks[PN_N_COLORS];          /* storage on the player board */
  guint8  n_hand, n_deck, n_discard;
  gint8   hand[PN_HAND_MAX];            /* sorted ascending */
  gint8   deck[PN_DECK_SIZE];           /* face down; the top is deck[n_deck - 1] */
  gint8   discard[PN_DECK_SIZE];        /* played this round, in order */
  guint8  n_building_cards;
  gint8   building_cards[PN_N_BUILDING_CARDS];   /* in the order taken */
  guint8  n_honor;
  gint8   honor[PN_N_HONOR_CARDS];      /* kept honour cards (substitutes, final scoring) */
} PnPlayer;

typedef struct
{
  LUDUS_STATE_HEADER;

  guint8   phase;                       /* PnPhase */
  guint8   round;                       /* 1.. */
  guint8   start_player;                /* of the current round */
  guint8   current;                     /* whose turn it is */

  /* Bricks */
  guint8   supply;                      /* bricks beside the board */
  guint8   shop[PN_N_SHOPS];

  /* Market cards */
  guint8   n_market_deck, n_market_discard;
  gint8    market_deck[PN_N_MARKET_CARDS];      /* the top is market_deck[n - 1] */
  gint8    market_discard[PN_N_MARKET_CARDS];

  /* Building cards */
  guint8   n_building_deck, n_building_box;
  gint8    building_deck[PN_N_BUILDING_CARDS];
  gint8    building_display[PN_BUILDING_DISPLAY];   /* PN_NONE: an empty slot */
  gint8    building_box[PN_N_BUILDING_CARDS];       /* discarded to buy honour cards */

  /* Honour cards */
  guint8   n_honor_deck, n_honor_box;
  gint8    honor_deck[PN_N_HONOR_CARDS];
  gint8    honor_display[PN_HONOR_DISPLAY];         /* PN_NONE: an empty slot */
  gint8    honor_box[PN_N_HONOR_CARDS];             /* used immediate cards, discarded ones */

  /* Construction sites */
  gint8    site_owner[PN_N_SITES];      /* seat, PN_NONE: free */
  guint8   site_height[PN_N_SITES];     /* bricks in the element */

  /* The turn in progress (the action phase of current) */
  gint8    card;                        /* action card played, PN_NONE before */
  guint8   budget_used;                 /* torches of the card used: icons + coins */
  guint8   card_coins;                  /* of those, torches turned into coins */
  guint8   icons_marker;                /* bit i: icon i used with an action marker */
  guint8   icons_torch;                 /* bit i: icon i used with a torch token */
  guint8   honor_bought;                /* an honour card was bought this turn */

  /* The refill of this turn (public, for the log and the board) */
  gint8    refill_card;                 /* market card waiting for a shop choice, or PN_NONE */
  guint8   refill_left;                 /* bricks left for it */
  guint8   refill_added[PN_N_SHOPS];    /* bricks put into each shop by this turn's refill */
  guint8   refill_cards;                /* market cards drawn by this turn's refill */
  guint8   refill_building;             /* bit s: building slot s filled by this turn's refill */
  guint16  refill_honor;                /* bit s: honour slot s filled by this turn's refill */

  /* Interim scoring and the next start player */
  guint8   interim_next;                /* who splits next */
  guint8   interim_left;                /* splits still to come */
  guint8   chooser;                     /* names the next start player */
  guint8   chooser_drawn;               /* the chooser was drawn among tied players */

  /* Early end (spec §4.6) */
  guint8   end_trigger;                 /* PnEndTrigger */
  gint8    end_player;                  /* whose turn it was, PN_NONE */
  guint8   final_turns;                 /* bit p: p still has a final turn to come */

  PnPlayer players[PN_MAX_PLAYERS];
} PnState;

/* Clockwise distance between quarters: the borders crossed and the coins paid. */
static inline int
pn_distance (int from,
             int to)
{
  return ((to - from) % PN_N_QUARTERS + PN_N_QUARTERS) % PN_N_QUARTERS;
}

G_END_DECLS
