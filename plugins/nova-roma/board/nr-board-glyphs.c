/* nr-board-glyphs.c: small pictures of resources, tokens and effects
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "nr-board-private.h"

const char *
nrb_glyph_name (int glyph)
{
  switch (glyph)
    {
    case NRB_GLYPH_SESTERCE:
      return _("Sesterces");
    case NRB_GLYPH_INFLUENCE:
      return _("Influence");
    case NRB_GLYPH_ARTISAN:
      return _("Free artisans");
    case NRB_GLYPH_ACHIEVEMENT:
      return _("Achievement tokens");
    case NRB_GLYPH_CARD:
      return _("Associate cards");
    case NRB_GLYPH_VP:
      return _("Victory points");
    case NRB_GLYPH_CUBE:
      return _("Building cubes");
    case NRB_GLYPH_PATRICIAN:
      return _("Patricians");
    case NRB_GLYPH_LEGIONNAIRE:
      return _("Legionnaires");
    case NRB_GLYPH_WHEEL:
      return _("Golden wheel");
    case NRB_GLYPH_ANY:
      return _("A resource of your choice");
    case NRB_GLYPH_SHIP:
      return _("Sea contracts");
    case NRB_GLYPH_TILE:
      return _("Latifundium tiles");
    default:
      return glyph >= 0 && glyph < NR_N_RESOURCES ? nr_text_resource (glyph) : "";
    }
}

static void
shape (cairo_t *cr,
       double   cx,
       double   cy,
       double   r,
       int      n,
       double   turn)
{
  for (int i = 0; i < n; i++)
    {
      double a = turn + 2 * G_PI * i / n;

      if (i == 0)
        cairo_move_to (cr, cx + r * sin (a), cy - r * cos (a));
      else
        cairo_line_to (cr, cx + r * sin (a), cy - r * cos (a));
    }
  cairo_close_path (cr);
}

static void
finish (cairo_t *cr,
        double   red,
        double   green,
        double   blue,
        double   r)
{
  cairo_set_source_rgb (cr, red, green, blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.08, 0.05, 0.8);
  cairo_set_line_width (cr, MAX (0.8, r * 0.14));
  cairo_stroke (cr);
}

static void
resource_glyph (cairo_t *cr,
                int      resource,
                double   cx,
                double   cy,
                double   r)
{
  switch (resource)
    {
    case NR_WHEAT:
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      finish (cr, 0.93, 0.78, 0.30, r);
      break;
    case NR_STONE:
      cairo_rectangle (cr, cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      finish (cr, 0.66, 0.66, 0.68, r);
      break;
    case NR_WOOD:
      ludus_cairo_rounded_rect (cr, cx - r, cy - r * 0.5, r * 2, r, r * 0.45);
      finish (cr, 0.60, 0.40, 0.22, r);
      break;
    case NR_WINE:
      cairo_move_to (cr, cx, cy - r);
      cairo_curve_to (cr, cx + r * 0.9, cy, cx + r * 0.8, cy + r, cx, cy + r);
      cairo_curve_to (cr, cx - r * 0.8, cy + r, cx - r * 0.9, cy, cx, cy - r);
      cairo_close_path (cr);
      finish (cr, 0.55, 0.22, 0.50, r);
      break;
    case NR_HORSE:
    default:
      shape (cr, cx, cy + r * 0.1, r, 3, 0);
      finish (cr, 0.72, 0.45, 0.25, r);
      break;
    }
}

static void
token_glyph2 (cairo_t *cr,
              int      glyph,
              double   cx,
              double   cy,
              double   r)
{
  switch (glyph)
    {
    case NRB_GLYPH_PATRICIAN:
      cairo_arc (cr, cx, cy - r * 0.5, r * 0.4, 0, 2 * G_PI);
      cairo_move_to (cr, cx - r * 0.75, cy + r);
      cairo_line_to (cr, cx, cy - r * 0.2);
      cairo_line_to (cr, cx + r * 0.75, cy + r);
      cairo_close_path (cr);
      finish (cr, 0.90, 0.88, 0.84, r);
      break;
    case NRB_GLYPH_LEGIONNAIRE:
      cairo_move_to (cr, cx - r * 0.75, cy - r * 0.85);
      cairo_line_to (cr, cx + r * 0.75, cy - r * 0.85);
      cairo_line_to (cr, cx + r * 0.75, cy + r * 0.3);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r * 0.75, cy + r * 0.3);
      cairo_close_path (cr);
      finish (cr, 0.70, 0.20, 0.18, r);
      break;
    case NRB_GLYPH_WHEEL:
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      finish (cr, 0.96, 0.80, 0.25, r);
      for (int i = 0; i < 4; i++)
        {
          double a = i * G_PI / 4;

          cairo_move_to (cr, cx - r * 0.8 * cos (a), cy - r * 0.8 * sin (a));
          cairo_line_to (cr, cx + r * 0.8 * cos (a), cy + r * 0.8 * sin (a));
        }
      cairo_set_line_width (cr, MAX (0.8, r * 0.12));
      cairo_stroke (cr);
      break;
    case NRB_GLYPH_SHIP:
      cairo_move_to (cr, cx - r, cy + r * 0.1);
      cairo_line_to (cr, cx + r, cy + r * 0.1);
      cairo_line_to (cr, cx + r * 0.6, cy + r * 0.8);
      cairo_line_to (cr, cx - r * 0.6, cy + r * 0.8);
      cairo_close_path (cr);
      cairo_move_to (cr, cx - r * 0.1, cy - r);
      cairo_line_to (cr, cx - r * 0.1, cy);
      cairo_line_to (cr, cx - r * 0.8, cy);
      cairo_close_path (cr);
      finish (cr, 0.35, 0.55, 0.80, r);
      break;
    case NRB_GLYPH_TILE:
      cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
      finish (cr, 0.55, 0.75, 0.40, r);
      break;
    case NRB_GLYPH_ANY:
    default:
      for (int i = 0; i < 5; i++)
        {
          static const double c[5][3] = { { 0.93, 0.78, 0.30 }, { 0.66, 0.66, 0.68 },
                                          { 0.60, 0.40, 0.22 }, { 0.55, 0.22, 0.50 },
                                          { 0.72, 0.45, 0.25 } };

          cairo_move_to (cr, cx, cy);
          cairo_arc (cr, cx, cy, r * 0.85, -G_PI / 2 + i * 2 * G_PI / 5,
                     -G_PI / 2 + (i + 1) * 2 * G_PI / 5);
          cairo_close_path (cr);
          cairo_set_source_rgb (cr, c[i][0], c[i][1], c[i][2]);
          cairo_fill (cr);
        }
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.1, 0.08, 0.05, 0.8);
      cairo_set_line_width (cr, MAX (0.8, r * 0.14));
      cairo_stroke (cr);
      break;
    }
}

static void
token_glyph (cairo_t *cr,
             int      glyph,
             double   cx,
             double   cy,
             double   r)
{
  switch (glyph)
    {
    case NRB_GLYPH_SESTERCE:
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      finish (cr, 0.95, 0.74, 0.15, r);
      cairo_arc (cr, cx, cy, r * 0.45, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.45, 0.30, 0.0, 0.9);
      cairo_set_line_width (cr, MAX (0.8, r * 0.15));
      cairo_stroke (cr);
      break;
    case NRB_GLYPH_INFLUENCE:
      shape (cr, cx, cy, r * 0.95, 5, 0);
      finish (cr, 0.75, 0.22, 0.22, r);
      break;
    case NRB_GLYPH_ARTISAN:
      cairo_arc (cr, cx, cy - r * 0.45, r * 0.38, 0, 2 * G_PI);
      cairo_move_to (cr, cx - r * 0.6, cy + r * 0.9);
      cairo_line_to (cr, cx - r * 0.3, cy - r * 0.05);
      cairo_line_to (cr, cx + r * 0.3, cy - r * 0.05);
      cairo_line_to (cr, cx + r * 0.6, cy + r * 0.9);
      cairo_close_path (cr);
      finish (cr, 0.85, 0.80, 0.68, r);
      break;
    case NRB_GLYPH_ACHIEVEMENT:
      shape (cr, cx, cy, r * 0.9, 8, G_PI / 8);
      finish (cr, 0.16, 0.62, 0.56, r);
      break;
    case NRB_GLYPH_CARD:
      ludus_cairo_rounded_rect (cr, cx - r * 0.6, cy - r * 0.85, r * 1.2, r * 1.7, r * 0.2);
      finish (cr, 0.92, 0.86, 0.72, r);
      break;
    case NRB_GLYPH_VP:
      cairo_move_to (cr, cx - r * 0.8, cy - r * 0.8);
      cairo_line_to (cr, cx + r * 0.8, cy - r * 0.8);
      cairo_line_to (cr, cx + r * 0.8, cy);
      cairo_curve_to (cr, cx + r * 0.8, cy + r * 0.5, cx, cy + r, cx, cy + r);
      cairo_curve_to (cr, cx, cy + r, cx - r * 0.8, cy + r * 0.5, cx - r * 0.8, cy);
      cairo_close_path (cr);
      finish (cr, 0.40, 0.60, 0.30, r);
      break;
    case NRB_GLYPH_CUBE:
      cairo_rectangle (cr, cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4);
      finish (cr, 0.80, 0.76, 0.70, r);
      break;
    default:
      token_glyph2 (cr, glyph, cx, cy, r);
      break;
    }
}

static void
paint_glyph (cairo_t    *cr,
             const void *args)
{
  const double *a = args;    /* glyph, radius */
  int glyph = (int) a[0];

  if (glyph >= 0 && glyph < NR_N_RESOURCES)
    resource_glyph (cr, glyph, a[1], a[1], a[1]);
  else
    token_glyph (cr, glyph, a[1], a[1], a[1]);
}

void
nrb_glyph (Nrb    *b,
           int     glyph,
           double  cx,
           double  cy,
           double  r)
{
  double a[2] = { glyph, r };

  cairo_save (b->cr);
  cairo_new_path (b->cr);
  nrb_sprite (b, cx - r, cy - r, 2 * r, 2 * r, MAX (1.0, r * 0.2), paint_glyph, a, sizeof a);
  cairo_restore (b->cr);
}

double
nrb_glyph_n (Nrb    *b,
             int     glyph,
             int     n,
             double  x,
             double  cy,
             double  r)
{
  char num[16];
  double w;

  nrb_glyph (b, glyph, x + r, cy, r);
  g_snprintf (num, sizeof num, "%d", n);
  nrb_rgb (b, b->ink != NULL ? b->ink : &b->pal->text, 1);
  w = nrb_text (b, num, x + 2 * r + 2, cy - 8, 24, 16, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
  return 2 * r + 2 + w;
}

static int
effect_glyph (const NrEffect *e)
{
  switch ((NrEffectKind) e->kind)
    {
    case NR_EFF_RESOURCE:
      return e->arg;
    case NR_EFF_ANY_RESOURCE:
      return NRB_GLYPH_ANY;
    case NR_EFF_SESTERCES:
      return NRB_GLYPH_SESTERCE;
    case NR_EFF_INFLUENCE:
      return NRB_GLYPH_INFLUENCE;
    case NR_EFF_ARTISAN:
      return NRB_GLYPH_ARTISAN;
    case NR_EFF_ACHIEVEMENT:
      return NRB_GLYPH_ACHIEVEMENT;
    case NR_EFF_ASSOCIATES:
      return NRB_GLYPH_CARD;
    case NR_EFF_VP:
    default:
      return NRB_GLYPH_VP;
    }
}

static double
effect (Nrb    *b,
        int     index,
        double  x,
        double  cy,
        double  r,
        double  max_w)
{
  const NrEffect *e = &b->d->effects[index];
  double w = 0;

  if (e->kind != NR_EFF_CHOICE)
    return nrb_glyph_n (b, effect_glyph (e), e->n, x, cy, r);
  for (int i = 0; i < e->count && w < max_w - 2 * r; i++)
    {
      if (i > 0)
        {
          nrb_rgb (b, b->ink != NULL ? b->ink : &b->pal->text, 1);
          w += nrb_text (b, "/", x + w, cy - 8, 10, 16, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1) + 2;
        }
      w += effect (b, e->first + i, x + w, cy, r, max_w - w) + 2;
    }
  return w;
}

double
nrb_effects (Nrb       *b,
             NrEffects  list,
             double     x,
             double     cy,
             double     r,
             double     max_w)
{
  double w = 0;

  for (int i = 0; i < list.count && w < max_w - 2 * r; i++)
    w += effect (b, list.first + i, x + w, cy, r, max_w - w) + 4;
  return MAX (0, w - 4);
}

double
nrb_cost (Nrb          *b,
          const NrCost *cost,
          double        x,
          double        cy,
          double        r)
{
  double w = 0;

  for (int i = 0; i < NR_N_RESOURCES; i++)
    if (cost->resources[i] > 0)
      w += nrb_glyph_n (b, i, cost->resources[i], x + w, cy, r) + 3;
  if (cost->sesterces > 0)
    w += nrb_glyph_n (b, NRB_GLYPH_SESTERCE, cost->sesterces, x + w, cy, r) + 3;
  return MAX (0, w - 3);
}
