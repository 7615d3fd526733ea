/* ludus-preferences.h: language and style
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ludus-application.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_PREFERENCES (ludus_preferences_get_type ())
G_DECLARE_FINAL_TYPE (LudusPreferences, ludus_preferences, LUDUS, PREFERENCES, AdwPreferencesWindow)

LudusPreferences *ludus_preferences_new                (LudusApplication *app);
/* The rows, for the tests: choosing an item there is what the user does. */
AdwComboRow      *ludus_preferences_get_language_row   (LudusPreferences *self);
AdwComboRow      *ludus_preferences_get_style_row      (LudusPreferences *self);

G_END_DECLS
