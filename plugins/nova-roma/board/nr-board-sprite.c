/* nr-board-sprite.c: small drawings kept as images at the device's resolution
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Filling an antialiased path costs Cairo tens of thousands of instructions
 * however small the shape, and laying out text costs Pango more; a board
 * redrawn after a move draws the same boxes, tokens, glyphs and words as
 * before, mostly. So each of them is drawn once per look (what it is, its
 * size, the scale) into an image and kept; drawing it again is a copy at
 * whole device pixels. A drawing lands up to half a device pixel from where
 * a direct drawing would put it: the same in the widget's kept panels and in
 * a drawing afresh, since both go through here. Main thread only.
 */
#include "config.h"

#include <math.h>
#include <pixman.h>
#include <string.h>

#include "nr-board-private.h"

/* Beyond this many pixels a kept image is not worth its memory (a panel's
 * backdrop at 1920 × 1080 is under 0.4 M pixels, 1.6 M at 3840 × 2160). */
#define SPRITE_MAX_PIXELS (1280 * 1280)
/* All kept images are dropped when they pass this many pixels together. */
#define CACHE_MAX_PIXELS  (20 * 1024 * 1024)

typedef struct
{
  gsize  len;
  guint8 data[];
} Key;

typedef struct
{
  cairo_surface_t *surface;
  pixman_image_t  *pixels;         /* the same pixels, for copies past Cairo */
  double           pad_x, pad_y;   /* where the box's origin is in it, in device pixels */
  int              opaque;         /* pixels from each side beyond which it is opaque, or 0 */
  gboolean         solid;          /* and that inside is all one pixel: */
  guint32          solid_pixel;
  gboolean         covers;         /* opaque to its sides: copied, never blended */
  int              shift;          /* whole pixels it begins before pad_x says */
  NrbTextSprite   *text;           /* text only */
} Sprite;

static GHashTable *cache;
static gsize cache_pixels;

static guint
key_hash (gconstpointer p)
{
  const Key *k = p;
  guint h = 2166136261u;

  for (gsize i = 0; i < k->len; i++)
    h = (h ^ k->data[i]) * 16777619u;
  return h;
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  const Key *x = a, *y = b;

  return x->len == y->len && memcmp (x->data, y->data, x->len) == 0;
}

static void
sprite_free (gpointer data)
{
  Sprite *s = data;

  pixman_image_unref (s->pixels);
  cairo_surface_destroy (s->surface);
  g_free (s->text);
  g_free (s);
}

static Key *
make_key (gconstpointer tag,
          double        scale,
          const void   *args,
          gsize         args_size,
          const char   *text)
{
  gsize text_len = text != NULL ? strlen (text) : 0;
  Key *k = g_malloc (sizeof (Key) + sizeof tag + sizeof scale + args_size + text_len);
  guint8 *p = k->data;

  memcpy (p, &tag, sizeof tag);
  p += sizeof tag;
  memcpy (p, &scale, sizeof scale);
  p += sizeof scale;
  if (args_size > 0)
    memcpy (p, args, args_size);
  p += args_size;
  if (text_len > 0)
    memcpy (p, text, text_len);
  k->len = sizeof tag + sizeof scale + args_size + text_len;
  return k;
}

/* The device's scale and where (x, y) lands in device pixels; FALSE if the
 * drawing is turned or stretched (then nothing is kept). */
static gboolean
device_point (cairo_t *cr,
              double   x,
              double   y,
              double  *scale,
              double  *ds,
              double  *dx,
              double  *dy)
{
  cairo_matrix_t m;
  double sx = 1, sy = 1;

  cairo_get_matrix (cr, &m);
  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  if (m.xy != 0 || m.yx != 0 || m.xx <= 0 || fabs (m.xx - m.yy) > 1e-9 || sx != sy)
    return FALSE;
  *ds = sx;
  *scale = m.xx * sx;
  *dx = (m.xx * x + m.x0) * sx;
  *dy = (m.yy * y + m.y0) * sx;
  return TRUE;
}

/* The kept image for key, or NULL; frees key (store () takes a key of
 * its own). */
static Sprite *
lookup (Key *key)
{
  Sprite *s;

  if (cache == NULL)
    cache = g_hash_table_new_full (key_hash, key_equal, g_free, sprite_free);
  s = g_hash_table_lookup (cache, key);
  g_free (key);
  return s;
}

static Sprite *
store (Key             *key,
       cairo_surface_t *surface,
       double           pad_x,
       double           pad_y)
{
  Sprite *s = g_new (Sprite, 1);
  gsize pixels = (gsize) cairo_image_surface_get_width (surface)
                 * (gsize) cairo_image_surface_get_height (surface);

  if (cache_pixels + pixels > CACHE_MAX_PIXELS)
    {
      g_hash_table_remove_all (cache);
      cache_pixels = 0;
    }
  cache_pixels += pixels;
  cairo_surface_flush (surface);
  s->pixels = pixman_image_create_bits (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_A8
                                        ? PIXMAN_a8 : PIXMAN_a8r8g8b8,
                                        cairo_image_surface_get_width (surface),
                                        cairo_image_surface_get_height (surface),
                                        (uint32_t *) cairo_image_surface_get_data (surface),
                                        cairo_image_surface_get_stride (surface));
  s->surface = surface;
  s->pad_x = pad_x;
  s->pad_y = pad_y;
  s->opaque = 0;
  s->solid = FALSE;
  s->covers = FALSE;
  s->shift = 0;
  s->text = NULL;
  g_hash_table_insert (cache, key, s);
  return s;
}

/* Notes whether an opaque image's inside is one colour throughout (a box's
 * fill): it is then filled, not copied, which writes the pixels without
 * reading any. */
static void
find_solid (Sprite *s)
{
  int w = pixman_image_get_width (s->pixels), h = pixman_image_get_height (s->pixels);
  int o = s->opaque, stride = pixman_image_get_stride (s->pixels) / 4;
  const guint32 *bits = pixman_image_get_data (s->pixels);

  if (pixman_image_get_format (s->pixels) != PIXMAN_a8r8g8b8 || w <= 2 * o || h <= 2 * o)
    return;
  s->solid_pixel = bits[o * stride + o];
  for (int y = o; y < h - o; y++)
    for (int x = o; x < w - o; x++)
      if (bits[y * stride + x] != s->solid_pixel)
        return;
  s->solid = TRUE;
}

/* Drawing straight into an image surface's pixels: Cairo spends some
 * twenty thousand instructions on each small copy, pixman a few hundred. */
void
nrb_target_begin (Nrb             *b,
                  cairo_surface_t *surface,
                  int              x0,
                  int              y0,
                  int              x1,
                  int              y1)
{
  double ox = 0, oy = 0;

  b->target = NULL;
  if (cairo_surface_get_type (surface) != CAIRO_SURFACE_TYPE_IMAGE)
    return;
  cairo_surface_get_device_offset (surface, &ox, &oy);
  if (ox != 0 || oy != 0)
    return;
  switch (cairo_image_surface_get_format (surface))
    {
    case CAIRO_FORMAT_ARGB32:
    case CAIRO_FORMAT_RGB24:
      break;
    default:
      return;
    }
  cairo_surface_flush (surface);
  b->target = pixman_image_create_bits (cairo_image_surface_get_format (surface)
                                        == CAIRO_FORMAT_ARGB32 ? PIXMAN_a8r8g8b8
                                        : PIXMAN_x8r8g8b8,
                                        cairo_image_surface_get_width (surface),
                                        cairo_image_surface_get_height (surface),
                                        (uint32_t *) cairo_image_surface_get_data (surface),
                                        cairo_image_surface_get_stride (surface));
  b->target_surface = surface;
  b->clip[0] = MAX (0, x0);
  b->clip[1] = MAX (0, y0);
  b->clip[2] = MIN (cairo_image_surface_get_width (surface), x1);
  b->clip[3] = MIN (cairo_image_surface_get_height (surface), y1);
}

void
nrb_target_end (Nrb *b)
{
  if (b->target == NULL)
    return;
  pixman_image_unref (b->target);
  cairo_surface_mark_dirty (b->target_surface);
  b->target = NULL;
  b->target_surface = NULL;
}

/* The part of a rectangle (x, y, w, h in device pixels) inside the clip, as x0, y0, x1, y1;
 * FALSE if none of it is. */
static gboolean
clip_rect (Nrb *b,
           int  x,
           int  y,
           int  w,
           int  h,
           int *x0,
           int *y0,
           int *x1,
           int *y1)
{
  *x0 = MAX (x, b->clip[0]);
  *y0 = MAX (y, b->clip[1]);
  *x1 = MIN (x + w, b->clip[2]);
  *y1 = MIN (y + h, b->clip[3]);
  return *x1 > *x0 && *y1 > *y0;
}

/* Part of a copy, within the clip. */
static void
composite (Nrb            *b,
           pixman_op_t     op,
           pixman_image_t *src,
           pixman_image_t *mask,
           int             sx,
           int             sy,
           int             dx,
           int             dy,
           int             w,
           int             h)
{
  int x0, y0, x1, y1;

  if (!clip_rect (b, dx, dy, w, h, &x0, &y0, &x1, &y1))
    return;
  if (mask != NULL)
    pixman_image_composite32 (op, src, mask, b->target, 0, 0, sx + x0 - dx, sy + y0 - dy, x0, y0,
                              x1 - x0, y1 - y0);
  else
    pixman_image_composite32 (op, src, NULL, b->target, sx + x0 - dx, sy + y0 - dy, 0, 0, x0, y0,
                              x1 - x0, y1 - y0);
}

/* A rectangle of one pixel value, within the clip. */
static void
fill (Nrb     *b,
      guint32  pixel,
      int      x,
      int      y,
      int      w,
      int      h)
{
  int x0, y0, x1, y1;

  if (!clip_rect (b, x, y, w, h, &x0, &y0, &x1, &y1))
    return;
  pixman_fill (pixman_image_get_data (b->target), pixman_image_get_stride (b->target) / 4, 32,
               x0, y0, x1 - x0, y1 - y0, pixel);
}

/* A copy past Cairo, when b->cr draws into the target as it was given. An
 * image with an opaque inside has it copied, not blended: the four sides
 * are blended. */
static gboolean
fast_blit (Nrb          *b,
           const Sprite *s,
           int           px,
           int           py,
           gboolean      mask)
{
  int w = pixman_image_get_width (s->pixels), h = pixman_image_get_height (s->pixels);
  int o = s->opaque;
  pixman_op_t op;
  double r, g, bl, a;
  pixman_color_t colour;
  pixman_image_t *solid;

  if (b->target == NULL || cairo_get_target (b->cr) != b->target_surface)
    return FALSE;
  if (!mask && o > 0 && (w - 2 * o) * (h - 2 * o) > 1024)
    {
      if (s->solid)
        fill (b, s->solid_pixel, px + o, py + o, w - 2 * o, h - 2 * o);
      else
        composite (b, PIXMAN_OP_SRC, s->pixels, NULL, o, o, px + o, py + o, w - 2 * o,
                   h - 2 * o);
      op = s->covers ? PIXMAN_OP_SRC : PIXMAN_OP_OVER;
      composite (b, op, s->pixels, NULL, 0, 0, px, py, w, o);
      composite (b, op, s->pixels, NULL, 0, h - o, px, py + h - o, w, o);
      composite (b, op, s->pixels, NULL, 0, o, px, py + o, o, h - 2 * o);
      composite (b, op, s->pixels, NULL, w - o, o, px + w - o, py + o, o, h - 2 * o);
      return TRUE;
    }
  if (!mask)
    {
      composite (b, PIXMAN_OP_OVER, s->pixels, NULL, 0, 0, px, py, w, h);
      return TRUE;
    }
  if (cairo_pattern_get_rgba (cairo_get_source (b->cr), &r, &g, &bl, &a) != CAIRO_STATUS_SUCCESS)
    return FALSE;
  colour.red = (guint16) (r * a * 65535 + 0.5);
  colour.green = (guint16) (g * a * 65535 + 0.5);
  colour.blue = (guint16) (bl * a * 65535 + 0.5);
  colour.alpha = (guint16) (a * 65535 + 0.5);
  solid = pixman_image_create_solid_fill (&colour);
  composite (b, PIXMAN_OP_OVER, solid, s->pixels, 0, 0, px, py, w, h);
  pixman_image_unref (solid);
  return TRUE;
}

/* Paints a kept image with its box origin at device point (dx, dy),
 * rounded to a whole pixel: as a mask of the current source, or itself. */
static void
blit (Nrb          *b,
      const Sprite *s,
      double        ds,
      double        dx,
      double        dy,
      gboolean      mask)
{
  cairo_t *cr = b->cr;
  int ix = (int) floor (dx - s->pad_x + 0.5) - s->shift;
  int iy = (int) floor (dy - s->pad_y + 0.5) - s->shift;
  double px = ix / ds, py = iy / ds;

  if (b->bg_pending)
    nrb_background (b, NULL);
  if (fast_blit (b, s, ix, iy, mask))
    return;
  cairo_save (cr);
  cairo_identity_matrix (cr);
  if (mask)
    cairo_mask_surface (cr, s->surface, px, py);
  else
    {
      cairo_set_source_surface (cr, s->surface, px, py);
      cairo_rectangle (cr, px, py, cairo_image_surface_get_width (s->surface) / ds,
                       cairo_image_surface_get_height (s->surface) / ds);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

void
nrb_sprite (Nrb          *b,
            double        x,
            double        y,
            double        w,
            double        h,
            double        pad,
            NrbPaint      paint,
            const void   *args,
            gsize         args_size)
{
  nrb_sprite_opaque (b, x, y, w, h, pad, -1, paint, args, args_size);
}

/* The kept image of a drawing at this scale, made if need be; NULL if it
 * cannot be kept (then draw it directly). */
static Sprite *
get_sprite (cairo_t    *cr,
            double      x,
            double      y,
            double      w,
            double      h,
            double      pad,
            double      inset,
            NrbPaint    paint,
            const void *args,
            gsize       args_size,
            double     *ds,
            double     *dx,
            double     *dy)
{
  double scale;
  int sw, sh;
  cairo_surface_t *surface;
  cairo_t *sc;
  Sprite *s;

  if (!device_point (cr, x, y, &scale, ds, dx, dy)
      || (w + 2 * pad) * (h + 2 * pad) * scale * scale > SPRITE_MAX_PIXELS)
    return NULL;
  s = lookup (make_key (paint, scale, args, args_size, NULL));
  if (s != NULL)
    return s;
  sw = (int) ceil ((w + 2 * pad) * scale) + 1;
  sh = (int) ceil ((h + 2 * pad) * scale) + 1;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, sw, sh);
  cairo_surface_set_device_scale (surface, *ds, *ds);
  sc = cairo_create (surface);
  cairo_scale (sc, scale / *ds, scale / *ds);
  cairo_translate (sc, pad, pad);
  paint (sc, args);
  cairo_destroy (sc);
  s = store (make_key (paint, scale, args, args_size, NULL), surface, pad * scale, pad * scale);
  if (inset >= 0)
    {
      s->opaque = (int) ceil ((pad + inset) * scale) + 1;
      find_solid (s);
    }
  return s;
}

void
nrb_sprite_opaque (Nrb          *b,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   double        pad,
                   double        inset,
                   NrbPaint      paint,
                   const void   *args,
                   gsize         args_size)
{
  double ds, dx, dy;
  Sprite *s = get_sprite (b->cr, x, y, w, h, pad, inset, paint, args, args_size, &ds, &dx, &dy);

  if (s == NULL)
    {
      cairo_save (b->cr);
      cairo_translate (b->cr, x, y);
      paint (b->cr, args);
      cairo_restore (b->cr);
      return;
    }
  blit (b, s, ds, dx, dy, FALSE);
}

static const char backdrop_tag = 'b';

/* A panel's backdrop (see nrb_backdrop) laid on the background once, with
 * `margin` pixels of background more on each side: the same pixels as
 * drawing it over the background, but copied, not blended. */
static Sprite *
on_background (Sprite         *box,
               const LudusRgb *background,
               int             margin,
               double          ds,
               Key            *key)
{
  int w = pixman_image_get_width (box->pixels), h = pixman_image_get_height (box->pixels);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w + 2 * margin,
                                                         h + 2 * margin);
  cairo_t *cr = cairo_create (surface);
  pixman_image_t *bits;
  double pad_x, pad_y;
  int opaque;
  Sprite *s;

  ludus_cairo_set_rgb (cr, background, 1);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bits = pixman_image_create_bits (PIXMAN_a8r8g8b8, w + 2 * margin, h + 2 * margin,
                                   (uint32_t *) cairo_image_surface_get_data (surface),
                                   cairo_image_surface_get_stride (surface));
  pixman_image_composite32 (PIXMAN_OP_OVER, box->pixels, NULL, bits, 0, 0, 0, 0, margin, margin,
                            w, h);
  pixman_image_unref (bits);
  cairo_surface_mark_dirty (surface);
  cairo_surface_set_device_scale (surface, ds, ds);
  /* Storing may drop every kept image, box included. */
  pad_x = box->pad_x;
  pad_y = box->pad_y;
  opaque = box->opaque + margin;
  s = store (key, surface, pad_x, pad_y);
  s->shift = margin;
  s->opaque = opaque;
  s->covers = TRUE;
  find_solid (s);
  return s;
}

gboolean
nrb_sprite_backdrop (Nrb        *b,
                     double      x,
                     double      y,
                     double      w,
                     double      h,
                     double      pad,
                     double      inset,
                     NrbPaint    paint,
                     const void *args,
                     gsize       args_size,
                     int         covered[4])
{
  /* A margin past the panel's own (see panel_pixels () in nr-board.c). */
  struct
  {
    LudusRgb background;
    gint64   margin;
  } under = { b->pal->background, 8 };
  g_autofree guint8 *key_args = g_malloc (sizeof under + args_size);
  double ds, dx, dy, scale;
  Sprite *s, *box;
  int ix, iy;

  if (b->target == NULL || cairo_get_target (b->cr) != b->target_surface
      || !device_point (b->cr, x, y, &scale, &ds, &dx, &dy))
    return FALSE;
  memcpy (key_args, &under, sizeof under);
  memcpy (key_args + sizeof under, args, args_size);
  s = lookup (make_key (&backdrop_tag, scale, key_args, sizeof under + args_size, NULL));
  if (s == NULL)
    {
      box = get_sprite (b->cr, x, y, w, h, pad, inset, paint, args, args_size, &ds, &dx, &dy);
      if (box == NULL || box->opaque == 0)
        return FALSE;
      s = on_background (box, &under.background, (int) under.margin, ds,
                         make_key (&backdrop_tag, scale, key_args, sizeof under + args_size,
                                   NULL));
    }
  ix = (int) floor (dx - s->pad_x + 0.5) - s->shift;
  iy = (int) floor (dy - s->pad_y + 0.5) - s->shift;
  covered[0] = MAX (ix, b->clip[0]);
  covered[1] = MAX (iy, b->clip[1]);
  covered[2] = MIN (ix + pixman_image_get_width (s->pixels), b->clip[2]);
  covered[3] = MIN (iy + pixman_image_get_height (s->pixels), b->clip[3]);
  b->bg_pending = FALSE;
  blit (b, s, ds, dx, dy, FALSE);
  return TRUE;
}

void
nrb_background (Nrb       *b,
                const int  covered[4])
{
  cairo_t *cr = b->cr;
  double ds = 1, dy = 1;
  int x0 = b->clip[0], y0 = b->clip[1], x1 = b->clip[2], y1 = b->clip[3];

  b->bg_pending = FALSE;
  cairo_surface_get_device_scale (cairo_get_target (cr), &ds, &dy);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  if (covered == NULL || covered[2] <= covered[0] || covered[3] <= covered[1])
    cairo_rectangle (cr, x0 / ds, y0 / ds, (x1 - x0) / ds, (y1 - y0) / ds);
  else
    {
      /* Around what is covered: above, below, left, right. */
      cairo_rectangle (cr, x0 / ds, y0 / ds, (x1 - x0) / ds, (covered[1] - y0) / ds);
      cairo_rectangle (cr, x0 / ds, covered[3] / ds, (x1 - x0) / ds, (y1 - covered[3]) / ds);
      cairo_rectangle (cr, x0 / ds, covered[1] / ds, (covered[0] - x0) / ds,
                       (covered[3] - covered[1]) / ds);
      cairo_rectangle (cr, covered[2] / ds, covered[1] / ds, (x1 - covered[2]) / ds,
                       (covered[3] - covered[1]) / ds);
    }
  ludus_cairo_set_rgb (cr, &b->pal->background, 1);
  cairo_fill (cr);
  cairo_restore (cr);
}

static const char text_tag = 't';

/* Text: its fitted layout drawn once per key and scale into an alpha mask,
 * kept with its size and extents, and painted in the current colour. */
const NrbTextSprite *
nrb_text_sprite (cairo_t       *cr,
                 const void    *args,
                 gsize          args_size,
                 const char    *text,
                 NrbLayoutFunc  make,
                 gconstpointer  data)
{
  double scale, ds, dx, dy;
  NrbTextSprite *t;
  cairo_surface_t *surface;
  PangoLayout *layout;
  cairo_t *sc;
  int sw, sh;
  Sprite *s;

  if (!device_point (cr, 0, 0, &scale, &ds, &dx, &dy))
    return NULL;
  s = lookup (make_key (&text_tag, scale, args, args_size, text));
  if (s != NULL)
    return s->text;
  t = g_new0 (NrbTextSprite, 1);
  layout = make (cr, data, &t->size);
  pango_layout_get_pixel_extents (layout, &t->ink, &t->logical);
  sw = MAX (1, (int) ceil ((t->ink.width + 4) * scale) + 1);
  sh = MAX (1, (int) ceil ((t->ink.height + 4) * scale) + 1);
  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, sw, sh);
  cairo_surface_set_device_scale (surface, ds, ds);
  sc = cairo_create (surface);
  cairo_scale (sc, scale / ds, scale / ds);
  cairo_translate (sc, 2 - t->ink.x, 2 - t->ink.y);
  pango_cairo_update_layout (sc, layout);
  cairo_move_to (sc, 0, 0);
  pango_cairo_show_layout (sc, layout);
  cairo_destroy (sc);
  g_object_unref (layout);
  s = store (make_key (&text_tag, scale, args, args_size, text), surface, (2 - t->ink.x) * scale,
             (2 - t->ink.y) * scale);
  s->text = t;
  t->sprite = s;
  return t;
}

/* Paints text with its layout's origin at (x, y). */
void
nrb_text_sprite_paint (Nrb                 *b,
                       const NrbTextSprite *t,
                       double               x,
                       double               y)
{
  double scale, ds, dx, dy;

  if (device_point (b->cr, x, y, &scale, &ds, &dx, &dy))
    blit (b, t->sprite, ds, dx, dy, TRUE);
}
