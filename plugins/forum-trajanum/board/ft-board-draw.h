/* ft-board-draw.h: drawing the Forum Trajanum board from its model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "ft-board-model.h"

G_BEGIN_DECLS

/* The drawing's own coordinates; it is scaled to whatever it is given. */
#define FTB_CANVAS_WIDTH  1600.0
#define FTB_CANVAS_HEIGHT 1000.0

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
