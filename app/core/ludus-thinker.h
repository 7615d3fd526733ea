/* ludus-thinker.h: a match's computer player, thinking on a worker thread
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-match.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THINKER (ludus_thinker_get_type ())
G_DECLARE_FINAL_TYPE (LudusThinker, ludus_thinker, LUDUS, THINKER, GObject)

/*
 * A LudusThinker decides one move at a time for a seat of a match, off the
 * main thread: it draws the seat's sample of the position here (the worker
 * never sees the truth), runs the search on a worker thread, and emits
 * ::decided in the main context it was made in. Any change of the match (a
 * move, undo, redo) cancels the decision under way, and so does disposing
 * of the thinker; a cancelled decision emits nothing. A game that cannot be
 * searched without peeking gets a random legal move instead.
 *
 * Signals:
 *   "decided" (guint seat, gpointer move): move is a const LudusMove *, valid during the
 *     emission, legal for seat in the match's current position
 *   "failed" (guint seat, const char *message): the search could not decide (translated)
 */

LudusThinker *ludus_thinker_new          (LudusMatch              *match);
/* Starts deciding for seat; config NULL uses the seat's level. A decision under way is
 * cancelled first. */
void          ludus_thinker_start        (LudusThinker            *self,
                                          guint                    seat,
                                          const LudusSearchConfig *config);
void          ludus_thinker_cancel       (LudusThinker            *self);
/* The seat being decided for, or -1. */
int           ludus_thinker_get_seat     (LudusThinker            *self);
/* How far the decision under way is, in [0, 1] (0 when none). */
double        ludus_thinker_get_progress (LudusThinker            *self);

G_END_DECLS
