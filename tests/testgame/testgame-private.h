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
const TestgameData *testgame_data_get (GError **error);

/* The rules table's functions (testgame-rules.c, -text.c, -json.c). Each
 * takes the state as a LudusState and casts it: the table needs no glue. */
gboolean   testgame_setup           (LudusState        *state,
                                     guint64            seed,
                                     const int         *options,
                                     GError           **error);
guint      testgame_actors          (const LudusState  *state);
void       testgame_legal_moves     (const LudusState  *state,
                                     guint              player,
                                     GArray            *moves);
void       testgame_apply           (LudusState        *state,
                                     guint              player,
                                     const LudusMove   *move);
char      *testgame_explain_illegal (const LudusState  *state,
                                     guint              player,
                                     const LudusMove   *move);
void       testgame_redact          (LudusState        *state,
                                     int                viewer);
void       testgame_determinize     (LudusState        *state,
                                     guint              seat,
                                     LudusRng          *rng);
gboolean   testgame_is_over         (const LudusState  *state);
void       testgame_scores          (const LudusState  *state,
                                     int               *scores);
void       testgame_ranks           (const LudusState  *state,
                                     guint             *ranks);
gboolean   testgame_board_full      (const TestgameState *state);

JsonNode   *testgame_to_json        (const LudusState  *state);
gboolean   testgame_from_json       (LudusState        *state,
                                     JsonNode          *node,
                                     GError           **error);

char      *testgame_describe_move   (const LudusState  *before,
                                     const LudusState  *after,
                                     guint              player,
                                     const LudusMove   *move,
                                     int                viewer);
char      *testgame_prompt          (const LudusState  *state,
                                     int                viewer);
char      *testgame_describe_player (const LudusState  *state,
                                     guint              player,
                                     int                viewer);
GPtrArray *testgame_breakdown       (const LudusState  *state);
GPtrArray *testgame_rules_sections  (void);
const char *testgame_rules_section  (const LudusState  *state,
                                     int                viewer);
guint      testgame_round           (const LudusState  *state);
gboolean   testgame_setup_decision  (const LudusState  *state,
                                     guint              player);

/* The board's drawing (testgame-render.c). */
void       testgame_render          (cairo_t                  *cr,
                                     const LudusRenderContext *ctx,
                                     gpointer                  user_data);

G_END_DECLS
