/* abort.c: a plugin whose query function aborts (SIGABRT)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "ludus.h"

static GType
broken_abort_get_type (void)
{
  abort ();
}

LUDUS_DEFINE_PLUGIN (broken_abort_get_type)
