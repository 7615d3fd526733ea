/* nr-board.c: how the shell draws Nova Roma's board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panels are laid out wide or tall (whichever is larger in the area
 * given) and scaled to it. A frame is drawn once into an image surface and
 * kept, with its regions, until the view, the size, the style or the
 * board's own selection changes: a hover or a focus change only paints the
 * cached frame, replays the regions into the hit map and rings the move
 * under the pointer. While a text map is attached (the readability checks)
 * the board draws directly, so that every piece of text is recorded.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "nr-board-private.h"
#include "nr-game.h"

/* Selection */

void
nrb_selection_clear (NrbSelection *sel)
{
  memset (sel, 0, sizeof *sel);
  sel->district = -1;
}

gboolean
nrb_selection_apply (NrbSelection    *sel,
                     const LudusMove *move)
{
  switch (move->kind)
    {
    case NRB_LOCAL_SELECT:
      if (sel->kind == move->args[0] && sel->arg == move->args[1])
        sel->kind = NRB_SEL_NONE;
      else
        {
          sel->kind = move->args[0];
          sel->arg = move->args[1];
        }
      return TRUE;
    case NRB_LOCAL_BUILD:
      if (sel->district != move->args[0])
        {
          sel->district = move->args[0];
          sel->cells = 0;
        }
      sel->cells ^= G_GUINT64_CONSTANT (1) << move->args[1];
      if (sel->cells == 0)
        sel->district = -1;
      return TRUE;
    case NRB_LOCAL_RACE:
      if (move->args[0] < 0 || move->args[0] >= NR_N_TRACKS)
        return FALSE;
      sel->race[move->args[0]] = sel->race[move->args[0]] == move->args[1] ? 0 : move->args[1];
      return TRUE;
    case NRB_LOCAL_CLEAR:
      nrb_selection_clear (sel);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Regions */

const LudusMove *
nrb_find (Nrb *b,
          int  kind,
          int  a0,
          int  a1,
          int  a2)
{
  for (guint i = 0; i < b->n_moves; i++)
    {
      const LudusMove *m = &b->moves[i];

      if (m->kind == kind && m->args[0] == a0 && m->args[1] == a1 && m->args[2] == a2)
        return m;
    }
  return NULL;
}

LudusMove
nrb_local (int kind,
           int a0,
           int a1)
{
  LudusMove m = { 0 };

  m.kind = kind;
  m.args[0] = a0;
  m.args[1] = a1;
  return m;
}

static void
add_region (Nrb             *b,
            double           x,
            double           y,
            double           w,
            double           h,
            gboolean         circle,
            const LudusMove *move,
            char            *tip)
{
  NrbRegion r = { 0 };

  r.x = b->ox + x;
  r.y = b->oy + y;
  r.w = w;
  r.h = h;
  r.circle = circle;
  r.has_move = move != NULL;
  if (move != NULL)
    r.move = *move;
  if (move != NULL && move->kind < LUDUS_BOARD_LOCAL_MOVE && tip != NULL
      && ludus_view_move_reveals (b->view, move))
    {
      char *more = g_strdup_printf ("%s\n%s", tip, _("This draws at random or shows hidden "
                                                     "cards: it cannot be taken back."));
      g_free (tip);
      tip = more;
    }
  r.tip = tip;
  g_array_append_val (b->regions, r);
}

void
nrb_region (Nrb             *b,
            double           x,
            double           y,
            double           w,
            double           h,
            const LudusMove *move,
            char            *tip)
{
  add_region (b, x, y, w, h, FALSE, move, tip);
  if (move != NULL)
    nrb_mark (b, x, y, w, h);
}

void
nrb_region_circle (Nrb             *b,
                   double           cx,
                   double           cy,
                   double           r,
                   const LudusMove *move,
                   char            *tip)
{
  add_region (b, cx - r, cy - r, 2 * r, 2 * r, TRUE, move, tip);
  if (move != NULL)
    nrb_mark_circle (b, cx, cy, r);
}

static void
paint_mark (cairo_t    *cr,
            const void *args)
{
  const double *a = args;    /* w, h, circle, accent rgb */
  LudusRgb accent = { a[3], a[4], a[5] };

  if (a[2] != 0)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, a[0] / 2, a[0] / 2, a[0] / 2 - 1, 0, 2 * G_PI);
    }
  else
    ludus_cairo_rounded_rect (cr, 1, 1, a[0] - 2, a[1] - 2, 4);
  ludus_cairo_set_rgb (cr, &accent, 0.95);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
}

void
nrb_mark (Nrb    *b,
          double  x,
          double  y,
          double  w,
          double  h)
{
  double a[6] = { w, h, 0, b->pal->accent.r, b->pal->accent.g, b->pal->accent.b };

  nrb_sprite (b, x, y, w, h, 2, paint_mark, a, sizeof a);
}

void
nrb_mark_circle (Nrb    *b,
                 double  cx,
                 double  cy,
                 double  r)
{
  double a[6] = { 2 * r, 2 * r, 1, b->pal->accent.r, b->pal->accent.g, b->pal->accent.b };

  nrb_sprite (b, cx - r, cy - r, 2 * r, 2 * r, 2, paint_mark, a, sizeof a);
}

static void
regions_clear (GArray *regions)
{
  for (guint i = 0; i < regions->len; i++)
    g_free (g_array_index (regions, NrbRegion, i).tip);
  g_array_set_size (regions, 0);
}

/* Layout */

typedef struct
{
  double scale, tx, ty;
  gboolean tall;
  double board_w, board_h;  /* the board's size in its units (as the area asks) */
} Layout;

/* One shape for an area: its size in the board's units (as high, then as
 * wide, as the area asks, within what its panels can fill), the scale, and
 * how much of the area it leaves empty. */
static Layout
shape_for (gboolean tall,
           double   min_w,
           double   max_w,
           double   min_h,
           double   max_h,
           double   width,
           double   height)
{
  Layout l;

  l.tall = tall;
  /* Wide, even (see spread_b ()). */
  l.board_h = tall ? floor (min_w * height / MAX (1, width))
              : 2 * floor (min_w * height / MAX (1, width) / 2);
  l.board_h = CLAMP (l.board_h, min_h, max_h);
  l.board_w = CLAMP (floor (l.board_h * width / MAX (1, height)), min_w, max_w);
  l.scale = MIN (width / l.board_w, height / l.board_h);
  l.tx = (width - l.board_w * l.scale) / 2;
  l.ty = (height - l.board_h * l.scale) / 2;
  return l;
}

static double
empty_area (const Layout *l,
            double        width,
            double        height)
{
  return width * height - l->board_w * l->board_h * l->scale * l->scale;
}

/* The wide layout, grown higher for areas down to an aspect of about 1.1,
 * or the tall one, grown higher for narrow areas and wider up to an aspect
 * of 1.1: whichever leaves less of the area empty, the larger if both fill
 * it. */
static Layout
layout_for (const Nrb *b,
            double     width,
            double     height)
{
  Layout wide = shape_for (FALSE, NRB_WIDE_W, NRB_WIDE_W, NRB_WIDE_H,
                           NRB_WIDE_H + NRB_WIDE_GROW_MAX, width, height);
  Layout tall = shape_for (TRUE, NRB_TALL_W, NRB_TALL_W_MAX, NRB_TALL_H,
                           nrb_tall_max (b->s, b->me), width, height);
  double empty_wide = empty_area (&wide, width, height);
  double empty_tall = empty_area (&tall, width, height);
  double close = 0.01 * width * height;

  if (empty_wide < close && empty_tall < close)
    return tall.scale > wide.scale ? tall : wide;
  return empty_tall < empty_wide - close ? tall : wide;
}

static void
panel (Nrb            *b,
       const NrbPanel *p)
{
  b->ox = p->x;
  b->oy = p->y;
  b->owner = p->owner;
  b->panel_w = p->w;
  b->panel_h = p->h;
  cairo_save (b->cr);
  cairo_translate (b->cr, p->x, p->y);
  p->func (b);
  cairo_restore (b->cr);
}

/* The compact boards (or, in solo, the automa's panel) beside the large
 * board. */
int
nrb_n_others (const NrState *s,
              int            me)
{
  return (int) s->n_players - (me >= 0 ? 1 : 0) + (nr_is_solo (s) ? 1 : 0);
}

/* How high the tall layout may grow: the forum's cells by up to
 * NRB_FORUM_GROW, and with two or more compact boards the hippodrome (then
 * the Black Sea too) moves under the city, so that the compact boards get
 * the height and column A stays full. With one (solo, or two players) the
 * forum grows further instead (NRB_FORUM_GROW_ONE): the single panel
 * beside it has no use for more. */
double
nrb_tall_max (const NrState *s,
              int            me)
{
  int n = nrb_n_others (s, me);

  return n <= 1 ? NRB_TALL_H + NRB_FORUM_GROW_ONE
         : n == 2 ? NRB_TALL_H + NRB_RACE_H + 4 + NRB_FORUM_GROW
         : NRB_TALL_H + NRB_RACE_H + NRB_SEA_H + 8 + NRB_FORUM_GROW;
}

/* The tall layout's height h split: how much the forum grows, and which of
 * the hippodrome and the Black Sea go under the city. */
static double
tall_split (const NrState *s,
            int            me,
            double         h,
            gboolean      *race_a,
            gboolean      *sea_a)
{
  double extra = MAX (0, h - NRB_TALL_H);
  int n = nrb_n_others (s, me);

  *race_a = n >= 2 && extra > NRB_FORUM_GROW;
  *sea_a = n >= 3 && extra > NRB_RACE_H + 4 + NRB_FORUM_GROW;
  extra -= (*race_a ? NRB_RACE_H + 4 : 0) + (*sea_a ? NRB_SEA_H + 4 : 0);
  return CLAMP (extra, 0, n <= 1 ? NRB_FORUM_GROW_ONE : NRB_FORUM_GROW);
}

/* Where the panels go, before the compact boards are placed. */
typedef struct
{
  double a_w, forum_h;                  /* column A's width, the forum's height */
  double sea[4], race[4], city[4];      /* x, y, width, height */
  double own_x, own_y, own_w;           /* the large board, the score above it */
  double others_c[3];                   /* x, y, width: compact boards under the large board */
  double others_b[2];                   /* x, y: column B's, if k_b */
  int    k_b;                           /* how many compact boards go to column B */
} Places;

static void
put (double r[4],
     double x,
     double y,
     double w,
     double h)
{
  r[0] = x;
  r[1] = y;
  r[2] = w;
  r[3] = h;
}

/* Tall (board_w × board_h): A with the districts under it; C with the sea
 * and the hippodrome between the large board and the compact boards. A
 * taller board has a larger forum, and then the hippodrome and the sea
 * under the districts (tall_split ()); a wider one wider columns, half the
 * width each (what does not grow keeps its size in the middle). */
static void
tall_places (Nrb    *b,
             double  board_w,
             double  board_h,
             Places *pl)
{
  gboolean race_a, sea_a;
  double grow_w = floor ((board_w - NRB_TALL_W) / 2);
  double ax = 8, cx = 476 + grow_w, cw = NRB_COL_B_W + (board_w - NRB_TALL_W - grow_w);
  double own_y = 8 + NRB_SCORE_H + 4, y;

  pl->a_w = NRB_COL_A_W + grow_w;
  pl->forum_h = NRB_FORUM_H + tall_split (b->s, b->me, board_h, &race_a, &sea_a);
  y = 8 + pl->forum_h + NRB_BAR_H + NRB_MARKET_H + 12;
  put (pl->city, ax, y, pl->a_w, NRB_CITY_H);
  y += NRB_CITY_H + 4;
  pl->own_x = cx;
  pl->own_y = own_y;
  pl->own_w = cw;
  if (sea_a)
    {
      put (pl->sea, ax, y, pl->a_w, NRB_SEA_H);
      y += NRB_SEA_H + 4;
    }
  if (race_a)
    put (pl->race, ax, y, pl->a_w, NRB_RACE_H);
  y = own_y + NRB_OWN_H + 4;
  if (!sea_a)
    {
      put (pl->sea, cx, y, cw, NRB_SEA_H);
      y += NRB_SEA_H + 4;
    }
  if (!race_a)
    {
      put (pl->race, cx, y, cw, NRB_RACE_H);
      y += NRB_RACE_H + 4;
    }
  pl->others_c[0] = cx;
  pl->others_c[1] = y;
  pl->others_c[2] = cw;
  pl->k_b = 0;
}

/* How many compact boards go to column B (under the districts, avail_b
 * high) rather than under the large board (avail_c): as many as make the
 * lowest of them highest, none if column B has no room for one. */
static int
others_in_b (int    n,
             double avail_b,
             double avail_c)
{
  int best = 0;
  double best_h = n > 0 ? (avail_c + 4) / n - 4 : 0;

  for (int k = 1; k < n; k++)
    {
      double hb = (avail_b + 4) / k - 4, hc = (avail_c + 4) / (n - k) - 4;

      if (hb >= NRB_OTHER_MIN_H && MIN (hb, hc) > best_h)
        {
          best = k;
          best_h = MIN (hb, hc);
        }
    }
  return best;
}

/* Column B's panels (the sea and the hippodrome if there, the districts)
 * share what is left under them (free units), their content in their
 * middle. */
static void
spread_b (Places   *pl,
          gboolean  sea_b,
          gboolean  race_b,
          double    free)
{
  /* Even, so that at a scale of 1.5 (1920×1080) the panels stay on whole
   * pixels (kept drawings are copied, not resampled). */
  double share = 2 * floor (free / (2 * (1 + sea_b + race_b))), y = 8;

  if (sea_b)
    {
      pl->sea[3] += share;
      y += pl->sea[3] + 4;
    }
  if (race_b)
    {
      pl->race[1] = y;
      pl->race[3] += share;
      y += pl->race[3] + 4;
    }
  pl->city[3] += pl->city[1] + free - y;
  pl->city[1] = y;
}

/* Wide: the forum, the bar and the markets (column A); the sea, the
 * hippodrome and the districts (B); the score, the large board and the
 * compact boards (C). Grown higher (an area between the wide and the tall
 * shapes), the forum's rows take the height, up to NRB_FORUM_GROW_WIDE
 * (NRB_FORUM_GROW_ONE with a single compact board); past that the Black Sea, then the hippodrome, move under the markets.
 * What column B has under the districts takes compact boards
 * (others_in_b ()); with a single one (solo, two players), the large board
 * and the districts go to column C and the single panel to B, once C can
 * hold them. Column B's panels share what is left (spread_b ()). */
static void
wide_places (Nrb    *b,
             double  board_h,
             Places *pl)
{
  double extra = board_h - NRB_WIDE_H, ax = 8, bx = 476, cx = 884, y_a, y_b = 8;
  double own_y = 8 + NRB_SCORE_H + 4, under_own = own_y + NRB_OWN_H + 4;
  int n = nrb_n_others (b->s, b->me);
  double grow = n <= 1 ? NRB_FORUM_GROW_ONE : NRB_FORUM_GROW_WIDE;
  /* One panel beside the large board: the districts under it, once there
   * is room, and the hippodrome too, once there is room for both (it
   * never goes under the markets then). */
  gboolean city_c = n == 1 && board_h - 8 >= under_own + NRB_CITY_H;
  gboolean race_c = city_c && board_h - 8 >= under_own + NRB_CITY_H + NRB_RACE_H + 4;
  gboolean sea_a = extra > grow, race_a = n > 1 && extra > grow + NRB_SEA_H + 4;

  pl->a_w = NRB_COL_A_W;
  pl->forum_h = NRB_FORUM_H + extra - (sea_a ? NRB_SEA_H + 4 : 0)
                - (race_a ? NRB_RACE_H + 4 : 0);
  y_a = 8 + pl->forum_h + NRB_BAR_H + NRB_MARKET_H + 12;
  pl->own_x = cx;
  pl->own_y = own_y;
  pl->own_w = NRB_COL_C_W;
  if (sea_a)
    {
      put (pl->sea, ax, y_a, NRB_COL_A_W, NRB_SEA_H);
      y_a += NRB_SEA_H + 4;
    }
  else
    {
      put (pl->sea, bx, y_b, NRB_COL_B_W, NRB_SEA_H);
      y_b += NRB_SEA_H + 4;
    }
  if (race_a)
    put (pl->race, ax, y_a, NRB_COL_A_W, NRB_RACE_H);
  else if (!race_c)
    {
      put (pl->race, bx, y_b, NRB_COL_B_W, NRB_RACE_H);
      y_b += NRB_RACE_H + 4;
    }
  if (city_c)
    {
      double y = under_own;

      if (race_c)
        {
          put (pl->race, cx, y, NRB_COL_C_W, NRB_RACE_H);
          y += NRB_RACE_H + 4;
        }
      put (pl->city, cx, y, NRB_COL_C_W, board_h - 8 - y);
      pl->others_c[0] = bx;
      pl->others_c[1] = y_b;
      pl->others_c[2] = NRB_COL_B_W;
      pl->k_b = 0;
      return;
    }
  pl->others_c[0] = cx;
  pl->others_c[1] = under_own;
  pl->others_c[2] = NRB_COL_C_W;
  pl->others_b[0] = bx;
  pl->others_b[1] = y_b + NRB_CITY_H + 4;
  pl->k_b = others_in_b (n, board_h - 8 - pl->others_b[1], board_h - 8 - under_own);
  put (pl->city, bx, y_b, NRB_COL_B_W, NRB_CITY_H);
  if (pl->k_b == 0)
    spread_b (pl, !sea_a, !race_a, board_h - 8 - (y_b + NRB_CITY_H));
}

/* The compact boards (or, in solo, the automa's panel): pl->k_b of them
 * share column B's place, the rest the place under the large board, each
 * down to the board's foot (board_h). */
static void
place_others (Nrb          *b,
              NrbPanel      panels[NRB_N_PANELS],
              const Places *pl,
              double        board_h)
{
  const NrState *s = b->s;
  int n = nrb_n_others (s, b->me), k = 0, n_c = n - pl->k_b;
  double cy = pl->others_c[1], by = pl->others_b[1];
  double hc = n_c > 0 ? (board_h - 8 - cy + 4) / n_c : 0;
  double hb = pl->k_b > 0 ? (board_h - 8 - by + 4) / pl->k_b : 0;

  for (int i = NRB_PANEL_OTHER; i < NRB_N_PANELS; i++)
    panels[i] = (NrbPanel) { i, nrb_draw_other, pl->others_c[0], cy, pl->others_c[2], 0, -1,
                             TRUE };
  for (int o = 0; o < NR_N_OWNERS; o++)
    {
      NrbPanel *p = &panels[NRB_PANEL_OTHER + k];

      if (o == b->me || (o >= (int) s->n_players && !(o == NR_AUTOMA && nr_is_solo (s))))
        continue;
      if (k < n_c)
        {
          p->y = cy + k * hc;
          p->h = hc - 4;
        }
      else
        {
          p->x = pl->others_b[0];
          p->w = NRB_COL_B_W;
          p->y = by + (k - n_c) * hb;
          p->h = hb - 4;
        }
      p->owner = o;
      k++;
    }
}

void
nrb_layout_panels (Nrb      *b,
                   gboolean  tall,
                   double    board_w,
                   double    board_h,
                   NrbPanel  panels[NRB_N_PANELS])
{
  Places pl;

  memset (&pl, 0, sizeof pl);
  if (tall)
    tall_places (b, board_w, board_h, &pl);
  else
    wide_places (b, board_h, &pl);
  {
    double ax = 8, aw = pl.a_w, fh = pl.forum_h, ox = pl.own_x, oy = pl.own_y, ow = pl.own_w;
    const NrbPanel table[NRB_PANEL_OTHER] = {
      { NRB_PANEL_FORUM, nrb_draw_forum, ax, 8, aw, fh, -1 },
      { NRB_PANEL_BAR, nrb_draw_bar, ax, 8 + fh + 4, aw, NRB_BAR_H, -1 },
      { NRB_PANEL_MARKETS, nrb_draw_markets, ax, 8 + fh + NRB_BAR_H + 8, aw, NRB_MARKET_H, -1 },
      { NRB_PANEL_SEA, nrb_draw_sea, pl.sea[0], pl.sea[1], pl.sea[2], pl.sea[3], -1, TRUE },
      { NRB_PANEL_RACE, nrb_draw_race, pl.race[0], pl.race[1], pl.race[2], pl.race[3], -1,
        TRUE },
      { NRB_PANEL_CITY, nrb_draw_city, pl.city[0], pl.city[1], pl.city[2], pl.city[3], -1,
        TRUE },
      { NRB_PANEL_SCORE, nrb_draw_score, ox, 8, ow, NRB_SCORE_H, -1 },
      { NRB_PANEL_OWN_HEAD, nrb_draw_own_head, ox, oy, ow, NRB_OWN_HEAD_H, -1, TRUE, 2 },
      { NRB_PANEL_OWN, nrb_draw_own, ox, oy + NRB_OWN_HEAD_H, ow,
        NRB_OWN_AREAS_Y - NRB_OWN_HEAD_H, -1, TRUE, 3 },
      { NRB_PANEL_OWN_AREAS, nrb_draw_own_areas, ox, oy + NRB_OWN_AREAS_Y, ow,
        NRB_OWN_CARDS_Y - NRB_OWN_AREAS_Y, -1, TRUE, 3 },
      { NRB_PANEL_OWN_CARDS, nrb_draw_own_cards, ox, oy + NRB_OWN_CARDS_Y, ow,
        NRB_OWN_H - NRB_OWN_CARDS_Y, -1, TRUE, 1 },
    };

    memcpy (panels, table, sizeof table);
  }
  place_others (b, panels, &pl, board_h);
}

static void
nrb_init (Nrb                *b,
          LudusView          *view,
          cairo_t            *cr,
          gboolean            dark,
          const NrbSelection *sel,
          GArray             *regions)
{
  static const NrbSelection none = { .district = -1 };
  const NrState *s = (const NrState *) ludus_view_get_state (view);

  memset (b, 0, sizeof *b);
  b->s = s;
  b->d = nr_data_get (NULL);
  b->view = view;
  b->cr = cr;
  b->pal = ludus_palette_get (dark);
  b->dark = dark;
  b->viewer = ludus_view_get_viewer (view);
  b->me = b->viewer >= 0 && b->viewer < (int) s->n_players ? b->viewer
          : nr_decider (s) >= 0 ? nr_decider (s) : s->active;
  b->moves = ludus_view_get_legal_moves (view, &b->n_moves);
  b->sel = sel != NULL ? sel : &none;
  b->regions = regions;
}

/* The shape for an area, the text floor it sets, and the panels in it. */
static Layout
arrange (Nrb      *b,
         double    width,
         double    height,
         NrbPanel  panels[NRB_N_PANELS])
{
  Layout l = layout_for (b, width, height);

  b->text_min = MAX (NRB_TEXT_MIN, NRB_TEXT_MIN_PX / l.scale);
  nrb_layout_panels (b, l.tall, l.board_w, l.board_h, panels);
  return l;
}

/* Where a panel's drawing goes, in whole device pixels: its bounds and a
 * margin for what spills over them (the kept panel's image, the clip of a
 * drawing afresh). */
static void
panel_pixels (const Layout   *l,
              const NrbPanel *p,
              double          ds,
              int            *px,
              int            *py,
              int            *pw,
              int            *ph)
{
  double top = (l->ty + p->y * l->scale) * ds, bottom = (l->ty + (p->y + p->h) * l->scale) * ds;
  /* The margin, 2 pixels before and 4 after, but none where it would
   * reach into the next panel: panels are 4 units apart, fewer pixels when
   * the board is scaled down. */
  double gap = 4 * l->scale * ds;
  int before = gap > 3.99 ? 2 : 0, after = gap > 3.99 ? 4 : 0;

  *px = (int) floor ((l->tx + p->x * l->scale) * ds) - before;
  *py = (int) floor (top) - before;
  *pw = (int) ceil (p->w * l->scale * ds) + before + after;
  *ph = (int) ceil (p->h * l->scale * ds) + before + after;
  /* Panels that meet share a row of pixels, none overlapping. */
  if (p->joined & 2)
    *ph = (int) floor (bottom + 0.5) - *py;
  if (p->joined & 1)
    {
      *ph += *py - (int) floor (top + 0.5);
      *py = (int) floor (top + 0.5);
    }
}

/* Draws a panel into cr within its pixels px (x, y, width, height), on
 * the background. */
static void
draw_panel_in (Nrb            *b,
               cairo_t        *cr,
               const NrbPanel *p,
               const Layout   *l,
               double          ds,
               const int       px[4])
{
  cairo_save (cr);
  cairo_rectangle (cr, px[0] / ds, px[1] / ds, px[2] / ds, px[3] / ds);
  cairo_clip (cr);
  b->cr = cr;
  nrb_target_begin (b, cairo_get_target (cr), px[0], px[1], px[0] + px[2], px[1] + px[3]);
  /* A backdrop laid on the background is copied in: the background is
   * then painted only around it. */
  b->bg_pending = p->backdrop && b->target != NULL;
  if (!b->bg_pending)
    {
      ludus_cairo_set_rgb (cr, &b->pal->background, 1);
      cairo_paint (cr);
    }
  cairo_translate (cr, l->tx, l->ty);
  cairo_scale (cr, l->scale, l->scale);
  panel (b, p);
  if (b->bg_pending)
    nrb_background (b, NULL);
  nrb_target_end (b);
  cairo_restore (cr);
}

/* Draws the whole board into cr (user units width × height) and fills
 * regions (logical units); returns the layout used. */
static Layout
draw_board (cairo_t            *cr,
            LudusView          *view,
            double              width,
            double              height,
            gboolean            dark,
            const NrbSelection *sel,
            GArray             *regions)
{
  Layout l;
  NrbPanel panels[NRB_N_PANELS];
  double ds = 1, dy = 1;
  Nrb b;

  cairo_surface_get_device_scale (cairo_get_target (cr), &ds, &dy);
  nrb_init (&b, view, cr, dark, sel, regions);
  l = arrange (&b, width, height, panels);
  ludus_cairo_set_rgb (cr, &b.pal->background, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  for (int i = 0; i < NRB_N_PANELS; i++)
    if (panels[i].h > 0)
      {
        int px[4];

        /* Within the same pixels as in the widget's kept frame. */
        panel_pixels (&l, &panels[i], ds, &px[0], &px[1], &px[2], &px[3]);
        draw_panel_in (&b, cr, &panels[i], &l, ds, px);
      }
  return l;
}

static void
emit_hits (GArray      *regions,
           const Layout *l,
           LudusHitMap *hits)
{
  if (hits == NULL)
    return;
  for (guint i = 0; i < regions->len; i++)
    {
      const NrbRegion *r = &g_array_index (regions, NrbRegion, i);
      double x = l->tx + r->x * l->scale, y = l->ty + r->y * l->scale;

      if (r->circle)
        ludus_hit_map_add_circle (hits, x + r->w * l->scale / 2, y + r->h * l->scale / 2,
                                  r->w * l->scale / 2, r->has_move ? &r->move : NULL, r->tip);
      else
        ludus_hit_map_add_rect (hits, x, y, r->w * l->scale, r->h * l->scale,
                                r->has_move ? &r->move : NULL, r->tip);
    }
}

static gboolean
usable (LudusView *view)
{
  return ludus_view_get_state (view) != NULL && nr_data_get (NULL) != NULL;
}

void
nr_board_render_view (cairo_t            *cr,
                      LudusView          *view,
                      double              width,
                      double              height,
                      gboolean            dark,
                      LudusHitMap        *hits,
                      const NrbSelection *sel)
{
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (NrbRegion));
  Layout l;

  g_return_if_fail (LUDUS_IS_VIEW (view));
  if (!usable (view))
    return;
  l = draw_board (cr, view, width, height, dark, sel, regions);
  emit_hits (regions, &l, hits);
  regions_clear (regions);
}

guint
nr_board_get_panel_rects (LudusView *view,
                          double     width,
                          double     height,
                          double    *board_w,
                          double    *board_h,
                          double     rects[][4],
                          guint      max)
{
  Layout l;
  NrbPanel panels[NRB_N_PANELS];
  Nrb b;
  guint n = 0;

  g_return_val_if_fail (LUDUS_IS_VIEW (view) && usable (view), 0);
  nrb_init (&b, view, NULL, FALSE, NULL, NULL);
  l = arrange (&b, width, height, panels);
  *board_w = l.board_w;
  *board_h = l.board_h;
  for (int i = 0; i < NRB_N_PANELS && n < max; i++)
    if (panels[i].h > 0)
      {
        rects[n][0] = panels[i].x;
        rects[n][1] = panels[i].y;
        rects[n][2] = panels[i].w;
        rects[n][3] = panels[i].h;
        n++;
      }
  return n;
}

/* The renderer: the selection and the cached frame */

/* A panel's place in the kept frame, and what it was drawn from. */
typedef struct
{
  guint64          key;
  gboolean         drawn;
  int              px[4];         /* its pixels in the frame: x, y, width, height */
  GArray          *regions;       /* NrbRegion */
} PanelCache;

typedef struct
{
  NrbSelection     sel;
  GArray          *regions;
  cairo_surface_t *cache;
  double           width, height;
  gboolean         dark;
  double           device_scale;
  gboolean         valid;
  Layout           layout;
  PanelCache       panels[NRB_N_PANELS];
  guint            drawn;         /* the panels the last refresh drew (bit per panel) */
  guint64          arrangement;   /* where the panels were (arrangement_key ()) */
} NrBoard;

static gpointer
renderer_new (void)
{
  NrBoard *ui = g_new0 (NrBoard, 1);

  nrb_selection_clear (&ui->sel);
  ui->regions = g_array_new (FALSE, FALSE, sizeof (NrbRegion));
  for (int i = 0; i < NRB_N_PANELS; i++)
    ui->panels[i].regions = g_array_new (FALSE, FALSE, sizeof (NrbRegion));
  return ui;
}

static void
renderer_free (gpointer renderer)
{
  NrBoard *ui = renderer;

  regions_clear (ui->regions);
  g_array_unref (ui->regions);
  g_clear_pointer (&ui->cache, cairo_surface_destroy);
  for (int i = 0; i < NRB_N_PANELS; i++)
    {
      regions_clear (ui->panels[i].regions);
      g_array_unref (ui->panels[i].regions);
    }
  g_free (ui);
}

static void
view_changed (gpointer renderer)
{
  NrBoard *ui = renderer;

  nrb_selection_clear (&ui->sel);
  ui->valid = FALSE;
}

static gboolean
local_move (gpointer         renderer,
            const LudusMove *move)
{
  NrBoard *ui = renderer;

  if (!nrb_selection_apply (&ui->sel, move))
    return FALSE;
  ui->valid = FALSE;
  return TRUE;
}

const NrbSelection *
nr_board_get_selection (gpointer renderer)
{
  NrBoard *ui = renderer;

  return &ui->sel;
}

guint
nr_board_get_drawn_panels (gpointer renderer)
{
  NrBoard *ui = renderer;

  return ui->drawn;
}

static void
ring (cairo_t         *cr,
      NrBoard         *ui,
      const LudusMove *move,
      const LudusPalette *pal)
{
  const Layout *l = &ui->layout;

  if (move == NULL)
    return;
  for (guint i = 0; i < ui->regions->len; i++)
    {
      const NrbRegion *r = &g_array_index (ui->regions, NrbRegion, i);

      if (!r->has_move || !ludus_move_equal (&r->move, move))
        continue;
      cairo_save (cr);
      ludus_cairo_rounded_rect (cr, l->tx + r->x * l->scale - 2, l->ty + r->y * l->scale - 2,
                                r->w * l->scale + 4, r->h * l->scale + 4, 5 * l->scale);
      ludus_cairo_set_rgb (cr, &pal->accent, 1);
      cairo_set_line_width (cr, 3.5 * l->scale);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* Draws a panel straight into the kept frame, within its pixels: only the
 * panels that changed are drawn, the rest of the frame is kept as it is. */
static void
draw_panel (PanelCache     *pc,
            cairo_t        *cc,
            Nrb            *b,
            const NrbPanel *p,
            const Layout   *l,
            double          ds)
{
  panel_pixels (l, p, ds, &pc->px[0], &pc->px[1], &pc->px[2], &pc->px[3]);
  regions_clear (pc->regions);
  b->regions = pc->regions;
  draw_panel_in (b, cc, p, l, ds, pc->px);
  pc->drawn = TRUE;
}

/* Where the panels are (the size and the number of seats decide it): the
 * frame is drawn afresh when they move, so that nothing is left between. */
static guint64
arrangement_key (const NrbPanel panels[NRB_N_PANELS])
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (int i = 0; i < NRB_N_PANELS; i++)
    {
      double g[4] = { panels[i].x, panels[i].y, panels[i].w, panels[i].h };
      const guint8 *p = (const guint8 *) g;

      for (gsize k = 0; k < sizeof g; k++)
        h = (h ^ p[k]) * G_GUINT64_CONSTANT (0x100000001b3);
    }
  return h;
}

/* Brings the frame up to date: only the panels whose keys changed are
 * drawn, all of them if the frame is new (fresh) or the panels moved. */
static void
compose (NrBoard                  *ui,
         cairo_t                  *cc,
         const LudusRenderContext *ctx,
         double                    ds,
         gboolean                  fresh)
{
  Layout l;
  guint64 common, arrangement;
  NrbPanel panels[NRB_N_PANELS];
  Nrb b;

  nrb_init (&b, ctx->view, NULL, ctx->dark, &ui->sel, NULL);
  l = arrange (&b, ctx->width, ctx->height, panels);
  common = nrb_common_key (&b, l.scale * 1000 + l.tx + l.ty * 7 + ds * 13 + l.tall
                               + l.board_h * 17 + l.board_w * 19);
  arrangement = arrangement_key (panels);
  if (arrangement != ui->arrangement)
    fresh = TRUE;
  ui->arrangement = arrangement;
  if (fresh)
    {
      ludus_cairo_set_rgb (cc, &b.pal->background, 1);
      cairo_paint (cc);
    }
  regions_clear (ui->regions);
  ui->drawn = 0;
  for (int i = 0; i < NRB_N_PANELS; i++)
    {
      PanelCache *pc = &ui->panels[i];
      guint64 key;

      if (panels[i].h <= 0)
        {
          /* An unused compact board: its place is background. */
          if (pc->drawn && !fresh)
            {
              ludus_cairo_set_rgb (cc, &b.pal->background, 1);
              cairo_rectangle (cc, pc->px[0] / ds, pc->px[1] / ds, pc->px[2] / ds,
                               pc->px[3] / ds);
              cairo_fill (cc);
            }
          pc->drawn = FALSE;
          regions_clear (pc->regions);
          continue;
        }
      /* What the key reads of the panel (panel () sets them to draw). */
      b.owner = panels[i].owner;
      b.ox = panels[i].x;
      b.oy = panels[i].y;
      b.panel_w = panels[i].w;
      b.panel_h = panels[i].h;
      key = nrb_panel_key (&b, panels[i].id, common);
      if (fresh || !pc->drawn || key == 0 || key != pc->key)
        {
          draw_panel (pc, cc, &b, &panels[i], &l, ds);
          ui->drawn |= 1u << i;
        }
      pc->key = key;
      for (guint k = 0; k < pc->regions->len; k++)
        {
          NrbRegion r = g_array_index (pc->regions, NrbRegion, k);

          r.tip = g_strdup (r.tip);
          g_array_append_val (ui->regions, r);
        }
    }
  ui->layout = l;
}

static void
refresh_cache (NrBoard                  *ui,
               cairo_t                  *cr,
               const LudusRenderContext *ctx)
{
  double sx = 1, sy = 1;
  gboolean fresh = FALSE;
  cairo_t *cc;

  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  if (ui->valid && ui->cache != NULL && ui->width == ctx->width && ui->height == ctx->height
      && ui->dark == ctx->dark && ui->device_scale == sx)
    return;
  if (ui->cache == NULL || ui->width != ctx->width || ui->height != ctx->height
      || ui->device_scale != sx || ui->dark != ctx->dark)
    {
      g_clear_pointer (&ui->cache, cairo_surface_destroy);
      ui->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (ctx->width * sx),
                                              (int) ceil (ctx->height * sx));
      cairo_surface_set_device_scale (ui->cache, sx, sx);
      fresh = TRUE;
    }
  cc = cairo_create (ui->cache);
  compose (ui, cc, ctx, sx, fresh);
  cairo_destroy (cc);
  ui->width = ctx->width;
  ui->height = ctx->height;
  ui->dark = ctx->dark;
  ui->device_scale = sx;
  ui->valid = TRUE;
}

static void
render (cairo_t                  *cr,
        const LudusRenderContext *ctx,
        gpointer                  user_data)
{
  NrBoard *ui = user_data;

  if (!usable (ctx->view))
    return;
  if (ctx->texts != NULL || ui == NULL)
    {
      nr_board_render_view (cr, ctx->view, ctx->width, ctx->height, ctx->dark, ctx->hits,
                            ui != NULL ? &ui->sel : NULL);
      return;
    }
  refresh_cache (ui, cr, ctx);
  cairo_save (cr);
  /* The frame is opaque: a copy, not a blend. */
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, ui->cache, 0, 0);
  cairo_rectangle (cr, 0, 0, ctx->width, ctx->height);
  cairo_fill (cr);
  cairo_restore (cr);
  emit_hits (ui->regions, &ui->layout, ctx->hits);
  ring (cr, ui, ctx->focus, ludus_palette_get (ctx->dark));
  ring (cr, ui, ctx->hover, ludus_palette_get (ctx->dark));
}

const LudusBoardSpec nr_board = {
  .name = N_("Nova Roma"),
  .aspect_ratio = 0,
  .renderer_new = renderer_new,
  .renderer_free = renderer_free,
  .view_changed = view_changed,
  .local_move = local_move,
  .draw = render,
};
