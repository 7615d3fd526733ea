/* ludus-test-json.h: a state's JSON round trip, checked for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * Writes state to JSON text, parses it and reads it back through the game;
 * TRUE if the state read is byte for byte the state written, else FALSE with
 * error (the reader's own, or one naming the first differing byte).
 */
gboolean ludus_test_round_trip (LudusGame        *game,
                                const LudusState *state,
                                GError          **error);

G_END_DECLS
