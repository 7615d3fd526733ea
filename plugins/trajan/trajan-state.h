/* trajan-state.h: the plain C position of a Trajan game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole position is one plain struct with fixed-size arrays and no
 * pointers, so a copy is a memcpy and the random number generator travels
 * with it. Every component is named by a small id: an index into the tables
 * of trajan-data.h, which come from data/components.json. Rules code and the
 * board read printed values (VP, colours, province values...) from those
 * tables, never from this header.
 *
 * Conventions for the board helper:
 *  - TRAJAN_EMPTY (-1) marks an empty place (a slot, a forum space...).
 *  - TRAJAN_HIDDEN (-2) marks a component present but unknown to the viewer
 *    in a redacted state (a face-down pile, another player's hidden card).
 *  - Piles are arrays whose last used element (index n - 1) is the top.
 *  - Player order and bowl order both increase clockwise.
 *
 * This header only grows: fields are added, never renumbered or removed.
 */
#pragma once

#include <glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define TRAJAN_MAX_PLAYERS          4
#define TRAJAN_N_ACTIONS            6   /* = bowls = Trajan slots */
#define TRAJAN_N_COLOURS            6   /* action-marker colours */
#define TRAJAN_MARKERS_PER_COLOUR   2   /* per player */
#define TRAJAN_N_MARKERS            12  /* per player */
#define TRAJAN_N_GOODS              12  /* goods kinds */
#define TRAJAN_N_CARDS              60  /* goods cards, 5 per kind */
#define TRAJAN_N_TRAJAN_TILES       54
#define TRAJAN_N_CATEGORIES         6   /* Trajan tile categories = stacks */
#define TRAJAN_N_FORUM_TILES        70
#define TRAJAN_N_EXTRA_TILES        12  /* extra-action tiles with their own back */
#define TRAJAN_N_CONSTRUCTION_TILES 20
#define TRAJAN_N_CONSTRUCTION_KINDS 5
#define TRAJAN_GRID_ROWS            4
#define TRAJAN_GRID_COLS            5
#define TRAJAN_N_SPACES             20  /* construction spaces, row-major */
#define TRAJAN_N_DEMAND_TILES       15
#define TRAJAN_N_DEMAND_ICONS       3
#define TRAJAN_N_REVEALED_DEMANDS   3   /* per quarter */
#define TRAJAN_N_BONUS_TILES        12
#define TRAJAN_N_SENATE_BONUS       2   /* bonus spaces beside the Senate */
#define TRAJAN_N_SHIPS              3
#define TRAJAN_N_PROVINCES          10
#define TRAJAN_N_FORUM_SPACES       12  /* column-major, 3 per column */
#define TRAJAN_N_YELLOW_SPACES      3
#define TRAJAN_N_SENATE_SPACES      8   /* index 0 = start space */
#define TRAJAN_N_FIGURES            15  /* small figures per player */
#define TRAJAN_N_QUARTERS           4
#define TRAJAN_N_ROUNDS             4
#define TRAJAN_SETUP_CARDS          3   /* goods cards each player takes at setup */
#define TRAJAN_SETUP_TILES          3   /* Trajan tiles each player picks at setup */

#define TRAJAN_EMPTY  (-1)
#define TRAJAN_HIDDEN (-2)

/* The arch's place when all six slots are occupied. */
#define TRAJAN_ARCH_CENTRE 6
/* A commander still in the military camp. */
#define TRAJAN_COMMANDER_CAMP (-1)

/* Actions, numbered as the bowls of the printed mat (Seaport = bowl 0, top
 * left, then clockwise). The bowl → action map itself is data
 * (TrajanData.bowl_action); these are action ids. */
typedef enum
{
  TRAJAN_ACTION_SEAPORT,
  TRAJAN_ACTION_FORUM,
  TRAJAN_ACTION_MILITARY,
  TRAJAN_ACTION_SENATE,
  TRAJAN_ACTION_TRAJAN,
  TRAJAN_ACTION_CONSTRUCTION,
} TrajanAction;

typedef enum
{
  TRAJAN_COLOUR_YELLOW,
  TRAJAN_COLOUR_ORANGE,
  TRAJAN_COLOUR_LIGHT_GREEN,
  TRAJAN_COLOUR_WHITE,
  TRAJAN_COLOUR_PINK,
  TRAJAN_COLOUR_BLUE,
} TrajanColour;

typedef enum
{
  TRAJAN_CATEGORY_CARDS,
  TRAJAN_CATEGORY_POINTS,
  TRAJAN_CATEGORY_WORKERS,
  TRAJAN_CATEGORY_LEGIONNAIRES,
  TRAJAN_CATEGORY_PLUS_TWO,
  TRAJAN_CATEGORY_DEMAND,
} TrajanCategory;

typedef enum
{
  TRAJAN_ICON_BREAD,
  TRAJAN_ICON_GAMES,
  TRAJAN_ICON_RELIGION,
} TrajanIcon;

typedef enum
{
  TRAJAN_FORUM_BREAD,
  TRAJAN_FORUM_GAMES,
  TRAJAN_FORUM_RELIGION,
  TRAJAN_FORUM_SENATE,              /* value = votes */
  TRAJAN_FORUM_JOKER_GOODS,
  TRAJAN_FORUM_JOKER_DEMAND,
  TRAJAN_FORUM_JOKER_CONSTRUCTION,
  TRAJAN_FORUM_JOKER_EXTRA_ACTION,
  TRAJAN_FORUM_EXTRA_ACTION,        /* value = TrajanAction */
} TrajanForumKind;

typedef enum
{
  TRAJAN_BONUS_GOODS,               /* goods_a, goods_b */
  TRAJAN_BONUS_LEGIONNAIRES,
  TRAJAN_BONUS_YELLOW_TILES,
  TRAJAN_BONUS_DEMAND_ICON,         /* icon */
  TRAJAN_BONUS_WORKERS,
} TrajanBonusKind;

typedef enum
{
  TRAJAN_SHIP_IDENTICAL,
  TRAJAN_SHIP_PAIRS,
  TRAJAN_SHIP_DIFFERENT,
} TrajanShipKind;

/*
 * Where the game stands. Automatic steps (Trajan check, time, round and
 * quarter ends without a decision, refills, final scoring) run inside apply
 * and never rest in the state; only phases that wait for a decision do.
 */
typedef enum
{
  TRAJAN_PHASE_SETUP_MARKERS,   /* setup_player places 2 markers per bowl */
  TRAJAN_PHASE_SETUP_GOODS,     /* setup_player takes 3 goods cards */
  TRAJAN_PHASE_SETUP_TRAJAN,    /* setup_player picks 3 Trajan tiles for slots II, IV, VI */
  TRAJAN_PHASE_CHOOSE_BOWL,     /* current player picks a non-empty bowl */
  TRAJAN_PHASE_SOW,             /* current player picks the colour of the next marker */
  TRAJAN_PHASE_TRAJAN_CLAIM,    /* current player uses (or not) the claimed tile's effect */
  TRAJAN_PHASE_ACTION_CHOICE,   /* action (or a repetition) of cur_action, or pass */
  TRAJAN_PHASE_BONUS_ACTION,    /* construction bonus action cur_action, or pass */
  TRAJAN_PHASE_SEAPORT_DISCARD, /* after seaport_draw_two: discard one card */
  TRAJAN_PHASE_EXTRA_OFFER,     /* repeat cur_action with an extra-action tile, or pass */
  TRAJAN_PHASE_QUARTER_DEMANDS, /* qe_player chooses how to meet the demands */
  TRAJAN_PHASE_QUARTER_SENATE,  /* the consul (qe_player) chooses a bonus tile */
  TRAJAN_PHASE_GAME_OVER,
  TRAJAN_N_PHASES
} TrajanPhase;

/* Whether the action being resolved is the turn's main action or a
 * construction bonus action nested in it. */
typedef enum
{
  TRAJAN_CTX_MAIN,
  TRAJAN_CTX_BONUS,
} TrajanActionContext;

/* Sources of victory points. A player's vp is always the sum of vp_src. */
typedef enum
{
  TRAJAN_VP_TRAJAN_TILES,       /* claimed Trajan tiles */
  TRAJAN_VP_SHIPS,              /* seaport deliveries */
  TRAJAN_VP_PROVINCES,          /* legionnaires deployed */
  TRAJAN_VP_SENATE,             /* Senate track steps */
  TRAJAN_VP_CONSTRUCTION,       /* construction tiles taken */
  TRAJAN_VP_DEMANDS,            /* penalties for unmet demands (negative) */
  TRAJAN_VP_FINAL_HAND,         /* final: 1 per goods card in hand */
  TRAJAN_VP_FINAL_CAMPS,        /* final: 1 per worker / legionnaire left in the camps */
  TRAJAN_VP_FINAL_SLOTS,        /* final: 1 per Trajan tile left in a slot */
  TRAJAN_VP_FINAL_SETS,         /* final: construction sets of 3 or 4 */
  TRAJAN_VP_FINAL_BONUS,        /* final: bonus tiles */
  TRAJAN_N_VP_SOURCES
} TrajanVpSource;

/* How a demand is met in a quarter_demands move. */
typedef enum
{
  TRAJAN_MEET_NONE,             /* unmet: penalty */
  TRAJAN_MEET_FORUM,            /* a forum tile of the icon (removed) */
  TRAJAN_MEET_TRAJAN,           /* a collected Trajan demand tile (kept) */
  TRAJAN_MEET_JOKER,            /* a demand joker (removed) */
} TrajanMeet;

/* Which tile pays for an extra action (args[0] of extra_action). */
typedef enum
{
  TRAJAN_EXTRA_SRC_TILE,        /* an extra-action tile of the action (own back) */
  TRAJAN_EXTRA_SRC_FORUM,       /* a forum_extra_action tile of the action */
  TRAJAN_EXTRA_SRC_JOKER,       /* a forum_joker_extra_action */
} TrajanExtraSource;

typedef struct
{
  gint32  vp;                             /* signed, = sum of vp_src */
  gint32  vp_src[TRAJAN_N_VP_SOURCES];

  guint8  senate_pos;                     /* index into TrajanData.senate_values, 0 = start */
  guint8  padding0;
  guint16 senate_stamp;                   /* higher stamp = higher in the disc stack */

  guint8  bowls[TRAJAN_N_ACTIONS][TRAJAN_N_COLOURS]; /* markers: [bowl][colour] count */
  gint8   slots[TRAJAN_N_ACTIONS];        /* Trajan tile id beside bowl k, or TRAJAN_EMPTY */
  guint8  arch;                           /* slot 0..5, or TRAJAN_ARCH_CENTRE */

  guint8  supply;                         /* small figures in the personal supply */
  guint8  military_camp;                  /* legionnaires waiting in the military camp */
  guint8  worker_camp;                    /* workers waiting in the worker camp */
  gint8   commander;                      /* province id, or TRAJAN_COMMANDER_CAMP */
  guint16 legions;                        /* bit p: own legionnaire in province p */
  guint32 workers;                        /* bit s: own worker on construction space s */

  guint8  hand[TRAJAN_N_GOODS];           /* goods cards in hand per kind (0 when redacted) */
  guint8  hand_hidden;                    /* redacted states: cards in hand not shown */
  guint8  display[TRAJAN_N_GOODS];        /* personal display (face up) per kind */

  guint8  n_forum;                        /* forum tiles owned (unused ones) */
  gint8   forum[TRAJAN_N_FORUM_TILES];
  guint8  n_extra;                        /* extra-action tiles owned (own back) */
  gint8   extra[TRAJAN_N_EXTRA_TILES];

  guint8  plus_two;                       /* bit a: a "+2" marker on action a */
  guint8  setup_categories;               /* bit c: category picked at setup */
  guint32 construction;                   /* bit t: construction tile t owned */
  guint64 trajan_demand;                  /* bit t: Trajan demand tile t collected */
  guint16 bonus;                          /* bit b: bonus tile b owned */
  guint16 bonus_grey;                     /* bit b: ... lying grey side up */
} TrajanPlayer;

typedef struct
{
  LUDUS_STATE_HEADER;                     /* size, epoch (bumped on random draws and
                                           * reveals), n_players, rng */
  guint8  start_player;
  guint8  current;                        /* the player whose turn it is */
  guint8  phase;                          /* TrajanPhase */

  guint8  quarter;                        /* 1..4 */
  guint8  round;                          /* 1..4 */
  guint8  time_pos;                       /* 0 .. L-1 on the circuit for n_players */
  guint8  round_end_pending;

  /* Setup */
  guint8  setup_player;                   /* who is setting up now */
  guint8  setup_done;                     /* players done with the current setup step */
  guint8  setup_count;                    /* cards / tiles taken by setup_player */
  guint8  quarter_tiles;                  /* quarter tiles still stacked */

  /* Turn machine */
  guint8  bowl;                           /* the bowl emptied this turn */
  guint8  sow_next;                       /* the bowl receiving the next marker */
  guint8  sow_left[TRAJAN_N_COLOURS];     /* markers still in hand, per colour */
  guint8  target;                         /* target bowl */
  gint8   claim_tile;                     /* Trajan tile claimed this turn, or TRAJAN_EMPTY */
  guint8  main_action;                    /* TrajanAction of the target bowl */
  guint8  cur_action;                     /* TrajanAction being resolved */
  guint8  ctx;                            /* TrajanActionContext */
  guint8  main_reps_left;                 /* repetitions still owed to the main action */
  guint8  bonus_reps_left;                /* ... to the bonus action */
  guint8  extra_used;                     /* an extra-action tile was used this turn */
  guint8  main_performed;                 /* the main action was performed (not skipped) */
  guint8  bonus_pending;                  /* a bonus action waits (TrajanAction + 1, 0 = none) */

  /* Quarter end */
  guint8  qe_player;                      /* who decides in a quarter-end phase */
  guint8  qe_done;                        /* players done with the demands */
  gint8   senate_rank[TRAJAN_MAX_PLAYERS];/* last Senate ranking, best first */

  /* Goods cards: values are goods kinds (0..11) */
  guint8  deck_n;
  gint8   deck[TRAJAN_N_CARDS];
  guint8  discard_n[2];                   /* 0 = left, 1 = right */
  gint8   discard[2][TRAJAN_N_CARDS];

  /* Forum tiles: values are forum tile ids */
  guint8  forum_pile_n;
  gint8   forum_pile[TRAJAN_N_FORUM_TILES];
  gint8   forum_space[TRAJAN_N_FORUM_SPACES];
  gint8   province_tile[TRAJAN_N_PROVINCES];
  guint8  forum_removed;                  /* forum tiles out of the game */

  /* Extra-action tiles (own back): values are extra tile ids */
  guint8  extra_pile_n;
  gint8   extra_pile[TRAJAN_N_EXTRA_TILES];
  gint8   yellow_space[TRAJAN_N_YELLOW_SPACES];
  guint8  extra_removed;

  /* Trajan tiles: values are Trajan tile ids */
  guint8  stack_n[TRAJAN_N_CATEGORIES];
  gint8   stacks[TRAJAN_N_CATEGORIES][TRAJAN_N_TRAJAN_TILES];
  guint64 trajan_removed;                 /* bit t: tile t out of the game */

  /* Construction: values are construction tile ids */
  gint8   space_tile[TRAJAN_N_SPACES];

  /* Ships: 0 = coloured side up, 1 = grey */
  guint8  ship_grey[TRAJAN_N_SHIPS];

  /* Bonus tiles: values are bonus tile ids */
  guint8  bag_n;
  gint8   bag[TRAJAN_N_BONUS_TILES];
  gint8   senate_bonus[TRAJAN_N_SENATE_BONUS];

  /* Demand tiles: values are demand tile ids */
  guint8  demand_pile_n;
  gint8   demand_pile[TRAJAN_N_DEMAND_TILES];
  guint8  n_revealed;
  gint8   revealed[TRAJAN_N_REVEALED_DEMANDS];
  guint8  demand_dead_n;                  /* removed unseen at setup, then discarded */
  gint8   demand_dead[TRAJAN_N_DEMAND_TILES];

  guint16 senate_stamp_next;              /* next stamp given to a disc */
  guint8  final_scored;

  TrajanPlayer players[TRAJAN_MAX_PLAYERS];
} TrajanState;

G_END_DECLS
