/* ft-board-adapt.h: from the engine's redacted state to the board's model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ft-board-model.h"
#include "ft-rules.h"

G_BEGIN_DECLS

/*
 * Fills @model from @s, which must already be redacted for @viewer (the
 * adapter never shows more than the state holds, and it additionally never
 * reads another seat's draft tiles). @moves are the viewer's legal moves;
 * each becomes a spot. Building moves are tied to cells only for the form
 * @form (ftb form index; -1 or a form without moves: the first form that has
 * any); the other forms get a selector in the supply. With @tribune (and a
 * tile that may be taken for a tribune), the draft's tiles are taken for a
 * tribune; the "Pay a tribune" toggle switches between the two.
 */
void  ftb_model_fill      (FtbModel        *model,
                           const FtData    *d,
                           const FtState   *s,
                           int              viewer,
                           const LudusMove *moves,
                           guint            n_moves,
                           int              form,
                           gboolean         tribune);

/* Marks in @model what the moves the view marks (ludus_view_get_marks ():
 * the other seats' moves since the viewer's last decision) touched. */
void  ftb_model_set_marks (FtbModel        *model,
                           LudusView       *view);

/* What @move brings, in words ("+3 VP · library: level 2"), or NULL:
 * applies it to a copy of @s and compares. */
char *ftb_move_preview    (const FtData    *d,
                           const FtState   *s,
                           guint            player,
                           const LudusMove *move);

/* The building form of a build move, or -1. */
int   ftb_move_form       (const LudusMove *move);

G_END_DECLS
