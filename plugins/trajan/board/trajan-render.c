/* trajan-render.c: the Trajan renderer: its frame, caches, text and hit regions
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "trajan-render-private.h"

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
  self->target = -1;
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

/* A laid-out string, made once per (text, size, weight, width). The key holds
 * the translated text, so after a language switch new layouts are made. A
 * width > 0 ellipsizes the text at its end to that width. */
static PangoLayout *
get_layout (TrajanRender *self,
            const char   *text,
            double        size,
            gboolean      bold,
            double        width)
{
  g_autofree char *key = g_strdup_printf ("%d|%d|%d|%s", (int) (size * 10), bold,
                                          width > 0 ? (int) (width * 10) : 0, text);
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
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_font_description_free (desc);
  g_hash_table_insert (self->layouts, g_steal_pointer (&key), layout);
  return layout;
}

/* The smallest text size, in canvas units, that still reads at the board's
 * scale (TRAJAN_MIN_TEXT_PX widget pixels). */
double
trajan_render_min_text (TrajanFrame *f)
{
  return TRAJAN_MIN_TEXT_PX / MAX (f->scale, 0.01);
}

/* Text is never drawn under the minimum size: it is made that large, and
 * where it is then wider than max_width it is squeezed only down to the
 * minimum and then ellipsized, with the whole text as the tooltip. */
void
trajan_render_text (TrajanFrame *f,
                    const char  *text,
                    double       x,
                    double       y,
                    double       size,
                    gboolean     bold,
                    double       max_width,
                    int          align)
{
  PangoLayout *layout;
  PangoRectangle ink, logical;
  double w, h, k = 1.0, min = trajan_render_min_text (f);
  gboolean cut = FALSE;

  if (text == NULL || *text == '\0')
    return;
  size = MAX (size, min);
  layout = get_layout (f->self, text, size, bold, 0);
  pango_layout_get_extents (layout, &ink, &logical);
  w = (double) logical.width / PANGO_SCALE;
  if (max_width > 0 && w > max_width)
    {
      k = MAX (max_width / w, min / size);
      if (w * k > max_width + 0.5)
        {
          /* No room for a letter and the ellipsis: left out (the piece's
           * tooltip names it). */
          if (max_width < 1.6 * size * k)
            return;
          /* Still too wide at the smallest size: cut, at that size. */
          size = size * k;
          k = 1.0;
          layout = get_layout (f->self, text, size, bold, max_width);
          pango_layout_get_extents (layout, &ink, &logical);
          w = (double) logical.width / PANGO_SCALE;
          cut = TRUE;
        }
    }
  h = (double) logical.height / PANGO_SCALE;
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
  /* For the readability test (the layer is drawn directly then, see below). */
  ludus_render_record_text (f->cr, text, (double) (ink.x - logical.x) / PANGO_SCALE,
                            -h / 2 + (double) ink.y / PANGO_SCALE,
                            (double) ink.width / PANGO_SCALE, (double) ink.height / PANGO_SCALE,
                            size);
  cairo_new_path (f->cr);
  cairo_restore (f->cr);
  if (cut && !f->in_sprite)
    trajan_render_tip_rect (f, align < 0 ? x : align == 0 ? x - w / 2 : x - w, y - h / 2, w, h,
                            text);
}

/* A label that only repeats what the piece's picture or tooltip says: left
 * out where it would be under the minimum size. */
void
trajan_render_text_extra (TrajanFrame *f,
                          const char  *text,
                          double       x,
                          double       y,
                          double       size,
                          gboolean     bold,
                          double       max_width,
                          int          align)
{
  if (size < trajan_render_min_text (f) - 0.01)
    return;
  trajan_render_text (f, text, x, y, size, bold, max_width, align);
}

void
trajan_render_text_dim (TrajanFrame *f,
                        const char  *text,
                        double       x,
                        double       y,
                        double       size,
                        double       max_width,
                        int          align)
{
  ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
  trajan_render_text (f, text, x, y, size, FALSE, max_width, align);
}

void
trajan_render_box (TrajanFrame    *f,
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
trajan_render_panel (TrajanFrame *f,
                     double       x,
                     double       y,
                     double       w,
                     double       h,
                     const char  *title)
{
  if (!TRAJAN_DRAWS_STATIC (f))
    return;
  trajan_render_box (f, x, y, w, h, 10, &f->pal->surface, 1.0);
  if (title != NULL)
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, title, x + 12, y + 14, 14, TRUE, w - 24, -1);
    }
}

/* Hit regions: the drawing is scaled, the hit map is in widget units. */

void
trajan_render_tip_rect (TrajanFrame *f,
                        double       x,
                        double       y,
                        double       w,
                        double       h,
                        const char  *tooltip)
{
  if (f->ctx->hits == NULL || !TRAJAN_DRAWS_DYNAMIC (f))
    return;
  ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                          h * f->scale, NULL, tooltip);
}

void
trajan_render_tip_circle (TrajanFrame *f,
                          double       cx,
                          double       cy,
                          double       r,
                          const char  *tooltip)
{
  if (f->ctx->hits == NULL || !TRAJAN_DRAWS_DYNAMIC (f))
    return;
  ludus_hit_map_add_circle (f->ctx->hits, cx * f->scale, cy * f->scale, r * f->scale,
                            NULL, tooltip);
}

int
trajan_render_find_move (TrajanFrame *f,
                         int          kind,
                         int          a0,
                         int          a1,
                         int          a2,
                         int          a3)
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
trajan_render_is_hover (TrajanFrame *f,
                        int          index)
{
  return index >= 0 && f->ctx->hover != NULL
         && ludus_move_equal (f->ctx->hover, &f->moves[index]);
}

static void
highlight (TrajanFrame *f,
           int          index,
           gboolean     circle,
           double       x,
           double       y,
           double       w,
           double       h)
{
  gboolean hover = trajan_render_is_hover (f, index);

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
offer_tooltip (TrajanFrame *f,
               int          index,
               const char  *tooltip)
{
  g_autofree char *label = trajan_move_label (f->d, f->s, &f->moves[index]);

  if (tooltip == NULL || g_strcmp0 (tooltip, label) == 0)
    return g_steal_pointer (&label);
  return g_strdup_printf ("%s\n%s", tooltip, label);
}

gboolean
trajan_render_offer_rect (TrajanFrame *f,
                          int          index,
                          double       x,
                          double       y,
                          double       w,
                          double       h,
                          const char  *tooltip)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TRAJAN_DRAWS_DYNAMIC (f))
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
trajan_render_offer_circle (TrajanFrame *f,
                            int          index,
                            double       cx,
                            double       cy,
                            double       r,
                            const char  *tooltip)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TRAJAN_DRAWS_DYNAMIC (f))
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
trajan_render_offer_quiet (TrajanFrame *f,
                           int          index,
                           double       cx,
                           double       cy,
                           double       r)
{
  g_autofree char *tip = NULL;

  if (index < 0)
    return FALSE;
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return TRUE;
  if (trajan_render_is_hover (f, index))
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
trajan_render_button (TrajanFrame *f,
                      int          index,
                      const char  *label,
                      double       x,
                      double       y,
                      double       w,
                      double       h,
                      const char  *tooltip)
{
  gboolean hover = trajan_render_is_hover (f, index);

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  ludus_cairo_rounded_rect (f->cr, x, y, w, h, MIN (8, h / 3));
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, hover ? 1.0 : 0.85);
  cairo_fill (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent_text, 1.0);
  trajan_render_text (f, label, x + w / 2, y + h / 2, MIN (16, h * 0.5), TRUE, w - 10, 0);
  f->placed[index] = TRUE;
  if (f->ctx->hits != NULL)
    {
      g_autofree char *tip = offer_tooltip (f, index, tooltip);

      ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                              h * f->scale, &f->moves[index], tip);
    }
}

/* Marks: the other seats' moves since the viewer's last decision (the
 * shell's ludus_view_get_marks ()), shown on what they touched until the
 * viewer acts. */

int
trajan_render_marked (TrajanFrame *f,
                      int          seat,
                      int          kind,
                      int          a0,
                      int          a1)
{
  guint n = 0;
  const LudusMatchMove *marks;
  int found = -1;

  if (f->ctx->view == NULL || !TRAJAN_DRAWS_DYNAMIC (f))
    return -1;
  marks = ludus_view_get_marks (f->ctx->view, &n);
  for (guint i = 0; i < n; i++)
    {
      const LudusMove *m = &marks[i].move;

      if ((int) marks[i].player == f->viewer || m->kind != kind)
        continue;
      if ((seat >= 0 && (int) marks[i].player != seat) || (a0 >= 0 && m->args[0] != a0)
          || (a1 >= 0 && m->args[1] != a1))
        continue;
      found = (int) marks[i].player;
    }
  return found;
}

void
trajan_render_mark (TrajanFrame *f,
                    int          seat,
                    double       x,
                    double       y,
                    double       w,
                    double       h)
{
  double r, g, b;

  if (seat < 0 || !TRAJAN_DRAWS_DYNAMIC (f))
    return;
  ludus_view_get_seat_rgb (f->ctx->view, (guint) seat, &r, &g, &b);
  cairo_save (f->cr);
  ludus_cairo_rounded_rect (f->cr, x - 4, y - 4, w + 8, h + 8, 8);
  cairo_set_source_rgb (f->cr, r, g, b);
  cairo_set_line_width (f->cr, 3.5);
  cairo_set_dash (f->cr, (double[]) { 8, 4 }, 2, 0);
  cairo_stroke (f->cr);
  cairo_restore (f->cr);
  /* The seat's shape as well as its colour. */
  trajan_render_seat_piece (f, (guint) seat, x - 2, y - 2, 7);
}

void
trajan_render_mark_if (TrajanFrame *f,
                       int          kind,
                       int          a0,
                       int          a1,
                       double       x,
                       double       y,
                       double       w,
                       double       h)
{
  trajan_render_mark (f, trajan_render_marked (f, -1, kind, a0, a1), x, y, w, h);
}

/* Cached images of pieces */

void
trajan_render_sprite (TrajanFrame      *f,
                      char              kind,
                      int               a,
                      int               b,
                      const char       *extra,
                      double            x,
                      double            y,
                      double            w,
                      double            h,
                      TrajanSpriteFunc  func)
{
  cairo_t *cr = f->cr;
  cairo_surface_t *sprite;
  g_autofree char *key = NULL;
  double dx = x, dy = y, dw = w, dh = h, ts = f->target_scale;
  int iw, ih;

  if (!f->sprites)
    {
      TrajanFrame sf = *f;

      sf.in_sprite = TRUE;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      func (&sf, a, b, w, h);
      cairo_restore (cr);
      return;
    }
  cairo_user_to_device (cr, &dx, &dy);
  cairo_user_to_device_distance (cr, &dw, &dh);
  dx = round (dx * ts);
  dy = round (dy * ts);
  iw = MAX (1, (int) ceil (dw * ts));
  ih = MAX (1, (int) ceil (dh * ts));
  /* The scale is in the key: which labels are left out depends on it. */
  key = g_strdup_printf ("%c|%d|%d|%s|%d|%d|%d|%g", kind, a, b, extra ? extra : "", iw, ih,
                         f->ctx->dark, ts);
  sprite = g_hash_table_lookup (f->self->sprites, key);
  if (sprite == NULL)
    {
      TrajanFrame sf = *f;
      cairo_t *scr;

      if (g_hash_table_size (f->self->sprites) > 3000)
        g_hash_table_remove_all (f->self->sprites);
      sprite = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, iw, ih);
      scr = cairo_create (sprite);
      cairo_scale (scr, iw / w, ih / h);
      sf.cr = scr;
      sf.sprites = FALSE;
      sf.in_sprite = TRUE;
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

/* The frame */

const char *
trajan_render_seat_name (TrajanFrame *f,
                         guint        seat)
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
  actors = trajan_actors ((const LudusState *) s);
  for (guint p = 0; p < s->n_players; p++)
    if (actors & (1u << p))
      return (int) p;
  return s->current < s->n_players ? s->current : 0;
}

/* One pass over the whole picture; the layer decides what it draws. The
 * shared board and the seat's own mat keep the left (TRAJAN_LEFT_W units);
 * the other mats and the choices take the rest of the canvas, which is as
 * wide and as high as the widget's shape makes it: wider windows give them
 * longer rows and buttons, narrower (taller) ones more height. */
static void
draw_pass (TrajanFrame *f)
{
  double y = 10, mat_h, rx = TRAJAN_LEFT_W + 10, rw = f->cw - TRAJAN_LEFT_W - 20;

  if (TRAJAN_DRAWS_STATIC (f))
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->background, 1.0);
      cairo_rectangle (f->cr, 0, 0, f->cw, f->ch);
      cairo_fill (f->cr);
    }
  trajan_render_draw_board (f);
  trajan_render_draw_mat_large (f, (guint) f->big, 10, 630, 1030, 360);
  /* The other mats share the right column with the panel of choices, which
   * keeps at least 330 units (its buttons and the legend), unless it goes
   * under the own mat; the mats take the rest, up to the height at which
   * their text is as large as it gets. */
  mat_h = CLAMP ((f->ch - 20 - 330) / MAX (1, f->s->n_players - 1) - 8, 150, 200);
  for (guint i = 1; i < f->s->n_players; i++)
    {
      guint seat = ((guint) f->big + i) % f->s->n_players;

      trajan_render_draw_mat_compact (f, seat, rx, y, rw, mat_h);
      y += mat_h + 8;
    }
  /* A narrow (tall) window leaves room under the own mat: the choices go
   * there, as wide as the board. */
  if (f->ch - TRAJAN_CANVAS_H >= TRAJAN_CHOICES_MIN_H)
    trajan_render_draw_choices (f, 10, TRAJAN_CANVAS_H, TRAJAN_LEFT_W - 10,
                                f->ch - TRAJAN_CANVAS_H - 10);
  else
    trajan_render_draw_choices (f, rx, y, rw, f->ch - 10 - y);
}

/* What the static layer depends on: its size, the style, the language (a
 * translated title stands for it), the player count and the ships' sides. */
static char *
layer_key (TrajanFrame *f,
           int          width,
           int          height)
{
  return g_strdup_printf ("%dx%d|%g|%d|%u|%u%u%u|%s", width, height, f->cw, f->ctx->dark,
                          f->s->n_players,
                          f->s->ship_grey[0], f->s->ship_grey[1], f->s->ship_grey[2],
                          _("People’s demands"));
}

/* Target pixels per target device unit, or 0 where cached images cannot be
 * used: an image knows its own scale; a recording surface (what a GTK
 * widget draws into) is played back at the widget's scale factor, which
 * the board tells us. Anything rotated or skewed is drawn as vectors. */
static double
target_scale (TrajanFrame *f)
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
paint_cached_layer (TrajanFrame *f)
{
  TrajanRender *self = f->self;
  cairo_t *cr = f->cr;
  double ox = 0, oy = 0, dw = f->cw, dh = f->ch, ts = target_scale (f);
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
      TrajanFrame sf = *f;
      cairo_t *lcr;

      g_clear_pointer (&self->layer, cairo_surface_destroy);
      self->layer = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
      lcr = cairo_create (self->layer);
      cairo_scale (lcr, width / f->cw, height / f->ch);
      sf.cr = lcr;
      sf.layer = TRAJAN_LAYER_STATIC;
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
  TrajanFrame f = { 0 };

  g_return_if_fail (self != NULL && ctx != NULL && ctx->state != NULL);

  f.self = self;
  f.d = self->data;
  f.s = (const TrajanState *) ctx->state;
  f.ctx = ctx;
  f.cr = cr;
  f.pal = ludus_palette_get (ctx->dark);
  /* The canvas is at least TRAJAN_CANVAS_W × TRAJAN_CANVAS_H, and as wide or
   * as high as the widget's shape needs: the picture fills the widget. */
  f.scale = MIN (ctx->width / TRAJAN_CANVAS_W, ctx->height / TRAJAN_CANVAS_H);
  if (f.scale <= 0)
    f.scale = 1;
  f.cw = MAX (TRAJAN_CANVAS_W, ctx->width / f.scale);
  f.ch = MAX (TRAJAN_CANVAS_H, ctx->height / f.scale);
  f.viewer = ludus_view_get_viewer (ctx->view);
  f.big = big_seat (f.s, f.viewer);
  f.moves = ludus_view_get_legal_moves (ctx->view, &f.n_moves);
  placed = g_new0 (gboolean, MAX (1, f.n_moves));
  f.placed = placed;
  trajan_render_seaport_begin (&f);

  f.lang = _("Time");
  cairo_save (cr);
  cairo_scale (cr, f.scale, f.scale);
  /* While text is recorded (the readability test), all of it is drawn, none from the cache. */
  f.layer = ctx->texts == NULL && paint_cached_layer (&f) ? TRAJAN_LAYER_DYNAMIC
                                                          : TRAJAN_LAYER_ALL;
  /* Pieces come from cached images only where the layer does too: an image
   * target without rotation, drawn at its own resolution. */
  f.sprites = f.layer == TRAJAN_LAYER_DYNAMIC;
  f.target_scale = target_scale (&f);
  draw_pass (&f);
  cairo_restore (cr);
  for (guint i = 0; i < TRAJAN_MAX_PLAYERS; i++)
    g_free (f.names[i]);
}
