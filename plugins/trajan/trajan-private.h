/* trajan-private.h: what the rule files share among themselves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "trajan-rules.h"

G_BEGIN_DECLS

#define TRAJAN_BIT(n) (1u << (n))

/* Options of the six actions (trajan-actions*.c). option_legal also checks
 * that the move kind belongs to action. */
gboolean trajan_option_legal      (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              action,
                                   const LudusMove   *move);
void     trajan_option_enumerate  (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              action,
                                   GArray            *moves);
gboolean trajan_action_possible   (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              action);
/* Applies a legal option; returns FALSE when the option waits for a further
 * decision (seaport_draw_two's discard). */
gboolean trajan_option_apply      (const TrajanData  *d,
                                   TrajanState       *s,
                                   const LudusMove   *move);

gboolean trajan_seaport_legal     (const TrajanData  *d,
                                   const TrajanState *s,
                                   const LudusMove   *move);
void     trajan_seaport_enumerate (const TrajanData  *d,
                                   const TrajanState *s,
                                   GArray            *moves);
gboolean trajan_seaport_apply     (const TrajanData  *d,
                                   TrajanState       *s,
                                   const LudusMove   *move);
void     trajan_seaport_canonicalize (const TrajanData *d,
                                      LudusMove        *move);
int      trajan_ship_value        (const TrajanData  *d,
                                   const TrajanState *s,
                                   const LudusMove   *move);
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
gboolean trajan_demands_legal     (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              player,
                                   const LudusMove   *move);
void     trajan_demands_enumerate (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              player,
                                   GArray            *moves);
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

static inline void
trajan_push (GArray *moves,
             int     kind,
             int     a0,
             int     a1,
             int     a2,
             int     a3)
{
  LudusMove m;

  trajan_move_init (&m, kind, a0, a1, a2, a3);
  g_array_append_val (moves, m);
}

G_END_DECLS
