/* nr-eval.c: an estimate of each seat's final score, for the search (LudusGame.evaluate)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random playouts of Nova Roma almost never finish a chariot race or a long voyage, so a
 * search that plays them to the end does not see what racing and sailing are worth, and
 * alone against the automa it leaves it every favourite, the finish and the sea. This
 * estimate, asked at the playout's cut-off, is the score as it stands (nr_score) plus what
 * the position is likely to be worth by the end:
 *
 * - ships: part of the way to the next VP harbour, in sail points;
 * - chariots: each favourite still to be awarded and (solo) each finish against the automa,
 *   as a chance from the lead on that track and the turns left to race before it counts
 *   (the automa's future steps are known from the favourite stack, which the search has
 *   already determinized); a chariot near its last cell, part of the finish;
 * - solo districts: each majority as a chance from the cubes in it and the turns left;
 * - mosaic: achievement tokens in hand that can go on a cell now, nearly their worth (and
 *   in solo what the automa then loses), the others a part of it;
 * - what is in hand — goods, coins, influence, artisans, cards — a little, less as the
 *   game runs out;
 * - solo, the building contracts in the market the goods and artisans in hand pay for, in
 *   full or in part (a production → construction plan over two turns);
 * - solo, the automa's future: its building discards (the leftmost contract now, the
 *   average after) and its ships one harbour on per preparation.
 *
 * It reads nothing but the state it is given. The estimate becomes a utility the way the
 * end of the game does: the margin over the automa alone, or rank and margin otherwise.
 * Alone against the automa it is given only at the start of a turn, so that a playout plays
 * the turn under way to its end by the playout policy (nr-policy.c) before it is valued.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "nr-private.h"

/* Turns each seat takes in a game (5 rounds of 3). */
#define TURNS_PER_GAME (NR_N_ROUNDS * NR_N_PATRICIANS)
/* Solo: what each cell a chariot has advanced is worth while there are turns left. */
#define SOLO_RACE_CELL 1.0

typedef struct
{
  const NrState *s;
  const NrData  *d;
  int            turns_left[NR_MAX_PLAYERS]; /* own turns not yet begun or under way */
  int            preps_left;                 /* preparations still to come */
  double         est[NR_N_OWNERS];
} Eval;

static double
logistic (double z)
{
  return 1.0 / (1.0 + exp (-z));
}

/* Turns seat p has from now to the end of the current round (its current one included),
 * and in the whole game. */
static void
count_turns (Eval *e)
{
  const NrState *s = e->s;
  guint n = s->n_players;
  int per_round = NR_N_PATRICIANS;

  for (guint p = 0; p < n; p++)
    {
      int this_round = 0;

      if (s->phase == NR_PHASE_OVER)
        {
          e->turns_left[p] = 0;
          continue;
        }
      if (s->phase == NR_PHASE_FORUM)
        {
          guint total = nr_is_solo (s) ? NR_N_PATRICIANS : NR_N_PATRICIANS * n;

          for (guint t = s->turn_index; t < total; t++)
            this_round += (s->first + t) % n == p;
        }
      else
        this_round = per_round;
      e->turns_left[p] = this_round + per_round * (NR_N_ROUNDS - MAX (s->round, 1));
    }
  e->preps_left = s->phase == NR_PHASE_OVER ? 0 : NR_N_ROUNDS - MAX (s->round, 1) + 1;
}

/* Turns seat p has before the preparation that ends round r. */
static int
turns_before (const Eval *e,
              guint       p,
              int         r)
{
  int after = NR_N_PATRICIANS * (NR_N_ROUNDS - r);

  return MAX (0, e->turns_left[p] - after);
}

/* Sail points from the start port to harbour h of a route (h = -1: the port). */
static int
sail_to (const NrRouteData *route,
         int                h)
{
  int points = 0;

  for (int i = 0; i <= h; i++)
    points += route->harbours[i].sail;
  return points;
}

/* What one ship is worth: its VP harbour, and part of the way to the next. */
static double
ship_worth (const NrData *d,
            int           route,
            int           harbour,
            double        part)
{
  double best = 0.0;

  for (int r = 0; r < NR_N_ROUTES; r++)
    {
      const NrRouteData *rd = &d->routes[r];
      int last_vp = 0, last_at = 0, at;
      double worth;

      if (route >= 0 && r != route)
        continue;
      at = sail_to (rd, route >= 0 ? harbour : -1);
      worth = 0.0;
      for (int h = 0; h < rd->n_harbours; h++)
        {
          int to = sail_to (rd, h);

          if (rd->harbours[h].kind != NR_HARBOUR_VP)
            continue;
          if (to <= at)
            {
              last_vp = rd->harbours[h].vp;
              last_at = to;
              worth = last_vp;
              continue;
            }
          worth += part * (rd->harbours[h].vp - last_vp) * (at - last_at) / (to - last_at);
          break;
        }
      best = MAX (best, worth);
    }
  return best;
}

static double
sea_potential (const Eval *e,
               guint       p)
{
  double sum = 0.0, part = e->turns_left[p] > 0 ? 0.6 : 0.0;

  for (int i = 0; i < NR_N_SHIPS; i++)
    sum += ship_worth (e->d, e->s->ship_route[p][i], e->s->ship_harbour[p][i], part) -
           ship_worth (e->d, e->s->ship_route[p][i], e->s->ship_harbour[p][i], 0.0);
  return sum;
}

/* Solo: the automa's ships after the preparations still to come. */
static double
automa_sea_gain (const Eval *e)
{
  const NrState *s = e->s;
  double gain = 0.0;

  for (int i = 0; i < NR_N_SHIPS; i++)
    {
      int route = s->ship_route[NR_AUTOMA][i], h = s->ship_harbour[NR_AUTOMA][i];
      int to;

      if (route < 0)
        continue;
      to = MIN (h + e->preps_left, e->d->routes[route].n_harbours - 1);
      gain += ship_worth (e->d, route, to, 0.0) - ship_worth (e->d, route, h, 0.0);
    }
  return gain;
}

/* The chance that seat p, `lead` cells ahead now (ties: `ahead`), is still (or gets) ahead
 * when it counts, with `turns` turns to race before that. */
static double
chance_ahead (double   lead,
              gboolean ahead,
              int      turns)
{
  double z = lead + (lead == 0 ? (ahead ? 0.5 : -0.5) : 0.0);

  if (turns == 0)
    return z > 0 ? 1.0 : 0.0;
  z += 0.35 * turns - 0.5;
  return logistic (1.5 * z / sqrt (1.0 + 0.5 * turns));
}

/* The favourite awarded at the k-th preparation from now (0: the current one), or NR_NONE. */
static int
favourite_at (const NrState *s,
              int            k)
{
  if (k == 0)
    return s->favourite_current;
  if (k > s->n_favourite_stack)
    return NR_NONE;
  return s->favourite_stack[s->n_favourite_stack - k];
}

/* Solo: what the chariots are worth to the player and to the automa — the favourites still to
 * be awarded, and the finish. The automa's chariot steps 1 on the track of each new
 * favourite; the player has the turns before each preparation to race. */
static void
chariots_solo (Eval *e)
{
  const NrState *s = e->s;
  const NrData *d = e->d;
  int automa[NR_N_TRACKS];

  for (int t = 0; t < NR_N_TRACKS; t++)
    automa[t] = s->chariot_pos[NR_AUTOMA][t];
  for (int k = 0; k < e->preps_left; k++)
    {
      int token = favourite_at (s, k), t, turns;
      double p;

      if (token < 0)
        continue;
      t = d->favourite_track[token];
      if (k > 0)
        automa[t] = MIN (automa[t] + 1, d->tracks[t].last);
      turns = turns_before (e, 0, MAX (s->round, 1) + k);
      p = s->chariot_pos[0][t] <= 0 && turns == 0 ? 0.0
          : chance_ahead (s->chariot_pos[0][t] - automa[t],
                          k == 0 && nr_ahead (s, t, 0, NR_AUTOMA), turns);
      e->est[0] += 3.0 * p;
      e->est[NR_AUTOMA] += 3.0 * (1.0 - p);
    }
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      int pos = s->chariot_pos[0][t], last = d->tracks[t].last;
      double p = chance_ahead (pos - automa[t], nr_ahead (s, t, 0, NR_AUTOMA),
                               e->turns_left[0]);

      /* nr_score already gave the automa its finish where it is ahead now. */
      e->est[NR_AUTOMA] += 5.0 * ((1.0 - p) - (nr_ahead (s, t, NR_AUTOMA, 0) ? 1.0 : 0.0));
      if (pos < last && e->turns_left[0] > 0)
        e->est[0] += 5.0 * 0.6 * logistic (pos - last + 0.25 * e->turns_left[0]);
      /* Every cell raced counts towards later favourites and the mosaic's chariot
       * conditions, which the chances above do not see (measured: HACKING.md). */
      if (e->turns_left[0] > 0)
        e->est[0] += SOLO_RACE_CELL * MAX (pos, 0);
    }
}

/* Two to four seats: each favourite still to be awarded, as each seat's chance to be ahead of
 * all the others (and, with two, of the neutral chariot); a chariot near its last cell. */
static void
chariots_multi (Eval *e)
{
  const NrState *s = e->s;
  const NrData *d = e->d;

  for (int k = 0; k < e->preps_left; k++)
    {
      int token = favourite_at (s, k), t;

      if (token < 0)
        continue;
      t = d->favourite_track[token];
      for (guint p = 0; p < s->n_players; p++)
        {
          int best = -1, pos = s->chariot_pos[p][t];

          for (int q = 0; q < NR_N_OWNERS; q++)
            if (q != (int) p && (q < (int) s->n_players || (q == NR_AUTOMA && nr_is_two (s))))
              best = MAX (best, s->chariot_pos[q][t]);
          e->est[p] += 3.0 * chance_ahead (pos - best, FALSE,
                                           turns_before (e, p, MAX (s->round, 1) + k));
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    for (int t = 0; t < NR_N_TRACKS; t++)
      if (s->chariot_pos[p][t] < d->tracks[t].last && e->turns_left[p] > 0)
        e->est[p] += 5.0 * 0.6 * logistic (s->chariot_pos[p][t] - d->tracks[t].last +
                                           0.25 * e->turns_left[p]);
}

/* Achievement tokens in the seat's supply: those that can go on a cell now nearly at their
 * worth (solo: the automa then loses that cell's points too), the others a part of it. */
static void
mosaic_potential (Eval *e,
                  guint p)
{
  const NrState *s = e->s;
  const NrPlayer *pl = &s->players[p];
  int tokens = MIN (pl->achievements, e->turns_left[p]), ready = 0, empty = 0;
  double worth = 0.0;
  int vp_ready[NR_N_MOSAIC_CELLS];

  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    {
      int strip = pl->mosaic_strip[cell / 3];

      if (pl->mosaic_filled & (1u << cell))
        continue;
      empty++;
      if (strip >= 0 && nr_cond_met (s, e->d, p, e->d->mosaic[strip].cells[cell % 3]))
        vp_ready[ready++] = e->d->mosaic_row_vp[cell / 3];
    }
  tokens = MIN (tokens, empty);
  /* The best cells first (a few at most: a plain selection). */
  for (int i = 0; i < tokens; i++)
    {
      int best = -1;

      for (int j = 0; j < ready; j++)
        if (vp_ready[j] > 0 && (best < 0 || vp_ready[j] > vp_ready[best]))
          best = j;
      if (best >= 0)
        {
          worth += 0.85 * vp_ready[best];
          vp_ready[best] = 0;
        }
      else
        worth += 0.3 * 3.0 * e->turns_left[p] / TURNS_PER_GAME;
    }
  e->est[p] += worth;
  if (nr_is_solo (s))
    e->est[NR_AUTOMA] -= worth;
}

/* Goods, coins, influence, artisans and cards in hand: what they may still buy. In solo
 * they score nothing at the end; otherwise nr_score counts them already (4:1, 2:1). */
static void
supply_worth (Eval *e,
              guint p)
{
  const NrPlayer *pl = &e->s->players[p];
  double time = (double) e->turns_left[p] / TURNS_PER_GAME, goods = pl->sesterces;

  for (int r = 0; r < NR_N_RESOURCES; r++)
    goods += pl->resources[r];
  e->est[p] += time * (0.4 * goods + 0.5 * pl->influence + 0.8 * pl->artisans_free +
                       0.8 * pl->n_hand);
}

/* Solo: each district's majority as a chance from the cubes in it (a tie is the automa's)
 * and the turns left to build, in place of nr_score's standing now. */
static void
districts_solo (Eval *e)
{
  const NrState *s = e->s;
  const NrData *d = e->d;
  int turns = e->turns_left[0];

  for (int k = 0; k < NR_N_DISTRICTS; k++)
    {
      const NrDistrictData *dd = &d->districts[k];
      int cubes[2] = { 0, 0 };
      double p, now, z;

      for (int cell = 0; cell < dd->width * dd->height; cell++)
        if (s->district_cube[k][cell] == 0 || s->district_cube[k][cell] == NR_AUTOMA)
          cubes[s->district_cube[k][cell] == 0 ? 0 : 1]++;
      if (cubes[0] == 0 || turns == 0)
        continue;
      now = cubes[0] > cubes[1] ? 1.0 : 0.0;
      z = cubes[0] - cubes[1] - 0.5 + 0.15 * turns;
      p = logistic (1.5 * z / sqrt (1.0 + 0.5 * turns));
      e->est[0] += (p - now) * (dd->vp_first - dd->vp_second);
      e->est[NR_AUTOMA] -= (p - now) * (dd->vp_first - dd->vp_second);
    }
}

/* Solo: what the building contracts in the market are worth to a player who holds (part
 * of) their cost. Goods in hand otherwise count only supply_worth's flat rate, whatever
 * they can build, so a search whose playouts end at the turn's end does not see that the
 * stone and wood it gathers this turn pay for a contract the next, and it seldom builds.
 * A contract is worth its VP and a point for each cube of its shape the player still has
 * (the district majorities). Goods, sesterces and free artisans are given out greedily, to
 * the contract worth most for what it lacks first, one contract a turn left at most; one
 * they pay for in full counts BUILD_READY of its worth, one they pay for in part
 * BUILD_PART of it for each part of its cost held (an artisan it needs is a part).
 * Measured (HACKING.md): the player builds twice as much against the automa. */
#define BUILD_READY 0.6
#define BUILD_PART 0.4
#define BUILD_CELL 1.0

/* What contract id is worth to the player, and which part of its cost `have` holds. */
static double
contract_prospect (const NrState *s,
                   const NrData  *d,
                   int            id,
                   const int     *have,
                   int           *need)
{
  const NrBuildingData *b = &d->building[id];
  int held = 0, total = 0;
  double worth = b->vp + (s->players[0].cubes >= b->n_cells ? BUILD_CELL * b->n_cells : 0.0);

  for (int r = 0; r < NR_N_RESOURCES; r++)
    need[r] = b->cost.resources[r];
  need[NR_N_RESOURCES] = b->cost.sesterces;
  need[NR_N_RESOURCES + 1] = b->needs_artisan ? 1 : 0;
  for (int r = 0; r < NR_N_RESOURCES + 2; r++)
    {
      total += need[r];
      held += MIN (need[r], have[r]);
    }
  if (held == 0)
    return 0.0;
  return held == total ? BUILD_READY * worth : BUILD_PART * worth * held / total;
}

static double
building_potential (const Eval *e)
{
  const NrState *s = e->s;
  const NrPlayer *pl = &s->players[0];
  /* Goods, then sesterces, then free artisans. */
  int have[NR_N_RESOURCES + 2], need[NR_N_RESOURCES + 2];
  int taken = 0, n = MIN (e->turns_left[0], NR_MARKET);
  double worth = 0.0;

  for (int r = 0; r < NR_N_RESOURCES; r++)
    have[r] = pl->resources[r];
  have[NR_N_RESOURCES] = pl->sesterces;
  have[NR_N_RESOURCES + 1] = pl->artisans_free;
  for (int k = 0; k < n; k++)
    {
      int best = -1;
      double best_worth = 0.0;

      for (int i = 0; i < NR_MARKET; i++)
        {
          double w;

          if (s->building_market[i] < 0 || (taken & (1 << i)))
            continue;
          w = contract_prospect (s, e->d, s->building_market[i], have, need);
          if (w > best_worth)
            {
              best = i;
              best_worth = w;
            }
        }
      if (best < 0)
        break;
      taken |= 1 << best;
      worth += best_worth;
      contract_prospect (s, e->d, s->building_market[best], have, need);
      for (int r = 0; r < NR_N_RESOURCES + 2; r++)
        have[r] -= MIN (have[r], need[r]);
    }
  return worth;
}

/* Solo: the automa's building discards still to come, the leftmost contract first. */
static double
automa_building_gain (const Eval *e)
{
  const NrState *s = e->s;
  double mean = 0.0;

  if (e->preps_left == 0)
    return 0.0;
  for (int i = 0; i < NR_N_BUILDING; i++)
    mean += e->d->building[i].vp;
  mean /= NR_N_BUILDING;
  return (s->building_market[0] >= 0 ? e->d->building[s->building_market[0]].vp : mean) +
         mean * (e->preps_left - 1);
}

/* Fills e->est with each owner's estimated final score. */
static void
estimate (Eval *e)
{
  const NrState *s = e->s;
  NrScore score;

  nr_score (s, e->d, &score);
  for (int o = 0; o < NR_N_OWNERS; o++)
    e->est[o] = score.total[o];
  count_turns (e);
  if (s->phase == NR_PHASE_OVER)
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      e->est[p] += sea_potential (e, p);
      mosaic_potential (e, p);
      supply_worth (e, p);
    }
  if (nr_is_solo (s))
    {
      chariots_solo (e);
      districts_solo (e);
      e->est[0] += building_potential (e);
      e->est[NR_AUTOMA] += automa_sea_gain (e) + automa_building_gain (e);
    }
  else
    chariots_multi (e);
}

gboolean
nr_evaluate (const NrState *s,
             const NrData  *d,
             double        *values)
{
  Eval e = { .s = s, .d = d };
  double scores[NR_MAX_PLAYERS];

  if (s->phase == NR_PHASE_MOSAIC_DRAFT || s->phase == NR_PHASE_ASSOC_DRAFT)
    return FALSE;
  /* Alone against the automa a playout goes on to the end of the turn (nr-policy.c). */
  if (nr_is_solo (s) && s->phase == NR_PHASE_FORUM && s->turn.step != NR_STEP_START)
    return FALSE;
  estimate (&e);
  if (nr_is_solo (s))
    {
      double margin = e.est[0] - e.est[NR_AUTOMA];

      values[0] = ludus_game_solo_utility ((int) lround (margin), margin > 0);
      return TRUE;
    }
  for (guint p = 0; p < s->n_players; p++)
    scores[p] = e.est[p];
  ludus_utilities_from_scores (s->n_players, scores, values);
  return TRUE;
}

/* For tests and tools: each owner's estimated final score (NR_AUTOMA: the solo automa). */
void
nr_estimate_scores (const NrState *s,
                    const NrData  *d,
                    double        *scores)
{
  Eval e = { .s = s, .d = d };

  estimate (&e);
  memcpy (scores, e.est, sizeof e.est);
}

/* Alone against the automa the utility is the margin on a curve that is nearly flat where the
 * search plays (some 60 points behind): a few points change a move's value by about 0.01, and
 * the levels' exploration constant (0.7) spreads the iterations almost evenly over the moves.
 * Less exploration lets the search follow its better moves deeper (measured: HACKING.md). */
#define SOLO_EXPLORATION_SCALE 0.05

double
nr_exploration_scale (const NrState *s)
{
  return nr_is_solo (s) ? SOLO_EXPLORATION_SCALE : 1.0;
}
