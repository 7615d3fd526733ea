/* ludus-application.h: the Ludus application
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_APPLICATION (ludus_application_get_type ())
G_DECLARE_FINAL_TYPE (LudusApplication, ludus_application, LUDUS, APPLICATION, AdwApplication)

/* started: g_get_monotonic_time () read at the top of main(), for --bench-startup. */
LudusApplication *ludus_application_new          (gint64            started);
LudusRegistry    *ludus_application_get_registry (LudusApplication *self);
GSettings        *ludus_application_get_settings (LudusApplication *self);

/* Switches the interface language at once ("" follows the system), stores it and rebuilds
 * every window with its match untouched. */
void              ludus_application_set_language (LudusApplication *self,
                                                  const char       *code);
/* "default", "light" or "dark"; applied at once and stored. */
void              ludus_application_set_style    (LudusApplication *self,
                                                  const char       *scheme);
GtkWindow        *ludus_application_show_preferences (LudusApplication *self);

G_END_DECLS
