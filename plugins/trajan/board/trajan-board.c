/* trajan-board.c: the Trajan board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-board-area.h"
#include "trajan-board.h"
#include "trajan-render.h"

/* Cached images are made at the widget's scale factor. */
static void
scale_factor_changed (GtkWidget  *area,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  trajan_render_set_device_scale (user_data, gtk_widget_get_scale_factor (area));
  gtk_widget_queue_draw (area);
}

GtkWidget *
trajan_board_new (LudusGame *game,
                  LudusView *view)
{
  g_autoptr(GError) error = NULL;
  const TrajanData *data;
  TrajanRender *render;
  GtkWidget *area;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (LUDUS_IS_VIEW (view), NULL);

  data = trajan_data_get (&error);
  if (data == NULL)
    {
      g_warning ("Trajan: no board, the component data is broken: %s", error->message);
      return NULL;
    }
  render = trajan_render_new (data);
  area = ludus_board_area_new (view, trajan_render_draw, render, TRAJAN_RENDER_ASPECT);
  /* The renderer (and its text cache) lives as long as the widget. */
  g_object_set_data_full (G_OBJECT (area), "trajan-render", render,
                          (GDestroyNotify) trajan_render_free);
  trajan_render_set_device_scale (render, gtk_widget_get_scale_factor (area));
  g_signal_connect (area, "notify::scale-factor", G_CALLBACK (scale_factor_changed), render);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Trajan", -1);
  return area;
}
