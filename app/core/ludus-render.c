/* ludus-render.c: hit maps and drawing helpers shared by every board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ludus-render.h"

typedef enum
{
  REGION_RECT,
  REGION_CIRCLE,
} RegionShape;

typedef struct
{
  RegionShape shape;
  double      x, y, w, h;   /* a circle is (cx, cy, r, r) */
  gboolean    has_move;
  LudusMove   move;
  char       *tooltip;
} Region;

struct _LudusHitMap
{
  GArray *regions;
};

static void
region_clear (gpointer data)
{
  Region *region = data;

  g_clear_pointer (&region->tooltip, g_free);
}

LudusHitMap *
ludus_hit_map_new (void)
{
  LudusHitMap *map = g_new0 (LudusHitMap, 1);

  map->regions = g_array_new (FALSE, TRUE, sizeof (Region));
  g_array_set_clear_func (map->regions, region_clear);
  return map;
}

void
ludus_hit_map_free (LudusHitMap *map)
{
  if (map == NULL)
    return;
  g_array_unref (map->regions);
  g_free (map);
}

void
ludus_hit_map_clear (LudusHitMap *map)
{
  g_return_if_fail (map != NULL);
  g_array_set_size (map->regions, 0);
}

static void
add_region (LudusHitMap     *map,
            RegionShape      shape,
            double           x,
            double           y,
            double           w,
            double           h,
            const LudusMove *move,
            const char      *tooltip)
{
  Region region = { shape, x, y, w, h, move != NULL, { 0 }, g_strdup (tooltip) };

  if (move != NULL)
    region.move = *move;
  g_array_append_val (map->regions, region);
}

/**
 * ludus_hit_map_add_rect:
 * @move: (nullable): the legal move this region chooses
 * @tooltip: (nullable): what the piece is, shown on hover
 *
 * Records a rectangle drawn at (@x, @y) of size @width × @height.
 */
void
ludus_hit_map_add_rect (LudusHitMap     *map,
                        double           x,
                        double           y,
                        double           width,
                        double           height,
                        const LudusMove *move,
                        const char      *tooltip)
{
  g_return_if_fail (map != NULL);
  add_region (map, REGION_RECT, x, y, width, height, move, tooltip);
}

void
ludus_hit_map_add_circle (LudusHitMap     *map,
                          double           cx,
                          double           cy,
                          double           radius,
                          const LudusMove *move,
                          const char      *tooltip)
{
  g_return_if_fail (map != NULL);
  add_region (map, REGION_CIRCLE, cx, cy, radius, radius, move, tooltip);
}

static gboolean
region_contains (const Region *region,
                 double        x,
                 double        y)
{
  if (region->shape == REGION_CIRCLE)
    {
      double dx = x - region->x, dy = y - region->y;

      return dx * dx + dy * dy <= region->w * region->w;
    }

  return x >= region->x && y >= region->y &&
         x < region->x + region->w && y < region->y + region->h;
}

/**
 * ludus_hit_map_lookup:
 * @move: (out) (optional): the move of the topmost region at the point that carries one
 * @tooltip: (out) (optional) (transfer none): the tooltip of the topmost region
 *   at the point that has one
 *
 * A region without a move (a piece drawn over a space) never hides the move of
 * a region below it, so decorations cannot block clicks.
 *
 * Returns: %TRUE if a region at (@x, @y) carries a move
 */
gboolean
ludus_hit_map_lookup (LudusHitMap  *map,
                      double        x,
                      double        y,
                      LudusMove    *move,
                      const char  **tooltip)
{
  const Region *with_move = NULL;
  const char *tip = NULL;

  g_return_val_if_fail (map != NULL, FALSE);

  for (guint i = map->regions->len; i > 0 && (with_move == NULL || tip == NULL); i--)
    {
      const Region *region = &g_array_index (map->regions, Region, i - 1);

      if (!region_contains (region, x, y))
        continue;
      if (with_move == NULL && region->has_move)
        with_move = region;
      if (tip == NULL)
        tip = region->tooltip;
    }

  if (tooltip)
    *tooltip = tip;
  if (with_move != NULL && move != NULL)
    *move = with_move->move;
  return with_move != NULL;
}

guint
ludus_hit_map_get_n_moves (LudusHitMap *map)
{
  guint n = 0;

  g_return_val_if_fail (map != NULL, 0);

  for (guint i = 0; i < map->regions->len; i++)
    if (g_array_index (map->regions, Region, i).has_move)
      n++;
  return n;
}

/**
 * ludus_hit_map_get_move_region:
 * @index: among the regions that carry a move, in drawing order
 * @move: (out) (optional): the region's move
 * @x: (out) (optional): left edge of its bounding box
 * @y: (out) (optional): top edge
 * @width: (out) (optional): width
 * @height: (out) (optional): height
 *
 * Gives a move region's move and bounding box (for a circle, its square).
 */
void
ludus_hit_map_get_move_region (LudusHitMap *map,
                               guint        index,
                               LudusMove   *move,
                               double      *x,
                               double      *y,
                               double      *width,
                               double      *height)
{
  g_return_if_fail (map != NULL);

  for (guint i = 0; i < map->regions->len; i++)
    {
      const Region *region = &g_array_index (map->regions, Region, i);

      if (!region->has_move || index-- > 0)
        continue;

      /* Every out argument is optional, as ludus_hit_map_lookup ()'s are. */
      if (move)
        *move = region->move;
      if (x)
        *x = region->shape == REGION_CIRCLE ? region->x - region->w : region->x;
      if (y)
        *y = region->shape == REGION_CIRCLE ? region->y - region->w : region->y;
      if (width)
        *width = region->shape == REGION_CIRCLE ? 2 * region->w : region->w;
      if (height)
        *height = region->shape == REGION_CIRCLE ? 2 * region->w : region->h;
      return;
    }

  g_return_if_reached ();
}

/* Text boxes */

struct _LudusTextMap
{
  GArray *boxes;   /* LudusTextBox */
};

static const cairo_user_data_key_t text_map_key;

static void
text_box_clear (gpointer data)
{
  LudusTextBox *box = data;

  g_clear_pointer (&box->text, g_free);
}

LudusTextMap *
ludus_text_map_new (void)
{
  LudusTextMap *map = g_new0 (LudusTextMap, 1);

  map->boxes = g_array_new (FALSE, TRUE, sizeof (LudusTextBox));
  g_array_set_clear_func (map->boxes, text_box_clear);
  return map;
}

void
ludus_text_map_free (LudusTextMap *map)
{
  if (map == NULL)
    return;
  g_array_unref (map->boxes);
  g_free (map);
}

void
ludus_text_map_clear (LudusTextMap *map)
{
  g_return_if_fail (map != NULL);
  g_array_set_size (map->boxes, 0);
}

guint
ludus_text_map_get_n_boxes (LudusTextMap *map)
{
  g_return_val_if_fail (map != NULL, 0);
  return map->boxes->len;
}

/**
 * ludus_text_map_get_box:
 * @index: in drawing order
 *
 * Returns: (transfer none): the box, valid until the map next changes
 */
const LudusTextBox *
ludus_text_map_get_box (LudusTextMap *map,
                        guint         index)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (index < map->boxes->len, NULL);
  return &g_array_index (map->boxes, LudusTextBox, index);
}

/**
 * ludus_render_set_text_map:
 * @map: (nullable): where text drawn into @cr is recorded
 *
 * Attaches @map to @cr (not to the saved state: it stays across
 * cairo_save () and cairo_restore ()), for ludus_cairo_text_centered (),
 * ludus_cairo_text_at () and ludus_render_record_text ().
 */
void
ludus_render_set_text_map (cairo_t      *cr,
                           LudusTextMap *map)
{
  g_return_if_fail (cr != NULL);
  cairo_set_user_data (cr, &text_map_key, map, NULL);
}

LudusTextMap *
ludus_render_get_text_map (cairo_t *cr)
{
  g_return_val_if_fail (cr != NULL, NULL);
  return cairo_get_user_data (cr, &text_map_key);
}

/**
 * ludus_render_record_text:
 * @text: the string drawn
 * @x: left edge of its ink box, in @cr's user space
 * @y: top edge
 * @width: width of the ink box
 * @height: height
 * @size: the font size, in @cr's user space
 *
 * Records a text box in the map attached to @cr, if there is one. The box is
 * turned into device-independent units with the current transformation
 * (the bounding box of its corners, if the board rotates), and the size
 * into device pixels, which include the surface's device scale.
 */
void
ludus_render_record_text (cairo_t    *cr,
                          const char *text,
                          double      x,
                          double      y,
                          double      width,
                          double      height,
                          double      size)
{
  LudusTextMap *map;
  double xs[4] = { x, x + width, x, x + width };
  double ys[4] = { y, y, y + height, y + height };
  double dx = 0, dy = size, scale_x = 1, scale_y = 1;
  LudusTextBox box = { 0 };

  g_return_if_fail (cr != NULL);

  map = cairo_get_user_data (cr, &text_map_key);
  if (map == NULL || text == NULL || *text == '\0' || width <= 0 || height <= 0)
    return;

  box.x = box.y = G_MAXDOUBLE;
  box.width = box.height = -G_MAXDOUBLE;   /* the right and bottom edges, for now */
  for (guint i = 0; i < 4; i++)
    {
      cairo_user_to_device (cr, &xs[i], &ys[i]);
      box.x = MIN (box.x, xs[i]);
      box.y = MIN (box.y, ys[i]);
      box.width = MAX (box.width, xs[i]);
      box.height = MAX (box.height, ys[i]);
    }
  box.width -= box.x;
  box.height -= box.y;

  /* The size is a height: the length of the text's vertical in device units. */
  cairo_user_to_device_distance (cr, &dx, &dy);
  cairo_surface_get_device_scale (cairo_get_target (cr), &scale_x, &scale_y);
  box.size = sqrt (dx * dx + dy * dy) * scale_y;
  box.text = g_strdup (text);
  g_array_append_val (map->boxes, box);
}

/**
 * ludus_render_draw:
 * @spec: the board
 * @renderer: (nullable): the data made by @spec's renderer_new
 * @cr: where to draw
 * @ctx: what to draw; its texts (if any) records the text drawn
 *
 * Draws a board as the shell and the tests do.
 */
void
ludus_render_draw (const LudusBoardSpec     *spec,
                   gpointer                  renderer,
                   cairo_t                  *cr,
                   const LudusRenderContext *ctx)
{
  LudusTextMap *before;

  g_return_if_fail (spec != NULL && spec->draw != NULL);
  g_return_if_fail (cr != NULL && ctx != NULL);

  before = ludus_render_get_text_map (cr);
  ludus_render_set_text_map (cr, ctx->texts);
  spec->draw (cr, ctx, renderer);
  ludus_render_set_text_map (cr, before);
}

gboolean
ludus_move_equal (const LudusMove *a,
                  const LudusMove *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

/* From the GNOME HIG palette and libadwaita's named colours. */
static const LudusPalette light_palette = {
  .background  = RGB (0xf6f5f4),
  .surface     = RGB (0xffffff),
  .surface_alt = RGB (0xdeddda),
  .line        = RGB (0x9a9996),
  .text        = RGB (0x241f31),
  .text_dim    = RGB (0x5e5c64),
  .accent      = RGB (0x1c71d8),
  .accent_text = RGB (0xffffff),
};

static const LudusPalette dark_palette = {
  .background  = RGB (0x242424),
  .surface     = RGB (0x303030),
  .surface_alt = RGB (0x3d3846),
  .line        = RGB (0x77767b),
  .text        = RGB (0xffffff),
  .text_dim    = RGB (0xc0bfbc),
  .accent      = RGB (0x78aeed),
  .accent_text = RGB (0x000000),
};

const LudusPalette *
ludus_palette_get (gboolean dark)
{
  return dark ? &dark_palette : &light_palette;
}

void
ludus_cairo_set_rgb (cairo_t        *cr,
                     const LudusRgb *rgb,
                     double          alpha)
{
  cairo_set_source_rgba (cr, rgb->r, rgb->g, rgb->b, alpha);
}

void
ludus_cairo_rounded_rect (cairo_t *cr,
                          double   x,
                          double   y,
                          double   width,
                          double   height,
                          double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
polygon (cairo_t *cr,
         double   cx,
         double   cy,
         double   radius,
         guint    sides,
         double   rotation)
{
  for (guint i = 0; i < sides; i++)
    {
      double a = rotation + 2 * G_PI * i / sides;

      if (i == 0)
        cairo_move_to (cr, cx + radius * cos (a), cy + radius * sin (a));
      else
        cairo_line_to (cr, cx + radius * cos (a), cy + radius * sin (a));
    }
  cairo_close_path (cr);
}

static void
star (cairo_t *cr,
      double   cx,
      double   cy,
      double   radius)
{
  for (guint i = 0; i < 10; i++)
    {
      double a = -G_PI / 2 + G_PI * i / 5;
      double r = (i % 2 == 0) ? radius : radius * 0.45;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

/**
 * ludus_cairo_seat_piece:
 *
 * Draws seat @seat's piece centred on (@cx, @cy): disc, square, triangle,
 * diamond, hexagon or star, in the seat's colour with a dark outline.
 */
void
ludus_cairo_seat_piece (cairo_t   *cr,
                        LudusView *view,
                        guint      seat,
                        double     cx,
                        double     cy,
                        double     radius)
{
  double r, g, b;

  cairo_save (cr);
  /* A shape of its own, whatever path the caller left. */
  cairo_new_path (cr);
  switch (seat % LUDUS_MAX_PLAYERS)
    {
    case 0:
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, cx - radius * 0.85, cy - radius * 0.85, radius * 1.7, radius * 1.7);
      break;
    case 2:
      polygon (cr, cx, cy + radius * 0.15, radius * 1.1, 3, -G_PI / 2);
      break;
    case 3:
      polygon (cr, cx, cy, radius * 1.05, 4, -G_PI / 2);
      break;
    case 4:
      polygon (cr, cx, cy, radius, 6, 0);
      break;
    default:
      star (cr, cx, cy, radius * 1.1);
      break;
    }

  ludus_view_get_seat_rgb (view, seat, &r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.75);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.12));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Cantarell, Sans");

  pango_font_description_set_absolute_size (desc, MAX (1.0, size) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);
  return layout;
}

/* Records the ink of a layout drawn with its top-left corner at (x, y). */
static void
record_layout (cairo_t     *cr,
               PangoLayout *layout,
               const char  *text,
               double       x,
               double       y,
               double       size)
{
  PangoRectangle ink;

  if (cairo_get_user_data (cr, &text_map_key) == NULL)
    return;
  pango_layout_get_extents (layout, &ink, NULL);
  ludus_render_record_text (cr, text, x + ink.x / (double) PANGO_SCALE,
                            y + ink.y / (double) PANGO_SCALE, ink.width / (double) PANGO_SCALE,
                            ink.height / (double) PANGO_SCALE, size);
}

/**
 * ludus_cairo_text_centered:
 * @max_width: if > 0, the text is scaled down to fit this width
 *
 * Draws @text centred on (@cx, @cy) in the current source colour.
 */
void
ludus_cairo_text_centered (cairo_t    *cr,
                           const char *text,
                           double      cx,
                           double      cy,
                           double      size,
                           double      max_width)
{
  g_autoptr(PangoLayout) layout = NULL;
  int w, h;
  double scale = 1.0;

  if (text == NULL || *text == '\0')
    return;

  layout = make_layout (cr, text, size, FALSE);
  pango_layout_get_size (layout, &w, &h);
  if (max_width > 0 && w / (double) PANGO_SCALE > max_width)
    scale = max_width / (w / (double) PANGO_SCALE);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, -w / (2.0 * PANGO_SCALE), -h / (2.0 * PANGO_SCALE));
  pango_cairo_show_layout (cr, layout);
  record_layout (cr, layout, text, -w / (2.0 * PANGO_SCALE), -h / (2.0 * PANGO_SCALE), size);
  /* The path is not part of the saved state: leave no current point, or the
   * next shape drawn would begin with a line from here. */
  cairo_new_path (cr);
  cairo_restore (cr);
}

/**
 * ludus_cairo_text_at:
 *
 * Draws @text with its top-left corner at (@x, @y).
 *
 * Returns: the width of the text drawn
 */
double
ludus_cairo_text_at (cairo_t    *cr,
                     const char *text,
                     double      x,
                     double      y,
                     double      size,
                     gboolean    bold)
{
  g_autoptr(PangoLayout) layout = NULL;
  int w, h;

  if (text == NULL || *text == '\0')
    return 0;

  layout = make_layout (cr, text, size, bold);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  record_layout (cr, layout, text, x, y, size);
  cairo_new_path (cr);
  return w / (double) PANGO_SCALE;
}
