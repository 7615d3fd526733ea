/* ft-build.c: the building action and its rewards (spec §5.5–5.8)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A building goes on free cells of the Colonia and pays off at once: a
 * triumphal column scores, a grey building moves its reward track up, a
 * coloured one sends an envoy to the forum, where a completed area brings
 * an area bonus.
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

/* ---- the forum --------------------------------------------------------- */

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

/* §5.8: without Patrician I, an envoy of a colour joins an area of that
 * colour that already has envoys, if one has room. Returns how many cells
 * were marked in legal, or -1 when no such area has room. */
static int
joining_cells (const FtState *s,
               int            colour,
               gboolean      *legal)
{
  guint8 occupied[128] = { 0 }, empty[128] = { 0 };
  gboolean any = FALSE;
  int count = 0;

  for (int i = 0; i < forum_cells (s); i++)
    if (s->forum_colour[i] == colour && s->forum_area[i] >= 0)
      {
        if (s->forum_owner[i] != FT_EMPTY)
          occupied[s->forum_area[i]] = 1;
        else
          empty[s->forum_area[i]] = 1;
      }
  for (int a = 0; a < s->n_areas; a++)
    any |= occupied[a] && empty[a];
  if (!any)
    return -1;
  for (int i = 0; i < forum_cells (s); i++)
    {
      int a = s->forum_area[i];

      if (s->forum_owner[i] == FT_EMPTY && a >= 0 && s->forum_colour[i] == colour
          && occupied[a] && empty[a])
        legal[i] = TRUE, count++;
    }
  return count;
}

int
ft_envoy_cells (const FtState  *s,
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
      count = joining_cells (s, colour, legal);
      if (count >= 0)
        return count;
      count = 0;
    }
  for (int i = 0; i < n; i++)
    if (s->forum_owner[i] == FT_EMPTY && s->forum_colour[i] == colour)
      legal[i] = TRUE, count++;
  return count;
}

void
ft_push_envoy (FtState *s,
               int      mode,
               int      colour)
{
  FtPlayer *pl = &s->players[s->current];
  gboolean legal[FT_FORUM_MAX_CELLS];

  if (ft_envoy_cells (s, pl, mode, colour, legal) > 0)
    ft_task_push (s, FT_TASK_ENVOY, mode, colour);
}

void
ft_push_area_bonus (FtState *s,
                    int      count)
{
  ft_task_push (s, FT_TASK_AREA_BONUS, count, 0);
}

int
ft_area_bonus_count (const FtPlayer *pl)
{
  return ft_ability (pl, FT_ROW_PATRICIAN_2) ? 2 : 1;
}

/* ---- rewards ----------------------------------------------------------- */

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
    case FT_AB_UPGRADE: ft_task_push (s, FT_TASK_UPGRADE, 0, 0); break;
    case FT_AB_VP2: ft_add_vp (s, s->current, FT_VP_AREA_BONUS, 2); break;
    default: g_assert_not_reached ();
    }
}

/* §5.6: the reward of a track level (0: none). */
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
      ft_task_push (s, FT_TASK_WORKER_ANY, 1, 0);
      break;
    case FT_TRACK_LIBRARY * 10 + 2:
      pl->builders++;
      break;
    case FT_TRACK_LIBRARY * 10 + 3:
      ft_push_envoy (s, FT_ENVOY_EAGLE, 0);
      break;
    case FT_TRACK_LIBRARY * 10 + 4:
    case FT_TRACK_MARKET * 10 + 4:
      if (ft_grid_has_tiles (pl))
        ft_task_push (s, FT_TASK_GRID_TILE, 0, 0);
      break;
    case FT_TRACK_BASILICA * 10 + 1:
      pl->assistants += 2;
      break;
    case FT_TRACK_BASILICA * 10 + 2:
      pl->tribunes += 2;
      break;
    case FT_TRACK_BASILICA * 10 + 3:
      ft_task_push (s, FT_TASK_UPGRADE, 0, 0);
      break;
    case FT_TRACK_BASILICA * 10 + 4:
      s->extra_builds++;
      break;
    case FT_TRACK_MARKET * 10 + 1:
      pl->coins++;
      break;
    case FT_TRACK_MARKET * 10 + 2:
      ft_push_area_bonus (s, ft_area_bonus_count (pl));
      break;
    case FT_TRACK_MARKET * 10 + 3:
      ft_push_envoy (s, FT_ENVOY_NON_EAGLE, 0);
      break;
    default:
      break;                    /* level 0: no reward */
    }
}

void
ft_building_reward (FtState *s,
                    int      cell)
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
        ft_task_push (s, FT_TASK_TRACK_COMPLETE, t, 0);
      ft_task_push (s, FT_TASK_TRACK_REWARD, t, level + 1);
    }
  else
    ft_push_envoy (s, FT_ENVOY_COLOUR, FT_BLD_COLOUR (b));
}

/* ---- legal moves ------------------------------------------------------- */

static gboolean
adjacent (int a,
          int b)
{
  int ra = a / FT_GRID, ca = a % FT_GRID, rb = b / FT_GRID, cb = b % FT_GRID;

  return (ra == rb && ABS (ca - cb) == 1) || (ca == cb && ABS (ra - rb) == 1);
}

/* Double tiles of colour c with the given face on two free adjacent cells. */
static void
doubles_legal (const FtPlayer *pl,
               int             c,
               int             face,
               FtMoveList     *list)
{
  static const int nb[4] = { 1, FT_GRID, -1, -FT_GRID };

  for (int a = 0; a < FT_N_CELLS; a++)
    {
      if (pl->cell_state[a] != FT_CELL_FREE)
        continue;
      for (int k = 0; k < 4; k++)
        {
          int b = a + nb[k];

          if (b < 0 || b >= FT_N_CELLS || !adjacent (a, b) || pl->cell_state[b] != FT_CELL_FREE)
            continue;
          if (face == 0 && b < a)
            continue;
          ft_list_add (list, FT_MOVE_BUILD_DOUBLE, c, face, a, b);
        }
    }
}

void
ft_builds_legal (const FtState  *s,
                 const FtPlayer *pl,
                 FtMoveList     *list)
{
  for (int c = 0; c < FT_N_COLOURS && !ft_list_enough (list); c++)
    {
      gboolean single_ok = s->opt_unlimited || ft_single_pool (s, c) > 0;
      gboolean double_ok = s->opt_unlimited || ft_double_pool (s, c) > 0;

      if (ft_list_wants (list, FT_MOVE_BUILD_SINGLE) && single_ok)
        for (int face = 0; face < 2; face++)
          {
            if (face == 0 ? pl->builders < 1 : pl->workers[c] < 1)
              continue;
            for (int cell = 0; cell < FT_N_CELLS; cell++)
              if (pl->cell_state[cell] == FT_CELL_FREE)
                ft_list_add (list, FT_MOVE_BUILD_SINGLE, c, face, cell, 0);
          }
      if (ft_list_wants (list, FT_MOVE_BUILD_DOUBLE) && double_ok)
        for (int face = 0; face < 2; face++)
          if (face == 0 ? pl->workers[c] >= 2 : (pl->builders >= 1 && pl->workers[c] >= 1))
            doubles_legal (pl, c, face, list);
    }
}

/* The choices of the rewards' pending tasks. */
void
ft_reward_legal (const FtState *s,
                 const FtTask  *t,
                 FtMoveList    *list)
{
  const FtPlayer *pl = &s->players[s->current];
  gboolean legal[FT_FORUM_MAX_CELLS];

  switch (t->kind)
    {
    case FT_TASK_AREA_BONUS:
      for (int b = 0; b < FT_N_AREA_BONUSES; b++)
        if (!(t->b & (1 << b)))
          ft_list_add (list, FT_MOVE_AREA_BONUS, b, 0, 0, 0);
      break;
    case FT_TASK_ENVOY:
      ft_envoy_cells (s, pl, t->a, t->b, legal);
      for (int i = 0; i < forum_cells (s); i++)
        if (legal[i])
          ft_list_add (list, FT_MOVE_PLACE_ENVOY, i, 0, 0, 0);
      ft_list_add (list, FT_MOVE_DECLINE_ENVOY, 0, 0, 0, 0);
      break;
    case FT_TASK_REWARD_ORDER:
      ft_list_add (list, FT_MOVE_REWARD_ORDER, t->a, 0, 0, 0);
      ft_list_add (list, FT_MOVE_REWARD_ORDER, t->b, 0, 0, 0);
      break;
    case FT_TASK_TRACK_REWARD:
      for (int l = 0; l <= t->b; l++)
        ft_list_add (list, FT_MOVE_TRACK_REWARD, l, 0, 0, 0);
      break;
    case FT_TASK_EXTRA_BUILD:
      ft_builds_legal (s, pl, list);
      ft_list_add (list, FT_MOVE_SKIP_BUILD, 0, 0, 0, 0);
      ft_conversions_legal (s, pl, list);
      break;
    default:
      break;
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

/* ---- apply ------------------------------------------------------------- */

static void
take_supply_tile (guint8   stack[2],
                  int      face,
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
build_single (const FtData *d,
              FtState      *s,
              FtPlayer     *pl,
              int           c,
              int           face,
              int           cell)
{
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
  ft_task_push (s, FT_TASK_BUILDING_REWARD, cell, 0);
}

/* A pair (face 0) rewards a then b; a mixed tile (face 1) asks for the order. */
static void
build_double (const FtData *d,
              FtState      *s,
              FtPlayer     *pl,
              int           c,
              int           face,
              int           a,
              int           b)
{
  take_supply_tile (s->double_stack[c], face == 0 ? 1 : 0, s->opt_unlimited);
  if (face == 0)
    {
      pl->workers[c] -= 2;
      put_building (pl, a, FT_BLD_FOUNTAIN + c, link_dir (a, b));
      put_building (pl, b, FT_BLD_FOUNTAIN + c, link_dir (b, a));
      ft_task_push (s, FT_TASK_BUILDING_REWARD, b, 0);
      ft_task_push (s, FT_TASK_BUILDING_REWARD, a, 0);
    }
  else
    {
      pl->builders--;
      pl->workers[c]--;
      put_building (pl, a, d->double_grey[c], link_dir (a, b));
      put_building (pl, b, FT_BLD_FOUNTAIN + c, link_dir (b, a));
      ft_task_push (s, FT_TASK_REWARD_ORDER, a, b);
    }
}

static void
place_envoy (FtState *s,
             int      cell)
{
  FtPlayer *pl = &s->players[s->current];
  int area = s->forum_area[cell];

  ft_task_pop (s);
  s->forum_owner[cell] = s->current;
  s->forum_tile[cell] = pl->ship[--pl->ship_n];
  pl->ship[pl->ship_n] = FT_EMPTY;
  if (area >= 0 && area_complete (s, area))
    ft_push_area_bonus (s, ft_area_bonus_count (pl));
}

static void
choose_area_bonus (FtState *s,
                   int      bonus)
{
  FtTask *t = ft_task_top (s);

  t->a--;
  t->b |= 1 << bonus;
  if (t->a == 0)
    ft_task_pop (s);
  apply_area_bonus (s, bonus);
}

static void
choose_first_reward (FtState *s,
                     int      first)
{
  FtTask *t = ft_task_top (s);
  int other = t->a == first ? t->b : t->a;

  ft_task_pop (s);
  ft_task_push (s, FT_TASK_BUILDING_REWARD, other, 0);
  ft_task_push (s, FT_TASK_BUILDING_REWARD, first, 0);
}

void
ft_build_apply (const FtData    *d,
                FtState         *s,
                const LudusMove *m)
{
  FtPlayer *pl = &s->players[s->current];
  const int *a = m->args;
  int track;

  switch (m->kind)
    {
    case FT_MOVE_BUILD_SINGLE:
    case FT_MOVE_BUILD_DOUBLE:
      if (s->n_tasks > 0 && ft_task_top (s)->kind == FT_TASK_EXTRA_BUILD)
        ft_task_pop (s);
      s->builds_done++;
      if (m->kind == FT_MOVE_BUILD_SINGLE)
        build_single (d, s, pl, a[0], a[1], a[2]);
      else
        build_double (d, s, pl, a[0], a[1], a[2], a[3]);
      break;
    case FT_MOVE_SKIP_BUILD:
      if (s->n_tasks > 0)
        ft_task_pop (s);        /* the Basilica 4 building action is forfeit */
      else
        s->turn_step = FT_TS_END;
      break;
    case FT_MOVE_REWARD_ORDER:
      choose_first_reward (s, a[0]);
      break;
    case FT_MOVE_TRACK_REWARD:
      track = ft_task_top (s)->a;
      ft_task_pop (s);
      apply_track_reward (s, track, a[0]);
      break;
    case FT_MOVE_AREA_BONUS:
      choose_area_bonus (s, a[0]);
      break;
    case FT_MOVE_PLACE_ENVOY:
      place_envoy (s, a[0]);
      break;
    case FT_MOVE_DECLINE_ENVOY:
      ft_task_pop (s);
      break;
    default:
      g_assert_not_reached ();
    }
}
