/* ludus-test-player.h: the computer player, checked the same way for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

typedef struct
{
  guint   games_per_count;   /* seeded games for each player count of the game's range */
  guint   iterations;        /* the search's budget at every decision */
  guint   check_every;       /* the repeat and no-peeking checks every N decisions */
  guint64 seed;              /* the games' seeds are seed + 100 × players + game */
  LudusLevel level;          /* how the game plays the playouts (0: easy's way) */
} LudusTestPlayerConfig;

typedef struct
{
  guint64 decisions;         /* moves chosen by the search, all legal */
  guint64 searched;          /* of those, with more than one legal move */
  guint64 repeated;          /* searches repeated on two threads: the same result */
  guint64 blind;             /* searches of another position the seat cannot tell apart */
  guint64 blind_differing;   /* of those, positions that differ from the truth */
} LudusTestPlayerReport;

/*
 * Plays seeded games of every player count in which every decision is made
 * by the search (two trees, the given iterations, the playouts and cut-off
 * of the given level), handed a determinization
 * of the position as the match does, and checks: the move is legal in the
 * true position; every check_every decisions, the same search on two threads
 * gives the same result (move, visits, value), and so does a search of the
 * truth itself and of another position that differs only in what the seat
 * cannot see (other hands, the order of face-down stacks): the player never
 * peeks. For a game with hidden information some of those positions must
 * really differ.
 */
void ludus_test_check_player (LudusGame                   *game,
                              const LudusTestPlayerConfig *config,
                              LudusTestPlayerReport       *report);

G_END_DECLS
