/* nr-text.h: Nova Roma's names, log lines, prompts, breakdown and rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is translated at call time (main thread only). The names
 * are for the board too.
 */
#pragma once

#include "nr-rules.h"

G_BEGIN_DECLS

const char *nr_text_action        (int             action);
const char *nr_text_resource      (int             resource);
const char *nr_text_card_name     (int             card);
const char *nr_text_card_profession (int           card);
const char *nr_text_card_effect   (int             card);
const char *nr_text_cond          (int             cond);
const char *nr_text_lat_kind      (int             kind);
const char *nr_text_track         (const NrData   *d,
                                   int             track);
const char *nr_text_category      (int             category);
char       *nr_text_amount        (int             resource,
                                   int             n);
char       *nr_text_sesterces     (int             n);
char       *nr_text_cost          (const NrCost   *cost);
char       *nr_text_effects       (const NrData   *d,
                                   NrEffects       list);
char       *nr_text_effect        (const NrData   *d,
                                   int             effect);
char       *nr_text_tile          (const NrData   *d,
                                   int             tile);
char       *nr_text_forum_cell    (int             cell);
char       *nr_text_prod_cell     (const NrData   *d,
                                   int             cell);
char       *nr_text_mosaic_cell   (const NrData   *d,
                                   const NrState  *s,
                                   guint           p,
                                   int             cell);
char       *nr_text_card          (int             card);

char       *nr_text_describe_move (const NrData   *d,
                                   const NrState  *before,
                                   const NrState  *after,
                                   guint           player,
                                   const LudusMove *move,
                                   int             viewer);
char       *nr_text_prompt        (const NrData   *d,
                                   const NrState  *s,
                                   int             viewer);
char       *nr_text_describe_player (const NrData *d,
                                     const NrState *s,
                                     guint         player,
                                     int           viewer);
GPtrArray  *nr_text_breakdown     (const NrData   *d,
                                   const NrState  *s);
char       *nr_text_rules         (const NrData   *d);

G_END_DECLS
