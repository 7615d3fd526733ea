/* ludus-rng.h: the seeded random number generator that lives inside states
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * LudusRng:
 *
 * xoshiro256** seeded through splitmix64. A plain value: copy it with `=`,
 * embed it in a state struct, save it with ludus_rng_to_json().
 */
typedef struct
{
  guint64 s[4];
} LudusRng;

void      ludus_rng_init      (LudusRng       *rng,
                               guint64         seed);
guint64   ludus_rng_next      (LudusRng       *rng);
/* A uniform integer in [0, n); n must be > 0. Unbiased. */
guint32   ludus_rng_below     (LudusRng       *rng,
                               guint32         n);
/* Fisher-Yates shuffle of n elements of element_size bytes (at most 64). */
void      ludus_rng_shuffle   (LudusRng       *rng,
                               gpointer        elements,
                               gsize           n,
                               gsize           element_size);
/* JSON form: an array of four hexadecimal strings. */
JsonNode *ludus_rng_to_json   (const LudusRng *rng);
gboolean  ludus_rng_from_json (LudusRng       *rng,
                               JsonNode       *node,
                               GError        **error);

G_END_DECLS
