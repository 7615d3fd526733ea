/* nr-board-forum.c: the forum of the Nova Roma board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The 4 × 4 forum with the action tokens at the column and row ends, the
 * patricians, legionnaires and the Emperor; every free cell shows, for the
 * seat looking, the power each of its two actions would have.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nr-board-private.h"

#define CELL_X0  112.0
#define CELL_Y0  70.0
/* The columns share the panel's width (NRB_COL_A_W, more in a wider
 * board). */
#define STEP_X(b) (87.0 + ((b)->panel_w - NRB_COL_A_W) / NR_FORUM_SIZE)
#define CELL_W(b) (STEP_X (b) - 2)
/* The rows share the panel's height (NRB_FORUM_H, more in a taller board). */
#define STEP_Y(b) (((b)->panel_h - CELL_Y0) / NR_FORUM_SIZE)
#define CELL_H(b) (STEP_Y (b) - 2)

/* What each action does (the rules page's words). */
static const char *const action_help[NR_N_ACTIONS] = {
  N_("Trade: gain sesterces equal to the power; discard any cards from your hand for 1 "
     "sesterce per 2; buy resources at 1 sesterce each."),
  N_("Latifundium development: gain influence equal to the power; turn wine into "
     "influence 1 for 1; buy one latifundium tile from the market at the price above "
     "its slot (free, 1 sesterce or 1 wine) and lay it on any cell of your production "
     "area, empty or over another tile, which leaves the game. The special slot is not "
     "refilled before the next round."),
  N_("Petition: claim the first-player token for 2 influence, if nobody has this round "
     "(not on your first turn if you are the first player, and never in solo); then pay "
     "up to the power in influence to perform any other action with that power, using "
     "no associate card."),
  N_("Associates: take as many cards as the power, one at a time, from the market or "
     "the top of the deck; play one card from your hand for 2, 1 or 0 sesterces at power "
     "1, 2 or 3, plus 1 influence from the 4th card of your row on (a full row of 7 "
     "first gives up a card); then discard down to 6 cards in hand."),
  N_("Seafaring: take a sea contract from the first 2, 3 or 4 slots at power 1, 2 or 3 "
     "and pay its cost; then move your ships with as many movement points as the power, "
     "from harbour to harbour, each sail costing the number shown. A ship leaves the "
     "start port along one route and never turns back; every reward harbour reached or "
     "passed pays each ship at once."),
  N_("Construction: take a building contract in the same way, pay it, and return a free "
     "artisan if it asks for one; then you may lay its shape (turned or mirrored) with "
     "your cubes on free cells of one district: A at power 1, A or B at power 2, any at "
     "power 3. When every cell around a reward token holds a cube, each player with a "
     "cube there gains the reward."),
  N_("Chariot race: share up to the power in cells among your chariots; crossing a "
     "border costs the horses printed on it. A chariot that crosses a border and stops "
     "on a golden wheel gains an achievement token from the hippodrome or 1 influence. "
     "You may then return a free artisan to move one chariot 1 more cell."),
  N_("Production: as many times as the power, hire an artisan for 1 wheat or place a "
     "free artisan on an empty cell of your production area. A placed artisan yields "
     "the products at the end of its row and of its column, one more of each for every "
     "artisan already in that row or column, and the bonus of the latifundium under "
     "it."),
};

const char *
nrb_action_help (int action)
{
  return action >= 0 && action < NR_N_ACTIONS ? _(action_help[action]) : "";
}

const char *
nrb_owner_name (Nrb *b,
                int  owner)
{
  static char fallback[NR_MAX_PLAYERS][32];
  const char *name;

  if (owner == NR_AUTOMA)
    return nr_is_solo (b->s) ? _("the automa") : _("the neutral colour");
  if (owner < 0 || owner >= NR_MAX_PLAYERS)
    return "";
  name = ludus_view_get_seat_name (b->view, (guint) owner);
  if (name != NULL && *name != '\0')
    return name;
  g_snprintf (fallback[owner], sizeof fallback[owner], _("Player %d"), owner + 1);
  return fallback[owner];
}

static void
action_token (Nrb    *b,
              int     action,
              double  x,
              double  y,
              double  w,
              double  h,
              gboolean column)
{
  LudusRgb rgb;

  nrb_action_rgb (action, &rgb);
  nrb_box (b, x, y, w, h, &rgb, 6);
  cairo_set_source_rgb (b->cr, 0.08, 0.06, 0.04);
  nrb_text (b, nr_text_action (action), x + 2, y + 2, w - 4, h - 4, NRB_TEXT, NRB_ALIGN_CENTER,
            FALSE, 2);
  nrb_region (b, x, y, w, h, NULL,
              g_strdup_printf ("%s\n%s\n%s", nr_text_action (action),
                               column ? _("The action of this column.")
                               : _("The action of this row."), nrb_action_help (action)));
}

static void
paint_emperor (cairo_t    *cr,
               const void *args)
{
  double r = *(const double *) args, cx = r, cy = r;

  cairo_move_to (cr, cx - r, cy + r * 0.6);
  cairo_line_to (cr, cx - r, cy - r * 0.5);
  cairo_line_to (cr, cx - r * 0.5, cy);
  cairo_line_to (cr, cx, cy - r * 0.8);
  cairo_line_to (cr, cx + r * 0.5, cy);
  cairo_line_to (cr, cx + r, cy - r * 0.5);
  cairo_line_to (cr, cx + r, cy + r * 0.6);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.96, 0.78, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.12, 0, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
emperor_glyph (Nrb    *b,
               double  cx,
               double  cy,
               double  r)
{
  nrb_sprite (b, cx - r, cy - r, 2 * r, 2 * r, 1, paint_emperor, &r, sizeof r);
}

static char *
figure (Nrb    *b,
        int     cell,
        double  cx,
        double  cy)
{
  int owner = b->s->forum_owner[cell];

  switch (b->s->forum_fig[cell])
    {
    case NR_FIG_EMPEROR:
      emperor_glyph (b, cx, cy, 16);
      return g_strdup (_("The Emperor: +1 power to both actions of every patrician placed in "
                         "his row or column."));
    case NR_FIG_PATRICIAN:
      nrb_piece (b, owner, cx, cy, 14);
      return g_strdup_printf (_("Patrician of %s"), nrb_owner_name (b, owner));
    case NR_FIG_LEGIONNAIRE:
      nrb_piece (b, owner, cx, cy, 9);
      nrb_glyph (b, NRB_GLYPH_LEGIONNAIRE, cx, cy, 7);
      return g_strdup_printf (_("Legionnaire of %s: the cell is taken."),
                              nrb_owner_name (b, owner));
    default:
      return NULL;
    }
}

static void
power_badge (Nrb    *b,
             int     action,
             int     power,
             double  x,
             double  y)
{
  LudusRgb rgb;
  char num[8];

  nrb_action_rgb (action, &rgb);
  nrb_box (b, x, y, 26, 18, &rgb, 4);
  g_snprintf (num, sizeof num, "%d", power);
  cairo_set_source_rgb (b->cr, 0.08, 0.06, 0.04);
  nrb_text (b, num, x, y + 1, 26, 16, NRB_TEXT, NRB_ALIGN_CENTER, TRUE, 1);
}

/* The powers a patrician of the seat looking would have here. */
static char *
powers (Nrb    *b,
        int     cell,
        double  x,
        double  y)
{
  const NrState *s = b->s;
  int col = s->forum_col[cell % NR_FORUM_SIZE], row = s->forum_row[cell / NR_FORUM_SIZE];
  int pc, pr;

  if (b->viewer < 0 || s->phase == NR_PHASE_OVER || col < 0 || row < 0)
    return NULL;
  pc = MIN (3, nr_forum_power (s, (guint) b->viewer, cell, TRUE) + 1);
  pr = MIN (3, nr_forum_power (s, (guint) b->viewer, cell, FALSE) + 1);
  power_badge (b, col, pc, x + 12, y + CELL_H (b) / 2 + 5);
  power_badge (b, row, pr, x + CELL_W (b) - 38, y + CELL_H (b) / 2 + 5);
  /* Translators: the powers a patrician placed on a forum cell would give, "Trade: power 2" */
  return g_strdup_printf (_("%s: power %d\n%s: power %d"), nr_text_action (col), pc,
                          nr_text_action (row), pr);
}

static const LudusMove *
cell_move (Nrb *b,
           int  cell)
{
  const LudusMove *m = nrb_find (b, NR_MOVE_PATRICIAN, cell, 0, 0);

  if (m == NULL)
    m = nrb_find (b, NR_MOVE_LEGIONNAIRE, cell, 0, 0);
  if (m == NULL)
    m = nrb_find (b, NR_MOVE_EMPEROR, cell, 0, 0);
  return m;
}

static const char *
move_hint (const LudusMove *m)
{
  if (m == NULL)
    return NULL;
  switch (m->kind)
    {
    case NR_MOVE_PATRICIAN:
      return _("Click to place a patrician here.");
    case NR_MOVE_LEGIONNAIRE:
      return _("Click to place a legionnaire here: nobody may place on this cell this round.");
    default:
      return _("Click to place the Emperor here.");
    }
}

static void
forum_cell (Nrb *b,
            int  cell)
{
  double x = CELL_X0 + (cell % NR_FORUM_SIZE) * STEP_X (b);
  double y = CELL_Y0 + (cell / NR_FORUM_SIZE) * STEP_Y (b);
  const LudusMove *m = cell_move (b, cell);
  g_autofree char *place = nr_text_forum_cell (cell);
  g_autofree char *what = NULL;
  GString *tip = g_string_new (NULL);

  nrb_box (b, x, y, CELL_W (b), CELL_H (b), (cell / NR_FORUM_SIZE + cell) % 2 ? &b->pal->surface
           : &b->pal->surface_alt, 5);
  what = b->s->forum_fig[cell] != NR_FIG_NONE
         ? figure (b, cell, x + CELL_W (b) / 2, y + CELL_H (b) / 2) : powers (b, cell, x, y);
  g_string_append (tip, place);
  if (what != NULL)
    g_string_append_printf (tip, "\n%s", what);
  if (move_hint (m) != NULL)
    g_string_append_printf (tip, "\n%s", move_hint (m));
  nrb_region (b, x, y, CELL_W (b), CELL_H (b), m, g_string_free (tip, FALSE));
}

static void
status_line (Nrb *b)
{
  const NrState *s = b->s;
  g_autofree char *round = NULL;
  g_autofree char *tokens = NULL;
  double w;

  nrb_rgb (b, &b->pal->text, 1);
  round = s->phase == NR_PHASE_OVER ? g_strdup (_("Game over"))
          : s->round == 0 ? g_strdup (_("Setup"))
          : g_strdup_printf (_("Round %d of %d"), s->round, NR_N_ROUNDS);
  w = nrb_text (b, round, 0, 0, 150, 20, 13, NRB_ALIGN_LEFT, TRUE, 1);
  nrb_region (b, 0, 0, w, 20, NULL, g_strdup (_("Five rounds, each with the Emperor's phase, "
                                                "the forum phase and the preparation phase.")));
  nrb_glyph (b, NRB_GLYPH_ACHIEVEMENT, 170, 10, 8);
  tokens = g_strdup_printf ("%d", s->n_emperor_stack);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, tokens, 182, 2, 30, 16, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
  nrb_region (b, 160, 0, 50, 20, NULL,
              g_strdup_printf (_("Emperor tokens left face down: %d. Each round one is "
                                 "revealed and the Emperor goes on one of its two cells."),
                               s->n_emperor_stack));
  if (nr_is_solo (s))
    {
      nrb_glyph (b, NRB_GLYPH_LEGIONNAIRE, 230, 10, 8);
      g_free (tokens);
      tokens = g_strdup_printf ("%d", s->legionnaires_left);
      nrb_rgb (b, &b->pal->text, 1);
      nrb_text (b, tokens, 242, 2, 30, 16, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
      nrb_region (b, 220, 0, 50, 20, NULL,
                  g_strdup_printf (_("The automa's legionnaires beside the forum: %d."),
                                   s->legionnaires_left));
    }
}

static void
first_player (Nrb *b)
{
  const NrState *s = b->s;

  /* At the panel's right (wider in a wider board). */
  double x = b->panel_w - NRB_COL_A_W;

  if (s->fp_holder < 0)
    return;
  nrb_rgb (b, &b->pal->text_dim, 1);
  nrb_text (b, _("First player"), x + 290, 0, 140, 20, NRB_TEXT, NRB_ALIGN_RIGHT, FALSE, 1);
  nrb_piece (b, s->fp_holder, x + 448, 10, 8);
  nrb_region (b, x + 290, 0, 170, 20, NULL,
              g_strdup_printf (s->fp_claimed ? _("%s has claimed the first-player token this "
                                                 "round (worth VP at the end).")
                               : _("%s holds the first-player token."),
                               nrb_owner_name (b, s->fp_holder)));
}

void
nrb_draw_forum (Nrb *b)
{
  const NrState *s = b->s;

  status_line (b);
  first_player (b);
  for (int c = 0; c < NR_FORUM_SIZE; c++)
    if (s->forum_col[c] >= 0)
      action_token (b, s->forum_col[c], CELL_X0 + c * STEP_X (b), 24, CELL_W (b), 42, TRUE);
  for (int r = 0; r < NR_FORUM_SIZE; r++)
    if (s->forum_row[r] >= 0)
      action_token (b, s->forum_row[r], 0, CELL_Y0 + r * STEP_Y (b), 106, CELL_H (b), FALSE);
  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)
    forum_cell (b, cell);
}
