/* nr-board-paint.c: text, glyphs and pieces of the Nova Roma board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Resources and tokens are told apart by shape as well as colour (wheat a
 * disc, stone a square, wood a log, wine a drop, horses a triangle…), and
 * every one is named in the tooltip of whatever shows it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "nr-board-private.h"

const LudusRgb nrb_dark_ink = { 0.08, 0.06, 0.04 };

/* Text */

static PangoLayout *
text_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold,
             double      w,
             int         max_lines)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Cantarell, Sans");

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  return layout;
}

/* Whole words on at most max_lines lines, within the box. */
static gboolean
fits (PangoLayout *layout,
      double       w,
      double       h,
      int          max_lines)
{
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  return pango_layout_get_line_count (layout) <= max_lines && logical.width <= w + 0.5
         && logical.height <= h + 1;
}

/* Fits text in a box: whole words on at most max_lines lines, shrunk down
 * to NRB_TEXT_MIN, then broken and cut. */
static PangoLayout *
fit (cairo_t    *cr,
     const char *text,
     double      w,
     double      h,
     double     *size,
     gboolean    bold,
     int         max_lines)
{
  PangoLayout *layout = NULL;

  for (double sz = *size; ; sz -= 0.5)
    {
      g_clear_object (&layout);
      sz = MAX (sz, NRB_TEXT_MIN);
      layout = text_layout (cr, text, sz, bold, w, max_lines);
      *size = sz;
      if (fits (layout, w, h, max_lines))
        return layout;
      if (sz <= NRB_TEXT_MIN)
        break;
    }
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -MAX (1, max_lines));
  return layout;
}

typedef struct
{
  PangoLayout *layout;
  double       size;
} Fitted;

static void
fitted_free (gpointer data)
{
  Fitted *f = data;

  g_object_unref (f->layout);
  g_free (f);
}

/* Fitted layouts are kept (main thread only): after a move most of the
 * board's text is what it was, and fitting and shaping it is most of the
 * time a frame takes. */
static PangoLayout *
cached_fit (cairo_t    *cr,
            const char *text,
            double      w,
            double      h,
            double     *size,
            NrbAlign    align,
            gboolean    bold,
            int         max_lines)
{
  static GHashTable *cache;
  g_autofree char *key = g_strdup_printf ("%d|%d|%.2f|%.2f|%.2f|%d|%s", bold, align, *size, w, h,
                                          max_lines, text);
  Fitted *f;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, fitted_free);
  f = g_hash_table_lookup (cache, key);
  if (f != NULL)
    {
      pango_cairo_update_layout (cr, f->layout);
      *size = f->size;
      return g_object_ref (f->layout);
    }
  if (g_hash_table_size (cache) > 8192)
    g_hash_table_remove_all (cache);
  f = g_new (Fitted, 1);
  f->size = *size;
  f->layout = fit (cr, text, w, h, &f->size, bold, max_lines);
  pango_layout_set_alignment (f->layout, align == NRB_ALIGN_CENTER ? PANGO_ALIGN_CENTER
                              : align == NRB_ALIGN_RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  g_hash_table_insert (cache, g_steal_pointer (&key), f);
  *size = f->size;
  return g_object_ref (f->layout);
}

double
nrb_text (Nrb        *b,
          const char *text,
          double      x,
          double      y,
          double      w,
          double      h,
          double      size,
          NrbAlign    align,
          gboolean    bold,
          int         max_lines)
{
  cairo_t *cr = b->cr;
  PangoLayout *layout;
  PangoRectangle ink, logical;
  double top;

  if (text == NULL || *text == '\0' || w <= 0)
    return 0;
  layout = cached_fit (cr, text, w, h, &size, align, bold, max_lines);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  top = y + (h - logical.height) / 2;
  cairo_move_to (cr, x, top);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  if (ink.width > 0)
    ludus_render_record_text (cr, text, x + ink.x, top + ink.y, ink.width, ink.height, size);
  g_object_unref (layout);
  return logical.width;
}

void
nrb_rgb (Nrb            *b,
         const LudusRgb *rgb,
         double          alpha)
{
  ludus_cairo_set_rgb (b->cr, rgb, alpha);
}

void
nrb_box (Nrb            *b,
         double          x,
         double          y,
         double          w,
         double          h,
         const LudusRgb *fill,
         double          radius)
{
  cairo_t *cr = b->cr;

  /* The outline as a fill under the inside: much cheaper than a stroke. */
  ludus_cairo_rounded_rect (cr, x - 0.5, y - 0.5, w + 1, h + 1, radius + 0.5);
  ludus_cairo_set_rgb (cr, &b->pal->line, 0.8);
  cairo_fill (cr);
  ludus_cairo_rounded_rect (cr, x + 0.5, y + 0.5, w - 1, h - 1, MAX (0, radius - 0.5));
  ludus_cairo_set_rgb (cr, fill, 1);
  cairo_fill (cr);
}

void
nrb_title (Nrb        *b,
           const char *text,
           double      x,
           double      y,
           double      w)
{
  nrb_rgb (b, &b->pal->text_dim, 1);
  nrb_text (b, text, x, y, w, 16, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
}

/* Colours */

static const LudusRgb action_rgb[NR_N_ACTIONS] = {
  { 0.85, 0.65, 0.13 },   /* trade: gold */
  { 0.42, 0.62, 0.25 },   /* development: green */
  { 0.55, 0.35, 0.65 },   /* petition: violet */
  { 0.80, 0.45, 0.55 },   /* associates: rose */
  { 0.20, 0.50, 0.80 },   /* seafaring: blue */
  { 0.62, 0.45, 0.32 },   /* construction: brown */
  { 0.85, 0.35, 0.25 },   /* race: red */
  { 0.40, 0.55, 0.55 },   /* production: slate */
};

void
nrb_action_rgb (int       action,
                LudusRgb *rgb)
{
  *rgb = action >= 0 && action < NR_N_ACTIONS ? action_rgb[action] : (LudusRgb) { 0.5, 0.5, 0.5 };
}

void
nrb_track_rgb (const NrData *d,
               int           track,
               LudusRgb     *rgb)
{
  const char *c = d->track_colour[track];

  if (g_str_equal (c, "red"))
    *rgb = (LudusRgb) { 0.86, 0.42, 0.38 };
  else if (g_str_equal (c, "blue"))
    *rgb = (LudusRgb) { 0.40, 0.58, 0.86 };
  else if (g_str_equal (c, "green"))
    *rgb = (LudusRgb) { 0.44, 0.70, 0.42 };
  else
    *rgb = (LudusRgb) { 0.70, 0.62, 0.40 };
}

/* Pieces */

static void
polygon (cairo_t *cr,
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
fill_outline (cairo_t *cr,
              double   r,
              double   g,
              double   bl,
              double   width)
{
  cairo_set_source_rgb (cr, r, g, bl);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
nrb_piece (Nrb    *b,
           int     owner,
           double  cx,
           double  cy,
           double  r)
{
  if (owner >= 0 && owner < (int) b->s->n_players)
    {
      ludus_cairo_seat_piece (b->cr, b->view, (guint) owner, cx, cy, r);
      return;
    }
  /* The neutral colour (2 players) or the automa (solo): a grey hexagon. */
  polygon (b->cr, cx, cy, r, 6, G_PI / 6);
  fill_outline (b->cr, 0.62, 0.62, 0.62, MAX (1.0, r * 0.12));
}

double
nrb_text_width (Nrb        *b,
                const char *text,
                double      size,
                gboolean    bold)
{
  PangoLayout *layout = text_layout (b->cr, text, size, bold, 10000, 1);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  g_object_unref (layout);
  return logical.width;
}
