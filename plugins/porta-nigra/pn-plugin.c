/* pn-plugin.c: the Porta Nigra plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules and the board (board/pn-board.c).
 */
#include "config.h"

#include <gmodule.h>

#include "pn-board.h"
#include "pn-rules.h"

LUDUS_DEFINE_RULES_PLUGIN (&pn_rules, &pn_board)
