/* nr-check.c: Nova Roma's hidden information (redact, determinize) and the
 * consistency check of a whole state (every component exactly once)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "nr-private.h"

/* Redact (spec §4.6) */

static void
hide (gint8 *v,
      int    n)
{
  for (int i = 0; i < n; i++)
    v[i] = NR_HIDDEN;
}

/* Hides other seats' hands and draft cards, the order of every face-down
 * stack, what lies in the box, and the generator. Counts stay. */
void
nr_redact (NrState *s,
           int      viewer)
{
  for (guint p = 0; p < s->n_players; p++)
    if ((int) p != viewer)
      {
        s->players[p].hand = 0;
        s->players[p].draft_hold = 0;
        s->players[p].draft_picked = 0;
      }
  hide (s->sea_stack, s->n_sea_stack);
  hide (s->building_stack, s->n_building_stack);
  hide (s->lat_basic_stack, s->n_lat_basic_stack);
  hide (s->lat_special_stack, s->n_lat_special_stack);
  hide (s->assoc_deck, s->n_assoc_deck);
  hide (s->emperor_stack, s->n_emperor_stack);
  hide (s->emperor_box, s->n_emperor_box);
  hide (s->favourite_stack, MAX (0, s->n_favourite_stack - 1));
  hide (s->favourite_box, s->n_favourite_box);
  hide (s->reward_box, s->n_reward_box);
  hide (s->mosaic_box, s->n_mosaic_box);
  for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    hide (s->mosaic_draft_stack[c], s->n_mosaic_draft_stack[c]);
  ludus_rng_init (&s->rng, 0);
}

/* Determinize */

typedef struct
{
  gint8 v[64];
  int   n;
  int   next;
} Pool;

/* The ids first .. first + n - 1 not marked seen, in order, then shuffled. */
static void
pool_make (Pool          *pool,
           const guint8  *seen,
           int            first,
           int            n,
           LudusRng      *rng)
{
  pool->n = pool->next = 0;
  for (int id = first; id < first + n; id++)
    if (!seen[id])
      pool->v[pool->n++] = (gint8) id;
  if (pool->n > 1)
    ludus_rng_shuffle (rng, pool->v, (gsize) pool->n, 1);
}

static int
pool_take (Pool *pool)
{
  g_assert (pool->next < pool->n);
  return pool->v[pool->next++];
}

static void
pool_fill (Pool  *pool,
           gint8 *v,
           int    n)
{
  for (int i = 0; i < n; i++)
    v[i] = (gint8) pool_take (pool);
}

static void
see_list (guint8      *seen,
          const gint8 *v,
          int          n)
{
  for (int i = 0; i < n; i++)
    if (v[i] >= 0)
      seen[v[i]] = 1;
}

static void
see_mask (guint8 *seen,
          guint64 mask,
          int     n)
{
  for (int i = 0; i < n; i++)
    if (mask & BIT (i))
      seen[i] = 1;
}

static guint64
deal_mask (Pool *pool,
           int   n)
{
  guint64 mask = 0;

  for (int i = 0; i < n; i++)
    mask |= BIT (pool_take (pool));
  return mask;
}

static void
determinize_associates (NrState  *s,
                        guint     seat,
                        LudusRng *rng)
{
  guint8 seen[NR_N_ASSOCIATES] = { 0 };
  Pool pool;

  see_list (seen, s->assoc_market, NR_MARKET);
  see_list (seen, s->assoc_discard, s->n_assoc_discard);
  for (guint p = 0; p < s->n_players; p++)
    {
      see_list (seen, s->players[p].row, s->players[p].n_row);
      see_mask (seen, s->players[p].hand | s->players[p].draft_hold | s->players[p].draft_picked,
                NR_N_ASSOCIATES);
    }
  pool_make (&pool, seen, 0, NR_N_ASSOCIATES, rng);
  for (guint p = 0; p < s->n_players; p++)
    {
      NrPlayer *pl = &s->players[p];

      if (p == seat)
        continue;
      pl->hand = deal_mask (&pool, pl->n_hand);
      pl->draft_hold = deal_mask (&pool, pl->n_draft_hold);
      pl->draft_picked = deal_mask (&pool, pl->n_draft_picked);
    }
  pool_fill (&pool, s->assoc_deck, s->n_assoc_deck);
}

static void
determinize_contracts (NrState  *s,
                       LudusRng *rng)
{
  guint8 sea[NR_N_SEA] = { 0 }, building[NR_N_BUILDING] = { 0 };
  Pool pool;

  see_list (sea, s->sea_market, NR_MARKET);
  see_list (building, s->building_market, NR_MARKET);
  see_mask (sea, s->automa_sea_discard, NR_N_SEA);
  see_mask (building, s->automa_building_discard, NR_N_BUILDING);
  for (guint p = 0; p < s->n_players; p++)
    {
      see_mask (sea, s->players[p].sea_done, NR_N_SEA);
      see_mask (building, s->players[p].building_done, NR_N_BUILDING);
    }
  pool_make (&pool, sea, 0, NR_N_SEA, rng);
  pool_fill (&pool, s->sea_stack, s->n_sea_stack);
  pool_make (&pool, building, 0, NR_N_BUILDING, rng);
  pool_fill (&pool, s->building_stack, s->n_building_stack);
}

static void
determinize_latifundia (NrState  *s,
                        LudusRng *rng)
{
  guint8 seen[NR_N_LAT] = { 0 };
  Pool pool;

  see_list (seen, s->lat_market, NR_MARKET);
  see_list (seen, &s->lat_special, 1);
  see_mask (seen, s->lat_removed, NR_N_LAT);
  for (guint p = 0; p < s->n_players; p++)
    see_list (seen, s->players[p].prod_tile, NR_PROD_MAX_CELLS);
  pool_make (&pool, seen, 0, NR_N_LAT_BASIC, rng);
  pool_fill (&pool, s->lat_basic_stack, s->n_lat_basic_stack);
  pool_make (&pool, seen, NR_N_LAT_BASIC, NR_N_LAT_SPECIAL, rng);
  pool_fill (&pool, s->lat_special_stack, s->n_lat_special_stack);
}

static void
determinize_tokens (NrState  *s,
                    LudusRng *rng)
{
  guint8 emperor[NR_N_EMPEROR] = { 0 }, fav[NR_N_FAVOURITES] = { 0 };
  guint8 rewards[NR_N_REWARDS] = { 0 };
  Pool pool;

  see_list (emperor, s->emperor_used, s->n_emperor_used);
  pool_make (&pool, emperor, 0, NR_N_EMPEROR, rng);
  pool_fill (&pool, s->emperor_stack, s->n_emperor_stack);
  pool_fill (&pool, s->emperor_box, s->n_emperor_box);

  see_list (fav, &s->favourite_current, 1);
  if (s->n_favourite_stack > 0)
    see_list (fav, &s->favourite_stack[s->n_favourite_stack - 1], 1);
  see_mask (fav, s->favourite_removed | s->automa_favourites, NR_N_FAVOURITES);
  for (guint p = 0; p < s->n_players; p++)
    see_mask (fav, s->players[p].favourites, NR_N_FAVOURITES);
  pool_make (&pool, fav, 0, NR_N_FAVOURITES, rng);
  pool_fill (&pool, s->favourite_stack, MAX (0, s->n_favourite_stack - 1));
  pool_fill (&pool, s->favourite_box, s->n_favourite_box);

  see_list (rewards, &s->district_reward[0][0], NR_N_DISTRICTS * NR_DISTRICT_MAX_CELLS);
  pool_make (&pool, rewards, 0, NR_N_REWARDS, rng);
  pool_fill (&pool, s->reward_box, s->n_reward_box);
}

static void
determinize_mosaic (NrState  *s,
                    LudusRng *rng)
{
  guint8 seen[NR_N_MOSAIC] = { 0 };
  Pool pool;

  for (guint p = 0; p < s->n_players; p++)
    see_list (seen, s->players[p].mosaic_strip, NR_N_MOSAIC_COLOURS);
  see_list (seen, &s->mosaic_draft_up[0][0], NR_N_MOSAIC_COLOURS * 2);
  for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    {
      pool_make (&pool, seen, c * NR_MOSAIC_PER_COLOUR, NR_MOSAIC_PER_COLOUR, rng);
      pool_fill (&pool, s->mosaic_draft_stack[c], s->n_mosaic_draft_stack[c]);
      see_list (seen, s->mosaic_draft_stack[c], s->n_mosaic_draft_stack[c]);
    }
  pool_make (&pool, seen, 0, NR_N_MOSAIC, rng);
  pool_fill (&pool, s->mosaic_box, s->n_mosaic_box);
}

/* Everything seat cannot see, dealt again at random from the pools of what
 * it cannot see; the result depends on the seat's view and rng alone, since
 * the state is redacted first and the pools are sorted before shuffling. */
void
nr_determinize (NrState  *s,
                guint     seat,
                LudusRng *rng)
{
  nr_redact (s, (int) seat);
  determinize_associates (s, seat, rng);
  determinize_contracts (s, rng);
  determinize_latifundia (s, rng);
  determinize_tokens (s, rng);
  determinize_mosaic (s, rng);
}

/* The consistency check */

typedef struct
{
  const char *what;
  int         n;
  guint8      seen[64];
} Census;

#define bad(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_STATE, \
                        "Nova Roma state: %s", __VA_ARGS__)

static gboolean
census_add (Census     *c,
            int         id,
            const char *where,
            GError    **error)
{
  if (id < 0 || id >= c->n)
    return bad (error, "%s: %d is not a %s", where, id, c->what);
  if (c->seen[id]++)
    return bad (error, "%s: %s %d is in two places", where, c->what, id);
  return TRUE;
}

/* A stack or list: n ids, then NR_NONE up to cap. */
static gboolean
census_list (Census      *c,
             const gint8 *v,
             int          n,
             int          cap,
             const char  *where,
             GError     **error)
{
  for (int i = 0; i < cap; i++)
    {
      if (i >= n && v[i] != NR_NONE)
        return bad (error, "%s: entry %d lies beyond its count %d", where, i, n);
      if (i < n && !census_add (c, v[i], where, error))
        return FALSE;
    }
  return TRUE;
}

/* Market slots: an id or NR_NONE each. */
static gboolean
census_slots (Census      *c,
              const gint8 *v,
              int          n,
              const char  *where,
              GError     **error)
{
  for (int i = 0; i < n; i++)
    if (v[i] != NR_NONE && !census_add (c, v[i], where, error))
      return FALSE;
  return TRUE;
}

static gboolean
census_mask (Census     *c,
             guint64     mask,
             const char *where,
             GError    **error)
{
  for (int i = 0; i < 64; i++)
    if ((mask & BIT (i)) && !census_add (c, i, where, error))
      return FALSE;
  return TRUE;
}

static gboolean
census_done (const Census *c,
             GError      **error)
{
  for (int i = 0; i < c->n; i++)
    if (c->seen[i] != 1)
      return bad (error, "%s %d is missing", c->what, i);
  return TRUE;
}

static gboolean
check_associates (const NrState *s,
                  GError       **error)
{
  Census c = { "associate card", NR_N_ASSOCIATES, { 0 } };

  if (!census_slots (&c, s->assoc_market, NR_MARKET, "assoc_market", error)
      || !census_list (&c, s->assoc_deck, s->n_assoc_deck, NR_N_ASSOCIATES, "assoc_deck", error)
      || !census_list (&c, s->assoc_discard, s->n_assoc_discard, NR_N_ASSOCIATES,
                       "assoc_discard", error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    {
      const NrPlayer *pl = &s->players[p];
      guint64 row = 0;

      if (pl->n_hand != nr_bits (pl->hand) || pl->n_draft_hold != nr_bits (pl->draft_hold)
          || pl->n_draft_picked != nr_bits (pl->draft_picked))
        return bad (error, "players[%u]: a count of cards does not match its cards", p);
      if (!census_mask (&c, pl->hand | pl->draft_hold | pl->draft_picked, "hands", error)
          || !census_list (&c, pl->row, pl->n_row, NR_ROW_MAX, "row", error))
        return FALSE;
      if ((pl->hand & pl->draft_hold) || (pl->hand & pl->draft_picked)
          || (pl->draft_hold & pl->draft_picked))
        return bad (error, "players[%u]: a card is both in hand and in the draft", p);
      for (int i = 0; i < pl->n_row; i++)
        row |= BIT (pl->row[i]);
      if ((pl->row_used | pl->row_fresh) & ~row)
        return bad (error, "players[%u]: a used or new card is not in the row", p);
    }
  return census_done (&c, error);
}

static gboolean
check_contracts (const NrState *s,
                 GError       **error)
{
  Census sea = { "sea contract", NR_N_SEA, { 0 } };
  Census bld = { "building contract", NR_N_BUILDING, { 0 } };

  if (!census_slots (&sea, s->sea_market, NR_MARKET, "sea_market", error)
      || !census_list (&sea, s->sea_stack, s->n_sea_stack, NR_N_SEA, "sea_stack", error)
      || !census_mask (&sea, s->automa_sea_discard, "automa_sea_discard", error)
      || !census_slots (&bld, s->building_market, NR_MARKET, "building_market", error)
      || !census_list (&bld, s->building_stack, s->n_building_stack, NR_N_BUILDING,
                       "building_stack", error)
      || !census_mask (&bld, s->automa_building_discard, "automa_building_discard", error))
    return FALSE;
  if (!nr_is_solo (s) && (s->automa_sea_discard | s->automa_building_discard))
    return bad (error, "only the solo automa discards contracts");
  for (guint p = 0; p < s->n_players; p++)
    if (!census_mask (&sea, s->players[p].sea_done, "sea_done", error)
        || !census_mask (&bld, s->players[p].building_done, "building_done", error))
      return FALSE;
  return census_done (&sea, error) && census_done (&bld, error);
}

static gboolean
check_production (const NrState *s,
                  const NrData  *d,
                  guint          p,
                  Census        *c,
                  GError       **error)
{
  const NrPlayer *pl = &s->players[p];
  int cells = nr_prod_cells (d);

  for (int i = 0; i < NR_PROD_MAX_CELLS; i++)
    {
      int tile = pl->prod_tile[i];

      if (i >= cells && (tile != NR_NONE || (pl->prod_artisan & (1u << i))))
        return bad (error, "players[%u]: production cell %d does not exist", p, i);
      if (tile != NR_NONE && !census_add (c, tile, "prod_tile", error))
        return FALSE;
      if ((pl->prod_face_down & (1u << i))
          && (tile < 0 || !NR_LAT_IS_SPECIAL (d->lat[tile].kind)))
        return bad (error, "players[%u]: only a special tile can lie face down", p);
    }
  return TRUE;
}

static gboolean
check_latifundia (const NrState *s,
                  const NrData  *d,
                  GError       **error)
{
  Census c = { "latifundium tile", NR_N_LAT, { 0 } };

  for (int i = 0; i < NR_MARKET; i++)
    if (s->lat_market[i] >= NR_N_LAT_BASIC)
      return bad (error, "lat_market: a special tile in a basic slot");
  if (s->lat_special >= 0 && s->lat_special < NR_N_LAT_BASIC)
    return bad (error, "lat_special: a basic tile in the special slot");
  for (int i = 0; i < s->n_lat_basic_stack; i++)
    if (s->lat_basic_stack[i] >= NR_N_LAT_BASIC)
      return bad (error, "lat_basic_stack: a special tile");
  for (int i = 0; i < s->n_lat_special_stack; i++)
    if (s->lat_special_stack[i] >= 0 && s->lat_special_stack[i] < NR_N_LAT_BASIC)
      return bad (error, "lat_special_stack: a basic tile");
  if (!census_slots (&c, s->lat_market, NR_MARKET, "lat_market", error)
      || !census_slots (&c, &s->lat_special, 1, "lat_special", error)
      || !census_list (&c, s->lat_basic_stack, s->n_lat_basic_stack, NR_N_LAT_BASIC,
                       "lat_basic_stack", error)
      || !census_list (&c, s->lat_special_stack, s->n_lat_special_stack, NR_N_LAT_SPECIAL,
                       "lat_special_stack", error)
      || !census_mask (&c, s->lat_removed, "lat_removed", error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    if (!check_production (s, d, p, &c, error))
      return FALSE;
  return census_done (&c, error);
}

static gboolean
check_tokens (const NrState *s,
              const NrData  *d,
              GError       **error)
{
  Census emp = { "emperor token", NR_N_EMPEROR, { 0 } };
  Census fav = { "favourite token", NR_N_FAVOURITES, { 0 } };
  Census rew = { "reward token", NR_N_REWARDS, { 0 } };
  guint16 won = s->favourite_removed | s->automa_favourites;

  if (!census_list (&emp, s->emperor_stack, s->n_emperor_stack, NR_N_EMPEROR, "emperor_stack",
                    error)
      || !census_list (&emp, s->emperor_used, s->n_emperor_used, NR_N_EMPEROR, "emperor_used",
                       error)
      || !census_list (&emp, s->emperor_box, s->n_emperor_box, NR_N_EMPEROR, "emperor_box", error)
      || !census_done (&emp, error))
    return FALSE;
  if (s->n_emperor_box != (nr_is_solo (s) ? 0 : NR_N_EMPEROR - NR_N_EMPEROR_USED))
    return bad (error, "emperor_box: the wrong number of tokens for %u players", s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    {
      if (won & s->players[p].favourites)
        return bad (error, "a favourite token is won twice");
      won |= s->players[p].favourites;
    }
  if (!census_list (&fav, s->favourite_stack, s->n_favourite_stack, NR_N_FAVOURITES,
                    "favourite_stack", error)
      || !census_list (&fav, s->favourite_box, s->n_favourite_box, NR_N_FAVOURITES,
                       "favourite_box", error)
      || !census_slots (&fav, &s->favourite_current, 1, "favourite_current", error)
      || !census_mask (&fav, won, "favourites won", error) || !census_done (&fav, error))
    return FALSE;
  if (s->n_favourite_box != NR_N_FAVOURITES - NR_N_FAVOURITES_USED)
    return bad (error, "favourite_box: must hold %d tokens", NR_N_FAVOURITES - NR_N_FAVOURITES_USED);
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int cell = 0; cell < NR_DISTRICT_MAX_CELLS; cell++)
      {
        int r = s->district_reward[k][cell];
        int kind = cell < d->districts[k].width * d->districts[k].height
                   ? d->districts[k].cells[cell] : NR_CELL_ABSENT;

        if (r != NR_NONE && kind != NR_CELL_REWARD && kind != NR_CELL_REWARD_3PLUS)
          return bad (error, "district_reward: a token on a cell without a reward slot");
        if (r != NR_NONE && !census_add (&rew, r, "district_reward", error))
          return FALSE;
      }
  if (!census_list (&rew, s->reward_box, s->n_reward_box, NR_N_REWARDS, "reward_box", error))
    return FALSE;
  for (int i = 0; i < NR_N_REWARDS; i++)
    if ((s->rewards_fired & (1u << i)) && !rew.seen[i])
      return bad (error, "rewards_fired: token %d is not on the board", i);
  return census_done (&rew, error);
}

static gboolean
check_mosaic (const NrState *s,
              GError       **error)
{
  Census c = { "mosaic token", NR_N_MOSAIC, { 0 } };

  for (guint p = 0; p < s->n_players; p++)
    {
      const NrPlayer *pl = &s->players[p];

      for (int r = 0; r < NR_N_MOSAIC_COLOURS; r++)
        {
          if (pl->mosaic_strip[r] >= 0 && pl->mosaic_strip[r] / NR_MOSAIC_PER_COLOUR != r)
            return bad (error, "players[%u]: mosaic row %d holds a strip of another colour", p, r);
          if (pl->mosaic_strip[r] < 0 && (pl->mosaic_filled & (7u << (3 * r))))
            return bad (error, "players[%u]: an achievement on a mosaic row without a strip", p);
        }
      if (!census_slots (&c, pl->mosaic_strip, NR_N_MOSAIC_COLOURS, "mosaic_strip", error))
        return FALSE;
      if (pl->achievements + pl->achievements_reserve + nr_bits (pl->mosaic_filled)
          != NR_N_ACHIEVEMENTS)
        return bad (error, "players[%u]: achievement tokens do not add up to %d", p,
                    NR_N_ACHIEVEMENTS);
    }
  if (!census_list (&c, s->mosaic_box, s->n_mosaic_box, NR_N_MOSAIC, "mosaic_box", error)
      || !census_slots (&c, &s->mosaic_draft_up[0][0], NR_N_MOSAIC_COLOURS * 2, "mosaic_draft_up",
                        error))
    return FALSE;
  for (int col = 0; col < NR_N_MOSAIC_COLOURS; col++)
    {
      if (!census_list (&c, s->mosaic_draft_stack[col], s->n_mosaic_draft_stack[col],
                        NR_MOSAIC_PER_COLOUR, "mosaic_draft_stack", error))
        return FALSE;
      for (int i = 0; i < s->n_mosaic_draft_stack[col]; i++)
        if (s->mosaic_draft_stack[col][i] / NR_MOSAIC_PER_COLOUR != col)
          return bad (error, "mosaic_draft_stack: a strip in the stack of another colour");
      for (int k = 0; k < 2; k++)
        if (s->mosaic_draft_up[col][k] >= 0 && s->mosaic_draft_up[col][k] / NR_MOSAIC_PER_COLOUR != col)
          return bad (error, "mosaic_draft_up: a strip in the row of another colour");
    }
  return census_done (&c, error);
}


static gboolean
check_city (const NrState *s,
            const NrData  *d,
            int           *cubes,
            GError       **error)
{
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int cell = 0; cell < NR_DISTRICT_MAX_CELLS; cell++)
      {
        int owner = s->district_cube[k][cell];
        int kind = cell < d->districts[k].width * d->districts[k].height
                   ? d->districts[k].cells[cell] : NR_CELL_ABSENT;

        if (owner == NR_NONE)
          continue;
        if (kind == NR_CELL_ABSENT || s->district_reward[k][cell] != NR_NONE)
          return bad (error, "district_cube: a cube where no cube can stand");
        if (owner == NR_AUTOMA ? s->n_players > 2 : owner >= s->n_players)
          return bad (error, "district_cube: a cube of a colour not in the game");
        cubes[owner]++;
      }
  for (guint p = 0; p < s->n_players; p++)
    if (cubes[p] + s->players[p].cubes != NR_N_CUBES)
      return bad (error, "players[%u]: building cubes do not add up to %d", p, NR_N_CUBES);
  return TRUE;
}

static gboolean
check_hippodrome (const NrState *s,
                  const NrData  *d,
                  GError       **error)
{
  for (int o = 0; o < NR_N_OWNERS; o++)
    {
      gboolean in_game = o < s->n_players || (o == NR_AUTOMA && s->n_players <= 2);

      for (int t = 0; t < NR_N_TRACKS; t++)
        {
          int pos = s->chariot_pos[o][t];

          if (in_game ? pos < 0 || pos > d->tracks[t].last : pos != NR_NONE)
            return bad (error, "chariot_pos: owner %d on track %d at %d", o, t, pos);
        }
      for (int i = 0; i < NR_N_SHIPS; i++)
        {
          int route = s->ship_route[o][i], h = s->ship_harbour[o][i];
          gboolean ships = o < s->n_players || (o == NR_AUTOMA && nr_is_solo (s));

          if (!ships && (route != NR_NONE || h != NR_NONE))
            return bad (error, "ship_route: a ship of a colour not in the game");
          if ((route == NR_NONE) != (h == NR_NONE)
              || (route >= 0 && h >= d->routes[route].n_harbours))
            return bad (error, "ship_harbour: owner %d's ship %d is in no harbour", o, i);
        }
    }
  return TRUE;
}

static gboolean
check_pieces (const NrState *s,
              const NrData  *d,
              GError       **error)
{
  int artisans = s->artisans_supply, cubes[NR_N_OWNERS] = { 0 };

  for (guint p = 0; p < s->n_players; p++)
    artisans += s->players[p].artisans_free + nr_bits (s->players[p].prod_artisan);
  if (artisans != NR_N_ARTISANS)
    return bad (error, "artisans add up to %d, not %d", artisans, NR_N_ARTISANS);
  for (guint p = s->n_players; p < NR_MAX_PLAYERS; p++)
    {
      NrPlayer blank;

      memset (&blank, 0, sizeof blank);
      memset (blank.mosaic_strip, NR_NONE, sizeof blank.mosaic_strip);
      memset (blank.prod_tile, NR_NONE, sizeof blank.prod_tile);
      memset (blank.row, NR_NONE, sizeof blank.row);
      if (memcmp (&blank, &s->players[p], sizeof blank) != 0)
        return bad (error, "players[%u] is not in the game but has pieces", p);
    }
  return check_city (s, d, cubes, error) && check_hippodrome (s, d, error);
}

/* The figures on the forum follow from the turns taken this round: each seat
 * has placed a patrician per turn begun (a legionnaire after its first two). */
static gboolean
check_turns_taken (const NrState *s,
                   int            emperors,
                   GError       **error)
{
  gboolean playing = s->phase == NR_PHASE_FORUM;
  gboolean full = s->phase == NR_PHASE_OVER && !nr_is_solo (s);

  if (emperors != (playing || full ? 1 : 0))
    return bad (error, "forum: the Emperor must stand there exactly in the forum phase");
  for (guint p = 0; p < s->n_players; p++)
    {
      int placed = 0, legion;

      for (guint i = 0; playing && i < s->turn_index; i++)
        placed += (s->first + i) % s->n_players == p;
      if (playing && p == s->active && s->turn.step != NR_STEP_START)
        placed++;
      if (full)
        placed = NR_N_PATRICIANS;
      legion = nr_is_two (s) ? MIN (placed, NR_N_LEGIONNAIRES_2P) : 0;
      if (playing && p == s->active && s->turn.step == NR_STEP_LEGIONNAIRE)
        legion--;
      if (NR_N_PATRICIANS - s->players[p].patricians != placed
          || (nr_is_two (s) ? NR_N_LEGIONNAIRES_2P : 0) - s->players[p].legionnaires != legion)
        return bad (error, "players[%u]: the patricians and legionnaires placed do not match "
                    "the turns taken", p);
    }
  return TRUE;
}

static gboolean
check_forum (const NrState *s,
             GError       **error)
{
  int patricians[NR_N_OWNERS] = { 0 }, legionnaires[NR_N_OWNERS] = { 0 }, emperors = 0;

  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)
    {
      int fig = s->forum_fig[cell], owner = s->forum_owner[cell];

      if ((fig == NR_FIG_NONE || fig == NR_FIG_EMPEROR) != (owner == NR_NONE))
        return bad (error, "forum_owner: cell %d", cell);
      if (fig == NR_FIG_PATRICIAN && owner >= s->n_players)
        return bad (error, "forum: a patrician of a seat not in the game");
      if (fig == NR_FIG_LEGIONNAIRE
          && !(nr_is_two (s) && owner < 2) && !(nr_is_solo (s) && owner == NR_AUTOMA))
        return bad (error, "forum: a legionnaire that is not in the game");
      emperors += fig == NR_FIG_EMPEROR;
      if (fig == NR_FIG_PATRICIAN)
        patricians[owner]++;
      if (fig == NR_FIG_LEGIONNAIRE)
        legionnaires[owner]++;
      if (fig == NR_FIG_EMPEROR && s->emperor_cell != cell)
        return bad (error, "emperor_cell: the Emperor stands on %d", cell);
    }
  if ((emperors == 0) != (s->emperor_cell == NR_NONE) || emperors > 1)
    return bad (error, "forum: there must be at most one Emperor, at emperor_cell");
  for (guint p = 0; p < s->n_players; p++)
    if (patricians[p] + s->players[p].patricians != NR_N_PATRICIANS
        || legionnaires[p] + s->players[p].legionnaires != (nr_is_two (s) ? NR_N_LEGIONNAIRES_2P : 0))
      return bad (error, "players[%u]: patricians or legionnaires do not add up", p);
  if (legionnaires[NR_AUTOMA] + s->legionnaires_left != (nr_is_solo (s) ? NR_N_LEGIONNAIRES_SOLO : 0))
    return bad (error, "legionnaires_left: the automa's legionnaires do not add up");
  return check_turns_taken (s, emperors, error);
}

/* A frame's step belongs to its action. */
static gboolean
step_fits (int action,
           int step)
{
  static const guint8 first[] = {
    NR_FS_TRADE_DISCARD, NR_FS_DEV_WINE, NR_FS_PET_CLAIM, NR_FS_ASSOC_DRAW,
    NR_FS_SEA_CONTRACT, NR_FS_BUILD_CONTRACT, NR_FS_RACE_MOVE, NR_FS_PRODUCTION,
  };
  static const guint8 last[] = {
    NR_FS_TRADE_BUY, NR_FS_DEV_BUY, NR_FS_PET_WAIT, NR_FS_ASSOC_LIMIT,
    NR_FS_SEA_MOVE, NR_FS_BUILD_PLACE, NR_FS_RACE_CHARIOTEER, NR_FS_PRODUCTION,
  };

  return step == NR_FS_BOOST || step == NR_FS_FINISHED
         || (step >= first[action] && step <= last[action]);
}

static gboolean
check_frames (const NrState *s,
              GError       **error)
{
  for (int i = 0; i < s->n_frames; i++)
    {
      const NrFrame *f = &s->frames[i];
      gboolean top = i == s->n_frames - 1;

      if (!step_fits (f->action, f->step))
        return bad (error, "frames[%d]: step %d is not a step of its action", i, f->step);
      if ((f->step == NR_FS_PET_WAIT) != (!top))
        return bad (error, "frames[%d]: only a Petition waits for the action it performs", i);
      if (f->petition != (i == 1) || (f->petition && f->action == NR_ACT_PETITION))
        return bad (error, "frames[%d]: a Petition performs another action", i);
      if (top && f->step == NR_FS_FINISHED && s->n_tasks == 0)
        return bad (error, "frames[%d]: a finished action is still open", i);
      if (top && f->step == NR_FS_ASSOC_LIMIT && s->n_tasks == 0
          && s->players[s->active].n_hand <= NR_HAND_LIMIT)
        return bad (error, "frames[%d]: the hand limit is met", i);
      if (f->step == NR_FS_BUILD_PLACE && (f->taken < 0 || f->taken >= NR_N_BUILDING))
        return bad (error, "frames[%d]: no building contract was taken", i);
      if (f->taken >= (f->action == NR_ACT_SEAFARING ? NR_N_SEA : NR_N_BUILDING))
        return bad (error, "frames[%d]: taken is not a contract", i);
    }
  return TRUE;
}

static gboolean
check_tasks (const NrState *s,
             const NrData  *d,
             GError       **error)
{
  for (int i = 0; i < s->n_tasks; i++)
    {
      const NrTask *t = &s->tasks[i];
      const NrPlayer *pl = &s->players[MIN (t->player, NR_MAX_PLAYERS - 1)];
      int tile;

      if (t->player >= s->n_players || s->phase != NR_PHASE_FORUM)
        return bad (error, "tasks[%d]: no such seat, or not in the forum phase", i);
      switch (t->kind)
        {
        case NR_TASK_RESOURCES:
          if (t->count == 0)
            return bad (error, "tasks[%d]: no resource left to pick", i);
          break;
        case NR_TASK_CHOICE:
          if (t->ref < 0 || t->ref >= (int) d->n_effects || d->effects[t->ref].kind != NR_EFF_CHOICE
              || t->count > NR_VP_MOSAIC)
            return bad (error, "tasks[%d]: not a printed choice", i);
          break;
        case NR_TASK_TILE:
          tile = t->ref >= 0 && t->ref < nr_prod_cells (d) ? pl->prod_tile[t->ref] : NR_NONE;
          if (tile < 0 || d->lat[tile].kind == NR_LAT_YIELD || NR_LAT_IS_ANIMAL (d->lat[tile].kind)
              || (pl->prod_face_down & (1u << t->ref)))
            return bad (error, "tasks[%d]: no tile with an ability on that cell", i);
          break;
        case NR_TASK_SAIL:
          if (t->count > 2)
            return bad (error, "tasks[%d]: too many movement points", i);
          break;
        default:
          break;
        }
    }
  return TRUE;
}

static gboolean
check_turn (const NrState *s,
            GError       **error)
{
  const NrTurn *t = &s->turn;
  int cell = t->cell;

  if ((t->step == NR_STEP_IN_ACTION) != (s->n_frames > 0))
    return bad (error, "turn.step: an action is open exactly in the action step");
  if (t->step >= NR_STEP_LEGIONNAIRE
      && (cell < 0 || s->forum_fig[cell] != NR_FIG_PATRICIAN || s->forum_owner[cell] != s->active
          || t->actions[0] != s->forum_col[cell % NR_FORUM_SIZE]
          || t->actions[1] != s->forum_row[cell / NR_FORUM_SIZE]))
    return bad (error, "turn: the patrician placed and its two actions do not match the forum");
  if (t->step == NR_STEP_LEGIONNAIRE && (!nr_is_two (s) || s->players[s->active].legionnaires == 0))
    return bad (error, "turn.step: no legionnaire to place");
  if (t->step <= NR_STEP_LEGIONNAIRE && (t->pending != (t->step == NR_STEP_START ? 0 : 3)))
    return bad (error, "turn.pending: no action can be pending yet");
  if (t->step == NR_STEP_START && s->players[s->active].patricians == 0)
    return bad (error, "turn.step: no patrician left to place");
  if (t->step == NR_STEP_END && s->n_tasks == 0 && t->pending != 0)
    return bad (error, "turn.step: the turn ends with an action pending");
  if (t->step == NR_STEP_ACTIONS && (t->pending == 0 || s->n_tasks > 0))
    return bad (error, "turn.step: no action left to perform or decline");
  return TRUE;
}

/* The drafts' counts follow from the picks made, and the seat to pick can. */
static gboolean
check_drafts (const NrState *s,
              GError       **error)
{
  int strips = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      const NrPlayer *pl = &s->players[p];
      int picked = s->draft_round < 4 ? s->draft_round + pl->draft_acted
                                      : (pl->draft_acted ? 0 : 4);

      for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
        strips += pl->mosaic_strip[c] >= 0;
      if (s->phase == NR_PHASE_ASSOC_DRAFT
          ? (pl->n_draft_picked != picked
             || pl->n_draft_hold != (s->draft_round < 4 ? 4 - picked : 0))
          : (pl->n_draft_hold | pl->n_draft_picked | pl->draft_acted) != 0)
        return bad (error, "players[%u]: the draft's cards do not match the picks made", p);
    }
  if (s->phase == NR_PHASE_MOSAIC_DRAFT)
    {
      const NrPlayer *pl = &s->players[nr_decider (s)];
      gboolean can = FALSE;

      for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
        can |= pl->mosaic_strip[c] < 0 && (s->mosaic_draft_up[c][0] >= 0 || s->mosaic_draft_up[c][1] >= 0);
      if (strips != s->draft_round || !can)
        return bad (error, "draft_round: the mosaic strips taken do not match the picks made");
    }
  else if (strips != NR_N_MOSAIC_COLOURS * s->n_players)
    return bad (error, "mosaic_strip: every seat needs a strip of each colour");
  return TRUE;
}

static gboolean
check_flow (const NrState *s,
            const NrData  *d,
            GError       **error)
{
  gboolean setup = s->phase <= NR_PHASE_ASSOC_DRAFT;
  guint n_turns = nr_is_solo (s) ? NR_N_PATRICIANS : NR_N_PATRICIANS * s->n_players;

  if (s->first >= s->n_players || s->active >= s->n_players || s->turn_index >= n_turns
      || (setup ? s->round != 0 : s->round < 1))
    return bad (error, "first, active, turn_index or round out of range");
  if ((nr_is_solo (s) ? s->fp_holder != NR_NONE || s->first != 0 : s->fp_holder < 0
       || s->fp_holder >= s->n_players) || (nr_is_solo (s) && s->fp_claimed))
    return bad (error, "fp_holder: the first-player token");
  if (s->phase == NR_PHASE_FORUM && s->active != (s->first + s->turn_index) % s->n_players)
    return bad (error, "active: not the seat whose turn it is");
  if (s->phase == NR_PHASE_EMPEROR && (s->emperor_shown < 0 || s->emperor_cell != NR_NONE))
    return bad (error, "emperor_shown: the emperor phase needs a revealed token");
  if (s->phase == NR_PHASE_MOSAIC_DRAFT
      ? (!s->mosaic_draft || s->draft_round >= NR_N_MOSAIC_COLOURS * s->n_players)
      : s->phase == NR_PHASE_ASSOC_DRAFT ? (!s->associate_draft || s->draft_round > 4)
      : s->draft_round != 0)
    return bad (error, "draft_round: out of range for the phase");
  if (!check_drafts (s, error))
    return FALSE;
  if (s->phase != NR_PHASE_FORUM && (s->n_frames > 0 || s->n_tasks > 0 || s->turn.step != 0))
    return bad (error, "an action is open outside the forum phase");
  if (s->phase == NR_PHASE_FORUM && !check_turn (s, error))
    return FALSE;
  return check_frames (s, error) && check_tasks (s, d, error);
}

gboolean
nr_check_state (const NrState *s,
                const NrData  *d,
                GError       **error)
{
  if (s->n_players < 1 || s->n_players > NR_MAX_PLAYERS)
    return bad (error, "n_players must be 1 to 4");
  return check_flow (s, d, error)
         && check_associates (s, error)
         && check_contracts (s, error)
         && check_latifundia (s, d, error)
         && check_tokens (s, d, error)
         && check_mosaic (s, error)
         && check_pieces (s, d, error)
         && check_forum (s, error);
}
