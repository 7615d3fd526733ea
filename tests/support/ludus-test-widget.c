/* ludus-test-widget.c: a board in a window, worked by keyboard, for the boards' widget tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-board-area.h"
#include "ludus-test-widget.h"

GtkWidget *
ludus_test_board_window (LudusView  *view,
                         int         width,
                         int         height,
                         GtkWidget **window)
{
  GtkWidget *board = ludus_board_area_new_for_view (view);

  g_assert_true (LUDUS_IS_BOARD_AREA (board));
  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, height);
  gtk_window_set_child (GTK_WINDOW (*window), board);
  gtk_window_present (GTK_WINDOW (*window));
  ludus_test_wait_frames (board);
  return board;
}

void
ludus_test_wait_frames (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  gtk_widget_queue_draw (widget);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

gboolean
ludus_test_press_key (GtkWidget *widget,
                      guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0,
                               &handled);
    }
  ludus_test_wait_frames (widget);
  return handled;
}
