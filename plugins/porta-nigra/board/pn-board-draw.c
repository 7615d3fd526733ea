/* pn-board-draw.c: the Porta Nigra board's layout, regions and hover preview
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout follows the size given: wide windows put the city on the left
 * and the cards, players and turn on the right; narrow ones put the city on
 * top. Everything scales with one unit, 1 at 1280×716 (the board's area in a
 * 1280×800 window), where no text is under 11 px and no target under 24 px.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

/* A region the open choice panel hides: it would not be reached. */
static gboolean
under_panel (Pnb     *b,
             PnbRect  r)
{
  const PnbRect *p = &b->panel_area;

  return b->masked && r.x < p->x + p->w && p->x < r.x + r.w && r.y < p->y + p->h &&
         p->y < r.y + r.h;
}

static void
add_region (Pnb             *b,
            PnbRect          r,
            gboolean         circle,
            const LudusMove *move,
            char            *tip)
{
  PnbRegion region = { r, circle, move != NULL, { 0 }, tip };

  if (b->regions == NULL || under_panel (b, r))
    {
      g_free (tip);
      return;
    }
  if (move != NULL)
    region.move = *move;
  g_array_append_val (b->regions, region);
}

void
pnb_region (Pnb             *b,
            PnbRect          r,
            const LudusMove *move,
            char            *tip)
{
  add_region (b, r, FALSE, move, tip);
}

void
pnb_region_circle (Pnb             *b,
                   double           cx,
                   double           cy,
                   double           radius,
                   const LudusMove *move,
                   char            *tip)
{
  add_region (b, (PnbRect) { cx - radius, cy - radius, 2 * radius, 2 * radius }, TRUE, move,
              tip);
}

void
pnb_regions_clear (GArray *regions)
{
  for (guint i = 0; i < regions->len; i++)
    g_free (g_array_index (regions, PnbRegion, i).tip);
  g_array_set_size (regions, 0);
}

/* The seat's name, or "Player 2" when the view was given none. */
const char *
pnb_seat_name (Pnb   *b,
               guint  seat)
{
  const char *name = ludus_view_get_seat_name (b->view, seat);

  if (name != NULL && *name != '\0')
    return name;
  g_free (b->names[seat % PN_MAX_PLAYERS]);
  b->names[seat % PN_MAX_PLAYERS] = g_strdup_printf (_("Player %d"), seat + 1);
  return b->names[seat % PN_MAX_PLAYERS];
}

/* Frees what drawing with b made. */
void
pnb_finish (Pnb *b)
{
  for (int p = 0; p < PN_MAX_PLAYERS; p++)
    g_clear_pointer (&b->names[p], g_free);
  g_clear_object (&b->layout);
}

void
pnb_highlight (Pnb      *b,
               PnbRect   r,
               double    radius,
               gboolean  chosen)
{
  double lw = (chosen ? 4 : 2.5) * b->u;
  PnbRect out = { r.x - lw / 2, r.y - lw / 2, r.w + lw, r.h + lw };

  pnb_frame (b, out, radius + lw / 2, lw, chosen ? &b->pal->accent : NULL, 0.28,
             &b->pal->accent, 1);
}

/* A move's tooltip: what it does, from the engine's words. */
static char *
move_tip (Pnb             *b,
          const LudusMove *move,
          const char      *name)
{
  g_autofree char *what = NULL;

  if (move->kind >= LUDUS_BOARD_LOCAL_MOVE || b->viewer < 0)
    return g_strdup (name);
  what = pn_text_move_action (b->d, b->s, (guint) b->viewer, move, b->viewer);
  if (name == NULL)
    return g_steal_pointer (&what);
  return g_strdup_printf ("%s\n%s", name, what);
}

gboolean
pnb_target_region (Pnb     *b,
                   PnbRect  r,
                   int      target,
                   char    *tip)
{
  LudusMove move;
  gboolean has = pnb_plan_target (b->plan, target, &move);

  if (has)
    {
      g_autofree char *name = tip;
      g_autofree char *more = NULL;

      if (move.kind == PNB_LOCAL_TARGET)
        {
          more = g_strdup_printf ("%s\n%s", name != NULL ? name : "",
                                  _("Click to see the choices."));
          pnb_region (b, r, &move, g_steal_pointer (&more));
        }
      else
        pnb_region (b, r, &move, move_tip (b, &move, name));
      pnb_highlight (b, r, 5 * b->u, b->plan->sel.target == target);
    }
  else if (tip != NULL)
    pnb_region (b, r, NULL, tip);
  return has;
}

/* Whether this turn's refill is still news: until the seat plays its card. */
gboolean
pnb_refill_fresh (Pnb *b)
{
  const PnState *s = b->s;

  return s->phase == PN_PHASE_REFILL_CHOICE || s->phase == PN_PHASE_PLACE_BUILDER ||
         (s->phase == PN_PHASE_ACTION && s->card == PN_NONE && !s->honor_bought);
}

static void
paint_refill_mark (Pnb           *b,
                   PnbRect        r,
                   gconstpointer  data)
{
  static const LudusRgb gold = { 0.90, 0.65, 0.04 };
  double lw = 2 * b->u, dash = 5 * b->u;

  ludus_cairo_rounded_rect (b->cr, r.x + 1.5 * b->u + lw / 2, r.y + 1.5 * b->u + lw / 2,
                            r.w - 3 * b->u - lw, r.h - 3 * b->u - lw, 4 * b->u);
  ludus_cairo_set_rgb (b->cr, &gold, 1);
  cairo_set_line_width (b->cr, lw);
  cairo_set_dash (b->cr, &dash, 1, 0);
  cairo_stroke (b->cr);
  cairo_set_dash (b->cr, NULL, 0, 0);
}

/* What the refill put out: a gold dashed edge inside r. */
void
pnb_refill_mark (Pnb     *b,
                 PnbRect  r)
{
  pnb_sprite (b, r, 1, NULL, paint_refill_mark, NULL, "refill");
}

/* tip, and what the refill did (taken; the result is new). */
char *
pnb_refill_tip (char       *tip,
                const char *note)
{
  char *both = g_strdup_printf ("%s\n%s", tip != NULL ? tip : "", note);

  g_free (tip);
  return both;
}

static void
layout (Pnb     *b,
        double   width,
        double   height,
        PnbRect *city,
        PnbRect *side)
{
  double m = 8 * b->u, s;

  if (width / height >= 1.3)
    {
      s = MIN (height - 2 * m, width * 0.56);
      *city = (PnbRect) { m, (height - s) / 2, s, s };
      *side = (PnbRect) { s + 2 * m, m, width - s - 3 * m, height - 2 * m };
    }
  else
    {
      s = MIN (width - 2 * m, height * 0.55);
      *city = (PnbRect) { (width - s) / 2, m, s, s };
      *side = (PnbRect) { m, s + 2 * m, width - 2 * m, height - s - 3 * m };
    }
}

/* What never changes: the background and the city's ground. */
static void
paint_ground (Pnb           *b,
              PnbRect        r,
              gconstpointer  data)
{
  PnbRect city, side;

  ludus_cairo_set_rgb (b->cr, &b->pal->background, 1);
  cairo_paint (b->cr);
  layout (b, r.w, r.h, &city, &side);
  pnb_draw_city_ground (b, city);
}

void
pnb_draw_all (Pnb    *b,
              double  width,
              double  height)
{
  PnbRect city, side, turn;

  b->u = MAX (0.5, MIN (width / 1280.0, height / 716.0));
  b->fs = MAX (12.0, 13.0 * b->u);
  /* Painted from its image, it is a copy of the whole board. */
  pnb_sprite (b, (PnbRect) { 0, 0, width, height }, 0, &b->pal->background, paint_ground,
              NULL, "ground");
  layout (b, width, height, &city, &side);
  pnb_draw_city (b, city);
  b->masked = b->plan->panel_target != PNB_T_NONE;
  pnb_draw_side (b, side, &turn);
  pnb_draw_turn (b, turn);
  b->masked = FALSE;
  if (b->plan->panel_target != PNB_T_NONE)
    pnb_draw_panel (b, b->panel_area);
}

/* The quarter a move takes the master builder to, or -1. */
static int
destination (Pnb             *b,
             const LudusMove *m)
{
  if (m->kind == PN_MOVE_BUY_BRICK)
    return m->args[2] == PN_WHITE ? -1 : pn_quarter_of_shop[m->args[2]];
  if (m->kind == PN_MOVE_PLACE_ELEMENT)
    return pn_site_quarter (b->d, m->args[2]);
  if (m->kind == PN_MOVE_INFLUENCE_PLACE)
    return pn_site_quarter (b->d, m->args[0]);
  if (m->kind == PNB_LOCAL_TARGET && m->args[0] >= PNB_T_SITE && m->args[0] < PNB_T_SITE + 44)
    return pn_site_quarter (b->d, m->args[0] - PNB_T_SITE);
  if (m->kind == PNB_LOCAL_TARGET && m->args[0] >= PNB_T_SHOP && m->args[0] < PNB_T_SHOP + 4)
    return pn_quarter_of_shop[m->args[0] - PNB_T_SHOP];
  return -1;
}

static void
quarter_centre (Pnb    *b,
                int     q,
                double *x,
                double *y)
{
  *x = b->city.quarter[q].x + b->city.quarter[q].w / 2;
  *y = b->city.quarter[q].y + b->city.quarter[q].h / 2;
}

/* Arrows from the master builder's quarter clockwise to the destination, and the cost. */
void
pnb_draw_preview (Pnb             *b,
                  const LudusMove *move)
{
  cairo_t *cr = b->cr;
  int to = destination (b, move), from, n;
  double x, y, tx, ty;
  g_autofree char *cost = NULL;

  if (to < 0 || b->viewer < 0 || (from = b->s->players[b->viewer].builder) < 0)
    return;
  n = pn_distance (from, to);
  if (n == 0)
    return;
  ludus_cairo_set_rgb (cr, &b->pal->accent, 0.9);
  cairo_set_line_width (cr, 5 * b->u);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int k = 0; k < n; k++)
    {
      int q = (from + k) % PN_N_QUARTERS, q2 = (q + 1) % PN_N_QUARTERS;
      double a, ex, ey;

      quarter_centre (b, q, &x, &y);
      quarter_centre (b, q2, &tx, &ty);
      cairo_move_to (cr, x, y);
      ex = x + (tx - x) * 0.8, ey = y + (ty - y) * 0.8;
      cairo_line_to (cr, ex, ey);
      cairo_stroke (cr);
      a = atan2 (ty - y, tx - x);
      cairo_move_to (cr, ex + 12 * b->u * cos (a), ey + 12 * b->u * sin (a));
      cairo_line_to (cr, ex + 12 * b->u * cos (a + 2.5), ey + 12 * b->u * sin (a + 2.5));
      cairo_line_to (cr, ex + 12 * b->u * cos (a - 2.5), ey + 12 * b->u * sin (a - 2.5));
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  quarter_centre (b, to, &tx, &ty);
  cost = pn_text_coins (n);
  ludus_cairo_rounded_rect (cr, tx - 60 * b->u, ty - 14 * b->u, 120 * b->u, 28 * b->u, 8 * b->u);
  ludus_cairo_set_rgb (cr, &b->pal->accent, 1);
  cairo_fill (cr);
  ludus_cairo_set_rgb (cr, &b->pal->accent_text, 1);
  pnb_text (b, cost, tx, ty, b->fs, 112 * b->u);
}
