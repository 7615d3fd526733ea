/* ludus-test-search.h: the search interface's contract, checked for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

typedef struct
{
  guint  games_per_count;      /* random games for each player count of the game's range */
  guint  playout_every;        /* a random playout from a determinized state every N decisions */
  guint64 seed;                /* the games' seeds are seed + 100 × players + game */
} LudusTestSearchConfig;

typedef struct
{
  guint64 decisions;           /* positions checked */
  guint64 determinizations;    /* states sampled (one per seat and position) */
  guint64 differing;           /* of those, how many differ from the true state */
  guint64 playouts;            /* random playouts from a sampled state, all reaching the end */
} LudusTestSearchReport;

/*
 * Plays seeded random games of every player count and, at every decision,
 * determinizes the position for every seat and checks the contract of
 * ludus_game_determinize(): the seat's redacted view is byte for byte the
 * same (and so is its view key); the sample depends on that view alone (a
 * position the seat cannot tell from the truth gives the same sample); the
 * sample survives a JSON round trip (the
 * engine's own consistency checks, so every component is conserved); the
 * same generator gives the same sample; and, every playout_every decisions,
 * a random playout from the sample reaches the end of the game. For a game
 * with hidden information some samples must differ from the truth.
 */
void ludus_test_check_search (LudusGame                   *game,
                              const LudusTestSearchConfig *config,
                              LudusTestSearchReport       *report);

G_END_DECLS
