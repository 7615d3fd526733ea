/* ft-board-draw.c: drawing the Forum Trajanum board from its model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout, in canvas units (1600 × 1000): the viewing seat's Colonia on the
 * left at full size, with the prompt and the action buttons under it; the
 * shared game board at the top right (pass and round, Trajan's column, the
 * street decks and cards, the Trajan cards, the forum, the reward tracks and
 * the building supply); the other players' Colonias, compact but complete,
 * at the bottom right. Every piece gets a tooltip region; every legal move
 * gets exactly one region, drawn last so it lies on top.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ft-board-draw.h"
#include "ft-board-glyphs.h"

typedef struct
{
  double x, y, w, h;
} Rect;

struct _FtbSprites
{
  GHashTable *table;   /* key -> cairo_surface_t */
  GHashTable *sizes;   /* text key -> its measured size, double[2] */
  GHashTable *panels;  /* key -> PanelCache: whole panels with their tooltips */
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
  g_free (sprites);
}

typedef struct
{
  cairo_t            *cr;
  FtbSprites         *sprites;
  const FtbModel     *m;
  LudusView          *view;
  const LudusPalette *pal;
  gboolean            dark;
  LudusHitMap        *hits;
  const LudusMove    *hover;
  const LudusMove    *focus;
  cairo_matrix_t      base_inv;
  PangoLayout        *layout;
  PangoFontDescription *font;

  /* Where the spots of the viewer's moves lie, in canvas units. */
  Rect                cell[FTB_GRID][FTB_GRID];
  Rect                crow[FTB_N_ROWS];
  Rect                hand[FTB_MAX_TILES];
  Rect                reserve[FTB_MAX_RESERVE];
  Rect                track[FTB_N_TRACKS][5];
  Rect                forum[FTB_MAX_FORUM_H][FTB_MAX_FORUM_W];
  Rect                form[FTB_N_FORMS];
  Rect                street_card[2];
  Rect                prestige[FTB_MAX_PRESTIGE];
  Rect               *button;      /* per move; w = 0 when not a button */

  /* While a cached panel is drawn: its tooltips go here, in panel units. */
  GArray             *capture;
  double              capture_sx, capture_sy;
} Painter;

typedef void (*SpriteFunc) (Painter *p, double x, double y, double w, double h, gconstpointer data);

static void sprite (Painter      *p,
                    const char   *key,
                    double        x,
                    double        y,
                    double        w,
                    double        h,
                    SpriteFunc    draw,
                    gconstpointer data);

/* ---------------------------------------------------------------- helpers */

static Rect
rect (double x, double y, double w, double h)
{
  return (Rect) { x, y, w, h };
}

static void
set_rgb (Painter        *p,
         const LudusRgb *rgb,
         double          alpha)
{
  ludus_cairo_set_rgb (p->cr, rgb, alpha);
}

static void
seat_rgb (Painter  *p,
          int       seat,
          LudusRgb *rgb)
{
  static const LudusRgb fallback[FTB_MAX_SEATS] = {
    { 0.21, 0.52, 0.89 }, { 0.88, 0.11, 0.14 }, { 0.20, 0.82, 0.48 }, { 0.96, 0.83, 0.18 },
  };

  if (p->view != NULL)
    ludus_view_get_seat_rgb (p->view, (guint) seat, &rgb->r, &rgb->g, &rgb->b);
  else
    *rgb = fallback[seat % FTB_MAX_SEATS];
}

static char *
seat_name (Painter *p,
           int      seat)
{
  const char *name = p->view != NULL ? ludus_view_get_seat_name (p->view, (guint) seat) : NULL;

  if (name != NULL && *name != '\0')
    return g_strdup (name);
  /* Translators: a seat's default name; %d is its number from 1. */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

static void
seat_piece (Painter *p,
            int      seat,
            double   cx,
            double   cy,
            double   r)
{
  if (p->view != NULL)
    {
      ludus_cairo_seat_piece (p->cr, p->view, (guint) seat, cx, cy, r);
      return;
    }
  cairo_arc (p->cr, cx, cy, r, 0, 2 * G_PI);
  set_rgb (p, &(LudusRgb) { 0.5, 0.5, 0.5 }, 1);
  cairo_fill (p->cr);
}

/* Text: one layout reused for the whole frame (layouts are the costly part). */
static void
text_prepare (Painter    *p,
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
} TextData;

static void
draw_text_content (Painter      *p,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   gconstpointer data)
{
  const TextData *d = data;

  text_prepare (p, d->text, d->size, d->bold);
  pango_layout_set_width (p->layout, d->wrap > 0 ? (int) (d->wrap * PANGO_SCALE) : -1);
  pango_cairo_update_layout (p->cr, p->layout);
  cairo_save (p->cr);
  cairo_set_source_rgba (p->cr, d->r, d->g, d->b, d->a);
  /* The sprite's box has a 2-unit margin around the text. */
  cairo_translate (p->cr, x + 2, y + 2);
  cairo_scale (p->cr, d->scale, d->scale);
  cairo_move_to (p->cr, 0, 0);
  pango_cairo_show_layout (p->cr, p->layout);
  cairo_restore (p->cr);
  pango_layout_set_width (p->layout, -1);
}

/* The text's logical size; measured once per text, size and weight. */
static void
text_measure_wrapped (Painter    *p,
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
  text_prepare (p, text, size, bold);
  pango_layout_set_width (p->layout, wrap > 0 ? (int) (wrap * PANGO_SCALE) : -1);
  pango_layout_get_size (p->layout, &w, &h);
  pango_layout_set_width (p->layout, -1);
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
text_measure (Painter    *p,
              const char *text,
              double      size,
              gboolean    bold,
              double     *tw,
              double     *th)
{
  text_measure_wrapped (p, text, size, bold, 0, tw, th);
}

/* Text wrapped into the box (x, y, w, h), left-aligned and centred
 * vertically; the size shrinks until it fits. */
static void
text_box (Painter    *p,
          const char *text,
          double      x,
          double      y,
          double      w,
          double      h,
          double      size,
          gboolean    bold)
{
  TextData d = { text, size, 1.0, bold, 0, 0, 0, 1, w };
  double tw = 0, th = 0;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0')
    return;
  for (; d.size > 6; d.size -= 0.5)
    {
      text_measure_wrapped (p, text, d.size, bold, w, &tw, &th);
      if (th <= h)
        break;
    }
  cairo_pattern_get_rgba (cairo_get_source (p->cr), &d.r, &d.g, &d.b, &d.a);
  key = g_strdup_printf ("box:%.1f:%.2f:%d:%.2f%.2f%.2f%.2f:%s", w, d.size, bold, d.r, d.g, d.b,
                         d.a, text);
  sprite (p, key, x - 2, y + (h - th) / 2 - 2, w + 4, th + 4, draw_text_content, &d);
}

/* Draws text in the current source colour; y is its centre line. Returns
 * the width drawn. */
static double
text_full (Painter    *p,
           const char *text,
           double      x,
           double      y,
           double      size,
           gboolean    bold,
           int         align,     /* 0 left, 1 centre, 2 right */
           double      max_width)
{
  TextData d = { text, size, 1.0, bold, 0, 0, 0, 1, 0 };
  double tw, th, x0;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0')
    return 0;

  text_measure (p, text, size, bold, &tw, &th);
  if (max_width > 0 && tw > max_width)
    d.scale = max_width / tw;
  x0 = align == 1 ? x - tw * d.scale / 2 : align == 2 ? x - tw * d.scale : x;
  cairo_pattern_get_rgba (cairo_get_source (p->cr), &d.r, &d.g, &d.b, &d.a);
  key = g_strdup_printf ("text:%.3f:%.2f:%d:%.2f%.2f%.2f%.2f:%s", d.scale, size, bold,
                         d.r, d.g, d.b, d.a, text);
  /* A little room around the logical box for descenders and antialiasing. */
  sprite (p, key, x0 - 2, y - th * d.scale / 2 - 2, tw * d.scale + 4, th * d.scale + 4,
          draw_text_content, &d);
  return tw * d.scale;
}

static double
text_width (Painter    *p,
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

static void
sprite (Painter      *p,
        const char   *key,
        double        x,
        double        y,
        double        w,
        double        h,
        SpriteFunc    draw,
        gconstpointer data)
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
static void
fade_begin (Painter *p,
            double   x,
            double   y,
            double   w,
            double   h)
{
  cairo_save (p->cr);
  cairo_rectangle (p->cr, x, y, w, h);
  cairo_clip (p->cr);
  cairo_push_group (p->cr);
}

static void
fade_end (Painter *p,
          double   alpha)
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
draw_icon_content (Painter      *p,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   gconstpointer data)
{
  const IconData *d = data;

  if (d->alpha < 1)
    fade_begin (p, x, y, w, h);
  ftb_draw_icon (p->cr, d->icon, d->arg, x + w / 2, y + h / 2, w / 1.3, p->dark);
  if (d->alpha < 1)
    fade_end (p, d->alpha);
}

/* A resource icon centred on (cx, cy), through the sprite cache. */
static void
icon (Painter *p,
      FtbIcon  kind,
      int      arg,
      double   cx,
      double   cy,
      double   size,
      double   alpha)
{
  IconData d = { kind, arg, alpha };
  char key[48];

  g_snprintf (key, sizeof key, "icon:%d:%d:%.2f", kind, arg, alpha);
  sprite (p, key, cx - size * 0.65, cy - size * 0.65, size * 1.3, size * 1.3, draw_icon_content, &d);
}

static void
draw_building_content (Painter      *p,
                       double        x,
                       double        y,
                       double        w,
                       double        h,
                       gconstpointer data)
{
  ftb_draw_building (p->cr, *(const FtbBuilding *) data, x, y, w, p->dark);
}

static void
building (Painter     *p,
          FtbBuilding  b,
          double       x,
          double       y,
          double       size)
{
  char key[32];

  g_snprintf (key, sizeof key, "bld:%d", b);
  sprite (p, key, x, y, size, size, draw_building_content, &b);
}

static void
draw_eagle_content (Painter      *p,
                    double        x,
                    double        y,
                    double        w,
                    double        h,
                    gconstpointer data)
{
  cairo_set_source_rgba (p->cr, 0.35, 0.25, 0.10, 0.8);
  ftb_draw_eagle (p->cr, x + w / 2, y + h / 2, w);
}

static void
hit (Painter         *p,
     Rect             r,
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

static void
hit_take (Painter *p,
          Rect     r,
          char    *tooltip)
{
  g_autofree char *owned = tooltip;

  hit (p, r, NULL, owned);
}

/*
 * Draws the box (0, 0, w, h) of the current user space with @draw through
 * the panel cache: a panel that looks the same as before (same @key, size
 * and style) is painted from its picture, and its tooltips are replayed.
 * Panels never hold moves: those are drawn on top, every frame.
 */
static void
panel_cached (Painter      *p,
              const char   *key,
              double        w,
              double        h,
              SpriteFunc    draw,
              gconstpointer data)
{
  cairo_matrix_t ctm;
  double ds = 1, dsy = 1, dx = 0, dy = 0;
  int pw, ph;
  g_autofree char *full = NULL;
  PanelCache *cache;

  cairo_get_matrix (p->cr, &ctm);
  if (p->sprites == NULL || p->capture != NULL || ctm.yx != 0 || ctm.xy != 0)
    {
      draw (p, 0, 0, w, h, data);
      return;
    }
  cairo_surface_get_device_scale (cairo_get_target (p->cr), &ds, &dsy);
  pw = (int) ceil (w * ctm.xx * ds);
  ph = (int) ceil (h * ctm.yy * ds);
  if (pw <= 0 || ph <= 0 || pw > 4096 || ph > 4096)
    {
      draw (p, 0, 0, w, h, data);
      return;
    }
  full = g_strdup_printf ("%s|%dx%d|%d", key, pw, ph, p->dark);
  cache = g_hash_table_lookup (p->sprites->panels, full);
  if (cache == NULL)
    {
      cairo_t *saved = p->cr;
      cairo_t *cr;

      if (g_hash_table_size (p->sprites->panels) > 64)
        g_hash_table_remove_all (p->sprites->panels);
      cache = g_new0 (PanelCache, 1);
      cache->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
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
      g_hash_table_insert (p->sprites->panels, g_steal_pointer (&full), cache);
    }

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

      hit (p, rect (c->x, c->y, c->w, c->h), NULL, c->tooltip);
    }
}

/* FNV-1a, to key a panel by everything it shows. */
static guint64
hash_bytes (guint64       h,
            gconstpointer data,
            gsize         len)
{
  const guint8 *b = data;

  for (gsize i = 0; i < len; i++)
    h = (h ^ b[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

static void
panel (Painter *p,
       Rect     r,
       gboolean alt)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 12);
  set_rgb (p, alt ? &p->pal->surface_alt : &p->pal->surface, 1.0);
  cairo_fill_preserve (p->cr);
  set_rgb (p, &p->pal->line, 0.35);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
}

static const char *
roman (int n)
{
  static const char *numerals[] = { "", "I", "II", "III", "IV", "V", "VI" };

  return n >= 0 && n <= 6 ? numerals[n] : "";
}

/* ----------------------------------------------------------- tiles, cells */

static void
tile_back_content (Painter      *p,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   gconstpointer data)
{
  LudusRgb seat = *(const LudusRgb *) data;
  Rect r = rect (x, y, w, h);
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

static void
tile_back (Painter *p,
           int      owner,
           Rect     r)
{
  LudusRgb seat;
  char key[48];

  seat_rgb (p, owner, &seat);
  g_snprintf (key, sizeof key, "back:%02x%02x%02x", (int) (seat.r * 255), (int) (seat.g * 255),
              (int) (seat.b * 255));
  sprite (p, key, r.x, r.y, r.w, r.h, tile_back_content, &seat);
}

static void
tile_face_content (Painter      *p,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   gconstpointer data)
{
  const FtbTile *tile = data;
  Rect r = rect (x, y, w, h);

  ludus_cairo_rounded_rect (p->cr, r.x + r.w * 0.05, r.y + r.h * 0.05, r.w * 0.9, r.h * 0.9,
                            r.w * 0.12);
  cairo_set_source_rgb (p->cr, p->dark ? 0.93 : 0.99, p->dark ? 0.90 : 0.97, p->dark ? 0.84 : 0.92);
  cairo_fill_preserve (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (p->cr, MAX (0.6, r.w * 0.02));
  cairo_stroke (p->cr);
  ftb_draw_tile_front (p->cr, tile, r.x + r.w * 0.1, r.y + r.h * 0.1, r.w * 0.8, FALSE);
}

static void
tile_face (Painter       *p,
           const FtbTile *tile,
           int            owner,
           Rect           r)
{
  char key[64];

  if (!tile->known)
    {
      tile_back (p, owner, r);
      return;
    }
  g_snprintf (key, sizeof key, "tile:%d:%d:%d%d%d%d:%d:%d:%d:%d:%d", tile->citizen, tile->builder,
              tile->worker[0], tile->worker[1], tile->worker[2], tile->worker[3], tile->worker_any,
              tile->assistant, tile->coin, tile->tribune, tile->upgrade);
  sprite (p, key, r.x, r.y, r.w, r.h, tile_face_content, tile);
}

static char *
cell_tooltip (const FtbCell *cell,
              int            r,
              int            c)
{
  g_autofree char *where = NULL;
  g_autofree char *tile = NULL;

  /* Translators: a cell of the Colonia grid: row and column, from 1. */
  where = g_strdup_printf (_("row %d, column %d"), r + 1, c + 1);
  switch (cell->kind)
    {
    case FTB_CELL_COVERED:
      /* Translators: %s is "row 2, column 3". */
      return g_strdup_printf (_("Face-down colonia tile (%s)"), where);
    case FTB_CELL_FREE:
      return g_strdup_printf (_("Free building cell (%s)"), where);
    case FTB_CELL_TEMPLE:
      return g_strdup_printf (_("Temple (%s)"), where);
    case FTB_CELL_BUILT:
      {
        g_autofree char *name = ftb_capitalise (ftb_building_name (cell->building));

        if (cell->partner >= 0)
          /* Translators: a building on one half of a double building tile. */
          return g_strdup_printf (_("%s, half of a double tile (%s)"), name, where);
        return g_strdup_printf ("%s (%s)", name, where);
      }
    case FTB_CELL_CRANE:
    default:
      if (cell->crane_state == FTB_CRANE_COVERED)
        {
          tile = ftb_tile_describe (&cell->tile);
          /* Translators: a crane corner still covered by a face-up tile. */
          return g_strdup_printf (_("Covered %s crane; tile on it: %s"),
                                  ftb_colour_name (cell->crane_colour), tile);
        }
      if (cell->crane_state == FTB_CRANE_REVEALED)
        /* Translators: %s is a colour. */
        return g_strdup_printf (_("Revealed %s crane: scores at the end of this pass"),
                                ftb_colour_name (cell->crane_colour));
      return g_strdup_printf (_("Scored %s crane"), ftb_colour_name (cell->crane_colour));
    }
}

typedef struct
{
  const FtbCell *cell;
  int            owner;
} CellData;

static void
draw_cell_content (Painter      *p,
                   double        x,
                   double        y,
                   double        w,
                   double        h,
                   gconstpointer data)
{
  const FtbCell *cell = ((const CellData *) data)->cell;
  int owner = ((const CellData *) data)->owner;
  cairo_t *cr = p->cr;
  Rect r = rect (x, y, w, h);
  LudusRgb rgb;

  /* The ground. */
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  if (p->dark)
    cairo_set_source_rgb (cr, 0.22, 0.24, 0.20);
  else
    cairo_set_source_rgb (cr, 0.90, 0.92, 0.84);
  cairo_fill (cr);

  switch (cell->kind)
    {
    case FTB_CELL_COVERED:
      tile_back (p, owner, r);
      break;
    case FTB_CELL_FREE:
      break;
    case FTB_CELL_BUILT:
      ftb_draw_building (cr, cell->building, r.x, r.y, r.w, p->dark);
      if (cell->partner >= 0)
        {
          /* Join a double tile's halves across the shared edge. */
          static const double dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
          double cx = r.x + r.w / 2 + dx[cell->partner] * r.w * 0.47;
          double cy = r.y + r.h / 2 + dy[cell->partner] * r.h * 0.47;

          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
          cairo_arc (cr, cx, cy, r.w * 0.06, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    case FTB_CELL_TEMPLE:
      cairo_set_source_rgba (cr, 0, 0, 0, p->dark ? 0.25 : 0.06);
      cairo_rectangle (cr, r.x, r.y, r.w, r.h);
      cairo_fill (cr);
      set_rgb (p, &p->pal->text_dim, 0.8);
      ftb_draw_temple (cr, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.7);
      break;
    case FTB_CELL_CRANE:
    default:
      ftb_colour_rgb (cell->crane_colour, p->dark, &rgb);
      if (cell->crane_state == FTB_CRANE_SCORED)
        set_rgb (p, &p->pal->text_dim, 0.6);
      else
        set_rgb (p, &rgb, 1);
      ftb_draw_crane (cr, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.8);
      if (cell->crane_state == FTB_CRANE_COVERED)
        {
          Rect t = rect (r.x + r.w * 0.12, r.y + r.h * 0.12, r.w * 0.76, r.h * 0.76);

          tile_face (p, &cell->tile, owner, t);
          /* A corner of the crane's colour peeks out from under the tile. */
          cairo_move_to (cr, r.x + r.w, r.y + r.h * 0.55);
          cairo_line_to (cr, r.x + r.w, r.y + r.h);
          cairo_line_to (cr, r.x + r.w * 0.55, r.y + r.h);
          cairo_close_path (cr);
          set_rgb (p, &rgb, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      break;
    }

  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  set_rgb (p, &p->pal->line, 0.45);
  cairo_set_line_width (cr, MAX (0.5, r.w * 0.015));
  cairo_stroke (cr);
}

static void
draw_cell (Painter       *p,
           const FtbCell *cell,
           int            owner,
           Rect           r,
           gboolean       tooltips,
           int            row,
           int            col)
{
  CellData data = { cell, owner };
  LudusRgb seat;
  g_autofree char *key = NULL;
  const FtbTile *t = &cell->tile;

  seat_rgb (p, owner, &seat);
  key = g_strdup_printf ("cell:%d:%d:%d:%d:%d:%02x%02x%02x:%d:%d%d%d%d%d%d%d%d%d%d%d",
                         cell->kind, cell->building, cell->partner, cell->crane_colour,
                         cell->crane_state, (int) (seat.r * 255), (int) (seat.g * 255),
                         (int) (seat.b * 255), t->known, t->citizen, t->builder, t->worker[0],
                         t->worker[1], t->worker[2], t->worker[3], t->worker_any, t->assistant,
                         t->coin, t->tribune, t->upgrade);
  sprite (p, key, r.x, r.y, r.w, r.h, draw_cell_content, &data);
  if (tooltips)
    hit_take (p, r, cell_tooltip (cell, row, col));
}

/* ------------------------------------------------------- a player's parts */

typedef struct
{
  int      owner, row, slot;
  gboolean filled, active;
} SlotData;

static void
draw_citizen_slot_content (Painter      *p,
                           double        x,
                           double        y,
                           double        w,
                           double        h,
                           gconstpointer data)
{
  const SlotData *d = data;
  cairo_t *cr = p->cr;
  int owner = d->owner, row = d->row, slot = d->slot;
  gboolean filled = d->filled, active = d->active;
  Rect r = rect (x + 1, y + 1, w - 2, h - 2);

  ludus_cairo_rounded_rect (cr, r.x, r.y, r.w, r.h, r.h * 0.18);
  set_rgb (p, &p->pal->background, 1);
  cairo_fill_preserve (cr);
  set_rgb (p, &p->pal->line, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  if (filled && active)
    ftb_draw_icon (cr, FTB_ICON_CITIZEN, row / 2, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.8, p->dark);
  else if (filled)
    {
      /* An inactive citizen lies on its envoy face. */
      tile_back (p, owner, rect (r.x + (r.w - r.h) / 2, r.y, r.h, r.h));
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_set_line_width (cr, MAX (1, r.h * 0.06));
      cairo_move_to (cr, r.x + r.w * 0.2, r.y + r.h * 0.8);
      cairo_line_to (cr, r.x + r.w * 0.8, r.y + r.h * 0.2);
      cairo_stroke (cr);
    }
  else if (slot == 0)
    {
      fade_begin (p, r.x, r.y, r.w, r.h);
      ftb_draw_icon (cr, FTB_ICON_CITIZEN, row / 2, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.7, p->dark);
      fade_end (p, 0.22);
    }
}

static void
draw_citizen_slot (Painter *p,
                   int      owner,
                   int      row,
                   int      slot,
                   gboolean filled,
                   gboolean active,
                   Rect     r)
{
  SlotData d = { owner, row, slot, filled, active };
  LudusRgb seat;
  char key[64];

  seat_rgb (p, owner, &seat);
  g_snprintf (key, sizeof key, "slot:%d:%d:%d:%d:%02x%02x%02x", row, slot, filled, active,
              (int) (seat.r * 255), (int) (seat.g * 255), (int) (seat.b * 255));
  sprite (p, key, r.x - 1, r.y - 1, r.w + 2, r.h + 2, draw_citizen_slot_content, &d);
}

static char *
citizen_row_tooltip (const FtbPlayer *pl,
                     int              row)
{
  static const char *abilities[FTB_N_ROWS] = {
    N_("Envoys for coloured buildings may go on any cell of their colour; envoys diagonally next to an eagle score 1 VP"),
    N_("Two different area bonuses instead of one"),
    N_("Flips the slider; each upgrade may jump to the next cypress"),
    N_("Once per turn, when building: swap a coin, assistant or tribune for another of them"),
    N_("Up to twice per turn: 1 assistant for 1 worker of any colour"),
    N_("Once per turn: 1 assistant for 1 builder"),
  };
  static const char *bonuses[FTB_N_ROWS] = {
    N_("place 1 envoy from the ship in the forum"), N_("1 area bonus"),
    N_("1 coin or 1 tribune"), N_("1 coin or 1 assistant"),
    N_("1 worker of any colour"), N_("1 builder"),
  };
  const char *state;

  if (pl->citizens[row] == 0)
    state = _("empty");
  else if (pl->row_active[row])
    state = _("active");
  else
    state = _("inactive");

  /* Translators: citizen row tooltip: name (state), ability, second-citizen bonus. */
  return g_strdup_printf (_("%s (%s)\nFirst citizen: %s\nSecond citizen: %s"),
                          ftb_citizen_row_name (row), state, _(abilities[row]), _(bonuses[row]));
}

static void
draw_resources (Painter         *p,
                const FtbPlayer *pl,
                double           x,
                double           y,
                double           step,
                double           size,
                gboolean         tooltips)
{
  struct { FtbIcon icon; int arg; int count; } items[8] = {
    { FTB_ICON_BUILDER, 0, pl->builder },
    { FTB_ICON_WORKER, FTB_BLUE, pl->worker[FTB_BLUE] },
    { FTB_ICON_WORKER, FTB_GREEN, pl->worker[FTB_GREEN] },
    { FTB_ICON_WORKER, FTB_RED, pl->worker[FTB_RED] },
    { FTB_ICON_WORKER, FTB_YELLOW, pl->worker[FTB_YELLOW] },
    { FTB_ICON_ASSISTANT, 0, pl->assistant },
    { FTB_ICON_COIN, 0, pl->coin },
    { FTB_ICON_TRIBUNE, 0, pl->tribune },
  };

  for (int i = 0; i < 8; i++)
    {
      double cx = x + i * step + size / 2;
      g_autofree char *count = g_strdup_printf ("%d", items[i].count);

      icon (p, items[i].icon, items[i].arg, cx, y, size, items[i].count == 0 ? 0.3 : 1.0);
      set_rgb (p, items[i].count > 0 ? &p->pal->text : &p->pal->text_dim, 1);
      text_full (p, count, cx + size * 0.55, y + size * 0.25, size * 0.5, TRUE, 0, 0);

      if (tooltips)
        {
          char *tip;

          switch (items[i].icon)
            {
            case FTB_ICON_BUILDER:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d builder", "%d builders",
                                                  items[i].count), items[i].count);
              break;
            case FTB_ICON_WORKER:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d %s worker", "%d %s workers",
                                                  items[i].count),
                                     items[i].count, ftb_colour_name (items[i].arg));
              break;
            case FTB_ICON_ASSISTANT:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d assistant", "%d assistants",
                                                  items[i].count), items[i].count);
              break;
            case FTB_ICON_COIN:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d coin", "%d coins",
                                                  items[i].count), items[i].count);
              break;
            default:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tribune", "%d tribunes",
                                                  items[i].count), items[i].count);
              break;
            }
          hit_take (p, rect (cx - size / 2, y - size / 2, step * 0.95, size), tip);
        }
    }
}

static void
draw_prestige (Painter         *p,
               const FtbPlayer *pl,
               Rect             r,
               gboolean         big,
               gboolean         record)
{
  const FtbModel *m = p->m;
  int n = MAX (1, m->p_max + 1);
  double step = r.w / n;
  double top = r.y;
  double boxh = big ? r.h * 0.62 : r.h;

  for (int i = 0; i < n; i++)
    {
      Rect b = rect (r.x + i * step + 1, top, step - 2, boxh);
      g_autofree char *vp = g_strdup_printf ("%d", m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)]);
      gboolean cypress = (m->cypress >> i) & 1;

      ludus_cairo_rounded_rect (p->cr, b.x, b.y, b.w, b.h, 4);
      set_rgb (p, &p->pal->background, 1);
      cairo_fill (p->cr);
      if (cypress)
        {
          cairo_set_source_rgba (p->cr, 0.15, 0.55, 0.25, p->dark ? 0.9 : 0.8);
          ftb_draw_cypress (p->cr, b.x + b.w * 0.78, b.y + b.h * 0.5, b.h * 0.7);
        }
      set_rgb (p, &p->pal->text_dim, 1);
      text_full (p, vp, b.x + b.w * 0.36, b.y + b.h / 2, b.h * 0.42, FALSE, 1, 0);
      if (record && i < FTB_MAX_PRESTIGE)
        p->prestige[i] = b;
      if (big)
        hit_take (p, b, cypress
                  /* Translators: a space of the prestige track; %d is VP per Trajan task. */
                  ? g_strdup_printf (_("Prestige track, with a cypress: %d VP per Trajan task"),
                                     m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)])
                  : g_strdup_printf (_("Prestige track: %d VP per Trajan task"),
                                     m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)]));
    }

  /* The slider. */
  {
    Rect s = rect (r.x + pl->slider * step, top - 2, step, boxh + 4);
    LudusRgb seat;

    seat_rgb (p, (int) (pl - m->players), &seat);
    ludus_cairo_rounded_rect (p->cr, s.x, s.y, s.w, s.h, 5);
    set_rgb (p, &seat, pl->slider_reverse ? 0.9 : 0.55);
    cairo_set_line_width (p->cr, big ? 3 : 2);
    cairo_stroke (p->cr);
    set_rgb (p, &p->pal->text, 0.85);
    ftb_draw_bust (p->cr, s.x + s.w * 0.36, s.y - boxh * 0.05, boxh * 0.45);
    hit_take (p, s, pl->slider_reverse
              ? g_strdup_printf (_("Slider at position %d (reverse face)"), pl->slider)
              : g_strdup_printf (_("Slider at position %d (base face)"), pl->slider));
  }
}

static void
draw_area_table (Painter         *p,
                 const FtbPlayer *pl,
                 Rect             r,
                 const guint8    *area_vp,
                 int              n_max)
{
  /* Group size → VP for the slider as it stands (the numbers on the slider). */
  double step = r.w / (n_max + 1);

  set_rgb (p, &p->pal->text_dim, 1);
  text_full (p, _("Group"), r.x, r.y + r.h * 0.25, r.h * 0.36, FALSE, 0, step * 0.95);
  text_full (p, _("VP"), r.x, r.y + r.h * 0.75, r.h * 0.36, TRUE, 0, step * 0.95);
  for (int n = 1; n <= n_max; n++)
    {
      g_autofree char *a = g_strdup_printf ("%d", n);
      g_autofree char *b = g_strdup_printf ("%d", area_vp[n]);

      set_rgb (p, &p->pal->text_dim, 1);
      text_full (p, a, r.x + n * step + step / 2, r.y + r.h * 0.25, r.h * 0.36, FALSE, 1, 0);
      set_rgb (p, &p->pal->text, 1);
      text_full (p, b, r.x + n * step + step / 2, r.y + r.h * 0.75, r.h * 0.36, TRUE, 1, 0);
    }
  hit_take (p, r, g_strdup (_("Forum scoring: VP for your largest connected group of envoys")));
}

/* --------------------------------------------------------- the Colonias */

static void
draw_player_header (Painter *p,
                    int      seat,
                    Rect     r,
                    double   size)
{
  const FtbPlayer *pl = &p->m->players[seat];
  g_autofree char *name = seat_name (p, seat);
  g_autofree char *vp = g_strdup_printf (_("%d VP"), pl->vp);
  double x = r.x;

  seat_piece (p, seat, x + size * 0.5, r.y + r.h / 2, size * 0.42);
  set_rgb (p, &p->pal->text, 1);
  x += size * 1.1;
  x += text_full (p, name, x, r.y + r.h / 2, size, TRUE, 0, r.w * 0.5) + size * 0.6;
  if (p->m->start_player == seat)
    {
      set_rgb (p, &p->pal->text_dim, 1);
      ftb_draw_bust (p->cr, x + size * 0.4, r.y + r.h / 2, size * 0.9);
      hit_take (p, rect (x, r.y, size, r.h), g_strdup (_("Start player")));
      x += size * 1.2;
    }
  if (p->m->current == seat && p->m->phase == FTB_PHASE_TURN)
    {
      set_rgb (p, &p->pal->accent, 1);
      text_full (p, _("Turn"), x, r.y + r.h / 2, size * 0.7, TRUE, 0, 0);
    }
  else if (p->m->phase == FTB_PHASE_DRAFT && pl->drafting)
    {
      set_rgb (p, &p->pal->accent, 1);
      text_full (p, _("Drafting"), x, r.y + r.h / 2, size * 0.7, TRUE, 0, 0);
    }
  set_rgb (p, &p->pal->text, 1);
  ftb_draw_icon (p->cr, FTB_ICON_VP, 0, r.x + r.w - size * 3.2, r.y + r.h / 2, size * 1.1, p->dark);
  text_full (p, vp, r.x + r.w, r.y + r.h / 2, size, TRUE, 2, size * 2.6);
  hit_take (p, rect (r.x + r.w - size * 3.8, r.y, size * 3.8, r.h),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d victory point",
                                          "%d victory points", pl->vp), pl->vp));
}

static const char *
hand_caption (FtbHandRole role)
{
  switch (role)
    {
    case FTB_HAND_TAKEN:
      /* Translators: a tile taken in the draft, not yet kept or given. */
      return C_("tile in hand", "Taken");
    case FTB_HAND_KEPT:
      return C_("tile in hand", "Kept");
    case FTB_HAND_GIVEN:
      return C_("tile in hand", "Given");
    case FTB_HAND_RECEIVED:
      return C_("tile in hand", "Received");
    case FTB_HAND_BORROWED:
      return C_("tile in hand", "Borrowed");
    case FTB_HAND_DISPLAY:
    default:
      return C_("tile in hand", "In play");
    }
}

static void
draw_ship_river (Painter         *p,
                 int              seat,
                 double           x,
                 double           y,
                 double           s,
                 gboolean         owner_view)
{
  const FtbPlayer *pl = &p->m->players[seat];
  g_autofree char *ship = g_strdup_printf ("%d", pl->ship);

  /* The ship: a hull with the envoys waiting on it. */
  cairo_move_to (p->cr, x, y + s * 0.45);
  cairo_line_to (p->cr, x + s * 1.6, y + s * 0.45);
  cairo_line_to (p->cr, x + s * 1.35, y + s * 0.85);
  cairo_line_to (p->cr, x + s * 0.25, y + s * 0.85);
  cairo_close_path (p->cr);
  set_rgb (p, &(LudusRgb) { 0.60, 0.42, 0.27 }, 1);
  cairo_fill (p->cr);
  ftb_draw_icon (p->cr, FTB_ICON_ENVOY, 0, x + s * 0.65, y + s * 0.22, s * 0.5, p->dark);
  set_rgb (p, &p->pal->text, 1);
  text_full (p, ship, x + s * 1.0, y + s * 0.22, s * 0.38, TRUE, 0, 0);
  hit_take (p, rect (x, y - s * 0.1, s * 1.6, s),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ship: %d envoy", "Ship: %d envoys",
                                          pl->ship), pl->ship));

  if (pl->river_present)
    {
      Rect r = rect (x + s * 1.8, y, s * 0.8, s * 0.8);
      g_autofree char *desc = NULL;

      cairo_rectangle (p->cr, r.x - s * 0.08, r.y + r.h * 0.55, r.w + s * 0.16, r.h * 0.5);
      set_rgb (p, &(LudusRgb) { 0.40, 0.62, 0.85 }, 0.6);
      cairo_fill (p->cr);
      tile_back (p, seat, r);
      if (owner_view && pl->river.known)
        {
          desc = ftb_tile_describe (&pl->river);
          /* Translators: the river tile, out of play; only its owner sees its front. */
          hit_take (p, r, g_strdup_printf (_("River: out of play (%s)"), desc));
        }
      else
        hit_take (p, r, g_strdup (_("River: a tile out of play")));
    }
}

static void
draw_hand (Painter *p,
           int      seat,
           double   x,
           double   y,
           double   size,
           gboolean record)
{
  const FtbPlayer *pl = &p->m->players[seat];

  for (int i = 0; i < pl->n_hand && i < FTB_MAX_TILES; i++)
    {
      Rect r = rect (x + i * size * 1.12, y, size, size);
      const FtbHandTile *h = &pl->hand[i];
      g_autofree char *desc = ftb_tile_describe (&h->tile);

      if (h->tile.known)
        tile_face (p, &h->tile, seat, r);
      else
        tile_back (p, seat, r);
      if (h->used)
        {
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
          ludus_cairo_rounded_rect (p->cr, r.x + 3, r.y + 3, r.w - 6, r.h - 6, 6);
          cairo_fill (p->cr);
        }
      set_rgb (p, &p->pal->text_dim, 1);
      text_full (p, hand_caption (h->role), r.x + r.w / 2, r.y + r.h + size * 0.14, size * 0.17,
                 FALSE, 1, r.w * 1.1);
      if (record)
        p->hand[i] = r;
      /* Translators: a tile in hand: its role (Kept, Received…) and its front. */
      hit_take (p, r, g_strdup_printf (_("%s: %s"), hand_caption (h->role), desc));
    }
  if (pl->hidden_hand > 0)
    {
      double hx = x + pl->n_hand * size * 1.12;

      for (int i = 0; i < pl->hidden_hand && i < 4; i++)
        tile_back (p, seat, rect (hx + i * size * 0.25, y, size, size));
      hit_take (p, rect (hx, y, size * (1 + 0.25 * (MIN (pl->hidden_hand, 4) - 1)), size),
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tile held face down",
                                              "%d tiles held face down", pl->hidden_hand),
                                 pl->hidden_hand));
    }
}

static void
draw_reserve (Painter *p,
              int      seat,
              double   x,
              double   y,
              double   size,
              double   max_w,
              gboolean record)
{
  const FtbPlayer *pl = &p->m->players[seat];
  int per_row = MAX (1, (int) (max_w / (size * 1.08)));

  for (int i = 0; i < pl->n_reserve && i < FTB_MAX_RESERVE; i++)
    {
      Rect r = rect (x + (i % per_row) * size * 1.08, y + (i / per_row) * size * 1.08, size, size);
      g_autofree char *desc = ftb_tile_describe (&pl->reserve[i]);

      tile_face (p, &pl->reserve[i], (seat + 1) % MAX (1, p->m->n_players), r);
      if (record)
        p->reserve[i] = r;
      /* Translators: a face-up tile in the reserve (received from the left neighbour). */
      hit_take (p, r, g_strdup_printf (_("Reserve: %s"), desc));
    }
}

static void
draw_grid (Painter *p,
           int      seat,
           double   x,
           double   y,
           double   cs,
           gboolean record)
{
  const FtbPlayer *pl = &p->m->players[seat];

  for (int r = 0; r < FTB_GRID; r++)
    for (int c = 0; c < FTB_GRID; c++)
      {
        Rect cell = rect (x + c * cs, y + r * cs, cs, cs);

        draw_cell (p, &pl->grid[r][c], seat, cell, TRUE, r, c);
        if (record)
          p->cell[r][c] = cell;
      }
  ludus_cairo_rounded_rect (p->cr, x - 2, y - 2, cs * FTB_GRID + 4, cs * FTB_GRID + 4, 4);
  set_rgb (p, &p->pal->line, 0.8);
  cairo_set_line_width (p->cr, 2);
  cairo_stroke (p->cr);
}

static void
draw_citizen_rows (Painter *p,
                   int      seat,
                   double   x,
                   double   y,
                   double   cs,
                   double   w,
                   gboolean record)
{
  const FtbPlayer *pl = &p->m->players[seat];
  double slot_w = (w - 6) / 2;

  for (int pos = 0; pos < FTB_N_ROWS; pos++)
    {
      int row = p->m->crow_id[pos] % FTB_N_ROWS;
      Rect rr = rect (x, y + pos * cs + cs * 0.1, w, cs * 0.8);

      for (int s = 0; s < 2; s++)
        draw_citizen_slot (p, seat, row, s, pl->citizens[row] > s, pl->row_active[row],
                           rect (rr.x + s * (slot_w + 6), rr.y, slot_w, rr.h));
      if (record)
        p->crow[row] = rr;
      hit_take (p, rr, citizen_row_tooltip (pl, row));
    }
}

static void
draw_street_marks (Painter *p,
                   double   x,
                   double   y,
                   double   cs)
{
  /* Tabs beside the grid mark the streets named by the two street cards. */
  for (int k = 0; k < 2; k++)
    {
      int street = p->m->street[k];
      Rect tab;

      if (street < 0)
        continue;
      if (street < FTB_GRID)
        tab = rect (x - 26 - k * 0, y + street * cs + cs * 0.2 + k * cs * 0.32, 22, cs * 0.3);
      else
        tab = rect (x + (street - FTB_GRID) * cs + cs * 0.15 + k * cs * 0.38, y - 24, cs * 0.32, 20);
      ludus_cairo_rounded_rect (p->cr, tab.x, tab.y, tab.w, tab.h, 4);
      set_rgb (p, &p->pal->accent, 0.85);
      cairo_fill (p->cr);
      set_rgb (p, &p->pal->accent_text, 1);
      text_full (p, roman (k + 1), tab.x + tab.w / 2, tab.y + tab.h / 2, MIN (tab.h, tab.w) * 0.62,
                 TRUE, 1, tab.w);
      hit_take (p, tab, g_strdup_printf (street < FTB_GRID
                                         /* Translators: street card I or II names this row. */
                                         ? _("Street card %s names row %d")
                                         : _("Street card %s names column %d"),
                                         roman (k + 1), street % FTB_GRID + 1));
    }
}

static void
draw_viewer_colonia (Painter *p,
                     int      seat,
                     Rect     r,
                     const guint8 *area_vp,
                     int      area_n)
{
  const FtbPlayer *pl = &p->m->players[seat];
  double cs = 62;
  double gx = r.x + 40, gy = r.y + 82;
  double y;

  panel (p, r, FALSE);
  draw_player_header (p, seat, rect (r.x + 16, r.y + 10, r.w - 32, 40), 20);
  {
    g_autofree char *line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%d active citizen",
                                                          "%d active citizens",
                                                          pl->active_citizens),
                                             pl->active_citizens);
    set_rgb (p, &p->pal->text_dim, 1);
    text_full (p, line, r.x + 44, r.y + 58, 13, FALSE, 0, 0);
  }
  draw_street_marks (p, gx, gy, cs);
  draw_grid (p, seat, gx, gy, cs, TRUE);
  draw_citizen_rows (p, seat, gx + cs * FTB_GRID + 14, gy, cs, r.x + r.w - 14 - (gx + cs * FTB_GRID + 14), TRUE);

  y = gy + cs * FTB_GRID + 16;
  set_rgb (p, &p->pal->text_dim, 1);
  text_full (p, _("Prestige"), r.x + 16, y + 4, 13, TRUE, 0, 0);
  draw_prestige (p, pl, rect (r.x + 16, y + 22, r.w - 32, 64), TRUE, TRUE);
  draw_area_table (p, pl, rect (r.x + 16, y + 64, r.w - 32, 30), area_vp, area_n);

  y += 112;
  draw_resources (p, pl, r.x + 22, y + 18, (r.w - 44) / 8, 30, TRUE);

  y += 52;
  draw_hand (p, seat, r.x + 20, y, 70, TRUE);
  draw_ship_river (p, seat, r.x + r.w - 150, y + 4, 50, TRUE);
  if (pl->n_reserve > 0)
    {
      set_rgb (p, &p->pal->text_dim, 1);
      text_full (p, _("Reserve"), r.x + r.w - 150, y + 68, 12, TRUE, 0, 0);
      draw_reserve (p, seat, r.x + r.w - 150, y + 80, 24, 136, TRUE);
    }
}

typedef struct
{
  int           seat;
  const guint8 *area_vp;
  int           area_n;
} CompactData;

static void
draw_compact_content (Painter      *p,
                      double        x,
                      double        y,
                      double        w,
                      double        h,
                      gconstpointer data)
{
  const CompactData *d = data;
  int seat = d->seat;
  const FtbPlayer *pl = &p->m->players[seat];
  double cs = 34;

  panel (p, rect (0, 0, 320, 460), FALSE);
  draw_player_header (p, seat, rect (10, 6, 300, 30), 15);
  draw_grid (p, seat, 12, 44, cs, FALSE);
  draw_citizen_rows (p, seat, 12 + cs * FTB_GRID + 10, 44, cs, 320 - 12 - (12 + cs * FTB_GRID + 10),
                     FALSE);
  draw_prestige (p, pl, rect (12, 262, 296, 22), FALSE, FALSE);
  draw_area_table (p, pl, rect (12, 288, 296, 22), d->area_vp, d->area_n);
  draw_resources (p, pl, 14, 330, 37, 22, TRUE);
  draw_hand (p, seat, 12, 356, 44, FALSE);
  draw_ship_river (p, seat, 12 + 44 * 2.3, 360, 34, FALSE);
  draw_reserve (p, seat, 200, 356, 20, 110, FALSE);
}

/* Everything another seat's compact Colonia shows, as a cache key. */
static char *
compact_key (Painter *p,
             int      seat)
{
  const FtbModel *m = p->m;
  g_autofree char *name = seat_name (p, seat);
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);
  LudusRgb rgb[FTB_MAX_SEATS];
  int header[6] = { seat, m->n_players, m->start_player, m->current, m->phase, m->area_n };

  for (int s = 0; s < FTB_MAX_SEATS; s++)
    seat_rgb (p, s, &rgb[s]);
  h = hash_bytes (h, header, sizeof header);
  h = hash_bytes (h, &m->players[seat], sizeof m->players[seat]);
  h = hash_bytes (h, m->area_vp[seat], sizeof m->area_vp[seat]);
  h = hash_bytes (h, m->crow_id, sizeof m->crow_id);
  h = hash_bytes (h, m->trajan_vp, sizeof m->trajan_vp);
  h = hash_bytes (h, &m->p_max, sizeof m->p_max);
  h = hash_bytes (h, &m->cypress, sizeof m->cypress);
  h = hash_bytes (h, rgb, sizeof rgb);
  h = hash_bytes (h, name, strlen (name));
  return g_strdup_printf ("compact:%" G_GINT64_MODIFIER "x", h);
}

static void
draw_compact_colonia (Painter      *p,
                      int           seat,
                      Rect          r,
                      const guint8 *area_vp,
                      int           area_n)
{
  /* Drawn in a 320 × 460 box, scaled to fit the space given. */
  double scale = MIN (r.w / 320.0, r.h / 460.0);
  CompactData data = { seat, area_vp, area_n };
  g_autofree char *key = compact_key (p, seat);

  cairo_save (p->cr);
  cairo_translate (p->cr, r.x + (r.w - 320 * scale) / 2, r.y);
  cairo_scale (p->cr, scale, scale);
  panel_cached (p, key, 320, 460, draw_compact_content, &data);
  cairo_restore (p->cr);
}

/* ------------------------------------------------------- the game board */

static void
draw_column (Painter *p,
             double   cx,
             double   base_y,
             double   s)
{
  /* Base, shaft and capital, stacked as far as they stand on the site. */
  int fragments = 4 - p->m->column_value;
  LudusRgb stone = p->dark ? (LudusRgb) { 0.62, 0.58, 0.50 } : (LudusRgb) { 0.80, 0.76, 0.66 };

  for (int i = 0; i < 3; i++)
    {
      double h = s * (i == 1 ? 1.6 : 0.7);
      double y = base_y - (i == 0 ? 0 : i == 1 ? s * 0.7 : s * 2.3) - h;
      double w = s * (i == 1 ? 0.7 : 1.1);

      cairo_rectangle (p->cr, cx - w / 2, y, w, h);
      if (i < fragments)
        {
          set_rgb (p, &stone, 1);
          cairo_fill_preserve (p->cr);
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.4);
        }
      else
        {
          cairo_set_dash (p->cr, (double[]) { 3, 3 }, 2, 0);
          set_rgb (p, &p->pal->line, 0.7);
        }
      cairo_set_line_width (p->cr, 1);
      cairo_stroke (p->cr);
      cairo_set_dash (p->cr, NULL, 0, 0);
    }
}

static void
draw_card (Painter    *p,
           Rect        r,
           gboolean    face_up)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 6);
  if (face_up)
    cairo_set_source_rgb (p->cr, p->dark ? 0.93 : 0.99, p->dark ? 0.90 : 0.97, p->dark ? 0.84 : 0.92);
  else
    cairo_set_source_rgb (p->cr, 0.55, 0.36, 0.25);
  cairo_fill_preserve (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
}

static void
draw_street_card (Painter *p,
                  int      k,
                  Rect     r)
{
  int street = p->m->street[k];
  double gs = r.w * 0.7 / FTB_GRID;
  double gx = r.x + (r.w - gs * FTB_GRID) / 2, gy = r.y + r.h * 0.3;

  draw_card (p, r, TRUE);
  cairo_set_source_rgb (p->cr, 0.24, 0.22, 0.27);
  text_full (p, roman (k + 1), r.x + r.w / 2, r.y + r.h * 0.15, r.h * 0.14, TRUE, 1, 0);
  for (int rr = 0; rr < FTB_GRID; rr++)
    for (int c = 0; c < FTB_GRID; c++)
      {
        gboolean on = street >= 0 && (street < FTB_GRID ? rr == street : c == street - FTB_GRID);

        cairo_rectangle (p->cr, gx + c * gs + 0.5, gy + rr * gs + 0.5, gs - 1, gs - 1);
        if (on)
          cairo_set_source_rgb (p->cr, 0.11, 0.44, 0.85);
        else
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.12);
        cairo_fill (p->cr);
      }
  p->street_card[k] = r;
  if (street >= 0)
    hit_take (p, r, g_strdup_printf (street < FTB_GRID ? _("Street card %s names row %d")
                                     : _("Street card %s names column %d"),
                                     roman (k + 1), street % FTB_GRID + 1));
}

static void
draw_board_header (Painter *p,
                   Rect     r)
{
  const FtbModel *m = p->m;
  g_autofree char *pass = g_strdup_printf (_("Pass %s"), roman (m->pass));
  g_autofree char *round = g_strdup_printf (_("Round %d of 4"), m->round);
  const char *phase;
  double x;

  switch (m->phase)
    {
    case FTB_PHASE_SETUP:
      phase = _("Setup");
      break;
    case FTB_PHASE_DRAFT:
      /* Translators: the simultaneous draft of colonia tiles. */
      phase = _("Draft");
      break;
    case FTB_PHASE_TURN:
      phase = _("Turns");
      break;
    case FTB_PHASE_SCORING:
      phase = _("Scoring");
      break;
    default:
      phase = _("Game over");
      break;
    }

  set_rgb (p, &p->pal->text, 1);
  text_full (p, pass, r.x + 14, r.y + 24, 26, TRUE, 0, 140);
  set_rgb (p, &p->pal->text_dim, 1);
  text_full (p, round, r.x + 14, r.y + 56, 15, FALSE, 0, 140);
  set_rgb (p, &p->pal->accent, 1);
  text_full (p, phase, r.x + 14, r.y + 80, 15, TRUE, 0, 140);
  hit_take (p, rect (r.x, r.y, 150, 96), g_strdup_printf ("%s · %s · %s", pass, round, phase));

  /* Trajan's column. */
  x = r.x + 190;
  draw_column (p, x, r.y + 90, 26);
  set_rgb (p, &p->pal->text, 1);
  {
    g_autofree char *value = g_strdup_printf (_("%d VP"), m->column_value);

    text_full (p, value, x + 24, r.y + 80, 14, TRUE, 0, 0);
    hit_take (p, rect (x - 20, r.y, 80, 96),
              g_strdup_printf (_("Trajan's column: value %d (VP for a triumphal column or a finished track, plus your active citizens)"),
                               m->column_value));
  }

  /* Street decks I–III with their fragments. */
  x = r.x + 270;
  for (int d = 0; d < 3; d++)
    {
      Rect c = rect (x + d * 58, r.y + 22, 48, 66);
      g_autofree char *n = g_strdup_printf ("%d", m->deck_left[d]);

      if (m->deck_left[d] > 0)
        draw_card (p, c, FALSE);
      else
        {
          ludus_cairo_rounded_rect (p->cr, c.x, c.y, c.w, c.h, 6);
          set_rgb (p, &p->pal->line, 0.5);
          cairo_set_dash (p->cr, (double[]) { 3, 3 }, 2, 0);
          cairo_stroke (p->cr);
          cairo_set_dash (p->cr, NULL, 0, 0);
        }
      cairo_set_source_rgb (p->cr, 1, 1, 1);
      if (m->deck_left[d] > 0)
        text_full (p, n, c.x + c.w / 2, c.y + c.h * 0.7, 15, TRUE, 1, 0);
      set_rgb (p, d + 1 == m->pass ? &p->pal->accent : &p->pal->text_dim, 1);
      text_full (p, roman (d + 1), c.x + c.w / 2, r.y + 10, 13, TRUE, 1, 0);
      if (m->fragment_on_deck[d])
        {
          cairo_rectangle (p->cr, c.x + c.w / 2 - 9, c.y + 6, 18, d == 1 ? 22 : 12);
          cairo_set_source_rgb (p->cr, 0.80, 0.76, 0.66);
          cairo_fill_preserve (p->cr);
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.4);
          cairo_stroke (p->cr);
        }
      hit_take (p, c, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "Street deck %s: %d card",
                                                    "Street deck %s: %d cards", m->deck_left[d]),
                                       roman (d + 1), m->deck_left[d]));
    }

  /* The two revealed street cards. */
  x = r.x + 460;
  for (int k = 0; k < 2; k++)
    {
      if (m->street[k] >= 0)
        draw_street_card (p, k, rect (x + k * 78, r.y + 6, 70, 88));
      else
        p->street_card[k] = rect (x + k * 78, r.y + 6, 70, 88);
    }

  /* The Trajan cards of each pass. */
  x = r.x + 640;
  for (int k = 0; k < 3; k++)
    {
      Rect c = rect (x + k * 114, r.y + 6, 104, 88);

      if (m->trajan[k] < 0)
        continue;
      draw_card (p, c, TRUE);
      cairo_set_source_rgb (p->cr, 0.24, 0.22, 0.27);
      ftb_draw_bust (p->cr, c.x + 20, c.y + 24, 26);
      {
        g_autofree char *name = m->trajan[k] < 12
          ? g_strdup_printf ("%s·%d", roman (k + 1), m->trajan[k] % 4 + 1)
          : g_strdup_printf ("%s·P", roman (k + 1));

        text_full (p, name, c.x + c.w - 10, c.y + 20, 16, TRUE, 2, 0);
      }
      cairo_set_source_rgb (p->cr, 0.36, 0.34, 0.39);
      text_full (p, _("Trajan card"), c.x + c.w / 2, c.y + c.h - 16, 12, FALSE, 1, c.w - 8);
      if (k + 1 == m->pass)
        {
          ludus_cairo_rounded_rect (p->cr, c.x - 2, c.y - 2, c.w + 4, c.h + 4, 7);
          set_rgb (p, &p->pal->accent, 1);
          cairo_set_line_width (p->cr, 2);
          cairo_stroke (p->cr);
        }
      if (m->trajan_tip[k] != NULL)
        hit (p, c, NULL, m->trajan_tip[k]);
    }
}

/*
 * A mosaic cell: its colour, plus a pattern of its own (waves, dots,
 * hatching, a lozenge) so that the four colours are told apart without
 * colour vision.
 */
static void
draw_mosaic_content (Painter      *p,
                     double        x,
                     double        y,
                     double        w,
                     double        h,
                     gconstpointer data)
{
  int colour = *(const int *) data;
  cairo_t *cr = p->cr;
  LudusRgb rgb;

  ftb_colour_rgb (colour, p->dark, &rgb);
  cairo_rectangle (cr, x, y, w, h);
  if (p->dark)
    cairo_set_source_rgb (cr, rgb.r * 0.7, rgb.g * 0.7, rgb.b * 0.7);
  else
    cairo_set_source_rgb (cr, rgb.r * 0.6 + 0.4, rgb.g * 0.6 + 0.4, rgb.b * 0.6 + 0.4);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, p->dark ? 0 : 1, p->dark ? 0 : 1, p->dark ? 0 : 1, 0.45);
  cairo_set_line_width (cr, MAX (1, w * 0.05));
  switch (colour)
    {
    case FTB_BLUE:
      for (int i = 1; i <= 2; i++)
        {
          double yy = y + h * i / 3.0;

          cairo_move_to (cr, x + w * 0.15, yy);
          cairo_curve_to (cr, x + w * 0.35, yy - h * 0.1, x + w * 0.45, yy + h * 0.1, x + w * 0.5, yy);
          cairo_curve_to (cr, x + w * 0.6, yy - h * 0.1, x + w * 0.7, yy + h * 0.1, x + w * 0.85, yy);
        }
      cairo_stroke (cr);
      break;
    case FTB_GREEN:
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          {
            cairo_arc (cr, x + w * (0.3 + 0.4 * i), y + h * (0.3 + 0.4 * j), w * 0.07, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      break;
    case FTB_RED:
      for (int i = 1; i <= 3; i++)
        {
          cairo_move_to (cr, x + w * 0.25 * i, y + h * 0.1);
          cairo_line_to (cr, x + w * 0.25 * i - w * 0.2, y + h * 0.9);
        }
      cairo_stroke (cr);
      break;
    default:
      cairo_move_to (cr, x + w / 2, y + h * 0.2);
      cairo_line_to (cr, x + w * 0.8, y + h / 2);
      cairo_line_to (cr, x + w / 2, y + h * 0.8);
      cairo_line_to (cr, x + w * 0.2, y + h / 2);
      cairo_close_path (cr);
      cairo_stroke (cr);
      break;
    }
}

static void
draw_forum (Painter *p,
            Rect     r)
{
  const FtbModel *m = p->m;
  double fs;
  double ox, oy;

  if (m->forum_w <= 0 || m->forum_h <= 0)
    return;
  fs = MIN (r.w / m->forum_w, r.h / m->forum_h);
  ox = r.x + (r.w - fs * m->forum_w) / 2;
  oy = r.y + (r.h - fs * m->forum_h) / 2;

  for (int y = 0; y < m->forum_h; y++)
    for (int x = 0; x < m->forum_w; x++)
      {
        int kind = m->forum[y][x];
        int owner = m->envoy[y][x];
        Rect c = rect (ox + x * fs, oy + y * fs, fs, fs);
        g_autofree char *tip = NULL;

        p->forum[y][x] = c;
        if (kind == FTB_FORUM_HOLE)
          continue;
        if (kind == FTB_FORUM_EAGLE)
          {
            cairo_rectangle (p->cr, c.x + 1, c.y + 1, c.w - 2, c.h - 2);
            cairo_set_source_rgb (p->cr, p->dark ? 0.45 : 0.86, p->dark ? 0.40 : 0.80,
                                  p->dark ? 0.30 : 0.66);
            cairo_fill (p->cr);
            sprite (p, "eagle", c.x + fs * 0.1, c.y + fs * 0.1, fs * 0.8, fs * 0.8,
                    draw_eagle_content, NULL);
          }
        else
          {
            int colour = kind;

            sprite (p, colour == 0 ? "mosaic:0" : colour == 1 ? "mosaic:1"
                       : colour == 2 ? "mosaic:2" : "mosaic:3",
                    c.x + 1, c.y + 1, c.w - 2, c.h - 2, draw_mosaic_content, &colour);
          }
        if (owner >= 0)
          seat_piece (p, owner, c.x + fs / 2, c.y + fs / 2, fs * 0.3);

        if (owner >= 0)
          {
            g_autofree char *name = seat_name (p, owner);

            tip = kind == FTB_FORUM_EAGLE
              /* Translators: %s is a player's name. */
              ? g_strdup_printf (_("Eagle, envoy of %s"), name)
              /* Translators: a forum cell: its colour, and whose envoy stands on it. */
              : g_strdup_printf (_("Forum, %s: envoy of %s"), ftb_colour_name (kind), name);
          }
        else
          tip = kind == FTB_FORUM_EAGLE ? g_strdup (_("Eagle (empty)"))
            : g_strdup_printf (_("Forum, %s (empty)"), ftb_colour_name (kind));
        hit (p, c, NULL, tip);
      }

  /* Mosaic board borders every 4 columns (the boards are 3 × 4). */
  set_rgb (p, &p->pal->background, 1);
  cairo_set_line_width (p->cr, 3);
  for (int x = 4; x < m->forum_w; x += 4)
    {
      cairo_move_to (p->cr, ox + x * fs, oy);
      cairo_line_to (p->cr, ox + x * fs, oy + fs * m->forum_h);
    }
  cairo_stroke (p->cr);
}

static void
draw_tracks (Painter *p,
             Rect     r)
{
  static const FtbBuilding building_of[FTB_N_TRACKS] = {
    FTB_BLD_LIBRARY, FTB_BLD_BASILICA, FTB_BLD_MARKET,
  };
  const FtbModel *m = p->m;
  double rowh = r.h / FTB_N_TRACKS;
  double label_w = 150, col_w = 70;
  double lw = (r.w - label_w - col_w) / 4;

  for (int t = 0; t < FTB_N_TRACKS; t++)
    {
      double y = r.y + t * rowh;

      g_autofree char *label = ftb_capitalise (ftb_building_name (building_of[t]));

      building (p, building_of[t], r.x, y + 4, rowh - 8);
      set_rgb (p, &p->pal->text, 1);
      text_full (p, label, r.x + rowh, y + rowh / 2, 14, TRUE, 0, label_w - rowh - 4);
      /* Translators: %s is a building (library, basilica, market). */
      hit_take (p, rect (r.x, y, label_w, rowh), g_strdup_printf (_("Reward track: %s"), label));

      for (int lv = 1; lv <= 5; lv++)
        {
          Rect b = lv <= 4 ? rect (r.x + label_w + (lv - 1) * lw + 2, y + 3, lw - 4, rowh - 6)
                           : rect (r.x + label_w + 4 * lw + 2, y + 3, col_w - 4, rowh - 6);
          g_autofree char *reward = lv <= 4 ? ftb_track_reward_text (t, lv) : NULL;
          g_autofree char *num = g_strdup_printf ("%d", lv);
          int k = 0;

          ludus_cairo_rounded_rect (p->cr, b.x, b.y, b.w, b.h, 6);
          set_rgb (p, lv <= 4 ? &p->pal->background : &p->pal->surface_alt, 1);
          cairo_fill (p->cr);
          if (lv <= 4)
            {
              g_autofree char *tip = NULL;
              GString *names = g_string_new (NULL);

              set_rgb (p, &p->pal->text_dim, 1);
              text_full (p, num, b.x + 8, b.y + 11, 12, TRUE, 0, 0);
              set_rgb (p, &p->pal->text, 1);
              text_box (p, reward, b.x + 6, b.y + 20, b.w - 12, b.h - 22, 12.5, FALSE);
              /* Translators: reward track (a building), level, and its reward. */
              tip = g_strdup_printf (_("%s, level %d: %s"), label, lv, reward);

              for (int s = 0; s < m->n_players; s++)
                if (m->players[s].track[t] == lv)
                  {
                    g_autofree char *name = seat_name (p, s);

                    if (names->len > 0)
                      g_string_append (names, ", ");
                    g_string_append (names, name);
                  }
              if (names->len > 0)
                /* Translators: a track space's tooltip, then whose markers stand on it. */
                hit_take (p, b, g_strdup_printf (_("%s\nMarkers: %s"), tip, names->str));
              else
                hit (p, b, NULL, tip);
              g_string_free (names, TRUE);
            }
          else
            {
              set_rgb (p, &p->pal->text_dim, 1);
              draw_column (p, b.x + 14, b.y + b.h - 4, 9);
              hit_take (p, b, g_strdup (_("Beside Trajan's column: track finished")));
            }
          p->track[t][lv - 1] = b;

          /* Markers standing on this level. */
          for (int s = 0; s < m->n_players; s++)
            if (m->players[s].track[t] == lv)
              {
                seat_piece (p, s, b.x + b.w - 10 - k * 15, b.y + 11, 6);
                k++;
              }
        }
      /* Markers not yet on the track (level 0) wait before space 1. */
      {
        int k = 0;

        for (int s = 0; s < m->n_players; s++)
          if (m->players[s].track[t] == 0)
            {
              seat_piece (p, s, r.x + label_w - 8 - (k % 2) * 12, y + 10 + (k / 2) * 12, 5);
              k++;
            }
      }
    }
}

static void
draw_supply (Painter *p,
             Rect     r)
{
  const FtbModel *m = p->m;
  double cw = r.w / 4, ch = (r.h - 18) / FTB_N_COLOURS;

  set_rgb (p, &p->pal->text_dim, 1);
  text_full (p, _("Buildings"), r.x + r.w / 2, r.y + 7, 12, TRUE, 1, r.w);
  for (int c = 0; c < FTB_N_COLOURS; c++)
    for (int shape = 0; shape < 4; shape++)
      {
        Rect b = rect (r.x + shape * cw + 2, r.y + 18 + c * ch + 2, cw - 4, ch - 4);
        int form = c * 4 + shape;
        int left = m->supply[c][shape < 2 ? 0 : 1];
        double s = MIN (b.w, b.h);
        FtbBuilding coloured = FTB_BLD_FOUNTAIN + c;
        FtbBuilding grey = shape < 2 ? m->single_grey[c] : m->double_grey[c];
        g_autofree char *tip = NULL;

        if (left == 0)
          fade_begin (p, b.x, b.y, b.w, b.h);
        switch (shape)
          {
          case 0:
            building (p, grey, b.x + (b.w - s) / 2, b.y, s);
            break;
          case 1:
            building (p, coloured, b.x + (b.w - s) / 2, b.y, s);
            break;
          default:
            building (p, shape == 3 ? grey : coloured, b.x + b.w / 2 - s * 0.5, b.y + s * 0.2, s * 0.6);
            building (p, coloured, b.x + b.w / 2 - s * 0.1, b.y + s * 0.2, s * 0.6);
            break;
          }
        if (left == 0)
          fade_end (p, 0.25);
        p->form[form] = b;
        if (left >= 0 && (shape == 1 || shape == 3))
          {
            g_autofree char *count = g_strdup_printf ("%d", left);

            /* Each kind's two faces share one pool: one count per pool. */
            set_rgb (p, &p->pal->text_dim, 1);
            text_full (p, count, b.x + b.w + 1, b.y + b.h - 5, 10, TRUE, 2, 0);
          }

        switch (shape)
          {
          case 0:
            /* Translators: a single building tile; %s is the building. */
            tip = g_strdup_printf (_("Single tile, %s (costs 1 builder)"), ftb_building_name (grey));
            break;
          case 1:
            tip = g_strdup_printf (_("Single tile, %s (costs 1 %s worker)"),
                                   ftb_building_name (coloured), ftb_colour_name (c));
            break;
          case 2:
            tip = g_strdup_printf (_("Double tile, 2 × %s (costs 2 %s workers)"),
                                   ftb_building_name (coloured), ftb_colour_name (c));
            break;
          default:
            tip = g_strdup_printf (_("Double tile, %s + %s (costs 1 builder and 1 %s worker)"),
                                   ftb_building_name (grey), ftb_building_name (coloured),
                                   ftb_colour_name (c));
            break;
          }
        if (left >= 0)
          {
            char *full = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; %d tile left",
                                                       "%s; %d tiles left", left), tip, left);

            g_free (tip);
            tip = full;
          }
        hit (p, b, NULL, tip);
      }
}

/* ------------------------------------------------ moves: spots, buttons */

static gboolean
same_spot (const FtbMoveSpot *a,
           const FtbMoveSpot *b)
{
  return a->spot == b->spot && a->a == b->a && a->b == b->b &&
         (a->spot == FTB_SPOT_CELL_PAIR ? a->c == b->c : TRUE);
}

/* The part of a spot's rectangle that belongs to the index-th of n moves. */
static Rect
split (Rect r,
       int  index,
       int  n)
{
  int cols = (int) ceil (sqrt (n));
  int rows = (n + cols - 1) / cols;
  double w = r.w / cols, h = r.h / rows;

  if (n <= 1)
    return r;
  return rect (r.x + (index % cols) * w, r.y + (index / cols) * h, w, h);
}

static gboolean
spot_rect (Painter *p,
           guint    i,
           Rect    *out)
{
  const FtbModel *m = p->m;
  const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
  int index = 0, n = 0;
  gboolean any_tribune = FALSE, any_cell = FALSE;
  Rect base;

  for (guint j = 0; j < m->moves->len; j++)
    {
      const FtbMoveSpot *o = &g_array_index (m->moves, FtbMoveSpot, j);

      if (same_spot (s, o))
        {
          if (j < i)
            index++;
          n++;
        }
      if ((o->spot == FTB_SPOT_CELL || o->spot == FTB_SPOT_CELL_TRIBUNE) &&
          o->a == s->a && o->b == s->b)
        {
          any_tribune |= o->spot == FTB_SPOT_CELL_TRIBUNE;
          any_cell |= o->spot == FTB_SPOT_CELL;
        }
    }

#define IN(v, lim) ((v) >= 0 && (v) < (lim))
  switch (s->spot)
    {
    case FTB_SPOT_BUTTON:
      if (p->button == NULL || p->button[i].w <= 0)
        return FALSE;
      *out = p->button[i];
      return TRUE;
    case FTB_SPOT_CELL:
    case FTB_SPOT_CELL_TRIBUNE:
      if (!IN (s->a, FTB_GRID) || !IN (s->b, FTB_GRID))
        return FALSE;
      base = p->cell[s->a][s->b];
      if (any_tribune && any_cell)
        {
          /* Taking by the card above, paying a tribune below. */
          if (s->spot == FTB_SPOT_CELL)
            base.h *= 0.6;
          else
            {
              base.y += base.h * 0.6;
              base.h *= 0.4;
            }
        }
      /* Taking from a street: split by card side by side. */
      if (n > 1)
        {
          *out = rect (base.x + index * base.w / n, base.y, base.w / n, base.h);
          return TRUE;
        }
      *out = base;
      return TRUE;
    case FTB_SPOT_CELL_PAIR:
      {
        Rect c;
        double t = 0.34;

        if (!IN (s->a, FTB_GRID) || !IN (s->b, FTB_GRID) || !IN (s->c, 4))
          return FALSE;
        c = p->cell[s->a][s->b];
        /* A strip along the edge towards the second cell. */
        switch (s->c)
          {
          case 0:
            base = rect (c.x + c.w * 0.2, c.y, c.w * 0.6, c.h * t);
            break;
          case 1:
            base = rect (c.x + c.w * (1 - t), c.y + c.h * 0.2, c.w * t, c.h * 0.6);
            break;
          case 2:
            base = rect (c.x + c.w * 0.2, c.y + c.h * (1 - t), c.w * 0.6, c.h * t);
            break;
          default:
            base = rect (c.x, c.y + c.h * 0.2, c.w * t, c.h * 0.6);
            break;
          }
        *out = split (base, index, n);
        return TRUE;
      }
    case FTB_SPOT_FORUM:
      if (!IN (s->a, m->forum_w) || !IN (s->b, m->forum_h))
        return FALSE;
      *out = split (p->forum[s->b][s->a], index, n);
      return TRUE;
    case FTB_SPOT_CITIZEN_ROW:
      if (!IN (s->a, FTB_N_ROWS))
        return FALSE;
      base = p->crow[s->a];
      *out = n > 1 ? rect (base.x + index * base.w / n, base.y, base.w / n, base.h) : base;
      return TRUE;
    case FTB_SPOT_HAND:
      if (!IN (s->a, m->players[MAX (m->viewer, 0)].n_hand))
        return FALSE;
      *out = split (p->hand[s->a], index, n);
      return TRUE;
    case FTB_SPOT_RESERVE:
      if (!IN (s->a, m->players[MAX (m->viewer, 0)].n_reserve))
        return FALSE;
      *out = split (p->reserve[s->a], index, n);
      return TRUE;
    case FTB_SPOT_TRACK:
      if (!IN (s->a, FTB_N_TRACKS) || s->b < 1 || s->b > 5)
        return FALSE;
      *out = split (p->track[s->a][s->b - 1], index, n);
      return TRUE;
    case FTB_SPOT_STREET_CARD:
      if (!IN (s->a, 2))
        return FALSE;
      *out = split (p->street_card[s->a], index, n);
      return TRUE;
    case FTB_SPOT_PRESTIGE:
      if (!IN (s->a, MIN (m->p_max + 1, FTB_MAX_PRESTIGE)))
        return FALSE;
      *out = split (p->prestige[s->a], index, n);
      return TRUE;
    case FTB_SPOT_FORM:
      if (!IN (s->a, FTB_N_FORMS))
        return FALSE;
      *out = p->form[s->a];
      return TRUE;
    default:
      return FALSE;
    }
#undef IN
}

static void
draw_icon_recipe (Painter    *p,
                  const char *icons,
                  double      x,
                  double      cy,
                  double      size)
{
  for (const char *c = icons; *c != '\0'; c++)
    {
      FtbIcon icon;
      int arg = 0;

      switch (*c)
        {
        case 'b': icon = FTB_ICON_BUILDER; break;
        case 'a': icon = FTB_ICON_ASSISTANT; break;
        case 'c': icon = FTB_ICON_COIN; break;
        case 't': icon = FTB_ICON_TRIBUNE; break;
        case 'u': icon = FTB_ICON_UPGRADE; break;
        case 'v': icon = FTB_ICON_VP; break;
        case 'e': icon = FTB_ICON_ENVOY; break;
        case '>': icon = FTB_ICON_ARROW; break;
        case 's':
        case 'x':
          {
            /* A colour swatch (s0..s3), or a cross for "no". */
            double d = size * 0.36;

            if (*c == 's' && c[1] >= '0' && c[1] <= '3')
              {
                LudusRgb rgb;

                ftb_colour_rgb (*++c - '0', p->dark, &rgb);
                ludus_cairo_rounded_rect (p->cr, x + size / 2 - d, cy - d, 2 * d, 2 * d, d * 0.3);
                set_rgb (p, &rgb, 1);
                cairo_fill_preserve (p->cr);
                cairo_set_source_rgba (p->cr, 0, 0, 0, 0.5);
                cairo_set_line_width (p->cr, 1);
                cairo_stroke (p->cr);
              }
            else if (*c == 'x')
              {
                set_rgb (p, &p->pal->text, 0.8);
                cairo_set_line_width (p->cr, size * 0.1);
                cairo_move_to (p->cr, x + size / 2 - d, cy - d);
                cairo_line_to (p->cr, x + size / 2 + d, cy + d);
                cairo_move_to (p->cr, x + size / 2 + d, cy - d);
                cairo_line_to (p->cr, x + size / 2 - d, cy + d);
                cairo_stroke (p->cr);
              }
            x += size;
          }
          continue;
        case 'w':
          icon = FTB_ICON_WORKER;
          if (c[1] >= '0' && c[1] <= '3')
            arg = *++c - '0';
          break;
        default:
          continue;
        }
      if (icon == FTB_ICON_ARROW)
        set_rgb (p, &p->pal->text, 1);
      ftb_draw_icon (p->cr, icon, arg, x + size / 2, cy, size, p->dark);
      x += size * (icon == FTB_ICON_ARROW ? 0.9 : 1.0);
    }
}

static double
recipe_width (const char *icons,
              double      size)
{
  double w = 0;

  for (const char *c = icons; *c != '\0'; c++)
    {
      if (*c >= '0' && *c <= '3')
        continue;
      w += *c == '>' ? size * 0.9 : size;
    }
  return w;
}

static void
layout_buttons (Painter *p,
                Rect     area)
{
  const FtbModel *m = p->m;
  double x = area.x, y = area.y;
  double h = 34, gap = 8;

  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      double w;

      if (s->spot != FTB_SPOT_BUTTON)
        continue;
      if (s->icons != NULL)
        w = recipe_width (s->icons, 22) + 20;
      else
        w = MIN (area.w, text_width (p, s->label != NULL ? s->label : "", 14, TRUE) + 28);
      if (x + w > area.x + area.w && x > area.x)
        {
          x = area.x;
          y += h + gap;
        }
      if (y + h > area.y + area.h)
        break;    /* out of room: drawn as a list instead (never with this layout) */
      p->button[i] = rect (x, y, w, h);
      x += w + gap;
    }
}

static void
draw_button (Painter           *p,
             const FtbMoveSpot *s,
             Rect               r,
             gboolean           hover)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 8);
  set_rgb (p, &p->pal->accent, hover ? 1.0 : 0.85);
  cairo_fill (p->cr);
  if (s->icons != NULL)
    {
      ludus_cairo_rounded_rect (p->cr, r.x + 3, r.y + 3, r.w - 6, r.h - 6, 6);
      cairo_set_source_rgba (p->cr, 1, 1, 1, p->dark ? 0.85 : 0.92);
      cairo_fill (p->cr);
      draw_icon_recipe (p, s->icons, r.x + 10, r.y + r.h / 2, 22);
    }
  else
    {
      set_rgb (p, &p->pal->accent_text, 1);
      text_full (p, s->label, r.x + r.w / 2, r.y + r.h / 2, 14, TRUE, 1, r.w - 16);
    }
}

static void
draw_move_marks (Painter *p)
{
  const FtbModel *m = p->m;

  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      gboolean hover = p->hover != NULL && ludus_move_equal (p->hover, &s->move);
      gboolean selected = s->spot == FTB_SPOT_FORM && s->a == m->form;
      Rect r;

      if (!spot_rect (p, i, &r))
        continue;

      if (s->spot == FTB_SPOT_BUTTON)
        draw_button (p, s, r, hover);
      else
        {
          ludus_cairo_rounded_rect (p->cr, r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3,
                                    MIN (6, MIN (r.w, r.h) / 4));
          set_rgb (p, &p->pal->accent, hover || selected ? 0.40 : 0.16);
          cairo_fill_preserve (p->cr);
          set_rgb (p, &p->pal->accent, 1);
          cairo_set_line_width (p->cr, hover || selected ? 3 : 2);
          cairo_stroke (p->cr);
          if (s->icons != NULL)
            {
              double size = MIN (MIN (r.w, r.h) * 0.8, 26);

              draw_icon_recipe (p, s->icons, r.x + r.w / 2 - recipe_width (s->icons, size) / 2,
                                r.y + r.h / 2, size);
            }
          else if (s->spot == FTB_SPOT_CELL_TRIBUNE)
            ftb_draw_icon (p->cr, FTB_ICON_TRIBUNE, 0, r.x + r.w / 2, r.y + r.h / 2,
                           MIN (r.w, r.h) * 0.8, p->dark);
          else if (s->spot == FTB_SPOT_CELL_PAIR)
            {
              /* A small domino pointing at the second cell. */
              double cx = r.x + r.w / 2, cy = r.y + r.h / 2, d = MIN (r.w, r.h) * 0.28;

              set_rgb (p, &p->pal->accent, 1);
              cairo_arc (p->cr, cx, cy, d, 0, 2 * G_PI);
              cairo_fill (p->cr);
            }
        }
      hit (p, r, &s->move, s->tooltip != NULL ? s->tooltip : s->label);
    }
}

static void
draw_preview (Painter *p)
{
  const FtbModel *m = p->m;

  if (p->hover == NULL)
    return;
  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      Rect r;
      double w, x, y;

      if (!ludus_move_equal (p->hover, &s->move) || s->preview == NULL || !spot_rect (p, i, &r))
        continue;
      /* A callout above the spot with what the move brings. */
      w = MIN (520, text_width (p, s->preview, 14, TRUE) + 24);
      x = CLAMP (r.x + r.w / 2 - w / 2, 8, FTB_CANVAS_WIDTH - w - 8);
      y = r.y - 44 > 8 ? r.y - 44 : r.y + r.h + 8;
      ludus_cairo_rounded_rect (p->cr, x, y, w, 36, 8);
      set_rgb (p, &p->pal->text, 0.92);
      cairo_fill (p->cr);
      set_rgb (p, &p->pal->background, 1);
      text_full (p, s->preview, x + w / 2, y + 18, 14, TRUE, 1, w - 16);
      return;
    }
}

/* ------------------------------------------------------------- the whole */

void
ftb_draw (cairo_t         *cr,
          const FtbModel  *model,
          FtbSprites      *sprites,
          LudusView       *view,
          double           width,
          double           height,
          gboolean         dark,
          LudusHitMap     *hits,
          const LudusMove *hover,
          const LudusMove *focus)
{
  Painter p = { 0 };
  double scale;
  int viewer;
  int others[FTB_MAX_SEATS];
  int n_others = 0;
  int area_n = CLAMP (model->area_n, 1, 16);
  Rect vr = rect (16, 16, 560, 968);
  Rect br = rect (592, 16, 992, 500);

  g_return_if_fail (model != NULL);

  p.cr = cr;
  p.sprites = sprites;
  p.m = model;
  p.view = view;
  p.dark = dark;
  p.pal = ludus_palette_get (dark);
  p.hits = hits;
  p.hover = hover;
  p.focus = focus;

  cairo_save (cr);
  cairo_get_matrix (cr, &p.base_inv);
  cairo_matrix_invert (&p.base_inv);

  scale = MIN (width / FTB_CANVAS_WIDTH, height / FTB_CANVAS_HEIGHT);
  cairo_translate (cr, (width - FTB_CANVAS_WIDTH * scale) / 2,
                   (height - FTB_CANVAS_HEIGHT * scale) / 2);
  cairo_scale (cr, scale, scale);

  p.layout = pango_cairo_create_layout (cr);
  p.font = pango_font_description_from_string ("Cantarell, Sans");
  p.button = g_new0 (Rect, MAX (1, model->moves->len));

  cairo_rectangle (cr, 0, 0, FTB_CANVAS_WIDTH, FTB_CANVAS_HEIGHT);
  set_rgb (&p, &p.pal->background, 1);
  cairo_fill (cr);

  viewer = model->viewer >= 0 && model->viewer < model->n_players ? model->viewer : 0;
  for (int i = 1; i < model->n_players; i++)
    others[n_others++] = (viewer + i) % model->n_players;

  /* The game board. */
  panel (&p, br, FALSE);
  draw_board_header (&p, rect (br.x + 8, br.y + 8, br.w - 16, 100));
  draw_forum (&p, rect (br.x + 16, br.y + 116, br.w - 32, 150));
  draw_tracks (&p, rect (br.x + 16, br.y + 280, br.w - 220, 206));
  draw_supply (&p, rect (br.x + br.w - 196, br.y + 276, 180, 214));

  /* The players. */
  draw_viewer_colonia (&p, viewer, vr, model->area_vp[viewer], area_n);
  for (int i = 0; i < n_others; i++)
    {
      double gap = 12;
      double w = (br.w - gap * (n_others - 1)) / n_others;

      draw_compact_colonia (&p, others[i], rect (br.x + i * (w + gap), 528, w, 456),
                            model->area_vp[others[i]], area_n);
    }

  /* The prompt, the buttons, then every move's mark and region on top. */
  if (model->prompt != NULL)
    {
      set_rgb (&p, &p.pal->text, 1);
      text_box (&p, model->prompt, vr.x + 20, vr.y + 776, vr.w - 40, 44, 16, TRUE);
    }
  if (model->stand_in)
    {
      set_rgb (&p, &p.pal->text_dim, 1);
      text_full (&p, _("Provisional component data"), vr.x + vr.w - 16, vr.y + vr.h - 14, 11, FALSE,
                 2, vr.w - 32);
    }
  layout_buttons (&p, rect (vr.x + 20, vr.y + 822, vr.w - 40, 124));
  draw_move_marks (&p);
  draw_preview (&p);

  g_free (p.button);
  pango_font_description_free (p.font);
  g_object_unref (p.layout);
  cairo_restore (cr);
}
