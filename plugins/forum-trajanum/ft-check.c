/* ft-check.c: the consistency of a full state (nothing created or lost)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ft-private.h"

/* How often each colonia tile was seen, and a place for the messages. */
typedef struct
{
  int  seen[FT_N_TILES];
  char where[96];
} Count;

#define fail(error, ...) \
  ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_STATE, \
                        _("Invalid Forum Trajanum position: %s"), __VA_ARGS__)

static gboolean
count_tile (Count   *count,
            int      tile,
            GError **error)
{
  if (tile == FT_EMPTY)
    return TRUE;
  if (tile < 0 || tile >= FT_N_TILES)
    /* Translators: the first %s is a place ("seat 2, ship"), %d a tile number. */
    return fail (error, _("%s holds tile %d, which does not exist"), count->where, tile);
  count->seen[tile]++;
  return TRUE;
}

static gboolean
is_temple (const FtData  *d,
           const FtState *s,
           int            cell)
{
  for (int t = 0; t < FT_N_TEMPLES; t++)
    if (d->side[s->opt_side_b].temple[t] == cell)
      return TRUE;
  return FALSE;
}

/* ---- the game's progress ----------------------------------------------- */

static gboolean
check_progress (const FtState *s,
                GError       **error)
{
  if (s->n_players < 2 || s->n_players > FT_MAX_PLAYERS)
    return fail (error, _("the number of seats is %d, not 2 to 4"), s->n_players);
  if (s->phase >= FT_N_PHASES)
    return fail (error, _("phase %d does not exist"), s->phase);
  if (s->pass < 1 || s->pass > 3 || s->round < 1 || s->round > 4)
    return fail (error, _("pass %d, round %d"), s->pass, s->round);
  if (s->column_fragments != s->pass)
    return fail (error, _("the column has %d fragments in pass %d"), s->column_fragments,
                 s->pass);
  if (s->start_player >= s->n_players || s->current >= s->n_players
      || s->setup_player >= s->n_players || s->pay_player >= s->n_players)
    return fail (error, _("a seat beyond the players is to act"));
  if (s->n_tasks > FT_TASK_STACK || (s->n_tasks > 0 && s->phase != FT_PHASE_TURN))
    return fail (error, _("pending tasks outside a turn"));
  if (s->n_areas >= 127)
    return fail (error, _("the forum has too many colour areas"));
  if (s->forum_w * s->forum_h > FT_FORUM_MAX_CELLS)
    return fail (error, _("the forum of %d×%d cells is too large"), s->forum_w, s->forum_h);
  return TRUE;
}

/* Whether task t fits the position of the current player. */
static gboolean
task_fits (const FtData  *d,
           const FtState *s,
           const FtTask  *t)
{
  const FtPlayer *cur = &s->players[s->current];

  switch (t->kind)
    {
    case FT_TASK_USE_TILE:
      return t->a >= 0 && t->a < s->n_players * FT_TILES_PER_PLAYER;
    case FT_TASK_PLACE_CITIZEN:
      return t->a >= 0 && t->a < s->n_players * FT_TILES_PER_PLAYER
             && d->tile[ft_tile_index (t->a)].citizen >= 0;
    case FT_TASK_DISPOSE:
      return t->a >= 0 && t->a < s->n_players * FT_TILES_PER_PLAYER
             && ft_tile_owner (t->a) == s->current;
    case FT_TASK_WORKER_ANY:
      return t->a >= 0 && t->a <= 9;
    case FT_TASK_AREA_BONUS:
      return t->a >= 0 && t->a <= 2 && t->b >= 0 && t->b < (1 << FT_N_AREA_BONUSES);
    case FT_TASK_ENVOY:
      return t->a >= FT_ENVOY_COLOUR && t->a <= FT_ENVOY_EAGLE && t->b >= 0
             && t->b < FT_N_COLOURS;
    case FT_TASK_BUILDING_REWARD:
      return t->a >= 0 && t->a < FT_N_CELLS && cur->cell_state[t->a] == FT_CELL_BUILT;
    case FT_TASK_REWARD_ORDER:
      return t->a >= 0 && t->a < FT_N_CELLS && t->b >= 0 && t->b < FT_N_CELLS
             && cur->cell_state[t->a] == FT_CELL_BUILT && cur->cell_state[t->b] == FT_CELL_BUILT;
    case FT_TASK_TRACK_REWARD:
      return t->a >= 0 && t->a < FT_N_TRACKS && t->b >= 1 && t->b <= FT_TRACK_MAX;
    case FT_TASK_TRACK_COMPLETE:
      return t->a >= 0 && t->a < FT_N_TRACKS;
    case FT_TASK_UPGRADE:
    case FT_TASK_COIN_OR_TRIBUNE:
    case FT_TASK_COIN_OR_ASSISTANT:
    case FT_TASK_GRID_TILE:
    case FT_TASK_EXTRA_BUILD:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
check_tasks (const FtData  *d,
             const FtState *s,
             GError       **error)
{
  for (int i = 0; i < s->n_tasks; i++)
    if (!task_fits (d, s, &s->tasks[i]))
      return fail (error, _("pending task %d (kind %d, %d, %d) does not fit the position"),
                   i, s->tasks[i].kind, s->tasks[i].a, s->tasks[i].b);
  return TRUE;
}

/* What the phase waits for must be there. */
static gboolean
check_phase (const FtData  *d,
             const FtState *s,
             GError       **error)
{
  if ((s->phase == FT_PHASE_SETUP_CRANES || s->phase == FT_PHASE_SETUP_CITIZEN)
      && (s->setup_citizen < 0 || s->setup_citizen != s->players[s->setup_player].hand_own
          || d->tile[ft_tile_index (s->setup_citizen)].citizen < 0))
    return fail (error, _("the drawn setup citizen is not in the setting-up player’s hand"));
  if ((s->phase == FT_PHASE_DRAFT || s->phase == FT_PHASE_TURN)
      && (s->display[0] < 0 || s->display[1] < 0))
    return fail (error, _("no street cards are revealed in a round"));
  if (s->phase == FT_PHASE_SCORING_PAY
      && (s->pay_row >= FT_N_CITIZEN_ROWS
          || s->players[s->pay_player].citizen[s->pay_row][0] == FT_EMPTY))
    return fail (error, _("the citizen row to pay for is empty"));
  return TRUE;
}

/* ---- each player ------------------------------------------------------- */

static gboolean
check_points (const FtData   *d,
              const FtPlayer *pl,
              guint           p,
              GError        **error)
{
  int sum = 0;

  for (int k = 0; k < FT_N_VP_SOURCES; k++)
    {
      int ps = 0;

      sum += pl->vp_src[k];
      for (int q = 0; q < FT_N_PASSES; q++)
        ps += pl->pass_src[q][k];
      if (ps != pl->vp_src[k])
        return fail (error, _("seat %u: the points of source %d per pass add up to %d, not %d"),
                     p + 1, k, ps, pl->vp_src[k]);
    }
  if (sum != pl->vp)
    return fail (error, _("seat %u has %d points but their sources add up to %d"),
                 p + 1, pl->vp, sum);
  if (pl->slider > d->p_max)
    return fail (error, _("seat %u: the slider stands beyond the track"), p + 1);
  for (int t = 0; t < FT_N_TRACKS; t++)
    if (pl->track[t] > FT_TRACK_AT_COLUMN)
      return fail (error, _("seat %u: a reward track at level %d"), p + 1, pl->track[t]);
  if (pl->ship_n > FT_TILES_PER_PLAYER || pl->reserve_n > FT_RESERVE_MAX)
    return fail (error, _("seat %u: the ship or the reserve overflows"), p + 1);
  return TRUE;
}

/* What lies on cell c must fit its kind: crane corner, temple, covered,
 * free or built. */
static gboolean
cell_fits (const FtData   *d,
           const FtState  *s,
           const FtPlayer *pl,
           int             c)
{
  int st = pl->cell_state[c], tile = pl->cell_tile[c], b = pl->cell_building[c];

  if (ft_is_corner (c))
    return st == FT_CELL_CRANE && b == FT_EMPTY
           && ((pl->crane_state[ft_corner_index (c)] == FT_CRANE_COVERED) == (tile != FT_EMPTY)
               || s->phase == FT_PHASE_SETUP_CRANES);
  if (is_temple (d, s, c))
    return st == FT_CELL_TEMPLE && tile == FT_EMPTY && b == FT_EMPTY;
  switch (st)
    {
    case FT_CELL_COVERED:
      return tile != FT_EMPTY && b == FT_EMPTY;
    case FT_CELL_FREE:
      return tile == FT_EMPTY && b == FT_EMPTY;
    case FT_CELL_BUILT:
      return tile == FT_EMPTY && b >= 0 && b < FT_N_BUILDINGS && pl->cell_double[c] <= FT_DOUBLE_UP;
    default:
      return FALSE;
    }
}

static gboolean
check_grid (const FtData   *d,
            const FtState  *s,
            const FtPlayer *pl,
            guint           p,
            Count          *count,
            GError        **error)
{
  for (int c = 0; c < FT_N_CELLS; c++)
    {
      int tile = pl->cell_tile[c];

      /* Translators: a cell of a player's grid: seat, row, column. */
      g_snprintf (count->where, sizeof count->where, _("seat %u, cell (%d, %d)"), p + 1,
                  c / FT_GRID + 1, c % FT_GRID + 1);
      if (!cell_fits (d, s, pl, c))
        return fail (error, _("%s does not hold what its kind of cell may hold"), count->where);
      if (tile != FT_EMPTY && ft_tile_owner (tile) != (int) p)
        return fail (error, _("%s holds another player’s tile"), count->where);
      if (!count_tile (count, tile, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_citizens (const FtData   *d,
                const FtPlayer *pl,
                guint           p,
                Count          *count,
                GError        **error)
{
  for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
    for (int k = 0; k < 2; k++)
      {
        int tile = pl->citizen[r][k];

        /* Translators: seat, then a citizen row from 1 (top) to 6. */
        g_snprintf (count->where, sizeof count->where, _("seat %u, citizen row %d"), p + 1, r + 1);
        if (tile == FT_EMPTY)
          continue;
        if (k == 1 && pl->citizen[r][0] == FT_EMPTY)
          return fail (error, _("%s has a right citizen but no left one"), count->where);
        if (tile < 0 || tile >= FT_N_TILES
            || d->tile[ft_tile_index (tile)].citizen != FT_ROW_CLASS (r))
          return fail (error, _("%s holds a tile that is not a citizen of its class"),
                       count->where);
        if (!count_tile (count, tile, error))
          return FALSE;
      }
  return TRUE;
}

/* The ship, the reserve, the river, the hand and the draft. */
static gboolean
check_places (const FtPlayer *pl,
              guint           p,
              Count          *count,
              GError        **error)
{
  /* Translators: %u is a seat. */
  g_snprintf (count->where, sizeof count->where, _("seat %u, ship"), p + 1);
  for (int i = 0; i < pl->ship_n; i++)
    if (pl->ship[i] < 0 || ft_tile_owner (pl->ship[i]) != (int) p)
      return fail (error, _("%s holds a tile that is not its own"), count->where);
    else if (!count_tile (count, pl->ship[i], error))
      return FALSE;
  /* Translators: %u is a seat. */
  g_snprintf (count->where, sizeof count->where, _("seat %u, reserve"), p + 1);
  for (int i = 0; i < pl->reserve_n; i++)
    if (pl->reserve[i] < 0)
      return fail (error, _("%s holds a tile that does not exist"), count->where);
    else if (!count_tile (count, pl->reserve[i], error))
      return FALSE;
  if (pl->river < 0 || ft_tile_owner (pl->river) != (int) p)
    return fail (error, _("seat %u: the river tile is not its own"), p + 1);
  /* Translators: %u is a seat. */
  g_snprintf (count->where, sizeof count->where, _("seat %u, hand or draft"), p + 1);
  return count_tile (count, pl->river, error) && count_tile (count, pl->hand_own, error)
         && count_tile (count, pl->hand_recv, error)
         && count_tile (count, pl->draft_take[0], error)
         && count_tile (count, pl->draft_take[1], error) && count_tile (count, pl->gift, error);
}

/* The colour kind of the building tile on cell c, counted once per tile
 * (a double on its left or upper half); -1 for a grey single of no kind. */
static gboolean
count_building (const FtData   *d,
                const FtPlayer *pl,
                int             c,
                int            *singles,
                int            *doubles)
{
  int b = pl->cell_building[c], link = pl->cell_double[c], other, coloured;

  if (link == FT_DOUBLE_NONE)
    {
      for (int k = 0; k < FT_N_COLOURS; k++)
        if (FT_BLD_IS_COLOURED (b) ? FT_BLD_COLOUR (b) == k : d->single_grey[k] == b)
          {
            singles[k]++;
            break;
          }
      return TRUE;
    }
  other = c + (link == FT_DOUBLE_RIGHT ? 1 : link == FT_DOUBLE_DOWN ? FT_GRID
               : link == FT_DOUBLE_LEFT ? -1 : -FT_GRID);
  if (other < 0 || other >= FT_N_CELLS || pl->cell_building[other] < 0
      || pl->cell_double[other] != ((link + 1) % 4) + 1)
    return FALSE;
  if (link != FT_DOUBLE_RIGHT && link != FT_DOUBLE_DOWN)
    return TRUE;
  coloured = FT_BLD_IS_COLOURED (b) ? b : pl->cell_building[other];
  if (!FT_BLD_IS_COLOURED (coloured))
    return FALSE;
  doubles[FT_BLD_COLOUR (coloured)]++;
  return TRUE;
}

static gboolean
check_buildings (const FtData  *d,
                 const FtState *s,
                 int           *singles,
                 int           *doubles,
                 GError       **error)
{
  for (guint p = 0; p < s->n_players; p++)
    for (int c = 0; c < FT_N_CELLS; c++)
      if (s->players[p].cell_building[c] >= 0
          && !count_building (d, &s->players[p], c, singles, doubles))
        return fail (error, _("seat %u: the double tile at cell (%d, %d) does not fit together"),
                     p + 1, c / FT_GRID + 1, c % FT_GRID + 1);
  return TRUE;
}

static gboolean
check_player (const FtData  *d,
              const FtState *s,
              guint          p,
              Count         *count,
              GError       **error)
{
  const FtPlayer *pl = &s->players[p];

  return check_points (d, pl, p, error) && check_grid (d, s, pl, p, count, error)
         && check_citizens (d, pl, p, count, error) && check_places (pl, p, count, error);
}

/* ---- what is shared ---------------------------------------------------- */

static gboolean
check_forum (const FtState *s,
             Count         *count,
             GError       **error)
{
  /* Translators: where envoys stand. */
  g_strlcpy (count->where, _("the forum"), sizeof count->where);
  for (int i = 0; i < s->forum_w * s->forum_h; i++)
    {
      if ((s->forum_owner[i] == FT_EMPTY) != (s->forum_tile[i] == FT_EMPTY))
        return fail (error, _("forum cell %d: its owner and its envoy disagree"), i);
      if (s->forum_owner[i] == FT_EMPTY)
        continue;
      if (s->forum_colour[i] < 0 || s->forum_owner[i] >= s->n_players
          || ft_tile_owner (s->forum_tile[i]) != s->forum_owner[i])
        return fail (error, _("forum cell %d holds an envoy that does not fit"), i);
      if (!count_tile (count, s->forum_tile[i], error))
        return FALSE;
    }
  return TRUE;
}

/* Every colonia tile of the seats in play is in exactly one place. */
static gboolean
check_tiles (const FtState *s,
             Count         *count,
             GError       **error)
{
  /* Translators: a tile on the task stack, being used. */
  g_strlcpy (count->where, _("a tile being used"), sizeof count->where);
  for (int i = 0; i < s->n_tasks; i++)
    if (s->tasks[i].kind == FT_TASK_DISPOSE && !count_tile (count, s->tasks[i].a, error))
      return FALSE;
  /* Translators: tiles out of the game. */
  g_strlcpy (count->where, _("the removed tiles"), sizeof count->where);
  for (int i = 0; i < s->removed_n; i++)
    if (!count_tile (count, s->removed[i], error))
      return FALSE;
  if (!check_forum (s, count, error))
    return FALSE;
  for (int t = 0; t < FT_N_TILES; t++)
    if (count->seen[t] != (ft_tile_owner (t) < s->n_players ? 1 : 0))
      return fail (error, _("colonia tile %d of seat %d lies in more or fewer places than one "
                            "(%d)"), ft_tile_index (t) + 1, ft_tile_owner (t) + 1, count->seen[t]);
  return TRUE;
}

static gboolean
check_supply (const FtData  *d,
              const FtState *s,
              GError       **error)
{
  int singles[FT_N_COLOURS] = { 0 }, doubles[FT_N_COLOURS] = { 0 };
  gboolean injective = TRUE;
  int cards = s->discard_n + (s->display[0] >= 0) + (s->display[1] >= 0);

  if (!check_buildings (d, s, singles, doubles, error))
    return FALSE;
  for (int a = 0; a < FT_N_COLOURS; a++)
    for (int b = a + 1; b < FT_N_COLOURS; b++)
      injective &= d->single_grey[a] != d->single_grey[b];
  for (int c = 0; c < FT_N_COLOURS && !s->opt_unlimited; c++)
    {
      if (injective && singles[c] + ft_single_pool (s, c) != d->single_per_kind)
        return fail (error, _("single building tiles of kind %d: %d built and %d in the supply "
                              "instead of %d"), c + 1, singles[c], ft_single_pool (s, c),
                     d->single_per_kind);
      if (doubles[c] + ft_double_pool (s, c) != d->double_per_kind)
        return fail (error, _("double building tiles of kind %d: %d built and %d in the supply "
                              "instead of %d"), c + 1, doubles[c], ft_double_pool (s, c),
                     d->double_per_kind);
    }
  for (int k = 0; k < FT_N_DECKS; k++)
    cards += s->deck_n[k];
  if (cards != FT_N_STREET_CARDS)
    return fail (error, _("the street cards number %d instead of %d"), cards,
                 FT_N_STREET_CARDS);
  return TRUE;
}

/* Whether s is a position of the game: in range, and every component in
 * exactly one place (tiles, building tiles, street cards). */
gboolean
ft_check_state (const FtData  *d,
                const FtState *s,
                GError       **error)
{
  g_autofree Count *count = g_new0 (Count, 1);

  if (!check_progress (s, error) || !check_tasks (d, s, error) || !check_phase (d, s, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    if (!check_player (d, s, p, count, error))
      return FALSE;
  return check_tiles (s, count, error) && check_supply (d, s, error);
}
