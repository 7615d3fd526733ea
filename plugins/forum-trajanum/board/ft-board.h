/* ft-board.h: the Forum Trajanum board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ludus.h"
#include "ft-board-draw.h"

G_BEGIN_DECLS

/* The drawing's width / height. */
#define FT_BOARD_ASPECT (FTB_CANVAS_WIDTH / FTB_CANVAS_HEIGHT)

/* A LudusBoardArea that draws the view's state with ft_board_render. */
GtkWidget *ft_board_new        (LudusGame       *game,
                                LudusView       *view);
/* The factory registered with ft_game_set_board_factory (). */
GObject   *ft_board_factory    (LudusGame       *game,
                                LudusView       *view);

/* The building form the grid shows (as of the last frame drawn), or -1. */
int        ft_board_get_form   (GtkWidget       *board);

/*
 * Draws what the board shows for @view into @cr (a @width × @height frame),
 * with the building form @form selected on the grid (-1: the first one with
 * moves), recording regions in @hits. For the tests and the benchmark; the
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
                                 FtbSprites      *sprites);

G_END_DECLS
