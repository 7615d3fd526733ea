/* ft-board-glyphs.c: the small pictures of the Forum Trajanum board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every picture is drawn from a few flat shapes in the GNOME palette, so it
 * stays sharp at any size and follows the light and dark styles.
 */
#include "config.h"

#include <math.h>

#include "ft-board-glyphs.h"

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

static const LudusRgb colour_light[FTB_N_COLOURS] = {
  RGB (0x3584e4), RGB (0x2ec27e), RGB (0xe01b24), RGB (0xf5c211),
};
static const LudusRgb colour_dark[FTB_N_COLOURS] = {
  RGB (0x62a0ea), RGB (0x57e389), RGB (0xed333b), RGB (0xf8e45c),
};
static const LudusRgb stone_light = RGB (0xe8e2d4);
static const LudusRgb stone_dark = RGB (0x77705f);
static const LudusRgb ink = RGB (0x3d3846);
static const LudusRgb gold = RGB (0xe5a50a);
static const LudusRgb purple = RGB (0x9141ac);
static const LudusRgb brown = RGB (0x986a44);
static const LudusRgb grey = RGB (0x9a9996);

void
ftb_colour_rgb (FtbColour  colour,
                gboolean   dark,
                LudusRgb  *rgb)
{
  g_return_if_fail (colour < FTB_N_COLOURS);
  *rgb = dark ? colour_dark[colour] : colour_light[colour];
}

static void
set (cairo_t        *cr,
     const LudusRgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->r, rgb->g, rgb->b);
}

/* Building glyphs, drawn around the origin in units of a tenth of their size. */
/* A single tall column on a plinth, with a statue ball on top. */
static void
glyph_column (cairo_t *cr,
              double   u)
{
  cairo_rectangle (cr, -1.2 * u, -2.8 * u, 2.4 * u, 6.2 * u);
  cairo_rectangle (cr, -2.2 * u, 3.4 * u, 4.4 * u, 1.2 * u);
  cairo_rectangle (cr, -2.0 * u, -3.8 * u, 4.0 * u, 1.0 * u);
  cairo_fill (cr);
  cairo_arc (cr, 0, -4.6 * u, 0.9 * u, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* An open scroll. */
static void
glyph_library (cairo_t *cr,
               double   u)
{
  cairo_rectangle (cr, -3.2 * u, -2.6 * u, 6.4 * u, 5.2 * u);
  cairo_stroke (cr);
  cairo_arc (cr, -3.2 * u, 0, 0.9 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 3.2 * u, 0, 0.9 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  for (int i = -1; i <= 1; i++)
    {
      cairo_move_to (cr, -1.8 * u, i * 1.3 * u);
      cairo_line_to (cr, 1.8 * u, i * 1.3 * u);
    }
  cairo_stroke (cr);
}

/* A long hall with a row of arches. */
static void
glyph_basilica (cairo_t *cr,
                double   u)
{
  cairo_move_to (cr, -4.2 * u, -1.2 * u);
  cairo_line_to (cr, 0, -3.8 * u);
  cairo_line_to (cr, 4.2 * u, -1.2 * u);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_rectangle (cr, -3.8 * u, -0.8 * u, 7.6 * u, 4.4 * u);
  cairo_stroke (cr);
  for (int i = -1; i <= 1; i++)
    {
      cairo_move_to (cr, i * 2.3 * u - 0.8 * u, 3.6 * u);
      cairo_line_to (cr, i * 2.3 * u - 0.8 * u, 1.2 * u);
      cairo_arc (cr, i * 2.3 * u, 1.2 * u, 0.8 * u, G_PI, 0);
      cairo_line_to (cr, i * 2.3 * u + 0.8 * u, 3.6 * u);
    }
  cairo_stroke (cr);
}

/* A stall with a scalloped awning. */
static void
glyph_market (cairo_t *cr,
              double   u)
{
  cairo_rectangle (cr, -3.6 * u, -3.2 * u, 7.2 * u, 1.8 * u);
  cairo_fill (cr);
  for (int i = 0; i < 4; i++)
    cairo_arc (cr, -2.7 * u + i * 1.8 * u, -1.4 * u, 0.9 * u, 0, G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, -3.2 * u, -1.0 * u);
  cairo_line_to (cr, -3.2 * u, 3.6 * u);
  cairo_move_to (cr, 3.2 * u, -1.0 * u);
  cairo_line_to (cr, 3.2 * u, 3.6 * u);
  cairo_move_to (cr, -3.6 * u, 1.6 * u);
  cairo_line_to (cr, 3.6 * u, 1.6 * u);
  cairo_stroke (cr);
}

/* A basin with a jet of water. */
static void
glyph_fountain (cairo_t *cr,
                double   u)
{
  cairo_move_to (cr, -4 * u, 1.2 * u);
  cairo_curve_to (cr, -3.6 * u, 3.8 * u, 3.6 * u, 3.8 * u, 4 * u, 1.2 * u);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_move_to (cr, 0, 0.6 * u);
  cairo_line_to (cr, 0, -3.6 * u);
  cairo_move_to (cr, 0, -3.4 * u);
  cairo_curve_to (cr, -2.2 * u, -3.6 * u, -2.8 * u, -1.6 * u, -2.8 * u, 0.2 * u);
  cairo_move_to (cr, 0, -3.4 * u);
  cairo_curve_to (cr, 2.2 * u, -3.6 * u, 2.8 * u, -1.6 * u, 2.8 * u, 0.2 * u);
  cairo_stroke (cr);
}

/* A round tree and a smaller one. */
static void
glyph_park (cairo_t *cr,
            double   u)
{
  cairo_arc (cr, -0.8 * u, -1.2 * u, 2.6 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 2.6 * u, 0.6 * u, 1.5 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_rectangle (cr, -1.3 * u, 0.8 * u, 1.0 * u, 3.0 * u);
  cairo_rectangle (cr, 2.2 * u, 1.6 * u, 0.8 * u, 2.2 * u);
  cairo_fill (cr);
  cairo_move_to (cr, -4 * u, 3.8 * u);
  cairo_line_to (cr, 4 * u, 3.8 * u);
  cairo_stroke (cr);
}

/* A house with a tiled roof and a door. */
static void
glyph_house (cairo_t *cr,
             double   u)
{
  cairo_move_to (cr, -4.2 * u, -0.6 * u);
  cairo_line_to (cr, 0, -4.0 * u);
  cairo_line_to (cr, 4.2 * u, -0.6 * u);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_rectangle (cr, -3.0 * u, -0.6 * u, 6.0 * u, 4.4 * u);
  cairo_stroke (cr);
  cairo_rectangle (cr, -0.8 * u, 1.2 * u, 1.6 * u, 2.6 * u);
  cairo_fill (cr);
}

/* A horseshoe. */
static void
glyph_stable (cairo_t *cr,
              double   u)
{
  cairo_set_line_width (cr, 1.6 * u);
  cairo_arc_negative (cr, 0, -0.6 * u, 2.6 * u, G_PI * 0.85, G_PI * 0.15);
  cairo_stroke (cr);
  cairo_move_to (cr, -2.4 * u, 0.4 * u);
  cairo_line_to (cr, -2.4 * u, 3.2 * u);
  cairo_move_to (cr, 2.4 * u, 0.4 * u);
  cairo_line_to (cr, 2.4 * u, 3.2 * u);
  cairo_stroke (cr);
}

static void (*const glyphs[FTB_N_BUILDINGS]) (cairo_t *cr, double u) = {
  [FTB_BLD_COLUMN] = glyph_column,
  [FTB_BLD_LIBRARY] = glyph_library,
  [FTB_BLD_BASILICA] = glyph_basilica,
  [FTB_BLD_MARKET] = glyph_market,
  [FTB_BLD_FOUNTAIN] = glyph_fountain,
  [FTB_BLD_PARK] = glyph_park,
  [FTB_BLD_HOUSE] = glyph_house,
  [FTB_BLD_STABLE] = glyph_stable,
};

void
ftb_draw_building_glyph (cairo_t     *cr,
                         FtbBuilding  building,
                         double       cx,
                         double       cy,
                         double       s)
{
  double u = s / 10.0;

  if (building < 0 || building >= FTB_N_BUILDINGS)
    return;
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_set_line_width (cr, MAX (0.8, u * 0.7));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  glyphs[building] (cr, u);
  cairo_restore (cr);
}

void
ftb_draw_building (cairo_t     *cr,
                   FtbBuilding  building,
                   double       x,
                   double       y,
                   double       size,
                   gboolean     dark)
{
  LudusRgb fill;
  double inset = size * 0.06;

  if (building < FTB_BLD_FOUNTAIN)
    fill = dark ? stone_dark : stone_light;
  else
    ftb_colour_rgb (building - FTB_BLD_FOUNTAIN, dark, &fill);

  ludus_cairo_rounded_rect (cr, x + inset, y + inset, size - 2 * inset, size - 2 * inset,
                            size * 0.12);
  set (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, MAX (0.6, size * 0.025));
  cairo_stroke (cr);

  if (building < FTB_BLD_FOUNTAIN)
    set (cr, dark ? &(LudusRgb) { 0.95, 0.93, 0.88 } : &ink);
  else if (building == FTB_BLD_STABLE)
    set (cr, &ink);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  ftb_draw_building_glyph (cr, building, x + size / 2, y + size / 2, size * 0.8);
}

void
ftb_draw_temple (cairo_t *cr,
                 double   cx,
                 double   cy,
                 double   s)
{
  double u = s / 10.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_move_to (cr, -4.4 * u, -1.8 * u);
  cairo_line_to (cr, 0, -4.4 * u);
  cairo_line_to (cr, 4.4 * u, -1.8 * u);
  cairo_close_path (cr);
  cairo_rectangle (cr, -4.0 * u, -1.4 * u, 8.0 * u, 0.8 * u);
  cairo_rectangle (cr, -4.4 * u, 3.4 * u, 8.8 * u, 1.0 * u);
  for (int i = 0; i < 4; i++)
    cairo_rectangle (cr, -3.4 * u + i * 2.1 * u, -0.4 * u, 0.9 * u, 3.6 * u);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ftb_draw_crane (cairo_t *cr,
                double   cx,
                double   cy,
                double   s)
{
  double u = s / 10.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_set_line_width (cr, MAX (0.8, u * 0.8));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* Mast, jib, counter-jib, hook and the load. */
  cairo_move_to (cr, -2 * u, 4.2 * u);
  cairo_line_to (cr, -2 * u, -3.6 * u);
  cairo_move_to (cr, -4 * u, -3.0 * u);
  cairo_line_to (cr, 4.2 * u, -3.0 * u);
  cairo_move_to (cr, -2 * u, -4.4 * u);
  cairo_line_to (cr, 3.6 * u, -3.0 * u);
  cairo_move_to (cr, 3.2 * u, -3.0 * u);
  cairo_line_to (cr, 3.2 * u, 0.4 * u);
  cairo_move_to (cr, -3.6 * u, 4.2 * u);
  cairo_line_to (cr, -0.4 * u, 4.2 * u);
  cairo_stroke (cr);
  cairo_rectangle (cr, 2.2 * u, 0.4 * u, 2.0 * u, 1.6 * u);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ftb_draw_eagle (cairo_t *cr,
                double   cx,
                double   cy,
                double   s)
{
  double u = s / 10.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  /* Spread wings, a head and a fan tail: the Roman aquila, much simplified. */
  cairo_move_to (cr, 0, -1.0 * u);
  cairo_curve_to (cr, -1.6 * u, -3.6 * u, -3.6 * u, -3.8 * u, -4.6 * u, -2.6 * u);
  cairo_curve_to (cr, -3.6 * u, -1.4 * u, -2.4 * u, 0.2 * u, -0.8 * u, 0.8 * u);
  cairo_line_to (cr, -1.6 * u, 3.6 * u);
  cairo_line_to (cr, 1.6 * u, 3.6 * u);
  cairo_line_to (cr, 0.8 * u, 0.8 * u);
  cairo_curve_to (cr, 2.4 * u, 0.2 * u, 3.6 * u, -1.4 * u, 4.6 * u, -2.6 * u);
  cairo_curve_to (cr, 3.6 * u, -3.8 * u, 1.6 * u, -3.6 * u, 0, -1.0 * u);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_arc (cr, 0, -2.0 * u, 1.0 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ftb_draw_cypress (cairo_t *cr,
                  double   cx,
                  double   cy,
                  double   s)
{
  double u = s / 10.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_move_to (cr, 0, -5 * u);
  cairo_curve_to (cr, 2.6 * u, -1.6 * u, 2.4 * u, 2.6 * u, 0, 3.6 * u);
  cairo_curve_to (cr, -2.4 * u, 2.6 * u, -2.6 * u, -1.6 * u, 0, -5 * u);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.4 * u, 3.4 * u, 0.8 * u, 1.6 * u);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ftb_draw_bust (cairo_t *cr,
               double   cx,
               double   cy,
               double   s)
{
  double u = s / 10.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_arc (cr, 0, -1.8 * u, 2.0 * u, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, -3.6 * u, 4.0 * u);
  cairo_curve_to (cr, -3.4 * u, 0.8 * u, 3.4 * u, 0.8 * u, 3.6 * u, 4.0 * u);
  cairo_close_path (cr);
  cairo_fill (cr);
  /* The laurel wreath as two short arcs. */
  cairo_set_line_width (cr, 0.6 * u);
  cairo_arc (cr, 0, -1.8 * u, 2.6 * u, G_PI * 1.05, G_PI * 1.45);
  cairo_stroke (cr);
  cairo_arc (cr, 0, -1.8 * u, 2.6 * u, G_PI * 1.55, G_PI * 1.95);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
figure (cairo_t *cr,
        double   cx,
        double   cy,
        double   s,
        double   head,
        double   shoulders)
{
  double u = s / 10.0;

  cairo_arc (cr, cx, cy - 2.4 * u, head * u, 0, 2 * G_PI);
  cairo_move_to (cr, cx - shoulders * u, cy + 4.2 * u);
  cairo_curve_to (cr, cx - shoulders * u, cy - 1.4 * u, cx + shoulders * u, cy - 1.4 * u,
                  cx + shoulders * u, cy + 4.2 * u);
  cairo_close_path (cr);
}

static void
outline_fill (cairo_t        *cr,
              const LudusRgb *rgb,
              double          s)
{
  set (cr, rgb);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, MAX (0.6, s * 0.05));
  cairo_stroke (cr);
}

/* A figure in stone grey with a hard hat. */
static void
icon_builder (cairo_t  *cr,
             double    cx,
             double    cy,
             double    s,
             int       arg,
             gboolean  dark)
{
  double u = s / 10.0;

  figure (cr, cx, cy, s, 2.0, 3.4);
  outline_fill (cr, &(LudusRgb) { 0.85, 0.83, 0.80 }, s);
  cairo_rectangle (cr, cx - 2.6 * u, cy - 4.8 * u, 5.2 * u, 1.2 * u);
  outline_fill (cr, &brown, s);
}

static void
icon_worker (cairo_t  *cr,
            double    cx,
            double    cy,
            double    s,
            int       arg,
            gboolean  dark)
{
  double u = s / 10.0;
  LudusRgb rgb;

  ftb_colour_rgb (CLAMP (arg, 0, FTB_N_COLOURS - 1), dark, &rgb);
  figure (cr, cx, cy, s, 2.0, 3.4);
  outline_fill (cr, &rgb, s);
  /* The colour's own building on the chest, for colour-blind players. */
  if (arg == FTB_YELLOW)
    set (cr, &ink);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  ftb_draw_building_glyph (cr, FTB_BLD_FOUNTAIN + CLAMP (arg, 0, FTB_N_COLOURS - 1), cx,
                           cy + 2.0 * u, s * 0.42);
}

static void
icon_assistant (cairo_t  *cr,
               double    cx,
               double    cy,
               double    s,
               int       arg,
               gboolean  dark)
{
  double u = s / 10.0;

  figure (cr, cx, cy + 0.8 * u, s * 0.85, 1.8, 2.6);
  outline_fill (cr, &purple, s);
}

static void
icon_coin (cairo_t  *cr,
          double    cx,
          double    cy,
          double    s,
          int       arg,
          gboolean  dark)
{
  double u = s / 10.0;

  cairo_arc (cr, cx, cy, 4.0 * u, 0, 2 * G_PI);
  outline_fill (cr, &gold, s);
  cairo_arc (cr, cx, cy, 2.6 * u, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_set_line_width (cr, 0.6 * u);
  cairo_stroke (cr);
}

/* A crested helmet. */
static void
icon_tribune (cairo_t  *cr,
             double    cx,
             double    cy,
             double    s,
             int       arg,
             gboolean  dark)
{
  double u = s / 10.0;

  cairo_move_to (cr, cx - 3.4 * u, cy + 3.6 * u);
  cairo_line_to (cr, cx - 3.4 * u, cy);
  cairo_arc (cr, cx, cy, 3.4 * u, G_PI, 0);
  cairo_line_to (cr, cx + 3.4 * u, cy + 3.6 * u);
  cairo_line_to (cr, cx + 1.0 * u, cy + 3.6 * u);
  cairo_line_to (cr, cx + 1.0 * u, cy + 1.2 * u);
  cairo_line_to (cr, cx - 1.0 * u, cy + 1.2 * u);
  cairo_line_to (cr, cx - 1.0 * u, cy + 3.6 * u);
  cairo_close_path (cr);
  outline_fill (cr, &(LudusRgb) { 0.80, 0.62, 0.30 }, s);
  cairo_move_to (cr, cx - 3.2 * u, cy - 3.4 * u);
  cairo_curve_to (cr, cx - 1 * u, cy - 5.6 * u, cx + 1 * u, cy - 5.6 * u, cx + 3.2 * u, cy - 3.4 * u);
  cairo_line_to (cr, cx + 2.2 * u, cy - 2.6 * u);
  cairo_curve_to (cr, cx + 1 * u, cy - 4.0 * u, cx - 1 * u, cy - 4.0 * u, cx - 2.2 * u, cy - 2.6 * u);
  cairo_close_path (cr);
  outline_fill (cr, &(LudusRgb) { 0.75, 0.11, 0.16 }, s);
}

static void
icon_upgrade (cairo_t  *cr,
             double    cx,
             double    cy,
             double    s,
             int       arg,
             gboolean  dark)
{
  double u = s / 10.0;

  cairo_move_to (cr, cx, cy - 4.4 * u);
  cairo_line_to (cr, cx + 3.8 * u, cy);
  cairo_line_to (cr, cx + 1.4 * u, cy);
  cairo_line_to (cr, cx + 1.4 * u, cy + 4.2 * u);
  cairo_line_to (cr, cx - 1.4 * u, cy + 4.2 * u);
  cairo_line_to (cr, cx - 1.4 * u, cy);
  cairo_line_to (cr, cx - 3.8 * u, cy);
  cairo_close_path (cr);
  outline_fill (cr, &(LudusRgb) { 0.15, 0.64, 0.41 }, s);
}

/* A laurel wreath. */
static void
icon_vp (cairo_t  *cr,
        double    cx,
        double    cy,
        double    s,
        int       arg,
        gboolean  dark)
{
  double u = s / 10.0;

  cairo_set_line_width (cr, 1.0 * u);
  set (cr, &(LudusRgb) { 0.15, 0.55, 0.25 });
  cairo_arc (cr, cx, cy, 3.6 * u, G_PI * 0.6, G_PI * 1.4);
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, 3.6 * u, G_PI * 1.6, G_PI * 2.4);
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      double a = G_PI * (0.75 + i * 0.2);
      double b = G_PI * (0.25 - i * 0.2);

      cairo_arc (cr, cx + cos (a) * 3.6 * u, cy + sin (a) * 3.6 * u, 0.9 * u, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx + cos (b) * 3.6 * u, cy + sin (b) * 3.6 * u, 0.9 * u, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
icon_envoy (cairo_t  *cr,
           double    cx,
           double    cy,
           double    s,
           int       arg,
           gboolean  dark)
{
  figure (cr, cx, cy, s, 1.9, 2.8);
  outline_fill (cr, dark ? &(LudusRgb) { 0.75, 0.74, 0.72 } : &grey, s);
}

static void
icon_citizen (cairo_t  *cr,
             double    cx,
             double    cy,
             double    s,
             int       arg,
             gboolean  dark)
{
  static const LudusRgb class_rgb[FTB_N_CLASSES] = {
    RGB (0x9141ac), RGB (0x1a5fb4), RGB (0xc64600),
  };
  double u = s / 10.0;

  figure (cr, cx, cy, s, 2.2, 3.6);
  outline_fill (cr, &class_rgb[CLAMP (arg, 0, FTB_N_CLASSES - 1)], s);
  /* The class mark: a band (patrician toga), a purse, a hammer head. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  if (arg == FTB_PATRICIAN)
    {
      cairo_set_line_width (cr, 0.9 * u);
      cairo_move_to (cr, cx - 2.2 * u, cy + 0.6 * u);
      cairo_line_to (cr, cx + 1.8 * u, cy + 3.8 * u);
      cairo_stroke (cr);
    }
  else if (arg == FTB_MERCHANT)
    {
      cairo_arc (cr, cx, cy + 2.2 * u, 1.2 * u, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  else
    {
      cairo_rectangle (cr, cx - 1.6 * u, cy + 1.0 * u, 3.2 * u, 1.0 * u);
      cairo_rectangle (cr, cx - 0.4 * u, cy + 1.0 * u, 0.8 * u, 3.0 * u);
      cairo_fill (cr);
    }
}

static void
icon_arrow (cairo_t  *cr,
           double    cx,
           double    cy,
           double    s,
           int       arg,
           gboolean  dark)
{
  double u = s / 10.0;

  cairo_set_line_width (cr, 1.0 * u);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, cx - 3.4 * u, cy);
  cairo_line_to (cr, cx + 3.0 * u, cy);
  cairo_move_to (cr, cx + 1.0 * u, cy - 2.0 * u);
  cairo_line_to (cr, cx + 3.2 * u, cy);
  cairo_line_to (cr, cx + 1.0 * u, cy + 2.0 * u);
  cairo_stroke (cr);
}

typedef void (*IconFunc) (cairo_t *cr, double cx, double cy, double s, int arg, gboolean dark);

static const IconFunc icons[] = {
  [FTB_ICON_BUILDER] = icon_builder,
  [FTB_ICON_WORKER] = icon_worker,
  [FTB_ICON_ASSISTANT] = icon_assistant,
  [FTB_ICON_COIN] = icon_coin,
  [FTB_ICON_TRIBUNE] = icon_tribune,
  [FTB_ICON_UPGRADE] = icon_upgrade,
  [FTB_ICON_VP] = icon_vp,
  [FTB_ICON_ENVOY] = icon_envoy,
  [FTB_ICON_CITIZEN] = icon_citizen,
  [FTB_ICON_ARROW] = icon_arrow,
};

void
ftb_draw_icon (cairo_t  *cr,
               FtbIcon   icon,
               int       arg,
               double    cx,
               double    cy,
               double    s,
               gboolean  dark)
{
  if (icon < 0 || icon >= (int) G_N_ELEMENTS (icons) || icons[icon] == NULL)
    return;
  cairo_save (cr);
  cairo_new_path (cr);
  icons[icon] (cr, cx, cy, s, arg, dark);
  cairo_restore (cr);
}

void
ftb_draw_tile_front (cairo_t       *cr,
                     const FtbTile *tile,
                     double         x,
                     double         y,
                     double         size,
                     gboolean       dark)
{
  struct { FtbIcon icon; int arg; } items[16];
  int n = 0;
  int cols, rows;
  double cell;

  if (tile->citizen >= 0)
    {
      ftb_draw_icon (cr, FTB_ICON_CITIZEN, tile->citizen, x + size / 2, y + size / 2,
                     size * 0.72, dark);
      return;
    }

#define PUSH(cnt, ic, ar) for (int i_ = 0; i_ < (cnt) && n < 16; i_++) { items[n].icon = (ic); items[n].arg = (ar); n++; }
  PUSH (tile->builder, FTB_ICON_BUILDER, 0);
  for (int c = 0; c < FTB_N_COLOURS; c++)
    PUSH (tile->worker[c], FTB_ICON_WORKER, c);
  PUSH (tile->worker_any, FTB_ICON_WORKER, -1);
  PUSH (tile->assistant, FTB_ICON_ASSISTANT, 0);
  PUSH (tile->coin, FTB_ICON_COIN, 0);
  PUSH (tile->tribune, FTB_ICON_TRIBUNE, 0);
  PUSH (tile->upgrade, FTB_ICON_UPGRADE, 0);
#undef PUSH

  if (n == 0)
    return;
  cols = n == 1 ? 1 : 2;
  rows = (n + cols - 1) / cols;
  cell = size / MAX (cols, rows);
  for (int i = 0; i < n; i++)
    {
      double cx = x + size / 2 + ((i % cols) - (cols - 1) / 2.0) * cell;
      double cy = y + size / 2 + ((i / cols) - (rows - 1) / 2.0) * cell;

      if (items[i].icon == FTB_ICON_WORKER && items[i].arg < 0)
        {
          /* A worker of any colour: four quarters. */
          for (int q = 0; q < FTB_N_COLOURS; q++)
            {
              cairo_save (cr);
              cairo_rectangle (cr, cx - cell / 2 + (q % 2) * cell / 2, cy - cell / 2 + (q / 2) * cell / 2,
                               cell / 2, cell / 2);
              cairo_clip (cr);
              ftb_draw_icon (cr, FTB_ICON_WORKER, q, cx, cy, cell * 0.8, dark);
              cairo_restore (cr);
            }
        }
      else
        ftb_draw_icon (cr, items[i].icon, items[i].arg, cx, cy, cell * 0.8, dark);
    }
}
