/* bogus-type.c: a plugin whose query function returns a number that is no GType
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ludus.h"

static GType
broken_bogus_get_type (void)
{
  return (GType) G_GUINT64_CONSTANT (0x5eed5eed5eed5eed);
}

LUDUS_DEFINE_PLUGIN (broken_bogus_get_type)
