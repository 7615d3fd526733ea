/* ft-check.c: the consistency of a full state
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-rules.h"

static gboolean
fail (GError    **error,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError    **error,
      const char *format,
      ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
               "Forum Trajanum state: %s", msg);
  return FALSE;
}

static gboolean
count_tile (int        *seen,
            int         tile,
            const char *where,
            GError    **error)
{
  if (tile == FT_EMPTY)
    return TRUE;
  if (tile < 0 || tile >= FT_N_TILES)
    return fail (error, "%s holds tile %d, which does not exist", where, tile);
  seen[tile]++;
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

gboolean
ft_check_state (const FtData  *d,
                const FtState *s,
                GError       **error)
{
  int seen[FT_N_TILES] = { 0 };
  int singles[FT_N_COLOURS] = { 0 }, doubles[FT_N_COLOURS] = { 0 };
  gboolean injective = TRUE;
  char where[64];

  if (s->n_players < 2 || s->n_players > FT_MAX_PLAYERS)
    return fail (error, "%d players", s->n_players);
  if (s->phase >= FT_N_PHASES)
    return fail (error, "phase %d does not exist", s->phase);
  if (s->pass < 1 || s->pass > 3 || s->round < 1 || s->round > 4)
    return fail (error, "pass %d, round %d", s->pass, s->round);
  if (s->column_fragments != s->pass)
    return fail (error, "column has %d fragments in pass %d", s->column_fragments, s->pass);
  if (s->start_player >= s->n_players || s->current >= s->n_players)
    return fail (error, "start player or current player out of range");
  if (s->n_tasks > FT_TASK_STACK)
    return fail (error, "too many pending tasks");
  if (s->setup_player >= s->n_players || s->pay_player >= s->n_players)
    return fail (error, "setup or paying player out of range");
  if (s->n_tasks > 0 && s->phase != FT_PHASE_TURN)
    return fail (error, "pending tasks outside a turn");
  if (s->n_areas >= 127)
    return fail (error, "the forum has too many colour areas");
  for (int i = 0; i < s->n_tasks; i++)
    {
      const FtTask *t = &s->tasks[i];
      const FtPlayer *cur = &s->players[s->current];
      gboolean ok;

      switch (t->kind)
        {
        case FT_TASK_USE_TILE:
        case FT_TASK_PLACE_CITIZEN:
        case FT_TASK_DISPOSE:
          ok = t->a >= 0 && t->a < s->n_players * FT_TILES_PER_PLAYER;
          if (ok && t->kind == FT_TASK_PLACE_CITIZEN)
            ok = d->tile[ft_tile_index (t->a)].citizen >= 0;
          if (ok && t->kind == FT_TASK_DISPOSE)
            ok = ft_tile_owner (t->a) == s->current;
          break;
        case FT_TASK_WORKER_ANY:
          ok = t->a >= 0 && t->a <= 9;
          break;
        case FT_TASK_AREA_BONUS:
          ok = t->a >= 0 && t->a <= 2 && t->b >= 0 && t->b < (1 << FT_N_AREA_BONUSES);
          break;
        case FT_TASK_ENVOY:
          ok = t->a >= FT_ENVOY_COLOUR && t->a <= FT_ENVOY_EAGLE && t->b >= 0
               && t->b < FT_N_COLOURS;
          break;
        case FT_TASK_BUILDING_REWARD:
          ok = t->a >= 0 && t->a < FT_N_CELLS && cur->cell_state[t->a] == FT_CELL_BUILT;
          break;
        case FT_TASK_REWARD_ORDER:
          ok = t->a >= 0 && t->a < FT_N_CELLS && t->b >= 0 && t->b < FT_N_CELLS
               && cur->cell_state[t->a] == FT_CELL_BUILT
               && cur->cell_state[t->b] == FT_CELL_BUILT;
          break;
        case FT_TASK_TRACK_REWARD:
          ok = t->a >= 0 && t->a < FT_N_TRACKS && t->b >= 1 && t->b <= FT_TRACK_MAX;
          break;
        case FT_TASK_TRACK_COMPLETE:
          ok = t->a >= 0 && t->a < FT_N_TRACKS;
          break;
        case FT_TASK_UPGRADE:
        case FT_TASK_COIN_OR_TRIBUNE:
        case FT_TASK_COIN_OR_ASSISTANT:
        case FT_TASK_GRID_TILE:
        case FT_TASK_EXTRA_BUILD:
          ok = TRUE;
          break;
        default:
          ok = FALSE;
          break;
        }
      if (!ok)
        return fail (error, "pending task %d (kind %d, %d, %d) does not fit the position",
                     i, t->kind, t->a, t->b);
    }
  if ((s->phase == FT_PHASE_SETUP_CRANES || s->phase == FT_PHASE_SETUP_CITIZEN)
      && (s->setup_citizen < 0 || s->setup_citizen != s->players[s->setup_player].hand_own
          || d->tile[ft_tile_index (s->setup_citizen)].citizen < 0))
    return fail (error, "the drawn setup citizen is not in the setting-up player’s hand");
  if ((s->phase == FT_PHASE_DRAFT || s->phase == FT_PHASE_TURN)
      && (s->display[0] < 0 || s->display[1] < 0))
    return fail (error, "no street cards are revealed in a round");
  if (s->phase == FT_PHASE_SCORING_PAY
      && (s->pay_row >= FT_N_CITIZEN_ROWS
          || s->players[s->pay_player].citizen[s->pay_row][0] == FT_EMPTY))
    return fail (error, "the citizen row to pay for is empty");
  if (s->forum_w * s->forum_h > FT_FORUM_MAX_CELLS)
    return fail (error, "forum %d×%d is too large", s->forum_w, s->forum_h);

  for (guint p = 0; p < s->n_players; p++)
    {
      const FtPlayer *pl = &s->players[p];
      int sum = 0;

      for (int k = 0; k < FT_N_VP_SOURCES; k++)
        {
          int ps = 0;

          sum += pl->vp_src[k];
          for (int q = 0; q < FT_N_PASSES; q++)
            ps += pl->pass_src[q][k];
          if (ps != pl->vp_src[k])
            return fail (error, "seat %u: VP of source %d per pass add up to %d, not %d",
                         p + 1, k, ps, pl->vp_src[k]);
        }
      if (sum != pl->vp)
        return fail (error, "seat %u has %d VP but its logged sources add up to %d",
                     p + 1, pl->vp, sum);
      if (pl->slider > d->p_max)
        return fail (error, "seat %u: slider at %d beyond the track", p + 1, pl->slider);
      for (int t = 0; t < FT_N_TRACKS; t++)
        if (pl->track[t] > FT_TRACK_AT_COLUMN)
          return fail (error, "seat %u: track %d at level %d", p + 1, t, pl->track[t]);
      if (pl->ship_n > FT_TILES_PER_PLAYER || pl->reserve_n > FT_RESERVE_MAX)
        return fail (error, "seat %u: ship or reserve overflows", p + 1);

      for (int c = 0; c < FT_N_CELLS; c++)
        {
          int st = pl->cell_state[c], tile = pl->cell_tile[c];

          g_snprintf (where, sizeof where, "seat %u cell (%d,%d)", p + 1, c / 6, c % 6);
          if (ft_is_corner (c))
            {
              if (st != FT_CELL_CRANE || pl->cell_building[c] != FT_EMPTY)
                return fail (error, "%s is a crane corner", where);
              if ((pl->crane_state[ft_corner_index (c)] == FT_CRANE_COVERED) != (tile != FT_EMPTY)
                  && s->phase != FT_PHASE_SETUP_CRANES)
                return fail (error, "%s: crane covered exactly when a tile lies on it", where);
            }
          else if (is_temple (d, s, c))
            {
              if (st != FT_CELL_TEMPLE || tile != FT_EMPTY || pl->cell_building[c] != FT_EMPTY)
                return fail (error, "%s is a temple", where);
            }
          else if (st == FT_CELL_COVERED)
            {
              if (tile == FT_EMPTY || pl->cell_building[c] != FT_EMPTY)
                return fail (error, "%s is covered but holds no tile", where);
            }
          else if (st == FT_CELL_FREE)
            {
              if (tile != FT_EMPTY || pl->cell_building[c] != FT_EMPTY)
                return fail (error, "%s is free but not empty", where);
            }
          else if (st == FT_CELL_BUILT)
            {
              int b = pl->cell_building[c];

              if (tile != FT_EMPTY || b < 0 || b >= FT_N_BUILDINGS || pl->cell_double[c] > FT_DOUBLE_UP)
                return fail (error, "%s is built but holds no valid building", where);
            }
          else
            return fail (error, "%s has state %d", where, st);
          if (tile != FT_EMPTY && ft_tile_owner (tile) != (int) p)
            return fail (error, "%s holds another player’s tile", where);
          if (!count_tile (seen, tile, where, error))
            return FALSE;
        }
      for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
        for (int k = 0; k < 2; k++)
          {
            int tile = pl->citizen[r][k];

            g_snprintf (where, sizeof where, "seat %u citizen row %d", p + 1, r);
            if (tile == FT_EMPTY)
              continue;
            if (k == 1 && pl->citizen[r][0] == FT_EMPTY)
              return fail (error, "%s has a right citizen but no left one", where);
            if (tile < 0 || tile >= FT_N_TILES
                || d->tile[ft_tile_index (tile)].citizen != FT_ROW_CLASS (r))
              return fail (error, "%s holds a tile that is not a citizen of its class", where);
            if (!count_tile (seen, tile, where, error))
              return FALSE;
          }
      for (int i = 0; i < pl->ship_n; i++)
        {
          g_snprintf (where, sizeof where, "seat %u ship", p + 1);
          if (pl->ship[i] < 0 || ft_tile_owner (pl->ship[i]) != (int) p)
            return fail (error, "%s holds a tile that is not its own", where);
          if (!count_tile (seen, pl->ship[i], where, error))
            return FALSE;
        }
      for (int i = 0; i < pl->reserve_n; i++)
        {
          g_snprintf (where, sizeof where, "seat %u reserve", p + 1);
          if (pl->reserve[i] < 0 || !count_tile (seen, pl->reserve[i], where, error))
            return fail (error, "%s holds an invalid tile", where);
        }
      g_snprintf (where, sizeof where, "seat %u hand or draft", p + 1);
      if (pl->river < 0 || ft_tile_owner (pl->river) != (int) p)
        return fail (error, "seat %u: the river tile is not its own", p + 1);
      if (!count_tile (seen, pl->river, where, error)
          || !count_tile (seen, pl->hand_own, where, error)
          || !count_tile (seen, pl->hand_recv, where, error)
          || !count_tile (seen, pl->draft_take[0], where, error)
          || !count_tile (seen, pl->draft_take[1], where, error)
          || !count_tile (seen, pl->gift, where, error))
        return FALSE;

      /* Building tiles. */
      for (int c = 0; c < FT_N_CELLS; c++)
        {
          int b = pl->cell_building[c], link = pl->cell_double[c];
          int other, colour = -1;

          if (b < 0)
            continue;
          if (link == FT_DOUBLE_NONE)
            {
              if (FT_BLD_IS_COLOURED (b))
                colour = FT_BLD_COLOUR (b);
              else
                for (int k = 0; k < FT_N_COLOURS; k++)
                  if (d->single_grey[k] == b)
                    colour = k;
              if (colour >= 0)
                singles[colour]++;
              continue;
            }
          other = c + (link == FT_DOUBLE_RIGHT ? 1 : link == FT_DOUBLE_DOWN ? FT_GRID
                       : link == FT_DOUBLE_LEFT ? -1 : -FT_GRID);
          if (other < 0 || other >= FT_N_CELLS || pl->cell_building[other] < 0
              || pl->cell_double[other] != ((link + 1) % 4) + 1)
            return fail (error, "seat %u: the double tile at cell %d has no matching half",
                         p + 1, c);
          if (link == FT_DOUBLE_RIGHT || link == FT_DOUBLE_DOWN)
            {
              int cb = FT_BLD_IS_COLOURED (b) ? b : pl->cell_building[other];

              if (!FT_BLD_IS_COLOURED (cb))
                return fail (error, "seat %u: the double tile at cell %d has no coloured half",
                             p + 1, c);
              doubles[FT_BLD_COLOUR (cb)]++;
            }
        }
    }
  for (int i = 0; i < s->n_tasks; i++)
    if (s->tasks[i].kind == FT_TASK_DISPOSE
        && !count_tile (seen, s->tasks[i].a, "a tile being used", error))
      return FALSE;
  for (int i = 0; i < s->removed_n; i++)
    if (!count_tile (seen, s->removed[i], "removed", error))
      return FALSE;
  for (int i = 0; i < s->forum_w * s->forum_h; i++)
    {
      if ((s->forum_owner[i] == FT_EMPTY) != (s->forum_tile[i] == FT_EMPTY))
        return fail (error, "forum cell %d: owner and envoy disagree", i);
      if (s->forum_owner[i] == FT_EMPTY)
        continue;
      if (s->forum_colour[i] < 0 || s->forum_owner[i] >= s->n_players
          || ft_tile_owner (s->forum_tile[i]) != s->forum_owner[i])
        return fail (error, "forum cell %d holds an envoy that does not fit", i);
      if (!count_tile (seen, s->forum_tile[i], "forum", error))
        return FALSE;
    }
  for (int t = 0; t < FT_N_TILES; t++)
    {
      int want = t / FT_TILES_PER_PLAYER < s->n_players ? 1 : 0;

      if (seen[t] != want)
        return fail (error, "colonia tile %d (seat %d, #%d) is in %d places", t,
                     t / FT_TILES_PER_PLAYER + 1, t % FT_TILES_PER_PLAYER, seen[t]);
    }
  for (int a = 0; a < FT_N_COLOURS; a++)
    for (int b = a + 1; b < FT_N_COLOURS; b++)
      if (d->single_grey[a] == d->single_grey[b])
        injective = FALSE;
  if (!s->opt_unlimited)
    for (int c = 0; c < FT_N_COLOURS; c++)
      {
        if (injective && singles[c] + s->single_stack[c][0] + s->single_stack[c][1]
            != d->single_per_kind)
          return fail (error, "single building tiles of kind %d: %d built + %d in supply ≠ %d",
                       c, singles[c], s->single_stack[c][0] + s->single_stack[c][1],
                       d->single_per_kind);
        if (doubles[c] + s->double_stack[c][0] + s->double_stack[c][1] != d->double_per_kind)
          return fail (error, "double building tiles of kind %d: %d built + %d in supply ≠ %d",
                       c, doubles[c], s->double_stack[c][0] + s->double_stack[c][1],
                       d->double_per_kind);
      }
  {
    int cards = s->discard_n;

    for (int k = 0; k < FT_N_DECKS; k++)
      cards += s->deck_n[k];
    cards += (s->display[0] >= 0) + (s->display[1] >= 0);
    if (cards != FT_N_STREET_CARDS)
      return fail (error, "%d street cards instead of %d", cards, FT_N_STREET_CARDS);
  }
  return TRUE;
}
