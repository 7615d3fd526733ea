/* ludus-move-log.h: the moves of a match, as one seat may read them
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per applied move, described by ludus_match_describe_move () for the viewing seat,
 * under a heading for each round and each turn. Activating a move's row emits "move-activated"
 * with the move's index (0 is the first move).
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MOVE_LOG (ludus_move_log_get_type ())
G_DECLARE_FINAL_TYPE (LudusMoveLog, ludus_move_log, LUDUS, MOVE_LOG, GtkWidget)

GtkWidget *ludus_move_log_new         (void);
/* Brings the rows in line with match's moves for viewer. Rows that are still right are kept,
 * so a long match costs one row per move. */
void       ludus_move_log_update      (LudusMoveLog *self,
                                       LudusMatch   *match,
                                       LudusView    *view,
                                       int           viewer);
/* Removes every row (nothing of the match is shown). */
void       ludus_move_log_clear       (LudusMoveLog *self);
/* The number of moves shown (headings are not counted). */
guint      ludus_move_log_get_n_rows  (LudusMoveLog *self);
/* Every row, headings too, one per line ("## Round 2", "# Anna", "7. Plays …"); for tests. */
char      *ludus_move_log_describe    (LudusMoveLog *self);
/* The text of the row of move index, as shown (NULL past the end). */
const char *ludus_move_log_get_text   (LudusMoveLog *self,
                                       guint         index);
/* Marks the row of move index (-1: none) and scrolls to it. */
void       ludus_move_log_select      (LudusMoveLog *self,
                                       int           index);
/* Scrolls to the last move, once the rows are laid out. */
void       ludus_move_log_scroll_to_end (LudusMoveLog *self);

G_END_DECLS
