/* trajan-text.h: translated names, log lines, prompts and the rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "trajan-rules.h"

G_BEGIN_DECLS

/* Translated names (the board helper may use them for tooltips). */
const char *trajan_action_name    (guint action);
const char *trajan_colour_name    (guint colour);
const char *trajan_goods_name     (guint kind);
const char *trajan_category_name  (guint category);
const char *trajan_icon_name      (guint icon);
const char *trajan_vp_source_name (guint source);
const char *trajan_ship_name      (guint kind);
char       *trajan_forum_tile_name (const TrajanData *d,
                                    guint             tile);
char       *trajan_bonus_tile_name (const TrajanData *d,
                                    guint             tile);

/* What a demand is met with (TrajanMeet), e.g. "forum tile". */
const char *trajan_meet_name      (int               meet);

/* What a legal move is called on a button or in a tooltip, in the position
 * s (redacted or not) where it is legal (trajan-labels.c). */
char       *trajan_move_label     (const TrajanData  *d,
                                   const TrajanState *s,
                                   const LudusMove   *move);

G_END_DECLS
