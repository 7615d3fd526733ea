/* trajan-scoring.c: victory points, Senate votes and ranking, final scoring
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-private.h"

void
trajan_add_vp (TrajanState    *s,
               guint           player,
               TrajanVpSource  source,
               int             vp)
{
  s->players[player].vp += vp;
  s->players[player].vp_src[source] += vp;
}

int
trajan_votes (const TrajanData  *d,
              const TrajanState *s,
              guint              player)
{
  const TrajanPlayer *p = &s->players[player];
  int votes = d->senate_values[p->senate_pos];

  for (guint i = 0; i < p->n_forum; i++)
    if (d->forum_tiles[p->forum[i]].kind == TRAJAN_FORUM_SENATE)
      votes += d->forum_tiles[p->forum[i]].value;
  return votes;
}

/* Whether a ranks before b in the Senate: votes, then track position, then
 * height in the disc stack. */
static gboolean
senate_before (const TrajanData  *d,
               const TrajanState *s,
               guint              a,
               guint              b)
{
  int va = trajan_votes (d, s, a), vb = trajan_votes (d, s, b);

  if (va != vb)
    return va > vb;
  if (s->players[a].senate_pos != s->players[b].senate_pos)
    return s->players[a].senate_pos > s->players[b].senate_pos;
  return s->players[a].senate_stamp > s->players[b].senate_stamp;
}

void
trajan_senate_ranking (const TrajanData  *d,
                       const TrajanState *s,
                       guint             *order)
{
  for (guint i = 0; i < s->n_players; i++)
    order[i] = i;
  /* Insertion sort: at most four players. */
  for (guint i = 1; i < s->n_players; i++)
    for (guint j = i; j > 0 && senate_before (d, s, order[j], order[j - 1]); j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
}

static int
set_value (const TrajanData *d,
           guint             n)
{
  if (n >= 4)
    return d->set_of_4;
  if (n == 3)
    return d->set_of_3;
  return 0;
}

/* Best construction-set points with the jokers placed optimally: a joker
 * counts for a kind of which the player owns at least one real tile (R36). */
static int
best_sets (const TrajanData *d,
           const guint      *count,
           guint             jokers)
{
  int best[TRAJAN_N_FORUM_TILES + 1];
  int next[TRAJAN_N_FORUM_TILES + 1];

  jokers = MIN (jokers, TRAJAN_N_FORUM_TILES);
  for (guint j = 0; j <= jokers; j++)
    best[j] = 0;
  for (int k = TRAJAN_N_CONSTRUCTION_KINDS - 1; k >= 0; k--)
    {
      for (guint j = 0; j <= jokers; j++)
        {
          int top = set_value (d, count[k]) + best[j];

          for (guint x = 1; x <= j && count[k] > 0; x++)
            top = MAX (top, set_value (d, count[k] + x) + best[j - x]);
          next[j] = top;
        }
      memcpy (best, next, sizeof (int) * (jokers + 1));
    }
  return best[jokers];
}

int
trajan_bonus_tile_points (const TrajanData  *d,
                          const TrajanState *s,
                          guint              player,
                          guint              tile)
{
  const TrajanPlayer *p = &s->players[player];
  const TrajanBonusTileData *b = &d->bonus_tiles[tile];
  guint grey = (p->bonus_grey >> tile) & 1;
  int v = d->bonus_values[b->kind][grey];

  switch (b->kind)
    {
    case TRAJAN_BONUS_GOODS:
      return v * (p->display[b->goods[0]] + p->display[b->goods[1]]);
    case TRAJAN_BONUS_LEGIONNAIRES:
      return v * __builtin_popcount (p->legions);
    case TRAJAN_BONUS_YELLOW_TILES:
      return v * __builtin_popcount (p->bonus & ~p->bonus_grey & 0xfff);
    case TRAJAN_BONUS_DEMAND_ICON:
      return trajan_count_forum_kind (d, p, b->icon, -1) > 0 ? v : 0;
    case TRAJAN_BONUS_WORKERS:
      /* Values are in half points; the total is rounded up. */
      return (v * __builtin_popcount (p->workers) + 1) / 2;
    default:
      return 0;
    }
}

void
trajan_final_points (const TrajanData  *d,
                     const TrajanState *s,
                     guint              player,
                     int               *points)
{
  const TrajanPlayer *p = &s->players[player];
  guint count[TRAJAN_N_CONSTRUCTION_KINDS] = { 0 };
  int best_goods = 0, bonus = 0;
  guint slots = 0;

  memset (points, 0, sizeof (int) * TRAJAN_N_VP_SOURCES);
  points[TRAJAN_VP_FINAL_HAND] = (int) (trajan_hand_count (p) * d->final_hand_card);
  points[TRAJAN_VP_FINAL_CAMPS] = (p->worker_camp + p->military_camp) * d->final_camp_figure;
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    slots += p->slots[k] != TRAJAN_EMPTY;
  points[TRAJAN_VP_FINAL_SLOTS] = (int) (slots * d->final_slot_tile);

  for (guint t = 0; t < TRAJAN_N_CONSTRUCTION_TILES; t++)
    if (p->construction & TRAJAN_BIT (t))
      count[d->construction_kind[t]]++;
  points[TRAJAN_VP_FINAL_SETS] =
    best_sets (d, count, trajan_count_forum_kind (d, p, TRAJAN_FORUM_JOKER_CONSTRUCTION, -1));

  for (guint b = 0; b < TRAJAN_N_BONUS_TILES; b++)
    {
      if (!(p->bonus & TRAJAN_BIT (b)))
        continue;
      bonus += trajan_bonus_tile_points (d, s, player, b);
      if (d->bonus_tiles[b].kind == TRAJAN_BONUS_GOODS)
        best_goods = MAX (best_goods, d->bonus_values[TRAJAN_BONUS_GOODS][(p->bonus_grey >> b) & 1]);
    }
  /* Each unused goods joker is one more card of a kind on the best goods tile. */
  bonus += best_goods * (int) trajan_goods_jokers (d, p);
  points[TRAJAN_VP_FINAL_BONUS] = bonus;
}

void
trajan_final_scoring (const TrajanData *d,
                      TrajanState      *s)
{
  for (guint q = 0; q < s->n_players; q++)
    {
      int points[TRAJAN_N_VP_SOURCES];

      trajan_final_points (d, s, q, points);
      for (guint src = TRAJAN_VP_FINAL_HAND; src < TRAJAN_N_VP_SOURCES; src++)
        trajan_add_vp (s, q, src, points[src]);
    }
  s->final_scored = 1;
}

gboolean
trajan_is_over (const LudusState *state)
{
  return ((const TrajanState *) state)->phase == TRAJAN_PHASE_GAME_OVER;
}

void
trajan_scores (const LudusState *state,
               int              *scores)
{
  const TrajanState *s = (const TrajanState *) state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->players[p].vp;
}

void
trajan_ranks (const LudusState *state,
              guint            *ranks)
{
  const TrajanState *s = (const TrajanState *) state;

  for (guint a = 0; a < s->n_players; a++)
    {
      const TrajanPlayer *pa = &s->players[a];

      ranks[a] = 0;
      for (guint b = 0; b < s->n_players; b++)
        {
          const TrajanPlayer *pb = &s->players[b];

          if (b == a)
            continue;
          if (pb->vp > pa->vp
              || (pb->vp == pa->vp
                  && (pb->senate_pos > pa->senate_pos
                      || (pb->senate_pos == pa->senate_pos
                          && pb->senate_stamp > pa->senate_stamp))))
            ranks[a]++;
        }
    }
}
