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
 * A LudusBoardArea draws a view with a game's LudusBoardSpec, scaled to the
 * widget, and turns input into moves: a click on a region carrying a legal
 * move chooses it (ludus_view_choose()), one carrying a board-local move
 * (kind >= LUDUS_BOARD_LOCAL_MOVE) goes to the spec's local_move; hovering
 * shows the region's tooltip and passes the hovered move to the drawing (for
 * previews); Tab / arrow keys move keyboard focus over the regions that carry
 * moves and Enter or Space chooses the focused one. It redraws on the view's
 * ::changed and on a light/dark style change, and tells the renderer of
 * changes of view and scale factor.
 *
 * The widget owns its renderer. Like every GtkWidget it is returned floating:
 * whoever adds it to a parent owns it.
 */
GtkWidget *ludus_board_area_new           (LudusView            *view,
                                           const LudusBoardSpec *spec);
GtkWidget *ludus_board_area_new_for_view  (LudusView            *view);
LudusView *ludus_board_area_get_view      (LudusBoardArea       *self);
gpointer   ludus_board_area_get_renderer  (LudusBoardArea       *self);
/* Marks a suggested move (a hint) until the view changes; NULL clears it. */
gboolean   ludus_board_area_set_hint      (LudusBoardArea       *self,
                                           const LudusMove      *move);

G_END_DECLS
