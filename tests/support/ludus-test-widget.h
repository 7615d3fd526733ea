/* ludus-test-widget.h: a board in a window, worked by keyboard, for the boards' widget tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (the 'ui' suite runs under Xvfb) and links libludus-ui: a separate library
 * from the rest of tests/support, which the engine tests use without GTK.
 */
#pragma once

#include <gtk/gtk.h>

#include "ludus.h"

G_BEGIN_DECLS

/* A LudusBoardArea over view in a new window of width × height, presented and drawn; the
 * window, which the test destroys (gtk_window_destroy ()), is put in *window. */
GtkWidget *ludus_test_board_window (LudusView  *view,
                                    int         width,
                                    int         height,
                                    GtkWidget **window);

/* Queues a redraw of widget and runs the main loop for half a second. */
void       ludus_test_wait_frames  (GtkWidget  *widget);

/* Dispatches a press of keyval to widget's key controllers, in order, until one handles it
 * (what GTK does for a focused widget), then lets it draw (ludus_test_wait_frames ());
 * whether a controller handled it. */
gboolean   ludus_test_press_key    (GtkWidget  *widget,
                                    guint       keyval);

G_END_DECLS
