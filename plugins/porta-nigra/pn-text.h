/* pn-text.h: Porta Nigra's words — names, log lines, prompts, breakdown, rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function returns a newly allocated string translated now, and
 * tells a viewer only what that viewer may see. The board uses the naming
 * functions for its tooltips.
 */
#pragma once

#include "pn-rules.h"

G_BEGIN_DECLS

/* Names */
const char *pn_text_color         (int              color);
const char *pn_text_building      (int              building);
char       *pn_text_quarter       (const PnData    *d,
                                   int              quarter);
char       *pn_text_shop          (int              shop);
char       *pn_text_site          (const PnData    *d,
                                   int              site);
char       *pn_text_site_name     (const PnData    *d,
                                   int              site);
char       *pn_text_bricks        (int              color,
                                   int              n);
char       *pn_text_coins         (int              n);
char       *pn_text_action_card   (const PnData    *d,
                                   int              card);
char       *pn_text_icon          (const PnIcon    *icon);
char       *pn_text_building_card (const PnData    *d,
                                   int              card);
char       *pn_text_honor_card    (const PnData    *d,
                                   int              card);
char       *pn_text_market_card   (const PnData    *d,
                                   int              card);
const char *pn_text_part          (int              part);
char       *pn_text_gain          (const PnGain    *gain);
char       *pn_text_gains         (const PnGain    *gains,
                                   int              n);
char       *pn_text_honor_cost    (const PnData    *d,
                                   int              card);

/* The table's text functions */
char       *pn_text_describe_move (const PnData    *d,
                                   const PnState   *before,
                                   const PnState   *after,
                                   guint            player,
                                   const LudusMove *move,
                                   int              viewer);
char       *pn_text_prompt        (const PnData    *d,
                                   const PnState   *s,
                                   int              viewer);
char       *pn_text_describe_player (const PnData  *d,
                                     const PnState *s,
                                     guint          player,
                                     int            viewer);
GPtrArray  *pn_text_breakdown     (const PnData    *d,
                                   const PnState   *s);
char       *pn_text_rules         (const PnData    *d);
GPtrArray  *pn_text_rules_sections (const PnData  *d);
const char *pn_text_rules_section (const PnState   *s);

/* Parts of a move's description (pn-text-moves.c) */
char       *pn_text_move_action   (const PnData    *d,
                                   const PnState   *before,
                                   guint            player,
                                   const LudusMove *move,
                                   int              viewer);
char       *pn_text_aftermath     (const PnData    *d,
                                   const PnState   *before,
                                   const PnState   *after,
                                   guint            player,
                                   const LudusMove *move,
                                   int              viewer);

G_END_DECLS
