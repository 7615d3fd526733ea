/* pn-board-sprites.c: parts of the Porta Nigra board kept as images between redraws
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A full redraw after a move changes a few parts of the board (a site built,
 * a shop's count, a player's coins); most site cells, cards, frames and
 * glyphs look exactly as before. When the widget remakes its drawing, each
 * such part is drawn once into an image at device pixels, kept under a key
 * naming everything it shows (with its size, the style and the scale), and
 * painted on whole device pixels from then on; a part whose key is new is
 * drawn again. Without a cache (the readability tests, which record the
 * text as it is drawn) parts are drawn straight into the cairo_t.
 */
#include "config.h"

#include <math.h>

#include <pango/pangocairo.h>

#include "pn-board-private.h"

/* Enough for a 4K board's parts several times over. */
#define BUDGET (96u << 20)

struct _PnbSprites
{
  GHashTable *table;         /* key → Sprite */
  gsize       bytes;
  guint       drawing;       /* counts the drawings made with the cache */
};

typedef struct
{
  cairo_surface_t *surface;
  double           pad;      /* user units around the part */
  gsize            bytes;
  guint            used;     /* the last drawing that painted it */
} Sprite;

static void
sprite_free (gpointer data)
{
  Sprite *s = data;

  cairo_surface_destroy (s->surface);
  g_free (s);
}

PnbSprites *
pnb_sprites_new (void)
{
  PnbSprites *sprites = g_new0 (PnbSprites, 1);

  sprites->table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, sprite_free);
  return sprites;
}

void
pnb_sprites_clear (PnbSprites *sprites)
{
  g_hash_table_remove_all (sprites->table);
  sprites->bytes = 0;
}

void
pnb_sprites_free (PnbSprites *sprites)
{
  if (sprites == NULL)
    return;
  g_hash_table_unref (sprites->table);
  g_free (sprites);
}

/* A new drawing begins: images it does not paint may be thrown away. */
void
pnb_sprites_next (PnbSprites *sprites)
{
  sprites->drawing++;
}

static gboolean
unused (gpointer key,
        gpointer value,
        gpointer data)
{
  const Sprite *s = value;
  PnbSprites *sprites = data;

  if (s->used == sprites->drawing)
    return FALSE;
  sprites->bytes -= s->bytes;
  return TRUE;
}

guint
pnb_sprites_count (PnbSprites *sprites)
{
  return g_hash_table_size (sprites->table);
}

/* Draws the part into a new image, r at (pad, pad), over under if given; regions are
 * not made. */
static Sprite *
make (Pnb            *b,
      PnbRect         r,
      double          pad,
      const LudusRgb *under,
      PnbPaintFunc    paint,
      gconstpointer   data)
{
  Sprite *s = g_new0 (Sprite, 1);
  int scale = MAX (1, b->scale);
  cairo_t *saved = b->cr;
  GArray *regions = b->regions;
  PnbOps *ops = b->ops;
  int w, h;

  s->pad = ceil (pad * scale) / scale;
  w = (int) ceil ((r.w + 2 * s->pad) * scale);
  h = (int) ceil ((r.h + 2 * s->pad) * scale);
  /* Opaque parts too are ARGB32, the cached drawing's format: copied, not converted. */
  s->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                           MAX (1, w), MAX (1, h));
  s->bytes = (gsize) cairo_image_surface_get_stride (s->surface) * (gsize) MAX (1, h);
  cairo_surface_set_device_scale (s->surface, scale, scale);
  b->cr = cairo_create (s->surface);
  if (under != NULL)
    {
      ludus_cairo_set_rgb (b->cr, under, 1);
      cairo_paint (b->cr);
    }
  /* Parts inside the part come from their own images, painted into this one. */
  b->regions = NULL;
  b->ops = NULL;
  paint (b, (PnbRect) { s->pad, s->pad, r.w, r.h }, data);
  cairo_destroy (b->cr);
  b->cr = saved;
  b->regions = regions;
  b->ops = ops;
  if (b->layout != NULL)
    pango_cairo_update_layout (b->text_cr != NULL ? b->text_cr : b->cr, b->layout);
  return s;
}

/* A colour in a key: 8 bits a channel. */
guint
pnb_rgb_key (const LudusRgb *rgb)
{
  return (guint) lround (CLAMP (rgb->r, 0, 1) * 255) << 16 |
         (guint) lround (CLAMP (rgb->g, 0, 1) * 255) << 8 |
         (guint) lround (CLAMP (rgb->b, 0, 1) * 255);
}

/* Sizes in keys, to a hundredth. */
int
pnb_hundredths (double v)
{
  return (int) lround (v * 100);
}

void
pnb_sprite (Pnb            *b,
            PnbRect         r,
            double          pad,
            const LudusRgb *under,
            PnbPaintFunc    paint,
            gconstpointer   data,
            const char     *key)
{
  PnbSprites *sprites = b->sprites;
  int scale = MAX (1, b->scale);
  g_autofree char *full = NULL;
  Sprite *s;
  double x, y;

  if (sprites == NULL)
    {
      paint (b, r, data);
      return;
    }
  full = g_strdup_printf ("%s|%d|%d|%d|%d|%d|%d", key, pnb_hundredths (r.w), pnb_hundredths (r.h),
                          pnb_hundredths (b->u), b->dark, scale,
                          under != NULL ? (int) pnb_rgb_key (under) : -1);
  s = g_hash_table_lookup (sprites->table, full);
  if (s == NULL)
    {
      s = make (b, r, pad, under, paint, data);
      /* Over the budget, what this drawing has not used goes (old positions). */
      if (sprites->bytes + s->bytes > BUDGET)
        g_hash_table_foreach_remove (sprites->table, unused, sprites);
      sprites->bytes += s->bytes;
      g_hash_table_insert (sprites->table, g_steal_pointer (&full), s);
    }
  s->used = sprites->drawing;
  x = round (r.x * scale) / scale - s->pad;
  y = round (r.y * scale) / scale - s->pad;
  if (b->ops != NULL)
    {
      pnb_ops_image (b->ops, s->surface, x, y, scale, under != NULL);
      return;
    }
  cairo_save (b->cr);
  /* An opaque part is copied, which is much faster than blending it; the rectangle
   * (on whole device pixels) bounds the copy. */
  if (under != NULL)
    cairo_set_operator (b->cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (b->cr, s->surface, x, y);
  cairo_rectangle (b->cr, x, y, cairo_image_surface_get_width (s->surface) / (double) scale,
                   cairo_image_surface_get_height (s->surface) / (double) scale);
  cairo_fill (b->cr);
  cairo_restore (b->cr);
}

/* A key for what a seat's piece looks like: its shape and its colour in the view. */
char *
pnb_seat_key (Pnb  *b,
              guint seat)
{
  double r, g, bl;
  LudusRgb rgb;

  ludus_view_get_seat_rgb (b->view, seat, &r, &g, &bl);
  rgb = (LudusRgb) { r, g, bl };
  return g_strdup_printf ("%u:%u", seat, pnb_rgb_key (&rgb));
}
