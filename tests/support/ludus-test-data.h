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
 * may be any JSON value, or with json NULL removes that member or element; aborts the test
 * when the path or json is wrong.
 */
void      ludus_test_data_replace        (JsonNode              *root,
                                          const char            *path,
                                          const char            *json);

/* The game's own data/components.json, beside the test's source directory (G_TEST_DIST/..);
 * aborts the test if it does not parse. */
JsonNode *ludus_test_data_load_builtin   (void);

/*
 * Asserts that loader's parser refuses source (not changed) with the value at path set to
 * json (NULL: removed), with LUDUS_GAME_ERROR_BAD_DATA and a message that contains expected
 * (NULL: any message).
 */
void      ludus_test_data_refused        (const LudusDataLoader *loader,
                                          JsonNode              *source,
                                          const char            *path,
                                          const char            *json,
                                          const char            *expected);

/* One way to break a data file, for ludus_test_data_refuse_each (). */
typedef struct
{
  const char *path;             /* as for ludus_test_data_replace () */
  const char *json;             /* the value put there; NULL removes it */
  const char *expected;         /* part of the error message; NULL: any */
} LudusTestBreakage;

/* ludus_test_data_refused () for each of the n cases, each on its own copy of source. */
void      ludus_test_data_refuse_each    (const LudusDataLoader   *loader,
                                          JsonNode                *source,
                                          const LudusTestBreakage *cases,
                                          gsize                    n);

/* What ludus_test_data_check_override () writes. */
typedef struct
{
  const char *path;             /* a change the user's override makes, */
  const char *json;             /*   as for ludus_test_data_replace () */
  const char *broken_path;      /* then a second change that breaks it */
  const char *broken_json;
  const char *warning;          /* a pattern of the warning it then gives (g_test_expect_message) */
  const char *note;             /* part of the note on it; NULL: any */
} LudusTestOverride;

/*
 * The user's override of loader's data: the built-in file (ludus_test_data_load_builtin ())
 * with o's change, written as the override, is used (with a note); with o's breaking change
 * as well it is set aside with o's warning and note, and the built-in data is used. The
 * override is removed before and after. *used and *builtin receive the data parsed each time
 * (g_free () them), for the test to check them.
 */
void      ludus_test_data_check_override (const LudusDataLoader   *loader,
                                          const LudusTestOverride *o,
                                          gpointer                *used,
                                          gpointer                *builtin);

/* Where the user's override of game_id's component data lives (XDG data directory). */
char     *ludus_test_data_override_path  (const char            *game_id);

/* Writes root as game_id's user override, creating its directory. */
void      ludus_test_data_write_override (const char            *game_id,
                                          JsonNode              *root);

G_END_DECLS
