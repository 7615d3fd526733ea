/* trajan-private.h: what the rule files share among themselves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "trajan-rules.h"

G_BEGIN_DECLS

#define TRAJAN_BIT(n) (1u << (n))

/*
 * Where the move lists go: appended to moves, or (moves NULL) only counted,
 * the first one kept, up to limit, when the game looks for a decision with a
 * single choice. The one generator serves both, so that what the game makes
 * by itself is exactly what a player would have been offered.
 */
typedef struct
{
  GArray    *moves;
  guint      n;
  guint      limit;     /* with moves NULL: stop counting here */
  LudusMove  first;
} TrajanMoves;


/* Options of the six actions (trajan-actions*.c). */
void     trajan_option_enumerate  (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              action,
                                   TrajanMoves       *moves);
gboolean trajan_action_possible   (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              action);
/* Applies a legal option; returns FALSE when the option waits for a further
 * decision (seaport_draw_two's discard). */
gboolean trajan_option_apply      (const TrajanData  *d,
                                   TrajanState       *s,
                                   const LudusMove   *move);

void     trajan_seaport_enumerate (const TrajanData  *d,
                                   const TrajanState *s,
                                   TrajanMoves       *moves);
gboolean trajan_seaport_apply     (const TrajanData  *d,
                                   TrajanState       *s,
                                   const LudusMove   *move);
void     trajan_seaport_canonicalize (const TrajanData *d,
                                      LudusMove        *move);
guint    trajan_goods_jokers      (const TrajanData  *d,
                                   const TrajanPlayer *p);

/* Flow (trajan-moves.c) */
void     trajan_action_done       (const TrajanData  *d,
                                   TrajanState       *s);
void     trajan_start_turn        (const TrajanData  *d,
                                   TrajanState       *s,
                                   guint              player);

/* Round and quarter ends (trajan-quarter.c) */
void     trajan_round_end         (const TrajanData  *d,
                                   TrajanState       *s);
void     trajan_demands_enumerate (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              player,
                                   TrajanMoves       *moves);
void     trajan_demands_canonicalize (const TrajanData  *d,
                                      const TrajanState *s,
                                      LudusMove         *move);
void     trajan_demands_apply     (const TrajanData  *d,
                                   TrajanState       *s,
                                   const LudusMove   *move);
void     trajan_senate_bonus_apply (const TrajanData *d,
                                    TrajanState      *s,
                                    guint             space);

/* Small helpers */
gint8    trajan_remove_forum_kind (const TrajanData  *d,
                                   TrajanPlayer      *p,
                                   guint              kind,
                                   int                value);
guint    trajan_count_forum_kind  (const TrajanData  *d,
                                   const TrajanPlayer *p,
                                   guint              kind,
                                   int                value);
gint8    trajan_draw_forum_tile   (TrajanState       *s);

static inline void
trajan_move_init (LudusMove *m,
                  int        kind,
                  int        a0,
                  int        a1,
                  int        a2,
                  int        a3)
{
  m->kind = kind;
  m->args[0] = a0;
  m->args[1] = a1;
  m->args[2] = a2;
  m->args[3] = a3;
  m->args[4] = 0;
  m->args[5] = 0;
}

/* Whether a count has seen enough: the generators may stop early. */
static inline gboolean
trajan_moves_full (const TrajanMoves *out)
{
  return out->moves == NULL && out->n >= out->limit;
}

static inline void
trajan_push (TrajanMoves *out,
             int          kind,
             int          a0,
             int          a1,
             int          a2,
             int          a3)
{
  LudusMove m;

  if (trajan_moves_full (out))
    return;
  trajan_move_init (&m, kind, a0, a1, a2, a3);
  if (out->n++ == 0)
    out->first = m;
  if (out->moves != NULL)
    g_array_append_val (out->moves, m);
}

G_END_DECLS
