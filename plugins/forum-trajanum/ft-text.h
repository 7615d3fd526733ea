/* ft-text.h: Forum Trajanum's words: names, log lines, prompts, the rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ft-rules.h"

G_BEGIN_DECLS

/* Translated names (valid until the language changes). */
const char *ft_text_colour       (int colour);
const char *ft_text_building     (int building);
const char *ft_text_class        (int klass);
const char *ft_text_row          (int row);
const char *ft_text_track        (int track);
const char *ft_text_reward       (int track,
                                  int level);
const char *ft_text_area_bonus   (int bonus);
const char *ft_text_vp_source    (int source);
const char *ft_text_trajan_card  (int card);
const char *ft_text_trajan_build (int card);
const char *ft_text_trajan_collect (int card);
char       *ft_text_tile         (const FtData *d,
                                  int           tile);
char       *ft_text_cell         (int           cell);

char       *ft_text_describe_move   (const FtData    *d,
                                     const FtState   *before,
                                     const FtState   *after,
                                     guint            player,
                                     const LudusMove *move,
                                     int              viewer);
char       *ft_text_prompt          (const FtData    *d,
                                     const FtState   *s,
                                     int              viewer);
char       *ft_text_describe_player (const FtData    *d,
                                     const FtState   *s,
                                     guint            player,
                                     int              viewer);
GPtrArray  *ft_text_breakdown       (const FtData    *d,
                                     const FtState   *s);
char       *ft_text_rules           (const FtData    *d);

G_END_DECLS
