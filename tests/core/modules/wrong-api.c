/* wrong-api.c: a plugin built for another version of the plugin interface
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib-object.h>
#include <gmodule.h>

G_MODULE_EXPORT const guint ludus_plugin_api_version = 999;
G_MODULE_EXPORT GType ludus_plugin_query_type (void);

/* Never reached: the version is checked first. */
G_MODULE_EXPORT GType
ludus_plugin_query_type (void)
{
  g_error ("The loader called a plugin of the wrong interface version");
  return G_TYPE_INVALID;
}
