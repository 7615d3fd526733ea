/* ludus-game-over.h: the results of a finished match
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ranking with each seat's final score, the game's score breakdown (rows × seats) and a
 * chart of the scores over the match. Its buttons: "Show the Board" (emits "show-board"),
 * "New Match" ("win.new-match") and "Back to Games" ("win.show-gallery").
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME_OVER (ludus_game_over_get_type ())
G_DECLARE_FINAL_TYPE (LudusGameOver, ludus_game_over, LUDUS, GAME_OVER, GtkWidget)

GtkWidget  *ludus_game_over_new                  (void);
/* Shows the results of match (which must be over); seat colours come from view. */
void        ludus_game_over_set_match            (LudusGameOver *self,
                                                  LudusMatch    *match,
                                                  LudusView     *view);
/* The rows of the breakdown table shown (without the header and total rows). */
guint       ludus_game_over_get_n_breakdown_rows (LudusGameOver *self);
GtkWidget  *ludus_game_over_get_chart            (LudusGameOver *self);

G_END_DECLS
