/* ludus-search-private.h: one search tree, as the search driver uses it
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-search.h"

G_BEGIN_DECLS

typedef struct _LudusSearchTree LudusSearchTree;

/* A tree over root (a determinized sample: the tree only ever determinizes
 * it again) for seat, whose root decisions are choices, in that order. The
 * tree draws from its own generator, seeded from config->seed and index. */
LudusSearchTree *ludus_search_tree_new        (LudusGame               *game,
                                               const LudusSearchConfig *config,
                                               guint                    index,
                                               const LudusState        *root,
                                               guint                    seat,
                                               const LudusMove         *choices,
                                               guint                    n_choices);
void             ludus_search_tree_free       (LudusSearchTree         *tree);
/* One iteration: sample, select, expand, play out, back up. */
void             ludus_search_tree_iterate    (LudusSearchTree         *tree);
/* The visits and the summed utility of root choice i. */
void             ludus_search_tree_get_choice (LudusSearchTree         *tree,
                                               guint                    i,
                                               guint                   *visits,
                                               double                  *total);
guint            ludus_search_tree_get_n_nodes (LudusSearchTree        *tree);
gsize            ludus_search_tree_get_memory (LudusSearchTree         *tree);

G_END_DECLS
