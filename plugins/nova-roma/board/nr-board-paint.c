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
#include <string.h>
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

/* Whole words on at most max_lines lines, within the box; by_ink: its ink
 * within the box's height, half a unit clear of each edge (a line of text
 * at the smallest readable size in a board scaled down may be taller than
 * its box, its letters are not). */
static gboolean
fits (PangoLayout *layout,
      double       w,
      double       h,
      int          max_lines,
      gboolean     by_ink)
{
  PangoRectangle ink, logical;

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  return pango_layout_get_line_count (layout) <= max_lines && logical.width <= w + 0.5
         && (by_ink ? ink.height <= h - 1 : logical.height <= h + 1);
}

/* Cut text: its ink within the box (Pango ellipsizes to the width, which
 * whole pixels may round over). */
static gboolean
cut_fits (PangoLayout *layout,
          double       w,
          double       h)
{
  PangoRectangle ink;

  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return ink.width <= w + 1 && ink.height <= h - 1;
}

static guint n_cut;

guint
nr_board_get_n_cut (void)
{
  return n_cut;
}

/* Fits text in a box: whole words on at most max_lines lines, shrunk down
 * to min (NRB_TEXT_MIN, more in a board scaled down: never under 11
 * pixels), then cut; in a box too narrow for a letter and "…" at min, not
 * drawn at all (its tooltip says it). */
static PangoLayout *
fit (cairo_t    *cr,
     const char *text,
     double      w,
     double      h,
     double     *size,
     gboolean    bold,
     int         max_lines,
     double      min)
{
  PangoLayout *layout = NULL;
  gboolean scaled_down = min > NRB_TEXT_MIN;

  for (double sz = MAX (*size, min); ; sz -= 0.5)
    {
      g_clear_object (&layout);
      sz = MAX (sz, min);
      layout = text_layout (cr, text, sz, bold, w, max_lines);
      *size = sz;
      if (fits (layout, w, h, max_lines, scaled_down))
        return layout;
      if (sz <= min)
        break;
    }
  /* Never a break inside a word (Pango would hyphenate it): the last line
   * ellipsized, or a single ellipsized line when a word is wider than the
   * box. Whoever draws such text says it whole in a tooltip. */
  if (scaled_down)
    max_lines = CLAMP ((int) (h / (1.2 * min)), 1, max_lines);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -MAX (1, max_lines));
  if (!fits (layout, w, h, max_lines, scaled_down))
    pango_layout_set_height (layout, 0);    /* Pango: at most one line, the word cut */
  /* Scaled down, text that would not fit even so is left out. */
  if (scaled_down && (w < 2.2 * min || !cut_fits (layout, w, h)))
    pango_layout_set_text (layout, "", 0);
  else
    n_cut++;
  return layout;
}

typedef struct
{
  const char *text;
  double      w, h, size, min;
  NrbAlign    align;
  gboolean    bold;
  int         max_lines;
} TextArgs;

static PangoLayout *
make_layout (cairo_t       *cr,
             gconstpointer  data,
             double        *size)
{
  const TextArgs *a = data;
  PangoLayout *layout;

  *size = a->size;
  layout = fit (cr, a->text, a->w, a->h, size, a->bold, a->max_lines, a->min);
  pango_layout_set_alignment (layout, a->align == NRB_ALIGN_CENTER ? PANGO_ALIGN_CENTER
                              : a->align == NRB_ALIGN_RIGHT ? PANGO_ALIGN_RIGHT
                              : PANGO_ALIGN_LEFT);
  return layout;
}

/* Where a layout's top goes to centre it in a box of height h at y: its
 * lines, or its ink where the lines are taller than the box (text made
 * larger in a board scaled down), so that the ink stays in the box. */
static double
text_top (const PangoRectangle *ink,
          const PangoRectangle *logical,
          double                y,
          double                h)
{
  if (logical->height > h + 1)
    return y + (h - ink->height) / 2 - ink->y;
  return y + (h - logical->height) / 2;
}

/* Text drawn straight, where it cannot be kept as an image. */
static double
text_direct (cairo_t        *cr,
             const TextArgs *a,
             double          x,
             double          y)
{
  double size;
  PangoLayout *layout = make_layout (cr, a, &size);
  PangoRectangle ink, logical;
  double top;

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  top = text_top (&ink, &logical, y, a->h);
  cairo_move_to (cr, x, top);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  if (ink.width > 0)
    ludus_render_record_text (cr, a->text, x + ink.x, top + ink.y, ink.width, ink.height, size);
  g_object_unref (layout);
  return logical.width;
}

/* Fitting and shaping text is most of the time a frame takes, and after a
 * move most of the board's text is what it was: each fitted text is kept
 * as an image (nr-board-sprite.c), with its extents. */
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
  TextArgs a = { text, w, h, size, MAX (b->text_min, NRB_TEXT_MIN), align, bold, max_lines };
  const NrbTextSprite *t;
  struct
  {
    double size, w, h, min;
    gint32 align, bold, max_lines, unused;
  } k;
  double top;

  if (text == NULL || *text == '\0' || w <= 0)
    return 0;
  memset (&k, 0, sizeof k);
  k.size = size;
  k.w = w;
  k.h = h;
  k.align = align;
  k.bold = bold;
  k.max_lines = max_lines;
  k.min = a.min;
  t = nrb_text_sprite (cr, &k, sizeof k, text, make_layout, &a);
  if (t == NULL)
    return text_direct (cr, &a, x, y);
  top = text_top (&t->ink, &t->logical, y, h);
  nrb_text_sprite_paint (b, t, x, top);
  if (t->ink.width > 0)
    ludus_render_record_text (cr, text, x + t->ink.x, top + t->ink.y, t->ink.width,
                              t->ink.height, t->size);
  return t->logical.width;
}

void
nrb_rgb (Nrb            *b,
         const LudusRgb *rgb,
         double          alpha)
{
  ludus_cairo_set_rgb (b->cr, rgb, alpha);
}

typedef struct
{
  double   w, h, radius;
  LudusRgb line, fill;
} BoxArgs;

static void
paint_box (cairo_t    *cr,
           const void *args)
{
  const BoxArgs *a = args;

  /* The outline as a fill under the inside: much cheaper than a stroke. */
  ludus_cairo_rounded_rect (cr, -0.5, -0.5, a->w + 1, a->h + 1, a->radius + 0.5);
  ludus_cairo_set_rgb (cr, &a->line, 0.8);
  cairo_fill (cr);
  ludus_cairo_rounded_rect (cr, 0.5, 0.5, a->w - 1, a->h - 1, MAX (0, a->radius - 0.5));
  ludus_cairo_set_rgb (cr, &a->fill, 1);
  cairo_fill (cr);
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
  BoxArgs a = { w, h, radius, b->pal->line, *fill };

  nrb_sprite_opaque (b, x, y, w, h, 1, MAX (radius, 1.0) + 1, paint_box, &a, sizeof a);
}

void
nrb_backdrop (Nrb    *b,
              double  x,
              double  y,
              double  w,
              double  h)
{
  BoxArgs a = { w, h, 8, b->pal->line, b->pal->surface_alt };
  int covered[4];

  if (!b->bg_pending)
    nrb_box (b, x, y, w, h, &a.fill, a.radius);
  else if (nrb_sprite_backdrop (b, x, y, w, h, 1, a.radius + 1, paint_box, &a, sizeof a, covered))
    nrb_background (b, covered);
  else
    {
      nrb_background (b, NULL);
      nrb_box (b, x, y, w, h, &a.fill, a.radius);
    }
}

void
nrb_title (Nrb        *b,
           const char *text,
           double      x,
           double      y,
           double      w)
{
  nrb_rgb (b, &b->pal->text_dim, 1);
  /* Centred 8 units under y, in a box that a line made larger in a board
   * scaled down still fits. */
  nrb_text (b, text, x, y - 2, w, 20, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
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

typedef struct
{
  double     r, red, green, blue;
  gint64     owner;
  LudusView *view;             /* drawn from the seat's shape and the colour above */
} PieceArgs;

static void
paint_piece (cairo_t    *cr,
             const void *args)
{
  const PieceArgs *a = args;

  if (a->owner >= 0)
    {
      ludus_cairo_seat_piece (cr, a->view, (guint) a->owner, a->r * 1.2, a->r * 1.2, a->r);
      return;
    }
  /* The neutral colour (2 players) or the automa (solo): a grey hexagon. */
  polygon (cr, a->r * 1.2, a->r * 1.2, a->r, 6, G_PI / 6);
  fill_outline (cr, 0.62, 0.62, 0.62, MAX (1.0, a->r * 0.12));
}

void
nrb_piece (Nrb    *b,
           int     owner,
           double  cx,
           double  cy,
           double  r)
{
  PieceArgs a;

  memset (&a, 0, sizeof a);
  a.r = r;
  a.owner = owner >= 0 && owner < (int) b->s->n_players ? owner : -1;
  if (a.owner >= 0)
    {
      a.view = b->view;
      ludus_view_get_seat_rgb (b->view, (guint) owner, &a.red, &a.green, &a.blue);
    }
  nrb_sprite (b, cx - 1.2 * r, cy - 1.2 * r, 2.4 * r, 2.4 * r, 1, paint_piece, &a, sizeof a);
}

typedef struct
{
  double   r, line_width;
  LudusRgb fill, line;
} DiscArgs;

static void
paint_disc (cairo_t    *cr,
            const void *args)
{
  const DiscArgs *a = args;

  cairo_arc (cr, a->r, a->r, a->r, 0, 2 * G_PI);
  ludus_cairo_set_rgb (cr, &a->fill, 1);
  if (a->line_width > 0)
    {
      cairo_fill_preserve (cr);
      ludus_cairo_set_rgb (cr, &a->line, 1);
      cairo_set_line_width (cr, a->line_width);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
}

void
nrb_disc (Nrb            *b,
          double          cx,
          double          cy,
          double          r,
          const LudusRgb *fill,
          const LudusRgb *line,
          double          line_width)
{
  DiscArgs a;

  memset (&a, 0, sizeof a);
  a.r = r;
  a.fill = *fill;
  if (line != NULL)
    {
      a.line = *line;
      a.line_width = line_width;
    }
  nrb_sprite (b, cx - r, cy - r, 2 * r, 2 * r, 1 + line_width, paint_disc, &a, sizeof a);
}

/* Widths are kept: the board asks for the same ones at every drawing. */
double
nrb_text_width (Nrb        *b,
                const char *text,
                double      size,
                gboolean    bold)
{
  static GHashTable *widths;
  cairo_matrix_t m;
  g_autofree char *key = NULL;
  gpointer found;
  PangoLayout *layout;
  PangoRectangle logical;

  /* As nrb_text () draws it: no smaller than the board's smallest. */
  size = MAX (size, b->text_min);
  cairo_get_matrix (b->cr, &m);
  key = g_strdup_printf ("%d|%.2f|%.4f|%s", bold, size, m.xx, text);
  if (widths == NULL)
    widths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_lookup_extended (widths, key, NULL, &found))
    return GPOINTER_TO_INT (found) / 64.0;
  layout = text_layout (b->cr, text, size, bold, 10000, 1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  g_object_unref (layout);
  if (g_hash_table_size (widths) > 4096)
    g_hash_table_remove_all (widths);
  g_hash_table_insert (widths, g_steal_pointer (&key), GINT_TO_POINTER (logical.width * 64));
  return logical.width;
}
