/* crash.c: a plugin whose query function dereferences NULL (SIGSEGV)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ludus.h"

static GType
broken_crash_get_type (void)
{
  volatile int *nowhere = NULL;

  return (GType) *nowhere;
}

LUDUS_DEFINE_PLUGIN (broken_crash_get_type)
