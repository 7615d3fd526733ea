/* testgame-render.c: Tesserae's board, drawn with the core's Cairo helpers
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawing is laid out in a TESTGAME_BOARD_WIDTH × TESTGAME_BOARD_HEIGHT
 * frame and scaled to the context's size; hit regions are recorded in the
 * context's units, one per legal move, so clicks map back to moves.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "testgame-private.h"

#define GRID_X   30.0
#define GRID_Y   80.0
#define CELL     95.0
#define GAP      5.0
#define HAND_X   350.0
#define HAND_Y   110.0
#define CARD_W   50.0
#define CARD_H   75.0
#define BUTTON_Y 300.0
#define BUTTON_W 110.0
#define BUTTON_H 40.0

typedef struct
{
  cairo_t                  *cr;
  const LudusRenderContext *ctx;
  const LudusPalette       *palette;
  const TestgameState      *state;
  double                    scale;
} Painter;

static gboolean
move_is (const LudusMove *candidate,
         int              kind,
         int              arg)
{
  return candidate != NULL && candidate->kind == kind && candidate->args[0] == arg;
}

/* The viewer's legal move of this kind and argument, or NULL. */
static const LudusMove *
find_legal (Painter *p,
            int      kind,
            int      arg)
{
  guint n;
  const LudusMove *moves = ludus_view_get_legal_moves (p->ctx->view, &n);

  for (guint i = 0; i < n; i++)
    if (move_is (&moves[i], kind, arg))
      return &moves[i];
  return NULL;
}

static void
add_hit (Painter         *p,
         double           x,
         double           y,
         double           w,
         double           h,
         const LudusMove *move,
         const char      *tooltip)
{
  if (p->ctx->hits != NULL)
    ludus_hit_map_add_rect (p->ctx->hits, x * p->scale, y * p->scale,
                            w * p->scale, h * p->scale, move, tooltip);
}

static gboolean
is_hover (Painter         *p,
          const LudusMove *move)
{
  return move != NULL && ((p->ctx->hover != NULL && ludus_move_equal (p->ctx->hover, move)) ||
                          (p->ctx->focus != NULL && ludus_move_equal (p->ctx->focus, move)));
}

/* Outlines a legal choice in the accent colour, filled when hovered. */
static void
highlight (Painter         *p,
           double           x,
           double           y,
           double           w,
           double           h,
           const LudusMove *move)
{
  ludus_cairo_rounded_rect (p->cr, x - 2, y - 2, w + 4, h + 4, 8);
  if (is_hover (p, move))
    {
      ludus_cairo_set_rgb (p->cr, &p->palette->accent, 0.25);
      cairo_fill_preserve (p->cr);
    }
  ludus_cairo_set_rgb (p->cr, &p->palette->accent, 1.0);
  cairo_set_line_width (p->cr, 3);
  cairo_stroke (p->cr);
}

/* Whether another seat's recent move (the view's marks, after a hand-over) took this tile:
 * a starting tile placed, or a claim of row then column. Returns the seat, or -1. */
static int
marked_by (Painter *p,
           guint    tile)
{
  guint n;
  const LudusMatchMove *marks = ludus_view_get_marks (p->ctx->view, &n);
  int row = -1;

  for (guint i = 0; i < n; i++)
    {
      const LudusMove *move = &marks[i].move;

      if (move->kind == TESTGAME_MOVE_PLACE && move->args[0] == (int) tile)
        return (int) marks[i].player;
      if (move->kind == TESTGAME_MOVE_ROW)
        row = move->args[0];
      else if (move->kind == TESTGAME_MOVE_COLUMN && row >= 0 &&
               (guint) (row * 3 + move->args[0]) == tile &&
               p->state->board[tile] == (int) marks[i].player)
        return (int) marks[i].player;
    }
  return -1;
}

/* A ring in the seat's colour around a tile the seat took since the viewer's last turn. */
static void
draw_mark (Painter *p,
           double   x,
           double   y,
           int      seat)
{
  double r, g, b;

  ludus_view_get_seat_rgb (p->ctx->view, (guint) seat, &r, &g, &b);
  ludus_cairo_rounded_rect (p->cr, x + 4, y + 4, CELL - 8, CELL - 8, 5);
  cairo_set_source_rgb (p->cr, r, g, b);
  cairo_set_line_width (p->cr, 4);
  cairo_stroke (p->cr);
}

static void
draw_tile (Painter *p,
           int      row,
           int      column)
{
  const TestgameState *s = p->state;
  guint tile = (guint) (row * 3 + column);
  double x = GRID_X + column * (CELL + GAP), y = GRID_Y + row * (CELL + GAP);
  const LudusMove *move = NULL;
  g_autofree char *value = g_strdup_printf ("%d", testgame_tile_value (tile));
  g_autofree char *tooltip = NULL;
  gboolean chosen = (s->phase == TESTGAME_PHASE_CONFIRM && s->row == row && s->column == column);

  ludus_cairo_rounded_rect (p->cr, x, y, CELL, CELL, 6);
  ludus_cairo_set_rgb (p->cr, (row + column) % 2 ? &p->palette->surface_alt : &p->palette->surface,
                       1.0);
  cairo_fill_preserve (p->cr);
  ludus_cairo_set_rgb (p->cr, &p->palette->line, 1.0);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);

  ludus_cairo_set_rgb (p->cr, &p->palette->text_dim, 1.0);
  ludus_cairo_text_centered (p->cr, value, x + 14, y + 14, 14, 0);

  if (s->board[tile] >= 0)
    {
      int marked = marked_by (p, tile);

      ludus_cairo_seat_piece (p->cr, p->ctx->view, (guint) s->board[tile],
                              x + CELL / 2, y + CELL / 2 + 4, CELL / 3.4);
      if (marked >= 0)
        {
          draw_mark (p, x, y, marked);
          tooltip = g_strdup_printf (_("Player %d’s tile, worth %d, taken since your last turn"),
                                     s->board[tile] + 1, testgame_tile_value (tile));
        }
      else
        tooltip = g_strdup_printf (_("Player %d’s tile, worth %d"), s->board[tile] + 1,
                                   testgame_tile_value (tile));
    }
  else
    tooltip = g_strdup_printf (_("A free tile, worth %d"), testgame_tile_value (tile));

  if (s->phase == TESTGAME_PHASE_COLUMN && s->row == row)
    move = find_legal (p, TESTGAME_MOVE_COLUMN, column);
  else if (s->phase == TESTGAME_PHASE_SETUP)
    move = find_legal (p, TESTGAME_MOVE_PLACE, (int) tile);
  if (move != NULL || chosen)
    highlight (p, x, y, CELL, CELL, move);
  add_hit (p, x, y, CELL, CELL, move, tooltip);
}

static void
draw_grid (Painter *p)
{
  for (int row = 0; row < 3; row++)
    {
      const LudusMove *move = p->state->phase == TESTGAME_PHASE_ROW
                              ? find_legal (p, TESTGAME_MOVE_ROW, row) : NULL;
      double y = GRID_Y + row * (CELL + GAP);

      for (int column = 0; column < 3; column++)
        draw_tile (p, row, column);

      /* Choosing a row: the whole row is one target, over its tiles. */
      if (move != NULL)
        {
          g_autofree char *tooltip = g_strdup_printf (_("Row %d"), row + 1);

          highlight (p, GRID_X, y, 3 * CELL + 2 * GAP, CELL, move);
          add_hit (p, GRID_X, y, 3 * CELL + 2 * GAP, CELL, move, tooltip);
        }
    }
}

/* A legal move that undo could not take back (it turns the cards up, or draws): a badge. */
static gboolean
is_final (Painter         *p,
          const LudusMove *move)
{
  return move != NULL && !ludus_view_get_casual (p->ctx->view) &&
         ludus_view_move_reveals (p->ctx->view, move);
}

static void
draw_final_badge (Painter *p,
                  double   cx,
                  double   cy)
{
  cairo_arc (p->cr, cx, cy, 9, 0, 2 * G_PI);
  ludus_cairo_set_rgb (p->cr, &p->palette->accent, 1.0);
  cairo_fill (p->cr);
  ludus_cairo_set_rgb (p->cr, &p->palette->accent_text, 1.0);
  ludus_cairo_text_centered (p->cr, "!", cx, cy, 13, 0);
}

static void
draw_card (Painter         *p,
           double           x,
           double           y,
           int              value,
           const LudusMove *move)
{
  g_autofree char *label = value > 0 ? g_strdup_printf ("%d", value) : g_strdup ("?");

  ludus_cairo_rounded_rect (p->cr, x, y, CARD_W, CARD_H, 6);
  ludus_cairo_set_rgb (p->cr, value > 0 ? &p->palette->surface : &p->palette->surface_alt, 1.0);
  cairo_fill_preserve (p->cr);
  ludus_cairo_set_rgb (p->cr, &p->palette->line, 1.0);
  cairo_set_line_width (p->cr, 1.5);
  cairo_stroke (p->cr);
  ludus_cairo_set_rgb (p->cr, &p->palette->text, 1.0);
  ludus_cairo_text_centered (p->cr, label, x + CARD_W / 2, y + CARD_H / 2, 24, CARD_W - 6);
  if (move != NULL)
    highlight (p, x, y, CARD_W, CARD_H, move);
  if (is_final (p, move))
    draw_final_badge (p, x + CARD_W - 4, y + 4);
}

static gboolean
played_since (Painter *p,
              guint    seat)
{
  guint n;
  const LudusMatchMove *marks = ludus_view_get_marks (p->ctx->view, &n);

  for (guint i = 0; i < n; i++)
    if (marks[i].player == seat && marks[i].move.kind == TESTGAME_MOVE_PLAY)
      return TRUE;
  return FALSE;
}

/* Each seat's piece, with its face-down or revealed card. */
static void
draw_seats (Painter *p)
{
  const TestgameState *s = p->state;

  for (guint seat = 0; seat < s->n_players; seat++)
    {
      double x = GRID_X + seat * 140;
      int shown = -1;
      g_autofree char *tooltip = ludus_game_describe_player (ludus_view_get_game (p->ctx->view),
                                                             p->ctx->state, seat,
                                                             ludus_view_get_viewer (p->ctx->view));
      const char *name = ludus_view_get_seat_name (p->ctx->view, seat);

      ludus_cairo_seat_piece (p->cr, p->ctx->view, seat, x + 14, 30, 12);
      if (name != NULL)
        {
          ludus_cairo_set_rgb (p->cr, &p->palette->text, 1.0);
          ludus_cairo_text_centered (p->cr, name, x + 100, 31, 14, 70);
        }
      if (s->phase == TESTGAME_PHASE_PLAY && s->played[seat] >= 0)
        shown = s->played[seat];
      else if (s->revealed[seat] > 0)
        shown = s->revealed[seat];

      if (shown >= 0)
        {
          g_autofree char *label = shown > 0 ? g_strdup_printf ("%d", shown) : g_strdup ("?");

          /* A card played since the viewer's last turn: ringed in its seat's colour. */
          if (played_since (p, seat))
            {
              double r, g, b;

              ludus_view_get_seat_rgb (p->ctx->view, seat, &r, &g, &b);
              ludus_cairo_rounded_rect (p->cr, x + 30, 8, 34, 46, 6);
              cairo_set_source_rgb (p->cr, r, g, b);
              cairo_set_line_width (p->cr, 3);
              cairo_stroke (p->cr);
            }

          ludus_cairo_rounded_rect (p->cr, x + 34, 12, 26, 38, 4);
          ludus_cairo_set_rgb (p->cr, shown > 0 ? &p->palette->surface : &p->palette->surface_alt,
                               1.0);
          cairo_fill_preserve (p->cr);
          ludus_cairo_set_rgb (p->cr, (int) seat == s->winner && s->phase != TESTGAME_PHASE_PLAY
                               ? &p->palette->accent : &p->palette->line, 1.0);
          cairo_set_line_width (p->cr, 1.5);
          cairo_stroke (p->cr);
          ludus_cairo_set_rgb (p->cr, &p->palette->text, 1.0);
          ludus_cairo_text_centered (p->cr, label, x + 47, 31, 16, 24);
        }
      /* At the end every hand is shown (the view holds the whole position then). */
      if (ludus_view_get_reveal_all (p->ctx->view) && s->n_hand[seat] > 0)
        {
          GString *hand = g_string_new (NULL);
          g_autofree char *text = NULL;

          for (guint i = 0; i < s->n_hand[seat]; i++)
            g_string_append_printf (hand, i == 0 ? "%d" : " · %d", s->hand[seat][i]);
          text = g_string_free (hand, FALSE);
          ludus_cairo_set_rgb (p->cr, &p->palette->text_dim, 1.0);
          ludus_cairo_text_centered (p->cr, text, x + 70, 62, 13, 120);
        }
      add_hit (p, x, 10, 120, 44, NULL, tooltip);
    }
}

static void
draw_hand (Painter *p)
{
  const TestgameState *s = p->state;
  int viewer = ludus_view_get_viewer (p->ctx->view);
  g_autofree char *deck = g_strdup_printf (_("Deck: %u"), s->n_deck);

  ludus_cairo_set_rgb (p->cr, &p->palette->text, 1.0);
  if (viewer >= 0 && (guint) viewer < s->n_players)
    {
      ludus_cairo_text_at (p->cr, _("Your hand"), HAND_X, HAND_Y - 30, 16, TRUE);
      for (guint i = 0; i < s->n_hand[viewer]; i++)
        {
          double x = HAND_X + (i % 4) * (CARD_W + 8);
          double y = HAND_Y + (i / 4) * (CARD_H + 8);
          int value = s->hand[viewer][i];
          const LudusMove *move = s->phase == TESTGAME_PHASE_PLAY
                                  ? find_legal (p, TESTGAME_MOVE_PLAY, value) : NULL;
          g_autofree char *tooltip = is_final (p, move)
            ? g_strdup_printf (_("A card of value %d. Yours is the last card: playing it turns "
                                 "every card up, which cannot be undone in a competitive match"),
                               value)
            : g_strdup_printf (_("A card of value %d"), value);

          draw_card (p, x, y, value, move);
          add_hit (p, x, y, CARD_W, CARD_H, move, tooltip);
        }
    }

  ludus_cairo_set_rgb (p->cr, &p->palette->text_dim, 1.0);
  ludus_cairo_text_at (p->cr, deck, HAND_X, 360, 14, FALSE);
}

static void
draw_button (Painter    *p,
             double      x,
             int         kind,
             const char *label)
{
  const LudusMove *move = find_legal (p, kind, 0);

  if (move == NULL)
    return;
  ludus_cairo_rounded_rect (p->cr, x, BUTTON_Y, BUTTON_W, BUTTON_H, 8);
  ludus_cairo_set_rgb (p->cr, &p->palette->accent, is_hover (p, move) ? 1.0 : 0.8);
  cairo_fill (p->cr);
  ludus_cairo_set_rgb (p->cr, &p->palette->accent_text, 1.0);
  ludus_cairo_text_centered (p->cr, label, x + BUTTON_W / 2, BUTTON_Y + BUTTON_H / 2, 16,
                             BUTTON_W - 10);
  add_hit (p, x, BUTTON_Y, BUTTON_W, BUTTON_H, move, NULL);
}

/**
 * testgame_render:
 *
 * Draws Tesserae's board from ctx->state (already redacted for the viewer):
 * the seats and their cards along the top, the 3×3 board, the viewer's hand
 * and the Confirm / Pass buttons, with the viewer's legal choices outlined.
 */
void
testgame_render (cairo_t                  *cr,
                 const LudusRenderContext *ctx,
                 gpointer                  user_data)
{
  Painter p = { cr, ctx, ludus_palette_get (ctx->dark), (const TestgameState *) ctx->state, 1.0 };

  p.scale = MIN (ctx->width / TESTGAME_BOARD_WIDTH, ctx->height / TESTGAME_BOARD_HEIGHT);
  if (p.scale <= 0)
    return;

  cairo_save (cr);
  cairo_scale (cr, p.scale, p.scale);
  ludus_cairo_set_rgb (cr, &p.palette->background, 1.0);
  cairo_rectangle (cr, 0, 0, TESTGAME_BOARD_WIDTH, TESTGAME_BOARD_HEIGHT);
  cairo_fill (cr);

  draw_seats (&p);
  draw_grid (&p);
  draw_hand (&p);
  draw_button (&p, HAND_X, TESTGAME_MOVE_CONFIRM, C_("move", "Confirm"));
  draw_button (&p, HAND_X + BUTTON_W + 10, TESTGAME_MOVE_PASS, C_("move", "Pass"));
  cairo_restore (cr);
}
