/* pn-board.c: how the shell draws Porta Nigra's board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget's renderer keeps the choice in progress (a PnbSel, changed by
 * board-local moves) and the whole drawing in an image surface at device
 * pixels, with its regions: a frame that only moves the pointer paints the
 * surface, replays the regions and draws the hover preview (the master
 * builder's way and its cost) on top. The drawing is made again when the
 * view, the choice, the size, the style or the scale changes: the board is
 * laid out again and lists its parts (pn-board-ops.c), and the kept image is
 * repainted only where they changed, then painted onto the target. That is
 * one pass over the frame where there were two (the ground into the kept
 * image, the image onto the target) and, at 1920×1080 after a move, about
 * 15 % of the frame repainted; the widget's surface is the shell's, so the
 * last copy stays. Drawing at the top level is only through pnb_sprite and
 * the text functions; anything else would not be kept, and a critical says so.
 * While the readability tests record text, it draws straight into their
 * cairo_t.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

typedef struct
{
  PnbSel           sel;
  PnbPlan          plan;
  GArray          *regions;
  cairo_surface_t *cache;
  double           width, height;
  gboolean         dark;
  int              scale;
  gboolean         valid;
  Pnb              last;         /* what the cached drawing was made with (no cairo_t) */
  GHashTable      *texts;        /* text laid out once, as masks (pn-board-text.c) */
  PnbSprites      *sprites;      /* parts drawn once, as images (pn-board-sprites.c) */
  PnbOps          *ops;          /* the kept drawing's parts (pn-board-ops.c) */
} PnBoard;

static void
setup (Pnb          *b,
       cairo_t      *cr,
       LudusView    *view,
       gboolean      dark,
       PnbPlan      *plan,
       GArray       *regions,
       const PnbSel *sel)
{
  const LudusMove *moves;
  guint n_moves = 0;

  memset (b, 0, sizeof *b);
  b->cr = cr;
  b->view = view;
  b->s = (const PnState *) ludus_view_get_state (view);
  b->d = pn_data_get (NULL);
  b->viewer = ludus_view_get_viewer (view);
  b->dark = dark;
  b->pal = ludus_palette_get (dark);
  b->plan = plan;
  b->regions = regions;
  b->regions_on = TRUE;
  moves = ludus_view_get_legal_moves (view, &n_moves);
  b->acting = n_moves > 0;
  pnb_plan_fill (plan, moves, n_moves, sel);
}

static void
to_hit_map (GArray      *regions,
            LudusHitMap *hits)
{
  if (hits == NULL)
    return;
  for (guint i = 0; i < regions->len; i++)
    {
      const PnbRegion *r = &g_array_index (regions, PnbRegion, i);
      const LudusMove *move = r->has_move ? &r->move : NULL;

      if (r->circle)
        ludus_hit_map_add_circle (hits, r->r.x + r->r.w / 2, r->r.y + r->r.h / 2, r->r.w / 2,
                                  move, r->tip);
      else
        ludus_hit_map_add_rect (hits, r->r.x, r->r.y, r->r.w, r->r.h, move, r->tip);
    }
}

/* The hovered (or focused) move's region ringed, and where the master builder would go. */
static void
draw_hover (Pnb             *b,
            GArray          *regions,
            const LudusMove *hover)
{
  if (hover == NULL)
    return;
  for (guint i = 0; i < regions->len; i++)
    {
      const PnbRegion *r = &g_array_index (regions, PnbRegion, i);

      if (!r->has_move || !ludus_move_equal (&r->move, hover))
        continue;
      ludus_cairo_rounded_rect (b->cr, r->r.x - 2 * b->u, r->r.y - 2 * b->u, r->r.w + 4 * b->u,
                                r->r.h + 4 * b->u, 6 * b->u);
      ludus_cairo_set_rgb (b->cr, &b->pal->accent, 1);
      cairo_set_line_width (b->cr, 3 * b->u);
      cairo_stroke (b->cr);
      break;
    }
  pnb_draw_preview (b, hover);
}

void
pn_board_render_view (cairo_t         *cr,
                      LudusView       *view,
                      double           width,
                      double           height,
                      gboolean         dark,
                      LudusHitMap     *hits,
                      const LudusMove *hover,
                      const PnbSel    *sel)
{
  PnbPlan plan = { g_array_new (FALSE, FALSE, sizeof (PnbEntry)) };
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (PnbRegion));
  Pnb b;

  g_return_if_fail (LUDUS_IS_VIEW (view));
  if (ludus_view_get_state (view) != NULL && pn_data_get (NULL) != NULL)
    {
      setup (&b, cr, view, dark, &plan, regions, sel);
      pnb_draw_all (&b, width, height);
      to_hit_map (regions, hits);
      draw_hover (&b, regions, hover);
      pnb_regions_clear (regions);
      pnb_finish (&b);
    }
  g_array_unref (plan.entries);
}

/* Lays the board out again and repaints the kept drawing where its parts changed
 * (pn-board-ops.c): after a move, a few cells, counts and highlights. */
static void
redraw_cache (PnBoard                  *ui,
              const LudusRenderContext *ctx)
{
  cairo_t *cr, *listing;
  cairo_surface_t *tripwire;
  int scale = MAX (1, ui->scale);
  double x, y, w, h;

  if (ui->cache == NULL || ui->width != ctx->width || ui->height != ctx->height)
    {
      g_clear_pointer (&ui->cache, cairo_surface_destroy);
      /* ARGB32 (opaque) like the widget's own surface: a frame copies it. */
      ui->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                              (int) ceil (ctx->width * scale),
                                              (int) ceil (ctx->height * scale));
      cairo_surface_set_device_scale (ui->cache, scale, scale);
      pnb_ops_forget (ui->ops);
    }
  cr = cairo_create (ui->cache);
  /* The board lists its parts instead of painting them; anything it painted besides
   * would be lost, so it goes to a recording that must stay empty. */
  tripwire = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  listing = cairo_create (tripwire);
  pnb_regions_clear (ui->regions);
  pnb_finish (&ui->last);
  setup (&ui->last, listing, ctx->view, ctx->dark, &ui->plan, ui->regions, &ui->sel);
  ui->last.text_cache = ui->texts;
  ui->last.sprites = ui->sprites;
  ui->last.ops = ui->ops;
  /* Text is laid out for the image it ends in. */
  ui->last.text_cr = cr;
  pnb_sprites_next (ui->sprites);
  ui->last.scale = scale;
  pnb_draw_all (&ui->last, ctx->width, ctx->height);
  pnb_ops_paint (ui->ops, cr, cairo_image_surface_get_width (ui->cache),
                 cairo_image_surface_get_height (ui->cache), scale);
  cairo_recording_surface_ink_extents (tripwire, &x, &y, &w, &h);
  if (w > 0 || h > 0)
    g_critical ("Porta Nigra board: something painted at %.0f,%.0f (%.0f×%.0f) is not a kept "
                "part and would be lost", x, y, w, h);
  cairo_destroy (listing);
  cairo_surface_destroy (tripwire);
  cairo_destroy (cr);
  ui->last.cr = NULL;
  ui->last.ops = NULL;
  ui->last.text_cr = NULL;
  ui->width = ctx->width, ui->height = ctx->height, ui->dark = ctx->dark;
  ui->valid = TRUE;
}

static void
render (cairo_t                  *cr,
        const LudusRenderContext *ctx,
        gpointer                  user_data)
{
  PnBoard *ui = user_data;
  const LudusMove *hover = ctx->hover != NULL ? ctx->hover : ctx->focus;

  if (pn_data_get (NULL) == NULL || ludus_view_get_state (ctx->view) == NULL)
    return;
  if (ctx->texts != NULL)
    {
      /* Text is recorded as it is drawn: no cache. */
      pn_board_render_view (cr, ctx->view, ctx->width, ctx->height, ctx->dark, ctx->hits,
                            hover, &ui->sel);
      return;
    }
  if (!ui->valid || ui->width != ctx->width || ui->height != ctx->height ||
      ui->dark != ctx->dark)
    redraw_cache (ui, ctx);
  /* The drawing is opaque: copied over what is there, which is faster than blending. */
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, ui->cache, 0, 0);
  cairo_rectangle (cr, 0, 0, ctx->width, ctx->height);
  cairo_fill (cr);
  cairo_restore (cr);
  to_hit_map (ui->regions, ctx->hits);
  ui->last.cr = cr;
  draw_hover (&ui->last, ui->regions, hover);
  ui->last.cr = NULL;
}

static gpointer
renderer_new (void)
{
  PnBoard *ui = g_new0 (PnBoard, 1);

  ui->sel.target = PNB_T_NONE;
  ui->sel.means = PNB_MEANS_NONE;
  ui->plan.entries = g_array_new (FALSE, FALSE, sizeof (PnbEntry));
  ui->regions = g_array_new (FALSE, FALSE, sizeof (PnbRegion));
  ui->texts = pnb_text_cache_new ();
  ui->sprites = pnb_sprites_new ();
  ui->ops = pnb_ops_new ();
  ui->scale = 1;
  return ui;
}

static void
renderer_free (gpointer renderer)
{
  PnBoard *ui = renderer;

  pnb_regions_clear (ui->regions);
  pnb_finish (&ui->last);
  g_hash_table_unref (ui->texts);
  pnb_sprites_free (ui->sprites);
  pnb_ops_free (ui->ops);
  g_array_unref (ui->regions);
  g_array_unref (ui->plan.entries);
  g_clear_pointer (&ui->cache, cairo_surface_destroy);
  g_free (ui);
}

static void
set_device_scale (gpointer renderer,
                  int      scale)
{
  PnBoard *ui = renderer;

  if (ui->scale == scale)
    return;
  ui->scale = scale;
  g_hash_table_remove_all (ui->texts);
  pnb_sprites_clear (ui->sprites);
  g_clear_pointer (&ui->cache, cairo_surface_destroy);
  ui->valid = FALSE;
}

static void
view_changed (gpointer renderer)
{
  PnBoard *ui = renderer;

  ui->sel.target = PNB_T_NONE;
  ui->sel.means = PNB_MEANS_NONE;
  ui->valid = FALSE;
}

static gboolean
local_move (gpointer         renderer,
            const LudusMove *move)
{
  PnBoard *ui = renderer;

  if (!pnb_sel_apply (&ui->sel, move))
    return FALSE;
  ui->valid = FALSE;
  return TRUE;
}

void
pn_board_set_sel (gpointer      renderer,
                  const PnbSel *sel)
{
  PnBoard *ui = renderer;

  ui->sel = *sel;
  ui->valid = FALSE;
}

void
pn_board_forget_drawing (gpointer renderer)
{
  PnBoard *ui = renderer;

  pnb_ops_forget (ui->ops);
  ui->valid = FALSE;
}

double
pn_board_repainted (gpointer renderer)
{
  return pnb_ops_repainted (((PnBoard *) renderer)->ops);
}

PnbSel
pn_board_busiest (LudusView *view)
{
  PnbPlan plan = { g_array_new (FALSE, FALSE, sizeof (PnbEntry)) };
  PnbSel sel = { PNB_T_NONE, PNB_MEANS_NONE };
  guint n_moves = 0, best = 1;
  const LudusMove *moves = ludus_view_get_legal_moves (view, &n_moves);

  pnb_plan_fill (&plan, moves, n_moves, NULL);
  for (guint i = 0; i < plan.entries->len; i++)
    {
      int t = g_array_index (plan.entries, PnbEntry, i).target;
      guint n = pnb_plan_count (&plan, t, PNB_MEANS_NONE);

      if (n > best && !pnb_is_panel_target (t))
        best = n, sel.target = t;
    }
  g_array_unref (plan.entries);
  return sel;
}

const LudusBoardSpec pn_board = {
  .name = N_("Porta Nigra"),
  .aspect_ratio = 0,
  .renderer_new = renderer_new,
  .renderer_free = renderer_free,
  .set_device_scale = set_device_scale,
  .view_changed = view_changed,
  .local_move = local_move,
  .draw = render,
};
