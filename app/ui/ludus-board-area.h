/* ludus-board-area.h: the GTK widget that shows a game's board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_BOARD_AREA (ludus_board_area_get_type ())
G_DECLARE_FINAL_TYPE (LudusBoardArea, ludus_board_area, LUDUS, BOARD_AREA, GtkWidget)

/*
 * A LudusBoardArea draws a view with a game's render function, scaled to the
 * widget, and turns input into moves: a click on a region carrying a legal
 * move chooses it (ludus_view_choose()); hovering shows the region's tooltip
 * and passes the hovered move to the render function (for previews); Tab /
 * arrow keys move keyboard focus over the legal moves and Enter or Space
 * chooses the focused one. It redraws on the view's ::changed and on a
 * light/dark style change.
 *
 * aspect_ratio (width / height) > 0 keeps the drawing's proportions, centred.
 */
GtkWidget *ludus_board_area_new           (LudusView       *view,
                                           LudusRenderFunc  render,
                                           gpointer         user_data,
                                           double           aspect_ratio);
LudusView *ludus_board_area_get_view      (LudusBoardArea  *self);

G_END_DECLS
