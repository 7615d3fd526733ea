/* main.c: the entry point of Ludus
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-application.h"

int
main (int   argc,
      char *argv[])
{
  /* Read first, so the start-up benchmark also counts the set-up below. */
  gint64 started = g_get_monotonic_time ();
  g_autoptr(LudusApplication) app = NULL;

  ludus_i18n_init ();
  app = ludus_application_new (started);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
