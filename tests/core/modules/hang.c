/* hang.c: a plugin whose query function never returns
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ludus.h"

static GType
broken_hang_get_type (void)
{
  for (;;)
    g_usleep (G_USEC_PER_SEC);
  return G_TYPE_INVALID;
}

LUDUS_DEFINE_PLUGIN (broken_hang_get_type)
