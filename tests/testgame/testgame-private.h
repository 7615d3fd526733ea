/* testgame-private.h: what the Tesserae files share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "testgame.h"

G_BEGIN_DECLS

/* The component data (testgame-data.c). */
typedef struct
{
  guint hand_size;
} TestgameData;

extern const LudusDataLoader testgame_data_loader;

void           testgame_setup       (TestgameState       *state,
                                     const TestgameData  *data,
                                     guint                n_players,
                                     guint64              seed,
                                     const int           *options);
gboolean       testgame_apply       (TestgameState       *state,
                                     guint                player,
                                     const LudusMove     *move,
                                     GError             **error);
void           testgame_redact      (TestgameState       *state,
                                     int                  viewer);
gboolean       testgame_board_full  (const TestgameState *state);
void           testgame_ranks       (const TestgameState *state,
                                     guint               *ranks);

JsonNode      *testgame_to_json     (const TestgameState *state);
TestgameState *testgame_from_json   (JsonNode            *node,
                                     GError             **error);

char          *testgame_describe_move   (const TestgameState *before,
                                         const TestgameState *after,
                                         guint                player,
                                         const LudusMove     *move,
                                         int                  viewer);
char          *testgame_prompt          (const TestgameState *state,
                                         int                  viewer);
char          *testgame_describe_player (const TestgameState *state,
                                         guint                player,
                                         int                  viewer);
char          *testgame_rules_markup    (void);

G_END_DECLS
