/* ludus-test-saves.h: saves of an older rules version must keep loading
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * Loads every *.ludus file in dir: real saves made under an older rules version of game,
 * which recorded as moves the decisions with a single choice that the game now makes by
 * itself. Each must load (and so replay to its saved position, once that position's own
 * automatic decisions are made), keep every other recorded move in order, skip only moves
 * the game made by itself, save under the current rules version and load back the same;
 * and, cut in two with the second half as a redo list, load and redo to the same end.
 * Returns how many recorded moves were skipped in all.
 */
guint       ludus_test_check_old_saves (LudusGame  *game,
                                        const char *dir);
/* Loads a save of game (asserts it loads). */
LudusMatch *ludus_test_load_save       (LudusGame  *game,
                                        const char *path);

G_END_DECLS
