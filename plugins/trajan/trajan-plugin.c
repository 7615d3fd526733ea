/* trajan-plugin.c: the Trajan plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "trajan-game.h"
#include "trajan-render.h"

LUDUS_DEFINE_RULES_PLUGIN (&trajan_rules, &trajan_board)
