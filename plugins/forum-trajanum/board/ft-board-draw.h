/* ft-board-draw.h: drawing the Forum Trajanum board from its model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "ft-board-model.h"

G_BEGIN_DECLS

/*
 * Where the parts of the board lie, in the drawing's own units. The board is
 * laid out for the size it is given: a unit is a pixel at 1280 × 716 (the
 * board's area in a 1280 × 800 window) and every text is at least
 * FTB_MIN_TEXT units; larger frames scale the layout up (sharp: everything
 * is drawn at the final size), and the room left over in either direction
 * goes to the Colonias, the forum and the other seats. Frames much taller
 * than wide stack the game board over the Colonias.
 */
#define FTB_BASE_WIDTH   1280.0
#define FTB_BASE_HEIGHT  716.0
#define FTB_MIN_TEXT     11.1

typedef struct
{
  double x, y, w, h;
} FtbRect;

typedef struct
{
  double   scale;          /* drawing units to the frame's units */
  double   ox, oy;         /* the drawing's origin in the frame */
  double   w, h;           /* the drawing's size, in its units */
  gboolean tall;           /* the game board above the Colonias */
  FtbRect  viewer;         /* the viewing seat's Colonia (with the buttons) */
  FtbRect  board;          /* the game board */
  FtbRect  others[3];      /* the other seats' Colonias, in seat order after the viewer */
  int      n_others;
  double   cs;             /* a cell of the viewer's grid */
  double   forum_h;        /* the forum's height on the game board */
  FtbRect  buttons;        /* the action buttons, at the bottom of the viewer's panel */
} FtbLayout;

/* The layout of @m's board in a @width × @height frame, with @button_rows
 * rows of buttons under the viewer's Colonia. */
void ftb_layout_compute (const FtbModel *m,
                         double          width,
                         double          height,
                         int             button_rows,
                         FtbLayout      *out);

/*
 * A cache of small pictures (cells, tiles, icons) rendered once per size and
 * style and then painted, pixel-aligned; a board keeps one across frames.
 */
typedef struct _FtbSprites FtbSprites;

FtbSprites *ftb_sprites_new  (void);
void        ftb_sprites_free (FtbSprites *sprites);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtbSprites, ftb_sprites_free)

/*
 * Draws @model into a @width × @height frame at the current origin, and
 * records in @hits (if not NULL) a tooltip region for every piece and one
 * region per legal move of the model. @view gives the seats' colours and
 * names (NULL: default colours, "Player n"). @sprites, @hover and @focus may
 * be NULL.
 */
void ftb_draw (cairo_t         *cr,
               const FtbModel  *model,
               FtbSprites      *sprites,
               LudusView       *view,
               double           width,
               double           height,
               gboolean         dark,
               LudusHitMap     *hits,
               const LudusMove *hover,
               const LudusMove *focus);

G_END_DECLS
