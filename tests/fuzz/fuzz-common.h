/* fuzz-common.h: what the fuzz targets share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every target is generic over the games: it loads the registry as Ludus does (the
 * directories of LUDUS_PLUGIN_PATH, which the tests, `meson devenv` and `build-aux/ludus fuzz`
 * point at the build tree) and tries each input with every game, so that a new game is
 * fuzzed the day its plugin is built. Built with -Dfuzzing=true they link libFuzzer; otherwise
 * fuzz-replay.c gives them a main () that runs each file of a corpus once (the `fuzz` suite).
 */
#pragma once

#include "ludus.h"

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* The registry every target uses, loaded once. */
LudusRegistry *fuzz_registry (void);

/* Plays up to max_steps moves from state (taken over), choosing with the bytes of seed_data:
 * every actor's legal moves are listed, one is applied, and each seat's redacted view, the
 * JSON form, the prompt, the descriptions and the scores are computed on the way. */
void           fuzz_play     (LudusGame    *game,
                              LudusState   *state,
                              const guint8 *seed_data,
                              gsize         seed_size,
                              guint         max_steps);
