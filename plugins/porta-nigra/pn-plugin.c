/* pn-plugin.c: the Porta Nigra plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No board yet: the shell lists the legal moves as buttons, described by
 * the engine's texts.
 */
#include "config.h"

#include <gmodule.h>

#include "pn-rules.h"

LUDUS_DEFINE_RULES_PLUGIN (&pn_rules, NULL)
