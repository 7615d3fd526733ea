/* ludus-match.h: a match (seats, seed, options, moves), undo and redo, autosave
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-game.h"
#include "ludus-search.h"

G_BEGIN_DECLS

typedef enum
{
  LUDUS_SEAT_HUMAN,
  LUDUS_SEAT_COMPUTER,
} LudusSeatKind;

typedef struct
{
  char          *name;
  char          *colour;      /* "#rrggbb" */
  LudusSeatKind  kind;
  gboolean       deal_setup;  /* its setup decisions are dealt at random (see
                               * ludus_game_is_setup_decision ()) */
  LudusLevel     level;       /* how a computer seat plays */
} LudusSeat;

typedef struct
{
  guint     player;
  LudusMove move;
} LudusMatchMove;

#define LUDUS_TYPE_MATCH (ludus_match_get_type ())
G_DECLARE_FINAL_TYPE (LudusMatch, ludus_match, LUDUS, MATCH, GObject)

LudusMatch           *ludus_match_new               (LudusGame        *game,
                                                     guint             n_seats,
                                                     const LudusSeat  *seats,
                                                     guint64           seed,
                                                     const int        *options,
                                                     gboolean          casual,
                                                     GError          **error);
LudusGame            *ludus_match_get_game          (LudusMatch       *self);
guint                 ludus_match_get_n_seats       (LudusMatch       *self);
const LudusSeat      *ludus_match_get_seat          (LudusMatch       *self,
                                                     guint             seat);
guint64               ludus_match_get_seed          (LudusMatch       *self);
const int            *ludus_match_get_options       (LudusMatch       *self);
gboolean              ludus_match_get_casual        (LudusMatch       *self);

/* The current position (full information). */
const LudusState     *ludus_match_get_state         (LudusMatch       *self);
/* The position after the first index moves (0 is the start). */
const LudusState     *ludus_match_get_state_at      (LudusMatch       *self,
                                                     guint             index);
guint                 ludus_match_get_n_moves       (LudusMatch       *self);
const LudusMatchMove *ludus_match_get_move          (LudusMatch       *self,
                                                     guint             index);
guint                 ludus_match_get_n_redo        (LudusMatch       *self);
char                 *ludus_match_describe_move     (LudusMatch       *self,
                                                     guint             index,
                                                     int               viewer);
GStrv                 ludus_match_describe_automatic_moves (LudusMatch *self,
                                                            guint       index,
                                                            int         viewer);
gboolean              ludus_match_is_over           (LudusMatch       *self);
guint                 ludus_match_get_actors        (LudusMatch       *self);

gboolean              ludus_match_apply             (LudusMatch       *self,
                                                     guint             player,
                                                     const LudusMove  *move,
                                                     GError          **error);
/* Undo: never past a random draw or information revealed to another player
 * (the game's epoch changes), unless the match is casual. */
gboolean              ludus_match_can_undo          (LudusMatch       *self);
gboolean              ludus_match_undo              (LudusMatch       *self,
                                                     GError          **error);
gboolean              ludus_match_can_redo          (LudusMatch       *self);
gboolean              ludus_match_redo              (LudusMatch       *self,
                                                     GError          **error);
/* Why undo is not possible now, translated; NULL if it is. */
char                 *ludus_match_explain_undo      (LudusMatch       *self);
/* The seats that must act now whose move the computer makes: computer seats, and seats whose
 * setup is dealt while they make a setup decision. */
guint                 ludus_match_get_automatic_actors (LudusMatch    *self);
/* Makes one random move for the lowest of those seats; FALSE if none. */
gboolean              ludus_match_play_computer     (LudusMatch       *self,
                                                     GError          **error);
/* A search for seat in the current position, and the sample of it to hand the search (the
 * search never sees the true position); see the function's documentation. */
LudusSearch          *ludus_match_new_search        (LudusMatch              *self,
                                                     guint                    seat,
                                                     const LudusSearchConfig *config,
                                                     LudusState             **sample);

/* Where every applied move is saved at once (see ludus-save.h); NULL turns autosave off. */
void                  ludus_match_set_autosave_path (LudusMatch       *self,
                                                     const char       *path);
const char           *ludus_match_get_autosave_path (LudusMatch       *self);
/* Whether autosaves are written by a thread of their own (the next change waits for them). */
void                  ludus_match_set_autosave_async (LudusMatch      *self,
                                                      gboolean         async);
/* Waits for an autosave being written. */
void                  ludus_match_flush_autosave    (LudusMatch       *self);

G_END_DECLS
