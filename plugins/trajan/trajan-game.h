/* trajan-game.h: Trajan as a LudusGame
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_TRAJAN_GAME (ludus_trajan_game_get_type ())
G_DECLARE_FINAL_TYPE (LudusTrajanGame, ludus_trajan_game, LUDUS, TRAJAN_GAME, GObject)

/* The function that builds the board widget (GTK side, in the plugin
 * module). The rules library has no GTK: the module registers its factory
 * here, and create_board calls it. NULL unregisters it. */
typedef GObject *(*TrajanBoardFactory) (LudusGame *game,
                                        LudusView *view);

void trajan_game_set_board_factory (GObject *(*factory) (LudusGame *game,
                                                         LudusView *view));

G_END_DECLS
