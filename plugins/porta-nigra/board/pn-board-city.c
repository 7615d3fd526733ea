/* pn-board-city.c: the four quarters in their ring, their shops, sites and master builders
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Clockwise from the top left: the red-shop, yellow-shop, black-shop and
 * blue-shop quarters (spec §2.2.1), each with its building's sites, its
 * shop and the master builders standing there; the white shop and the
 * supply in the plaza between them. Each quarter's heading says what moving
 * the viewer's master builder there costs.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

static const int shop_of_quarter[PN_N_QUARTERS] = { PN_RED, PN_YELLOW, PN_BLACK, PN_BLUE };
static const LudusRgb black = { 0, 0, 0 };

/* Rows of each building's grid and the sites in each. */
static int
grid_rows (int building)
{
  return building == PN_AMPHITHEATRE ? 3 : 2;
}

static const char *
row_letter (int building,
            int row)
{
  static const char *const letters[] = { "A", "B", "C" };

  if (building != PN_BASILICA && building != PN_AMPHITHEATRE)
    return NULL;
  return letters[row];
}

static char *
site_tip (Pnb *b,
          int  site)
{
  g_autofree char *name = pn_text_site (b->d, site);
  int owner = b->s->site_owner[site];

  if (owner < 0)
    {
      if (b->d->site[site].building == PN_PORTA_NIGRA)
        return g_strdup_printf (_("%s: an element of %d to %d bricks, %d VP a brick"), name,
                                b->d->pn_min, b->d->pn_max,
                                b->d->value[b->d->site[site].color]);
      return g_steal_pointer (&name);
    }
  /* Translators: a built site, "Basilica, row A, site 4 (…): 2 bricks of Anna" */
  return g_strdup_printf (ngettext ("%s: %d brick of %s", "%s: %d bricks of %s",
                                    b->s->site_height[site]),
                          name, b->s->site_height[site],
                          pnb_seat_name (b, (guint) owner));
}

/* A site's face: its colour, and what is built on it or what building it takes. */
static void
paint_site (Pnb           *b,
            PnbRect        r,
            gconstpointer  data)
{
  int site = *(const int *) data;
  const PnSite *st = &b->d->site[site];
  int owner = b->s->site_owner[site];
  LudusRgb rgb;
  char top[16], bottom[16];

  pnb_brick_rgb (st->color, b->dark, &rgb);
  pnb_frame (b, r, 4 * b->u, MAX (1, b->u), &rgb, owner >= 0 ? 0.55 : 1, &black, 0.5);
  if (owner >= 0)
    {
      double rad = MIN (r.w, r.h) * 0.22;

      ludus_cairo_seat_piece (b->cr, b->view, (guint) owner, r.x + r.w / 2, r.y + r.h * 0.36,
                              rad);
      g_snprintf (bottom, sizeof bottom, "%d", b->s->site_height[site]);
      pnb_ink_on (b, st->color);
      pnb_text (b, bottom, r.x + r.w / 2, r.y + r.h * 0.76, b->fs * 1.1, 0);
      return;
    }
  if (st->building == PN_PORTA_NIGRA)
    {
      g_snprintf (top, sizeof top, "%d–%d", b->d->pn_min, b->d->pn_max);
      g_snprintf (bottom, sizeof bottom, "×%d", b->d->value[st->color]);
    }
  else
    {
      g_snprintf (top, sizeof top, "%d", st->bricks);
      g_snprintf (bottom, sizeof bottom, "%d", st->vp);
    }
  pnb_ink_on (b, st->color);
  pnb_text (b, top, r.x + r.w / 2, r.y + r.h * 0.3, b->fs * 1.15, r.w - 4 * b->u);
  pnb_vp_glyph (b, r.x + r.w * 0.3, r.y + r.h * 0.72, MIN (r.w, r.h) * 0.12);
  pnb_ink_on (b, st->color);
  pnb_text (b, bottom, r.x + r.w * 0.62, r.y + r.h * 0.72, b->fs, r.w * 0.5);
}

static void
draw_site_face (Pnb     *b,
                int      site,
                PnbRect  r)
{
  int owner = b->s->site_owner[site];
  g_autofree char *seat = owner >= 0 ? pnb_seat_key (b, (guint) owner) : g_strdup ("-");
  /* The data's values are the same for every site of a match. */
  g_autofree char *key = g_strdup_printf ("site|%d|%s|%d|%p", site, seat,
                                          b->s->site_height[site], (gconstpointer) b->d);

  pnb_sprite (b, r, 1, &b->pal->surface, paint_site, &site, key);
}

/* The building's grid in r: the i-th site's cell, and the rows' letters. */
static PnbRect
site_cell (Pnb     *b,
           int      building,
           PnbRect  r,
           int      i)
{
  int rows = grid_rows (building);
  double label = row_letter (building, 0) != NULL ? 16 * b->u : 0, gap = 5 * b->u;
  double cw = (r.w - label - 4 * gap) / 5, ch = MIN ((r.h - (rows - 1) * gap) / rows, cw * 1.05);
  double y0 = r.y + (r.h - rows * ch - (rows - 1) * gap) / 2;

  return (PnbRect) { r.x + label + (i % 5) * (cw + gap), y0 + (i / 5) * (ch + gap), cw, ch };
}

/* The building's sites, each from its image (keyed by what is built on it), and the
 * rows' letters; then each site's region and highlight. */
static void
draw_sites (Pnb     *b,
            int      building,
            PnbRect  r)
{
  int first = pn_first_site (building);

  for (int row = 0; row < grid_rows (building); row++)
    if (row_letter (building, row) != NULL)
      {
        PnbRect cell = site_cell (b, building, r, row * 5);

        ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
        pnb_text (b, row_letter (building, row), r.x + 8 * b->u, cell.y + cell.h / 2, b->fs, 0);
      }
  for (int i = 0; i < pn_n_sites (building); i++)
    {
      PnbRect cell = site_cell (b, building, r, i);

      draw_site_face (b, first + i, cell);
      b->city.site[first + i] = cell;
      pnb_target_region (b, cell, PNB_T_SITE + first + i, site_tip (b, first + i));
    }
}

static char *
shop_tip (Pnb *b,
          int  shop)
{
  g_autofree char *name = pn_text_shop (shop);
  g_autofree char *bricks = pn_text_bricks (shop, b->s->shop[shop]);
  g_autofree char *price = pn_text_coins (b->d->price[shop]);

  /* Translators: a shop, its bricks and their price, "red shop: 3 red bricks, 3 sesterces each" */
  return g_strdup_printf (_("%s: %s, %s each"), name, bricks, price);
}

static void
paint_shop (Pnb           *b,
            PnbRect        r,
            gconstpointer  data)
{
  int shop = *(const int *) data;
  char num[16];

  pnb_panel (b, r, &b->pal->surface_alt);
  pnb_brick (b, shop, r.x + r.h * 0.55, r.y + r.h / 2, r.h * 0.62);
  g_snprintf (num, sizeof num, "×%d", b->s->shop[shop]);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  pnb_text_left (b, num, r.x + r.h * 0.98, r.y + r.h / 2, b->fs * 1.1, r.w - r.h, TRUE);
}

/* A shop, over under (the quarter's panel or the plaza). */
static void
draw_shop (Pnb            *b,
           int             shop,
           PnbRect         r,
           const LudusRgb *under)
{
  g_autofree char *key = g_strdup_printf ("shop|%d|%d", shop, b->s->shop[shop]);

  int added = b->s->refill_added[shop];
  char *tip = shop_tip (b, shop);

  b->city.shop[shop] = r;
  pnb_sprite (b, r, 1, under, paint_shop, &shop, key);
  if (added > 0 && pnb_refill_fresh (b))
    {
      g_autofree char *note = g_strdup_printf (ngettext ("This turn's refill put %d brick here.",
                                                         "This turn's refill put %d bricks here.",
                                                         added), added);

      pnb_refill_mark (b, r);
      tip = pnb_refill_tip (tip, note);
    }
  pnb_target_region (b, r, PNB_T_SHOP + shop, tip);
}

/* A master builder: the seat's piece on a dark disc. */
static void
paint_builder (Pnb           *b,
               PnbRect        box,
               gconstpointer  data)
{
  guint seat = *(const guint *) data;
  double cx = box.x + box.w / 2, cy = box.y + box.h / 2, rad = box.w / 2.6;

  ludus_cairo_set_rgb (b->cr, &b->pal->text, 0.9);
  cairo_arc (b->cr, cx, cy, rad * 1.3, 0, 2 * G_PI);
  cairo_fill (b->cr);
  ludus_cairo_seat_piece (b->cr, b->view, seat, cx, cy, rad);
}

static void
draw_builder (Pnb    *b,
              guint   seat,
              double  cx,
              double  cy,
              double  rad)
{
  g_autofree char *seat_key = pnb_seat_key (b, seat);
  g_autofree char *key = g_strdup_printf ("builder|%s", seat_key);

  pnb_sprite (b, (PnbRect) { cx - rad * 1.3, cy - rad * 1.3, rad * 2.6, rad * 2.6 }, 2, NULL,
              paint_builder, &seat, key);
}

static void
draw_builders (Pnb    *b,
               int     q,
               double  x,
               double  cy,
               double  dir)
{
  for (guint p = 0; p < b->s->n_players; p++)
    {
      double rad = 10 * b->u;

      if (b->s->players[p].builder != q)
        continue;
      draw_builder (b, p, x + dir * rad * 1.3, cy, rad);
      pnb_region_circle (b, x + dir * rad * 1.3, cy, rad * 1.3, NULL,
                         g_strdup_printf (_("Master builder of %s"),
                                          pnb_seat_name (b, p)));
      x += dir * rad * 2.9;
    }
}

/* The heading: the building, and what moving the master builder here costs. */
static void
draw_heading (Pnb     *b,
              int      q,
              PnbRect  h)
{
  int building = b->d->building_of_quarter[q];
  g_autofree char *cost = NULL;
  double w = 0;
  const PnPlayer *me = b->viewer >= 0 ? &b->s->players[b->viewer] : NULL;

  if (me != NULL && me->builder >= 0 && b->s->phase == PN_PHASE_ACTION && b->acting)
    {
      int n = pn_distance (me->builder, q);
      g_autofree char *coins = pn_text_coins (n);

      cost = n == 0 ? g_strdup (_("your master builder"))
                    : g_strdup_printf (_("move here: %s"), coins);
    }
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  w = pnb_text_left (b, pn_text_building (building), h.x + 8 * b->u, h.y + h.h / 2,
                     b->fs * 1.1, h.w * 0.5, TRUE);
  if (cost != NULL)
    {
      /* The cost in what is left, a clear gap after the name; where "move here: 3
       * sesterces" does not fit even at the smallest readable size (long in Russian), the
       * sum alone, rather than cutting it. */
      double x0 = h.x + 8 * b->u + w + 20 * b->u, x1 = h.x + h.w - 8 * b->u;
      int n = pn_distance (me->builder, q);

      if (n > 0 && pnb_measure (b, cost, 11.0) > x1 - x0)
        {
          g_free (cost);
          cost = pn_text_coins (n);
        }
      ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
      pnb_text (b, cost, (x0 + x1) / 2, h.y + h.h / 2, b->fs, x1 - x0);
    }
  pnb_target_region (b, h, PNB_T_QUARTER + q, pn_text_quarter (b->d, q));
}

typedef struct
{
  PnbRect head, foot, sites, shop;
} QuarterParts;

static QuarterParts
quarter_parts (Pnb     *b,
               int      q,
               PnbRect  r)
{
  gboolean top = q < 2, left = q == 0 || q == 3;
  double hh = 28 * b->u, fh = 44 * b->u, pad = 8 * b->u;
  QuarterParts p;

  p.head = (PnbRect) { r.x, top ? r.y : r.y + r.h - hh, r.w, hh };
  p.foot = (PnbRect) { r.x + pad, top ? r.y + r.h - fh - pad / 2 : r.y + pad / 2, r.w - 2 * pad,
                       fh };
  p.sites = (PnbRect) { r.x + pad, (top ? p.head.y + hh : p.foot.y + fh) + pad / 2,
                        r.w - 2 * pad, r.h - hh - fh - 1.5 * pad };
  p.shop = (PnbRect) { left ? p.foot.x : p.foot.x + p.foot.w - 84 * b->u, p.foot.y + 4 * b->u,
                       84 * b->u, fh - 8 * b->u };
  return p;
}

/* What never changes in a quarter: its panel and its heading's tint. */
static void
draw_quarter_ground (Pnb     *b,
                     int      q,
                     PnbRect  r)
{
  QuarterParts p = quarter_parts (b, q, r);
  LudusRgb tint;

  pnb_panel (b, r, &b->pal->surface);
  pnb_brick_rgb (shop_of_quarter[q], b->dark, &tint);
  if (b->dark && shop_of_quarter[q] == PN_BLACK)
    {
      /* Black over the dark panel would not show: darker than the panel, with a light
       * edge as black bricks have. */
      double lw = 1.5 * b->u;

      ludus_cairo_rounded_rect (b->cr, p.head.x + lw / 2, p.head.y + lw / 2, p.head.w - lw,
                                p.head.h - lw, 6 * b->u);
      cairo_set_source_rgb (b->cr, 0.05, 0.05, 0.06);
      cairo_fill_preserve (b->cr);
      ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 0.8);
      cairo_set_line_width (b->cr, lw);
      cairo_stroke (b->cr);
      return;
    }
  ludus_cairo_rounded_rect (b->cr, p.head.x, p.head.y, p.head.w, p.head.h, 6 * b->u);
  ludus_cairo_set_rgb (b->cr, &tint, 0.3);
  cairo_fill (b->cr);
}

static void
draw_quarter (Pnb     *b,
              int      q,
              PnbRect  r)
{
  gboolean left = q == 0 || q == 3;
  QuarterParts p = quarter_parts (b, q, r);

  b->city.quarter[q] = r;
  draw_heading (b, q, p.head);
  draw_sites (b, b->d->building_of_quarter[q], p.sites);
  draw_shop (b, shop_of_quarter[q], p.shop, &b->pal->surface);
  draw_builders (b, q, left ? p.shop.x + p.shop.w + 6 * b->u : p.shop.x - 6 * b->u,
                 p.foot.y + p.foot.h / 2, left ? 1 : -1);
}

/* Small arrows on the borders: the ring is walked clockwise. */
static void
draw_ring_arrows (Pnb     *b,
                  PnbRect  r)
{
  double cx = r.x + r.w / 2, cy = r.y + r.h / 2, a = 7 * b->u;
  double px[4] = { cx, r.x + r.w * 0.75, cx, r.x + r.w * 0.25 };
  double py[4] = { r.y + r.h * 0.25, cy, r.y + r.h * 0.75, cy };
  double ang[4] = { 0, G_PI / 2, G_PI, -G_PI / 2 };

  ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
  for (int k = 0; k < 4; k++)
    {
      cairo_move_to (b->cr, px[k] + a * cos (ang[k]), py[k] + a * sin (ang[k]));
      cairo_line_to (b->cr, px[k] + a * cos (ang[k] + 2.4), py[k] + a * sin (ang[k] + 2.4));
      cairo_line_to (b->cr, px[k] + a * cos (ang[k] - 2.4), py[k] + a * sin (ang[k] - 2.4));
      cairo_close_path (b->cr);
      cairo_fill (b->cr);
    }
}

/* The plaza: the white shop, open from every quarter, and the supply. */
static void
draw_plaza (Pnb     *b,
            PnbRect  r)
{
  double cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = r.w * 0.1;
  g_autofree char *supply = g_strdup_printf (_("Supply: %d"), b->s->supply);
  g_autofree char *tip = g_strdup_printf (ngettext ("The supply: %d brick left to refill the "
                                                    "shops", "The supply: %d bricks left to "
                                                    "refill the shops", b->s->supply),
                                          b->s->supply);
  PnbRect shop = { cx - rad * 0.78, cy - rad * 0.72, rad * 1.56, rad * 0.82 };

  b->city.cx = cx, b->city.cy = cy, b->city.radius = rad;
  pnb_region_circle (b, cx, cy, rad, NULL, g_steal_pointer (&tip));
  draw_shop (b, PN_WHITE, shop, &b->pal->surface_alt);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  pnb_text (b, supply, cx, cy + rad * 0.45, b->fs, rad * 1.7);
}

static void
city_quarters (Pnb     *b,
               PnbRect  r,
               PnbRect  at[PN_N_QUARTERS])
{
  double g = 10 * b->u, q = (r.w - g) / 2;

  at[0] = (PnbRect) { r.x, r.y, q, q };
  at[1] = (PnbRect) { r.x + q + g, r.y, q, q };
  at[2] = (PnbRect) { r.x + q + g, r.y + q + g, q, q };
  at[3] = (PnbRect) { r.x, r.y + q + g, q, q };
}

/* What of the city never changes (it is drawn once into the board's ground): the
 * quarters' panels, the arrows of the ring and the plaza. */
void
pnb_draw_city_ground (Pnb     *b,
                      PnbRect  r)
{
  PnbRect at[PN_N_QUARTERS];
  double cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = r.w * 0.1;

  city_quarters (b, r, at);
  for (int k = 0; k < PN_N_QUARTERS; k++)
    draw_quarter_ground (b, k, at[k]);
  draw_ring_arrows (b, r);
  cairo_arc (b->cr, cx, cy, rad, 0, 2 * G_PI);
  ludus_cairo_set_rgb (b->cr, &b->pal->surface_alt, 1);
  cairo_fill_preserve (b->cr);
  ludus_cairo_set_rgb (b->cr, &b->pal->line, 0.8);
  cairo_set_line_width (b->cr, 1.5 * b->u);
  cairo_stroke (b->cr);
}

/* The rest, over the ground. */
void
pnb_draw_city (Pnb     *b,
               PnbRect  r)
{
  PnbRect at[PN_N_QUARTERS];

  city_quarters (b, r, at);
  for (int k = 0; k < PN_N_QUARTERS; k++)
    draw_quarter (b, k, at[k]);
  draw_plaza (b, r);
}
