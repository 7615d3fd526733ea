/* no-entry.c: a module that is not a Ludus plugin (no entry point)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gmodule.h>

/* Only the API version; ludus_plugin_query_type is missing. */
G_MODULE_EXPORT const guint ludus_plugin_api_version = 3;
