/* ludus-match-private.h: what the match and its save code share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-match.h"
#include "ludus-save.h"

G_BEGIN_DECLS

/* Builds a match from what a save file holds, replaying moves; used by
 * ludus-save.c. A save of an older rules_version is migrated: the moves
 * the game now makes by itself are skipped. Takes nothing over; returns
 * NULL with error set. */
LudusMatch *ludus_match_new_replayed (LudusGame            *game,
                                      guint                 n_seats,
                                      const LudusSeat      *seats,
                                      guint64               seed,
                                      const int            *options,
                                      gboolean              casual,
                                      guint                 rules_version,
                                      const LudusMatchMove *moves,
                                      guint                 n_moves,
                                      const LudusMatchMove *redo,
                                      guint                 n_redo,
                                      GError              **error);

/* The redo list, the last one redone first. */
const LudusMatchMove *ludus_match_get_redo_moves (LudusMatch *self,
                                                  guint      *n_redo);

G_END_DECLS
