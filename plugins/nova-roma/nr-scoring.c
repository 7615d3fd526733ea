/* nr-scoring.c: Nova Roma's final scoring (spec §8, solo §10.5) and ranks
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

int
nr_animal_vp (int animals)
{
  static const int rest[] = { 0, 2, 5 };

  return 9 * (animals / 3) + rest[animals % 3];
}

static int
count (const NrState *s,
       const NrData  *d,
       guint          p,
       NrCount        what)
{
  const NrPlayer *pl = &s->players[p];

  switch (what)
    {
    case NR_COUNT_WHEAT:
    case NR_COUNT_STONE:
    case NR_COUNT_WOOD:
    case NR_COUNT_WINE:
    case NR_COUNT_HORSE:
      return pl->resources[what - NR_COUNT_WHEAT];
    case NR_COUNT_SESTERCES: return pl->sesterces;
    case NR_COUNT_INFLUENCE: return pl->influence;
    case NR_COUNT_LATIFUNDIA: return nr_count_latifundia (s, d, p);
    case NR_COUNT_ASSOCIATES: return pl->n_row;
    case NR_COUNT_CHARIOT_CELLS: return nr_chariot_cells (s, p);
    case NR_COUNT_BUILDING: return nr_bits (pl->building_done);
    case NR_COUNT_SEA: return nr_bits (pl->sea_done);
    case NR_COUNT_ANIMALS: return nr_count_animals (s, d, p);
    case NR_N_COUNTS:
    default:
      return 0;
    }
}

int
nr_end_card_vp (const NrState *s,
                const NrData  *d,
                guint          p,
                int            card)
{
  const NrCardData *c = &d->cards[card];
  int n;

  if (c->kind != NR_CARD_END_GAME)
    return 0;
  n = count (s, d, p, c->count);
  if (c->at_least > 0)
    return n >= c->at_least ? c->vp : 0;
  return c->base + n / c->divisor;
}

/* The furthest VP harbour at or behind each ship. */
static int
sea_vp (const NrState *s,
        const NrData  *d,
        guint          owner)
{
  int vp = 0;

  for (int i = 0; i < NR_N_SHIPS; i++)
    {
      int route = s->ship_route[owner][i], best = 0;

      for (int h = 0; route >= 0 && h <= s->ship_harbour[owner][i]; h++)
        if (d->routes[route].harbours[h].kind == NR_HARBOUR_VP)
          best = d->routes[route].harbours[h].vp;
      vp += best;
    }
  return vp;
}

static int
contracts_vp (const NrData *d,
              guint32       contracts)
{
  int vp = 0;

  for (int i = 0; i < NR_N_BUILDING; i++)
    if (contracts & (1u << i))
      vp += d->building[i].vp;
  return vp;
}

static void
cubes_per_owner (const NrState *s,
                 const NrData  *d,
                 int            district,
                 int           *cubes)
{
  memset (cubes, 0, sizeof (int) * NR_N_OWNERS);
  for (int cell = 0; cell < d->districts[district].width * d->districts[district].height; cell++)
    if (s->district_cube[district][cell] >= 0)
      cubes[s->district_cube[district][cell]]++;
}

/* Competition ranking among the seats and (2 players) the neutral colour;
 * a seat without cubes scores nothing (ruling R06). */
static void
districts (const NrState *s,
           const NrData  *d,
           NrScore       *score)
{
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    {
      const NrDistrictData *dd = &d->districts[k];
      int cubes[NR_N_OWNERS];

      cubes_per_owner (s, d, k, cubes);
      if (nr_is_solo (s))
        {
          gboolean automa_wins = cubes[NR_AUTOMA] >= cubes[0];

          if (cubes[0] > 0)
            score->cat[NR_CAT_DISTRICTS][0] += automa_wins ? dd->vp_second : dd->vp_first;
          if (cubes[NR_AUTOMA] > 0)
            score->cat[NR_CAT_DISTRICTS][NR_AUTOMA] += automa_wins ? dd->vp_first : dd->vp_second;
          continue;
        }
      for (guint p = 0; p < s->n_players; p++)
        {
          int rank = 1;

          if (cubes[p] == 0)
            continue;
          for (int q = 0; q < NR_N_OWNERS; q++)
            rank += cubes[q] > cubes[p];
          score->cat[NR_CAT_DISTRICTS][p] += rank == 1 ? dd->vp_first
                                             : rank == 2 ? dd->vp_second : dd->vp_other;
        }
    }
}

static int
mosaic_vp (const NrData   *d,
           const NrPlayer *pl)
{
  static const int rows[3][3] = { { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 } };
  static const int cols[3][3] = { { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 } };
  static const int diags[2][3] = { { 0, 4, 8 }, { 2, 4, 6 } };
  int vp = pl->vp_mosaic;

  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    if (pl->mosaic_filled & (1u << cell))
      vp += d->mosaic_row_vp[cell / 3];
  for (int i = 0; i < 3; i++)
    {
      if (((pl->mosaic_filled >> rows[i][0]) & (pl->mosaic_filled >> rows[i][1])
           & (pl->mosaic_filled >> rows[i][2]) & 1))
        vp += d->mosaic_rows[i].vp;
      if (((pl->mosaic_filled >> cols[i][0]) & (pl->mosaic_filled >> cols[i][1])
           & (pl->mosaic_filled >> cols[i][2]) & 1))
        vp += d->mosaic_cols[i].vp;
    }
  for (int i = 0; i < 2; i++)
    if (((pl->mosaic_filled >> diags[i][0]) & (pl->mosaic_filled >> diags[i][1])
         & (pl->mosaic_filled >> diags[i][2]) & 1))
      vp += d->mosaic_diags[i].vp;
  return vp;
}

static void
score_player (const NrState *s,
              const NrData  *d,
              guint          p,
              NrScore       *score)
{
  const NrPlayer *pl = &s->players[p];
  int goods = pl->sesterces, finish = 0, cards = 0;

  score->cat[NR_CAT_SEA][p] = sea_vp (s, d, p) + pl->vp_sea;
  score->cat[NR_CAT_BUILDING][p] = contracts_vp (d, pl->building_done);
  score->cat[NR_CAT_DISTRICTS][p] += pl->vp_city;
  score->cat[NR_CAT_FAVOURITES][p] = 3 * nr_bits (pl->favourites);
  for (int t = 0; t < NR_N_TRACKS; t++)
    finish += s->chariot_pos[p][t] == d->tracks[t].last;
  score->cat[NR_CAT_FINISH][p] = 5 * finish;
  for (int i = 0; i < pl->n_row; i++)
    cards += nr_end_card_vp (s, d, p, pl->row[i]);
  score->cat[NR_CAT_ASSOCIATES][p] = cards;
  score->cat[NR_CAT_ANIMALS][p] = nr_animal_vp (nr_count_animals (s, d, p));
  score->cat[NR_CAT_MOSAIC][p] = mosaic_vp (d, pl);
  if (nr_is_solo (s))
    return;   /* ruling R21: categories 9–11 are not scored in solo */
  for (int r = 0; r < NR_N_RESOURCES; r++)
    goods += pl->resources[r];
  score->cat[NR_CAT_GOODS][p] = goods / 4;
  score->cat[NR_CAT_INFLUENCE][p] =
    (pl->influence + pl->artisans_free + nr_bits (pl->prod_artisan)) / 2;
  score->cat[NR_CAT_FIRST_PLAYER][p] = s->fp_holder == (int) p ? 2 : 0;
}

/* §10.5, the automa's column. */
static void
score_automa (const NrState *s,
              const NrData  *d,
              NrScore       *score)
{
  const NrPlayer *pl = &s->players[0];
  int finish = 0, empty = 0;

  score->cat[NR_CAT_SEA][NR_AUTOMA] = sea_vp (s, d, NR_AUTOMA);
  score->cat[NR_CAT_BUILDING][NR_AUTOMA] = contracts_vp (d, s->automa_building_discard);
  score->cat[NR_CAT_FAVOURITES][NR_AUTOMA] = 3 * nr_bits (s->automa_favourites);
  for (int t = 0; t < NR_N_TRACKS; t++)
    finish += nr_ahead (s, t, NR_AUTOMA, 0);
  score->cat[NR_CAT_FINISH][NR_AUTOMA] = 5 * finish;
  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    if (!(pl->mosaic_filled & (1u << cell)))
      empty += d->mosaic_row_vp[cell / 3];
  score->cat[NR_CAT_MOSAIC][NR_AUTOMA] = empty;
  score->automa_play = s->automa_vp;
}

void
nr_score (const NrState *s,
          const NrData  *d,
          NrScore       *score)
{
  memset (score, 0, sizeof *score);
  districts (s, d, score);
  for (guint p = 0; p < s->n_players; p++)
    score_player (s, d, p, score);
  if (nr_is_solo (s))
    score_automa (s, d, score);
  for (int c = 0; c < NR_N_CATEGORIES; c++)
    for (int o = 0; o < NR_N_OWNERS; o++)
      score->total[o] += score->cat[c][o];
  score->total[NR_AUTOMA] += score->automa_play;
}

/* Most VP, then most influence; seats still tied share the rank (ruling
 * R24: no dates of birth are recorded). Solo: rank 0 only with strictly
 * more VP than the automa. */
void
nr_ranks (const NrState *s,
          const NrData  *d,
          guint         *ranks)
{
  NrScore score;

  nr_score (s, d, &score);
  if (nr_is_solo (s))
    {
      ranks[0] = score.total[0] > score.total[NR_AUTOMA] ? 0 : 1;
      return;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      ranks[p] = 0;
      for (guint q = 0; q < s->n_players; q++)
        if (score.total[q] > score.total[p]
            || (score.total[q] == score.total[p]
                && s->players[q].influence > s->players[p].influence))
          ranks[p]++;
    }
}
