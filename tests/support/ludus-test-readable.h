/* ludus-test-readable.h: every board readable at 1280×800, checked in every language
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/* The board's area in a 1280×800 window: the whole width (the side panel folds away below
 * ~1550 px) and the height under the header bar and a one-line prompt. */
#define LUDUS_TEST_BOARD_WIDTH   1280
#define LUDUS_TEST_BOARD_HEIGHT  716
/* The smallest text allowed on a board, in pixels at that size. */
#define LUDUS_TEST_MIN_TEXT_PX   11.0
/* The smallest click target allowed, in pixels each way. */
#define LUDUS_TEST_MIN_TARGET_PX 24.0

/* As a position's viewer: draw it for the public view (-1) and for every seat. */
#define LUDUS_TEST_EVERY_VIEWER  G_MININT

typedef struct
{
  const char       *name;    /* names the position in messages ("start", "claim") */
  const LudusState *state;   /* the full position; the board is given it redacted */
  int               viewer;  /* the seat looking, -1 for public information only, or
                              * LUDUS_TEST_EVERY_VIEWER */
} LudusTestBoardPosition;

/*
 * Draws spec's board at LUDUS_TEST_BOARD_WIDTH × LUDUS_TEST_BOARD_HEIGHT for every position
 * and viewer, in English, Russian, German and Czech (a viewer who must act sees its legal moves
 * highlighted, as in the shell), and fails the test on text drawn under LUDUS_TEST_MIN_TEXT_PX,
 * on two pieces of text whose ink overlaps, and on text that runs off the board. Every problem
 * is listed with the language, the position, the viewer, both strings and where they are.
 * Text is what the board drew through ludus_cairo_text_centered (), ludus_cairo_text_at () and
 * ludus_render_record_text () (see LudusTextMap). Call ludus_i18n_init () in main () first.
 *
 * With LUDUS_READABLE_DIR set, also writes each drawing there as a PNG, every text box
 * outlined (red where it fails), for a person to look at.
 *
 * Returns the number of problems (the test has failed if it is not 0).
 */
guint      ludus_test_check_readable    (LudusGame                    *game,
                                         const LudusBoardSpec         *spec,
                                         const LudusTestBoardPosition *positions,
                                         guint                         n_positions);

/*
 * The same drawings in English only, failing on a region that carries a legal move and is
 * smaller than LUDUS_TEST_MIN_TARGET_PX either way. Returns the number of problems.
 */
guint      ludus_test_check_targets     (LudusGame                    *game,
                                         const LudusBoardSpec         *spec,
                                         const LudusTestBoardPosition *positions,
                                         guint                         n_positions);

/*
 * Positions for the checks: those of a seeded random game of n_players (random legal moves by
 * the lowest actor), the start, every `every`-th decision after it and the end. An array of
 * LudusState, which it frees.
 */
GPtrArray *ludus_test_random_positions  (LudusGame                    *game,
                                         guint                         n_players,
                                         guint64                       seed,
                                         guint                         every);

/*
 * The whole check for one board, as every board's test calls it: for each player count of
 * the game, a seeded random game (seed + the count) gives its start, per_count positions
 * spread evenly through it and its end; each is drawn for the public view and every seat
 * and checked with ludus_test_check_readable () and ludus_test_check_targets (). The board
 * is the game's own (ludus_game_get_board ()) unless spec is given. Returns the number of
 * problems (the test has failed if it is not 0).
 *
 * tests/core/test-readable-boards.c calls it for every game the plugin path holds, so a new
 * game's board is checked as soon as it is built.
 */
guint      ludus_test_check_board       (LudusGame                    *game,
                                         const LudusBoardSpec         *spec,
                                         guint                         per_count,
                                         guint64                       seed);

/*
 * The same, for a board that is not readable yet: it fails only on more problems than
 * known_text (text) or known_targets (click targets), so the board cannot get worse while
 * it is being mended. Returns the number of problems.
 */
guint      ludus_test_check_board_known (LudusGame                    *game,
                                         const LudusBoardSpec         *spec,
                                         guint                         per_count,
                                         guint64                       seed,
                                         guint                         known_text,
                                         guint                         known_targets);

G_END_DECLS
