/* ludus-test-data.h: editing a game's component data and writing a user override, for tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * Sets the value at path ('/'-separated member names and array indices) to json, which
 * may be any JSON value; aborts the test when the path or json is wrong.
 */
void  ludus_test_data_replace        (JsonNode   *root,
                                      const char *path,
                                      const char *json);

/* Where the user's override of game_id's component data lives (XDG data directory). */
char *ludus_test_data_override_path  (const char *game_id);

/* Writes root as game_id's user override, creating its directory. */
void  ludus_test_data_write_override (const char *game_id,
                                      JsonNode   *root);

G_END_DECLS
