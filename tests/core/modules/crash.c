/* crash.c: a plugin whose query function dereferences NULL (SIGSEGV)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ludus.h"

/* UBSan would report the load and exit the scanner with status 1 instead of letting it die of
 * the signal, as it does for users; the asan setup's test-registry turns off ASan's own SEGV
 * handler for the same reason. */
__attribute__ ((no_sanitize ("undefined")))
static GType
broken_crash_get_type (void)
{
  volatile int *nowhere = NULL;

  return (GType) *nowhere;
}

LUDUS_DEFINE_PLUGIN (broken_crash_get_type)
