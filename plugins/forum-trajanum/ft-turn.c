/* ft-turn.c: a player's turn (spec §4.5, §5.1–5.4)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A turn: borrow a reserve tile (when nothing was received), use one tile
 * or pay two tribunes to use both, build once (ft-build.c), end the turn.
 * The effects of a tile wait on the task stack for the choices they need;
 * free conversions are allowed between the steps.
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

/* ---- citizens and tiles ------------------------------------------------ */

static gboolean
citizen_slot_free (const FtPlayer *pl,
                   int             row)
{
  return pl->citizen[row][1] == FT_EMPTY;
}

static gboolean
class_has_room (const FtPlayer *pl,
                int             klass)
{
  return citizen_slot_free (pl, klass * 2) || citizen_slot_free (pl, klass * 2 + 1);
}

static gboolean
tile_is_citizen_placed (const FtState *s,
                        int            tile)
{
  for (guint p = 0; p < s->n_players; p++)
    for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
      if (s->players[p].citizen[r][0] == tile || s->players[p].citizen[r][1] == tile)
        return TRUE;
  return FALSE;
}

int
ft_next_cypress (const FtData *d,
                 int           pos)
{
  for (int p = pos + 1; p <= d->p_max; p++)
    if (d->cypress & (1u << p))
      return p;
  return -1;
}

/* Whether an upgrade is a choice (Merchant I: one step or to the cypress). */
gboolean
ft_upgrade_has_choice (const FtData   *d,
                       const FtPlayer *pl)
{
  int cy;

  if (pl->slider >= d->p_max || !ft_ability (pl, FT_ROW_MERCHANT_1))
    return FALSE;
  cy = ft_next_cypress (d, pl->slider);
  return cy > pl->slider + 1;
}

/* §5.1: the gains of a tile, or its citizen (§5.2.1). */
void
ft_use_tile_front (const FtData *d,
                   FtState      *s,
                   int           tile)
{
  FtPlayer *pl = &s->players[s->current];
  const FtTileFront *f = &d->tile[ft_tile_index (tile)];

  if (f->citizen >= 0)
    {
      if (class_has_room (pl, f->citizen))
        ft_task_push (s, FT_TASK_PLACE_CITIZEN, tile, 0);
      return;
    }
  pl->builders += f->builder;
  for (int c = 0; c < FT_N_COLOURS; c++)
    pl->workers[c] += f->worker[c];
  pl->assistants += f->assistant;
  pl->coins += f->coin;
  pl->tribunes += f->tribune;
  if (f->worker_any > 0)
    ft_task_push (s, FT_TASK_WORKER_ANY, f->worker_any, 0);
  for (int k = 0; k < f->upgrade; k++)
    ft_task_push (s, FT_TASK_UPGRADE, 0, 0);
}

/* §5.2.1, §5.2.4: a citizen into a row; the second of a row brings its bonus. */
void
ft_place_citizen (FtState *s,
                  guint    p,
                  int      tile,
                  int      row)
{
  FtPlayer *pl = &s->players[p];

  if (pl->citizen[row][0] == FT_EMPTY)
    {
      pl->citizen[row][0] = tile;
      pl->row_active[row] = 1;
      if (row == FT_ROW_MERCHANT_1)
        pl->slider_reversed = 1;
      return;
    }
  pl->citizen[row][1] = tile;
  pl->row_active[row] = 1;
  switch (row)
    {
    case FT_ROW_PATRICIAN_1: ft_push_envoy (s, FT_ENVOY_NON_EAGLE, 0); break;
    case FT_ROW_PATRICIAN_2: ft_push_area_bonus (s, 1); break;
    case FT_ROW_MERCHANT_1: ft_task_push (s, FT_TASK_COIN_OR_TRIBUNE, 0, 0); break;
    case FT_ROW_MERCHANT_2: ft_task_push (s, FT_TASK_COIN_OR_ASSISTANT, 0, 0); break;
    case FT_ROW_CRAFTSMAN_1: ft_task_push (s, FT_TASK_WORKER_ANY, 1, 0); break;
    case FT_ROW_CRAFTSMAN_2: pl->builders++; break;
    default: g_assert_not_reached ();
    }
}

static void
to_ship (FtPlayer *pl,
         int       tile)
{
  g_assert (pl->ship_n < FT_TILES_PER_PLAYER);
  pl->ship[pl->ship_n++] = tile;
}

static void
to_reserve (FtPlayer *pl,
            int       tile)
{
  g_assert (pl->reserve_n < FT_RESERVE_MAX);
  pl->reserve[pl->reserve_n++] = tile;
}

/* The end of the use step: own tiles to the ship, received ones to the
 * reserve, a used borrowed tile out of the game. */
static void
dispose_hand (FtState *s)
{
  FtPlayer *pl = &s->players[s->current];

  if (pl->hand_own != FT_EMPTY && !tile_is_citizen_placed (s, pl->hand_own))
    to_ship (pl, pl->hand_own);
  if (pl->hand_recv != FT_EMPTY && !tile_is_citizen_placed (s, pl->hand_recv))
    {
      if (pl->hand_recv_borrowed && (s->tiles_used & 2))
        s->removed[s->removed_n++] = pl->hand_recv;
      else
        to_reserve (pl, pl->hand_recv);
    }
  pl->hand_own = pl->hand_recv = FT_EMPTY;
  pl->hand_recv_borrowed = 0;
}

/* ---- the steps of a turn ----------------------------------------------- */

static int
hand_mask (const FtPlayer *pl)
{
  return (pl->hand_own != FT_EMPTY ? 1 : 0) | (pl->hand_recv != FT_EMPTY ? 2 : 0);
}

static void
after_borrow (FtState *s)
{
  FtPlayer *pl = &s->players[s->current];
  int m = hand_mask (pl);

  if (m == 3 && pl->tribunes >= 2)
    s->turn_step = FT_TS_BOTH;
  else if (m != 0)
    s->turn_step = FT_TS_USE;
  else
    s->turn_step = FT_TS_BUILD;
}

void
ft_begin_turn (FtState *s,
               int      p)
{
  FtPlayer *pl = &s->players[p];

  s->phase = FT_PHASE_TURN;
  s->current = p;
  s->both_paid = 0;
  s->tiles_used = 0;
  s->craftsman1_used = s->craftsman2_used = s->merchant2_used = 0;
  s->builds_done = 0;
  s->extra_builds = 0;
  s->n_tasks = 0;
  pl->hand_revealed = 1;
  s->epoch++;
  if (pl->hand_recv == FT_EMPTY && pl->reserve_n > 0)
    s->turn_step = FT_TS_BORROW;
  else
    after_borrow (s);
}

static void
end_turn (FtState *s)
{
  s->turns_taken++;
  if (s->turns_taken < s->n_players)
    ft_begin_turn (s, ft_left (s, s->current));
  else
    ft_round_end (s);
}

/* ---- conversions (§5.4) ------------------------------------------------ */

static gboolean
conversions_allowed (const FtState *s)
{
  const FtTask *t = ft_task_peek (s);

  if (s->phase != FT_PHASE_TURN)
    return FALSE;
  if (t != NULL)
    return t->kind == FT_TASK_EXTRA_BUILD;
  return s->turn_step != FT_TS_BORROW;
}

static gboolean
merchant2_allowed (const FtState *s)
{
  const FtTask *t = ft_task_peek (s);

  if (s->phase != FT_PHASE_TURN)
    return FALSE;
  if (t != NULL)
    return t->kind == FT_TASK_EXTRA_BUILD;
  return s->turn_step == FT_TS_BUILD || s->turn_step == FT_TS_END;
}

void
ft_conversions_legal (const FtState  *s,
                      const FtPlayer *pl,
                      FtMoveList     *list)
{
  if (!conversions_allowed (s))
    return;
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      if (pl->workers[c] >= 2)
        ft_list_add (list, FT_MOVE_WORKERS_TO_BUILDER, c, 0, 0, 0);
      if (pl->workers[c] >= 1 && pl->assistants >= 1)
        for (int to = 0; to < FT_N_COLOURS; to++)
          if (to != c)
            ft_list_add (list, FT_MOVE_RECOLOUR_WORKER, c, to, 0, 0);
      if (pl->assistants >= 1 && s->craftsman1_used < 2 && ft_ability (pl, FT_ROW_CRAFTSMAN_1))
        ft_list_add (list, FT_MOVE_CRAFTSMAN1, c, 0, 0, 0);
    }
  if (pl->assistants >= 1 && !s->craftsman2_used && ft_ability (pl, FT_ROW_CRAFTSMAN_2))
    ft_list_add (list, FT_MOVE_CRAFTSMAN2, 0, 0, 0, 0);
  if (merchant2_allowed (s) && !s->merchant2_used && ft_ability (pl, FT_ROW_MERCHANT_2))
    {
      int have[3] = { pl->coins, pl->assistants, pl->tribunes };

      for (int from = 0; from < 3; from++)
        if (have[from] > 0)
          for (int to = 0; to < 3; to++)
            if (to != from)
              ft_list_add (list, FT_MOVE_MERCHANT2_SWAP, from, to, 0, 0);
    }
}

static void
swap_resource (FtPlayer *pl,
               int       which,
               int       delta)
{
  switch (which)
    {
    case FT_SWAP_COIN: pl->coins += delta; break;
    case FT_SWAP_ASSISTANT: pl->assistants += delta; break;
    default: pl->tribunes += delta; break;
    }
}

static void
convert (FtState         *s,
         FtPlayer        *pl,
         const LudusMove *m)
{
  switch (m->kind)
    {
    case FT_MOVE_WORKERS_TO_BUILDER:
      pl->workers[m->args[0]] -= 2;
      pl->builders++;
      break;
    case FT_MOVE_RECOLOUR_WORKER:
      pl->assistants--;
      pl->workers[m->args[0]]--;
      pl->workers[m->args[1]]++;
      break;
    case FT_MOVE_CRAFTSMAN1:
      pl->assistants--;
      pl->workers[m->args[0]]++;
      s->craftsman1_used++;
      break;
    case FT_MOVE_CRAFTSMAN2:
      pl->assistants--;
      pl->builders++;
      s->craftsman2_used = 1;
      break;
    case FT_MOVE_MERCHANT2_SWAP:
      swap_resource (pl, m->args[0], -1);
      swap_resource (pl, m->args[1], +1);
      s->merchant2_used = 1;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* ---- legal moves ------------------------------------------------------- */

void
ft_upgrade_legal (FtMoveList *list)
{
  ft_list_add (list, FT_MOVE_UPGRADE_MODE, 0, 0, 0, 0);
  ft_list_add (list, FT_MOVE_UPGRADE_MODE, 1, 0, 0, 0);
}

/* The choices a pending task asks for. */
static void
task_legal (const FtData  *d,
            const FtState *s,
            const FtTask  *t,
            FtMoveList    *list)
{
  const FtPlayer *pl = &s->players[s->current];

  switch (t->kind)
    {
    case FT_TASK_PLACE_CITIZEN:
      {
        int klass = d->tile[ft_tile_index (t->a)].citizen;

        for (int r = klass * 2; r < klass * 2 + 2; r++)
          if (citizen_slot_free (pl, r))
            ft_list_add (list, FT_MOVE_PLACE_CITIZEN, r, 0, 0, 0);
      }
      break;
    case FT_TASK_UPGRADE:
      ft_upgrade_legal (list);
      break;
    case FT_TASK_WORKER_ANY:
      for (int c = 0; c < FT_N_COLOURS; c++)
        ft_list_add (list, FT_MOVE_CHOOSE_WORKER, c, 0, 0, 0);
      break;
    case FT_TASK_COIN_OR_TRIBUNE:
    case FT_TASK_COIN_OR_ASSISTANT:
      ft_list_add (list, FT_MOVE_CHOOSE_OPTION, 0, 0, 0, 0);
      ft_list_add (list, FT_MOVE_CHOOSE_OPTION, 1, 0, 0, 0);
      break;
    case FT_TASK_GRID_TILE:
      for (int c = 0; c < FT_N_CELLS; c++)
        if (ft_cell_has_tile (pl, c))
          ft_list_add (list, FT_MOVE_TAKE_GRID_TILE, c, 0, 0, 0);
      break;
    default:
      ft_reward_legal (s, t, list);
      break;
    }
}

void
ft_turn_legal (const FtData  *d,
               const FtState *s,
               FtMoveList    *list)
{
  const FtPlayer *pl = &s->players[s->current];

  if (s->n_tasks > 0)
    {
      task_legal (d, s, ft_task_peek (s), list);
      return;
    }
  switch (s->turn_step)
    {
    case FT_TS_BORROW:
      for (int i = 0; i < pl->reserve_n; i++)
        ft_list_add (list, FT_MOVE_BORROW, pl->reserve[i], 0, 0, 0);
      ft_list_add (list, FT_MOVE_NO_BORROW, 0, 0, 0, 0);
      return;
    case FT_TS_BOTH:
      ft_list_add (list, FT_MOVE_USE_BOTH, 0, 0, 0, 0);
      G_GNUC_FALLTHROUGH;
    case FT_TS_USE:
      for (int w = 0; w < 2; w++)
        if ((hand_mask (pl) & ~s->tiles_used) & (1 << w))
          ft_list_add (list, FT_MOVE_USE_TILE, w, 0, 0, 0);
      break;
    case FT_TS_BUILD:
      ft_builds_legal (s, pl, list);
      ft_list_add (list, FT_MOVE_SKIP_BUILD, 0, 0, 0, 0);
      break;
    case FT_TS_END:
      ft_list_add (list, FT_MOVE_END_TURN, 0, 0, 0, 0);
      break;
    default:
      break;
    }
  ft_conversions_legal (s, pl, list);
}

/* ---- apply ------------------------------------------------------------- */

static void
borrow (FtState  *s,
        FtPlayer *pl,
        int       tile)
{
  int i;

  for (i = 0; pl->reserve[i] != tile; i++)
    ;
  memmove (&pl->reserve[i], &pl->reserve[i + 1], (pl->reserve_n - i - 1) * sizeof pl->reserve[0]);
  pl->reserve[--pl->reserve_n] = FT_EMPTY;
  pl->hand_recv = tile;
  pl->hand_recv_borrowed = 1;
  after_borrow (s);
}

/* The citizen leaves the hand (or the pending disposal) for its row. */
static void
place_pending_citizen (FtState  *s,
                       FtPlayer *pl,
                       int       row)
{
  int tile = ft_task_top (s)->a;
  int j = 0;

  ft_task_pop (s);
  if (pl->hand_own == tile)
    pl->hand_own = FT_EMPTY;
  if (pl->hand_recv == tile)
    pl->hand_recv = FT_EMPTY;
  for (int i = 0; i < s->n_tasks; i++)
    if (!(s->tasks[i].kind == FT_TASK_DISPOSE && s->tasks[i].a == tile))
      s->tasks[j++] = s->tasks[i];
  memset (&s->tasks[j], 0, (s->n_tasks - j) * sizeof s->tasks[0]);
  s->n_tasks = j;
  ft_place_citizen (s, s->current, tile, row);
}

static void
choose_option (FtState  *s,
               FtPlayer *pl,
               int       option)
{
  int kind = ft_task_top (s)->kind;

  ft_task_pop (s);
  if (option == 0)
    pl->coins++;
  else if (kind == FT_TASK_COIN_OR_TRIBUNE)
    pl->tribunes++;
  else
    pl->assistants++;
}

/* Library or Market 4: a tile from the grid, used at once. */
static void
take_grid_tile (const FtData *d,
                FtState      *s,
                FtPlayer     *pl,
                int           cell)
{
  int tile = ft_take_from_cell (pl, cell);

  ft_task_pop (s);
  s->epoch++;
  ft_task_push (s, FT_TASK_DISPOSE, tile, 0);
  ft_use_tile_front (d, s, tile);
}

void
ft_turn_apply (const FtData    *d,
               FtState         *s,
               const LudusMove *m)
{
  FtPlayer *pl = &s->players[s->current];

  switch (m->kind)
    {
    case FT_MOVE_BORROW:
      borrow (s, pl, m->args[0]);
      break;
    case FT_MOVE_NO_BORROW:
      after_borrow (s);
      break;
    case FT_MOVE_USE_BOTH:
      pl->tribunes -= 2;
      s->both_paid = 1;
      s->turn_step = FT_TS_USE;
      break;
    case FT_MOVE_USE_TILE:
      s->turn_step = FT_TS_USE;
      s->tiles_used |= 1 << m->args[0];
      ft_use_tile_front (d, s, m->args[0] == 0 ? pl->hand_own : pl->hand_recv);
      break;
    case FT_MOVE_PLACE_CITIZEN:
      place_pending_citizen (s, pl, m->args[0]);
      break;
    case FT_MOVE_CHOOSE_OPTION:
      choose_option (s, pl, m->args[0]);
      break;
    case FT_MOVE_CHOOSE_WORKER:
      pl->workers[m->args[0]]++;
      if (--ft_task_top (s)->a == 0)
        ft_task_pop (s);
      break;
    case FT_MOVE_UPGRADE_MODE:
      ft_task_pop (s);
      pl->slider = m->args[0] == 0 ? pl->slider + 1 : ft_next_cypress (d, pl->slider);
      break;
    case FT_MOVE_TAKE_GRID_TILE:
      take_grid_tile (d, s, pl, m->args[0]);
      break;
    case FT_MOVE_END_TURN:
      end_turn (s);
      break;
    default:
      convert (s, pl, m);
      break;
    }
}

/* ---- automatic steps --------------------------------------------------- */

/* The top task resolves by itself (TRUE) or waits for a decision (FALSE). */
static gboolean
task_step (const FtData *d,
           FtState      *s)
{
  FtTask *t = ft_task_top (s);
  FtPlayer *pl = &s->players[s->current];
  gboolean legal[FT_FORUM_MAX_CELLS];
  int a = t->a;

  switch (t->kind)
    {
    case FT_TASK_UPGRADE:
      if (pl->slider < d->p_max && ft_upgrade_has_choice (d, pl))
        return FALSE;
      if (pl->slider < d->p_max)
        pl->slider++;
      break;
    case FT_TASK_WORKER_ANY:
    case FT_TASK_AREA_BONUS:
      if (t->a > 0)
        return FALSE;
      break;
    case FT_TASK_ENVOY:
      if (ft_envoy_cells (s, pl, t->a, t->b, legal) > 0)
        return FALSE;
      break;
    case FT_TASK_BUILDING_REWARD:
      ft_task_pop (s);
      ft_building_reward (s, a);
      return TRUE;
    case FT_TASK_TRACK_COMPLETE:
      pl->track[t->a] = FT_TRACK_AT_COLUMN;
      ft_task_pop (s);
      ft_add_vp (s, s->current, FT_VP_TRACK_COMPLETE,
                 ft_column_value (s) + ft_active_citizens (pl));
      return TRUE;
    case FT_TASK_DISPOSE:
      if (!tile_is_citizen_placed (s, t->a))
        to_ship (pl, t->a);
      break;
    case FT_TASK_GRID_TILE:
      if (ft_grid_has_tiles (pl))
        return FALSE;
      break;
    case FT_TASK_PLACE_CITIZEN:
      if (class_has_room (pl, d->tile[ft_tile_index (t->a)].citizen))
        return FALSE;
      break;
    default:
      return FALSE;               /* a decision */
    }
  ft_task_pop (s);
  return TRUE;
}

gboolean
ft_turn_step (const FtData *d,
              FtState      *s)
{
  FtPlayer *pl = &s->players[s->current];
  int m = hand_mask (pl);

  if (s->n_tasks > 0)
    return task_step (d, s);
  switch (s->turn_step)
    {
    case FT_TS_USE:
      if (s->tiles_used == 0 && m != 0)
        return FALSE;
      if (s->both_paid && (s->tiles_used & m) != m)
        return FALSE;
      dispose_hand (s);
      s->turn_step = FT_TS_BUILD;
      return TRUE;
    case FT_TS_BUILD:
      if (s->builds_done == 0)
        return FALSE;
      if (s->extra_builds > 0)
        {
          s->extra_builds--;
          ft_task_push (s, FT_TASK_EXTRA_BUILD, 0, 0);
          return FALSE;
        }
      s->turn_step = FT_TS_END;
      return FALSE;
    default:
      return FALSE;
    }
}
