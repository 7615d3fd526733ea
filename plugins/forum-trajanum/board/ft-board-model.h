/* ft-board-model.h: what the Forum Trajanum board draws, as plain data
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * The board never reads the rules engine's structs while drawing. An adapter
 * (ft-board-adapt.c) copies the redacted state the viewer may see into an
 * FtbModel, together with the viewer's legal moves, each tied to the spot on
 * the board where it is clicked (an FtbSpot). The drawing code
 * (ft-board-draw.c) draws only from the model. This keeps drawing and hit
 * testing in one place and lets the tests and the benchmark draw positions
 * without a display.
 */

#define FTB_GRID          6
#define FTB_MAX_SEATS     4
#define FTB_MAX_FORUM_W   24
#define FTB_MAX_FORUM_H   8
#define FTB_MAX_TILES     12
#define FTB_MAX_RESERVE   16
#define FTB_MAX_PRESTIGE  16
#define FTB_N_TRACKS      3
#define FTB_N_ROWS        6

typedef enum
{
  FTB_BLUE,
  FTB_GREEN,
  FTB_RED,
  FTB_YELLOW,
  FTB_N_COLOURS
} FtbColour;

typedef enum
{
  FTB_BLD_NONE = -1,
  FTB_BLD_COLUMN,
  FTB_BLD_LIBRARY,
  FTB_BLD_BASILICA,
  FTB_BLD_MARKET,
  FTB_BLD_FOUNTAIN,   /* blue */
  FTB_BLD_PARK,       /* green */
  FTB_BLD_HOUSE,      /* red */
  FTB_BLD_STABLE,     /* yellow */
  FTB_N_BUILDINGS
} FtbBuilding;

typedef enum
{
  FTB_PATRICIAN,
  FTB_MERCHANT,
  FTB_CRAFTSMAN,
  FTB_N_CLASSES
} FtbClass;

typedef enum
{
  FTB_TRACK_LIBRARY,
  FTB_TRACK_BASILICA,
  FTB_TRACK_MARKET
} FtbTrack;

/* What a colonia tile shows on its front. */
typedef struct
{
  gboolean known;        /* FALSE: face down to the viewer */
  gint8    citizen;      /* FtbClass, or -1 for a gain tile */
  guint8   builder;
  guint8   worker[FTB_N_COLOURS];
  guint8   worker_any;
  guint8   assistant;
  guint8   coin;
  guint8   tribune;
  guint8   upgrade;
} FtbTile;

typedef enum
{
  FTB_CELL_COVERED,   /* a colonia tile lies on it, face down */
  FTB_CELL_FREE,
  FTB_CELL_BUILT,
  FTB_CELL_TEMPLE,
  FTB_CELL_CRANE      /* a corner; see crane_state */
} FtbCellKind;

typedef enum
{
  FTB_CRANE_COVERED,
  FTB_CRANE_REVEALED,
  FTB_CRANE_SCORED
} FtbCraneState;

typedef struct
{
  guint8  kind;          /* FtbCellKind */
  gint8   building;      /* FtbBuilding when built */
  gint8   partner;       /* a double's other half: 0 up, 1 right, 2 down, 3 left; -1 none */
  gint8   crane_colour;  /* FtbColour on a corner */
  guint8  crane_state;   /* FtbCraneState on a corner */
  FtbTile tile;          /* a covered corner's face-up tile */
} FtbCell;

/* Why a tile is in a player's hand, for its caption. */
typedef enum
{
  FTB_HAND_TAKEN,     /* taken in the draft, not yet kept or given */
  FTB_HAND_KEPT,      /* the own tile for the turn */
  FTB_HAND_GIVEN,     /* given to the right neighbour */
  FTB_HAND_RECEIVED,  /* received from the left neighbour */
  FTB_HAND_BORROWED,  /* borrowed from the reserve */
  FTB_HAND_DISPLAY    /* on the tile display during the turn */
} FtbHandRole;

typedef struct
{
  FtbTile tile;
  guint8  role;       /* FtbHandRole */
  gboolean used;
} FtbHandTile;

typedef struct
{
  int         vp;
  FtbCell     grid[FTB_GRID][FTB_GRID];
  guint8      citizens[FTB_N_ROWS];       /* 0, 1 or 2 citizens in the row */
  gboolean    row_active[FTB_N_ROWS];
  int         active_citizens;
  int         slider;
  gboolean    slider_reverse;
  int         ship;
  gboolean    river_present;
  FtbTile     river;                      /* known only to its owner */
  FtbTile     reserve[FTB_MAX_RESERVE];
  int         n_reserve;
  int         builder, worker[FTB_N_COLOURS], assistant, coin, tribune;
  int         track[FTB_N_TRACKS];        /* 0..4; 5 = at Trajan's column */
  FtbHandTile hand[FTB_MAX_TILES];
  int         n_hand;
  int         hidden_hand;                /* tiles held face down, others' draft */
  gboolean    drafting;                   /* still to finish the draft */
} FtbPlayer;

typedef enum
{
  FTB_PHASE_SETUP,
  FTB_PHASE_DRAFT,
  FTB_PHASE_TURN,
  FTB_PHASE_SCORING,
  FTB_PHASE_OVER
} FtbPhase;

typedef enum
{
  FTB_FORUM_HOLE = -2,
  FTB_FORUM_EAGLE = -1
  /* 0..3: FtbColour */
} FtbForumCell;

/* Where on the board a move is clicked. */
typedef enum
{
  FTB_SPOT_BUTTON,         /* a labelled button in the action bar */
  FTB_SPOT_CELL,           /* a = row, b = column of the viewer's grid */
  FTB_SPOT_CELL_PAIR,      /* a double: a, b first cell; c = direction of the second */
  FTB_SPOT_FORUM,          /* a = x, b = y */
  FTB_SPOT_CITIZEN_ROW,    /* a = row */
  FTB_SPOT_HAND,           /* a = hand index */
  FTB_SPOT_RESERVE,        /* a = reserve index */
  FTB_SPOT_TRACK,          /* a = track, b = level 1..4 */
  FTB_SPOT_SUPPLY,         /* a = colour kind, b = 0 single grey, 1 single coloured, 2 double pair, 3 double mixed */
  FTB_SPOT_STREET_CARD,    /* a = street card 0..1 */
  FTB_SPOT_PRESTIGE,       /* a = slider position */
  FTB_SPOT_FORM,           /* a = building form (ftb_form): selects it, not a move */
  FTB_SPOT_TOGGLE,         /* the "Pay a tribune" toggle among the buttons, not a move */
} FtbSpotKind;

/*
 * Building forms: a board chooses one in the supply, then its cells light
 * up. form = colour * 4 + shape, shape 0 single grey, 1 single coloured,
 * 2 double pair, 3 double mixed.
 */
#define FTB_N_FORMS 16
#define FTB_FORM_MOVE_KIND LUDUS_BOARD_LOCAL_MOVE   /* moves of this kind select a form locally */
/* The board-local move with this argument turns paying a tribune in the
 * draft on or off: while on, the tiles of the grid are taken for a tribune,
 * ignoring the street cards. */
#define FTB_TRIBUNE_TOGGLE 100

typedef struct
{
  LudusMove move;
  guint8    spot;         /* FtbSpotKind */
  gint8     a, b, c;
  char     *label;        /* buttons: the button's text */
  char     *icons;        /* buttons: icon codes instead of text (b, w0..w3, a, c, t, >) */
  char     *tooltip;      /* what clicking does */
  char     *preview;      /* hovering: what the move gains (may be NULL) */
} FtbMoveSpot;

typedef struct
{
  int          n_players;
  int          viewer;          /* -1: a spectator */
  int          pass;            /* 1..3 */
  int          round;           /* 1..4 */
  guint8       phase;           /* FtbPhase */
  int          current;         /* the seat whose turn it is, -1 in the draft */
  int          start_player;
  int          column_value;    /* 3, 2, 1 */
  int          deck_left[3];
  gboolean     fragment_on_deck[3];
  gint8        street[2];       /* the viewer's street for each card: 0..5 row, 6..11 column, -1 */
  gint8        trajan[3];       /* the Trajan card of each pass (engine id), -1 none */
  char        *trajan_tip[3];   /* its tasks in words */
  guint8       crow_id[FTB_N_ROWS];  /* the citizen row beside each grid row */
  gint8        forum_w, forum_h;
  gint8        forum[FTB_MAX_FORUM_H][FTB_MAX_FORUM_W];        /* FtbForumCell */
  gint8        envoy[FTB_MAX_FORUM_H][FTB_MAX_FORUM_W];        /* seat, or -1 */
  int          p_max;
  guint32      cypress;         /* bit p: a cypress at position p */
  guint8       trajan_vp[FTB_MAX_PRESTIGE];
  int          area_n;          /* largest group size printed on the sliders */
  guint8       area_vp[FTB_MAX_SEATS][17];   /* each seat's slider: group size -> VP */
  int          supply[FTB_N_COLOURS][2];    /* single, double tiles left; -1 unlimited */
  gint8        single_grey[FTB_N_COLOURS];  /* FtbBuilding on each kind's grey face */
  gint8        double_grey[FTB_N_COLOURS];
  gboolean     stand_in;        /* provisional component data */
  int          form;            /* the building form selected, -1 none */
  guint16      forms_legal;     /* bit f: form f has legal moves */
  gboolean     tribune;         /* the draft's tiles are taken for a tribune (the toggle is on) */
  gboolean     tribune_legal;   /* a tile may be taken for a tribune */
  char        *prompt;          /* what the viewer is asked, or NULL */
  /* What the other seats' last moves touched (the view's marks): */
  guint8       moved;                                    /* bit s: seat s moved */
  gint8        forum_mark[FTB_MAX_FORUM_H][FTB_MAX_FORUM_W]; /* the seat that placed an envoy, or -1 */
  guint64      cell_mark[FTB_MAX_SEATS];                 /* bit r * 6 + c: built on or taken */
  guint8       row_mark[FTB_MAX_SEATS];                  /* bit row: a citizen placed */
  guint8       track_mark[FTB_MAX_SEATS];                /* bit track: its marker moved up */
  FtbPlayer    players[FTB_MAX_SEATS];
  GArray      *moves;           /* FtbMoveSpot */
} FtbModel;

FtbModel *ftb_model_new            (void);
void      ftb_model_free           (FtbModel          *model);
/* Adds a legal move tied to a spot; label, tooltip and preview are copied. */
void      ftb_model_add_move       (FtbModel          *model,
                                    const LudusMove   *move,
                                    FtbSpotKind        spot,
                                    int                a,
                                    int                b,
                                    int                c,
                                    const char        *label,
                                    const char        *tooltip,
                                    const char        *preview);
void      ftb_model_clear_moves    (FtbModel          *model);
/* Sets the icon codes of the move added last. */
void      ftb_model_set_icons      (FtbModel          *model,
                                    const char        *icons);

/* Translated names, for tooltips and labels. */
const char *ftb_colour_name        (FtbColour          colour);
const char *ftb_building_name      (FtbBuilding        building);
const char *ftb_class_name         (FtbClass           klass);
const char *ftb_track_name         (FtbTrack           track);
const char *ftb_citizen_row_name   (int                row);
/* @text with its first letter in upper case, newly allocated. */
char       *ftb_capitalise         (const char        *text);
/* A tile's front in words ("Builder, 2 coins"), newly allocated. */
char       *ftb_tile_describe      (const FtbTile     *tile);
char       *ftb_track_reward_text  (FtbTrack           track,
                                    int                level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtbModel, ftb_model_free)

G_END_DECLS
