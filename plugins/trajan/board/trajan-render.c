/* trajan-render.c: the Trajan renderer's frame, text cache and piece drawing
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "trajan-render-private.h"

/* Marker colours, as printed, and a pattern each so that colour-blind
 * players tell them apart too. */
static const LudusRgb marker_rgb[TRAJAN_N_COLOURS] = {
  { 0.965, 0.827, 0.176 },  /* yellow */
  { 1.000, 0.471, 0.000 },  /* orange */
  { 0.561, 0.941, 0.643 },  /* light green */
  { 0.980, 0.980, 0.980 },  /* white */
  { 0.961, 0.600, 0.780 },  /* pink */
  { 0.208, 0.518, 0.894 },  /* blue */
};

/* Goods kinds (no names printed on the cards): one hue each. */
static const LudusRgb goods_rgb[TRAJAN_N_GOODS] = {
  { 0.75, 0.75, 0.74 },     /* column */
  { 0.60, 0.42, 0.27 },     /* pelt */
  { 0.96, 0.93, 0.82 },     /* scroll */
  { 0.90, 0.38, 0.00 },     /* jugs */
  { 0.93, 0.20, 0.23 },     /* fruit */
  { 1.00, 0.64, 0.28 },     /* lamp */
  { 0.51, 0.24, 0.61 },     /* wine */
  { 0.38, 0.63, 0.92 },     /* fish */
  { 0.90, 0.65, 0.04 },     /* jewellery */
  { 0.15, 0.64, 0.41 },     /* gems */
  { 0.39, 0.27, 0.17 },     /* cattle */
  { 0.97, 0.89, 0.36 },     /* wheat */
};

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI" };

const LudusRgb *
tr_marker_rgb (guint colour)
{
  return &marker_rgb[MIN (colour, TRAJAN_N_COLOURS - 1)];
}

const LudusRgb *
tr_goods_rgb (guint kind)
{
  return &goods_rgb[MIN (kind, TRAJAN_N_GOODS - 1)];
}

/* The renderer */

TrajanRender *
trajan_render_new (const TrajanData *data)
{
  TrajanRender *self = g_new0 (TrajanRender, 1);
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  cairo_font_options_t *options = cairo_font_options_create ();

  self->data = data;
  self->pango = pango_font_map_create_context (map);
  /* Unhinted metrics: a layout made once is right at every scale. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->pango, options);
  pango_context_set_round_glyph_positions (self->pango, FALSE);
  cairo_font_options_destroy (options);
  self->font = pango_font_description_from_string ("Cantarell, Sans");
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->device_scale = 1.0;
  self->sprites = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) cairo_surface_destroy);
  return self;
}

/**
 * trajan_render_set_device_scale:
 * @scale: device pixels per unit (the widget's scale factor)
 *
 * What a recording surface will be played back at, so that cached images
 * stay sharp on high-density screens.
 */
void
trajan_render_set_device_scale (TrajanRender *self,
                                double        scale)
{
  g_return_if_fail (self != NULL);
  self->device_scale = scale > 0 ? scale : 1.0;
}

/**
 * trajan_render_set_vectors_only:
 * @vectors_only: draw everything as vectors, without cached images
 *
 * For comparing the cached drawing with the plain one.
 */
void
trajan_render_set_vectors_only (TrajanRender *self,
                                gboolean      vectors_only)
{
  g_return_if_fail (self != NULL);
  self->vectors_only = vectors_only;
}

void
trajan_render_free (TrajanRender *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->layouts, g_hash_table_unref);
  g_clear_object (&self->pango);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->layer, cairo_surface_destroy);
  g_clear_pointer (&self->layer_key, g_free);
  g_clear_pointer (&self->sprites, g_hash_table_unref);
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    g_free (self->abbrev[k]);
  g_free (self->abbrev_lang);
  g_free (self);
}

/* A laid-out string, made once per (text, size, weight). The key holds the
 * translated text, so after a language switch new layouts are made. */
static PangoLayout *
get_layout (TrajanRender *self,
            const char   *text,
            double        size,
            gboolean      bold)
{
  g_autofree char *key = g_strdup_printf ("%d|%d|%s", (int) (size * 10), bold, text);
  PangoLayout *layout = g_hash_table_lookup (self->layouts, key);
  PangoFontDescription *desc;

  if (layout != NULL)
    return layout;
  if (g_hash_table_size (self->layouts) > 4000)
    g_hash_table_remove_all (self->layouts);
  desc = pango_font_description_copy_static (self->font);
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  layout = pango_layout_new (self->pango);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);
  g_hash_table_insert (self->layouts, g_steal_pointer (&key), layout);
  return layout;
}

void
tr_text (Frame      *f,
         const char *text,
         double      x,
         double      y,
         double      size,
         gboolean    bold,
         double      max_width,
         int         align)
{
  PangoLayout *layout;
  PangoRectangle ink, logical;
  double w, h, k = 1.0;

  if (text == NULL || *text == '\0')
    return;
  layout = get_layout (f->self, text, size, bold);
  pango_layout_get_extents (layout, &ink, &logical);
  w = (double) logical.width / PANGO_SCALE;
  h = (double) logical.height / PANGO_SCALE;
  if (max_width > 0 && w > max_width)
    k = max_width / w;
  cairo_save (f->cr);
  if (align < 0)
    cairo_translate (f->cr, x, y);
  else if (align == 0)
    cairo_translate (f->cr, x - w * k / 2, y);
  else
    cairo_translate (f->cr, x - w * k, y);
  cairo_scale (f->cr, k, k);
  cairo_move_to (f->cr, -(double) logical.x / PANGO_SCALE, -h / 2);
  pango_cairo_show_layout (f->cr, layout);
  cairo_new_path (f->cr);
  cairo_restore (f->cr);
}

void
tr_text_dim (Frame      *f,
             const char *text,
             double      x,
             double      y,
             double      size,
             double      max_width,
             int         align)
{
  ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
  tr_text (f, text, x, y, size, FALSE, max_width, align);
}

void
tr_box (Frame          *f,
        double          x,
        double          y,
        double          w,
        double          h,
        double          radius,
        const LudusRgb *fill,
        double          fill_alpha)
{
  ludus_cairo_rounded_rect (f->cr, x, y, w, h, radius);
  ludus_cairo_set_rgb (f->cr, fill, fill_alpha);
  cairo_fill_preserve (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
  cairo_set_line_width (f->cr, 1.0);
  cairo_stroke (f->cr);
}

void
tr_panel (Frame      *f,
          double      x,
          double      y,
          double      w,
          double      h,
          const char *title)
{
  if (!TR_STATIC (f))
    return;
  tr_box (f, x, y, w, h, 10, &f->pal->surface, 1.0);
  if (title != NULL)
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      tr_text (f, title, x + 12, y + 14, 14, TRUE, w - 24, -1);
    }
}

/* Hit regions: the drawing is scaled, the hit map is in widget units. */

void
tr_tip_rect (Frame      *f,
             double      x,
             double      y,
             double      w,
             double      h,
             const char *tooltip)
{
  if (f->ctx->hits == NULL || !TR_DYNAMIC (f))
    return;
  ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                          h * f->scale, NULL, tooltip);
}

void
tr_tip_circle (Frame      *f,
               double      cx,
               double      cy,
               double      r,
               const char *tooltip)
{
  if (f->ctx->hits == NULL || !TR_DYNAMIC (f))
    return;
  ludus_hit_map_add_circle (f->ctx->hits, cx * f->scale, cy * f->scale, r * f->scale,
                            NULL, tooltip);
}

int
tr_find_move (Frame *f,
              int    kind,
              int    a0,
              int    a1,
              int    a2,
              int    a3)
{
  for (guint i = 0; i < f->n_moves; i++)
    {
      const LudusMove *m = &f->moves[i];

      if (m->kind == kind && m->args[0] == a0 && m->args[1] == a1 && m->args[2] == a2
          && m->args[3] == a3)
        return (int) i;
    }
  return -1;
}

gboolean
tr_is_hover (Frame *f,
             int    index)
{
  return index >= 0 && f->ctx->hover != NULL
         && ludus_move_equal (f->ctx->hover, &f->moves[index]);
}

static void
highlight (Frame  *f,
           int     index,
           gboolean circle,
           double  x,
           double  y,
           double  w,
           double  h)
{
  gboolean hover = tr_is_hover (f, index);

  if (circle)
    cairo_arc (f->cr, x, y, w + 2, 0, 2 * G_PI);
  else
    ludus_cairo_rounded_rect (f->cr, x - 2, y - 2, w + 4, h + 4, 6);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, hover ? 0.30 : 0.10);
  cairo_fill_preserve (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
  cairo_set_line_width (f->cr, hover ? 3.5 : 2.5);
  cairo_stroke (f->cr);
}

static char *
offer_tooltip (Frame      *f,
               int         index,
               const char *tooltip)
{
  g_autofree char *label = tr_move_label (f, &f->moves[index]);

  if (tooltip == NULL || g_strcmp0 (tooltip, label) == 0)
    return g_steal_pointer (&label);
  return g_strdup_printf ("%s\n%s", tooltip, label);
}

gboolean
tr_offer_rect (Frame      *f,
               int         index,
               double      x,
               double      y,
               double      w,
               double      h,
               const char *tooltip)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TR_DYNAMIC (f))
    return TRUE;
  highlight (f, index, FALSE, x, y, w, h);
  f->placed[index] = TRUE;
  if (f->ctx->hits == NULL)
    return TRUE;
  tip = offer_tooltip (f, index, tooltip);
  ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                          h * f->scale, &f->moves[index], tip);
  return TRUE;
}

gboolean
tr_offer_circle (Frame      *f,
                 int         index,
                 double      cx,
                 double      cy,
                 double      r,
                 const char *tooltip)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TR_DYNAMIC (f))
    return TRUE;
  highlight (f, index, TRUE, cx, cy, r, r);
  f->placed[index] = TRUE;
  if (f->ctx->hits == NULL)
    return TRUE;
  tip = offer_tooltip (f, index, tooltip);
  /* A square inside the circle, so that the region's centre is the circle's. */
  ludus_hit_map_add_circle (f->ctx->hits, cx * f->scale, cy * f->scale, r * f->scale,
                            &f->moves[index], tip);
  return TRUE;
}

gboolean
tr_offer_quiet (Frame *f,
                int    index,
                double cx,
                double cy,
                double r)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TR_DYNAMIC (f))
    return TRUE;
  if (tr_is_hover (f, index))
    {
      cairo_arc (f->cr, cx, cy, r + 1.5, 0, 2 * G_PI);
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
      cairo_set_line_width (f->cr, 2.5);
      cairo_stroke (f->cr);
    }
  f->placed[index] = TRUE;
  if (f->ctx->hits == NULL)
    return TRUE;
  tip = offer_tooltip (f, index, NULL);
  ludus_hit_map_add_circle (f->ctx->hits, cx * f->scale, cy * f->scale, r * f->scale,
                            &f->moves[index], tip);
  return TRUE;
}

void
tr_button (Frame      *f,
           int         index,
           const char *label,
           double      x,
           double      y,
           double      w,
           double      h,
           const char *tooltip)
{
  gboolean hover = tr_is_hover (f, index);

  if (!TR_DYNAMIC (f))
    return;
  ludus_cairo_rounded_rect (f->cr, x, y, w, h, MIN (8, h / 3));
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, hover ? 1.0 : 0.85);
  cairo_fill (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent_text, 1.0);
  tr_text (f, label, x + w / 2, y + h / 2, MIN (14, h * 0.55), TRUE, w - 10, 0);
  f->placed[index] = TRUE;
  if (f->ctx->hits != NULL)
    {
      g_autofree char *tip = offer_tooltip (f, index, tooltip);

      ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                              h * f->scale, &f->moves[index], tip);
    }
}

/* Pieces */

void
tr_sprite (Frame        *f,
           char          kind,
           int           a,
           int           b,
           const char   *extra,
           double        x,
           double        y,
           double        w,
           double        h,
           TrSpriteFunc  func)
{
  cairo_t *cr = f->cr;
  cairo_surface_t *sprite;
  g_autofree char *key = NULL;
  double dx = x, dy = y, dw = w, dh = h, ts = f->target_scale;
  int iw, ih;

  if (!f->sprites)
    {
      cairo_save (cr);
      cairo_translate (cr, x, y);
      func (f, a, b, w, h);
      cairo_restore (cr);
      return;
    }
  cairo_user_to_device (cr, &dx, &dy);
  cairo_user_to_device_distance (cr, &dw, &dh);
  dx = round (dx * ts);
  dy = round (dy * ts);
  iw = MAX (1, (int) ceil (dw * ts));
  ih = MAX (1, (int) ceil (dh * ts));
  key = g_strdup_printf ("%c|%d|%d|%s|%d|%d|%d", kind, a, b, extra ? extra : "", iw, ih,
                         f->ctx->dark);
  sprite = g_hash_table_lookup (f->self->sprites, key);
  if (sprite == NULL)
    {
      Frame sf = *f;
      cairo_t *scr;

      if (g_hash_table_size (f->self->sprites) > 3000)
        g_hash_table_remove_all (f->self->sprites);
      sprite = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, iw, ih);
      scr = cairo_create (sprite);
      cairo_scale (scr, iw / w, ih / h);
      sf.cr = scr;
      sf.sprites = FALSE;
      func (&sf, a, b, w, h);
      cairo_destroy (scr);
      g_hash_table_insert (f->self->sprites, g_steal_pointer (&key), sprite);
    }
  cairo_surface_set_device_scale (sprite, ts, ts);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, sprite, dx / ts, dy / ts);
  cairo_rectangle (cr, dx / ts, dy / ts, iw / ts, ih / ts);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
seat_piece_body (Frame *f,
                 int    seat,
                 int    unused,
                 double w,
                 double h)
{
  ludus_cairo_seat_piece (f->cr, f->ctx->view, (guint) seat, w / 2, h / 2, w / 2 - 2);
}

void
tr_seat_piece (Frame *f,
               guint  seat,
               double cx,
               double cy,
               double r)
{
  tr_sprite (f, 'P', (int) seat, 0, ludus_view_get_seat_colour (f->ctx->view, seat),
             cx - r - 2, cy - r - 2, 2 * r + 4, 2 * r + 4, seat_piece_body);
}

static void
octagon (cairo_t *cr,
         double   cx,
         double   cy,
         double   r)
{
  for (int i = 0; i < 8; i++)
    {
      double a = G_PI / 8 + i * G_PI / 4;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
marker_body (Frame *f,
             int    colour,
             int    unused,
             double w,
             double h)
{
  cairo_t *cr = f->cr;
  double r = w / 2 - 1, cx = w / 2, cy = h / 2;
  double k = r * 0.45;

  octagon (cr, cx, cy, r);
  ludus_cairo_set_rgb (cr, tr_marker_rgb (colour), 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_set_line_width (cr, MAX (0.8, r * 0.12));
  cairo_stroke (cr);
  /* The pattern: a second cue besides the colour. */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.75);
  cairo_set_line_width (cr, MAX (0.8, r * 0.16));
  switch (colour)
    {
    case TRAJAN_COLOUR_YELLOW:  /* a dot */
      cairo_arc (cr, cx, cy, r * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case TRAJAN_COLOUR_ORANGE:  /* a bar */
      cairo_move_to (cr, cx - k, cy);
      cairo_line_to (cr, cx + k, cy);
      cairo_stroke (cr);
      break;
    case TRAJAN_COLOUR_LIGHT_GREEN:  /* an upright */
      cairo_move_to (cr, cx, cy - k);
      cairo_line_to (cr, cx, cy + k);
      cairo_stroke (cr);
      break;
    case TRAJAN_COLOUR_WHITE:   /* plain */
      break;
    case TRAJAN_COLOUR_PINK:    /* a cross */
      cairo_move_to (cr, cx - k, cy - k);
      cairo_line_to (cr, cx + k, cy + k);
      cairo_move_to (cr, cx + k, cy - k);
      cairo_line_to (cr, cx - k, cy + k);
      cairo_stroke (cr);
      break;
    default:                    /* blue: a ring */
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_arc (cr, cx, cy, r * 0.4, 0, 2 * G_PI);
      cairo_stroke (cr);
      break;
    }
}

/* The first letters of a (translated) name, as a label on small pieces. */
static char *
abbrev (const char *name,
        glong       n)
{
  g_autofree char *head = g_utf8_substring (name, 0, MIN (n, g_utf8_strlen (name, -1)));

  return g_utf8_strup (head, -1);
}

/* The label of a goods card: the first three letters of its name, more
 * where two kinds would otherwise look alike (Schriftrolle, Schmuck). */
static const char *
goods_abbrev (Frame *f,
              guint  kind)
{
  TrajanRender *self = f->self;
  glong len[TRAJAN_N_GOODS];
  gboolean changed = TRUE;

  if (self->abbrev_lang != NULL && strcmp (self->abbrev_lang, f->lang) == 0)
    return self->abbrev[kind];
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    len[k] = 3;
  for (int round = 0; round < 4 && changed; round++)
    {
      changed = FALSE;
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          g_free (self->abbrev[k]);
          self->abbrev[k] = abbrev (trajan_goods_name (k), len[k]);
        }
      for (guint a = 0; a < TRAJAN_N_GOODS; a++)
        for (guint b = a + 1; b < TRAJAN_N_GOODS; b++)
          if (strcmp (self->abbrev[a], self->abbrev[b]) == 0)
            {
              len[a]++;
              len[b]++;
              changed = TRUE;
            }
    }
  g_free (self->abbrev_lang);
  self->abbrev_lang = g_strdup (f->lang);
  return self->abbrev[kind];
}

void
tr_marker (Frame *f,
           guint  colour,
           double cx,
           double cy,
           double r)
{
  tr_sprite (f, 'M', (int) colour, 0, NULL, cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2,
             marker_body);
}

static void
goods_card_body (Frame *f,
                 int    kind,
                 int    unused,
                 double w,
                 double h)
{
  cairo_t *cr = f->cr;
  double x = 0, y = 0;

  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (5, w / 6));
  if (kind < 0)
    {
      cairo_set_source_rgb (cr, 0.36, 0.23, 0.48);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      ludus_cairo_rounded_rect (cr, x + w * 0.18, y + h * 0.18, w * 0.64, h * 0.64, 3);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_stroke (cr);
      return;
    }
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* A band of the kind's colour with its first letters. */
  ludus_cairo_rounded_rect (cr, x + 2.5, y + 2.5, w - 5, h * 0.55, MIN (4, w / 8));
  ludus_cairo_set_rgb (cr, tr_goods_rgb ((guint) kind), 1.0);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  tr_text (f, goods_abbrev (f, (guint) kind), x + w / 2, y + h * 0.8, MIN (h * 0.24, w * 0.34),
           TRUE, w - 4, 0);
}

static const LudusRgb category_rgb[TRAJAN_N_CATEGORIES] = {
  { 0.51, 0.36, 0.65 },  /* cards */
  { 0.80, 0.23, 0.23 },  /* points */
  { 0.72, 0.45, 0.18 },  /* workers */
  { 0.20, 0.52, 0.30 },  /* legionnaires */
  { 0.20, 0.45, 0.73 },  /* +2 */
  { 0.55, 0.55, 0.50 },  /* demand */
};

/* A short mark for each Trajan tile category. */
static const char *
category_mark (const TrajanTileData *t)
{
  switch (t->category)
    {
    case TRAJAN_CATEGORY_PLUS_TWO:
      return "+2";
    default:
      return NULL;
    }
}

/* Small pictograms drawn in the current source colour. */
static void
draw_figure (cairo_t *cr,
             double   cx,
             double   cy,
             double   h)
{
  cairo_arc (cr, cx, cy - h * 0.30, h * 0.17, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, cx - h * 0.25, cy + h * 0.45);
  cairo_line_to (cr, cx - h * 0.16, cy - h * 0.08);
  cairo_line_to (cr, cx + h * 0.16, cy - h * 0.08);
  cairo_line_to (cr, cx + h * 0.25, cy + h * 0.45);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
tr_goods_card (Frame *f,
               int    kind,
               double x,
               double y,
               double w,
               double h)
{
  tr_sprite (f, 'G', kind, 0, kind >= 0 ? trajan_goods_name ((guint) kind) : NULL, x, y, w, h,
             goods_card_body);
}

static void
demand_icon_body (Frame *f,
                  int    icon,
                  int    unused,
                  double w,
                  double h)
{
  cairo_t *cr = f->cr;
  double r = w / 2 - 1, cx = w / 2, cy = h / 2;

  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  switch (icon)
    {
    case TRAJAN_ICON_BREAD:
      cairo_set_source_rgb (cr, 0.90, 0.72, 0.40);
      break;
    case TRAJAN_ICON_GAMES:
      cairo_set_source_rgb (cr, 0.75, 0.78, 0.82);
      break;
    default:
      cairo_set_source_rgb (cr, 0.98, 0.55, 0.25);
      break;
    }
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.9);
  cairo_set_line_width (cr, MAX (0.8, r * 0.08));
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.2, 0.15, 0.1);
  switch (icon)
    {
    case TRAJAN_ICON_BREAD:   /* a loaf with cuts */
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, 1.0, 0.55);
      cairo_arc (cr, 0, 0, r * 0.6, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_line_width (cr, MAX (0.8, r * 0.1));
      cairo_stroke (cr);
      for (int i = -1; i <= 1; i++)
        {
          cairo_move_to (cr, cx + i * r * 0.25 - r * 0.08, cy - r * 0.15);
          cairo_line_to (cr, cx + i * r * 0.25 + r * 0.08, cy + r * 0.15);
        }
      cairo_stroke (cr);
      break;
    case TRAJAN_ICON_GAMES:   /* a helmet */
      cairo_arc (cr, cx, cy + r * 0.1, r * 0.5, G_PI, 2 * G_PI);
      cairo_line_to (cr, cx + r * 0.5, cy + r * 0.45);
      cairo_line_to (cr, cx + r * 0.2, cy + r * 0.45);
      cairo_line_to (cr, cx + r * 0.2, cy + r * 0.15);
      cairo_line_to (cr, cx - r * 0.2, cy + r * 0.15);
      cairo_line_to (cr, cx - r * 0.2, cy + r * 0.45);
      cairo_line_to (cr, cx - r * 0.5, cy + r * 0.45);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_move_to (cr, cx - r * 0.35, cy - r * 0.55);
      cairo_curve_to (cr, cx - r * 0.1, cy - r * 0.8, cx + r * 0.1, cy - r * 0.8,
                      cx + r * 0.35, cy - r * 0.55);
      cairo_set_line_width (cr, MAX (0.8, r * 0.14));
      cairo_stroke (cr);
      break;
    default:                  /* a flame */
      cairo_move_to (cr, cx, cy - r * 0.65);
      cairo_curve_to (cr, cx + r * 0.55, cy - r * 0.1, cx + r * 0.45, cy + r * 0.55, cx,
                      cy + r * 0.6);
      cairo_curve_to (cr, cx - r * 0.45, cy + r * 0.55, cx - r * 0.55, cy - r * 0.1, cx,
                      cy - r * 0.65);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.75, 0.15, 0.05);
      cairo_fill (cr);
      break;
    }
}

void
tr_demand_icon (Frame *f,
                guint  icon,
                double cx,
                double cy,
                double r)
{
  tr_sprite (f, 'D', (int) icon, 0, NULL, cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2,
             demand_icon_body);
}

static void
trajan_tile_body (Frame *f,
                  int    tile,
                  int    unused,
                  double w,
                  double h)
{
  cairo_t *cr = f->cr;
  const TrajanTileData *t;
  const char *mark;
  char vp[8];
  double r, x = 0, y = 0;

  if (tile < 0 || tile >= TRAJAN_N_TRAJAN_TILES)
    return;
  t = &f->d->trajan_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 6));
  cairo_set_source_rgb (cr, 0.96, 0.93, 0.85);
  cairo_fill_preserve (cr);
  ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
  cairo_set_line_width (cr, MAX (1.5, w * 0.05));
  cairo_stroke (cr);
  /* The category band at the top. */
  ludus_cairo_rounded_rect (cr, x + 3, y + 3, w - 6, h * 0.42, MIN (4, w / 8));
  ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  mark = category_mark (t);
  r = h * 0.15;
  if (t->category == TRAJAN_CATEGORY_DEMAND)
    tr_demand_icon (f, t->icon, x + w * 0.3, y + 3 + h * 0.21, r);
  else if (t->category == TRAJAN_CATEGORY_WORKERS || t->category == TRAJAN_CATEGORY_LEGIONNAIRES)
    for (guint i = 0; i < t->figures; i++)
      draw_figure (cr, x + w * 0.22 + i * w * 0.17, y + 3 + h * 0.21, h * 0.32);
  else if (t->category == TRAJAN_CATEGORY_CARDS)
    for (int i = 0; i < 2; i++)
      {
        ludus_cairo_rounded_rect (cr, x + w * 0.14 + i * w * 0.14, y + 3 + h * 0.05 + i * 2,
                                  w * 0.16, h * 0.28, 1.5);
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_fill_preserve (cr);
        ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
      }
  else if (mark != NULL)
    tr_text (f, mark, x + w * 0.3, y + 3 + h * 0.21, h * 0.26, TRUE, w * 0.5, 0);
  /* The VP value, top right. */
  g_snprintf (vp, sizeof vp, "%u", t->vp);
  cairo_set_source_rgb (cr, 1, 1, 1);
  tr_text (f, vp, x + w * 0.78, y + 3 + h * 0.21, h * 0.27, TRUE, w * 0.4, 0);
  /* The two marker colours required. */
  r = MIN (w * 0.16, h * 0.2);
  tr_marker (f, t->colours[0], x + w * 0.3, y + h * 0.72, r);
  tr_marker (f, t->colours[1], x + w * 0.7, y + h * 0.72, r);
}

void
tr_trajan_tile (Frame *f,
                int    tile,
                double x,
                double y,
                double w,
                double h)
{
  tr_sprite (f, 'T', tile, 0, NULL, x, y, w, h, trajan_tile_body);
}

char *
tr_trajan_tile_name (Frame *f,
                     int    tile)
{
  const TrajanTileData *t;

  if (tile < 0 || tile >= TRAJAN_N_TRAJAN_TILES)
    return g_strdup (_("a hidden tile"));
  t = &f->d->trajan_tiles[tile];
  if (t->category == TRAJAN_CATEGORY_DEMAND)
    /* Translators: a Trajan tile: its icon, the two marker colours it needs, its VP */
    return g_strdup_printf (_("Trajan tile (demand: %s), needs %s + %s, %u VP"),
                            trajan_icon_name (t->icon), trajan_colour_name (t->colours[0]),
                            trajan_colour_name (t->colours[1]), t->vp);
  /* Translators: a Trajan tile: its category, the two marker colours it needs, its VP */
  return g_strdup_printf (_("Trajan tile (%s), needs %s + %s, %u VP"),
                          trajan_category_name (t->category),
                          trajan_colour_name (t->colours[0]),
                          trajan_colour_name (t->colours[1]), t->vp);
}

static const LudusRgb forum_rgb[] = {
  { 0.90, 0.72, 0.40 },  /* bread */
  { 0.75, 0.78, 0.82 },  /* games */
  { 0.98, 0.55, 0.25 },  /* religion */
  { 0.80, 0.23, 0.23 },  /* senate */
  { 0.51, 0.36, 0.65 },  /* jokers */
};

static void
forum_tile_body (Frame *f,
                 int    tile,
                 int    unused,
                 double w,
                 double h)
{
  cairo_t *cr = f->cr;
  const TrajanForumTileData *t;
  double x = 0, y = 0, cx = w / 2, cy = h / 2, r = MIN (w, h) * 0.3;

  if (tile < 0 || tile >= TRAJAN_N_FORUM_TILES)
    return;
  t = &f->d->forum_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  cairo_set_source_rgb (cr, 0.93, 0.89, 0.80);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.35, 0.30, 0.22, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  switch (t->kind)
    {
    case TRAJAN_FORUM_BREAD:
    case TRAJAN_FORUM_GAMES:
    case TRAJAN_FORUM_RELIGION:
      tr_demand_icon (f, t->kind, cx, cy, r * 1.3);
      break;
    case TRAJAN_FORUM_SENATE:
      {
        char v[8];

        g_snprintf (v, sizeof v, "%u", t->value);
        ludus_cairo_set_rgb (cr, &forum_rgb[3], 1.0);
        cairo_arc (cr, cx, cy, r * 1.3, 0, 2 * G_PI);
        cairo_fill (cr);
        cairo_set_source_rgb (cr, 1, 1, 1);
        tr_text (f, v, cx, cy, r * 1.5, TRUE, w * 0.8, 0);
      }
      break;
    case TRAJAN_FORUM_EXTRA_ACTION:
      ludus_cairo_rounded_rect (cr, x + 3, y + 3, w - 6, h - 6, 4);
      cairo_set_source_rgb (cr, 0.96, 0.83, 0.18);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
      tr_text (f, "+1", cx, y + h * 0.32, h * 0.26, TRUE, w * 0.8, 0);
      tr_text (f, tr_action_short (t->value), cx, y + h * 0.7, h * 0.2, TRUE, w * 0.9, 0);
      break;
    default:
      {
        /* Jokers: a star with what they stand in for. */
        const char *what;

        switch (t->kind)
          {
          case TRAJAN_FORUM_JOKER_GOODS:
            /* Translators: a short mark on the goods joker tile (a goods card) */
            what = C_("joker", "goods");
            break;
          case TRAJAN_FORUM_JOKER_DEMAND:
            /* Translators: a short mark on the demand joker tile */
            what = C_("joker", "demand");
            break;
          case TRAJAN_FORUM_JOKER_CONSTRUCTION:
            /* Translators: a short mark on the construction joker tile */
            what = C_("joker", "build");
            break;
          default:
            what = "+1";
            break;
          }
        ludus_cairo_set_rgb (cr, &forum_rgb[4], 1.0);
        tr_text (f, "★", cx, y + h * 0.35, h * 0.36, TRUE, w * 0.8, 0);
        tr_text (f, what, cx, y + h * 0.74, h * 0.2, TRUE, w * 0.9, 0);
      }
      break;
    }
}

void
tr_forum_tile (Frame *f,
               int    tile,
               double x,
               double y,
               double w,
               double h)
{
  tr_sprite (f, 'F', tile, 0, f->lang, x, y, w, h, forum_tile_body);
}

static void
extra_tile_body (Frame *f,
                 int    tile,
                 int    unused,
                 double w,
                 double h)
{
  cairo_t *cr = f->cr;
  double x = 0, y = 0;

  if (tile < 0 || tile >= TRAJAN_N_EXTRA_TILES)
    return;
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  cairo_set_source_rgb (cr, 0.96, 0.83, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.45, 0.35, 0.05, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
  tr_text (f, "+1", x + w / 2, y + h * 0.32, h * 0.26, TRUE, w * 0.8, 0);
  tr_text (f, tr_action_short (f->d->extra_tiles[tile]), x + w / 2, y + h * 0.7, h * 0.2,
           TRUE, w * 0.9, 0);
}

void
tr_extra_tile (Frame *f,
               int    tile,
               double x,
               double y,
               double w,
               double h)
{
  tr_sprite (f, 'E', tile, 0, f->lang, x, y, w, h, extra_tile_body);
}

static void
bonus_tile_body (Frame *f,
                 int    tile,
                 int    grey,
                 double w,
                 double h)
{
  cairo_t *cr = f->cr;
  const TrajanBonusTileData *b;
  double x = 0, y = 0, cx = w / 2, cy = h * 0.45;

  if (tile < 0 || tile >= TRAJAN_N_BONUS_TILES)
    return;
  b = &f->d->bonus_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  if (grey)
    cairo_set_source_rgb (cr, 0.70, 0.70, 0.68);
  else
    cairo_set_source_rgb (cr, 0.98, 0.85, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.3, 0.25, 0.1, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  switch (b->kind)
    {
    case TRAJAN_BONUS_GOODS:
      tr_goods_card (f, b->goods[0], x + w * 0.1, y + h * 0.12, w * 0.38, h * 0.58);
      tr_goods_card (f, b->goods[1], x + w * 0.52, y + h * 0.12, w * 0.38, h * 0.58);
      break;
    case TRAJAN_BONUS_LEGIONNAIRES:
      cairo_set_source_rgb (cr, 0.20, 0.52, 0.30);
      draw_figure (cr, cx, cy, h * 0.5);
      break;
    case TRAJAN_BONUS_WORKERS:
      cairo_set_source_rgb (cr, 0.72, 0.25, 0.18);
      draw_figure (cr, cx, cy, h * 0.5);
      break;
    case TRAJAN_BONUS_YELLOW_TILES:
      ludus_cairo_rounded_rect (cr, cx - w * 0.2, cy - h * 0.18, w * 0.4, h * 0.36, 3);
      cairo_set_source_rgb (cr, 0.96, 0.76, 0.07);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.3, 0.25, 0.1);
      cairo_stroke (cr);
      break;
    default:
      tr_demand_icon (f, b->icon, cx, cy, h * 0.24);
      break;
    }
  {
    char v[8];

    g_snprintf (v, sizeof v, "%u", f->d->bonus_values[b->kind][grey ? 1 : 0]);
    cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
    tr_text (f, b->kind == TRAJAN_BONUS_WORKERS && grey ? "½" : v, cx, y + h * 0.85, h * 0.2,
             TRUE, w * 0.9, 0);
  }
}

void
tr_bonus_tile (Frame    *f,
               int       tile,
               gboolean  grey,
               double    x,
               double    y,
               double    w,
               double    h)
{
  tr_sprite (f, 'B', tile, grey, f->lang, x, y, w, h, bonus_tile_body);
}

/* The move labels, for buttons and tooltips */

const char *
tr_action_short (guint action)
{
  return trajan_action_name (action);
}

static void
append_cards (GString *out,
              int      n,
              guint    kind)
{
  if (out->len > 0)
    g_string_append (out, ", ");
  /* Translators: a number of goods cards of one kind, e.g. "2× wine" */
  g_string_append_printf (out, _("%d× %s"), n, trajan_goods_name (kind));
}

static void
append_jokers (GString *out,
               int      n)
{
  if (n <= 0)
    return;
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d joker", "%d jokers", n), n);
}

static char *
ship_label (Frame           *f,
            const LudusMove *m)
{
  g_autoptr(GString) cards = g_string_new (NULL);
  const TrajanShipData *ship;
  guint ship_id = (guint) m->args[0];
  int a = m->args[1], b = m->args[2], c = m->args[3];
  int row = 0, vp;
  const char *name;

  if (ship_id >= TRAJAN_N_SHIPS)
    return g_strdup ("?");
  ship = &f->d->ships[ship_id];
  switch (ship->kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      name = _("Ship of identical goods");
      if (b > 0)
        append_cards (cards, b, (guint) a);
      append_jokers (cards, c);
      row = b + c - 1;
      break;
    case TRAJAN_SHIP_PAIRS:
      name = _("Ship of pairs");
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          if (a & (1 << k))
            append_cards (cards, 2, k), row++;
          if (b & (1 << k))
            append_cards (cards, 1, k), row++;
        }
      append_jokers (cards, b != 0 ? __builtin_popcount ((unsigned) b) + 2 * c : 2 * c);
      row += c;
      row -= 1;
      break;
    default:
      name = _("Ship of different goods");
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        if (a & (1 << k))
          append_cards (cards, 1, k), row++;
      append_jokers (cards, b);
      row += b;
      row -= 1;
      break;
    }
  row = CLAMP (row, 0, (int) ship->n_rows - 1);
  vp = f->s->ship_grey[ship_id] ? ship->grey[row] : ship->coloured[row];
  /* Translators: a delivery: the ship, the cards delivered, the VP it scores */
  return g_strdup_printf (_("%s: %s (%d VP)"), name, cards->str, vp);
}

static const char *
meet_name (int how)
{
  switch (how)
    {
    case TRAJAN_MEET_FORUM:
      return _("forum tile");
    case TRAJAN_MEET_TRAJAN:
      return _("Trajan tile");
    case TRAJAN_MEET_JOKER:
      return _("joker");
    default:
      /* Translators: a demand left unmet (a penalty) */
      return _("unmet");
    }
}

static char *
pass_label (Frame *f)
{
  switch (f->s->phase)
    {
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      return g_strdup (_("Don’t use the tile"));
    case TRAJAN_PHASE_BONUS_ACTION:
      return g_strdup (_("Skip the bonus action"));
    case TRAJAN_PHASE_EXTRA_OFFER:
      return g_strdup (_("No extra action"));
    default:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("Skip the %s action"), trajan_action_name (f->s->cur_action));
    }
}

static char *
effect_label (Frame           *f,
              const LudusMove *m)
{
  const TrajanTileData *t;

  if (f->s->claim_tile < 0)
    return g_strdup ("?");
  t = &f->d->trajan_tiles[f->s->claim_tile];
  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      return g_strdup (_("Draw 2 goods cards"));
    case TRAJAN_CATEGORY_WORKERS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Move %d figure to the worker camp",
                                           "Move %d figures to the worker camp", m->args[0]),
                              m->args[0]);
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Move %d figure to the military camp",
                                           "Move %d figures to the military camp", m->args[0]),
                              m->args[0]);
    default:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("Put the +2 marker on %s"), trajan_action_name (m->args[0]));
    }
}

char *
tr_move_label (Frame           *f,
               const LudusMove *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
    case TRAJAN_MOVE_SETUP_MARKER:
      /* Translators: set-up; a marker colour, then an action (the bowl) */
      return g_strdup_printf (_("Put a %s marker into the %s bowl"), trajan_colour_name (a[1]),
                              trajan_action_name (f->d->bowl_action[CLAMP (a[0], 0, 5)]));
    case TRAJAN_MOVE_SETUP_TAKE_CARD:
      if (a[0] == 0)
        return g_strdup (_("Take the top card of the deck"));
      return g_strdup (a[0] == 1 ? _("Take the top card of the left discard pile")
                                 : _("Take the top card of the right discard pile"));
    case TRAJAN_MOVE_SETUP_PICK_TRAJAN:
      /* Translators: %s is a Trajan tile category, then a slot number (II, IV, VI) */
      return g_strdup_printf (_("Put the top %s tile on slot %s"), trajan_category_name (a[0]),
                              roman[CLAMP (a[1], 0, 5)]);
    case TRAJAN_MOVE_CHOOSE_BOWL:
      /* Translators: %s is an action (the bowl's) */
      return g_strdup_printf (_("Take the markers from the %s bowl"),
                              trajan_action_name (f->d->bowl_action[CLAMP (a[0], 0, 5)]));
    case TRAJAN_MOVE_SOW:
      /* Translators: %s is a marker colour */
      return g_strdup_printf (_("Sow a %s marker"), trajan_colour_name (a[0]));
    case TRAJAN_MOVE_TRAJAN_EFFECT:
      return effect_label (f, m);
    case TRAJAN_MOVE_PASS:
      return pass_label (f);
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
      return g_strdup (_("Draw 2 cards, then discard 1"));
    case TRAJAN_MOVE_SEAPORT_TAKE_DISCARD:
      return g_strdup (a[0] == 0 ? _("Take the top card of the left discard pile")
                                 : _("Take the top card of the right discard pile"));
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
      if (a[0] == 1)
        /* Translators: put goods cards into the own display; %s: the card */
        return g_strdup_printf (_("Display: %s"), trajan_goods_name (a[1]));
      /* Translators: put two goods cards into the own display */
      return g_strdup_printf (_("Display: %s and %s"), trajan_goods_name (a[1]),
                              trajan_goods_name (a[2]));
    case TRAJAN_MOVE_SEAPORT_SHIP:
      return ship_label (f, m);
    case TRAJAN_MOVE_SEAPORT_DISCARD:
      /* Translators: %s is a goods card */
      return g_strdup_printf (a[1] == 0 ? _("Discard %s onto the left pile")
                                        : _("Discard %s onto the right pile"),
                              trajan_goods_name (a[0]));
    case TRAJAN_MOVE_FORUM_TAKE:
      return g_strdup (_("Take this tile"));
    case TRAJAN_MOVE_MILITARY_RECRUIT:
      return g_strdup (_("Recruit a legionnaire"));
    case TRAJAN_MOVE_MILITARY_MOVE:
      /* Translators: %s is a province */
      return g_strdup_printf (_("Move the commander to %s"),
                              f->d->provinces[CLAMP (a[0], 0, TRAJAN_N_PROVINCES - 1)].name);
    case TRAJAN_MOVE_MILITARY_DEPLOY:
      return g_strdup (_("Deploy a legionnaire"));
    case TRAJAN_MOVE_TRAJAN_TAKE:
      /* Translators: %s is a Trajan tile category */
      return g_strdup_printf (_("Take the top %s tile"), trajan_category_name (a[0]));
    case TRAJAN_MOVE_SENATE_ADVANCE:
      return g_strdup (_("Advance in the Senate"));
    case TRAJAN_MOVE_CONSTRUCTION_HIRE:
      return g_strdup (_("Hire a worker"));
    case TRAJAN_MOVE_CONSTRUCTION_PLACE:
      return g_strdup (_("Place a worker here"));
    case TRAJAN_MOVE_EXTRA_ACTION:
      if (a[0] == TRAJAN_EXTRA_SRC_TILE)
        return g_strdup (_("Repeat with an extra-action tile"));
      if (a[0] == TRAJAN_EXTRA_SRC_FORUM)
        return g_strdup (_("Repeat with an extra-action forum tile"));
      return g_strdup (_("Repeat with the extra-action joker"));
    case TRAJAN_MOVE_MEET_DEMANDS:
      {
        g_autoptr(GString) out = g_string_new (NULL);

        for (guint i = 0; i < f->s->n_revealed && i < 3; i++)
          {
            if (i > 0)
              g_string_append (out, " · ");
            g_string_append_printf (out, "%s: %s",
                                    trajan_icon_name (f->d->demand_tiles[f->s->revealed[i]]),
                                    meet_name (a[i]));
          }
        return g_string_free (g_steal_pointer (&out), FALSE);
      }
    case TRAJAN_MOVE_SENATE_BONUS:
      return g_strdup (_("Keep this bonus tile (yellow side)"));
    default:
      return g_strdup ("?");
    }
}

/* The frame */

const char *
tr_seat_name (Frame *f,
              guint  seat)
{
  const char *name = ludus_view_get_seat_name (f->ctx->view, seat);

  if (name != NULL && *name != '\0')
    return name;
  if (seat >= TRAJAN_MAX_PLAYERS)
    return "?";
  if (f->names[seat] == NULL)
    /* Translators: a seat without a name; %u is its number */
    f->names[seat] = g_strdup_printf (_("Player %u"), seat + 1);
  return f->names[seat];
}

static int
big_seat (const TrajanState *s,
          int                viewer)
{
  guint actors;

  if (viewer >= 0 && viewer < s->n_players)
    return viewer;
  actors = trajan_actors (s);
  for (guint p = 0; p < s->n_players; p++)
    if (actors & (1u << p))
      return (int) p;
  return s->current < s->n_players ? s->current : 0;
}

/* One pass over the whole picture; the layer decides what it draws. */
static void
draw_pass (Frame *f)
{
  double y = 10, mat_h;

  if (TR_STATIC (f))
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->background, 1.0);
      cairo_rectangle (f->cr, 0, 0, TR_W, TR_H);
      cairo_fill (f->cr);
    }
  tr_draw_board (f);
  tr_draw_mat_large (f, (guint) f->big, 10, 630, 1030, 360);
  /* The other mats share the right column with the panel of choices, which
   * keeps at least 400 units. */
  mat_h = CLAMP ((TR_H - 20 - 400) / MAX (1, f->s->n_players - 1) - 8, 150, 200);
  for (guint i = 1; i < f->s->n_players; i++)
    {
      guint seat = ((guint) f->big + i) % f->s->n_players;

      tr_draw_mat_compact (f, seat, 1050, y, 540, mat_h);
      y += mat_h + 8;
    }
  tr_draw_choices (f, 1050, y, 540, TR_H - 10 - y);
}

/* What the static layer depends on: its size, the style, the language (a
 * translated title stands for it), the player count and the ships' sides. */
static char *
layer_key (Frame  *f,
           int     width,
           int     height)
{
  return g_strdup_printf ("%dx%d|%d|%u|%u%u%u|%s", width, height, f->ctx->dark, f->s->n_players,
                          f->s->ship_grey[0], f->s->ship_grey[1], f->s->ship_grey[2],
                          _("People’s demands"));
}

/* Target pixels per target device unit, or 0 where cached images cannot be
 * used: an image knows its own scale; a recording surface (what a GTK
 * widget draws into) is played back at the widget's scale factor, which
 * the board tells us. Anything rotated or skewed is drawn as vectors. */
static double
target_scale (Frame *f)
{
  cairo_surface_t *target = cairo_get_target (f->cr);
  cairo_matrix_t m;
  double sx = 1, sy = 1;

  cairo_get_matrix (f->cr, &m);
  if (m.xy != 0 || m.yx != 0 || f->self->vectors_only)
    return 0;
  switch (cairo_surface_get_type (target))
    {
    case CAIRO_SURFACE_TYPE_IMAGE:
      cairo_surface_get_device_scale (target, &sx, &sy);
      return sx == sy ? sx : 0;
    case CAIRO_SURFACE_TYPE_RECORDING:
      return f->self->device_scale;
    default:
      return 0;
    }
}

/* Draws the static layer from the cache where target_scale () allows;
 * returns FALSE if it cannot. */
static gboolean
paint_cached_layer (Frame *f)
{
  TrajanRender *self = f->self;
  cairo_t *cr = f->cr;
  double ox = 0, oy = 0, dw = TR_W, dh = TR_H, ts = target_scale (f);
  g_autofree char *key = NULL;
  int width, height;

  if (ts <= 0)
    return FALSE;
  cairo_user_to_device (cr, &ox, &oy);
  cairo_user_to_device_distance (cr, &dw, &dh);
  ox = round (ox * ts);
  oy = round (oy * ts);
  width = (int) ceil (dw * ts);
  height = (int) ceil (dh * ts);
  if (width < 1 || height < 1 || width > 16384 || height > 16384)
    return FALSE;
  key = layer_key (f, width, height);
  if (self->layer == NULL || g_strcmp0 (key, self->layer_key) != 0)
    {
      Frame sf = *f;
      cairo_t *lcr;

      g_clear_pointer (&self->layer, cairo_surface_destroy);
      self->layer = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
      lcr = cairo_create (self->layer);
      cairo_scale (lcr, width / TR_W, height / TR_H);
      sf.cr = lcr;
      sf.layer = TR_LAYER_STATIC;
      draw_pass (&sf);
      cairo_destroy (lcr);
      g_free (self->layer_key);
      self->layer_key = g_steal_pointer (&key);
    }
  /* One layer pixel on one target pixel. */
  cairo_surface_set_device_scale (self->layer, ts, ts);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, self->layer, ox / ts, oy / ts);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, ox / ts, oy / ts, width / ts, height / ts);
  cairo_fill (cr);
  cairo_restore (cr);
  return TRUE;
}

void
trajan_render_draw (cairo_t                  *cr,
                    const LudusRenderContext *ctx,
                    gpointer                  user_data)
{
  TrajanRender *self = user_data;
  g_autofree gboolean *placed = NULL;
  Frame f = { 0 };

  g_return_if_fail (self != NULL && ctx != NULL && ctx->state != NULL);

  f.self = self;
  f.d = self->data;
  f.s = (const TrajanState *) ctx->state;
  f.ctx = ctx;
  f.cr = cr;
  f.pal = ludus_palette_get (ctx->dark);
  f.scale = ctx->width / TR_W;
  f.viewer = ludus_view_get_viewer (ctx->view);
  f.big = big_seat (f.s, f.viewer);
  f.moves = ludus_view_get_legal_moves (ctx->view, &f.n_moves);
  placed = g_new0 (gboolean, MAX (1, f.n_moves));
  f.placed = placed;

  f.lang = _("Time");
  cairo_save (cr);
  cairo_scale (cr, f.scale, f.scale);
  f.layer = paint_cached_layer (&f) ? TR_LAYER_DYNAMIC : TR_LAYER_ALL;
  /* Pieces come from cached images only where the layer does too: an image
   * target without rotation, drawn at its own resolution. */
  f.sprites = f.layer == TR_LAYER_DYNAMIC;
  f.target_scale = target_scale (&f);
  draw_pass (&f);
  cairo_restore (cr);
  for (guint i = 0; i < TRAJAN_MAX_PLAYERS; i++)
    g_free (f.names[i]);
}
