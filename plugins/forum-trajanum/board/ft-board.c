/* ft-board.c: how the shell draws Forum Trajanum's board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell draws the board in its LudusBoardArea with this spec. The one
 * piece of state of the board's own is the building form chosen in the
 * supply (which tile to build): building moves carry a form and a cell, so
 * the grid shows the cells of one form at a time. The form selectors are
 * regions carrying board-local moves (FTB_FORM_MOVE_KIND), so they are
 * reached by mouse and by keyboard (Tab/arrows, then Enter) like the moves.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-board.h"
#include "ft-board-adapt.h"
#include "ft-game.h"

typedef struct
{
  FtbSprites  *sprites;
  FtbModel    *model;
  gboolean     model_valid;
  int          form;
  gboolean     tribune;
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
            int        form,
            gboolean   tribune)
{
  const FtState *s = (const FtState *) ludus_view_get_state (view);
  const FtData *d = ft_data_get (NULL);
  const LudusMove *moves;
  guint n_moves = 0;

  moves = ludus_view_get_legal_moves (view, &n_moves);
  ftb_model_fill (model, d, s, ludus_view_get_viewer (view), moves, n_moves, form, tribune);
  ftb_model_set_marks (model, view);
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
        spot->preview = ftb_move_preview (ft_data_get (NULL), s, (guint) viewer, hover);
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
                      gboolean         tribune,
                      FtbSprites      *sprites)
{
  g_autoptr(FtbModel) model = ftb_model_new ();

  g_return_if_fail (LUDUS_IS_VIEW (view));
  if (ludus_view_get_state (view) == NULL || ft_data_get (NULL) == NULL)
    return;
  fill_model (model, view, form, tribune);
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
      fill_model (ui->model, ctx->view, ui->form, ui->tribune);
      ui->model_valid = TRUE;
    }
  set_preview (ui->model, ctx->view, ctx->hover != NULL ? ctx->hover : ctx->focus);
  ftb_draw (cr, ui->model, ui->sprites, ctx->view, ctx->width, ctx->height, ctx->dark,
            ctx->hits, ctx->hover, ctx->focus);
}

static gpointer
renderer_new (void)
{
  FtBoard *ui = g_new0 (FtBoard, 1);

  ui->sprites = ftb_sprites_new ();
  ui->model = ftb_model_new ();
  ui->form = -1;
  return ui;
}

static void
view_changed (gpointer renderer)
{
  FtBoard *ui = renderer;

  ui->model_valid = FALSE;
  /* Paying a tribune is for the next tile taken only. */
  ui->tribune = FALSE;
}

/* A form selector was chosen: show that form's cells; or the tribune toggle:
 * show the tiles taken for a tribune, or those of the streets. */
static gboolean
local_move (gpointer         renderer,
            const LudusMove *move)
{
  FtBoard *ui = renderer;

  if (move->kind == FTB_FORM_MOVE_KIND && move->args[0] == FTB_TRIBUNE_TOGGLE)
    {
      ui->tribune = !(ui->model_valid ? ui->model->tribune : ui->tribune);
      ui->model_valid = FALSE;
      return TRUE;
    }
  if (move->kind != FTB_FORM_MOVE_KIND || move->args[0] == ui->form)
    return FALSE;
  ui->form = move->args[0];
  ui->model_valid = FALSE;
  return TRUE;
}

int
ft_board_get_form (gpointer renderer)
{
  FtBoard *ui = renderer;

  g_return_val_if_fail (ui != NULL, -1);
  return ui->model_valid ? ui->model->form : -1;
}

gboolean
ft_board_get_tribune (gpointer renderer)
{
  FtBoard *ui = renderer;

  g_return_val_if_fail (ui != NULL, FALSE);
  return ui->model_valid && ui->model->tribune;
}

const LudusBoardSpec ft_board = {
  .name = N_("Forum Trajanum"),
  .aspect_ratio = 0,   /* laid out for the size given (ftb_layout_compute ()) */
  .renderer_new = renderer_new,
  .renderer_free = ft_board_free,
  .view_changed = view_changed,
  .local_move = local_move,
  .draw = render,
};
