/* trajan-board.h: the Trajan board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ludus.h"

G_BEGIN_DECLS

/* A LudusBoardArea drawing view with the Trajan renderer. NULL (with a
 * warning) if the component data cannot be loaded. */
GtkWidget *trajan_board_new (LudusGame *game,
                             LudusView *view);

G_END_DECLS
