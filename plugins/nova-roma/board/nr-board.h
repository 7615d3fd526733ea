/* nr-board.h: the Nova Roma board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/* How the shell draws the board (a LudusBoardSpec; aspect ratio 0: the
 * board lays itself out wide or tall for the area it is given). */
extern const LudusBoardSpec nr_board;

/*
 * The board's own choices, made in steps before a move is complete: a
 * latifundium chosen in the market (then a cell of the production area), an
 * associate that places an artisan (then the cell), a card to play into a
 * full row (then the card it replaces), the first card kept in the draft,
 * the action a Petition performs (then its power), the cells of a building
 * picked so far, and the cells each chariot is to advance.
 */
typedef enum
{
  NRB_SEL_NONE,
  NRB_SEL_LATIFUNDIUM,   /* arg: market slot */
  NRB_SEL_CARD,          /* arg: row card placing an artisan */
  NRB_SEL_PLAY,          /* arg: hand card to play into a full row */
  NRB_SEL_KEEP,          /* arg: first draft card kept */
  NRB_SEL_PETITION,      /* arg: the action */
} NrbSelKind;

typedef struct
{
  int     kind;          /* NrbSelKind */
  int     arg;
  int     district;      /* the building's cells so far: district, -1 none */
  guint64 cells;
  int     race[3];       /* cells per track chosen for a race */
} NrbSelection;

/* Board-local moves (regions that change the selection, never the game). */
#define NRB_LOCAL_SELECT  (LUDUS_BOARD_LOCAL_MOVE + 0)   /* [kind, arg] */
#define NRB_LOCAL_BUILD   (LUDUS_BOARD_LOCAL_MOVE + 1)   /* [district, cell] toggles */
#define NRB_LOCAL_RACE    (LUDUS_BOARD_LOCAL_MOVE + 2)   /* [track, cells] */
#define NRB_LOCAL_CLEAR   (LUDUS_BOARD_LOCAL_MOVE + 3)   /* [] cancel the selection */

void     nrb_selection_clear (NrbSelection    *sel);
/* Applies a board-local move to a selection; FALSE if nothing changed. */
gboolean nrb_selection_apply (NrbSelection    *sel,
                              const LudusMove *move);

/*
 * Draws @view into @cr (a @width × @height area) with the selection @sel
 * (NULL: none), recording regions in @hits (may be NULL). For the tests, the
 * benchmark and the screenshots; the widget draws through the same code,
 * with a cache.
 */
void     nr_board_render_view (cairo_t            *cr,
                               LudusView          *view,
                               double              width,
                               double              height,
                               gboolean            dark,
                               LudusHitMap        *hits,
                               const NrbSelection *sel);

/* The renderer's selection (ludus_board_area_get_renderer ()). */
const NrbSelection *nr_board_get_selection (gpointer renderer);

/* The panels of the board as laid out for a @width × @height area: the
 * board's size (@board_w × @board_h, in its own units, before it is scaled
 * to the area) and each panel's x, y, width and height in those units, at
 * most @max of them; returns how many. For the tests. */
guint    nr_board_get_panel_rects (LudusView *view,
                                   double     width,
                                   double     height,
                                   double    *board_w,
                                   double    *board_h,
                                   double     rects[][4],
                                   guint      max);

/* The panels the renderer drew afresh at its last refresh, a bit per
 * panel in the board's order (forum, bar, markets, sea, race, city,
 * score, the large board's four, the compact boards): for the
 * benchmark. */
guint    nr_board_get_drawn_panels (gpointer renderer);

/* How many texts the board has had to cut with an ellipsis so far (a word
 * wider than its box even at the smallest size): for the tests. */
guint    nr_board_get_n_cut (void);

G_END_DECLS
