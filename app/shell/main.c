/* main.c: the entry point of Ludus
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ludus-application.h"

int
main (int   argc,
      char *argv[])
{
  /* Read first, so the start-up benchmark also counts the set-up below. */
  gint64 started = g_get_monotonic_time ();
  g_autoptr(LudusApplication) app = NULL;

  GSettingsSchemaSource *schemas;
  g_autoptr(GSettingsSchema) schema = NULL;

  /* GDK on X11 initialises OpenGL at start-up to pick a visual, which under a software
   * rasteriser (Xvfb, llvmpipe) costs ~50 ms of processor time and ~60 MB of resident memory.
   * When the cairo renderer is asked for, nothing draws with GL, so skip it; a GDK_DEBUG the
   * user set is left as it is. */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", TRUE);

  ludus_i18n_init ();

  /* Without its schema GSettings would abort; say what is missing instead. */
  schemas = g_settings_schema_source_get_default ();
  if (schemas != NULL)
    schema = g_settings_schema_source_lookup (schemas, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_printerr (_("Ludus is not installed completely: the settings schema %s was not found. "
                    "Install Ludus, or run it from the build tree with “meson devenv”.\n"),
                  APP_ID);
      return 1;
    }

  app = ludus_application_new (started);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
