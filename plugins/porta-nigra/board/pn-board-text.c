/* pn-board-text.c: text on the Porta Nigra board — fitted, and cached as masks
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text is fitted to its box without ever shrinking under the readable size
 * (it is cut with an ellipsis instead). It is drawn through the core's
 * helpers, which record it for the readability checks; but when the widget
 * remakes its cached drawing (no recording then), each string is laid out
 * once, kept as an alpha mask at device pixels, and painted with the
 * current colour: most of the board's words and numbers are the same from
 * one move to the next, and laying them out is most of a full redraw.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "pn-board-private.h"

#define MIN_TEXT      11.0
#define MASK_PAD      4.0
#define CACHE_LIMIT   4000

typedef struct
{
  double           w, h;       /* the logical size of the layout */
  cairo_surface_t *mask;       /* NULL until drawn once */
} TextEntry;

static void
entry_free (gpointer data)
{
  TextEntry *e = data;

  g_clear_pointer (&e->mask, cairo_surface_destroy);
  g_free (e);
}

GHashTable *
pnb_text_cache_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, entry_free);
}

/* Sets b->layout to text at size. */
static void
lay_out (Pnb        *b,
         const char *text,
         double      size,
         gboolean    bold)
{
  PangoFontDescription *desc = pango_font_description_from_string ("Cantarell, Sans");

  if (b->layout == NULL)
    b->layout = pango_cairo_create_layout (b->text_cr != NULL ? b->text_cr : b->cr);
  pango_font_description_set_absolute_size (desc, MAX (1.0, size) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (b->layout, desc);
  pango_layout_set_text (b->layout, text != NULL ? text : "", -1);
  pango_font_description_free (desc);
}

static TextEntry *
entry (Pnb        *b,
       const char *text,
       double      size,
       gboolean    bold)
{
  g_autofree char *key = g_strdup_printf ("%d|%d|%s", bold, pnb_hundredths (size), text);
  TextEntry *e = g_hash_table_lookup (b->text_cache, key);
  int w, h;

  if (e != NULL)
    return e;
  if (g_hash_table_size (b->text_cache) > CACHE_LIMIT)
    g_hash_table_remove_all (b->text_cache);
  lay_out (b, text, size, bold);
  pango_layout_get_size (b->layout, &w, &h);
  e = g_new0 (TextEntry, 1);
  e->w = w / (double) PANGO_SCALE;
  e->h = h / (double) PANGO_SCALE;
  g_hash_table_insert (b->text_cache, g_steal_pointer (&key), e);
  return e;
}

static double
measure (Pnb        *b,
         const char *text,
         double      size,
         gboolean    bold)
{
  int w, h;

  if (b->text_cache != NULL)
    return entry (b, text != NULL ? text : "", size, bold)->w;
  lay_out (b, text, size, bold);
  pango_layout_get_size (b->layout, &w, &h);
  return w / (double) PANGO_SCALE;
}

double
pnb_measure (Pnb        *b,
             const char *text,
             double      size)
{
  return measure (b, text, size, FALSE);
}

double
pnb_measure_bold (Pnb        *b,
                  const char *text,
                  double      size)
{
  return measure (b, text, size, TRUE);
}

/* Paints the cached text with its logical box's top-left corner at (x, y). */
static double
paint_cached (Pnb        *b,
              const char *text,
              double      x,
              double      y,
              double      size,
              gboolean    bold)
{
  TextEntry *e = entry (b, text, size, bold);
  int scale = MAX (1, b->scale);

  if (e->mask == NULL)
    {
      cairo_t *cr;

      e->mask = cairo_image_surface_create (CAIRO_FORMAT_A8,
                                            (int) ceil ((e->w + 2 * MASK_PAD) * scale),
                                            (int) ceil ((e->h + 2 * MASK_PAD) * scale));
      cairo_surface_set_device_scale (e->mask, scale, scale);
      cr = cairo_create (e->mask);
      lay_out (b, text, size, bold);
      pango_cairo_update_layout (cr, b->layout);
      cairo_move_to (cr, MASK_PAD, MASK_PAD);
      pango_cairo_show_layout (cr, b->layout);
      cairo_destroy (cr);
      pango_cairo_update_layout (b->text_cr != NULL ? b->text_cr : b->cr, b->layout);
    }
  /* On whole device pixels, so that the mask is not resampled. */
  x = round ((x - MASK_PAD) * scale) / scale;
  y = round ((y - MASK_PAD) * scale) / scale;
  if (b->ops != NULL)
    pnb_ops_mask (b->ops, b->cr, e->mask, x, y, scale);
  else
    cairo_mask_surface (b->cr, e->mask, x, y);
  return e->w;
}

/* text at a size that fits max_width (never under MIN_TEXT), cut with an
 * ellipsis when even that is too wide. */
static char *
fit (Pnb        *b,
     const char *text,
     double      max_width,
     double     *size,
     gboolean    bold)
{
  double w;
  g_autofree char *cut = NULL;
  glong n;

  if (max_width <= 0 || (w = measure (b, text, *size, bold)) <= max_width)
    return g_strdup (text);
  if (*size * max_width / w >= MIN_TEXT)
    {
      *size = floor (*size * max_width / w * 10) / 10;
      return g_strdup (text);
    }
  *size = MIN (*size, MIN_TEXT);
  n = g_utf8_strlen (text, -1);
  for (; n > 1; n--)
    {
      g_autofree char *head = g_utf8_substring (text, 0, n - 1);

      g_free (cut);
      cut = g_strconcat (g_strchomp (head), "…", NULL);
      if (measure (b, cut, *size, bold) <= max_width)
        break;
    }
  return g_steal_pointer (&cut);
}

void
pnb_text (Pnb        *b,
          const char *text,
          double      cx,
          double      cy,
          double      size,
          double      max_width)
{
  g_autofree char *shown = NULL;

  if (text == NULL || *text == '\0')
    return;
  shown = fit (b, text, max_width, &size, FALSE);
  if (b->text_cache != NULL)
    {
      TextEntry *e = entry (b, shown, size, FALSE);

      paint_cached (b, shown, cx - e->w / 2, cy - e->h / 2, size, FALSE);
    }
  else
    ludus_cairo_text_centered (b->cr, shown, cx, cy, size, 0);
}

/* Text centred on (cx, cy) in one line, or in two split at a space when one
 * line would have to shrink under 85 % of size or under the readable size. */
void
pnb_text_2 (Pnb        *b,
            const char *text,
            double      cx,
            double      cy,
            double      size,
            double      max_width)
{
  const char *mid, *best = NULL;
  glong half;
  double w = text != NULL ? measure (b, text, size, FALSE) : 0;

  if (text == NULL || w <= max_width || size * max_width / w >= MAX (MIN_TEXT, 0.85 * size) ||
      strchr (text, ' ') == NULL)
    {
      pnb_text (b, text, cx, cy, size, max_width);
      return;
    }
  half = (glong) strlen (text) / 2;
  for (mid = strchr (text, ' '); mid != NULL; mid = strchr (mid + 1, ' '))
    if (best == NULL || ABS ((mid - text) - half) < ABS ((best - text) - half))
      best = mid;
  {
    g_autofree char *first = g_strndup (text, (gsize) (best - text));

    pnb_text (b, first, cx, cy - size * 0.58, size, max_width);
    pnb_text (b, best + 1, cx, cy + size * 0.58, size, max_width);
  }
}

/* Text from x, centred on cy; returns its width. */
double
pnb_text_left (Pnb        *b,
               const char *text,
               double      x,
               double      cy,
               double      size,
               double      max_width,
               gboolean    bold)
{
  g_autofree char *shown = NULL;

  if (text == NULL || *text == '\0')
    return 0;
  shown = fit (b, text, max_width, &size, bold);
  /* The layout's logical height is about 1.2 × the size. */
  if (b->text_cache != NULL)
    return paint_cached (b, shown, x, cy - size * 0.62, size, bold);
  return ludus_cairo_text_at (b->cr, shown, x, cy - size * 0.62, size, bold);
}
