/* nr-game.h: Nova Roma's rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

extern const LudusRules nr_rules;

G_END_DECLS
