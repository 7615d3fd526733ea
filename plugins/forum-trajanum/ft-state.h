/* ft-state.h: the plain C position of a Forum Trajanum game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole position is one plain struct with fixed-size arrays and no
 * pointers, so a copy is a memcpy and the random number generator travels
 * with it. Printed values (temple cells, street symbols, tile fronts, the
 * prestige track, mosaic boards...) live in the tables of ft-data.h, loaded
 * from data/components.json; the forum grid actually laid out is copied into
 * the state (it may be random).
 *
 * Conventions for the board helper:
 *  - FT_EMPTY (-1) marks an empty place (no tile, no building, no envoy).
 *  - FT_HIDDEN (-2) marks a component that is present but unknown to the
 *    viewer in a redacted state (every face-down grid tile, for every viewer
 *    including its owner; another player's draft tiles; ship contents and the
 *    river tile of other players; the order of the street decks).
 *  - Colonia tiles have global ids: tile = owner * FT_TILES_PER_PLAYER + index,
 *    where index 0..33 is an entry of FtData.tile_fronts. ft_tile_owner ()
 *    and ft_tile_index () split it.
 *  - Grid cells are numbered cell = r * 6 + c; r is the row (top to bottom),
 *    c the column (left to right). Corners 0..3 are (0,0), (0,5), (5,0), (5,5).
 *  - Forum cells are numbered y * forum_w + x over the whole forum grid.
 *  - Seats are numbered clockwise; left(i) = i + 1, right(i) = i - 1 (mod n).
 *
 * This header only grows: fields are added, never renumbered or removed.
 */
#pragma once

#include <glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define FT_MAX_PLAYERS        4
#define FT_GRID               6
#define FT_N_CELLS            36
#define FT_N_CORNERS          4
#define FT_N_TEMPLES          4
#define FT_TILES_PER_PLAYER   34
#define FT_N_TILES            (FT_MAX_PLAYERS * FT_TILES_PER_PLAYER)
#define FT_N_CITIZEN_TILES    6     /* indices 0..5 of a player's tiles */
#define FT_N_FEMALE           3     /* indices 0..2: one citizen of each class */
#define FT_N_COLOURS          4
#define FT_N_GREY             4
#define FT_N_BUILDINGS        8
#define FT_N_STREETS          12    /* 0..5 rows, 6..11 columns */
#define FT_N_SYMBOLS          12
#define FT_N_STREET_CARDS     24
#define FT_N_DECKS            3
#define FT_CARDS_PER_DECK     8
#define FT_N_PASSES           3
#define FT_ROUNDS_PER_PASS    4
#define FT_N_CITIZEN_ROWS     6
#define FT_N_CLASSES          3
#define FT_N_TRACKS           3
#define FT_TRACK_MAX          4     /* levels 0..4 on a track */
#define FT_TRACK_AT_COLUMN    5     /* the marker stands beside Trajan's column */
#define FT_N_TRAJAN_CARDS     15    /* 12 + 3 promo; ids in FtTrajanCard */
#define FT_N_AREA_BONUSES     5
#define FT_FORUM_MAX_W        24
#define FT_FORUM_MAX_H        12
#define FT_FORUM_MAX_CELLS    (FT_FORUM_MAX_W * FT_FORUM_MAX_H)
#define FT_MAX_BOARDS         5     /* mosaic boards in the forum */
#define FT_RESERVE_MAX        16
#define FT_TASK_STACK         24
#define FT_P_MAX_LIMIT        16    /* largest supported slider position */

#define FT_EMPTY  (-1)
#define FT_HIDDEN (-2)

static inline int ft_tile_owner (int tile) { return tile / FT_TILES_PER_PLAYER; }
static inline int ft_tile_index (int tile) { return tile % FT_TILES_PER_PLAYER; }
static inline int ft_cell (int r, int c) { return r * FT_GRID + c; }

static inline gboolean
ft_is_corner (int cell)
{
  int r = cell / FT_GRID, c = cell % FT_GRID;

  return (r == 0 || r == FT_GRID - 1) && (c == 0 || c == FT_GRID - 1);
}

/* Corners 0..3 are (0,0), (0,5), (5,0), (5,5). */
static inline int
ft_corner_index (int cell)
{
  return (cell / FT_GRID == 0 ? 0 : 2) + (cell % FT_GRID == 0 ? 0 : 1);
}

static inline int
ft_corner_cell (int corner)
{
  return ft_cell (corner < 2 ? 0 : FT_GRID - 1, corner % 2 == 0 ? 0 : FT_GRID - 1);
}

/* Streets 0..5 are the rows, 6..11 the columns. */
static inline gboolean
ft_cell_in_street (int cell,
                   int street)
{
  if (street < FT_GRID)
    return cell / FT_GRID == street;
  return cell % FT_GRID == street - FT_GRID;
}

/* The i-th cell (0..5) of a street, in ascending order. */
static inline int
ft_street_cell (int street,
                int i)
{
  return street < FT_GRID ? ft_cell (street, i) : ft_cell (i, street - FT_GRID);
}

/* Colours of workers, coloured buildings, cranes and forum cells. */
typedef enum
{
  FT_BLUE,
  FT_GREEN,
  FT_RED,
  FT_YELLOW,
} FtColour;

/* Forum cell kinds: the four colours, then the eagle; FT_EMPTY = no cell. */
#define FT_FORUM_EAGLE 4

/* Buildings: grey 0..3, coloured 4..7 (coloured building of colour c is
 * FT_BLD_FOUNTAIN + c). */
typedef enum
{
  FT_BLD_COLUMN,      /* triumphal column */
  FT_BLD_LIBRARY,
  FT_BLD_BASILICA,
  FT_BLD_MARKET,
  FT_BLD_FOUNTAIN,    /* blue */
  FT_BLD_PARK,        /* green */
  FT_BLD_HOUSE,       /* red */
  FT_BLD_STABLE,      /* yellow */
} FtBuilding;

#define FT_BLD_IS_GREY(b) ((b) >= 0 && (b) < FT_N_GREY)
#define FT_BLD_IS_COLOURED(b) ((b) >= FT_N_GREY && (b) < FT_N_BUILDINGS)
#define FT_BLD_COLOUR(b) ((b) - FT_N_GREY)

typedef enum
{
  FT_CLASS_PATRICIAN,
  FT_CLASS_MERCHANT,
  FT_CLASS_CRAFTSMAN,
} FtClass;

/* Citizen rows, top to bottom, beside grid rows 0..5 (ruling R4; the order
 * itself is data: FtData.citizen_row_order). Row ids are these: */
typedef enum
{
  FT_ROW_PATRICIAN_1,
  FT_ROW_PATRICIAN_2,
  FT_ROW_MERCHANT_1,
  FT_ROW_MERCHANT_2,
  FT_ROW_CRAFTSMAN_1,
  FT_ROW_CRAFTSMAN_2,
} FtCitizenRow;

#define FT_ROW_CLASS(row) ((row) / 2)

typedef enum
{
  FT_TRACK_LIBRARY,
  FT_TRACK_BASILICA,
  FT_TRACK_MARKET,
} FtTrack;

typedef enum
{
  FT_AB_TRIBUNE,
  FT_AB_ASSISTANT,
  FT_AB_COIN,
  FT_AB_UPGRADE,
  FT_AB_VP2,
} FtAreaBonus;

/* Resources for merchant2_swap: */
typedef enum
{
  FT_SWAP_COIN,
  FT_SWAP_ASSISTANT,
  FT_SWAP_TRIBUNE,
} FtSwapResource;

/* Trajan cards: tc_1_1..tc_1_4 = 0..3, tc_2_* = 4..7, tc_3_* = 8..11,
 * tc_1_promo = 12, tc_2_promo = 13, tc_3_promo = 14. */
typedef enum
{
  FT_TC_1_1, FT_TC_1_2, FT_TC_1_3, FT_TC_1_4,
  FT_TC_2_1, FT_TC_2_2, FT_TC_2_3, FT_TC_2_4,
  FT_TC_3_1, FT_TC_3_2, FT_TC_3_3, FT_TC_3_4,
  FT_TC_1_PROMO, FT_TC_2_PROMO, FT_TC_3_PROMO,
} FtTrajanCard;

/* Building cell states (temple cells are FT_CELL_TEMPLE for the whole game;
 * crane cells use the crane state instead). */
typedef enum
{
  FT_CELL_COVERED,
  FT_CELL_FREE,
  FT_CELL_BUILT,
  FT_CELL_TEMPLE,
  FT_CELL_CRANE,
} FtCellState;

typedef enum
{
  FT_CRANE_COVERED,
  FT_CRANE_REVEALED,
  FT_CRANE_SCORED,
} FtCraneState;

/* Where the partner half of a double tile lies, seen from a built cell. */
typedef enum
{
  FT_DOUBLE_NONE,     /* a single tile */
  FT_DOUBLE_RIGHT,
  FT_DOUBLE_DOWN,
  FT_DOUBLE_LEFT,
  FT_DOUBLE_UP,
} FtDoubleLink;

/* Sources of victory points. A player's vp is always the sum of vp_src. */
typedef enum
{
  FT_VP_COLUMN,           /* triumphal columns built */
  FT_VP_TRACK_COMPLETE,   /* a reward track finished */
  FT_VP_AREA_BONUS,       /* the 2 VP area bonus */
  FT_VP_CRANE,            /* scoring step 1 */
  FT_VP_COLONIA,          /* scoring step 2 */
  FT_VP_FORUM_EAGLE,      /* scoring step 3, eagles */
  FT_VP_FORUM_AREA,       /* scoring step 3, largest group */
  FT_VP_TRAJAN,           /* scoring step 4 */
  FT_N_VP_SOURCES
} FtVpSource;

/*
 * Phases: only those that wait for a decision ever rest in the state.
 * Automatic steps (pass start, round start, draft resolve, disposal, round
 * end, scoring steps 1-4, game end) run inside apply.
 */
typedef enum
{
  FT_PHASE_SETUP_CRANES,     /* setup_player picks the crane colour of corner setup_step */
  FT_PHASE_SETUP_CITIZEN,    /* setup_player puts the drawn female citizen in a row of its class */
  FT_PHASE_SETUP_DIAGONAL,   /* setup_player picks the diagonal for the other two female tiles */
  FT_PHASE_SETUP_HANDICAP,   /* a newcomer takes one of the face-up female corner citizens */
  FT_PHASE_DRAFT,            /* every player with draft_done == 0 acts, simultaneously */
  FT_PHASE_TURN,             /* current player; see turn_step and the task stack */
  FT_PHASE_SCORING_PAY,      /* pay_player decides for citizen row pay_row */
  FT_PHASE_GAME_OVER,
  FT_N_PHASES
} FtPhase;

/* Steps of a turn (phase FT_PHASE_TURN, empty task stack). */
typedef enum
{
  FT_TS_BORROW,       /* may borrow a reserve tile (nothing received) */
  FT_TS_BOTH,         /* may pay 2 tribunes to use both tiles, or use one */
  FT_TS_USE,          /* must use a tile (after use_both: the second one) */
  FT_TS_BUILD,        /* may build once, or skip; conversions allowed */
  FT_TS_END,          /* may convert, then end the turn */
} FtTurnStep;

/*
 * Pending decisions and queued effects, resolved depth-first from the top of
 * the task stack (tasks[n_tasks - 1]). a, b, c are per-kind arguments.
 */
typedef enum
{
  FT_TASK_USE_TILE,          /* reserved (never pushed: a used tile resolves at once) */
  FT_TASK_PLACE_CITIZEN,     /* a = tile: choose the citizen row (place_citizen) */
  FT_TASK_UPGRADE,           /* one upgrade: automatic, or upgrade_mode with Merchant I */
  FT_TASK_WORKER_ANY,        /* a = count: choose_worker colour, one at a time */
  FT_TASK_COIN_OR_TRIBUNE,   /* choose_option 0 coin / 1 tribune */
  FT_TASK_COIN_OR_ASSISTANT, /* choose_option 0 coin / 1 assistant */
  FT_TASK_AREA_BONUS,        /* a = bonuses still to choose, b = mask already taken */
  FT_TASK_ENVOY,             /* a = FtEnvoyMode, b = colour (colour mode): place_envoy/decline_envoy */
  FT_TASK_BUILDING_REWARD,   /* a = cell: give the building's reward (automatic) */
  FT_TASK_REWARD_ORDER,      /* a, b = cells of a double: choose_first (reward_order) */
  FT_TASK_TRACK_REWARD,      /* a = track, b = highest level offered: track_reward */
  FT_TASK_TRACK_COMPLETE,    /* a = track: marker to the column + VP (automatic) */
  FT_TASK_GRID_TILE,         /* Library/Market 4: take_grid_tile */
  FT_TASK_EXTRA_BUILD,       /* Basilica 4: one more building action (build or skip_build) */
  FT_TASK_DISPOSE,           /* a = tile from Library/Market 4: to the ship once used, unless
                              * it became a citizen (automatic; hand tiles are disposed of
                              * directly at the end of the use step) */
  FT_N_TASKS
} FtTaskKind;

typedef enum
{
  FT_ENVOY_COLOUR,     /* coloured building of colour b: area rules (Patrician I aware) */
  FT_ENVOY_NON_EAGLE,  /* any empty non-eagle cell (Market 3, row-1 bonus) */
  FT_ENVOY_EAGLE,      /* an empty eagle cell (Library 3) */
} FtEnvoyMode;

/* Where used tiles go (documentation of the rule; the engine disposes of
 * hand tiles directly, see FT_TASK_DISPOSE). */
typedef enum
{
  FT_DISPOSE_SHIP,       /* own tile */
  FT_DISPOSE_RESERVE,    /* received tile */
  FT_DISPOSE_BORROWED,   /* borrowed tile: used -> removed, unused -> reserve */
} FtDisposeTo;

typedef struct
{
  guint8 kind;            /* FtTaskKind */
  guint8 padding;
  gint16 a, b, c;
} FtTask;

typedef struct
{
  /* Victory points: vp is always the sum of vp_src. pass_src is the same
   * split per pass (0..2) for the score breakdown and the log. */
  gint32  vp;
  gint32  vp_src[FT_N_VP_SOURCES];
  gint16  pass_src[FT_N_PASSES][FT_N_VP_SOURCES];

  /* Supply (unlimited). */
  guint8  builders;
  guint8  workers[FT_N_COLOURS];
  guint8  assistants;
  guint8  coins;
  guint8  tribunes;

  /* Prestige track. */
  guint8  slider;                       /* position 0 .. FtData.p_max */
  guint8  slider_reversed;              /* 1 once Merchant I was placed */

  /* Colonia grid. */
  gint16  cell_tile[FT_N_CELLS];        /* colonia tile on the cell, FT_EMPTY, or FT_HIDDEN */
  guint8  cell_state[FT_N_CELLS];       /* FtCellState */
  gint8   cell_building[FT_N_CELLS];    /* FtBuilding, or FT_EMPTY */
  guint8  cell_double[FT_N_CELLS];      /* FtDoubleLink */
  guint8  crane_colour[FT_N_CORNERS];   /* FtColour of the crane in corner k */
  guint8  crane_state[FT_N_CORNERS];    /* FtCraneState */
  guint8  cranes_placed;                /* setup: cranes laid so far */

  /* Citizens: [row][0 = left slot, 1 = right slot] tile id or FT_EMPTY.
   * The row's activity is uniform (row_active). */
  gint16  citizen[FT_N_CITIZEN_ROWS][2];
  guint8  row_active[FT_N_CITIZEN_ROWS];

  /* Own tiles as envoys (face down, public count). */
  guint8  ship_n;
  gint16  ship[FT_TILES_PER_PLAYER];
  gint16  river;                        /* the tile out of play; owner only */
  guint8  reserve_n;                    /* received tiles kept face up */
  gint16  reserve[FT_RESERVE_MAX];

  /* Reward tracks: level 0..4, or FT_TRACK_AT_COLUMN. */
  guint8  track[FT_N_TRACKS];

  /* Draft of the current round (private to the player until resolved).
   * draft_take holds the tiles taken until keep_tile (or the second card
   * when only one tile was taken) moves them to hand_own and gift. */
  guint8  draft_done;
  guint8  draft_card_done;              /* bit k: street card k handled */
  gint16  draft_take[2];                /* tile taken for card k, or FT_EMPTY */
  gint8   draft_cell[2];                /* cell it came from */
  guint8  draft_tribunes;               /* tribunes paid in this draft */
  gint16  gift;                         /* tile given to right(p), FT_EMPTY */

  /* Hand for the turn. During setup hand_own holds the drawn female
   * citizen until setup_citizen places it. */
  gint16  hand_own;                     /* kept own tile, or FT_EMPTY */
  gint16  hand_recv;                    /* received (or borrowed) tile, or FT_EMPTY */
  guint8  hand_recv_borrowed;           /* hand_recv came from the reserve */
  guint8  hand_revealed;                /* T1 done: both tiles public */

  guint8  handicap;                     /* newcomer (option) */
  guint8  padding[3];

  /* Added after the first version. */
  gint8   draft_kept_card;              /* keep_tile: the card whose tile was kept, or FT_EMPTY */
} FtPlayer;

typedef struct
{
  LUDUS_STATE_HEADER;                   /* size, epoch (bumped at random draws and
                                         * reveals), n_players, rng */
  guint8  phase;                        /* FtPhase */
  guint8  pass;                         /* 1..3 */
  guint8  round;                        /* 1..4 */
  guint8  start_player;
  guint8  current;                      /* whose turn (FT_PHASE_TURN) */
  guint8  turns_taken;                  /* turns finished this round */
  guint8  turn_step;                    /* FtTurnStep */

  /* Options. */
  guint8  opt_first_game;
  guint8  opt_side_b;
  guint8  opt_promo;
  guint8  opt_unlimited;
  guint8  opt_random_forum;
  guint8  handicap_mask;                /* bit p: seat p plays with the handicap */

  /* Setup. */
  guint8  setup_player;
  guint8  setup_count;                  /* players done with setup */
  gint16  setup_citizen;                /* the drawn female citizen of setup_player */

  /* Street cards: values are card ids 0..23 (FtData.street_cards). */
  guint8  deck_n[FT_N_DECKS];
  gint8   deck[FT_N_DECKS][FT_CARDS_PER_DECK];  /* top = deck[k][deck_n[k] - 1] */
  gint8   display[2];                   /* the two revealed cards K1, K2 */
  guint8  discard_n;
  gint8   discard[FT_N_STREET_CARDS];

  /* Trajan cards (FtTrajanCard) for passes I, II, III, or FT_EMPTY. */
  gint8   trajan[FT_N_PASSES];
  /* Trajan's column: fragments on the column site (1..3); value = 4 - it. */
  guint8  column_fragments;

  /* Building supply, per colour kind: [kind][0 = grey/mixed face up, 1 =
   * coloured/pair face up]. The two stacks of a kind form one pool. */
  guint8  single_stack[FT_N_COLOURS][2];
  guint8  double_stack[FT_N_COLOURS][2];

  /* Forum: the joined mosaic boards. forum_colour is FtColour,
   * FT_FORUM_EAGLE, or FT_EMPTY where no cell lies. */
  guint8  forum_w, forum_h;
  guint8  n_boards;
  gint8   board_id[FT_MAX_BOARDS];      /* FtData mosaic board, side in board_side */
  guint8  board_side[FT_MAX_BOARDS];
  guint8  board_x[FT_MAX_BOARDS], board_y[FT_MAX_BOARDS];
  gint8   forum_colour[FT_FORUM_MAX_CELLS];
  gint8   forum_owner[FT_FORUM_MAX_CELLS];   /* seat of the envoy, or FT_EMPTY */
  gint16  forum_tile[FT_FORUM_MAX_CELLS];    /* its tile, FT_HIDDEN when redacted */

  /* Tiles out of the game (borrowed reserve tiles once used). */
  guint8  removed_n;
  gint16  removed[FT_N_TILES];

  /* Turn machine. */
  guint8  both_paid;                    /* 2 tribunes paid: both tiles used */
  guint8  tiles_used;                   /* bit 0 own, bit 1 received: used this turn */
  guint8  craftsman1_used;              /* conversions this turn */
  guint8  craftsman2_used;
  guint8  merchant2_used;
  guint8  builds_done;                  /* building actions taken this turn */
  guint8  n_tasks;
  FtTask  tasks[FT_TASK_STACK];

  /* Scoring. */
  guint8  pay_player;                   /* who decides (FT_PHASE_SCORING_PAY) */
  guint8  pay_row;                      /* the row asked about */
  guint8  pay_count;                    /* players done paying */
  guint8  last_scored_pass;             /* 0 .. 3 */

  FtPlayer players[FT_MAX_PLAYERS];

  /* Added after the first version. forum_area and n_areas are derived from
   * forum_colour (ft_forum_derive) and not saved. */
  guint8  extra_builds;                 /* Basilica 4 building actions still owed this turn */
  guint8  n_areas;                      /* colour areas of the forum (derived from forum_colour) */
  gint8   forum_area[FT_FORUM_MAX_CELLS];   /* area of each coloured cell, FT_EMPTY for eagles/holes */
} FtState;

/*
 * Move kinds (the names in ft_move_kind_names are the JSON form and never
 * change). Arguments:
 *   setup_crane        [colour]            crane colour for the next corner (corner = cranes_placed)
 *   setup_citizen      [row]               row of the drawn citizen's class (left slot)
 *   setup_diagonal     [d]                 0: corners (0,0)+(5,5), 1: (0,5)+(5,0)
 *   handicap_citizen   [corner, row]       newcomer: female citizen from a corner to a row
 *   take_street        [card, cell]        draft: card 0/1, a tile of that card's street
 *   take_tribune       [card, cell]        draft: 1 tribune, any cell with a tile
 *   skip_card          [card]              draft: the card's street is empty
 *   keep_tile          [card]              draft: keep the tile taken for card k, give the other
 *   borrow             [tile]              turn start: take a reserve tile as received tile
 *   no_borrow          []
 *   use_both           []                  pay 2 tribunes
 *   use_tile           [which]             0 own tile, 1 received tile
 *   place_citizen      [row]
 *   choose_option      [opt]               0 coin, 1 tribune / assistant (second-citizen bonus)
 *   choose_worker      [colour]
 *   upgrade_mode       [mode]              0 one step, 1 to the next cypress (Merchant I)
 *   build_single       [colour, face, cell]           face 0 grey, 1 coloured
 *   build_double       [colour, face, cell_a, cell_b] face 0 pair, 1 mixed (grey half on cell_a)
 *   skip_build         []
 *   reward_order       [cell]              the half of a double whose reward comes first
 *   track_reward       [level]             0 none, 1..offered
 *   area_bonus         [bonus]             FtAreaBonus
 *   place_envoy        [forum_cell]
 *   decline_envoy      []
 *   take_grid_tile     [cell]              Library/Market 4
 *   workers_to_builder [colour]
 *   recolour_worker    [from, to]
 *   craftsman1         [colour]
 *   craftsman2         []
 *   merchant2_swap     [from, to]          FtSwapResource
 *   end_turn           []
 *   pay_row            [row, pay]          pay 1 = pay 1 coin, 0 = go inactive
 */
typedef enum
{
  FT_MOVE_SETUP_CRANE,
  FT_MOVE_SETUP_CITIZEN,
  FT_MOVE_SETUP_DIAGONAL,
  FT_MOVE_HANDICAP_CITIZEN,
  FT_MOVE_TAKE_STREET,
  FT_MOVE_TAKE_TRIBUNE,
  FT_MOVE_SKIP_CARD,
  FT_MOVE_KEEP_TILE,
  FT_MOVE_BORROW,
  FT_MOVE_NO_BORROW,
  FT_MOVE_USE_BOTH,
  FT_MOVE_USE_TILE,
  FT_MOVE_PLACE_CITIZEN,
  FT_MOVE_CHOOSE_OPTION,
  FT_MOVE_CHOOSE_WORKER,
  FT_MOVE_UPGRADE_MODE,
  FT_MOVE_BUILD_SINGLE,
  FT_MOVE_BUILD_DOUBLE,
  FT_MOVE_SKIP_BUILD,
  FT_MOVE_REWARD_ORDER,
  FT_MOVE_TRACK_REWARD,
  FT_MOVE_AREA_BONUS,
  FT_MOVE_PLACE_ENVOY,
  FT_MOVE_DECLINE_ENVOY,
  FT_MOVE_TAKE_GRID_TILE,
  FT_MOVE_WORKERS_TO_BUILDER,
  FT_MOVE_RECOLOUR_WORKER,
  FT_MOVE_CRAFTSMAN1,
  FT_MOVE_CRAFTSMAN2,
  FT_MOVE_MERCHANT2_SWAP,
  FT_MOVE_END_TURN,
  FT_MOVE_PAY_ROW,
  FT_N_MOVE_KINDS
} FtMoveKind;

extern const char *const ft_move_kind_names[FT_N_MOVE_KINDS + 1];

G_END_DECLS
