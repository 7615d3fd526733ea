/* nr-board-player.c: the players' boards, the score and the automa
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seat looking (or, for a spectator, the seat to act) has the large
 * board: resources and influence, the production area with its artisans and
 * latifundia, the mosaic with its achievements, the associate row and the
 * hand (only its own: the state is redacted). The other seats have a compact
 * board with the same things in small.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "nr-board-private.h"

#define PROD_CELL  40.0
#define PROD_Y     84.0
#define MOSAIC_X   196.0
#define MOSAIC_CELL 40.0
#define CARD_W     94.0
#define CARD_H     24.0
#define ROW_Y      262.0
#define HAND_Y     328.0

static const LudusRgb mosaic_rgb[NR_N_MOSAIC_COLOURS] = {
  { 0.55, 0.75, 0.45 }, { 0.92, 0.80, 0.38 }, { 0.92, 0.58, 0.32 },
};

/* A count with its glyph, named in the tooltip. */
static void
chip_named (Nrb        *b,
            int         glyph,
            const char *name,
            int         n,
            int         max,
            double      x,
            double      y,
            double      w,
            double      h,
            const char *more)
{
  char text[16];
  double r = w < 50 ? 5 : MIN (8, h / 2 - 4);

  nrb_box (b, x, y, w - 2, h, &b->pal->surface, 5);
  nrb_glyph (b, glyph, x + r + 3, y + h / 2, r);
  if (max > 0)
    g_snprintf (text, sizeof text, "%d/%d", n, max);
  else
    g_snprintf (text, sizeof text, "%d", n);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, text, x + 2 * r + 5, y, w - 2 * r - 8, h, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
  nrb_region (b, x, y, w - 2, h, NULL, g_strdup_printf ("%s: %d%s%s", name, n,
                                                        more != NULL ? "\n" : "",
                                                        more != NULL ? more : ""));
}

static void
chip (Nrb        *b,
      int         glyph,
      int         n,
      int         max,
      double      x,
      double      y,
      double      w,
      double      h,
      const char *more)
{
  chip_named (b, glyph, nrb_glyph_name (glyph), n, max, x, y, w, h, more);
}

static void
chips (Nrb    *b,
       int     p,
       double  x,
       double  y,
       double  w,
       double  h,
       int     per_row)
{
  const NrPlayer *pl = &b->s->players[p];
  double cw = w / per_row;
  g_autofree char *reserve = g_strdup_printf (_("%d more beside the hippodrome, won with golden "
                                                "wheels."), pl->achievements_reserve);
  const int glyph[] = { NR_WHEAT, NR_STONE, NR_WOOD, NR_WINE, NR_HORSE, NRB_GLYPH_INFLUENCE,
                        NRB_GLYPH_SESTERCE, NRB_GLYPH_ARTISAN, NRB_GLYPH_CUBE,
                        NRB_GLYPH_ACHIEVEMENT };
  const int n[] = { pl->resources[0], pl->resources[1], pl->resources[2], pl->resources[3],
                    pl->resources[4], pl->influence, pl->sesterces, pl->artisans_free,
                    pl->cubes, pl->achievements };
  gboolean big = per_row <= 5;

  for (int i = 0; i < 10; i++)
    chip (b, glyph[i], n[i], big && i < 5 ? NR_RESOURCE_MAX : big && i == 5 ? NR_INFLUENCE_MAX : 0,
          x + (i % per_row) * cw, y + (i / per_row) * (h + 4), cw, h,
          i == 9 ? reserve : i < 5 ? _("At most 5 of each resource.") : NULL);
}

static void
header (Nrb    *b,
        int     p,
        double  w)
{
  const NrState *s = b->s;
  const NrPlayer *pl = &s->players[p];
  double x;

  nrb_piece (b, p, 10, 11, 8);
  nrb_rgb (b, &b->pal->text, 1);
  x = 24 + nrb_text (b, nrb_owner_name (b, p), 24, 0, w - 190, 22, 13, NRB_ALIGN_LEFT, TRUE, 1);
  if (s->phase == NR_PHASE_FORUM && s->active == p)
    nrb_disc (b, x + 10, 11, 4, &b->pal->accent, NULL, 0);
  x = w - 160;
  nrb_glyph_n (b, NRB_GLYPH_PATRICIAN, pl->patricians, x, 11, 8);
  nrb_region (b, x, 0, 36, 24, NULL, g_strdup_printf (_("Patricians left to place this round: "
                                                        "%d"), pl->patricians));
  if (nr_is_two (s))
    {
      nrb_glyph_n (b, NRB_GLYPH_LEGIONNAIRE, pl->legionnaires, x + 40, 11, 8);
      nrb_region (b, x + 40, 0, 36, 24, NULL,
                  g_strdup_printf (_("Legionnaires left to place this round: %d"),
                                   pl->legionnaires));
    }
  nrb_glyph_n (b, NRB_GLYPH_CARD, pl->n_hand, x + 80, 11, 8);
  nrb_region (b, x + 80, 0, 36, 24, NULL, g_strdup_printf (_("Associate cards in hand: %d"),
                                                           pl->n_hand));
  nrb_glyph_n (b, NRB_GLYPH_WHEEL, nr_bits (pl->favourites), x + 120, 11, 8);
  nrb_region (b, x + 120, 0, 36, 24, NULL,
              g_strdup_printf (_("Favourite tokens won: %d"), nr_bits (pl->favourites)));
}

/* Production area */

static const LudusMove *
prod_move (Nrb *b,
           int  cell)
{
  const NrbSelection *sel = b->sel;

  if (sel->kind == NRB_SEL_LATIFUNDIUM)
    return nrb_find (b, NR_MOVE_LATIFUNDIUM, sel->arg, cell, 0);
  if (sel->kind == NRB_SEL_CARD)
    return nrb_find (b, NR_MOVE_ASSOCIATE, sel->arg, cell, 0);
  return nrb_find (b, NR_MOVE_PLACE, cell, 0, 0);
}

static void
prod_cell (Nrb    *b,
           int     p,
           int     cell,
           double  x,
           double  y,
           double  cs,
           gboolean moves)
{
  const NrPlayer *pl = &b->s->players[p];
  int tile = pl->prod_tile[cell];
  gboolean down = (pl->prod_face_down >> cell) & 1, artisan = (pl->prod_artisan >> cell) & 1;
  g_autofree char *where = nr_text_prod_cell (b->d, cell);
  g_autoptr(GString) tip = g_string_new (where);
  const LudusMove *m = moves ? prod_move (b, cell) : NULL;

  nrb_box (b, x, y, cs - 2, cs - 2, &b->pal->surface, 3);
  if (tile >= 0)
    {
      g_autofree char *text = nr_text_tile (b->d, tile);

      if (cs >= 30)
        nrb_tile (b, tile, x + 1, y + 1, cs - 4, cs - 4);
      else
        nrb_box (b, x + 1, y + 1, cs - 4, cs - 4, &(LudusRgb) { 0.82, 0.86, 0.64 }, 2);
      g_string_append_printf (tip, "\n%s%s", text, down ? _(" (used: face down)") : "");
      if (down)
        {
          nrb_rgb (b, &b->pal->background, 0.6);
          cairo_rectangle (b->cr, x + 1, y + 1, cs - 4, cs - 4);
          cairo_fill (b->cr);
        }
    }
  if (artisan)
    {
      nrb_glyph (b, NRB_GLYPH_ARTISAN, x + cs - 10, y + 10, MIN (8, cs * 0.3));
      g_string_append_printf (tip, "\n%s", _("An artisan works here."));
    }
  if (m != NULL)
    g_string_append_printf (tip, "\n%s", m->kind == NR_MOVE_LATIFUNDIUM
                            ? _("Click to lay the latifundium tile here.")
                            : _("Click to place a free artisan here."));
  nrb_region (b, x, y, cs - 2, cs - 2, m, g_strdup (tip->str));
}

static void
production (Nrb    *b,
            int     p,
            double  x0,
            double  y0,
            double  cs,
            gboolean full)
{
  const NrData *d = b->d;

  for (int cell = 0; cell < nr_prod_cells (d); cell++)
    prod_cell (b, p, cell, x0 + (cell % d->prod_cols) * cs, y0 + (cell / d->prod_cols) * cs, cs,
               full && p == b->viewer);
  if (!full)
    return;
  for (int r = 0; r < d->prod_rows; r++)
    nrb_glyph (b, d->row_product[r], x0 + d->prod_cols * cs + 8, y0 + r * cs + cs / 2 - 1, 7);
  for (int c = 0; c < d->prod_cols; c++)
    nrb_glyph (b, d->col_product[c], x0 + c * cs + cs / 2 - 1, y0 + d->prod_rows * cs + 8, 7);
  nrb_region (b, x0, y0 + d->prod_rows * cs, d->prod_cols * cs + 16, 16, NULL,
              g_strdup (_("Each artisan placed yields the products at the end of its row and of "
                          "its column.")));
}

/* Mosaic */

/* A mosaic condition in small: what it counts, and how many. */
static void
cond_icon (Nrb    *b,
           int     cond,
           double  x,
           double  y,
           double  cs)
{
  enum { C = NRB_GLYPH_CUBE, S = NRB_GLYPH_SHIP, A = NRB_GLYPH_CARD, T = NRB_GLYPH_TILE,
         W = NRB_GLYPH_WHEEL, I = NRB_GLYPH_INFLUENCE };
  static const gint8 icon[NR_N_CONDS][3] = {
    { C, -1, 2 }, { S, -1, 2 }, { A, -1, 2 }, { C, S, 1 }, { W, -1, 3 }, { A, S, 1 },
    { A, C, 1 }, { A, T, 1 }, { S, T, 1 }, { C, T, 1 }, { I, -1, 4 }, { C, -1, 4 },
    { S, -1, 4 }, { A, -1, 4 }, { C, S, 5 }, { W, W, 3 }, { A, S, 5 }, { A, C, 5 },
    { A, T, 5 }, { S, T, 5 }, { C, T, 5 }, { I, -1, 6 }, { C, -1, 6 }, { A, -1, 6 },
    { S, -1, 6 }, { W, -1, 10 }, { T, -1, 5 },
  };
  char num[8];

  if (cond < 0 || cond >= NR_N_CONDS)
    return;
  if (icon[cond][1] >= 0)
    {
      nrb_glyph (b, icon[cond][0], x + cs / 2 - 9, y + 11, 6);
      nrb_glyph (b, icon[cond][1], x + cs / 2 + 7, y + 11, 6);
    }
  else
    nrb_glyph (b, icon[cond][0], x + cs / 2 - 1, y + 11, 7);
  g_snprintf (num, sizeof num, "%d", icon[cond][2]);
  ludus_cairo_set_rgb (b->cr, &nrb_dark_ink, 1);
  nrb_text (b, num, x, y + 19, cs - 2, 16, NRB_TEXT, NRB_ALIGN_CENTER, TRUE, 1);
}

static void
mosaic_cell (Nrb    *b,
             int     p,
             int     cell,
             double  x,
             double  y,
             double  cs,
             gboolean moves)
{
  const NrPlayer *pl = &b->s->players[p];
  int colour = cell / 3;
  gboolean filled = (pl->mosaic_filled >> cell) & 1;
  const LudusMove *m = moves ? nrb_find (b, NR_MOVE_MOSAIC, cell, 0, 0) : NULL;
  g_autofree char *text = pl->mosaic_strip[colour] >= 0
                          ? nr_text_mosaic_cell (b->d, b->s, (guint) p, cell) : NULL;

  nrb_box (b, x, y, cs - 2, cs - 2, pl->mosaic_strip[colour] >= 0 ? &mosaic_rgb[colour]
           : &b->pal->surface_alt, 3);
  if (pl->mosaic_strip[colour] >= 0 && cs >= 30 && !filled)
    cond_icon (b, b->d->mosaic[pl->mosaic_strip[colour]].cells[cell % 3], x, y, cs);
  if (filled)
    nrb_glyph (b, NRB_GLYPH_ACHIEVEMENT, x + cs / 2 - 1, y + cs / 2 - 1, cs * 0.3);
  nrb_region (b, x, y, cs - 2, cs - 2, m,
              g_strdup_printf ("%s%s%s", text != NULL ? text : _("No strip here yet."),
                               filled ? _("\nAn achievement token lies here.") : "",
                               m != NULL ? _("\nClick to place an achievement token here.")
                               : ""));
}

/* The mosaic draft: the two face-up strips of each colour still to take. */
static void
mosaic_draft (Nrb    *b,
              int     p,
              double  x0,
              double  y0)
{
  for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    for (int k = 0; k < 2; k++)
      {
        int token = b->s->mosaic_draft_up[c][k];
        double x = x0 + k * 62, y = y0 + c * MOSAIC_CELL;
        GString *tip;
        char label[8];

        if (token < 0 || b->s->players[p].mosaic_strip[c] >= 0)
          continue;
        nrb_box (b, x, y, 58, MOSAIC_CELL - 2, &mosaic_rgb[c], 4);
        g_snprintf (label, sizeof label, "%d", token % NR_MOSAIC_PER_COLOUR + 1);
        cairo_set_source_rgb (b->cr, 0.08, 0.06, 0.04);
        nrb_text (b, label, x, y, 58, MOSAIC_CELL - 2, 13, NRB_ALIGN_CENTER, TRUE, 1);
        tip = g_string_new (_("A mosaic strip to take:"));
        for (int i = 0; i < 3; i++)
          g_string_append_printf (tip, "\n• %s", nr_text_cond (b->d->mosaic[token].cells[i]));
        nrb_region (b, x, y, 58, MOSAIC_CELL - 2, nrb_find (b, NR_MOVE_DRAFT_MOSAIC, token, 0, 0),
                    g_string_free (tip, FALSE));
      }
}

static void
mosaic (Nrb    *b,
        int     p,
        double  x0,
        double  y0,
        double  cs,
        gboolean full)
{
  const NrData *d = b->d;

  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    mosaic_cell (b, p, cell, x0 + (cell % 3) * cs, y0 + (cell / 3) * cs, cs, full && p == b->viewer);
  if (!full)
    return;
  if (b->s->phase == NR_PHASE_MOSAIC_DRAFT && p == b->viewer)
    mosaic_draft (b, p, x0, y0);
  else
    for (int r = 0; r < 3; r++)
      {
        g_autofree char *bonus = nr_text_effects (d, d->mosaic_rows[r].bonus);

        nrb_glyph_n (b, NRB_GLYPH_VP, d->mosaic_rows[r].vp, x0 + 3 * cs + 4, y0 + r * cs + cs / 2,
                     7);
        nrb_region (b, x0 + 3 * cs + 2, y0 + r * cs, 40, cs - 2, NULL,
                    g_strdup_printf (_("A full row scores %d VP at the end and gains %s at "
                                       "once."), d->mosaic_rows[r].vp, bonus));
      }
  for (int c = 0; c < 3; c++)
    {
      g_autofree char *bonus = nr_text_effects (d, d->mosaic_cols[c].bonus);

      nrb_glyph_n (b, NRB_GLYPH_VP, d->mosaic_cols[c].vp, x0 + c * cs + 4, y0 + 3 * cs + 8, 6);
      nrb_region (b, x0 + c * cs, y0 + 3 * cs, cs - 2, 16, NULL,
                  g_strdup_printf (_("A full column scores %d VP at the end and gains %s at "
                                     "once."), d->mosaic_cols[c].vp, bonus));
    }
}

/* The associate row and the hand */

static const LudusMove *
row_move (Nrb       *b,
          int        card,
          LudusMove *local)
{
  const NrbSelection *sel = b->sel;
  const LudusMove *m;

  if (sel->kind == NRB_SEL_PLAY)
    return nrb_find (b, NR_MOVE_PLAY, sel->arg, card, 0);
  if (b->d->cards[card].effect != NR_ONCE_ARTISAN
      && (m = nrb_find (b, NR_MOVE_ASSOCIATE, card, 0, 0)) != NULL)
    return m;
  for (guint i = 0; i < b->n_moves; i++)
    if (b->moves[i].kind == NR_MOVE_ASSOCIATE && b->moves[i].args[0] == card)
      {
        *local = nrb_local (NRB_LOCAL_SELECT, NRB_SEL_CARD, card);
        return local;
      }
  return NULL;
}

static void
row_card (Nrb    *b,
          int     p,
          int     card,
          double  x,
          double  y,
          double  w,
          double  h,
          gboolean moves)
{
  const NrPlayer *pl = &b->s->players[p];
  guint64 bit = G_GUINT64_CONSTANT (1) << card;
  gboolean used = (pl->row_used & bit) != 0, fresh = (pl->row_fresh & bit) != 0;
  LudusMove local;
  const LudusMove *m = moves ? row_move (b, card, &local) : NULL;
  gboolean chosen = b->sel->kind == NRB_SEL_CARD && b->sel->arg == card;
  g_autofree char *tip = nrb_card_tip (card);

  nrb_card (b, card, x, y, w, h, used);
  if (chosen)
    nrb_mark (b, x - 2, y - 2, w + 4, h + 4);
  nrb_region (b, x, y, w, h, m,
              g_strdup_printf ("%s%s%s%s", tip, used ? _("\nUsed this round (face down).") : "",
                               fresh ? _("\nPlayed this turn: usable from your next turn.") : "",
                               m == NULL ? "" : m->kind == NR_MOVE_PLAY
                               ? _("\nClick to give up this card for the new one.")
                               : m->kind == NR_MOVE_ASSOCIATE ? _("\nClick to use this card.")
                               : _("\nClick, then click a cell of your production area.")));
}

static const LudusMove *
hand_move (Nrb       *b,
           int        card,
           LudusMove *local)
{
  const NrbSelection *sel = b->sel;
  const LudusMove *m;

  if ((m = nrb_find (b, NR_MOVE_DISCARD, card, 0, 0)) != NULL
      || (m = nrb_find (b, NR_MOVE_PLAY, card, NR_NONE, 0)) != NULL
      || (m = nrb_find (b, NR_MOVE_DRAFT_PICK, card, 0, 0)) != NULL)
    return m;
  if (sel->kind == NRB_SEL_KEEP && sel->arg != card)
    return nrb_find (b, NR_MOVE_DRAFT_KEEP, MIN (sel->arg, card), MAX (sel->arg, card), 0);
  for (guint i = 0; i < b->n_moves; i++)
    {
      const LudusMove *x = &b->moves[i];

      if (x->kind == NR_MOVE_PLAY && x->args[0] == card)
        *local = nrb_local (NRB_LOCAL_SELECT, NRB_SEL_PLAY, card);
      else if (x->kind == NR_MOVE_DRAFT_KEEP && (x->args[0] == card || x->args[1] == card))
        *local = nrb_local (NRB_LOCAL_SELECT, NRB_SEL_KEEP, card);
      else
        continue;
      return local;
    }
  return NULL;
}

static const char *
hand_hint (const LudusMove *m)
{
  switch (m != NULL ? m->kind : -1)
    {
    case NR_MOVE_DISCARD:
      return _("Click to discard this card.");
    case NR_MOVE_PLAY:
      return _("Click to play this card into your row.");
    case NR_MOVE_DRAFT_PICK:
      return _("Click to keep this card and pass the rest on.");
    case NR_MOVE_DRAFT_KEEP:
      return _("Click to keep this card with the one chosen.");
    case NRB_LOCAL_SELECT:
      return _("Click to choose this card, then finish the choice.");
    default:
      return NULL;
    }
}

static void
hand_card (Nrb    *b,
           int     card,
           double  x,
           double  y)
{
  LudusMove local;
  const LudusMove *m = hand_move (b, card, &local);
  gboolean chosen = (b->sel->kind == NRB_SEL_PLAY || b->sel->kind == NRB_SEL_KEEP)
                    && b->sel->arg == card;
  g_autofree char *tip = nrb_card_tip (card);

  nrb_card (b, card, x, y, CARD_W, CARD_H, FALSE);
  if (chosen)
    nrb_mark (b, x - 2, y - 2, CARD_W + 4, CARD_H + 4);
  nrb_region (b, x, y, CARD_W, CARD_H, m,
              hand_hint (m) != NULL ? g_strdup_printf ("%s\n%s", tip, hand_hint (m))
              : g_strdup (tip));
}

/* The hand (or the cards held in the associate draft), 4 to a line. */
static void
hand (Nrb    *b,
      int     p,
      double  y0)
{
  const NrPlayer *pl = &b->s->players[p];
  guint64 cards = pl->hand;
  int k = 0;

  if (b->s->phase == NR_PHASE_ASSOC_DRAFT)
    cards = b->s->draft_round < 4 ? pl->draft_hold : pl->draft_picked;
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    if ((cards >> card) & 1)
      {
        hand_card (b, card, (k % 4) * (CARD_W + 2), y0 + (k / 4) * (CARD_H + 2));
        k++;
      }
  for (int i = k; i < pl->n_hand && cards == 0; i++)
    {
      double x = (i % 4) * (CARD_W + 2), y = y0 + (i / 4) * (CARD_H + 2);

      nrb_box (b, x, y, CARD_W, CARD_H, &b->pal->surface, 5);
      nrb_glyph (b, NRB_GLYPH_CARD, x + CARD_W / 2, y + CARD_H / 2, 8);
      nrb_region (b, x, y, CARD_W, CARD_H, NULL, g_strdup (_("An associate card, face down.")));
    }
}

static void
row (Nrb    *b,
     int     p,
     double  x0,
     double  y0,
     double  w,
     int     per_line,
     gboolean moves)
{
  const NrPlayer *pl = &b->s->players[p];

  if (b->s->phase == NR_PHASE_ASSOC_DRAFT && p == b->viewer && b->s->draft_round < 4)
    {
      int k = 0;

      for (int card = 0; card < NR_N_ASSOCIATES; card++)
        if ((pl->draft_picked >> card) & 1)
          {
            double x = x0 + (k % per_line) * (w + 2), y = y0 + (k / per_line) * (CARD_H + 2);

            nrb_card (b, card, x, y, w, CARD_H, TRUE);
            nrb_region (b, x, y, w, CARD_H, NULL,
                        g_strdup_printf ("%s\n%s", _("Picked in the draft."),
                                         nr_text_card_effect (card)));
            k++;
          }
      return;
    }
  for (int i = 0; i < pl->n_row; i++)
    row_card (b, p, pl->row[i], x0 + (i % per_line) * (w + 2),
              y0 + (i / per_line) * (CARD_H + 2), w, CARD_H, moves);
}

/* The contracts completed and the VP won so far: three chips of w × h from
 * (x, y), side by side or one under another (down). */
static void
contracts (Nrb     *b,
           int      p,
           double   x,
           double   y,
           double   w,
           double   h,
           gboolean down)
{
  const NrPlayer *pl = &b->s->players[p];
  double dx = down ? 0 : w + 2, dy = down ? h + 2 : 0;

  chip (b, NRB_GLYPH_SHIP, __builtin_popcount (pl->sea_done), 0, x, y, w, h,
        _("Sea contracts completed"));
  chip (b, NRB_GLYPH_CUBE, __builtin_popcount (pl->building_done), 0, x + dx, y + dy, w, h,
        _("Building contracts completed"));
  chip (b, NRB_GLYPH_VP, pl->vp_sea + pl->vp_city + pl->vp_mosaic, 0, x + 2 * dx, y + 2 * dy, w,
        h, _("VP already won from harbours, building rewards and mosaic bonuses"));
}

static void
section (Nrb        *b,
         const char *title,
         double      y)
{
  nrb_rgb (b, &b->pal->text_dim, 1);
  /* Centred 7 units under y, in a box that a line made larger in a board
   * scaled down still fits. */
  nrb_text (b, title, 0, y - 2, 200, 18, NRB_TEXT_MIN, NRB_ALIGN_LEFT, TRUE, 1);
}

/* The large board is four panels, drawn and kept apart: the top line (it
 * changes with every turn), the supply, the areas and the cards. Each
 * draws the whole backdrop within its own bounds. */
void
nrb_draw_own_head (Nrb *b)
{
  int p = b->me;

  nrb_backdrop (b, 0, 0, b->panel_w, NRB_OWN_H);
  if (p < 0 || p >= (int) b->s->n_players)
    return;
  cairo_save (b->cr);
  cairo_translate (b->cr, 4, 4);
  b->ox += 4;
  b->oy += 4;
  header (b, p, b->panel_w - 8);
  cairo_restore (b->cr);
  b->ox -= 4;
  b->oy -= 4;
}

/* The rest of the large board, as three panels: top is where the panel
 * begins, from the board's top. FALSE: no seat's board is shown. */
static gboolean
own_begin (Nrb    *b,
           double  top,
           double  dx)
{
  nrb_backdrop (b, 0, -top, b->panel_w, NRB_OWN_H);
  if (b->me < 0 || b->me >= (int) b->s->n_players)
    return FALSE;
  cairo_save (b->cr);
  cairo_translate (b->cr, 4 + dx, 4 - top);
  b->ox += 4 + dx;
  b->oy += 4 - top;
  return TRUE;
}

static void
own_end (Nrb    *b,
         double  top,
         double  dx)
{
  cairo_restore (b->cr);
  b->ox -= 4 + dx;
  b->oy -= 4 - top;
}

/* The areas and the cards keep their size: in a wider board (a tall one
 * grown wider), in the panel's middle. */
static double
own_dx (Nrb *b)
{
  return floor (MAX (0, b->panel_w - NRB_COL_B_W) / 2);
}

void
nrb_draw_own (Nrb *b)
{
  if (!own_begin (b, NRB_OWN_HEAD_H, 0))
    return;
  chips (b, b->me, 0, 28, b->panel_w - 8, 24, 5);
  own_end (b, NRB_OWN_HEAD_H, 0);
}

void
nrb_draw_own_areas (Nrb *b)
{
  int p = b->me;

  if (!own_begin (b, NRB_OWN_AREAS_Y, own_dx (b)))
    return;
  production (b, p, 0, PROD_Y, PROD_CELL, TRUE);
  mosaic (b, p, MOSAIC_X, PROD_Y, MOSAIC_CELL, TRUE);
  contracts (b, p, 0, 222, 76, 24, FALSE);
  own_end (b, NRB_OWN_AREAS_Y, own_dx (b));
}

void
nrb_draw_own_cards (Nrb *b)
{
  int p = b->me;

  if (!own_begin (b, NRB_OWN_CARDS_Y, own_dx (b)))
    return;
  section (b, _("Associate row"), ROW_Y - 14);
  row (b, p, 0, ROW_Y, CARD_W, 4, p == b->viewer);
  section (b, b->s->phase == NR_PHASE_ASSOC_DRAFT ? _("Associate draft") : _("Hand"), HAND_Y - 14);
  hand (b, p, HAND_Y);
  own_end (b, NRB_OWN_CARDS_Y, own_dx (b));
}

/* What the large board shows of the production area, the mosaic and the
 * associate row, as counts; the detail is in each one's tooltip. */
static void
summary (Nrb    *b,
         int     p,
         double  y,
         double  w,
         double  h)
{
  const NrPlayer *pl = &b->s->players[p];
  g_autoptr(GString) tiles = g_string_new (NULL);
  g_autoptr(GString) filled = g_string_new (NULL);
  g_autoptr(GString) cards = g_string_new (NULL);
  int n_tiles = 0, cw = (int) (w / 7);

  for (int cell = 0; cell < nr_prod_cells (b->d); cell++)
    if (pl->prod_tile[cell] >= 0)
      {
        g_autofree char *text = nr_text_tile (b->d, pl->prod_tile[cell]);

        g_string_append_printf (tiles, "%s• %s%s", n_tiles++ > 0 ? "\n" : "", text,
                                (pl->prod_face_down >> cell) & 1 ? _(" (used: face down)") : "");
      }
  for (int cell = 0; cell < NR_N_MOSAIC_CELLS; cell++)
    if ((pl->mosaic_filled >> cell) & 1 && pl->mosaic_strip[cell / 3] >= 0)
      {
        g_autofree char *text = nr_text_mosaic_cell (b->d, b->s, (guint) p, cell);

        g_string_append_printf (filled, "%s• %s", filled->len > 0 ? "\n" : "", text);
      }
  for (int i = 0; i < pl->n_row; i++)
    g_string_append_printf (cards, "%s• %s%s", i > 0 ? "\n" : "", nr_text_card_name (pl->row[i]),
                            (pl->row_used >> pl->row[i]) & 1 ? _(" (used: face down)") : "");
  chip_named (b, NRB_GLYPH_TILE, nrb_glyph_name (NRB_GLYPH_TILE), n_tiles, 0, 0, y, cw, h,
              n_tiles > 0 ? tiles->str : NULL);
  chip_named (b, NRB_GLYPH_ARTISAN, _("Artisans in the production area"),
              nr_bits (pl->prod_artisan), 0, cw, y, cw, h, NULL);
  chip_named (b, NRB_GLYPH_ACHIEVEMENT, _("Mosaic cells with an achievement token"),
              nr_bits (pl->mosaic_filled), NR_N_MOSAIC_CELLS, 2 * cw, y, cw, h,
              filled->len > 0 ? filled->str : NULL);
  chip_named (b, NRB_GLYPH_CARD, _("Associate row"), pl->n_row, 0, 3 * cw, y, cw, h,
              pl->n_row > 0 ? cards->str : NULL);
  chip (b, NRB_GLYPH_SHIP, nr_bits (pl->sea_done), 0, 4 * cw, y, cw, h,
        _("Sea contracts completed"));
  chip (b, NRB_GLYPH_CUBE, nr_bits (pl->building_done), 0, 5 * cw, y, cw, h,
        _("Building contracts completed"));
  chip (b, NRB_GLYPH_VP, pl->vp_sea + pl->vp_city + pl->vp_mosaic, 0, 6 * cw, y, cw, h,
        _("VP already won from harbours, building rewards and mosaic bonuses"));
}

/* A compact board's associate row: lines of per_line cards of w × h from
 * (x0, y0), at most max places; if there are more cards, the last place
 * says how many more and names them. */
static void
row_cards (Nrb    *b,
           int     p,
           double  x0,
           double  y0,
           double  w,
           double  h,
           int     per_line,
           int     max)
{
  const NrPlayer *pl = &b->s->players[p];
  int shown = pl->n_row <= max ? pl->n_row : max - 1;
  g_autoptr(GString) rest = g_string_new (NULL);
  double x = x0 + (shown % per_line) * (w + 2), y = y0 + (shown / per_line) * (h + 2);
  char more[16];

  for (int i = 0; i < shown; i++)
    row_card (b, p, pl->row[i], x0 + (i % per_line) * (w + 2), y0 + (i / per_line) * (h + 2), w,
              h, FALSE);
  if (shown == pl->n_row)
    return;
  for (int i = shown; i < pl->n_row; i++)
    g_string_append_printf (rest, "\n• %s%s", nr_text_card_name (pl->row[i]),
                            (pl->row_used >> pl->row[i]) & 1 ? _(" (used: face down)") : "");
  nrb_box (b, x, y, w, h, &b->pal->surface, 5);
  g_snprintf (more, sizeof more, "+%d", pl->n_row - shown);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, more, x, y, w, h, NRB_TEXT, NRB_ALIGN_CENTER, TRUE, 1);
  nrb_region (b, x, y, w, h, NULL, g_strdup_printf ("%s%s", _("Associate row"), rest->str));
}

/* A compact board of middle height (three players wide, four tall): the
 * supply in one line; the production area and the mosaic drawn small, and
 * beside them the contracts and the associate row. */
static void
other_beside (Nrb    *b,
              int     p,
              double  w,
              double  h)
{
  double cs = floor (MIN (34, (h - 53) / 3)), x = 2 * (3 * cs + 6), line = (3 * cs - 4) / 3;

  chips (b, p, 0, 25, w, 24, 10);
  production (b, p, 0, 53, cs, FALSE);
  mosaic (b, p, 3 * cs + 6, 53, cs, FALSE);
  contracts (b, p, x, 53, (w - x - 4) / 3, line, FALSE);
  row_cards (b, p, x, 53 + line + 2, (w - x - 2) / 2, line, 2, 4);
}

/* A tall compact board (one or two other seats): as the large board, the
 * supply, the production area and the mosaic with what they yield and
 * score, the contracts beside them, the associate row under them; what
 * room is left goes between them. */
static void
other_stacked (Nrb    *b,
               int     p,
               double  w,
               double  h)
{
  gboolean roomy = h >= 300;
  double supply = roomy ? 54 : 28, card_h = roomy ? 40 : CARD_H, cards = 2 * card_h + 2;
  double cs = floor (CLAMP ((h - 25 - supply - 20 - cards) / 3, 22, 40));
  double gap = MAX (0, h - (25 + supply + 3 * cs + 20 + cards)) / 3, y = 25 + gap / 2;

  chips (b, p, 0, y, w, 24, roomy ? 5 : 10);
  y += supply + gap;
  production (b, p, 0, y, cs, TRUE);
  mosaic (b, p, 3 * cs + 22, y, cs, TRUE);
  contracts (b, p, 6 * cs + 66, y, MIN (96, w - 6 * cs - 66), MIN (26, cs), TRUE);
  y += 3 * cs + 20 + gap;
  row_cards (b, p, 0, y, (w - 6) / 4, card_h, 4, 8);
}

/* A compact board higher still (the only one beside the large board in a
 * tall layout grown for a narrow window): the production area and the
 * mosaic with larger cells, the contracts in a line under them, the
 * associate row under that; what room is left goes between them. */
static void
other_roomy (Nrb    *b,
             int     p,
             double  w,
             double  h)
{
  double cs = floor (MIN ((w - 70) / 6, (h - 25 - 54 - 20 - 26 - 82 - 4 * 16) / 3));
  double gap = MAX (0, h - (25 + 54 + 3 * cs + 20 + 26 + 82)) / 4, y = 25 + gap / 2;

  chips (b, p, 0, y, w, 24, 5);
  y += 54 + gap;
  production (b, p, 0, y, cs, TRUE);
  mosaic (b, p, 3 * cs + 26, y, cs, TRUE);
  y += 3 * cs + 20 + gap;
  contracts (b, p, 0, y, MIN (96, (w - 4) / 3), 26, FALSE);
  y += 26 + gap;
  row_cards (b, p, 0, y, (w - 6) / 4, 40, 4, 8);
}

/* Another seat's compact board, showing the more the higher it is: the
 * top line and the supply always; in a low panel (four players, wide) a
 * summary of the rest (the large board's detail in tooltips). */
static void
other (Nrb    *b,
       int     p,
       double  h)
{
  double w = b->panel_w - 8;

  nrb_backdrop (b, 0, 0, b->panel_w, h);
  cairo_save (b->cr);
  cairo_translate (b->cr, 4, 1);
  b->ox += 4;
  b->oy += 1;
  header (b, p, w);
  if (h >= 480)
    other_roomy (b, p, w, h - 2);
  else if (h >= 190)
    other_stacked (b, p, w, h - 2);
  else if (h >= 110)
    other_beside (b, p, w, h - 2);
  else
    {
      chips (b, p, 0, 25, w, 24, 10);
      summary (b, p, 51, w, 24);
    }
  cairo_restore (b->cr);
  b->ox -= 4;
  b->oy -= 1;
}

/* The automa's points by category if the game ended now, two to a line,
 * and its total. */
static double
automa_points (Nrb    *b,
               double  y,
               double  row)
{
  static const int cats[] = { NR_CAT_SEA, NR_CAT_BUILDING, NR_CAT_DISTRICTS, NR_CAT_FAVOURITES,
                              NR_CAT_FINISH, NR_CAT_MOSAIC, -1 };
  double w = (b->panel_w - 20) / 2;
  NrScore score;

  nr_score (b->s, b->d, &score);
  nrb_title (b, _("Its points if the game ended now"), 8, y - 2, b->panel_w - 16);
  y += 16;
  for (guint i = 0; i < G_N_ELEMENTS (cats); i++)
    {
      double x = 8 + (i % 2) * (w + 4), cy = y + (i / 2) * row;
      const char *name = cats[i] >= 0 ? nr_text_category (cats[i]) : _("Total");
      int vp = cats[i] >= 0 ? score.cat[cats[i]][NR_AUTOMA] : score.total[NR_AUTOMA];
      char num[16];

      nrb_box (b, x, cy, w, row - 2, &b->pal->surface, 5);
      nrb_rgb (b, &b->pal->text, 1);
      nrb_text (b, name, x + 6, cy, w - 50, row - 2, NRB_TEXT_MIN, NRB_ALIGN_LEFT, cats[i] < 0, 2);
      g_snprintf (num, sizeof num, "%d", vp);
      nrb_text (b, num, x + w - 44, cy, 38, row - 2, 13, NRB_ALIGN_RIGHT, TRUE, 1);
      nrb_region (b, x, cy, w, row - 2, NULL,
                  g_strdup_printf (_("%s: %d VP if the game ended now"), name, vp));
    }
  return y + ((G_N_ELEMENTS (cats) + 1) / 2) * row;
}

/* The building contract the automa discards at the end of the round (it
 * scores the VP of its discards at the end). */
static void
automa_discard (Nrb    *b,
                double  y)
{
  const NrState *s = b->s;
  int id = s->building_market[0];

  if (id < 0 || s->phase == NR_PHASE_OVER)
    return;
  nrb_title (b, _("Its next discard (end of this round)"), 8, y - 2, b->panel_w - 16);
  chip_named (b, NRB_GLYPH_VP, _("VP the automa gets from the building contract in slot 1, "
                                 "which it discards at the end of this round"),
              b->d->building[id].vp, 0, 8, y + 16, 80, 24, NULL);
}

/* The building contracts it has discarded, a chip with the VP of each. */
static void
automa_discarded (Nrb    *b,
                  double  y)
{
  const NrState *s = b->s;
  int k = 0, per_line = (int) ((b->panel_w - 16) / 72);

  nrb_title (b, _("Building contracts it has discarded"), 8, y - 2, b->panel_w - 16);
  for (int id = 0; id < NR_N_BUILDING; id++)
    if ((s->automa_building_discard >> id) & 1)
      {
        g_autofree char *cost = nr_text_cost (&b->d->building[id].cost);
        g_autofree char *more = g_strdup_printf (_("%d cells, cost %s"),
                                                 b->d->building[id].n_cells, cost);

        chip_named (b, NRB_GLYPH_VP, _("VP the automa gets from a building contract it "
                                       "discarded"), b->d->building[id].vp, 0,
                    8 + (k % per_line) * 72, y + 16 + (k / per_line) * 28, 70, 24, more);
        k++;
      }
  if (k == 0)
    {
      nrb_rgb (b, &b->pal->text_dim, 1);
      nrb_text (b, _("None yet"), 8, y + 16, b->panel_w - 16, 24, NRB_TEXT, NRB_ALIGN_LEFT,
                FALSE, 1);
    }
}

static void
automa_head (Nrb *b)
{
  const NrState *s = b->s;

  nrb_piece (b, NR_AUTOMA, 14, 14, 8);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, _("Automa"), 28, 3, 150, 22, 13, NRB_ALIGN_LEFT, TRUE, 1);
  nrb_glyph_n (b, NRB_GLYPH_VP, s->automa_vp, 8, 44, 8);
  nrb_region (b, 4, 32, 60, 24, NULL,
              g_strdup_printf (_("The automa's VP from play: its start value and %d for "
                                 "legionnaires that found their cell taken. It scores the rest "
                                 "at the end."), s->automa_blocked));
  nrb_glyph_n (b, NRB_GLYPH_WHEEL, __builtin_popcount (s->automa_favourites), 80, 44, 8);
  nrb_region (b, 76, 32, 50, 24, NULL, g_strdup_printf (_("Favourite tokens won: %d"),
                                                       __builtin_popcount (s->automa_favourites)));
  nrb_glyph_n (b, NRB_GLYPH_SHIP, __builtin_popcount (s->automa_sea_discard), 140, 44, 8);
  nrb_region (b, 136, 32, 50, 24, NULL,
              g_strdup_printf (_("Sea contracts the automa discarded: %d"),
                               __builtin_popcount (s->automa_sea_discard)));
  nrb_glyph_n (b, NRB_GLYPH_CUBE, __builtin_popcount (s->automa_building_discard), 200, 44, 8);
  nrb_region (b, 196, 32, 50, 24, NULL,
              g_strdup_printf (_("Building contracts the automa discarded: %d"),
                               __builtin_popcount (s->automa_building_discard)));
}

/* Solo: the panel has the other seats' boards' place (400 tall, more in a
 * taller board): its pieces, its points, its next discard and what it has
 * discarded, spread over the height. */
static void
automa (Nrb *b)
{
  nrb_backdrop (b, 0, 0, b->panel_w, b->panel_h);
  automa_head (b);
  if (b->panel_h >= 200)
    {
      /* The points' rows (title 16 + 4 rows) and two blocks of 16 + 28
       * (up to 5 discards, a line of chips), with gaps between. */
      double row = CLAMP ((b->panel_h - 60 - 16 - 2 * 44 - 16) / 4, 30, 44);
      double gap = MAX (0, b->panel_h - 60 - 16 - 4 * row - 2 * 44 - 8) / 3;
      double y = automa_points (b, 60 + gap * 0.5, row) + gap;

      automa_discard (b, y);
      /* Not in the wide layout's low panel (its chip shows how many). */
      if (y + 88 + gap <= b->panel_h)
        automa_discarded (b, y + 44 + gap);
    }
}

void
nrb_draw_other (Nrb *b)
{
  if (b->owner == NR_AUTOMA)
    automa (b);
  else if (b->owner >= 0 && b->owner < (int) b->s->n_players)
    other (b, b->owner, b->panel_h);
}

void
nrb_draw_score (Nrb *b)
{
  const NrState *s = b->s;
  NrScore score;
  int n = (int) s->n_players + (nr_is_solo (s) ? 1 : 0);
  double w = (b->panel_w - 40) / MAX (1, n);

  nr_score (s, b->d, &score);
  nrb_rgb (b, &b->pal->text_dim, 1);
  nrb_text (b, _("VP"), 0, 4, 36, 22, NRB_TEXT, NRB_ALIGN_LEFT, TRUE, 1);
  for (int i = 0; i < n; i++)
    {
      int o = i < (int) s->n_players ? i : NR_AUTOMA;
      double x = 40 + i * w;

      nrb_piece (b, o, x + 10, 15, 8);
      nrb_rgb (b, &b->pal->text, 1);
      {
        char num[16];

        g_snprintf (num, sizeof num, "%d", score.total[o]);
        nrb_text (b, num, x + 22, 4, w - 24, 22, 13, NRB_ALIGN_LEFT, TRUE, 1);
      }
      nrb_region (b, x, 2, w - 4, 26, NULL,
                  g_strdup_printf (s->phase == NR_PHASE_OVER ? _("%s: %d VP")
                                   : _("%s: %d VP if the game ended now"),
                                   nrb_owner_name (b, o), score.total[o]));
    }
}
