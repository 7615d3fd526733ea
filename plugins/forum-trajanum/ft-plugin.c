/* ft-plugin.c: the Forum Trajanum plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "ft-board.h"
#include "ft-game.h"

LUDUS_DEFINE_RULES_PLUGIN (&ft_rules, &ft_board)
