/* ft-board.c: the Forum Trajanum board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget is the shared LudusBoardArea with Forum Trajanum's render
 * function. The one piece of state of its own is the building form chosen
 * in the supply (which tile to build): building moves carry a form and a
 * cell, so the grid shows the cells of one form at a time. The form
 * selectors are regions in the hit map like the moves, so they are reached
 * by mouse and by keyboard (Tab/arrows, then Enter) alike.
 */
#include "config.h"

#include "ft-board.h"
#include "ft-board-adapt.h"
#include "ft-game.h"
#include "ludus-board-area.h"

typedef struct
{
  FtbSprites  *sprites;
  FtbModel    *model;
  gboolean     model_valid;
  int          form;
  LudusHitMap *hits;        /* the area's, from the last frame */
  gboolean     has_focus;
  LudusMove    focus;
} FtBoard;

static void
ft_board_free (gpointer data)
{
  FtBoard *ui = data;

  ftb_sprites_free (ui->sprites);
  ftb_model_free (ui->model);
  g_free (ui);
}

static void
fill_model (FtbModel  *model,
            LudusView *view,
            int        form)
{
  const FtState *s = (const FtState *) ludus_view_get_state (view);
  const FtData *d = ft_data_get (NULL);
  const LudusMove *moves;
  guint n_moves = 0;

  moves = ludus_view_get_legal_moves (view, &n_moves);
  ftb_model_fill (model, s, d, ludus_view_get_viewer (view), moves, n_moves, form);
}

/* Shows what the hovered move brings, once per hovered move. */
static void
set_preview (FtbModel        *model,
             LudusView       *view,
             const LudusMove *hover)
{
  const FtState *s = (const FtState *) ludus_view_get_state (view);
  int viewer = ludus_view_get_viewer (view);

  if (hover == NULL || viewer < 0)
    return;
  for (guint i = 0; i < model->moves->len; i++)
    {
      FtbMoveSpot *spot = &g_array_index (model->moves, FtbMoveSpot, i);

      if (spot->preview == NULL && ludus_move_equal (&spot->move, hover))
        spot->preview = ftb_move_preview (s, ft_data_get (NULL), (guint) viewer, hover);
    }
}

void
ft_board_render_view (cairo_t         *cr,
                      LudusView       *view,
                      double           width,
                      double           height,
                      gboolean         dark,
                      LudusHitMap     *hits,
                      const LudusMove *hover,
                      int              form,
                      FtbSprites      *sprites)
{
  g_autoptr(FtbModel) model = ftb_model_new ();

  g_return_if_fail (LUDUS_IS_VIEW (view));
  if (ludus_view_get_state (view) == NULL || ft_data_get (NULL) == NULL)
    return;
  fill_model (model, view, form);
  set_preview (model, view, hover);
  ftb_draw (cr, model, sprites, view, width, height, dark, hits, hover, NULL);
}

static void
render (cairo_t                  *cr,
        const LudusRenderContext *ctx,
        gpointer                  user_data)
{
  FtBoard *ui = user_data;

  if (ft_data_get (NULL) == NULL)
    return;
  if (!ui->model_valid)
    {
      fill_model (ui->model, ctx->view, ui->form);
      ui->model_valid = TRUE;
    }
  set_preview (ui->model, ctx->view, ctx->hover != NULL ? ctx->hover : ctx->focus);
  ftb_draw (cr, ui->model, ui->sprites, ctx->view, ctx->width, ctx->height, ctx->dark,
            ctx->hits, ctx->hover, ctx->focus);
  ui->hits = ctx->hits;
  ui->has_focus = ctx->focus != NULL;
  if (ctx->focus != NULL)
    ui->focus = *ctx->focus;
}

static void
on_view_changed (LudusView *view,
                 GtkWidget *area)
{
  FtBoard *ui = g_object_get_data (G_OBJECT (area), "ft-board");

  ui->model_valid = FALSE;
}

static void
select_form (GtkWidget       *area,
             FtBoard         *ui,
             const LudusMove *move)
{
  if (move->kind != FTB_FORM_MOVE_KIND || move->args[0] == ui->form)
    return;
  ui->form = move->args[0];
  ui->model_valid = FALSE;
  gtk_widget_queue_draw (area);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            FtBoard         *ui)
{
  GtkWidget *area = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  double w = gtk_widget_get_width (area), h = gtk_widget_get_height (area);
  double fw = w, fh = h;
  LudusMove move;

  if (ui->hits == NULL || h <= 0)
    return;
  /* The same framing as LudusBoardArea: the drawing centred at its aspect. */
  if (w / h > FT_BOARD_ASPECT)
    fw = h * FT_BOARD_ASPECT;
  else
    fh = w / FT_BOARD_ASPECT;
  if (ludus_hit_map_lookup (ui->hits, x - (w - fw) / 2, y - (h - fh) / 2, &move, NULL))
    select_form (area, ui, &move);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                FtBoard               *ui)
{
  GtkWidget *area = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space) &&
      ui->has_focus && ui->focus.kind == FTB_FORM_MOVE_KIND)
    {
      select_form (area, ui, &ui->focus);
      return TRUE;
    }
  return FALSE;
}

GtkWidget *
ft_board_new (LudusGame *game,
              LudusView *view)
{
  FtBoard *ui = g_new0 (FtBoard, 1);
  GtkWidget *area;
  GtkGesture *click;
  GtkEventController *keys;

  g_return_val_if_fail (LUDUS_IS_VIEW (view), NULL);

  ui->sprites = ftb_sprites_new ();
  ui->model = ftb_model_new ();
  ui->form = -1;
  area = ludus_board_area_new (view, render, ui, FT_BOARD_ASPECT);
  g_object_set_data_full (G_OBJECT (area), "ft-board", ui, ft_board_free);
  g_signal_connect_object (view, "changed", G_CALLBACK (on_view_changed), area, 0);

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), ui);
  gtk_widget_add_controller (area, GTK_EVENT_CONTROLLER (click));
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), ui);
  gtk_widget_add_controller (area, keys);
  return area;
}

int
ft_board_get_form (GtkWidget *board)
{
  FtBoard *ui;

  g_return_val_if_fail (LUDUS_IS_BOARD_AREA (board), -1);
  ui = g_object_get_data (G_OBJECT (board), "ft-board");
  g_return_val_if_fail (ui != NULL, -1);
  return ui->model_valid ? ui->model->form : -1;
}

GObject *
ft_board_factory (LudusGame *game,
                  LudusView *view)
{
  return G_OBJECT (ft_board_new (game, view));
}
