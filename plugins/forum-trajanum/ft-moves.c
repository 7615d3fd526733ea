/* ft-moves.c: legal moves and their effects (spec §4, §5)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * apply () checks a move against the legal moves of its kind and only then
 * changes the state, so an illegal move leaves the state as it was.
 * Automatic steps run in advance (); only decisions rest in the state.
 */
#include "config.h"

#include <string.h>

#include "ft-rules.h"

const char *const ft_move_kind_names[FT_N_MOVE_KINDS + 1] = {
  "setup_crane", "setup_citizen", "setup_diagonal", "handicap_citizen",
  "take_street", "take_tribune", "skip_card", "keep_tile",
  "borrow", "no_borrow", "use_both", "use_tile",
  "place_citizen", "choose_option", "choose_worker", "upgrade_mode",
  "build_single", "build_double", "skip_build", "reward_order",
  "track_reward", "area_bonus", "place_envoy", "decline_envoy",
  "take_grid_tile", "workers_to_builder", "recolour_worker", "craftsman1",
  "craftsman2", "merchant2_swap", "end_turn", "pay_row",
  NULL
};

/* ---- small helpers ---------------------------------------------------- */

int
ft_left (const FtState *s,
         int            p)
{
  return (p + 1) % s->n_players;
}

int
ft_right (const FtState *s,
          int            p)
{
  return (p + s->n_players - 1) % s->n_players;
}

int
ft_column_value (const FtState *s)
{
  return 4 - s->column_fragments;
}

int
ft_active_citizens (const FtPlayer *pl)
{
  int n = 0;

  for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
    if (pl->row_active[r])
      n += (pl->citizen[r][0] != FT_EMPTY) + (pl->citizen[r][1] != FT_EMPTY);
  return n;
}

gboolean
ft_ability (const FtPlayer *pl,
            int             row)
{
  return pl->row_active[row] && pl->citizen[row][0] != FT_EMPTY;
}

gboolean
ft_is_corner (int cell)
{
  int r = cell / FT_GRID, c = cell % FT_GRID;

  return (r == 0 || r == FT_GRID - 1) && (c == 0 || c == FT_GRID - 1);
}

int
ft_corner_index (int cell)
{
  int r = cell / FT_GRID, c = cell % FT_GRID;

  return (r == 0 ? 0 : 2) + (c == 0 ? 0 : 1);
}

int
ft_corner_cell (int corner)
{
  return ft_cell (corner < 2 ? 0 : FT_GRID - 1, corner % 2 == 0 ? 0 : FT_GRID - 1);
}

gboolean
ft_cell_in_street (int cell,
                   int street)
{
  if (street < FT_GRID)
    return cell / FT_GRID == street;
  return cell % FT_GRID == street - FT_GRID;
}

int
ft_street_of_card (const FtState *s,
                   const FtData  *d,
                   guint          player,
                   int            card)
{
  int id = s->display[card];

  if (id < 0)
    return -1;
  return d->side[s->opt_side_b].symbol_street[player][d->street_card[id]];
}

int
ft_single_pool (const FtState *s,
                int            colour)
{
  return s->single_stack[colour][0] + s->single_stack[colour][1];
}

int
ft_double_pool (const FtState *s,
                int            colour)
{
  return s->double_stack[colour][0] + s->double_stack[colour][1];
}

void
ft_add_vp (FtState   *s,
           guint      player,
           FtVpSource src,
           int        vp)
{
  FtPlayer *pl = &s->players[player];

  pl->vp += vp;
  pl->vp_src[src] += vp;
  pl->pass_src[CLAMP (s->pass, 1, 3) - 1][src] += vp;
}

gboolean
ft_is_over (const FtState *s)
{
  return s->phase == FT_PHASE_GAME_OVER;
}

static gboolean
cell_has_tile (const FtPlayer *pl,
               int             cell)
{
  if (pl->cell_tile[cell] == FT_EMPTY)
    return FALSE;
  if (ft_is_corner (cell))
    return pl->crane_state[ft_corner_index (cell)] == FT_CRANE_COVERED;
  return pl->cell_state[cell] == FT_CELL_COVERED;
}

static gboolean
grid_has_tiles (const FtPlayer *pl)
{
  for (int c = 0; c < FT_N_CELLS; c++)
    if (cell_has_tile (pl, c))
      return TRUE;
  return FALSE;
}

/* Removes the tile on cell from the grid and returns it. */
static int
take_from_cell (FtPlayer *pl,
                int       cell)
{
  int tile = pl->cell_tile[cell];

  pl->cell_tile[cell] = FT_EMPTY;
  if (ft_is_corner (cell))
    pl->crane_state[ft_corner_index (cell)] = FT_CRANE_REVEALED;
  else
    pl->cell_state[cell] = FT_CELL_FREE;
  return tile;
}

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

/* ---- the forum -------------------------------------------------------- */

static int
forum_cells (const FtState *s)
{
  return s->forum_w * s->forum_h;
}

static gboolean
area_complete (const FtState *s,
               int            area)
{
  for (int i = 0; i < forum_cells (s); i++)
    if (s->forum_area[i] == area && s->forum_owner[i] == FT_EMPTY)
      return FALSE;
  return TRUE;
}

/* Sets legal[i] for the envoy cells of mode/colour; returns how many. */
static int
envoy_cells (const FtState  *s,
             const FtPlayer *pl,
             int             mode,
             int             colour,
             gboolean       *legal)
{
  int n = forum_cells (s), count = 0;

  memset (legal, 0, sizeof (gboolean) * FT_FORUM_MAX_CELLS);
  if (pl->ship_n == 0)
    return 0;
  if (mode == FT_ENVOY_EAGLE || mode == FT_ENVOY_NON_EAGLE)
    {
      for (int i = 0; i < n; i++)
        if (s->forum_owner[i] == FT_EMPTY && s->forum_colour[i] >= 0
            && (s->forum_colour[i] == FT_FORUM_EAGLE) == (mode == FT_ENVOY_EAGLE))
          legal[i] = TRUE, count++;
      return count;
    }
  if (!ft_ability (pl, FT_ROW_PATRICIAN_1))
    {
      /* One pass: envoys and empty cells per area of this colour. */
      guint8 occupied[128] = { 0 }, empty[128] = { 0 };
      gboolean any = FALSE;

      for (int i = 0; i < n; i++)
        if (s->forum_colour[i] == colour && s->forum_area[i] >= 0)
          {
            if (s->forum_owner[i] != FT_EMPTY)
              occupied[s->forum_area[i]] = 1;
            else
              empty[s->forum_area[i]] = 1;
          }
      for (int a = 0; a < s->n_areas; a++)
        any |= occupied[a] && empty[a];
      if (any)
        {
          for (int i = 0; i < n; i++)
            {
              int a = s->forum_area[i];

              if (s->forum_owner[i] == FT_EMPTY && a >= 0 && s->forum_colour[i] == colour
                  && occupied[a] && empty[a])
                legal[i] = TRUE, count++;
            }
          return count;
        }
    }
  for (int i = 0; i < n; i++)
    if (s->forum_owner[i] == FT_EMPTY && s->forum_colour[i] == colour)
      legal[i] = TRUE, count++;
  return count;
}

/* ---- tasks ------------------------------------------------------------ */

static void
push (FtState *s,
      int      kind,
      int      a,
      int      b)
{
  FtTask *t;

  g_assert (s->n_tasks < FT_TASK_STACK);
  t = &s->tasks[s->n_tasks++];
  t->kind = kind;
  t->a = a;
  t->b = b;
  t->c = 0;
}

static FtTask *
top (FtState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

static const FtTask *
ctop (const FtState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

static void
pop (FtState *s)
{
  g_assert (s->n_tasks > 0);
  s->n_tasks--;
  memset (&s->tasks[s->n_tasks], 0, sizeof s->tasks[0]);
}

static void
push_envoy (FtState *s,
            int      mode,
            int      colour)
{
  FtPlayer *pl = &s->players[s->current];
  gboolean legal[FT_FORUM_MAX_CELLS];

  if (envoy_cells (s, pl, mode, colour, legal) > 0)
    push (s, FT_TASK_ENVOY, mode, colour);
}

static void
push_area_bonus (FtState *s,
                 int      count)
{
  push (s, FT_TASK_AREA_BONUS, count, 0);
}

static int
area_bonus_count (const FtPlayer *pl)
{
  return ft_ability (pl, FT_ROW_PATRICIAN_2) ? 2 : 1;
}

/* Upgrade with no choice left. */
static int
next_cypress (const FtData *d,
              int           pos)
{
  for (int p = pos + 1; p <= d->p_max; p++)
    if (d->cypress & (1u << p))
      return p;
  return -1;
}

static gboolean
upgrade_has_choice (const FtData   *d,
                    const FtPlayer *pl)
{
  int cy;

  if (pl->slider >= d->p_max || !ft_ability (pl, FT_ROW_MERCHANT_1))
    return FALSE;
  cy = next_cypress (d, pl->slider);
  return cy > pl->slider + 1;
}

static void
use_tile_front (FtState      *s,
                const FtData *d,
                int           tile)
{
  FtPlayer *pl = &s->players[s->current];
  const FtTileFront *f = &d->tile[ft_tile_index (tile)];

  if (f->citizen >= 0)
    {
      if (class_has_room (pl, f->citizen))
        push (s, FT_TASK_PLACE_CITIZEN, tile, 0);
      return;
    }
  pl->builders += f->builder;
  for (int c = 0; c < FT_N_COLOURS; c++)
    pl->workers[c] += f->worker[c];
  pl->assistants += f->assistant;
  pl->coins += f->coin;
  pl->tribunes += f->tribune;
  if (f->worker_any > 0)
    push (s, FT_TASK_WORKER_ANY, f->worker_any, 0);
  for (int k = 0; k < f->upgrade; k++)
    push (s, FT_TASK_UPGRADE, 0, 0);
}

static void
apply_area_bonus (FtState *s,
                  int      bonus)
{
  FtPlayer *pl = &s->players[s->current];

  switch (bonus)
    {
    case FT_AB_TRIBUNE: pl->tribunes++; break;
    case FT_AB_ASSISTANT: pl->assistants++; break;
    case FT_AB_COIN: pl->coins++; break;
    case FT_AB_UPGRADE: push (s, FT_TASK_UPGRADE, 0, 0); break;
    case FT_AB_VP2: ft_add_vp (s, s->current, FT_VP_AREA_BONUS, 2); break;
    default: g_assert_not_reached ();
    }
}

static void
apply_track_reward (FtState *s,
                    int      track,
                    int      level)
{
  FtPlayer *pl = &s->players[s->current];

  switch (track * 10 + level)
    {
    case FT_TRACK_LIBRARY * 10 + 1:
      pl->tribunes++;
      push (s, FT_TASK_WORKER_ANY, 1, 0);
      break;
    case FT_TRACK_LIBRARY * 10 + 2:
      pl->builders++;
      break;
    case FT_TRACK_LIBRARY * 10 + 3:
      push_envoy (s, FT_ENVOY_EAGLE, 0);
      break;
    case FT_TRACK_LIBRARY * 10 + 4:
    case FT_TRACK_MARKET * 10 + 4:
      if (grid_has_tiles (pl))
        push (s, FT_TASK_GRID_TILE, 0, 0);
      break;
    case FT_TRACK_BASILICA * 10 + 1:
      pl->assistants += 2;
      break;
    case FT_TRACK_BASILICA * 10 + 2:
      pl->tribunes += 2;
      break;
    case FT_TRACK_BASILICA * 10 + 3:
      push (s, FT_TASK_UPGRADE, 0, 0);
      break;
    case FT_TRACK_BASILICA * 10 + 4:
      s->extra_builds++;
      break;
    case FT_TRACK_MARKET * 10 + 1:
      pl->coins++;
      break;
    case FT_TRACK_MARKET * 10 + 2:
      push_area_bonus (s, area_bonus_count (pl));
      break;
    case FT_TRACK_MARKET * 10 + 3:
      push_envoy (s, FT_ENVOY_NON_EAGLE, 0);
      break;
    default:
      break;                    /* level 0: no reward */
    }
}

static void
building_reward (FtState      *s,
                 const FtData *d,
                 int           cell)
{
  FtPlayer *pl = &s->players[s->current];
  int b = pl->cell_building[cell];

  if (b == FT_BLD_COLUMN)
    ft_add_vp (s, s->current, FT_VP_COLUMN, ft_column_value (s) + ft_active_citizens (pl));
  else if (FT_BLD_IS_GREY (b))
    {
      int t = b - FT_BLD_LIBRARY;
      int level = pl->track[t];

      if (level == FT_TRACK_AT_COLUMN)
        return;
      pl->track[t] = level + 1;
      if (level + 1 == FT_TRACK_MAX)
        push (s, FT_TASK_TRACK_COMPLETE, t, 0);
      push (s, FT_TASK_TRACK_REWARD, t, level + 1);
    }
  else
    push_envoy (s, FT_ENVOY_COLOUR, FT_BLD_COLOUR (b));
}

static void
place_citizen (FtState *s,
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
    case FT_ROW_PATRICIAN_1: push_envoy (s, FT_ENVOY_NON_EAGLE, 0); break;
    case FT_ROW_PATRICIAN_2: push_area_bonus (s, 1); break;
    case FT_ROW_MERCHANT_1: push (s, FT_TASK_COIN_OR_TRIBUNE, 0, 0); break;
    case FT_ROW_MERCHANT_2: push (s, FT_TASK_COIN_OR_ASSISTANT, 0, 0); break;
    case FT_ROW_CRAFTSMAN_1: push (s, FT_TASK_WORKER_ANY, 1, 0); break;
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

static void
begin_turn (FtState *s,
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
round_start (FtState *s)
{
  int k = s->pass - 1;

  g_assert (s->deck_n[k] >= 2);
  s->display[0] = s->deck[k][--s->deck_n[k]];
  s->display[1] = s->deck[k][--s->deck_n[k]];
  s->deck[k][s->deck_n[k]] = FT_EMPTY;
  s->deck[k][s->deck_n[k] + 1] = FT_EMPTY;
  s->epoch++;
  s->phase = FT_PHASE_DRAFT;
  for (guint p = 0; p < s->n_players; p++)
    {
      FtPlayer *pl = &s->players[p];

      pl->draft_done = 0;
      pl->draft_card_done = 0;
      pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
      pl->draft_cell[0] = pl->draft_cell[1] = FT_EMPTY;
      pl->draft_tribunes = 0;
      pl->draft_kept_card = FT_EMPTY;
      pl->gift = FT_EMPTY;
      pl->hand_revealed = 0;
    }
}

static void
pay_next (FtState *s)
{
  /* Find the next (player, row) with a citizen, from pay_player/pay_row on. */
  while (s->pay_count < s->n_players)
    {
      FtPlayer *pl = &s->players[s->pay_player];

      for (; s->pay_row < FT_N_CITIZEN_ROWS; s->pay_row++)
        if (pl->citizen[s->pay_row][0] != FT_EMPTY)
          return;
      s->pay_count++;
      s->pay_player = ft_left (s, s->pay_player);
      s->pay_row = 0;
    }
}

static void
start_scoring (FtState *s)
{
  s->phase = FT_PHASE_SCORING_PAY;
  s->pay_player = s->start_player;
  s->pay_row = 0;
  s->pay_count = 0;
  pay_next (s);
}

static void
round_end (FtState *s)
{
  for (int k = 0; k < 2; k++)
    {
      s->discard[s->discard_n++] = s->display[k];
      s->display[k] = FT_EMPTY;
    }
  if (s->round == FT_ROUNDS_PER_PASS)
    {
      start_scoring (s);
      return;
    }
  s->start_player = ft_right (s, s->start_player);
  s->round++;
  round_start (s);
}

static void
draft_resolve (FtState *s)
{
  gint16 gifts[FT_MAX_PLAYERS];

  for (guint p = 0; p < s->n_players; p++)
    gifts[p] = s->players[p].gift;
  for (guint p = 0; p < s->n_players; p++)
    {
      s->players[ft_right (s, p)].hand_recv = gifts[p];
      s->players[ft_right (s, p)].hand_recv_borrowed = 0;
      s->players[p].gift = FT_EMPTY;
    }
  s->epoch++;
  s->turns_taken = 0;
  begin_turn (s, s->start_player);
}

/* A player has handled both street cards: keep the tile if only one. */
static void
draft_check_done (FtPlayer *pl)
{
  int n = (pl->draft_take[0] != FT_EMPTY) + (pl->draft_take[1] != FT_EMPTY);

  if (pl->draft_card_done != 3 || n == 2)
    return;
  pl->hand_own = pl->draft_take[0] != FT_EMPTY ? pl->draft_take[0] : pl->draft_take[1];
  pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
  pl->draft_done = 1;
}

static void
setup_next_player (FtState *s)
{
  s->setup_count++;
  if (s->setup_count == s->n_players)
    {
      s->setup_citizen = FT_EMPTY;
      s->current = s->start_player;
      round_start (s);
      return;
    }
  s->setup_player = ft_left (s, s->setup_player);
  s->setup_citizen = s->players[s->setup_player].hand_own;
  s->phase = FT_PHASE_SETUP_CRANES;
}

/* Runs automatic steps until a decision is due. */
static void
advance (FtState      *s,
         const FtData *d)
{
  for (;;)
    {
      if (s->phase == FT_PHASE_DRAFT)
        {
          guint p;

          for (p = 0; p < s->n_players && s->players[p].draft_done; p++)
            ;
          if (p < s->n_players)
            return;
          draft_resolve (s);
          continue;
        }
      if (s->phase == FT_PHASE_SCORING_PAY)
        {
          if (s->pay_count < s->n_players)
            return;
          ft_score_pass (s, d);
          if (s->pass == FT_N_PASSES)
            {
              s->phase = FT_PHASE_GAME_OVER;
              return;
            }
          s->start_player = ft_right (s, s->start_player);
          s->pass++;
          s->round = 1;
          s->column_fragments++;
          round_start (s);
          continue;
        }
      if (s->phase != FT_PHASE_TURN)
        return;

      if (s->n_tasks > 0)
        {
          FtTask *t = top (s);
          FtPlayer *pl = &s->players[s->current];

          switch (t->kind)
            {
            case FT_TASK_UPGRADE:
              if (pl->slider >= d->p_max)
                pop (s);
              else if (upgrade_has_choice (d, pl))
                return;
              else
                {
                  pl->slider++;
                  pop (s);
                }
              continue;
            case FT_TASK_WORKER_ANY:
            case FT_TASK_AREA_BONUS:
              if (t->a <= 0)
                {
                  pop (s);
                  continue;
                }
              return;
            case FT_TASK_ENVOY:
              {
                gboolean legal[FT_FORUM_MAX_CELLS];

                if (envoy_cells (s, pl, t->a, t->b, legal) == 0)
                  {
                    pop (s);
                    continue;
                  }
                return;
              }
            case FT_TASK_BUILDING_REWARD:
              {
                int cell = t->a;

                pop (s);
                building_reward (s, d, cell);
                continue;
              }
            case FT_TASK_TRACK_COMPLETE:
              pl->track[t->a] = FT_TRACK_AT_COLUMN;
              pop (s);
              ft_add_vp (s, s->current, FT_VP_TRACK_COMPLETE,
                         ft_column_value (s) + ft_active_citizens (pl));
              continue;
            case FT_TASK_DISPOSE:
              if (!tile_is_citizen_placed (s, t->a))
                to_ship (pl, t->a);
              pop (s);
              continue;
            case FT_TASK_GRID_TILE:
              if (!grid_has_tiles (pl))
                {
                  pop (s);
                  continue;
                }
              return;
            case FT_TASK_PLACE_CITIZEN:
              if (!class_has_room (pl, d->tile[ft_tile_index (t->a)].citizen))
                {
                  pop (s);
                  continue;
                }
              return;
            default:
              return;               /* a decision */
            }
        }

      /* No task pending. */
      switch (s->turn_step)
        {
        case FT_TS_USE:
          {
            FtPlayer *pl = &s->players[s->current];
            int m = hand_mask (pl);

            if (s->tiles_used == 0 && m != 0)
              return;
            if (s->both_paid && (s->tiles_used & m) != m)
              return;
            dispose_hand (s);
            s->turn_step = FT_TS_BUILD;
            continue;
          }
        case FT_TS_BUILD:
          if (s->builds_done == 0)
            return;
          if (s->extra_builds > 0)
            {
              s->extra_builds--;
              push (s, FT_TASK_EXTRA_BUILD, 0, 0);
              return;
            }
          s->turn_step = FT_TS_END;
          return;
        default:
          return;
        }
    }
}

/* ---- legal moves ------------------------------------------------------ */

typedef struct
{
  GArray          *moves;
  int              kind;
  const LudusMove *match;       /* when set: only look for this move */
  gboolean         found;
} Gen;

static void
add (Gen *g,
     int  kind,
     int  a0,
     int  a1,
     int  a2,
     int  a3)
{
  LudusMove m = { 0 };

  if (g->kind >= 0 && g->kind != kind)
    return;
  if (g->match != NULL)
    {
      if (g->match->args[0] == a0 && g->match->args[1] == a1 && g->match->args[2] == a2
          && g->match->args[3] == a3 && g->match->args[4] == 0 && g->match->args[5] == 0)
        g->found = TRUE;
      return;
    }
  m.kind = kind;
  m.args[0] = a0;
  m.args[1] = a1;
  m.args[2] = a2;
  m.args[3] = a3;
  g_array_append_val (g->moves, m);
}

static gboolean
wants (const Gen *g,
       int        kind)
{
  return g->kind < 0 || g->kind == kind;
}

static gboolean
conversions_allowed (const FtState *s)
{
  const FtTask *t = ctop (s);

  if (s->phase != FT_PHASE_TURN)
    return FALSE;
  if (t != NULL)
    return t->kind == FT_TASK_EXTRA_BUILD;
  return s->turn_step != FT_TS_BORROW;
}

static gboolean
merchant2_allowed (const FtState *s)
{
  const FtTask *t = ctop (s);

  if (s->phase != FT_PHASE_TURN)
    return FALSE;
  if (t != NULL)
    return t->kind == FT_TASK_EXTRA_BUILD;
  return s->turn_step == FT_TS_BUILD || s->turn_step == FT_TS_END;
}

static gboolean
adjacent (int a,
          int b)
{
  int ra = a / FT_GRID, ca = a % FT_GRID, rb = b / FT_GRID, cb = b % FT_GRID;

  return (ra == rb && ABS (ca - cb) == 1) || (ca == cb && ABS (ra - rb) == 1);
}

static void
gen_builds (const FtState *s,
            const FtPlayer *pl,
            Gen           *g)
{
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      gboolean single_ok = s->opt_unlimited || ft_single_pool (s, c) > 0;
      gboolean double_ok = s->opt_unlimited || ft_double_pool (s, c) > 0;

      if (wants (g, FT_MOVE_BUILD_SINGLE) && single_ok)
        for (int face = 0; face < 2; face++)
          {
            if (face == 0 ? pl->builders < 1 : pl->workers[c] < 1)
              continue;
            for (int cell = 0; cell < FT_N_CELLS; cell++)
              if (pl->cell_state[cell] == FT_CELL_FREE)
                add (g, FT_MOVE_BUILD_SINGLE, c, face, cell, 0);
          }
      if (wants (g, FT_MOVE_BUILD_DOUBLE) && double_ok)
        for (int face = 0; face < 2; face++)
          {
            if (face == 0 ? pl->workers[c] < 2 : (pl->builders < 1 || pl->workers[c] < 1))
              continue;
            for (int a = 0; a < FT_N_CELLS; a++)
              {
                static const int nb[4] = { 1, FT_GRID, -1, -FT_GRID };

                if (pl->cell_state[a] != FT_CELL_FREE)
                  continue;
                for (int k = 0; k < 4; k++)
                  {
                    int b = a + nb[k];

                    if (b < 0 || b >= FT_N_CELLS || !adjacent (a, b)
                        || pl->cell_state[b] != FT_CELL_FREE)
                      continue;
                    if (face == 0 && b < a)
                      continue;
                    add (g, FT_MOVE_BUILD_DOUBLE, c, face, a, b);
                  }
              }
          }
    }
}

static void
gen_conversions (const FtState  *s,
                 const FtPlayer *pl,
                 Gen            *g)
{
  if (!conversions_allowed (s))
    return;
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      if (pl->workers[c] >= 2)
        add (g, FT_MOVE_WORKERS_TO_BUILDER, c, 0, 0, 0);
      if (pl->workers[c] >= 1 && pl->assistants >= 1)
        for (int to = 0; to < FT_N_COLOURS; to++)
          if (to != c)
            add (g, FT_MOVE_RECOLOUR_WORKER, c, to, 0, 0);
      if (pl->assistants >= 1 && s->craftsman1_used < 2 && ft_ability (pl, FT_ROW_CRAFTSMAN_1))
        add (g, FT_MOVE_CRAFTSMAN1, c, 0, 0, 0);
    }
  if (pl->assistants >= 1 && !s->craftsman2_used && ft_ability (pl, FT_ROW_CRAFTSMAN_2))
    add (g, FT_MOVE_CRAFTSMAN2, 0, 0, 0, 0);
  if (merchant2_allowed (s) && !s->merchant2_used && ft_ability (pl, FT_ROW_MERCHANT_2))
    {
      int have[3] = { pl->coins, pl->assistants, pl->tribunes };

      for (int from = 0; from < 3; from++)
        if (have[from] > 0)
          for (int to = 0; to < 3; to++)
            if (to != from)
              add (g, FT_MOVE_MERCHANT2_SWAP, from, to, 0, 0);
    }
}

static void
gen_task (const FtState *s,
          const FtData  *d,
          const FtTask  *t,
          Gen           *g)
{
  const FtPlayer *pl = &s->players[s->current];

  switch (t->kind)
    {
    case FT_TASK_PLACE_CITIZEN:
      {
        int klass = d->tile[ft_tile_index (t->a)].citizen;

        for (int r = klass * 2; r < klass * 2 + 2; r++)
          if (citizen_slot_free (pl, r))
            add (g, FT_MOVE_PLACE_CITIZEN, r, 0, 0, 0);
      }
      break;
    case FT_TASK_UPGRADE:
      add (g, FT_MOVE_UPGRADE_MODE, 0, 0, 0, 0);
      add (g, FT_MOVE_UPGRADE_MODE, 1, 0, 0, 0);
      break;
    case FT_TASK_WORKER_ANY:
      for (int c = 0; c < FT_N_COLOURS; c++)
        add (g, FT_MOVE_CHOOSE_WORKER, c, 0, 0, 0);
      break;
    case FT_TASK_COIN_OR_TRIBUNE:
    case FT_TASK_COIN_OR_ASSISTANT:
      add (g, FT_MOVE_CHOOSE_OPTION, 0, 0, 0, 0);
      add (g, FT_MOVE_CHOOSE_OPTION, 1, 0, 0, 0);
      break;
    case FT_TASK_AREA_BONUS:
      for (int b = 0; b < FT_N_AREA_BONUSES; b++)
        if (!(t->b & (1 << b)))
          add (g, FT_MOVE_AREA_BONUS, b, 0, 0, 0);
      break;
    case FT_TASK_ENVOY:
      {
        gboolean legal[FT_FORUM_MAX_CELLS];

        envoy_cells (s, pl, t->a, t->b, legal);
        for (int i = 0; i < s->forum_w * s->forum_h; i++)
          if (legal[i])
            add (g, FT_MOVE_PLACE_ENVOY, i, 0, 0, 0);
        add (g, FT_MOVE_DECLINE_ENVOY, 0, 0, 0, 0);
      }
      break;
    case FT_TASK_REWARD_ORDER:
      add (g, FT_MOVE_REWARD_ORDER, t->a, 0, 0, 0);
      add (g, FT_MOVE_REWARD_ORDER, t->b, 0, 0, 0);
      break;
    case FT_TASK_TRACK_REWARD:
      for (int l = 0; l <= t->b; l++)
        add (g, FT_MOVE_TRACK_REWARD, l, 0, 0, 0);
      break;
    case FT_TASK_GRID_TILE:
      for (int c = 0; c < FT_N_CELLS; c++)
        if (cell_has_tile (pl, c))
          add (g, FT_MOVE_TAKE_GRID_TILE, c, 0, 0, 0);
      break;
    case FT_TASK_EXTRA_BUILD:
      gen_builds (s, pl, g);
      add (g, FT_MOVE_SKIP_BUILD, 0, 0, 0, 0);
      gen_conversions (s, pl, g);
      break;
    default:
      break;
    }
}

static void
gen_draft (const FtState *s,
           const FtData  *d,
           guint          p,
           Gen           *g)
{
  const FtPlayer *pl = &s->players[p];

  if (pl->draft_done)
    return;
  if (pl->draft_card_done == 3)
    {
      add (g, FT_MOVE_KEEP_TILE, 0, 0, 0, 0);
      add (g, FT_MOVE_KEEP_TILE, 1, 0, 0, 0);
      return;
    }
  for (int k = 0; k < 2; k++)
    {
      int street;
      gboolean any = FALSE;

      if (pl->draft_card_done & (1 << k))
        continue;
      street = ft_street_of_card (s, d, p, k);
      for (int c = 0; c < FT_N_CELLS; c++)
        if (ft_cell_in_street (c, street) && cell_has_tile (pl, c))
          {
            any = TRUE;
            add (g, FT_MOVE_TAKE_STREET, k, c, 0, 0);
          }
      if (pl->tribunes >= 1 && wants (g, FT_MOVE_TAKE_TRIBUNE))
        for (int c = 0; c < FT_N_CELLS; c++)
          if (cell_has_tile (pl, c))
            add (g, FT_MOVE_TAKE_TRIBUNE, k, c, 0, 0);
      if (!any)
        add (g, FT_MOVE_SKIP_CARD, k, 0, 0, 0);
    }
}

guint
ft_actors (const FtState *s)
{
  guint m = 0;

  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
    case FT_PHASE_SETUP_CITIZEN:
    case FT_PHASE_SETUP_DIAGONAL:
    case FT_PHASE_SETUP_HANDICAP:
      return 1u << s->setup_player;
    case FT_PHASE_DRAFT:
      for (guint p = 0; p < s->n_players; p++)
        if (!s->players[p].draft_done)
          m |= 1u << p;
      return m;
    case FT_PHASE_TURN:
      return 1u << s->current;
    case FT_PHASE_SCORING_PAY:
      return 1u << s->pay_player;
    default:
      return 0;
    }
}

static void
gen_all (const FtState *s,
         const FtData  *d,
         guint          player,
         Gen           *gp)
{
  const FtPlayer *pl;

  if (player >= s->n_players || !(ft_actors (s) & (1u << player)))
    return;
  pl = &s->players[player];
  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
      for (int c = 0; c < FT_N_COLOURS; c++)
        {
          gboolean used = FALSE;

          for (int k = 0; k < pl->cranes_placed; k++)
            used |= pl->crane_colour[k] == c;
          if (!used)
            add (gp, FT_MOVE_SETUP_CRANE, c, 0, 0, 0);
        }
      return;
    case FT_PHASE_SETUP_CITIZEN:
      {
        int klass = d->tile[ft_tile_index (s->setup_citizen)].citizen;

        add (gp, FT_MOVE_SETUP_CITIZEN, klass * 2, 0, 0, 0);
        add (gp, FT_MOVE_SETUP_CITIZEN, klass * 2 + 1, 0, 0, 0);
      }
      return;
    case FT_PHASE_SETUP_DIAGONAL:
      add (gp, FT_MOVE_SETUP_DIAGONAL, 0, 0, 0, 0);
      add (gp, FT_MOVE_SETUP_DIAGONAL, 1, 0, 0, 0);
      return;
    case FT_PHASE_SETUP_HANDICAP:
      for (int k = 0; k < FT_N_CORNERS; k++)
        {
          int cell = ft_corner_cell (k), tile = pl->cell_tile[cell];

          if (tile == FT_EMPTY || ft_tile_index (tile) >= FT_N_FEMALE
              || pl->crane_state[k] != FT_CRANE_COVERED)
            continue;
          for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
            if (FT_ROW_CLASS (r) == d->tile[ft_tile_index (tile)].citizen
                && pl->citizen[r][0] == FT_EMPTY)
              add (gp, FT_MOVE_HANDICAP_CITIZEN, k, r, 0, 0);
        }
      return;
    case FT_PHASE_DRAFT:
      gen_draft (s, d, player, gp);
      return;
    case FT_PHASE_SCORING_PAY:
      add (gp, FT_MOVE_PAY_ROW, s->pay_row, 0, 0, 0);
      if (pl->coins >= 1)
        add (gp, FT_MOVE_PAY_ROW, s->pay_row, 1, 0, 0);
      return;
    case FT_PHASE_TURN:
      break;
    default:
      return;
    }

  if (s->n_tasks > 0)
    {
      gen_task (s, d, ctop (s), gp);
      return;
    }
  switch (s->turn_step)
    {
    case FT_TS_BORROW:
      for (int i = 0; i < pl->reserve_n; i++)
        add (gp, FT_MOVE_BORROW, pl->reserve[i], 0, 0, 0);
      add (gp, FT_MOVE_NO_BORROW, 0, 0, 0, 0);
      return;
    case FT_TS_BOTH:
      add (gp, FT_MOVE_USE_BOTH, 0, 0, 0, 0);
      G_GNUC_FALLTHROUGH;
    case FT_TS_USE:
      {
        int m = hand_mask (pl) & ~s->tiles_used;

        for (int w = 0; w < 2; w++)
          if (m & (1 << w))
            add (gp, FT_MOVE_USE_TILE, w, 0, 0, 0);
      }
      break;
    case FT_TS_BUILD:
      gen_builds (s, pl, gp);
      add (gp, FT_MOVE_SKIP_BUILD, 0, 0, 0, 0);
      break;
    case FT_TS_END:
      add (gp, FT_MOVE_END_TURN, 0, 0, 0, 0);
      break;
    default:
      break;
    }
  gen_conversions (s, pl, gp);
}

void
ft_legal_moves (const FtState *s,
                const FtData  *d,
                guint          player,
                int            kind,
                GArray        *moves)
{
  Gen g = { moves, kind, NULL, FALSE };

  gen_all (s, d, player, &g);
}

/* ---- apply ------------------------------------------------------------ */

static void
take_supply_tile (guint8 stack[2],
                  int    face,
                  gboolean unlimited)
{
  if (unlimited)
    return;
  if (stack[face] > 0)
    stack[face]--;
  else
    stack[1 - face]--;
}

static int
link_dir (int from,
          int to)
{
  if (to == from + 1)
    return FT_DOUBLE_RIGHT;
  if (to == from + FT_GRID)
    return FT_DOUBLE_DOWN;
  if (to == from - 1)
    return FT_DOUBLE_LEFT;
  return FT_DOUBLE_UP;
}

static void
put_building (FtPlayer *pl,
              int       cell,
              int       building,
              int       link)
{
  pl->cell_state[cell] = FT_CELL_BUILT;
  pl->cell_building[cell] = building;
  pl->cell_double[cell] = link;
}

static void
apply_build (FtState      *s,
             const FtData *d,
             const LudusMove *m)
{
  FtPlayer *pl = &s->players[s->current];
  int c = m->args[0], face = m->args[1];

  if (s->n_tasks > 0 && top (s)->kind == FT_TASK_EXTRA_BUILD)
    pop (s);
  s->builds_done++;
  if (m->kind == FT_MOVE_BUILD_SINGLE)
    {
      int cell = m->args[2];

      take_supply_tile (s->single_stack[c], face, s->opt_unlimited);
      if (face == 0)
        {
          pl->builders--;
          put_building (pl, cell, d->single_grey[c], FT_DOUBLE_NONE);
        }
      else
        {
          pl->workers[c]--;
          put_building (pl, cell, FT_BLD_FOUNTAIN + c, FT_DOUBLE_NONE);
        }
      push (s, FT_TASK_BUILDING_REWARD, cell, 0);
      return;
    }
  {
    int a = m->args[2], b = m->args[3];

    take_supply_tile (s->double_stack[c], face == 0 ? 1 : 0, s->opt_unlimited);
    if (face == 0)
      {
        pl->workers[c] -= 2;
        put_building (pl, a, FT_BLD_FOUNTAIN + c, link_dir (a, b));
        put_building (pl, b, FT_BLD_FOUNTAIN + c, link_dir (b, a));
        push (s, FT_TASK_BUILDING_REWARD, b, 0);
        push (s, FT_TASK_BUILDING_REWARD, a, 0);
      }
    else
      {
        pl->builders--;
        pl->workers[c]--;
        put_building (pl, a, d->double_grey[c], link_dir (a, b));
        put_building (pl, b, FT_BLD_FOUNTAIN + c, link_dir (b, a));
        push (s, FT_TASK_REWARD_ORDER, a, b);
      }
  }
}

static void
swap_res (FtPlayer *pl,
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

void
ft_canonicalize_move (const FtState *s,
                      guint          player,
                      LudusMove     *m)
{
  /* Two coloured buildings of one colour: either cell may be named first;
   * listed with the smaller cell first. (The mixed face puts its grey half
   * on the first cell, so its order is a choice.) */
  if (m->kind == FT_MOVE_BUILD_DOUBLE && m->args[1] == 0 && m->args[2] > m->args[3])
    {
      gint32 t = m->args[2];

      m->args[2] = m->args[3];
      m->args[3] = t;
    }
}

gboolean
ft_apply (FtState         *s,
          const FtData    *d,
          guint            player,
          const LudusMove *m,
          GError         **error)
{
  gboolean found;

  if (m->kind < 0 || m->kind >= FT_N_MOVE_KINDS)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                   "Forum Trajanum: unknown move kind %d", m->kind);
      return FALSE;
    }
  if (player >= s->n_players || !(ft_actors (s) & (1u << player)))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                   "Forum Trajanum: seat %u has nothing to decide now", player + 1);
      return FALSE;
    }
  {
    Gen g = { NULL, m->kind, m, FALSE };

    gen_all (s, d, player, &g);
    found = g.found;
  }
  if (!found)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                   "Forum Trajanum: %s [%d, %d, %d, %d] is not legal for seat %u now",
                   ft_move_kind_names[m->kind], m->args[0], m->args[1], m->args[2], m->args[3],
                   player + 1);
      return FALSE;
    }
  ft_apply_trusted (s, d, player, m);
  return TRUE;
}

/* Trusted: m is one of ft_legal_moves (s, d, player). */
void
ft_apply_trusted (FtState         *s,
                  const FtData    *d,
                  guint            player,
                  const LudusMove *m)
{
  FtPlayer *pl = &s->players[player];

  switch (m->kind)
    {
    case FT_MOVE_SETUP_CRANE:
      pl->crane_colour[pl->cranes_placed++] = m->args[0];
      if (pl->cranes_placed == FT_N_CORNERS - 1)
        {
          int used = 0;

          for (int k = 0; k < FT_N_CORNERS - 1; k++)
            used |= 1 << pl->crane_colour[k];
          for (int c = 0; c < FT_N_COLOURS; c++)
            if (!(used & (1 << c)))
              pl->crane_colour[pl->cranes_placed++] = c;
          s->phase = FT_PHASE_SETUP_CITIZEN;
        }
      break;
    case FT_MOVE_SETUP_CITIZEN:
      place_citizen (s, player, s->setup_citizen, m->args[0]);
      pl->hand_own = FT_EMPTY;
      s->phase = FT_PHASE_SETUP_DIAGONAL;
      break;
    case FT_MOVE_SETUP_DIAGONAL:
      if (m->args[0] == 1)
        {
          int a = ft_corner_cell (0), b = ft_corner_cell (1);
          int c2 = ft_corner_cell (2), c3 = ft_corner_cell (3);
          gint16 t;

          t = pl->cell_tile[a]; pl->cell_tile[a] = pl->cell_tile[b]; pl->cell_tile[b] = t;
          t = pl->cell_tile[c3]; pl->cell_tile[c3] = pl->cell_tile[c2]; pl->cell_tile[c2] = t;
        }
      if (pl->handicap)
        s->phase = FT_PHASE_SETUP_HANDICAP;
      else
        setup_next_player (s);
      break;
    case FT_MOVE_HANDICAP_CITIZEN:
      {
        int tile = take_from_cell (pl, ft_corner_cell (m->args[0]));

        place_citizen (s, player, tile, m->args[1]);
        setup_next_player (s);
      }
      break;

    case FT_MOVE_TAKE_STREET:
    case FT_MOVE_TAKE_TRIBUNE:
      {
        int k = m->args[0], cell = m->args[1];

        if (m->kind == FT_MOVE_TAKE_TRIBUNE)
          {
            pl->tribunes--;
            pl->draft_tribunes++;
          }
        pl->draft_cell[k] = cell;
        pl->draft_take[k] = take_from_cell (pl, cell);
        pl->draft_card_done |= 1 << k;
        s->epoch++;
        draft_check_done (pl);
      }
      break;
    case FT_MOVE_SKIP_CARD:
      pl->draft_card_done |= 1 << m->args[0];
      draft_check_done (pl);
      break;
    case FT_MOVE_KEEP_TILE:
      pl->draft_kept_card = m->args[0];
      pl->hand_own = pl->draft_take[m->args[0]];
      pl->gift = pl->draft_take[1 - m->args[0]];
      pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
      pl->draft_done = 1;
      break;

    case FT_MOVE_BORROW:
      {
        int i;

        for (i = 0; pl->reserve[i] != m->args[0]; i++)
          ;
        memmove (&pl->reserve[i], &pl->reserve[i + 1],
                 (pl->reserve_n - i - 1) * sizeof pl->reserve[0]);
        pl->reserve[--pl->reserve_n] = FT_EMPTY;
        pl->hand_recv = m->args[0];
        pl->hand_recv_borrowed = 1;
        after_borrow (s);
      }
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
      use_tile_front (s, d, m->args[0] == 0 ? pl->hand_own : pl->hand_recv);
      break;

    case FT_MOVE_PLACE_CITIZEN:
      {
        int tile = top (s)->a;
        int j = 0;

        pop (s);
        /* The tile leaves the hand (or the pending disposal) for the row. */
        if (pl->hand_own == tile)
          pl->hand_own = FT_EMPTY;
        if (pl->hand_recv == tile)
          pl->hand_recv = FT_EMPTY;
        for (int i = 0; i < s->n_tasks; i++)
          if (!(s->tasks[i].kind == FT_TASK_DISPOSE && s->tasks[i].a == tile))
            s->tasks[j++] = s->tasks[i];
        memset (&s->tasks[j], 0, (s->n_tasks - j) * sizeof s->tasks[0]);
        s->n_tasks = j;
        place_citizen (s, player, tile, m->args[0]);
      }
      break;
    case FT_MOVE_CHOOSE_OPTION:
      {
        int kind = top (s)->kind;

        pop (s);
        if (m->args[0] == 0)
          pl->coins++;
        else if (kind == FT_TASK_COIN_OR_TRIBUNE)
          pl->tribunes++;
        else
          pl->assistants++;
      }
      break;
    case FT_MOVE_CHOOSE_WORKER:
      pl->workers[m->args[0]]++;
      if (--top (s)->a == 0)
        pop (s);
      break;
    case FT_MOVE_UPGRADE_MODE:
      pop (s);
      pl->slider = m->args[0] == 0 ? pl->slider + 1 : next_cypress (d, pl->slider);
      break;

    case FT_MOVE_BUILD_SINGLE:
    case FT_MOVE_BUILD_DOUBLE:
      apply_build (s, d, m);
      break;
    case FT_MOVE_SKIP_BUILD:
      if (s->n_tasks > 0)
        pop (s);                /* the Basilica 4 building action is forfeit */
      else
        s->turn_step = FT_TS_END;
      break;
    case FT_MOVE_REWARD_ORDER:
      {
        int first = m->args[0];
        int other = top (s)->a == first ? top (s)->b : top (s)->a;

        pop (s);
        push (s, FT_TASK_BUILDING_REWARD, other, 0);
        push (s, FT_TASK_BUILDING_REWARD, first, 0);
      }
      break;
    case FT_MOVE_TRACK_REWARD:
      {
        int track = top (s)->a;

        pop (s);
        apply_track_reward (s, track, m->args[0]);
      }
      break;
    case FT_MOVE_AREA_BONUS:
      {
        FtTask *t = top (s);

        t->a--;
        t->b |= 1 << m->args[0];
        if (t->a == 0)
          pop (s);
        apply_area_bonus (s, m->args[0]);
      }
      break;
    case FT_MOVE_PLACE_ENVOY:
      {
        int cell = m->args[0], area = s->forum_area[cell];
        int tile;

        pop (s);
        tile = pl->ship[--pl->ship_n];
        pl->ship[pl->ship_n] = FT_EMPTY;
        s->forum_owner[cell] = player;
        s->forum_tile[cell] = tile;
        if (area >= 0 && area_complete (s, area))
          push_area_bonus (s, area_bonus_count (pl));
      }
      break;
    case FT_MOVE_DECLINE_ENVOY:
      pop (s);
      break;
    case FT_MOVE_TAKE_GRID_TILE:
      {
        int tile = take_from_cell (pl, m->args[0]);

        pop (s);
        s->epoch++;
        push (s, FT_TASK_DISPOSE, tile, 0);
        use_tile_front (s, d, tile);
      }
      break;

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
      swap_res (pl, m->args[0], -1);
      swap_res (pl, m->args[1], +1);
      s->merchant2_used = 1;
      break;
    case FT_MOVE_END_TURN:
      s->turns_taken++;
      if (s->turns_taken < s->n_players)
        begin_turn (s, ft_left (s, s->current));
      else
        round_end (s);
      break;
    case FT_MOVE_PAY_ROW:
      if (m->args[1])
        {
          pl->coins--;
          pl->row_active[m->args[0]] = 1;
        }
      else
        pl->row_active[m->args[0]] = 0;
      s->pay_row++;
      pay_next (s);
      break;
    default:
      g_assert_not_reached ();
    }
  advance (s, d);
}
