/* nr-test-util.h: shared helpers of the Nova Roma tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nr-game.h"
#include "nr-rules.h"
#include "ludus-test-json.h"

G_BEGIN_DECLS

const NrData *nr_test_data       (void);
LudusGame    *nr_test_game       (void);
/* Loads tests/data/<name>.json as a state (aborts on error). */
NrState      *nr_test_load       (const char       *name);
/* A new game of n players from seed with options (NULL: defaults). */
NrState      *nr_test_new        (guint             n_players,
                                  guint64           seed,
                                  const int        *options);
/* Whether the move is listed for player. */
gboolean      nr_test_listed     (const NrState    *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* Applies kind with args for the deciding seat; asserts it is accepted. */
void          nr_test_move       (NrState          *s,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* Asserts that the move is refused and the state left unchanged. */
void          nr_test_refused    (NrState          *s,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* The number of moves listed for the deciding seat. */
guint         nr_test_n_moves    (const NrState    *s);

G_END_DECLS
