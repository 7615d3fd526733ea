/* nr-private.h: what the Nova Roma engine files share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nr-rules.h"

G_BEGIN_DECLS

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

/* Where a "vp_end" effect's points are counted. */
typedef enum
{
  NR_VP_SEA,
  NR_VP_CITY,
  NR_VP_MOSAIC,
} NrVpSource;

/* Move lists */
static inline void
nr_add (NrMoves *out,
        int      kind,
        int      a,
        int      b,
        int      c)
{
  LudusMove *m;

  g_assert (out->n < out->cap);
  m = &out->v[out->n++];
  m->kind = kind;
  m->args[0] = a;
  m->args[1] = b;
  m->args[2] = c;
  m->args[3] = 0;
  m->args[4] = 0;
  m->args[5] = 0;
}

/* Gains and payments (nr-procs.c) */
void     nr_gain_resource   (NrState *s, guint p, int r, int n);
void     nr_gain_influence  (NrState *s, guint p, int n);
void     nr_gain_artisans   (NrState *s, guint p, int n);
void     nr_gain_achievements (NrState *s, guint p, int n);
gboolean nr_can_pay         (const NrState *s, guint p, const NrCost *cost);
void     nr_pay             (NrState *s, guint p, const NrCost *cost);
/* Gains a list of effects: what needs a choice becomes a task. */
void     nr_gain_effects    (NrState *s, const NrData *d, guint p, NrEffects list,
                             NrVpSource source);
void     nr_gain_effect     (NrState *s, const NrData *d, guint p, int effect,
                             NrVpSource source);
void     nr_push_task       (NrState *s, int kind, guint player, int ref, int count);
/* Associates */
int      nr_draw_deck       (NrState *s);
void     nr_discard_card    (NrState *s, int card);
void     nr_hand_add        (NrState *s, guint p, int card);
void     nr_hand_remove     (NrState *s, guint p, int card);
void     nr_row_remove      (NrState *s, guint p, int card);
void     nr_play_card       (NrState *s, guint p, int card, int row_discard);
gboolean nr_card_ready      (const NrState *s, guint p, int card);
gboolean nr_has_card        (const NrState *s, guint p, int card);
/* Production area */
gboolean nr_can_place       (const NrState *s, const NrData *d, guint p, int cell,
                             gboolean petition);
void     nr_place_artisan   (NrState *s, const NrData *d, guint p, int cell, gboolean petition);
/* Hippodrome */
int      nr_race_horses     (const NrData *d, int track, int pos, int k);
void     nr_move_chariot    (NrState *s, const NrData *d, guint p, int track, int k);
void     nr_list_race       (const NrState *s, const NrData *d, guint p, int cells,
                             NrMoves *out);
void     nr_apply_race      (NrState *s, const NrData *d, guint p, const LudusMove *move);
/* Black Sea */
void     nr_list_sail       (const NrState *s, const NrData *d, guint p, int points,
                             NrMoves *out);
int      nr_apply_sail      (NrState *s, const NrData *d, guint p, int ship, int route);
/* City */
void     nr_list_builds     (const NrState *s, const NrData *d, guint p, int contract,
                             guint districts, NrMoves *out);
void     nr_apply_build     (NrState *s, const NrData *d, guint p, const LudusMove *move);
/* Mosaic */
void     nr_list_mosaic     (const NrState *s, const NrData *d, guint p, NrMoves *out);
void     nr_place_mosaic    (NrState *s, const NrData *d, guint p, int cell);

/* Markets and stacks (nr-round.c) */
void     nr_end_turn        (NrState *s, const NrData *d);
void     nr_start_round     (NrState *s, const NrData *d);
void     nr_begin_forum     (NrState *s, const NrData *d);
void     nr_refill_market   (NrState *s, gint8 *market, gint8 *stack, guint8 *n_stack);
void     nr_refill_associates (NrState *s);
void     nr_slide           (gint8 *market, int n);

/* Actions (nr-actions.c) */
gboolean nr_list_frame      (const NrState *s, const NrData *d, NrMoves *out);
void     nr_apply_frame     (NrState *s, const NrData *d, const LudusMove *move);
void     nr_start_frame     (NrState *s, const NrData *d, int action, int power,
                             gboolean petition);
void     nr_close_frames    (NrState *s, const NrData *d);
void     nr_list_tile       (const NrState *s, const NrData *d, const NrTask *t, NrMoves *out);
void     nr_apply_tile      (NrState *s, const NrData *d, const LudusMove *move);
void     nr_list_play       (const NrState *s, const NrData *d, guint p, int price,
                             NrMoves *out);

/* Setup's drafts (nr-setup.c) */
void     nr_list_draft      (const NrState *s, const NrData *d, guint p, NrMoves *out);
void     nr_apply_draft     (NrState *s, const NrData *d, guint p, const LudusMove *move);

/* The random generator of the state */
static inline void
nr_shuffle (NrState *s,
            gint8   *v,
            guint    n)
{
  if (n > 1)
    ludus_rng_shuffle (&s->rng, v, n, 1);
}

static inline int
nr_pop (gint8  *stack,
        guint8 *n)
{
  if (*n == 0)
    return NR_NONE;
  (*n)--;
  return stack[*n];
}

G_END_DECLS
