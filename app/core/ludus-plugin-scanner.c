/* ludus-plugin-scanner.c: opens one plugin and says which game it provides
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ludus-plugin-scanner MODULE prints one line, "ok\tID" or "error\tCODE\tMESSAGE", and exits
 * 0. Ludus runs it before it opens a plugin itself (ludus-plugin-scan.c): if the plugin
 * crashes, aborts or hangs, only this process goes.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "ludus-i18n.h"
#include "ludus-plugin-scan.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  setlocale (LC_ALL, "");
  ludus_i18n_init ();
  if (argc != 2)
    {
      g_printerr ("Usage: ludus-plugin-scanner MODULE\n");
      return 2;
    }
  id = ludus_plugin_probe (argv[1], &error);
  if (id != NULL)
    g_print ("ok\t%s\n", id);
  else
    {
      g_strdelimit (error->message, "\t\n", ' ');
      g_print ("error\t%d\t%s\n", error->code, error->message);
    }
  return 0;
}
