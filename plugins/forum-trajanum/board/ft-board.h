/* ft-board.h: the Forum Trajanum board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "ft-board-draw.h"

G_BEGIN_DECLS

/* How the shell draws the board (a LudusBoardSpec; the renderer is the
 * board's own data). */
extern const LudusBoardSpec ft_board;

/* The building form the grid shows (as of the last frame drawn), or -1;
 * renderer is a board widget's (ludus_board_area_get_renderer ()). */
int        ft_board_get_form   (gpointer         renderer);
/* Whether the draft's tiles are taken for a tribune (the toggle is on). */
gboolean   ft_board_get_tribune (gpointer        renderer);

/*
 * Draws what the board shows for @view into @cr (a @width × @height frame),
 * with the building form @form selected on the grid (-1: the first one with
 * moves) and the tribune toggle at @tribune, recording regions in @hits. For the tests and the benchmark; the
 * widget draws through the same code. @sprites may be NULL.
 */
void       ft_board_render_view (cairo_t         *cr,
                                 LudusView       *view,
                                 double           width,
                                 double           height,
                                 gboolean         dark,
                                 LudusHitMap     *hits,
                                 const LudusMove *hover,
                                 int              form,
                                 gboolean         tribune,
                                 FtbSprites      *sprites);

G_END_DECLS
