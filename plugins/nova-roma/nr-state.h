/* nr-state.h: the plain C position of a Nova Roma game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole position is one flat struct (LUDUS_STATE_HEADER first) with
 * fixed-size arrays and no pointers. Printed values (contract costs,
 * tracks, harbours, districts, tiles…) live in NrData (nr-data.h), loaded
 * from data/components.json; the state holds only ids and positions.
 *
 * Conventions for the board and the text:
 *  - NR_NONE (-1) marks an empty slot or place.
 *  - NR_HIDDEN (-2) marks a component that is present but unknown to the
 *    viewer in a redacted state: the entries of every face-down stack and of
 *    the box, another seat's draft cards. Counts (n_*) are always true.
 *  - Hands are bit sets of associate card ids (bit i = card number i + 1);
 *    n_hand is the true size, and a redacted state clears another seat's
 *    bits but keeps n_hand.
 *  - Owners 0..3 are seats; NR_AUTOMA (4) is the neutral colour of the
 *    2-player game and the automa of the solo game (chariots, ships, cubes).
 *  - Forum cells are r * 4 + c (row r = 0..3 top to bottom, column c = 0..3
 *    left to right). The action of column c is forum_col[c], of row r
 *    forum_row[r].
 *  - Production cells are r * data->prod_cols + c; mosaic cells r * 3 + c
 *    (row 0 green/top, 1 yellow, 2 orange/bottom).
 *  - District cells are y * width + x in that district's grid (NrData).
 *  - Stacks keep their top at the end: stack[n_stack - 1] is drawn next.
 *
 * This header only grows: fields are added, never renamed or renumbered.
 */
#pragma once

#include <glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define NR_MAX_PLAYERS        4
#define NR_AUTOMA             4      /* owner index of neutral / automa pieces */
#define NR_N_OWNERS           5
#define NR_N_ROUNDS           5
#define NR_N_PATRICIANS       3
#define NR_FORUM_SIZE         4
#define NR_N_FORUM_CELLS      16
#define NR_N_ACTIONS          8
#define NR_N_RESOURCES        5
#define NR_RESOURCE_MAX       5
#define NR_INFLUENCE_MAX      8
#define NR_N_ASSOCIATES       40
#define NR_N_SEA              30
#define NR_N_BUILDING         28
#define NR_N_LAT_BASIC        23
#define NR_N_LAT_SPECIAL      7
#define NR_N_LAT              30     /* ids 0..22 basic, 23..29 special */
#define NR_N_EMPEROR          8
#define NR_N_EMPEROR_USED     5      /* stack size with 2–4 players */
#define NR_N_MOSAIC           15     /* ids 0..4 green, 5..9 yellow, 10..14 orange */
#define NR_N_MOSAIC_COLOURS   3
#define NR_MOSAIC_PER_COLOUR  5
#define NR_N_MOSAIC_CELLS     9
#define NR_N_FAVOURITES       9
#define NR_N_FAVOURITES_USED  5
#define NR_N_REWARDS          12
#define NR_N_ARTISANS         16
#define NR_N_CUBES            20
#define NR_N_ACHIEVEMENTS     7
#define NR_ACHIEVEMENTS_START 4
#define NR_N_LEGIONNAIRES_2P  2
#define NR_N_LEGIONNAIRES_SOLO 6
#define NR_ROW_MAX            7
#define NR_HAND_LIMIT         6
#define NR_MARKET             4
#define NR_N_TRACKS           3
#define NR_N_ROUTES           2
#define NR_N_SHIPS            2
#define NR_N_DISTRICTS        3
#define NR_DISTRICT_MAX_CELLS 60     /* a build move's cell set fits two 30-bit args */
#define NR_PROD_MAX_CELLS     16     /* a production grid of at most 4 × 4 */
#define NR_MAX_TRACK          16     /* last position of a track at most 15 */
#define NR_MAX_HARBOURS       12
#define NR_MAX_TASKS          24
#define NR_MAX_FRAMES         2      /* an action, and the one a Petition performs */

#define NR_NONE   (-1)
#define NR_HIDDEN (-2)

/* Forum actions, in the order of the spec's §2.5. */
typedef enum
{
  NR_ACT_TRADE,
  NR_ACT_DEVELOPMENT,
  NR_ACT_PETITION,
  NR_ACT_ASSOCIATES,
  NR_ACT_SEAFARING,
  NR_ACT_CONSTRUCTION,
  NR_ACT_RACE,
  NR_ACT_PRODUCTION,
} NrAction;

typedef enum
{
  NR_WHEAT,
  NR_STONE,
  NR_WOOD,
  NR_WINE,
  NR_HORSE,
} NrResource;

/* A figure on a forum cell. */
typedef enum
{
  NR_FIG_NONE,
  NR_FIG_EMPEROR,
  NR_FIG_PATRICIAN,     /* forum_owner: the seat */
  NR_FIG_LEGIONNAIRE,   /* forum_owner: the seat (2 players) or NR_AUTOMA (solo) */
} NrFigure;

typedef enum
{
  NR_PHASE_MOSAIC_DRAFT,   /* setup variant, §3.5 */
  NR_PHASE_ASSOC_DRAFT,    /* setup variant, §3.5 (picks, then keeping 2) */
  NR_PHASE_EMPEROR,        /* the first player places the Emperor */
  NR_PHASE_FORUM,
  NR_PHASE_OVER,
} NrPhase;

/* Where the active seat is within its turn (§4.4). */
typedef enum
{
  NR_STEP_START,        /* T1/T2: place a patrician (or first an achievement) */
  NR_STEP_LEGIONNAIRE,  /* T3, two players */
  NR_STEP_ACTIONS,      /* T5/T6: perform or decline one of the pending actions */
  NR_STEP_IN_ACTION,    /* inside the action of frames[n_frames - 1] */
  NR_STEP_END,          /* T8: an achievement may still be placed, or end the turn */
} NrStep;

/* Steps inside an action frame. */
typedef enum
{
  NR_FS_BOOST,          /* before step 1: +1 power cards (and other cards) */
  NR_FS_TRADE_DISCARD,  /* trade step 2 */
  NR_FS_TRADE_BUY,      /* trade step 3 */
  NR_FS_DEV_WINE,       /* development step 2 */
  NR_FS_DEV_BUY,        /* development step 3 */
  NR_FS_PET_CLAIM,      /* petition step 1 */
  NR_FS_PET_ACTION,     /* petition step 2 */
  NR_FS_PET_WAIT,       /* petition: the action it performs is running */
  NR_FS_ASSOC_DRAW,     /* associates step 1 (count: draws left) */
  NR_FS_ASSOC_PLAY,     /* associates step 2 */
  NR_FS_ASSOC_LIMIT,    /* associates step 3 (hand limit) */
  NR_FS_SEA_CONTRACT,   /* seafaring step 1 */
  NR_FS_SEA_MOVE,       /* seafaring step 2 (count: movement points left) */
  NR_FS_BUILD_CONTRACT, /* construction step 1 */
  NR_FS_BUILD_PLACE,    /* construction step 2 (taken: the contract) */
  NR_FS_RACE_MOVE,      /* race step 1 */
  NR_FS_RACE_CHARIOTEER,/* race step 2 */
  NR_FS_PRODUCTION,     /* production (count: operations left) */
  NR_FS_FINISHED,       /* the frame is done and about to be closed */
} NrFrameStep;

/* Sub-decisions, kept on a stack above the frames. */
typedef enum
{
  NR_TASK_WHEEL,        /* golden wheel: achievement token or 1 influence */
  NR_TASK_RESOURCES,    /* pick a resource, n times (n in count) */
  NR_TASK_CHOICE,       /* one of the effects of data effect `ref` */
  NR_TASK_TILE,         /* the optional ability of the tile at production cell `ref` */
  NR_TASK_SAIL,         /* move ships with `count` points (seafaring tile) */
} NrTaskKind;

typedef struct
{
  guint8 kind;          /* NrTaskKind */
  guint8 player;        /* who decides */
  gint16 ref;           /* cell or effect index */
  guint8 count;
  guint8 pad_[3];
} NrTask;

typedef struct
{
  guint8 action;        /* NrAction */
  guint8 power;         /* 1..3 (fixed once step 1 starts) */
  guint8 petition;      /* performed through a Petition: no associate cards */
  guint8 step;          /* NrFrameStep */
  guint8 did;           /* a step was executed or a card activated (ruling R12) */
  guint8 perm_bonus;    /* sesterces from permanent cards, taken back if declined */
  guint8 count;         /* draws / movement points / operations left */
  gint8  taken;         /* the contract taken in step 1, NR_NONE before */
  guint8 waive;         /* Patricia: the artisan requirement is waived */
  guint8 discarded;     /* trade: cards discarded so far */
  guint8 pad_[2];
} NrFrame;

/* The turn in progress (phase NR_PHASE_FORUM). */
typedef struct
{
  guint8 step;          /* NrStep */
  gint8  cell;          /* the patrician placed this turn, NR_NONE before */
  gint8  actions[2];    /* the two actions (column, row) */
  guint8 base_power[2]; /* own patricians in the line + Emperor */
  guint8 pending;       /* bit i: actions[i] not yet performed or declined */
  guint8 mosaic_used;   /* an achievement token was placed this turn */
  guint8 pad_[2];
} NrTurn;

typedef struct
{
  gint8   resources[NR_N_RESOURCES];
  gint8   influence;                  /* 0..8 */
  gint16  sesterces;
  guint8  artisans_free;
  guint8  cubes;                      /* left beside the board */
  guint8  patricians;                 /* left to place this round */
  guint8  legionnaires;               /* left to place this round (2 players) */
  guint8  achievements;               /* personal supply */
  guint8  achievements_reserve;       /* beside the hippodrome */
  gint8   mosaic_strip[NR_N_MOSAIC_COLOURS];  /* token per mosaic row, NR_NONE until dealt */
  guint8  pad0_;
  guint16 mosaic_filled;              /* bit per mosaic cell */
  gint8   prod_tile[NR_PROD_MAX_CELLS];       /* latifundium id per production cell */
  guint16 prod_face_down;             /* bit per cell: a used special tile */
  guint16 prod_artisan;               /* bit per cell: an artisan stands there */
  guint64 hand;                       /* associate cards in hand */
  guint8  n_hand;
  guint8  n_row;
  gint8   row[NR_ROW_MAX];            /* associate row, in the order played */
  guint8  pad1_[7];
  guint64 row_used;                   /* once-per-round cards turned face down */
  guint64 row_fresh;                  /* played this turn: usable from the next turn */
  guint32 sea_done;                   /* bit per sea contract completed */
  guint32 building_done;              /* bit per building contract completed */
  guint16 favourites;                 /* bit per favourite token won */
  guint8  vp_sea;                     /* VP printed on rewards ("vp_end"): harbours, */
  guint8  vp_city;                    /* building reward tokens, */
  guint8  vp_mosaic;                  /* mosaic bonuses */
  guint8  pad2_[3];
  /* Associate draft (§3.5) */
  guint64 draft_hold;                 /* cards to pick from now */
  guint64 draft_picked;               /* cards picked, face down */
  guint8  n_draft_hold;
  guint8  n_draft_picked;
  guint8  draft_acted;                /* picked (or kept) in this step of the draft */
  guint8  pad3_[5];
} NrPlayer;

typedef struct
{
  LUDUS_STATE_HEADER;

  /* Options and the game's shape */
  guint8  difficulty;                 /* solo: 0 easy (20), 1 normal (30), 2 hard (40) */
  guint8  mosaic_draft;
  guint8  associate_draft;
  guint8  phase;                      /* NrPhase */
  guint8  round;                      /* 1..5 */
  guint8  first;                      /* first seat of this round */
  guint8  turn_index;                 /* turns taken this round */
  guint8  active;                     /* the seat whose turn it is */
  guint8  draft_round;                /* mosaic: picks made; associates: 0..3 picks, 4 keep */
  guint8  pad0_[7];

  NrTurn  turn;
  NrFrame frames[NR_MAX_FRAMES];
  guint8  n_frames;
  guint8  n_tasks;
  guint8  pad1_[4];
  NrTask  tasks[NR_MAX_TASKS];        /* tasks[n_tasks - 1] is decided first */

  NrPlayer players[NR_MAX_PLAYERS];

  /* Forum */
  gint8   forum_col[NR_FORUM_SIZE];   /* action per column end */
  gint8   forum_row[NR_FORUM_SIZE];   /* action per row end */
  guint8  forum_fig[NR_N_FORUM_CELLS];   /* NrFigure */
  gint8   forum_owner[NR_N_FORUM_CELLS];
  gint8   emperor_cell;               /* NR_NONE between rounds */
  guint8  legionnaires_left;          /* solo: beside the forum */

  /* Emperor tokens: face-down stack, revealed/used pile, box */
  gint8   emperor_stack[NR_N_EMPEROR];
  gint8   emperor_used[NR_N_EMPEROR]; /* in reveal order; the last is the one showing */
  gint8   emperor_box[NR_N_EMPEROR];
  guint8  n_emperor_stack;
  guint8  n_emperor_used;
  guint8  n_emperor_box;
  gint8   emperor_shown;              /* the token whose cells are in use, NR_NONE */

  /* First-player token (not used in solo) */
  gint8   fp_holder;
  guint8  fp_claimed;                 /* VP side up: claimed this round */

  /* Markets and stacks */
  gint8   sea_market[NR_MARKET];
  gint8   sea_stack[NR_N_SEA];
  guint8  n_sea_stack;
  gint8   building_market[NR_MARKET];
  gint8   building_stack[NR_N_BUILDING];
  guint8  n_building_stack;
  gint8   lat_market[NR_MARKET];      /* basic slots */
  gint8   lat_special;                /* the special slot */
  gint8   lat_basic_stack[NR_N_LAT_BASIC];
  guint8  n_lat_basic_stack;
  gint8   lat_special_stack[NR_N_LAT_SPECIAL];
  guint8  n_lat_special_stack;
  guint8  pad2_[3];
  guint32 lat_removed;                /* discarded or covered: out of the game */
  gint8   assoc_market[NR_MARKET];
  gint8   assoc_deck[NR_N_ASSOCIATES];
  guint8  n_assoc_deck;
  gint8   assoc_discard[NR_N_ASSOCIATES];   /* face up; the last is on top */
  guint8  n_assoc_discard;

  /* Hippodrome: positions and arrival order per owner and track. A chariot
   * lower in a cell's stack (smaller seq) is further ahead than one on top. */
  gint8   chariot_pos[NR_N_OWNERS][NR_N_TRACKS];     /* NR_NONE: not in play */
  guint8  pad3_;
  guint16 chariot_seq[NR_N_OWNERS][NR_N_TRACKS];
  guint16 next_seq;
  gint8   favourite_stack[NR_N_FAVOURITES];  /* the top one lies face up: the next favourite */
  guint8  n_favourite_stack;
  gint8   favourite_box[NR_N_FAVOURITES];
  guint8  n_favourite_box;
  gint8   favourite_current;
  guint8  pad4_;
  guint16 favourite_removed;          /* unawarded tokens out of the game */

  /* Black Sea: route (NR_NONE: start port) and harbour index per ship */
  gint8   ship_route[NR_N_OWNERS][NR_N_SHIPS];
  gint8   ship_harbour[NR_N_OWNERS][NR_N_SHIPS];

  /* City: cube owner per cell (NR_NONE empty) and reward token per cell */
  gint8   district_cube[NR_N_DISTRICTS][NR_DISTRICT_MAX_CELLS];
  gint8   district_reward[NR_N_DISTRICTS][NR_DISTRICT_MAX_CELLS];
  guint16 rewards_fired;              /* bit per reward token */
  gint8   reward_box[NR_N_REWARDS];
  guint8  n_reward_box;

  /* Mosaic tokens not dealt; in the mosaic draft, the three colour stacks
   * (face down) and the two face-up tokens of each colour. */
  gint8   mosaic_box[NR_N_MOSAIC];
  guint8  n_mosaic_box;
  gint8   mosaic_draft_stack[NR_N_MOSAIC_COLOURS][NR_MOSAIC_PER_COLOUR];
  guint8  n_mosaic_draft_stack[NR_N_MOSAIC_COLOURS];
  gint8   mosaic_draft_up[NR_N_MOSAIC_COLOURS][2];

  /* Supply */
  guint8  artisans_supply;

  /* Solo: the automa (its chariots, ships and cubes are owner NR_AUTOMA) */
  gint16  automa_vp;                  /* start value + blocked legionnaires */
  guint8  automa_blocked;             /* legionnaires that found their cell taken */
  guint8  pad5_;
  guint16 automa_favourites;
  guint32 automa_sea_discard;
  guint32 automa_building_discard;

} NrState;

static inline gboolean
nr_is_solo (const NrState *s)
{
  return s->n_players == 1;
}

static inline gboolean
nr_is_two (const NrState *s)
{
  return s->n_players == 2;
}

static inline int
nr_bits (guint64 x)
{
  return __builtin_popcountll (x);
}

G_END_DECLS
