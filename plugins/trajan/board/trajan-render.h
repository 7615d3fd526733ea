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
/* Board-local moves (the Seaport in steps): pick one more goods card of
 * kind args[0] (TRAJAN_N_GOODS: a joker; after the last, none again); put
 * every picked card back; choose where the picked cards go, ship args[0]
 * (TRAJAN_N_SHIPS: the display), which the choices panel then confirms. */
#define TRAJAN_LOCAL_PICK   (LUDUS_BOARD_LOCAL_MOVE + 1)
#define TRAJAN_LOCAL_CLEAR  (LUDUS_BOARD_LOCAL_MOVE + 2)
#define TRAJAN_LOCAL_TARGET (LUDUS_BOARD_LOCAL_MOVE + 3)

/* The view changed: the picked cards are forgotten. */
void          trajan_render_view_changed (TrajanRender *self);
/* Applies a board-local move; TRUE if the drawing changed. */
gboolean      trajan_render_local_move   (TrajanRender    *self,
                                          const LudusMove *move);
/* A LudusRenderFunc; user_data is the TrajanRender. */
void          trajan_render_draw (cairo_t                  *cr,
                                  const LudusRenderContext *ctx,
                                  gpointer                  user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrajanRender, trajan_render_free)

/* The board as the shell draws it (trajan-board.c). */
extern const LudusBoardSpec trajan_board;

G_END_DECLS
