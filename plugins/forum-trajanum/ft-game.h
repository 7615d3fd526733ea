/* ft-game.h: Forum Trajanum as a LudusGame
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_FT_GAME (ludus_ft_game_get_type ())
G_DECLARE_FINAL_TYPE (LudusFtGame, ludus_ft_game, LUDUS, FT_GAME, GObject)

/* The function that builds the board widget (GTK side, in the plugin
 * module). The rules library has no GTK: the module registers its factory
 * here, and create_board calls it. NULL unregisters it. */
typedef GObject *(*FtBoardFactory) (LudusGame *game,
                                    LudusView *view);

void ft_game_set_board_factory (GObject *(*factory) (LudusGame *game,
                                                     LudusView *view));

G_END_DECLS
