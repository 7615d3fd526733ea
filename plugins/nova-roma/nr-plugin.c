/* nr-plugin.c: the Nova Roma plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "nr-board.h"
#include "nr-game.h"

LUDUS_DEFINE_RULES_PLUGIN (&nr_rules, &nr_board)
