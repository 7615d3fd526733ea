/* pn-board-glyphs.c: bricks, coins, tokens and fitted text for the Porta Nigra board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pieces are drawn as small shapes that need no words (a brick in its
 * colour, a gold coin, a torch, the violet influence token, a Roman); text
 * goes through pn-board-text.c.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "pn-board-private.h"

#define MIN_TEXT 11.0

void
pnb_brick_rgb (int       color,
               gboolean  dark,
               LudusRgb *rgb)
{
  static const LudusRgb light_rgb[PN_N_COLORS + 1] = {
    { 0.20, 0.19, 0.22 }, { 0.17, 0.45, 0.82 }, { 0.80, 0.14, 0.16 },
    { 0.96, 0.80, 0.16 }, { 0.97, 0.96, 0.93 }, { 0.60, 0.60, 0.62 },
  };
  static const LudusRgb dark_rgb[PN_N_COLORS + 1] = {
    { 0.16, 0.16, 0.18 }, { 0.21, 0.52, 0.89 }, { 0.88, 0.20, 0.20 },
    { 0.96, 0.83, 0.18 }, { 0.93, 0.92, 0.89 }, { 0.55, 0.55, 0.58 },
  };

  color = CLAMP (color, 0, PN_N_COLORS);
  *rgb = dark ? dark_rgb[color] : light_rgb[color];
}

/* Text colour that reads on a brick of color. */
void
pnb_ink_on (Pnb *b,
            int  color)
{
  if (color == PN_YELLOW || color == PN_WHITE || color == PN_ANY)
    cairo_set_source_rgb (b->cr, 0.12, 0.11, 0.10);
  else
    cairo_set_source_rgb (b->cr, 1, 1, 1);
}

typedef struct
{
  double   radius, lw, fill_alpha, line_alpha;
  gboolean has_fill;
  LudusRgb fill, line;
} Frame;

static void
paint_frame (Pnb           *b,
             PnbRect        r,
             gconstpointer  data)
{
  const Frame *f = data;
  cairo_t *cr = b->cr;

  ludus_cairo_rounded_rect (cr, r.x + f->lw, r.y + f->lw, r.w - 2 * f->lw, r.h - 2 * f->lw,
                            MAX (0, f->radius - f->lw));
  if (f->has_fill)
    {
      ludus_cairo_set_rgb (cr, &f->fill, f->fill_alpha);
      cairo_fill_preserve (cr);
    }
  ludus_cairo_rounded_rect (cr, r.x, r.y, r.w, r.h, f->radius);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  ludus_cairo_set_rgb (cr, &f->line, f->line_alpha);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* A rounded rectangle filled, with an outline lw wide inside its edge; drawn as two
 * fills (the outline as an even-odd ring), which Cairo does much faster than a stroke. */
void
pnb_frame (Pnb            *b,
           PnbRect         r,
           double          radius,
           double          lw,
           const LudusRgb *fill,
           double          fill_alpha,
           const LudusRgb *line,
           double          line_alpha)
{
  Frame f = { radius, lw, fill_alpha, line_alpha, fill != NULL, { 0 }, *line };
  g_autofree char *key = NULL;

  if (fill != NULL)
    f.fill = *fill;
  if (b->sprites == NULL)
    {
      paint_frame (b, r, &f);
      return;
    }
  key = g_strdup_printf ("frame|%d|%d|%d|%u|%d|%u|%d", pnb_hundredths (radius),
                         pnb_hundredths (lw), f.has_fill, pnb_rgb_key (&f.fill),
                         pnb_hundredths (fill_alpha), pnb_rgb_key (line),
                         pnb_hundredths (line_alpha));
  pnb_sprite (b, r, 1, NULL, paint_frame, &f, key);
}

void
pnb_panel (Pnb            *b,
           PnbRect         r,
           const LudusRgb *fill)
{
  pnb_frame (b, r, 6 * b->u, MAX (1, b->u), fill, 1, &b->pal->line, 0.6);
}

/* A brick seen from the front, size wide; PN_ANY is split into the four colours. */
void
pnb_brick (Pnb    *b,
           int     color,
           double  cx,
           double  cy,
           double  size)
{
  cairo_t *cr = b->cr;
  double w = size, h = size * 0.62, x = cx - w / 2, y = cy - h / 2;
  LudusRgb rgb;

  if (color == PN_ANY)
    for (int c = 0; c < 4; c++)
      {
        pnb_brick_rgb (c, b->dark, &rgb);
        ludus_cairo_set_rgb (cr, &rgb, 1);
        cairo_rectangle (cr, x + c * w / 4, y, w / 4, h);
        cairo_fill (cr);
      }
  else
    {
      pnb_brick_rgb (color, b->dark, &rgb);
      ludus_cairo_set_rgb (cr, &rgb, 1);
      cairo_rectangle (cr, x, y, w, h);
      cairo_fill (cr);
    }
  {
    double lw = MAX (1, size * 0.06);

    /* The outline as an even-odd ring (faster than a stroke). */
    cairo_rectangle (cr, x - lw / 2, y - lw / 2, w + lw, h + lw);
    cairo_rectangle (cr, x + lw / 2, y + lw / 2, w - lw, h - lw);
    cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
    /* A black brick gets a light edge in dark, or it would vanish. */
    if (b->dark && color == PN_BLACK)
      ludus_cairo_set_rgb (cr, &b->pal->text_dim, 0.9);
    else
      cairo_set_source_rgba (cr, 0, 0, 0, b->dark ? 0.9 : 0.55);
    cairo_fill (cr);
    cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  }
}

void
pnb_coin (Pnb    *b,
          double  cx,
          double  cy,
          double  r)
{
  cairo_t *cr = b->cr;

  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.91, 0.72, 0.20);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.55, 0.40, 0.05);
  cairo_set_line_width (cr, MAX (1, r * 0.18));
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, r * 0.55, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (0.8, r * 0.1));
  cairo_stroke (cr);
}

void
pnb_torch (Pnb    *b,
           double  cx,
           double  cy,
           double  r)
{
  cairo_t *cr = b->cr;

  /* The handle, then the flame on it. */
  cairo_move_to (cr, cx - r * 0.22, cy);
  cairo_line_to (cr, cx + r * 0.22, cy);
  cairo_line_to (cr, cx + r * 0.12, cy + r);
  cairo_line_to (cr, cx - r * 0.12, cy + r);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.50, 0.32, 0.16);
  cairo_fill (cr);
  cairo_move_to (cr, cx, cy - r);
  cairo_curve_to (cr, cx + r * 0.7, cy - r * 0.3, cx + r * 0.5, cy + r * 0.1, cx, cy + r * 0.1);
  cairo_curve_to (cr, cx - r * 0.5, cy + r * 0.1, cx - r * 0.7, cy - r * 0.3, cx, cy - r);
  cairo_set_source_rgb (cr, 0.96, 0.47, 0.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.65, 0.25, 0.0);
  cairo_set_line_width (cr, MAX (0.8, r * 0.1));
  cairo_stroke (cr);
}

void
pnb_influence (Pnb    *b,
               double  cx,
               double  cy,
               double  r)
{
  cairo_t *cr = b->cr;

  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 3 * k + G_PI / 6;

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.57, 0.25, 0.67);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.33, 0.10, 0.40);
  cairo_set_line_width (cr, MAX (1, r * 0.14));
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, r * 0.3, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.92, 0.85, 0.95);
  cairo_fill (cr);
}

/* A Roman: a head and a cloak, in the text colour. */
void
pnb_roman (Pnb    *b,
           double  cx,
           double  cy,
           double  r)
{
  cairo_t *cr = b->cr;

  ludus_cairo_set_rgb (cr, &b->pal->text, 0.85);
  cairo_arc (cr, cx, cy - r * 0.55, r * 0.36, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, cx - r * 0.6, cy + r);
  cairo_line_to (cr, cx - r * 0.35, cy - r * 0.12);
  cairo_line_to (cr, cx + r * 0.35, cy - r * 0.12);
  cairo_line_to (cr, cx + r * 0.6, cy + r);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Building an element: three courses of bricks. */
void
pnb_build_glyph (Pnb    *b,
                 double  cx,
                 double  cy,
                 double  r)
{
  cairo_t *cr = b->cr;
  double w = r * 0.9, h = r * 0.55;

  ludus_cairo_set_rgb (cr, &b->pal->text, 0.85);
  cairo_set_line_width (cr, MAX (1, r * 0.12));
  for (int row = 0; row < 3; row++)
    {
      double y = cy + r - (row + 1) * h;
      double off = row % 2 ? w / 2 : 0;

      for (int k = -1; k < 2; k++)
        {
          double x = cx - w * 1.0 + k * w * 0.5 + off + w * 0.5;

          if (x < cx - r * 1.05 || x + w / 2 > cx + r * 1.05)
            continue;
          cairo_rectangle (cr, x, y, w / 2 - r * 0.06, h - r * 0.08);
        }
    }
  cairo_fill (cr);
}

/* Victory points: a laurel-green star. */
void
pnb_vp_glyph (Pnb    *b,
              double  cx,
              double  cy,
              double  r)
{
  cairo_t *cr = b->cr;

  for (int k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + G_PI / 5 * k, rr = k % 2 ? r * 0.45 : r;

      if (k == 0)
        cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
      else
        cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
    }
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.18, 0.62, 0.30);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.06, 0.32, 0.14);
  cairo_set_line_width (cr, MAX (0.8, r * 0.1));
  cairo_stroke (cr);
}

typedef struct
{
  int which, param;
  double r;
} Glyph;

static void
paint_glyph (Pnb           *b,
             PnbRect        box,
             gconstpointer  data)
{
  const Glyph *g = data;
  double cx = box.x + box.w / 2, cy = box.y + box.h / 2, r = g->r;

  switch (g->which)
    {
    case PNB_GLYPH_COIN: pnb_coin (b, cx, cy, r); break;
    case PNB_GLYPH_TORCH: pnb_torch (b, cx, cy, r); break;
    case PNB_GLYPH_INFLUENCE: pnb_influence (b, cx, cy, r); break;
    case PNB_GLYPH_ROMAN: pnb_roman (b, cx, cy, r); break;
    case PNB_GLYPH_BRICK: pnb_brick (b, g->param, cx, cy, r * 1.8); break;
    case PNB_GLYPH_VP: pnb_vp_glyph (b, cx, cy, r); break;
    default: pnb_build_glyph (b, cx, cy, r); break;
    }
}

/* A glyph centred on (cx, cy), through the cache. */
void
pnb_glyph (Pnb    *b,
           int     which,
           int     param,
           double  cx,
           double  cy,
           double  r)
{
  Glyph g = { which, param, r };
  PnbRect box = { cx - r * 1.2, cy - r * 1.2, r * 2.4, r * 2.4 };
  g_autofree char *key = g_strdup_printf ("glyph|%d|%d|%d", which, param,
                                          pnb_hundredths (r));

  pnb_sprite (b, box, 2, NULL, paint_glyph, &g, key);
}

static void
paint_seat (Pnb           *b,
            PnbRect        box,
            gconstpointer  data)
{
  const guint *seat = data;

  ludus_cairo_seat_piece (b->cr, b->view, *seat, box.x + box.w / 2, box.y + box.h / 2,
                          box.w / 2.6);
}

void
pnb_seat_piece (Pnb    *b,
                guint   seat,
                double  cx,
                double  cy,
                double  r)
{
  g_autofree char *seat_key = pnb_seat_key (b, seat);
  g_autofree char *key = g_strdup_printf ("seat|%s", seat_key);

  pnb_sprite (b, (PnbRect) { cx - r * 1.3, cy - r * 1.3, r * 2.6, r * 2.6 }, 2, NULL, paint_seat,
              &seat, key);
}

double
pnb_counter_width (Pnb    *b,
                   int     count,
                   double  r)
{
  char num[16];

  g_snprintf (num, sizeof num, "%d", count);
  return 2 * r + 2 * b->u + pnb_measure_bold (b, num, b->fs);
}

double
pnb_counter (Pnb    *b,
             int     which,
             int     param,
             int     count,
             double  x,
             double  cy,
             double  r)
{
  char num[16];
  double w;

  pnb_glyph (b, which, param, x + r, cy, r);
  g_snprintf (num, sizeof num, "%d", count);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  w = pnb_text_left (b, num, x + 2 * r + 2 * b->u, cy, b->fs, 0, TRUE);
  return 2 * r + 2 * b->u + w;
}

/* One gain of an honour card or a reward as a glyph with its count. */
void
pnb_gain (Pnb          *b,
          const PnGain *gain,
          double        x,
          double        cy,
          double        r,
          double       *advance)
{
  static const int glyph_of[PN_N_GAINS] = {
    PNB_GLYPH_VP, PNB_GLYPH_ROMAN, PNB_GLYPH_BRICK, PNB_GLYPH_TORCH, PNB_GLYPH_INFLUENCE,
    PNB_GLYPH_COIN, PNB_GLYPH_BUILD,
  };
  int g = gain->kind < PN_N_GAINS ? glyph_of[gain->kind] : PNB_GLYPH_VP;

  *advance = pnb_counter (b, g, gain->param, gain->count, x, cy, r) + 4 * b->u;
}

/* One icon of an action card in r: its parts side by side. */
void
pnb_icon (Pnb          *b,
          const PnIcon *icon,
          PnbRect       r)
{
  double step = r.w / MAX (1, icon->n_parts), rad = MIN (step, r.h) * 0.3;

  for (int k = 0; k < icon->n_parts; k++)
    {
      const PnIconPart *part = &icon->part[k];
      double cx = r.x + step * (k + 0.5), cy = r.y + r.h / 2;
      char num[8];

      switch (part->kind)
        {
        case PN_ICON_BUY_BRICK:
          pnb_brick (b, part->param, cx, cy, rad * 2.2);
          break;
        case PN_ICON_PLACE_ELEMENT:
          pnb_build_glyph (b, cx, cy, rad * 1.2);
          break;
        case PN_ICON_TAKE_INFLUENCE:
          pnb_influence (b, cx, cy, rad);
          break;
        case PN_ICON_TAKE_TORCH:
          pnb_torch (b, cx, cy, rad * 1.2);
          break;
        default:
          pnb_coin (b, cx, cy, rad * 1.25);
          g_snprintf (num, sizeof num, "%d", part->param);
          cairo_set_source_rgb (b->cr, 0.2, 0.12, 0.0);
          pnb_text (b, num, cx, cy, MAX (MIN_TEXT, rad * 1.3), 0);
          break;
        }
    }
}
