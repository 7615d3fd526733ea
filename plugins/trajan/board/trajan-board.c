/* trajan-board.c: how the shell draws Trajan's board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-render.h"

/* One renderer (and its caches of text and images) per board widget. The
 * data was loaded before any state existed, so it is there. */
static gpointer
renderer_new (void)
{
  return trajan_render_new (trajan_data_get (NULL));
}

static void
renderer_free (gpointer renderer)
{
  trajan_render_free (renderer);
}

static void
set_device_scale (gpointer renderer,
                  int      scale)
{
  trajan_render_set_device_scale (renderer, scale);
}

static void
view_changed (gpointer renderer)
{
  trajan_render_view_changed (renderer);
}

static gboolean
local_move (gpointer         renderer,
            const LudusMove *move)
{
  return trajan_render_local_move (renderer, move);
}

const LudusBoardSpec trajan_board = {
  .name = N_("Trajan"),
  /* The whole area: the board stretches its canvas to the widget's shape. */
  .aspect_ratio = 0,
  .renderer_new = renderer_new,
  .renderer_free = renderer_free,
  .set_device_scale = set_device_scale,
  .view_changed = view_changed,
  .local_move = local_move,
  .draw = trajan_render_draw,
};
