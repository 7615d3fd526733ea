/* ft-board-paint.c: helpers, text and caches for drawing the board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing the same small pictures (cells, tiles, icons, words) hundreds of
 * times a frame is what costs; each is rendered once per size and style
 * into a sprite and then painted, pixel-aligned. Whole panels that show the
 * same as before (other seats' Colonias) are kept with their tooltips.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ft-board-paint.h"

struct _FtbSprites
{
  GHashTable *table;   /* key -> cairo_surface_t */
  GHashTable *sizes;   /* text key -> its measured size, double[2] */
  GHashTable *panels;  /* key -> PanelCache: whole panels with their tooltips */
  char       *layer_key;   /* the last whole board drawn, kept alone (it is large) */
  gpointer    layer;       /* PanelCache */
};

typedef struct
{
  double x, y, w, h;
  char  *tooltip;
} Captured;

typedef struct
{
  cairo_surface_t *surface;
  GArray          *regions;   /* Captured, in the panel's own units */
  gpointer         keep;      /* what the drawing recorded besides pixels */
} PanelCache;

static void
captured_clear (gpointer data)
{
  g_free (((Captured *) data)->tooltip);
}

static void
panel_cache_free (gpointer data)
{
  PanelCache *cache = data;

  cairo_surface_destroy (cache->surface);
  g_array_unref (cache->regions);
  g_free (cache->keep);
  g_free (cache);
}

FtbSprites *
ftb_sprites_new (void)
{
  FtbSprites *sprites = g_new0 (FtbSprites, 1);

  sprites->table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) cairo_surface_destroy);
  sprites->sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  sprites->panels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, panel_cache_free);
  return sprites;
}

void
ftb_sprites_free (FtbSprites *sprites)
{
  if (sprites == NULL)
    return;
  g_hash_table_unref (sprites->table);
  g_hash_table_unref (sprites->sizes);
  g_hash_table_unref (sprites->panels);
  g_free (sprites->layer_key);
  g_clear_pointer (&sprites->layer, panel_cache_free);
  g_free (sprites);
}

/* ---------------------------------------------------------------- helpers */

FtbRect
ftb_rect (double x,
          double y,
          double w,
          double h)
{
  return (FtbRect) { x, y, w, h };
}

void
ftb_set_rgb (FtbPainter     *p,
             const LudusRgb *rgb,
             double          alpha)
{
  ludus_cairo_set_rgb (p->cr, rgb, alpha);
}

void
ftb_seat_rgb (FtbPainter *p,
              int         seat,
              LudusRgb   *rgb)
{
  static const LudusRgb fallback[FTB_MAX_SEATS] = {
    { 0.21, 0.52, 0.89 }, { 0.88, 0.11, 0.14 }, { 0.20, 0.82, 0.48 }, { 0.96, 0.83, 0.18 },
  };

  if (p->view != NULL)
    ludus_view_get_seat_rgb (p->view, (guint) seat, &rgb->r, &rgb->g, &rgb->b);
  else
    *rgb = fallback[seat % FTB_MAX_SEATS];
}

char *
ftb_seat_name (FtbPainter *p,
               int         seat)
{
  const char *name = p->view != NULL ? ludus_view_get_seat_name (p->view, (guint) seat) : NULL;

  if (name != NULL && *name != '\0')
    return g_strdup (name);
  /* Translators: a seat's default name; %d is its number from 1. */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

void
ftb_seat_piece (FtbPainter *p,
                int         seat,
                double      cx,
                double      cy,
                double      r)
{
  if (p->view != NULL)
    {
      ludus_cairo_seat_piece (p->cr, p->view, (guint) seat, cx, cy, r);
      return;
    }
  cairo_arc (p->cr, cx, cy, r, 0, 2 * G_PI);
  ftb_set_rgb (p, &(LudusRgb) { 0.5, 0.5, 0.5 }, 1);
  cairo_fill (p->cr);
}

/* A ring in the seat's colour around r: what its last moves touched. */
void
ftb_seat_ring (FtbPainter *p,
               int         seat,
               FtbRect     r,
               double      radius)
{
  LudusRgb rgb;

  ftb_seat_rgb (p, seat, &rgb);
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, radius);
  ftb_set_rgb (p, &rgb, 1);
  cairo_set_line_width (p->cr, 3);
  cairo_stroke (p->cr);
}

/* Text: one layout reused for the whole frame (layouts are the costly part). */
static void
text_prepare (FtbPainter *p,
              const char *text,
              double      size,
              gboolean    bold)
{
  pango_font_description_set_absolute_size (p->font, MAX (1.0, size) * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->layout, p->font);
  pango_layout_set_text (p->layout, text, -1);
}

typedef struct
{
  const char *text;
  double      size, scale;
  gboolean    bold;
  double      r, g, b, a;
  double      wrap;       /* > 0: wrap lines at this width */
  double      ellipsize;  /* > 0: one line cut to this width with "…" */
} TextData;

/* Texts drawn past their box while a text map was attached (ftb_text_overflows ()). */
static guint text_overflows;

guint
ftb_text_overflows (void)
{
  return text_overflows;
}

static void
draw_text_content (FtbPainter    *p,
                   double         x,
                   double         y,
                   double         w,
                   double         h,
                   gconstpointer  data)
{
  const TextData *d = data;

  text_prepare (p, d->text, d->size, d->bold);
  /* A hair wider than measured, so that the words break where they did. */
  pango_layout_set_width (p->layout, d->wrap > 0 ? (int) (d->wrap * 1.03 * PANGO_SCALE)
                                     : d->ellipsize > 0 ? (int) (d->ellipsize * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (p->layout, d->ellipsize > 0 ? PANGO_ELLIPSIZE_END
                                                        : PANGO_ELLIPSIZE_NONE);
  pango_cairo_update_layout (p->cr, p->layout);
  cairo_save (p->cr);
  cairo_set_source_rgba (p->cr, d->r, d->g, d->b, d->a);
  /* The sprite's box has a 2-unit margin around the text. */
  cairo_translate (p->cr, x + 2, y + 2);
  cairo_scale (p->cr, d->scale, d->scale);
  cairo_move_to (p->cr, 0, 0);
  pango_cairo_show_layout (p->cr, p->layout);
  /* Recorded when the cairo_t carries a text map (the readability test, which draws without
   * the caches: see ftb_draw ()). */
  if (ludus_render_get_text_map (p->cr) != NULL)
    {
      PangoRectangle ink;

      pango_layout_get_extents (p->layout, &ink, NULL);
      ludus_render_record_text (p->cr, d->text, (double) ink.x / PANGO_SCALE,
                                (double) ink.y / PANGO_SCALE, (double) ink.width / PANGO_SCALE,
                                (double) ink.height / PANGO_SCALE, d->size);
      /* Ink past the box the text was given (a word too long for its cell) is cut off by the
       * sprite: counted for the board's test. */
      if (2 + (double) (ink.x + ink.width) / PANGO_SCALE * d->scale > w + 1 ||
          2 + (double) (ink.y + ink.height) / PANGO_SCALE * d->scale > h + 1 ||
          ink.x < -PANGO_SCALE || ink.y < -PANGO_SCALE)
        text_overflows++;
    }
  cairo_restore (p->cr);
  pango_layout_set_width (p->layout, -1);
  pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_NONE);
}

/* The text's logical size; measured once per text, size and weight. */
static void
text_measure_wrapped (FtbPainter *p,
                      const char *text,
                      double      size,
                      gboolean    bold,
                      double      wrap,
                      double     *tw,
                      double     *th)
{
  g_autofree char *key = NULL;
  double *known = NULL;
  int w, h;

  if (p->sprites != NULL)
    {
      key = g_strdup_printf ("%.2f:%d:%.1f:%s", size, bold, wrap, text);
      known = g_hash_table_lookup (p->sprites->sizes, key);
      if (known != NULL)
        {
          *tw = known[0];
          *th = known[1];
          return;
        }
    }
  /* Measured with a layout of its own, never bound to a drawing's scale,
   * so a text measures the same in every frame and at every size. */
  pango_font_description_set_absolute_size (p->font, MAX (1.0, size) * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->measure, p->font);
  pango_layout_set_text (p->measure, text, -1);
  pango_layout_set_width (p->measure, wrap > 0 ? (int) (wrap * PANGO_SCALE) : -1);
  pango_layout_get_size (p->measure, &w, &h);
  *tw = w / (double) PANGO_SCALE;
  *th = h / (double) PANGO_SCALE;
  if (p->sprites != NULL)
    {
      known = g_new (double, 2);
      known[0] = *tw;
      known[1] = *th;
      if (g_hash_table_size (p->sprites->sizes) > 4096)
        g_hash_table_remove_all (p->sprites->sizes);
      g_hash_table_insert (p->sprites->sizes, g_steal_pointer (&key), known);
    }
}

static void
text_measure (FtbPainter *p,
              const char *text,
              double      size,
              gboolean    bold,
              double     *tw,
              double     *th)
{
  text_measure_wrapped (p, text, size, bold, 0, tw, th);
}

/* Whether text wrapped at w fits the box w × h: no more lines than fit, and
 * no word wider than a line (Pango lets such a word run past the width). */
static gboolean
box_fits (FtbPainter *p,
          const char *text,
          double      size,
          gboolean    bold,
          double      w,
          double      h,
          double     *th)
{
  double tw = 0;

  text_measure_wrapped (p, text, size, bold, w, &tw, th);
  return *th <= h && tw <= w;
}

/* The longest start of @text that, ended with "…", fits the box at @size. */
static char *
box_cut (FtbPainter *p,
         const char *text,
         double      size,
         gboolean    bold,
         double      w,
         double      h)
{
  glong lo = 0, hi = g_utf8_strlen (text, -1);
  double th;

  /* Binary search for the longest fitting start, in characters. */
  while (lo < hi)
    {
      glong mid = (lo + hi + 1) / 2;
      g_autofree char *start = g_utf8_substring (text, 0, mid);
      g_autofree char *cut = g_strconcat (g_strchomp (start), "…", NULL);

      if (box_fits (p, cut, size, bold, w, h, &th))
        lo = mid;
      else
        hi = mid - 1;
    }
  {
    g_autofree char *start = g_utf8_substring (text, 0, lo);

    return g_strconcat (g_strchomp (start), "…", NULL);
  }
}

/* Text wrapped at word boundaries into the box (x, y, w, h), left-aligned
 * and centred vertically; the size shrinks until it fits, but not under
 * FTB_MIN_TEXT: then as much as fits is shown, ended with "…" (the region
 * under it should say it all in its tooltip). */
void
ftb_text_box (FtbPainter *p,
              const char *text,
              double      x,
              double      y,
              double      w,
              double      h,
              double      size,
              gboolean    bold)
{
  TextData d = { text, MAX (size, FTB_MIN_TEXT), 1.0, bold, 0, 0, 0, 1, w, 0 };
  double th = 0;
  g_autofree char *cut = NULL;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0')
    return;
  while (!box_fits (p, text, d.size, bold, w, h, &th) && d.size > FTB_MIN_TEXT)
    d.size = MAX (FTB_MIN_TEXT, d.size - 0.5);
  if (!box_fits (p, text, d.size, bold, w, h, &th))
    {
      d.text = cut = box_cut (p, text, d.size, bold, w, h);
      box_fits (p, d.text, d.size, bold, w, h, &th);
    }
  cairo_pattern_get_rgba (cairo_get_source (p->cr), &d.r, &d.g, &d.b, &d.a);
  key = g_strdup_printf ("box:%.1f:%.2f:%d:%.2f%.2f%.2f%.2f:%s", w, d.size, bold, d.r,
                         d.g, d.b, d.a, d.text);
  ftb_sprite (p, key, x - 2, y + (h - th) / 2 - 2, w + 4, th + 4, draw_text_content, &d);
}

/* Draws text in the current source colour; y is its centre line. Returns
 * the width drawn. */
double
ftb_text_full (FtbPainter        *p,
               const char        *text,
               double             x,
               double             y,
               double             size,
               gboolean           bold,
               int                align,
               /* 0               left,
               1                  centre,
               2 right */ double  max_width)
{
  TextData d = { text, MAX (size, FTB_MIN_TEXT), 1.0, bold, 0, 0, 0, 1, 0, 0 };
  double tw, th, x0, shown;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0')
    return 0;

  text_measure (p, text, d.size, bold, &tw, &th);
  /* Too wide: narrowed a little (never under FTB_MIN_TEXT), then cut with "…". */
  if (max_width > 0 && tw > max_width)
    {
      d.scale = MAX (max_width / tw, FTB_MIN_TEXT / d.size);
      if (tw * d.scale > max_width)
        d.ellipsize = max_width / d.scale;
    }
  shown = d.ellipsize > 0 ? max_width : tw * d.scale;
  x0 = align == 1 ? x - shown / 2 : align == 2 ? x - shown : x;
  cairo_pattern_get_rgba (cairo_get_source (p->cr), &d.r, &d.g, &d.b, &d.a);
  key = g_strdup_printf ("text:%.3f:%.2f:%d:%.1f:%.2f%.2f%.2f%.2f:%s", d.scale, d.size, bold,
                         d.ellipsize, d.r, d.g, d.b, d.a, text);
  /* A little room around the logical box for descenders and antialiasing,
   * and on the right for a fallback font (Cyrillic) that draws a little
   * wider than it measured. */
  ftb_sprite (p, key, x0 - 2, y - th * d.scale / 2 - 2, shown * 1.08 + 8, th * d.scale + 4,
          draw_text_content, &d);
  return shown;
}

double
ftb_text_width (FtbPainter *p,
                const char *text,
                double      size,
                gboolean    bold)
{
  double tw, th;

  text_measure (p, text, size, bold, &tw, &th);
  return tw;
}

/*
 * Paints a cached picture of (x, y, w, h) drawn by @draw, rendering it first
 * if needed. The key must say everything the picture depends on except its
 * size and the style, which are added here. Without a cache, draws directly.
 */

void
ftb_sprite (FtbPainter    *p,
            const char    *key,
            double         x,
            double         y,
            double         w,
            double         h,
            FtbSpriteFunc  draw,
            gconstpointer  data)
{
  cairo_matrix_t ctm;
  double sx, sy, dx = x, dy = y, ds = 1, dsy = 1;
  int pw, ph;
  g_autofree char *full = NULL;
  cairo_surface_t *surface;

  cairo_get_matrix (p->cr, &ctm);
  sx = hypot (ctm.xx, ctm.yx);
  sy = hypot (ctm.xy, ctm.yy);
  if (p->sprites == NULL || ctm.yx != 0 || ctm.xy != 0)
    {
      draw (p, x, y, w, h, data);
      return;
    }
  /* HiDPI: the target's device scale multiplies the pixels. */
  cairo_surface_get_device_scale (cairo_get_target (p->cr), &ds, &dsy);
  pw = (int) ceil (w * sx * ds);
  ph = (int) ceil (h * sy * ds);
  if (pw <= 0 || ph <= 0 || pw > 1024 || ph > 1024)
    {
      draw (p, x, y, w, h, data);
      return;
    }
  full = g_strdup_printf ("%s|%dx%d|%d", key, pw, ph, p->dark);
  surface = g_hash_table_lookup (p->sprites->table, full);
  if (surface == NULL)
    {
      cairo_t *saved = p->cr;
      cairo_t *cr;

      if (g_hash_table_size (p->sprites->table) > 4096)
        g_hash_table_remove_all (p->sprites->table);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
      cr = cairo_create (surface);
      cairo_scale (cr, pw / w, ph / h);
      cairo_translate (cr, -x, -y);
      p->cr = cr;
      draw (p, x, y, w, h, data);
      p->cr = saved;
      cairo_destroy (cr);
      g_hash_table_insert (p->sprites->table, g_steal_pointer (&full), surface);
    }
  cairo_user_to_device (p->cr, &dx, &dy);
  cairo_save (p->cr);
  cairo_identity_matrix (p->cr);
  cairo_translate (p->cr, round (dx * ds) / ds, round (dy * ds) / ds);
  cairo_scale (p->cr, 1 / ds, 1 / ds);
  cairo_rectangle (p->cr, 0, 0, pw, ph);
  cairo_set_source_surface (p->cr, surface, 0, 0);
  cairo_fill (p->cr);
  cairo_restore (p->cr);
}

/* Drawing between these two is painted at @alpha; the group is clipped to
 * the given box so that it stays small (a full-size group is costly). */
void
ftb_fade_begin (FtbPainter *p,
                double      x,
                double      y,
                double      w,
                double      h)
{
  cairo_save (p->cr);
  cairo_rectangle (p->cr, x, y, w, h);
  cairo_clip (p->cr);
  cairo_push_group (p->cr);
}

void
ftb_fade_end (FtbPainter *p,
              double      alpha)
{
  cairo_pop_group_to_source (p->cr);
  cairo_paint_with_alpha (p->cr, alpha);
  cairo_restore (p->cr);
}

typedef struct
{
  FtbIcon icon;
  int     arg;
  double  alpha;
} IconData;

static void
draw_icon_content (FtbPainter    *p,
                   double         x,
                   double         y,
                   double         w,
                   double         h,
                   gconstpointer  data)
{
  const IconData *d = data;

  if (d->alpha < 1)
    ftb_fade_begin (p, x, y, w, h);
  ftb_draw_icon (p->cr, d->icon, d->arg, x + w / 2, y + h / 2, w / 1.3, p->dark);
  if (d->alpha < 1)
    ftb_fade_end (p, d->alpha);
}

/* A resource icon centred on (cx, cy), through the sprite cache. */
void
ftb_icon (FtbPainter *p,
          FtbIcon     kind,
          int         arg,
          double      cx,
          double      cy,
          double      size,
          double      alpha)
{
  IconData d = { kind, arg, alpha };
  char key[48];

  g_snprintf (key, sizeof key, "icon:%d:%d:%.2f", kind, arg, alpha);
  ftb_sprite (p, key, cx - size * 0.65, cy - size * 0.65, size * 1.3, size * 1.3, draw_icon_content, &d);
}

static void
draw_building_content (FtbPainter    *p,
                       double         x,
                       double         y,
                       double         w,
                       double         h,
                       gconstpointer  data)
{
  ftb_draw_building (p->cr, *(const FtbBuilding *) data, x, y, w, p->dark);
}

void
ftb_building (FtbPainter  *p,
              FtbBuilding  b,
              double       x,
              double       y,
              double       size)
{
  char key[32];

  g_snprintf (key, sizeof key, "bld:%d", b);
  ftb_sprite (p, key, x, y, size, size, draw_building_content, &b);
}

void
ftb_hit (FtbPainter      *p,
         FtbRect          r,
         const LudusMove *move,
         const char      *tooltip)
{
  double x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h;

  if (p->capture != NULL)
    {
      Captured c;

      /* Device units of the panel's surface, back to panel units. */
      cairo_user_to_device (p->cr, &x0, &y0);
      cairo_user_to_device (p->cr, &x1, &y1);
      c.x = MIN (x0, x1) / p->capture_sx;
      c.y = MIN (y0, y1) / p->capture_sy;
      c.w = fabs (x1 - x0) / p->capture_sx;
      c.h = fabs (y1 - y0) / p->capture_sy;
      c.tooltip = g_strdup (tooltip);
      g_array_append_val (p->capture, c);
      return;
    }
  if (p->hits == NULL)
    return;
  cairo_user_to_device (p->cr, &x0, &y0);
  cairo_user_to_device (p->cr, &x1, &y1);
  cairo_matrix_transform_point (&p->base_inv, &x0, &y0);
  cairo_matrix_transform_point (&p->base_inv, &x1, &y1);
  ludus_hit_map_add_rect (p->hits, MIN (x0, x1), MIN (y0, y1), fabs (x1 - x0), fabs (y1 - y0),
                          move, tooltip);
}

void
ftb_hit_take (FtbPainter *p,
              FtbRect     r,
              char       *tooltip)
{
  g_autofree char *owned = tooltip;

  ftb_hit (p, r, NULL, owned);
}

static PanelCache *
panel_render (FtbPainter      *p,
              int              pw,
              int              ph,
              double           w,
              double           h,
              FtbSpriteFunc    draw,
              gconstpointer    data,
              gpointer         keep,
              gsize            keep_size,
              cairo_surface_t *surface)
{
  PanelCache *cache = g_new0 (PanelCache, 1);
  cairo_t *saved = p->cr;
  cairo_t *cr;

  cache->surface = surface != NULL ? surface
                                   : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cache->regions = g_array_new (FALSE, FALSE, sizeof (Captured));
  g_array_set_clear_func (cache->regions, captured_clear);
  cr = cairo_create (cache->surface);
  cairo_scale (cr, pw / w, ph / h);
  p->cr = cr;
  p->capture = cache->regions;
  p->capture_sx = pw / w;
  p->capture_sy = ph / h;
  draw (p, 0, 0, w, h, data);
  p->capture = NULL;
  p->cr = saved;
  cairo_destroy (cr);
  if (keep != NULL)
    cache->keep = g_memdup2 (keep, keep_size);
  return cache;
}

static void
panel_paint (FtbPainter       *p,
             const PanelCache *cache,
             int               pw,
             int               ph,
             double            ds,
             gpointer          keep,
             gsize             keep_size)
{
  double dx = 0, dy = 0;

  cairo_user_to_device (p->cr, &dx, &dy);
  cairo_save (p->cr);
  cairo_identity_matrix (p->cr);
  cairo_translate (p->cr, round (dx * ds) / ds, round (dy * ds) / ds);
  cairo_scale (p->cr, 1 / ds, 1 / ds);
  cairo_rectangle (p->cr, 0, 0, pw, ph);
  cairo_set_source_surface (p->cr, cache->surface, 0, 0);
  cairo_fill (p->cr);
  cairo_restore (p->cr);
  for (guint i = 0; i < cache->regions->len; i++)
    {
      const Captured *c = &g_array_index (cache->regions, Captured, i);

      ftb_hit (p, ftb_rect (c->x, c->y, c->w, c->h), NULL, c->tooltip);
    }
  if (keep != NULL && cache->keep != NULL)
    memcpy (keep, cache->keep, keep_size);
}

/* The picture's size in device pixels, or FALSE if it cannot be cached. */
static gboolean
panel_size (FtbPainter *p,
            double      w,
            double      h,
            int        *pw,
            int        *ph,
            double     *ds)
{
  cairo_matrix_t ctm;
  double dsy = 1;

  *ds = 1;
  cairo_get_matrix (p->cr, &ctm);
  if (p->sprites == NULL || p->capture != NULL || ctm.yx != 0 || ctm.xy != 0)
    return FALSE;
  cairo_surface_get_device_scale (cairo_get_target (p->cr), ds, &dsy);
  *pw = (int) ceil (w * ctm.xx * *ds);
  *ph = (int) ceil (h * ctm.yy * *ds);
  return *pw > 0 && *ph > 0 && *pw <= 8192 && *ph <= 8192;
}

/*
 * Draws the box (0, 0, w, h) of the current user space with @draw through
 * the panel cache: a panel that looks the same as before (same @key, size
 * and style) is painted from its picture, and its tooltips are replayed.
 * Panels never hold moves: those are drawn on top, every frame.
 */
void
ftb_panel_cached (FtbPainter    *p,
                  const char    *key,
                  double         w,
                  double         h,
                  FtbSpriteFunc  draw,
                  gconstpointer  data)
{
  int pw, ph;
  double ds;
  g_autofree char *full = NULL;
  PanelCache *cache;

  if (!panel_size (p, w, h, &pw, &ph, &ds))
    {
      draw (p, 0, 0, w, h, data);
      return;
    }
  full = g_strdup_printf ("%s|%dx%d|%d", key, pw, ph, p->dark);
  cache = g_hash_table_lookup (p->sprites->panels, full);
  if (cache == NULL)
    {
      if (g_hash_table_size (p->sprites->panels) > 64)
        g_hash_table_remove_all (p->sprites->panels);
      cache = panel_render (p, pw, ph, w, h, draw, data, NULL, 0, NULL);
      g_hash_table_insert (p->sprites->panels, g_steal_pointer (&full), cache);
    }
  panel_paint (p, cache, pw, ph, ds, NULL, 0);
}

/*
 * Like ftb_panel_cached () for the whole board under the moves: only the
 * last one is kept (it is as large as the window). @keep (@keep_size bytes)
 * is what the drawing records besides pixels and tooltips, the places of
 * the move spots; it is saved with the picture and restored from it.
 */
void
ftb_layer_cached (FtbPainter    *p,
                  const char    *key,
                  double         w,
                  double         h,
                  FtbSpriteFunc  draw,
                  gconstpointer  data,
                  gpointer       keep,
                  gsize          keep_size)
{
  int pw, ph;
  double ds;
  g_autofree char *full = NULL;

  if (!panel_size (p, w, h, &pw, &ph, &ds))
    {
      draw (p, 0, 0, w, h, data);
      return;
    }
  full = g_strdup_printf ("%s|%dx%d|%d", key, pw, ph, p->dark);
  if (p->sprites->layer == NULL || g_strcmp0 (p->sprites->layer_key, full) != 0)
    {
      PanelCache *old = p->sprites->layer;
      cairo_surface_t *surface = NULL;

      /* The layer is opaque (it starts with the backdrop): RGB24 paints as a
       * plain copy. The last one's pixels are reused when the size is the
       * same, which saves clearing a new window-sized buffer. */
      if (old != NULL && cairo_image_surface_get_width (old->surface) == pw &&
          cairo_image_surface_get_height (old->surface) == ph)
        surface = cairo_surface_reference (old->surface);
      else
        surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, pw, ph);
      g_clear_pointer (&p->sprites->layer, panel_cache_free);
      g_free (p->sprites->layer_key);
      p->sprites->layer = panel_render (p, pw, ph, w, h, draw, data, keep, keep_size, surface);
      p->sprites->layer_key = g_steal_pointer (&full);
    }
  panel_paint (p, p->sprites->layer, pw, ph, ds, keep, keep_size);
}

/* FNV-1a, to key a panel by everything it shows. */
guint64
ftb_hash_bytes (guint64       h,
                gconstpointer data,
                gsize         len)
{
  const guint8 *b = data;

  for (gsize i = 0; i < len; i++)
    h = (h ^ b[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

void
ftb_panel (FtbPainter *p,
           FtbRect     r,
           gboolean    alt)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 12);
  ftb_set_rgb (p, alt ? &p->pal->surface_alt : &p->pal->surface, 1.0);
  cairo_fill_preserve (p->cr);
  ftb_set_rgb (p, &p->pal->line, 0.35);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
}

const char *
ftb_roman (int n)
{
  static const char *numerals[] = { "", "I", "II", "III", "IV", "V", "VI" };

  return n >= 0 && n <= 6 ? numerals[n] : "";
}

/* ----------------------------------------------------------- tiles, cells */

static void
tile_back_content (FtbPainter    *p,
                   double         x,
                   double         y,
                   double         w,
                   double         h,
                   gconstpointer  data)
{
  LudusRgb seat = *(const LudusRgb *) data;
  FtbRect r = ftb_rect (x, y, w, h);
  double cx = r.x + r.w / 2, cy = r.y + r.h / 2;

  ludus_cairo_rounded_rect (p->cr, r.x + r.w * 0.07, r.y + r.h * 0.07, r.w * 0.86, r.h * 0.86,
                            r.w * 0.12);
  cairo_set_source_rgb (p->cr, seat.r * 0.55 + (p->dark ? 0.05 : 0.45) * 1,
                        seat.g * 0.55 + (p->dark ? 0.05 : 0.45), seat.b * 0.55 + (p->dark ? 0.05 : 0.45));
  cairo_fill_preserve (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.3);
  cairo_set_line_width (p->cr, MAX (0.6, r.w * 0.02));
  cairo_stroke (p->cr);
  /* The envoy on the back, as a quiet silhouette. */
  cairo_set_source_rgba (p->cr, 1, 1, 1, p->dark ? 0.35 : 0.55);
  cairo_arc (p->cr, cx, cy - r.h * 0.12, r.w * 0.1, 0, 2 * G_PI);
  cairo_fill (p->cr);
  cairo_move_to (p->cr, cx - r.w * 0.17, cy + r.h * 0.22);
  cairo_curve_to (p->cr, cx - r.w * 0.17, cy - r.h * 0.03, cx + r.w * 0.17, cy - r.h * 0.03,
                  cx + r.w * 0.17, cy + r.h * 0.22);
  cairo_close_path (p->cr);
  cairo_fill (p->cr);
}

void
ftb_tile_back (FtbPainter *p,
               int         owner,
               FtbRect     r)
{
  LudusRgb seat;
  char key[48];

  ftb_seat_rgb (p, owner, &seat);
  g_snprintf (key, sizeof key, "back:%02x%02x%02x", (int) (seat.r * 255), (int) (seat.g * 255),
              (int) (seat.b * 255));
  ftb_sprite (p, key, r.x, r.y, r.w, r.h, tile_back_content, &seat);
}

static void
tile_face_content (FtbPainter    *p,
                   double         x,
                   double         y,
                   double         w,
                   double         h,
                   gconstpointer  data)
{
  const FtbTile *tile = data;
  FtbRect r = ftb_rect (x, y, w, h);

  ludus_cairo_rounded_rect (p->cr, r.x + r.w * 0.05, r.y + r.h * 0.05, r.w * 0.9, r.h * 0.9,
                            r.w * 0.12);
  cairo_set_source_rgb (p->cr, p->dark ? 0.93 : 0.99, p->dark ? 0.90 : 0.97, p->dark ? 0.84 : 0.92);
  cairo_fill_preserve (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (p->cr, MAX (0.6, r.w * 0.02));
  cairo_stroke (p->cr);
  ftb_draw_tile_front (p->cr, tile, r.x + r.w * 0.1, r.y + r.h * 0.1, r.w * 0.8, FALSE);
}

void
ftb_tile_face (FtbPainter    *p,
               const FtbTile *tile,
               int            owner,
               FtbRect        r)
{
  char key[64];

  if (!tile->known)
    {
      ftb_tile_back (p, owner, r);
      return;
    }
  g_snprintf (key, sizeof key, "tile:%d:%d:%d%d%d%d:%d:%d:%d:%d:%d", tile->citizen, tile->builder,
              tile->worker[0], tile->worker[1], tile->worker[2], tile->worker[3], tile->worker_any,
              tile->assistant, tile->coin, tile->tribune, tile->upgrade);
  ftb_sprite (p, key, r.x, r.y, r.w, r.h, tile_face_content, tile);
}
