/* nr-procs.c: Nova Roma's shared procedures (spec §6): gains and payments,
 * associates, artisans, chariots, ships, buildings and the mosaic
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

/* Gains and payments (§6.1) */

void
nr_gain_resource (NrState *s,
                  guint    p,
                  int      r,
                  int      n)
{
  NrPlayer *pl = &s->players[p];

  pl->resources[r] = (gint8) MIN (NR_RESOURCE_MAX, pl->resources[r] + n);
}

void
nr_gain_influence (NrState *s,
                   guint    p,
                   int      n)
{
  NrPlayer *pl = &s->players[p];
  int room = NR_INFLUENCE_MAX - pl->influence;

  if (n <= room)
    pl->influence = (gint8) (pl->influence + n);
  else
    {
      pl->influence = NR_INFLUENCE_MAX;
      pl->sesterces = (gint16) (pl->sesterces + n - room);
    }
}

void
nr_gain_artisans (NrState *s,
                  guint    p,
                  int      n)
{
  int k = MIN (n, s->artisans_supply);

  s->artisans_supply = (guint8) (s->artisans_supply - k);
  s->players[p].artisans_free = (guint8) (s->players[p].artisans_free + k);
}

void
nr_gain_achievements (NrState *s,
                      guint    p,
                      int      n)
{
  NrPlayer *pl = &s->players[p];
  int k = MIN (n, pl->achievements_reserve);

  pl->achievements_reserve = (guint8) (pl->achievements_reserve - k);
  pl->achievements = (guint8) (pl->achievements + k);
}

gboolean
nr_can_pay (const NrState *s,
            guint          p,
            const NrCost  *cost)
{
  const NrPlayer *pl = &s->players[p];

  for (int r = 0; r < NR_N_RESOURCES; r++)
    if (pl->resources[r] < cost->resources[r])
      return FALSE;
  return pl->sesterces >= cost->sesterces;
}

void
nr_pay (NrState      *s,
        guint         p,
        const NrCost *cost)
{
  NrPlayer *pl = &s->players[p];

  for (int r = 0; r < NR_N_RESOURCES; r++)
    pl->resources[r] = (gint8) (pl->resources[r] - cost->resources[r]);
  pl->sesterces = (gint16) (pl->sesterces - cost->sesterces);
}

void
nr_push_task (NrState *s,
              int      kind,
              guint    player,
              int      ref,
              int      count)
{
  NrTask *t;

  g_assert (s->n_tasks < NR_MAX_TASKS);
  t = &s->tasks[s->n_tasks++];
  t->kind = (guint8) kind;
  t->player = (guint8) player;
  t->ref = (gint16) ref;
  t->count = (guint8) count;
  memset (t->pad_, 0, sizeof t->pad_);
}

void
nr_gain_effect (NrState      *s,
                const NrData *d,
                guint         p,
                int           effect,
                NrVpSource    source)
{
  const NrEffect *e = &d->effects[effect];
  NrPlayer *pl = &s->players[p];

  switch ((NrEffectKind) e->kind)
    {
    case NR_EFF_RESOURCE:
      nr_gain_resource (s, p, e->arg, e->n);
      break;
    case NR_EFF_ANY_RESOURCE:
      nr_push_task (s, NR_TASK_RESOURCES, p, 0, e->n);
      break;
    case NR_EFF_SESTERCES:
      pl->sesterces = (gint16) (pl->sesterces + e->n);
      break;
    case NR_EFF_INFLUENCE:
      nr_gain_influence (s, p, e->n);
      break;
    case NR_EFF_ARTISAN:
      nr_gain_artisans (s, p, e->n);
      break;
    case NR_EFF_ACHIEVEMENT:
      nr_gain_achievements (s, p, e->n);
      break;
    case NR_EFF_ASSOCIATES:
      for (int i = 0; i < e->n; i++)
        {
          int card = nr_draw_deck (s);

          if (card >= 0)
            nr_hand_add (s, p, card);
        }
      break;
    case NR_EFF_VP:
      if (source == NR_VP_SEA)
        pl->vp_sea = (guint8) (pl->vp_sea + e->n);
      else if (source == NR_VP_CITY)
        pl->vp_city = (guint8) (pl->vp_city + e->n);
      else
        pl->vp_mosaic = (guint8) (pl->vp_mosaic + e->n);
      break;
    case NR_EFF_CHOICE:
      nr_push_task (s, NR_TASK_CHOICE, p, effect, source);
      break;
    case NR_N_EFFECT_KINDS:
    default:
      g_assert_not_reached ();
    }
}

/* Backwards, so that the tasks of the first effects are decided first. */
void
nr_gain_effects (NrState      *s,
                 const NrData *d,
                 guint         p,
                 NrEffects     list,
                 NrVpSource    source)
{
  for (int i = list.count - 1; i >= 0; i--)
    nr_gain_effect (s, d, p, list.first + i, source);
}

/* Associates (§6.7, §6.8) */

/* The top card of the deck, after shuffling the discard pile into a new
 * deck if the deck is empty (ruling R29); NR_NONE if both are empty. */
int
nr_draw_deck (NrState *s)
{
  if (s->n_assoc_deck == 0)
    {
      if (s->n_assoc_discard == 0)
        return NR_NONE;
      memcpy (s->assoc_deck, s->assoc_discard, s->n_assoc_discard);
      s->n_assoc_deck = s->n_assoc_discard;
      s->n_assoc_discard = 0;
      memset (s->assoc_discard, NR_NONE, sizeof s->assoc_discard);
      nr_shuffle (s, s->assoc_deck, s->n_assoc_deck);
    }
  s->epoch++;
  s->n_assoc_deck--;
  {
    int card = s->assoc_deck[s->n_assoc_deck];

    s->assoc_deck[s->n_assoc_deck] = NR_NONE;
    return card;
  }
}

void
nr_discard_card (NrState *s,
                 int      card)
{
  s->assoc_discard[s->n_assoc_discard++] = (gint8) card;
}

void
nr_hand_add (NrState *s,
             guint    p,
             int      card)
{
  s->players[p].hand |= BIT (card);
  s->players[p].n_hand++;
}

void
nr_hand_remove (NrState *s,
                guint    p,
                int      card)
{
  s->players[p].hand &= ~BIT (card);
  s->players[p].n_hand--;
}

void
nr_row_remove (NrState *s,
               guint    p,
               int      card)
{
  NrPlayer *pl = &s->players[p];
  int j = 0;

  for (int i = 0; i < pl->n_row; i++)
    if (pl->row[i] != card)
      pl->row[j++] = pl->row[i];
  pl->n_row = (guint8) j;
  for (; j < NR_ROW_MAX; j++)
    pl->row[j] = NR_NONE;
  pl->row_used &= ~BIT (card);
  pl->row_fresh &= ~BIT (card);
}

/* Into the row; payments are the caller's. */
void
nr_play_card (NrState *s,
              guint    p,
              int      card,
              int      row_discard)
{
  NrPlayer *pl = &s->players[p];

  if (row_discard >= 0)
    {
      nr_row_remove (s, p, row_discard);
      nr_discard_card (s, row_discard);
    }
  nr_hand_remove (s, p, card);
  pl->row[pl->n_row++] = (gint8) card;
  pl->row_fresh |= BIT (card);
}

gboolean
nr_has_card (const NrState *s,
             guint          p,
             int            card)
{
  const NrPlayer *pl = &s->players[p];

  for (int i = 0; i < pl->n_row; i++)
    if (pl->row[i] == card)
      return TRUE;
  return FALSE;
}

/* In the row since an earlier turn, and face up. */
gboolean
nr_card_ready (const NrState *s,
               guint          p,
               int            card)
{
  const NrPlayer *pl = &s->players[p];

  return nr_has_card (s, p, card) && !(pl->row_fresh & BIT (card)) && !(pl->row_used & BIT (card));
}

static gboolean
has_animal_permission (const NrState *s,
                       const NrData  *d,
                       guint          p)
{
  const NrPlayer *pl = &s->players[p];

  for (int i = 0; i < pl->n_row; i++)
    if (d->cards[pl->row[i]].effect == NR_PERM_ANIMALS && nr_card_ready (s, p, pl->row[i]))
      return TRUE;
  return FALSE;
}

/* Production area (§6.3) */

int
nr_prod_cells (const NrData *d)
{
  return d->prod_rows * d->prod_cols;
}

gboolean
nr_can_place (const NrState *s,
              const NrData  *d,
              guint          p,
              int            cell,
              gboolean       petition)
{
  const NrPlayer *pl = &s->players[p];
  int tile;

  if (pl->artisans_free == 0 || cell < 0 || cell >= nr_prod_cells (d)
      || (pl->prod_artisan & (1u << cell)))
    return FALSE;
  tile = pl->prod_tile[cell];
  if (tile >= 0 && NR_LAT_IS_ANIMAL (d->lat[tile].kind))
    return !petition && has_animal_permission (s, d, p);
  return TRUE;
}

static void
gain_product (NrState *s,
              guint    p,
              int      product,
              int      n)
{
  if (product == NR_PRODUCT_SESTERCE)
    s->players[p].sesterces = (gint16) (s->players[p].sesterces + n);
  else
    nr_gain_resource (s, p, product, n);
}

void
nr_place_artisan (NrState      *s,
                  const NrData *d,
                  guint         p,
                  int           cell,
                  gboolean      petition)
{
  NrPlayer *pl = &s->players[p];
  int r = cell / d->prod_cols, c = cell % d->prod_cols;
  int nr = 0, nc = 0, tile = pl->prod_tile[cell];

  for (int i = 0; i < nr_prod_cells (d); i++)
    if (pl->prod_artisan & (1u << i))
      {
        nr += i / d->prod_cols == r;
        nc += i % d->prod_cols == c;
      }
  pl->artisans_free--;
  pl->prod_artisan |= (guint16) (1u << cell);
  gain_product (s, p, d->row_product[r], 1 + nr);
  gain_product (s, p, d->col_product[c], 1 + nc);
  if (tile < 0)
    return;
  switch (d->lat[tile].kind)
    {
    case NR_LAT_YIELD:
      nr_gain_effects (s, d, p, d->lat[tile].yield, NR_VP_CITY);
      break;
    case NR_LAT_ANIMAL:
    case NR_LAT_LION:
      pl->sesterces++;
      break;
    default:
      if (!(pl->prod_face_down & (1u << cell)))
        nr_push_task (s, NR_TASK_TILE, p, cell, 0);
      break;
    }
}

/* Hippodrome (§6.4) */

int
nr_race_horses (const NrData *d,
                int           track,
                int           pos,
                int           k)
{
  int horses = 0;

  for (int q = pos; q < pos + k; q++)
    horses += d->tracks[track].border_cost[q];
  return horses;
}

void
nr_move_chariot (NrState      *s,
                 const NrData *d,
                 guint         p,
                 int           track,
                 int           k)
{
  int pos = s->chariot_pos[p][track];
  int horses = nr_race_horses (d, track, pos, k);

  s->players[p].resources[NR_HORSE] = (gint8) (s->players[p].resources[NR_HORSE] - horses);
  s->chariot_pos[p][track] = (gint8) (pos + k);
  s->chariot_seq[p][track] = s->next_seq++;
  if (horses > 0 && (d->tracks[track].wheels & (1u << (pos + k))))
    nr_push_task (s, NR_TASK_WHEEL, p, track, 0);
}

gboolean
nr_ahead (const NrState *s,
          int            track,
          int            a,
          int            b)
{
  int pa = s->chariot_pos[a][track], pb = s->chariot_pos[b][track];

  return pa > pb || (pa == pb && s->chariot_seq[a][track] < s->chariot_seq[b][track]);
}

/* Every split of 1..cells among the three chariots that fits the tracks
 * and the player's horses. */
void
nr_list_race (const NrState *s,
              const NrData  *d,
              guint          p,
              int            cells,
              NrMoves       *out)
{
  int room[NR_N_TRACKS];
  int horses = s->players[p].resources[NR_HORSE];

  for (int t = 0; t < NR_N_TRACKS; t++)
    room[t] = d->tracks[t].last - s->chariot_pos[p][t];
  for (int a = 0; a <= MIN (cells, room[0]); a++)
    for (int b = 0; a + b <= cells && b <= room[1]; b++)
      for (int c = 0; a + b + c <= cells && c <= room[2]; c++)
        {
          int cost;

          if (a + b + c == 0)
            continue;
          cost = nr_race_horses (d, 0, s->chariot_pos[p][0], a)
                 + nr_race_horses (d, 1, s->chariot_pos[p][1], b)
                 + nr_race_horses (d, 2, s->chariot_pos[p][2], c);
          if (cost <= horses)
            nr_add (out, NR_MOVE_RACE, a, b, c);
        }
}

/* Track 2 first, so that track 0's golden wheel is decided first. */
void
nr_apply_race (NrState         *s,
               const NrData    *d,
               guint            p,
               const LudusMove *move)
{
  for (int t = NR_N_TRACKS - 1; t >= 0; t--)
    if (move->args[t] > 0)
      nr_move_chariot (s, d, p, t, move->args[t]);
}

/* Black Sea (§6.5) */

static int
sail_cost (const NrState *s,
           const NrData  *d,
           guint          owner,
           int            ship,
           int            route)
{
  int next = s->ship_route[owner][ship] == NR_NONE ? 0 : s->ship_harbour[owner][ship] + 1;

  if (next >= d->routes[route].n_harbours)
    return G_MAXINT;
  return d->routes[route].harbours[next].sail;
}

/* Each ship one harbour on; a ship that stands where the other does is the
 * same decision, so only the first of two such ships is listed. */
void
nr_list_sail (const NrState *s,
              const NrData  *d,
              guint          p,
              int            points,
              NrMoves       *out)
{
  for (int i = 0; i < NR_N_SHIPS; i++)
    {
      int route = s->ship_route[p][i];

      if (i == 1 && s->ship_route[p][0] == route && s->ship_harbour[p][0] == s->ship_harbour[p][1])
        continue;
      for (int r = 0; r < NR_N_ROUTES; r++)
        if ((route == NR_NONE || route == r) && sail_cost (s, d, p, i, r) <= points)
          nr_add (out, NR_MOVE_SAIL, i, r, 0);
    }
}

/* Returns the points spent. */
int
nr_apply_sail (NrState      *s,
               const NrData *d,
               guint         p,
               int           ship,
               int           route)
{
  int cost = sail_cost (s, d, p, ship, route);
  const NrHarbourData *h;

  if (s->ship_route[p][ship] == NR_NONE)
    {
      s->ship_route[p][ship] = (gint8) route;
      s->ship_harbour[p][ship] = 0;
    }
  else
    s->ship_harbour[p][ship]++;
  h = &d->routes[route].harbours[s->ship_harbour[p][ship]];
  if (h->kind == NR_HARBOUR_REWARD)
    nr_gain_effects (s, d, p, h->reward, NR_VP_SEA);
  return cost;
}

/* City (§6.6) */

static gboolean
cell_free (const NrState        *s,
           const NrDistrictData *dd,
           int                   district,
           int                   cell)
{
  return dd->cells[cell] != NR_CELL_ABSENT && s->district_cube[district][cell] == NR_NONE
         && s->district_reward[district][cell] == NR_NONE;
}

static void
add_build (NrMoves *out,
           int      district,
           guint64  mask)
{
  nr_add (out, NR_MOVE_BUILD, district, (int) (mask & 0x3fffffff), (int) (mask >> 30));
}

/* contract NR_NONE: a single cube (the Construction tile). */
void
nr_list_builds (const NrState *s,
                const NrData  *d,
                guint          p,
                int            contract,
                guint          districts,
                NrMoves       *out)
{
  static const NrBuildingData single = { .n_cells = 1, .n_orient = 1 };
  const NrBuildingData *b = contract >= 0 ? &d->building[contract] : &single;

  if (s->players[p].cubes < b->n_cells)
    return;
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    {
      const NrDistrictData *dd = &d->districts[k];

      if (!(districts & (1u << k)))
        continue;
      for (int o = 0; o < b->n_orient; o++)
        {
          int w = 0, h = 0;

          for (int i = 0; i < b->n_cells; i++)
            {
              w = MAX (w, b->ox[o][i] + 1);
              h = MAX (h, b->oy[o][i] + 1);
            }
          for (int y0 = 0; y0 + h <= dd->height; y0++)
            for (int x0 = 0; x0 + w <= dd->width; x0++)
              {
                guint64 mask = 0;
                int i;

                for (i = 0; i < b->n_cells; i++)
                  {
                    int cell = (y0 + b->oy[o][i]) * dd->width + x0 + b->ox[o][i];

                    if (!cell_free (s, dd, k, cell))
                      break;
                    mask |= BIT (cell);
                  }
                if (i == b->n_cells)
                  add_build (out, k, mask);
              }
        }
    }
}

/* A reward token fires when every neighbour that can hold a cube holds one;
 * every player with a cube there gains its reward, the builder's tasks first. */
static void
check_rewards (NrState      *s,
               const NrData *d,
               guint         builder,
               int           district)
{
  const NrDistrictData *dd = &d->districts[district];

  for (int cell = 0; cell < dd->width * dd->height; cell++)
    {
      int token = s->district_reward[district][cell];
      guint64 around = dd->neighbours[cell];
      gboolean full = TRUE;
      guint owners = 0;

      if (token < 0 || (s->rewards_fired & (1u << token)))
        continue;
      for (int i = 0; i < dd->width * dd->height && full; i++)
        if ((around & BIT (i)) && s->district_reward[district][i] == NR_NONE)
          {
            full = s->district_cube[district][i] != NR_NONE;
            if (full && s->district_cube[district][i] < NR_AUTOMA)
              owners |= 1u << s->district_cube[district][i];
          }
      if (!full)
        continue;
      s->rewards_fired |= (guint16) (1u << token);
      for (int k = s->n_players - 1; k >= 0; k--)
        {
          guint q = (builder + (guint) k) % s->n_players;

          if (owners & (1u << q))
            nr_gain_effects (s, d, q, d->rewards[token], NR_VP_CITY);
        }
    }
}

void
nr_apply_build (NrState         *s,
                const NrData    *d,
                guint            p,
                const LudusMove *move)
{
  int district = move->args[0];
  guint64 mask = (guint64) (guint) move->args[1] | ((guint64) (guint) move->args[2] << 30);

  for (int i = 0; i < NR_DISTRICT_MAX_CELLS; i++)
    if (mask & BIT (i))
      {
        s->district_cube[district][i] = (gint8) p;
        s->players[p].cubes--;
      }
  check_rewards (s, d, p, district);
}

/* Counts */

int
nr_count_latifundia (const NrState *s,
                     const NrData  *d,
                     guint          p)
{
  const gint8 *tile = s->players[p].prod_tile;
  int n = 0, cells = nr_prod_cells (d);

  for (int i = 0; i < cells; i++)
    n += tile[i] >= 0;
  return n;
}

int
nr_count_animals (const NrState *s,
                  const NrData  *d,
                  guint          p)
{
  int n = 0;

  for (int i = 0; i < nr_prod_cells (d); i++)
    {
      int tile = s->players[p].prod_tile[i];

      if (tile >= 0 && d->lat[tile].kind == NR_LAT_ANIMAL)
        n++;
      else if (tile >= 0 && d->lat[tile].kind == NR_LAT_LION)
        n += 2;
    }
  return n;
}

int
nr_chariot_cells (const NrState *s,
                  guint          owner)
{
  int n = 0;

  for (int t = 0; t < NR_N_TRACKS; t++)
    n += MAX (0, s->chariot_pos[owner][t]);
  return n;
}

int
nr_forum_power (const NrState *s,
                guint          p,
                int            cell,
                gboolean       column)
{
  int power = 0;

  for (int i = 0; i < NR_FORUM_SIZE; i++)
    {
      int c = column ? i * NR_FORUM_SIZE + cell % NR_FORUM_SIZE
                     : (cell / NR_FORUM_SIZE) * NR_FORUM_SIZE + i;

      if (s->forum_fig[c] == NR_FIG_PATRICIAN && s->forum_owner[c] == (int) p)
        power++;
      else if (s->forum_fig[c] == NR_FIG_EMPEROR)
        power++;
    }
  return power;
}

int
nr_play_price (int power)
{
  return power >= 3 ? 0 : 3 - power;
}

int
nr_contract_slots (int power)
{
  return power >= 3 ? NR_MARKET : power + 1;
}

guint
nr_district_mask (int power)
{
  return (1u << MIN (power, NR_N_DISTRICTS)) - 1;
}

/* Mosaic (§2.11, §4.7) */

static gboolean
both_sum (int a,
          int b,
          int total)
{
  return a >= 1 && b >= 1 && a + b >= total;
}

static int
chariots_at_least (const NrState *s,
                   guint          p,
                   int            pos)
{
  int n = 0;

  for (int t = 0; t < NR_N_TRACKS; t++)
    n += s->chariot_pos[p][t] >= pos;
  return n;
}

/* What the conditions count, once for a seat. */
typedef struct
{
  int building, sea, associates, latifundia;
} CondCounts;

static void
cond_counts (const NrState *s,
             const NrData  *d,
             guint          p,
             CondCounts    *c)
{
  const NrPlayer *pl = &s->players[p];

  c->building = nr_bits (pl->building_done);
  c->sea = nr_bits (pl->sea_done);
  c->associates = pl->n_row;
  c->latifundia = nr_count_latifundia (s, d, p);
}

static gboolean
cond_met (const NrState    *s,
          guint             p,
          const CondCounts *c,
          NrCond            cond)
{
  const NrPlayer *pl = &s->players[p];
  int B = c->building, S = c->sea, A = c->associates, L = c->latifundia;

  switch (cond)
    {
    case NR_COND_G_BUILDING_2: return B >= 2;
    case NR_COND_G_SEA_2: return S >= 2;
    case NR_COND_G_ASSOCIATES_2: return A >= 2;
    case NR_COND_G_BUILDING_SEA: return both_sum (B, S, 2);
    case NR_COND_G_CHARIOT_3: return chariots_at_least (s, p, 3) >= 1;
    case NR_COND_G_ASSOCIATE_SEA: return both_sum (A, S, 2);
    case NR_COND_G_ASSOCIATE_BUILDING: return both_sum (A, B, 2);
    case NR_COND_G_ASSOCIATE_LATIFUNDIUM: return both_sum (A, L, 2);
    case NR_COND_G_SEA_LATIFUNDIUM: return both_sum (S, L, 2);
    case NR_COND_G_BUILDING_LATIFUNDIUM: return both_sum (B, L, 2);
    case NR_COND_G_INFLUENCE_PAY_2: return pl->influence >= 4;
    case NR_COND_Y_BUILDING_4: return B >= 4;
    case NR_COND_Y_SEA_4: return S >= 4;
    case NR_COND_Y_ASSOCIATES_4: return A >= 4;
    case NR_COND_Y_BUILDING_SEA_5: return both_sum (B, S, 5);
    case NR_COND_Y_CHARIOTS_TWO_3: return chariots_at_least (s, p, 3) >= 2;
    case NR_COND_Y_ASSOCIATE_SEA_5: return both_sum (A, S, 5);
    case NR_COND_Y_ASSOCIATE_BUILDING_5: return both_sum (A, B, 5);
    case NR_COND_Y_ASSOCIATE_LATIFUNDIUM_5: return both_sum (A, L, 5);
    case NR_COND_Y_SEA_LATIFUNDIUM_5: return both_sum (S, L, 5);
    case NR_COND_Y_BUILDING_LATIFUNDIUM_5: return both_sum (B, L, 5);
    case NR_COND_Y_INFLUENCE_PAY_3: return pl->influence >= 6;
    case NR_COND_O_BUILDING_6: return B >= 6;
    case NR_COND_O_ASSOCIATES_6: return A >= 6;
    case NR_COND_O_SEA_6: return S >= 6;
    case NR_COND_O_CHARIOTS_TOTAL_10: return nr_chariot_cells (s, p) >= 10;
    case NR_COND_O_LATIFUNDIUM_5: return L >= 5;
    case NR_N_CONDS:
    default:
      return FALSE;
    }
}

gboolean
nr_cond_met (const NrState *s,
             const NrData  *d,
             guint          p,
             NrCond         cond)
{
  CondCounts c;

  cond_counts (s, d, p, &c);
  return cond_met (s, p, &c, cond);
}

void
nr_list_mosaic (const NrState *s,
                const NrData  *d,
                guint          p,
                NrMoves       *out)
{
  const NrPlayer *pl = &s->players[p];
  CondCounts c;

  if (pl->achievements == 0)
    return;
  /* Counted once for the nine cells: this runs after every move. */
  cond_counts (s, d, p, &c);
  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    {
      int strip = pl->mosaic_strip[cell / 3];

      if (!(pl->mosaic_filled & (1u << cell)) && strip >= 0
          && cond_met (s, p, &c, d->mosaic[strip].cells[cell % 3]))
        nr_add (out, NR_MOVE_MOSAIC, cell, 0, 0);
    }
}

static gboolean
line_full (guint16 filled,
           int     a,
           int     b,
           int     c)
{
  guint16 mask = (guint16) ((1u << a) | (1u << b) | (1u << c));

  return (filled & mask) == mask;
}

/* Bonuses in the order of ruling R47 (top row, row, column, diagonals),
 * gained backwards so that their tasks come up in that order. */
void
nr_place_mosaic (NrState      *s,
                 const NrData *d,
                 guint         p,
                 int           cell)
{
  NrPlayer *pl = &s->players[p];
  int r = cell / 3, c = cell % 3;
  int cond = d->mosaic[pl->mosaic_strip[r]].cells[c];

  pl->influence = (gint8) (pl->influence - nr_cond_payment (cond));
  pl->achievements--;
  pl->mosaic_filled |= (guint16) (1u << cell);
  if (r + c == 2 && line_full (pl->mosaic_filled, 2, 4, 6))
    nr_gain_effects (s, d, p, d->mosaic_diags[1].bonus, NR_VP_MOSAIC);
  if (r == c && line_full (pl->mosaic_filled, 0, 4, 8))
    nr_gain_effects (s, d, p, d->mosaic_diags[0].bonus, NR_VP_MOSAIC);
  if (line_full (pl->mosaic_filled, c, c + 3, c + 6))
    nr_gain_effects (s, d, p, d->mosaic_cols[c].bonus, NR_VP_MOSAIC);
  if (line_full (pl->mosaic_filled, 3 * r, 3 * r + 1, 3 * r + 2))
    nr_gain_effects (s, d, p, d->mosaic_rows[r].bonus, NR_VP_MOSAIC);
  if (r == 0)
    nr_gain_effects (s, d, p, d->mosaic_top_bonus, NR_VP_MOSAIC);
}
