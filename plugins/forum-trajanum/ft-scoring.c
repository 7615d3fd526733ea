/* ft-scoring.c: paying citizens, the scoring after each pass, the final ranking (spec §6, §7)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

/* §6.2 */
int
ft_score_cranes (const FtState *s,
                 guint          p)
{
  const FtPlayer *pl = &s->players[p];
  int vp = 0;

  for (int k = 0; k < FT_N_CORNERS; k++)
    if (pl->crane_state[k] == FT_CRANE_REVEALED)
      for (int c = 0; c < FT_N_CELLS; c++)
        if (pl->cell_building[c] == FT_BLD_FOUNTAIN + pl->crane_colour[k])
          vp += ft_column_value (s);
  return vp;
}

/* §6.3 */
int
ft_score_colonia (const FtData  *d,
                  const FtState *s,
                  guint          p)
{
  const FtPlayer *pl = &s->players[p];
  const FtSideData *side = &d->side[s->opt_side_b];
  int vp = 0;

  for (int r = 0; r < FT_GRID; r++)
    {
      int row = side->citizen_row[r];
      int types = 0, distinct = 0, m = 1;

      for (int c = 0; c < FT_GRID; c++)
        {
          int b = pl->cell_building[ft_cell (r, c)];

          if (FT_BLD_IS_GREY (b))
            types |= 1 << b;
        }
      for (int b = 0; b < FT_N_GREY; b++)
        distinct += (types >> b) & 1;
      if (pl->row_active[row])
        m += (pl->citizen[row][0] != FT_EMPTY) + (pl->citizen[row][1] != FT_EMPTY);
      vp += distinct * m;
    }
  return vp;
}

static gboolean
is_eagle (const FtState *s,
          int            x,
          int            y)
{
  if (x < 0 || y < 0 || x >= s->forum_w || y >= s->forum_h)
    return FALSE;
  return s->forum_colour[y * s->forum_w + x] == FT_FORUM_EAGLE;
}

/* §6.4, eagles */
int
ft_score_eagles (const FtState *s,
                 guint          p)
{
  gboolean pat1 = ft_ability (&s->players[p], FT_ROW_PATRICIAN_1);
  int vp = 0;

  for (int y = 0; y < s->forum_h; y++)
    for (int x = 0; x < s->forum_w; x++)
      {
        if (s->forum_owner[y * s->forum_w + x] != (int) p)
          continue;
        if (is_eagle (s, x, y))
          vp += 2;
        else if (is_eagle (s, x + 1, y) || is_eagle (s, x - 1, y)
                 || is_eagle (s, x, y + 1) || is_eagle (s, x, y - 1))
          vp += 1;
        else if (pat1 && (is_eagle (s, x + 1, y + 1) || is_eagle (s, x - 1, y + 1)
                          || is_eagle (s, x + 1, y - 1) || is_eagle (s, x - 1, y - 1)))
          vp += 1;
      }
  return vp;
}

/* §6.4, largest group of own envoys joined edge to edge */
int
ft_largest_group (const FtState *s,
                  guint          p)
{
  gboolean seen[FT_FORUM_MAX_CELLS] = { FALSE };
  gint16 stack[FT_FORUM_MAX_CELLS];
  int best = 0, n = s->forum_w * s->forum_h;

  for (int i = 0; i < n; i++)
    {
      int size = 0, sp = 0;

      if (seen[i] || s->forum_owner[i] != (int) p)
        continue;
      seen[i] = TRUE;
      stack[sp++] = i;
      while (sp > 0)
        {
          int c = stack[--sp], x = c % s->forum_w, y = c / s->forum_w;
          static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

          size++;
          for (int k = 0; k < 4; k++)
            {
              int nx = x + dx[k], ny = y + dy[k], nc;

              if (nx < 0 || ny < 0 || nx >= s->forum_w || ny >= s->forum_h)
                continue;
              nc = ny * s->forum_w + nx;
              if (!seen[nc] && s->forum_owner[nc] == (int) p)
                {
                  seen[nc] = TRUE;
                  stack[sp++] = nc;
                }
            }
        }
      best = MAX (best, size);
    }
  return best;
}

int
ft_area_vp (const FtData   *d,
            const FtPlayer *pl,
            int             n)
{
  return d->area_vp[pl->slider_reversed][pl->slider][MIN (n, d->area_n_max)];
}

int
ft_trajan_value (const FtData   *d,
                 const FtPlayer *pl)
{
  return d->trajan_vp[pl->slider_reversed][pl->slider];
}

/* ---- Trajan building tasks: largest set of disjoint instances --------- */

typedef struct
{
  guint64 masks[128];
  int     n;
} Instances;

static void
add_instance (Instances *in,
              guint64    mask)
{
  if (in->n < (int) G_N_ELEMENTS (in->masks))
    in->masks[in->n++] = mask;
}

static int
max_disjoint (const guint64 *masks,
              int            n,
              guint64        used)
{
  guint64 open = 0, bit;
  int best;

  for (int i = 0; i < n; i++)
    if (!(masks[i] & used))
      open |= masks[i];
  open &= ~used;
  if (open == 0)
    return 0;
  /* Branch on the lowest open cell: no instance uses it, or one that does. */
  bit = open & (~open + 1);
  best = max_disjoint (masks, n, used | bit);
  for (int i = 0; i < n; i++)
    if ((masks[i] & bit) && !(masks[i] & used))
      best = MAX (best, 1 + max_disjoint (masks, n, used | masks[i]));
  return best;
}

#define BIT(cell) (G_GUINT64_CONSTANT (1) << (cell))

static int
bld (const FtPlayer *pl,
     int             r,
     int             c)
{
  if (r < 0 || c < 0 || r >= FT_GRID || c >= FT_GRID)
    return FT_EMPTY;
  return pl->cell_building[ft_cell (r, c)];
}

static gboolean
grey (const FtPlayer *pl, int r, int c)
{
  return FT_BLD_IS_GREY (bld (pl, r, c));
}

static gboolean
coloured (const FtPlayer *pl, int r, int c)
{
  return FT_BLD_IS_COLOURED (bld (pl, r, c));
}

static gboolean
built (const FtPlayer *pl, int r, int c)
{
  return bld (pl, r, c) >= 0;
}

static gboolean
distinct3 (int a, int b, int c)
{
  return a != b && b != c && a != c;
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

/* The building tasks of pass I cards, anchored at (r, c). */
static void
patterns_1 (const FtData   *d,
            const FtState  *s,
            const FtPlayer *pl,
            int             card,
            int             r,
            int             c,
            Instances      *in)
{
  int cell = ft_cell (r, c);

  switch (card)
    {
    case FT_TC_1_1:
      if (grey (pl, r, c - 1) && coloured (pl, r, c) && grey (pl, r, c + 1))
        add_instance (in, BIT (cell - 1) | BIT (cell) | BIT (cell + 1));
      break;
    case FT_TC_1_2:
      if (is_temple (d, s, cell) && built (pl, r - 1, c) && built (pl, r + 1, c))
        add_instance (in, BIT (cell - FT_GRID) | BIT (cell) | BIT (cell + FT_GRID));
      break;
    case FT_TC_1_3:
      if (grey (pl, r, c) && grey (pl, r + 1, c) && bld (pl, r, c) != bld (pl, r + 1, c))
        add_instance (in, BIT (cell) | BIT (cell + FT_GRID));
      break;
    case FT_TC_1_4:
      if (ft_is_corner (cell))
        {
          int dr = r == 0 ? 1 : -1, dc = c == 0 ? 1 : -1;

          if (built (pl, r + dr, c) && built (pl, r, c + dc))
            add_instance (in, BIT (cell) | BIT (ft_cell (r + dr, c))
                          | BIT (ft_cell (r, c + dc)));
        }
      break;
    case FT_TC_1_PROMO:
      if (is_temple (d, s, cell) && coloured (pl, r, c - 1) && coloured (pl, r, c + 1))
        add_instance (in, BIT (cell - 1) | BIT (cell) | BIT (cell + 1));
      break;
    default:
      break;
    }
}

/* The building tasks of pass II cards, anchored at (r, c). */
static void
patterns_2 (const FtData   *d,
            const FtState  *s,
            const FtPlayer *pl,
            int             card,
            int             r,
            int             c,
            Instances      *in)
{
  int cell = ft_cell (r, c);

  switch (card)
    {
    case FT_TC_2_1:
      if (built (pl, r, c) && built (pl, r, c + 1) && built (pl, r + 1, c)
          && built (pl, r + 1, c + 1))
        add_instance (in, BIT (cell) | BIT (cell + 1) | BIT (cell + FT_GRID)
                      | BIT (cell + FT_GRID + 1));
      break;
    case FT_TC_2_2:
      if (coloured (pl, r - 1, c) && grey (pl, r, c) && coloured (pl, r + 1, c))
        add_instance (in, BIT (cell - FT_GRID) | BIT (cell) | BIT (cell + FT_GRID));
      break;
    case FT_TC_2_4:
      if (grey (pl, r - 1, c) && coloured (pl, r, c) && grey (pl, r + 1, c))
        add_instance (in, BIT (cell - FT_GRID) | BIT (cell) | BIT (cell + FT_GRID));
      break;
    case FT_TC_2_PROMO:
      if (coloured (pl, r, c) && coloured (pl, r, c + 1) && coloured (pl, r, c + 2)
          && distinct3 (bld (pl, r, c), bld (pl, r, c + 1), bld (pl, r, c + 2)))
        add_instance (in, BIT (cell) | BIT (cell + 1) | BIT (cell + 2));
      break;
    default:
      break;
    }
}

/* The building tasks of pass III cards, anchored at (r, c). */
static void
patterns_3 (const FtData   *d,
            const FtState  *s,
            const FtPlayer *pl,
            int             card,
            int             r,
            int             c,
            Instances      *in)
{
  int cell = ft_cell (r, c);

  switch (card)
    {
    case FT_TC_3_1:
      if (coloured (pl, r, c) && grey (pl, r + 1, c) && grey (pl, r + 2, c)
          && coloured (pl, r + 3, c))
        add_instance (in, BIT (cell) | BIT (cell + FT_GRID) | BIT (cell + 2 * FT_GRID)
                      | BIT (cell + 3 * FT_GRID));
      break;
    case FT_TC_3_2:
      if (coloured (pl, r, c) && coloured (pl, r + 1, c) && coloured (pl, r + 2, c)
          && distinct3 (bld (pl, r, c), bld (pl, r + 1, c), bld (pl, r + 2, c)))
        add_instance (in, BIT (cell) | BIT (cell + FT_GRID) | BIT (cell + 2 * FT_GRID));
      break;
    case FT_TC_3_3:
      if (is_temple (d, s, cell) && coloured (pl, r - 1, c - 1) && coloured (pl, r - 1, c + 1)
          && coloured (pl, r + 1, c - 1) && coloured (pl, r + 1, c + 1))
        add_instance (in, BIT (cell) | BIT (cell - FT_GRID - 1) | BIT (cell - FT_GRID + 1)
                      | BIT (cell + FT_GRID - 1) | BIT (cell + FT_GRID + 1));
      break;
    case FT_TC_3_4:
      if (grey (pl, r, c) && grey (pl, r + 1, c) && grey (pl, r + 2, c)
          && distinct3 (bld (pl, r, c), bld (pl, r + 1, c), bld (pl, r + 2, c)))
        add_instance (in, BIT (cell) | BIT (cell + FT_GRID) | BIT (cell + 2 * FT_GRID));
      break;
    case FT_TC_3_PROMO:
      if (is_temple (d, s, cell) && coloured (pl, r - 1, c) && coloured (pl, r + 1, c)
          && coloured (pl, r, c - 1) && coloured (pl, r, c + 1))
        add_instance (in, BIT (cell) | BIT (cell - FT_GRID) | BIT (cell + FT_GRID)
                      | BIT (cell - 1) | BIT (cell + 1));
      break;
    default:
      break;
    }
}

/* §6.5: how many times the card's building task is met, with no building
 * used twice. */
int
ft_trajan_building (const FtData  *d,
                    const FtState *s,
                    guint          p,
                    int            card)
{
  const FtPlayer *pl = &s->players[p];
  Instances in = { { 0 }, 0 };

  if (card == FT_TC_2_3)
    {
      int best = G_MAXINT;

      for (int col = 0; col < FT_N_COLOURS; col++)
        {
          int n = 0;

          for (int c = 0; c < FT_N_CELLS; c++)
            n += pl->cell_building[c] == FT_BLD_FOUNTAIN + col;
          best = MIN (best, n);
        }
      return best;
    }
  for (int r = 0; r < FT_GRID; r++)
    for (int c = 0; c < FT_GRID; c++)
      {
        patterns_1 (d, s, pl, card, r, c, &in);
        patterns_2 (d, s, pl, card, r, c, &in);
        patterns_3 (d, s, pl, card, r, c, &in);
      }
  return max_disjoint (in.masks, in.n, 0);
}

static int
pairs (const int *x,
       int        m)
{
  int sum = 0, max = 0;

  for (int i = 0; i < m; i++)
    {
      sum += x[i];
      max = MAX (max, x[i]);
    }
  return MIN (sum / 2, sum - max);
}

static int
min3 (int a, int b, int c)
{
  return MIN (a, MIN (b, c));
}

int
ft_trajan_collection (const FtState *s,
                      guint          p,
                      int            card)
{
  const FtPlayer *pl = &s->players[p];
  int cit[FT_N_CLASSES] = { 0 };
  int workers[FT_N_COLOURS];
  int W = 0, cranes = 0, cols = 0, mk = 0;

  for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
    if (pl->row_active[r])
      cit[FT_ROW_CLASS (r)] += (pl->citizen[r][0] != FT_EMPTY) + (pl->citizen[r][1] != FT_EMPTY);
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      workers[c] = pl->workers[c];
      W += pl->workers[c];
    }
  for (int k = 0; k < FT_N_CORNERS; k++)
    cranes += pl->crane_state[k] == FT_CRANE_SCORED;
  for (int c = 0; c < FT_N_CELLS; c++)
    cols += pl->cell_building[c] == FT_BLD_COLUMN;
  for (int t = 0; t < FT_N_TRACKS; t++)
    mk += pl->track[t] == FT_TRACK_AT_COLUMN;

  switch (card)
    {
    case FT_TC_1_1: return MIN (pl->tribunes, pl->coins);
    case FT_TC_1_2: return MIN (pairs (cit, FT_N_CLASSES), pl->ship_n);
    case FT_TC_1_3: return MIN (pl->assistants / 2, pl->coins);
    case FT_TC_1_4: return min3 (pl->builders, W, pl->assistants);
    case FT_TC_1_PROMO: return MIN (cranes, cols);
    case FT_TC_2_1: return MIN (pl->assistants, pl->coins / 2);
    case FT_TC_2_2: return min3 (pl->tribunes, pl->builders, pl->assistants);
    case FT_TC_2_3: return MIN (W, cols / 2);
    case FT_TC_2_4: return MIN (cranes / 2, pairs (cit, FT_N_CLASSES));
    case FT_TC_2_PROMO: return MIN (pl->tribunes / 2, pairs (workers, FT_N_COLOURS));
    case FT_TC_3_1: return min3 (cit[0], cit[1], cit[2]);
    case FT_TC_3_2: return min3 (cols, pl->tribunes, pl->builders);
    case FT_TC_3_3: return MIN (cranes / 2, pairs (workers, FT_N_COLOURS));
    case FT_TC_3_4: return min3 (mk, pl->assistants, pl->coins);
    case FT_TC_3_PROMO: return MIN (pl->tribunes / 2, pl->assistants);
    default: return 0;
    }
}

/* ---- §6.1, step 0: paying citizens ---------------------------------- */

/* The next (player, row) with a citizen, from pay_player and pay_row on. */
static void
pay_next (FtState *s)
{
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

void
ft_pay_start (FtState *s)
{
  s->phase = FT_PHASE_SCORING_PAY;
  s->pay_player = s->start_player;
  s->pay_row = 0;
  s->pay_count = 0;
  pay_next (s);
}

void
ft_pay_legal (const FtState *s,
              FtMoveList    *list)
{
  ft_list_add (list, FT_MOVE_PAY_ROW, s->pay_row, 0, 0, 0);
  if (s->players[s->pay_player].coins >= 1)
    ft_list_add (list, FT_MOVE_PAY_ROW, s->pay_row, 1, 0, 0);
}

void
ft_pay_apply (FtState         *s,
              guint            player,
              const LudusMove *m)
{
  FtPlayer *pl = &s->players[player];

  if (m->args[1])
    {
      pl->coins--;
      pl->row_active[m->args[0]] = 1;
    }
  else
    pl->row_active[m->args[0]] = 0;
  s->pay_row++;
  pay_next (s);
}

gboolean
ft_pass_end (const FtData *d,
             FtState      *s)
{
  if (s->pay_count < s->n_players)
    return FALSE;
  ft_score_pass (d, s);
  if (s->pass == FT_N_PASSES)
    {
      s->phase = FT_PHASE_GAME_OVER;
      return FALSE;
    }
  /* §6.6: the start player figure moves on; the next pass begins. */
  s->start_player = ft_right (s, s->start_player);
  s->pass++;
  s->round = 1;
  s->column_fragments++;
  ft_round_start (s);
  return TRUE;
}

/* §6.2–§6.5; step 0 (payment) has been decided move by move. */
void
ft_score_pass (const FtData *d,
               FtState      *s)
{
  int card = s->trajan[s->pass - 1];

  for (guint p = 0; p < s->n_players; p++)
    {
      FtPlayer *pl = &s->players[p];

      ft_add_vp (s, p, FT_VP_CRANE, ft_score_cranes (s, p));
      for (int k = 0; k < FT_N_CORNERS; k++)
        if (pl->crane_state[k] == FT_CRANE_REVEALED)
          pl->crane_state[k] = FT_CRANE_SCORED;
    }
  for (guint p = 0; p < s->n_players; p++)
    ft_add_vp (s, p, FT_VP_COLONIA, ft_score_colonia (d, s, p));
  for (guint p = 0; p < s->n_players; p++)
    {
      ft_add_vp (s, p, FT_VP_FORUM_EAGLE, ft_score_eagles (s, p));
      ft_add_vp (s, p, FT_VP_FORUM_AREA, ft_area_vp (d, &s->players[p], ft_largest_group (s, p)));
    }
  if (card >= 0)
    for (guint p = 0; p < s->n_players; p++)
      {
        int times = ft_trajan_building (d, s, p, card) + ft_trajan_collection (s, p, card);

        ft_add_vp (s, p, FT_VP_TRAJAN, times * ft_trajan_value (d, &s->players[p]));
      }
  s->last_scored_pass = s->pass;
}

int
ft_resources (const FtPlayer *pl)
{
  int n = pl->builders + pl->assistants + pl->coins + pl->tribunes;

  for (int c = 0; c < FT_N_COLOURS; c++)
    n += pl->workers[c];
  return n;
}

/* §7: 0 for the winner; tied seats share a rank. */
void
ft_ranks (const FtState *s,
          guint         *ranks)
{
  for (guint a = 0; a < s->n_players; a++)
    {
      const FtPlayer *pa = &s->players[a];
      int ca = ft_active_citizens (pa), ra = ft_resources (pa);

      ranks[a] = 0;
      for (guint b = 0; b < s->n_players; b++)
        {
          const FtPlayer *pb = &s->players[b];
          int cb = ft_active_citizens (pb), rb = ft_resources (pb);

          if (pb->vp > pa->vp
              || (pb->vp == pa->vp && (cb > ca || (cb == ca && rb > ra))))
            ranks[a]++;
        }
    }
}
