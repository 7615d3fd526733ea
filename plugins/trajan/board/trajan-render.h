/* trajan-render.h: drawing a Trajan position with Cairo (no GTK)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "trajan-data.h"

G_BEGIN_DECLS

/* The board's natural width / height (it fills any shape, see
 * trajan_render_draw ()). */
#define TRAJAN_RENDER_ASPECT 1.6

/*
 * A TrajanRender draws the shared board, the player mats and a panel of
 * choices, and records a hit region for every legal move of the view and a
 * tooltip for every piece. It keeps a cache of laid-out text keyed by the
 * (already translated) string, so a language switch simply lays out the new
 * strings. One TrajanRender per board widget; not thread-safe.
 */
typedef struct _TrajanRender TrajanRender;

TrajanRender *trajan_render_new  (const TrajanData *data);
void          trajan_render_free (TrajanRender     *self);
/* The widget's scale factor (device pixels per unit; 1 by default). */
void          trajan_render_set_device_scale (TrajanRender *self,
                                              double        scale);
/* Draw without cached images (to compare with the cached drawing). */
void          trajan_render_set_vectors_only (TrajanRender *self,
                                              gboolean      vectors_only);
/* A LudusRenderFunc; user_data is the TrajanRender. */
void          trajan_render_draw (cairo_t                  *cr,
                                  const LudusRenderContext *ctx,
                                  gpointer                  user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrajanRender, trajan_render_free)

/* The board as the shell draws it (trajan-board.c). */
extern const LudusBoardSpec trajan_board;

G_END_DECLS
