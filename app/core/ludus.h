/* ludus.h: the Ludus core library (no GTK)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-bot.h"
#include "ludus-render.h"
#include "ludus-component-data.h"
#include "ludus-fields.h"
#include "ludus-game.h"
#include "ludus-i18n.h"
#include "ludus-json.h"
#include "ludus-match.h"
#include "ludus-save.h"
#include "ludus-registry.h"
#include "ludus-rng.h"
#include "ludus-rules.h"
#include "ludus-search.h"
#include "ludus-thinker.h"
#include "ludus-view.h"
