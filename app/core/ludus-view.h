/* ludus-view.h: what a board shows, and how it reports a chosen move
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-game.h"
#include "ludus-match.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_VIEW (ludus_view_get_type ())
G_DECLARE_FINAL_TYPE (LudusView, ludus_view, LUDUS, VIEW, GObject)

/*
 * A LudusView is the model a board widget draws: the position as the viewing
 * seat may see it (already redacted), the legal moves of that seat when it is
 * its turn and the view is interactive, and the seats' colours and names.
 * The board calls ludus_view_choose() when the user picks a move; the view
 * checks it is one of its legal moves and emits ::move-chosen, which the
 * shell turns into ludus_match_apply(). ::changed is emitted whenever any of
 * it changes; the board then redraws.
 */

LudusView        *ludus_view_new              (LudusGame        *game);
LudusGame        *ludus_view_get_game         (LudusView        *self);
void              ludus_view_update           (LudusView        *self,
                                               const LudusState *state,
                                               int               viewer,
                                               gboolean          interactive);
/* The redacted state; NULL before the first update. */
const LudusState *ludus_view_get_state        (LudusView        *self);
int               ludus_view_get_viewer       (LudusView        *self);
gboolean          ludus_view_get_interactive  (LudusView        *self);
/* The legal moves of the viewer (empty unless interactive). */
const LudusMove  *ludus_view_get_legal_moves  (LudusView        *self,
                                               guint            *n_moves);
gboolean          ludus_view_is_legal         (LudusView        *self,
                                               const LudusMove  *move);
gboolean          ludus_view_choose           (LudusView        *self,
                                               const LudusMove  *move);

/* Whether the legal move (of the viewer, in the position shown) draws at random or shows hidden
 * information, so that a competitive match cannot take it back (ludus_game_move_reveals ()). */
gboolean          ludus_view_move_reveals     (LudusView        *self,
                                               const LudusMove  *move);
/* Whether undo can go back past such a move (a casual match); the page sets it. */
void              ludus_view_set_casual       (LudusView        *self,
                                               gboolean          casual);
gboolean          ludus_view_get_casual       (LudusView        *self);
/* Shows the position whole, nothing redacted (the end of the match: hands are revealed). */
void              ludus_view_set_reveal_all   (LudusView        *self,
                                               gboolean          reveal_all);
gboolean          ludus_view_get_reveal_all   (LudusView        *self);
/* Moves the board should mark as new to the viewer: the other seats' moves since its last
 * decision (catching up after a hand-over); none by default. */
void              ludus_view_set_marks        (LudusView            *self,
                                               const LudusMatchMove *marks,
                                               guint                 n_marks);
const LudusMatchMove *ludus_view_get_marks    (LudusView        *self,
                                               guint            *n_marks);

void              ludus_view_set_seat         (LudusView        *self,
                                               guint             seat,
                                               const char       *name,
                                               const char       *colour);
const char       *ludus_view_get_seat_name    (LudusView        *self,
                                               guint             seat);
/* The seat's colour as "#rrggbb"; a default palette colour if unset. */
const char       *ludus_view_get_seat_colour  (LudusView        *self,
                                               guint             seat);
void              ludus_view_get_seat_rgb     (LudusView        *self,
                                               guint             seat,
                                               double           *r,
                                               double           *g,
                                               double           *b);

G_END_DECLS
