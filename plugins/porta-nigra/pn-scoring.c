/* pn-scoring.c: Porta Nigra's final scoring (spec §7)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In the spec's order: building-card sets, final-scoring honour cards,
 * what is left in the play area, majorities in every building part. Each
 * step adds to its own VP source, so the breakdown shows where every point
 * came from.
 */
#include "config.h"

#include "pn-rules.h"

/* Spec §7.2: the best arrangement into sets of different buildings. The
 * greedy one (one card of every building still held, again and again) is
 * best because set values grow convexly (ruling R19; checked on load). */
int
pn_score_sets (const PnState *s,
               const PnData  *d,
               guint          player)
{
  int count[PN_N_BUILDINGS];
  int vp = 0;

  for (int b = 0; b < PN_N_BUILDINGS; b++)
    count[b] = pn_cards_of_building (s, d, player, b, FALSE) +
               pn_cards_of_building (s, d, player, b, TRUE);
  for (;;)
    {
      int size = 0;

      for (int b = 0; b < PN_N_BUILDINGS; b++)
        if (count[b] > 0)
          {
            count[b]--;
            size++;
          }
      if (size == 0)
        return vp;
      vp += d->set_vp[size];
    }
}

int
pn_score_final_cards (const PnState *s,
                      const PnData  *d,
                      guint          player)
{
  const PnPlayer *pl = &s->players[player];
  int vp = 0;

  for (int i = 0; i < pl->n_honor; i++)
    if (d->honor[pl->honor[i]].kind == PN_HONOR_FINAL)
      vp += d->honor[pl->honor[i]].vp;
  return vp;
}

/* Spec §7.4: 1 VP per Roman, influence token, torch token and brick, and per full 3 coins. */
int
pn_score_play_area (const PnState *s,
                    const PnData  *d,
                    guint          player)
{
  const PnPlayer *pl = &s->players[player];
  int vp = pl->romans + pl->coins / d->coins_per_vp + pl->influence + pl->torches;

  for (int c = 0; c < PN_N_COLORS; c++)
    vp += pl->bricks[c];
  return vp;
}

/* A player's standing in a part: the measure first, then the best element
 * (colour value first, then height: ruling R7). Zero when not in the part. */
static int
majority_key (const PnState *s,
              const PnData  *d,
              int            part,
              guint          player)
{
  int measure = 0, best = 0;

  for (int i = 0; i < PN_N_SITES; i++)
    if (s->site_owner[i] == (int) player && pn_site_part (s, d, i) == part)
      {
        int value = d->value[d->site[i].color] * 16 + s->site_height[i];

        /* Rows count bricks; a Porta Nigra level counts elements. */
        measure += d->site[i].building == PN_PORTA_NIGRA ? 1 : s->site_height[i];
        best = MAX (best, value);
      }
  return measure * 1024 + best;
}

/* Spec §7.5, for every part (ruling R8): an unresolved tie for first gives
 * each tied player the second-place VP and nobody else scores; one for
 * second gives nothing. */
void
pn_score_majority (const PnState *s,
                   const PnData  *d,
                   int            part,
                   int           *vp)
{
  int key[PN_MAX_PLAYERS], top = 0, second = 0, n_top = 0, n_second = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      vp[p] = 0;
      key[p] = majority_key (s, d, part, p);
      top = MAX (top, key[p]);
    }
  if (top == 0)
    return;
  for (guint p = 0; p < s->n_players; p++)
    if (key[p] == top)
      n_top++;
    else
      second = MAX (second, key[p]);
  if (n_top > 1)
    {
      for (guint p = 0; p < s->n_players; p++)
        if (key[p] == top)
          vp[p] = d->majority[part][1];
      return;
    }
  for (guint p = 0; p < s->n_players; p++)
    n_second += second > 0 && key[p] == second;
  for (guint p = 0; p < s->n_players; p++)
    if (key[p] == top)
      vp[p] = d->majority[part][0];
    else if (n_second == 1 && key[p] == second)
      vp[p] = d->majority[part][1];
}

void
pn_final_scoring (PnState      *s,
                  const PnData *d)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      pn_add_vp (s, p, PN_VP_SETS, pn_score_sets (s, d, p));
      pn_add_vp (s, p, PN_VP_FINAL_CARDS, pn_score_final_cards (s, d, p));
      pn_add_vp (s, p, PN_VP_PLAY_AREA, pn_score_play_area (s, d, p));
    }
  for (int part = 0; part < PN_N_PARTS; part++)
    {
      int vp[PN_MAX_PLAYERS];

      pn_score_majority (s, d, part, vp);
      for (guint p = 0; p < s->n_players; p++)
        pn_add_vp (s, p, PN_VP_MAJORITY + part, vp[p]);
    }
  s->phase = PN_PHASE_OVER;
}
