/* ludus-new-match.h: seats, colours, variants and seed of a new match
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_NEW_MATCH (ludus_new_match_get_type ())
G_DECLARE_FINAL_TYPE (LudusNewMatch, ludus_new_match, LUDUS, NEW_MATCH, GtkWidget)

/*
 * Signals:
 *   "start" (LudusMatch *match): the Start button made this match
 *   "toast" (const char *message): something to show, such as a seed that is not a number
 */

/* The colours seats choose from, "#rrggbb". */
#define LUDUS_N_SEAT_COLOURS 8
const char *ludus_seat_colour      (guint          index);

/* Shows the set-up of a new match of game, its seats from the stored player names. */
void        ludus_new_match_set_game        (LudusNewMatch *self,
                                             LudusGame     *game,
                                             GSettings     *settings);
LudusGame  *ludus_new_match_get_game        (LudusNewMatch *self);

guint       ludus_new_match_get_n_seats     (LudusNewMatch *self);
gboolean    ludus_new_match_add_seat        (LudusNewMatch *self);
gboolean    ludus_new_match_remove_seat     (LudusNewMatch *self,
                                             guint          seat);
void        ludus_new_match_set_seat_name   (LudusNewMatch *self,
                                             guint          seat,
                                             const char    *name);
/* FALSE if another seat has that colour. */
gboolean    ludus_new_match_set_seat_colour (LudusNewMatch *self,
                                             guint          seat,
                                             guint          colour);
guint       ludus_new_match_get_seat_colour (LudusNewMatch *self,
                                             guint          seat);
/* A computer seat set this way plays at the default level. */
void        ludus_new_match_set_seat_kind   (LudusNewMatch *self,
                                             guint          seat,
                                             LudusSeatKind  kind);
/* "Deal the setup for me" (games with setup decisions; a person's seat only). */
void        ludus_new_match_set_seat_deal_setup (LudusNewMatch *self,
                                                 guint          seat,
                                                 gboolean       deal);
void        ludus_new_match_set_seat_level  (LudusNewMatch *self,
                                             guint          seat,
                                             LudusSeatKind  kind,
                                             LudusLevel     level);
void        ludus_new_match_set_casual      (LudusNewMatch *self,
                                             gboolean       casual);
void        ludus_new_match_set_seed_text   (LudusNewMatch *self,
                                             const char    *text);
/* Sets an option's value by its id; FALSE if there is no such option, or if it is
 * unavailable (LudusOption.unavailable) and the value is not its default. */
gboolean    ludus_new_match_set_option      (LudusNewMatch *self,
                                             const char    *id,
                                             int            value);

/* FALSE (the control insensitive, why in its tooltip) for an option the game marks
 * unavailable, or no such option. */
gboolean    ludus_new_match_get_option_available (LudusNewMatch  *self,
                                                  const char     *id,
                                                  const char    **why);

/* Makes the match as set up, or says what is wrong. */
LudusMatch *ludus_new_match_build           (LudusNewMatch *self,
                                             GError       **error);
/* What the Start button does: builds, then emits "start" or "toast". */
void        ludus_new_match_start           (LudusNewMatch *self);

G_END_DECLS
