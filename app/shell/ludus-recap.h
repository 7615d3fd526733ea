/* ludus-recap.h: what happened since a seat's last decision, in plain sentences
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Catching up after a hand-over: the moves made since a seat last decided, grouped by turn
 * (ludus_game_ends_turn () says where a seat's turn ends) under the heading of each round that
 * began (ludus_game_get_round ()), each turn the sentences of the log for a given viewer. The
 * game's events (a round's end, cards turned up, scoring) are in those sentences.
 */
#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

typedef struct
{
  guint  round;     /* > 0: the heading of the round that begins here */
  int    seat;      /* the seat whose turn this is; -1 for a heading */
  char  *text;      /* the turn's sentences, or the heading's */
  guint  first;     /* the index of its first move */
  guint  n_moves;   /* how many moves it holds (0 for a heading) */
} LudusRecapItem;

void        ludus_recap_item_free (LudusRecapItem *item);

/* Where seat's catching up begins: the move after its last decision (0 if it has made none). */
guint       ludus_recap_start     (LudusMatch *match,
                                   guint       seat);
/* The turns and round headings of moves [from, to) of match, described as viewer may read
 * them (-1: what everyone may see). Element type LudusRecapItem. */
GPtrArray  *ludus_recap_collect   (LudusMatch *match,
                                   guint       from,
                                   guint       to,
                                   int         viewer);
/* text as a sentence: with a full stop at its end unless it ends with one already (the
 * games' descriptions of moves have none). */
char       *ludus_recap_sentence  (const char *text);
/* Seats that moved in items, joined for a sentence ("Brutus, Cassia"). */
char       *ludus_recap_seat_names (LudusMatch *match,
                                    GPtrArray  *items);
/* A list of items: round headings, and per turn the seat's piece, name and sentences. */
GtkWidget  *ludus_recap_list_new  (LudusMatch *match,
                                   LudusView  *view,
                                   GPtrArray  *items);

G_END_DECLS
