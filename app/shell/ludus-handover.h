/* ludus-handover.h: the screen that covers the table between two human seats
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown instead of the board, the players panel and the move log when the computer passes
 * from one human seat to another in a game with hidden information. It shows nothing of the
 * match but the name of the seat that must take over; the button emits "confirmed".
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_HANDOVER (ludus_handover_get_type ())
G_DECLARE_FINAL_TYPE (LudusHandover, ludus_handover, LUDUS, HANDOVER, GtkWidget)

GtkWidget  *ludus_handover_new      (void);
/* The seat that must take over: its name is in the title and on the button. */
void        ludus_handover_set_name (LudusHandover *self,
                                     const char    *name);
const char *ludus_handover_get_name (LudusHandover *self);
/* What happened since the seat's last turn, shown under the button; NULL hides it. */
void        ludus_handover_set_recap (LudusHandover *self,
                                      GtkWidget     *recap);

G_END_DECLS
