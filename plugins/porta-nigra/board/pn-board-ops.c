/* pn-board-ops.c: the widget's drawing as a list of painted parts, repainted where it changed
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the widget remakes its drawing, everything the board paints at the top
 * level is a part kept as an image (pn-board-sprites.c) or a text kept as a
 * mask (pn-board-text.c), painted on whole device pixels. Instead of painting
 * them, the board lists them here: each is an image, a place, an operator and,
 * for a mask, a colour. The board's kept drawing (the composed 8 MB image at
 * 1920×1080) then only needs repainting where the list differs from the last
 * one: the drawing is cut into tiles of 32 device pixels, each tile gets a hash
 * of the parts that touch it in the order they are painted, and the tiles whose
 * hash changed are repainted (ground first, then every listed part that
 * touches them, clipped to them). A move changes a few cells, counts and
 * highlights, so a redraw after a move repaints a small share of the frame
 * instead of painting the ground and every part over the whole of it.
 *
 * An image never changes once made, and both lists hold a reference to the
 * images they name until the next comparison, so an image's address names
 * what it shows.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "pn-board-private.h"

#define TILE 32

typedef struct
{
  cairo_surface_t *surface;  /* the part's image, or the text's mask */
  double           x, y;     /* user units, on whole device pixels */
  int              dx, dy, dw, dh;     /* the same, in device pixels */
  cairo_operator_t op;
  gboolean         mask;     /* painted with rgba through the mask */
  double           rgba[4];
} Op;

struct _PnbOps
{
  GArray  *ops;              /* Op, this drawing's */
  GArray  *old;              /* Op, the last drawing's (their images kept alive) */
  guint64 *tiles, *old_tiles;
  int      cols, rows, width, height, scale;
  gboolean have_old;
  double   repainted;
};

static void
release (GArray *ops)
{
  for (guint i = 0; i < ops->len; i++)
    cairo_surface_destroy (g_array_index (ops, Op, i).surface);
  g_array_set_size (ops, 0);
}

PnbOps *
pnb_ops_new (void)
{
  PnbOps *o = g_new0 (PnbOps, 1);

  o->ops = g_array_new (FALSE, FALSE, sizeof (Op));
  o->old = g_array_new (FALSE, FALSE, sizeof (Op));
  return o;
}

void
pnb_ops_free (PnbOps *o)
{
  if (o == NULL)
    return;
  release (o->ops);
  release (o->old);
  g_array_unref (o->ops);
  g_array_unref (o->old);
  g_free (o->tiles);
  g_free (o->old_tiles);
  g_free (o);
}

/* The next drawing repaints everything (a new image to draw into). */
void
pnb_ops_forget (PnbOps *o)
{
  o->have_old = FALSE;
}

double
pnb_ops_repainted (PnbOps *o)
{
  return o->repainted;
}

static void
add (PnbOps          *o,
     cairo_surface_t *surface,
     double           x,
     double           y,
     int              scale,
     Op              *op)
{
  op->surface = cairo_surface_reference (surface);
  op->x = x, op->y = y;
  op->dx = (int) lround (x * scale);
  op->dy = (int) lround (y * scale);
  op->dw = cairo_image_surface_get_width (surface);
  op->dh = cairo_image_surface_get_height (surface);
  g_array_append_vals (o->ops, op, 1);
}

void
pnb_ops_image (PnbOps          *o,
               cairo_surface_t *image,
               double           x,
               double           y,
               int              scale,
               gboolean         copy)
{
  Op op = { .op = copy ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER };

  add (o, image, x, y, scale, &op);
}

/* A text's mask, painted with cr's source (a colour) and operator. */
void
pnb_ops_mask (PnbOps          *o,
              cairo_t         *cr,
              cairo_surface_t *mask,
              double           x,
              double           y,
              int              scale)
{
  Op op = { .op = cairo_get_operator (cr), .mask = TRUE };

  if (cairo_pattern_get_rgba (cairo_get_source (cr), &op.rgba[0], &op.rgba[1], &op.rgba[2],
                              &op.rgba[3]) != CAIRO_STATUS_SUCCESS)
    g_critical ("Porta Nigra board: text painted with a source that is not a colour");
  add (o, mask, x, y, scale, &op);
}

static guint64
mix (guint64 h)
{
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebull;
  return h ^ (h >> 31);
}

static guint64
op_hash (const Op *op)
{
  guint64 h = mix ((guint64) (guintptr) op->surface);

  h = mix (h ^ ((guint64) (guint32) op->dx << 32 | (guint32) op->dy));
  h = mix (h ^ ((guint64) (guint32) op->dw << 32 | (guint32) op->dh));
  h = mix (h ^ (guint64) op->op ^ (guint64) op->mask << 8);
  if (op->mask)
    for (int k = 0; k < 4; k++)
      h = mix (h ^ (guint64) lround (op->rgba[k] * 65535));
  return h;
}

/* Each tile's hash: the parts that touch it, in order. */
static void
hash_tiles (PnbOps *o)
{
  memset (o->tiles, 0, sizeof (guint64) * (gsize) (o->cols * o->rows));
  for (guint i = 0; i < o->ops->len; i++)
    {
      const Op *op = &g_array_index (o->ops, Op, i);
      guint64 h = op_hash (op);
      int c0 = MAX (0, op->dx / TILE), c1 = MIN (o->cols - 1, (op->dx + op->dw - 1) / TILE);
      int r0 = MAX (0, op->dy / TILE), r1 = MIN (o->rows - 1, (op->dy + op->dh - 1) / TILE);

      for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
          o->tiles[r * o->cols + c] = (o->tiles[r * o->cols + c] ^ h) * 0x100000001b3ull;
    }
}

/* The tiles whose hash changed, as rows of runs (device pixels). */
static cairo_region_t *
damage (PnbOps *o)
{
  cairo_region_t *region = cairo_region_create ();

  for (int r = 0; r < o->rows; r++)
    for (int c = 0; c < o->cols; c++)
      {
        int c1 = c;
        cairo_rectangle_int_t run;

        if (o->tiles[r * o->cols + c] == o->old_tiles[r * o->cols + c])
          continue;
        while (c1 + 1 < o->cols &&
               o->tiles[r * o->cols + c1 + 1] != o->old_tiles[r * o->cols + c1 + 1])
          c1++;
        run = (cairo_rectangle_int_t) { c * TILE, r * TILE, (c1 + 1 - c) * TILE, TILE };
        run.width = MIN (run.width, o->width - run.x);
        run.height = MIN (run.height, o->height - run.y);
        cairo_region_union_rectangle (region, &run);
        c = c1;
      }
  return region;
}

static void
paint_op (cairo_t  *cr,
          const Op *op,
          int       scale)
{
  cairo_set_operator (cr, op->op);
  if (op->mask)
    {
      cairo_set_source_rgba (cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
      cairo_mask_surface (cr, op->surface, op->x, op->y);
      return;
    }
  cairo_set_source_surface (cr, op->surface, op->x, op->y);
  cairo_rectangle (cr, op->x, op->y, op->dw / (double) scale, op->dh / (double) scale);
  cairo_fill (cr);
}

/* Paints into cr (the kept drawing, width × height device pixels at scale) the parts
 * listed since the last call, where they differ from the last list. */
void
pnb_ops_paint (PnbOps  *o,
               cairo_t *cr,
               int      width,
               int      height,
               int      scale)
{
  cairo_rectangle_int_t all = { 0, 0, width, height };
  cairo_region_t *region;
  int n;

  if (o->width != width || o->height != height || o->scale != scale)
    {
      o->width = width, o->height = height, o->scale = scale, o->have_old = FALSE;
      o->cols = (width + TILE - 1) / TILE, o->rows = (height + TILE - 1) / TILE;
      g_free (o->tiles);
      g_free (o->old_tiles);
      o->tiles = g_new0 (guint64, (gsize) (o->cols * o->rows));
      o->old_tiles = g_new0 (guint64, (gsize) (o->cols * o->rows));
    }
  hash_tiles (o);
  region = o->have_old ? damage (o) : cairo_region_create_rectangle (&all);
  n = cairo_region_num_rectangles (region);
  cairo_save (cr);
  for (int i = 0; i < n; i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (region, i, &r);
      cairo_rectangle (cr, r.x / (double) scale, r.y / (double) scale, r.width / (double) scale,
                       r.height / (double) scale);
    }
  cairo_clip (cr);
  for (guint i = 0; n > 0 && i < o->ops->len; i++)
    {
      const Op *op = &g_array_index (o->ops, Op, i);
      cairo_rectangle_int_t r = { op->dx, op->dy, op->dw, op->dh };

      if (cairo_region_contains_rectangle (region, &r) != CAIRO_REGION_OVERLAP_OUT)
        paint_op (cr, op, scale);
    }
  cairo_restore (cr);
  {
    double area = 0;

    for (int i = 0; i < n; i++)
      {
        cairo_rectangle_int_t r;

        cairo_region_get_rectangle (region, i, &r);
        area += (double) r.width * r.height;
      }
    o->repainted = area / MAX (1.0, (double) width * height);
  }
  cairo_region_destroy (region);
  /* This list is the next one's "last"; the one before goes with its images. */
  release (o->old);
  {
    GArray *t = o->old;
    guint64 *tt = o->old_tiles;

    o->old = o->ops, o->ops = t;
    o->old_tiles = o->tiles, o->tiles = tt;
  }
  o->have_old = TRUE;
}
