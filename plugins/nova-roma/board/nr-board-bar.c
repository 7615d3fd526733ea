/* nr-board-bar.c: the action bar of the Nova Roma board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Decisions that belong to no piece on the board are buttons here: perform
 * or decline an action, end a step or the turn, buy, pick a resource or a
 * printed choice, a golden wheel's bonus, a Petition's action and power,
 * and confirming a race whose cells were chosen on the tracks.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nr-board-private.h"

#define ROW_H   26.0
#define GAP     6.0
#define N_ROWS  3

typedef struct
{
  char     *label;
  int       glyph;        /* -1: none */
  gboolean  has_move;
  LudusMove move;
  char     *tip;
} Button;

static void
add (GArray          *buttons,
     char            *label,
     int              glyph,
     const LudusMove *move,
     char            *tip)
{
  Button bt = { label, glyph, move != NULL, { 0 }, tip };

  if (move != NULL)
    bt.move = *move;
  g_array_append_val (buttons, bt);
}

static char *
done_label (Nrb  *b,
            char **tip)
{
  const NrState *s = b->s;

  if (s->n_tasks == 0 && s->turn.step == NR_STEP_END)
    {
      *tip = g_strdup (_("End your turn."));
      return g_strdup (_("End turn"));
    }
  *tip = g_strdup (_("Finish this step (or skip it) and go on."));
  return g_strdup (_("Done"));
}

static int
turn_power (const NrState *s,
            int            action)
{
  int i = s->turn.actions[0] == action ? 0 : 1;

  return MIN (3, s->turn.base_power[i]);
}

static char *
capital (const char *text)
{
  g_autofree char *first = g_utf8_strup (text, g_utf8_next_char (text) - text);

  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

static const NrTask *
top_task (const NrState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

static void
task_move (Nrb             *b,
           GArray          *buttons,
           const LudusMove *m)
{
  const NrTask *t = top_task (b->s);
  int a = m->args[0];

  switch (m->kind)
    {
    case NR_MOVE_USE:
      {
        int tile = t != NULL && t->kind == NR_TASK_TILE
                   ? b->s->players[t->player].prod_tile[t->ref] : NR_NONE;

        add (buttons, g_strdup (_("Use the tile")), -1, m,
             tile >= 0 ? nr_text_tile (b->d, tile) : NULL);
      }
      break;
    case NR_MOVE_WHEEL:
      add (buttons, g_strdup (a == NR_WHEEL_ACHIEVEMENT ? _("Achievement token") : _("1 influence")),
           a == NR_WHEEL_ACHIEVEMENT ? NRB_GLYPH_ACHIEVEMENT : NRB_GLYPH_INFLUENCE, m,
           g_strdup (_("The golden wheel's bonus: an achievement token from beside the "
                       "hippodrome, or 1 influence.")));
      break;
    case NR_MOVE_RESOURCE:
      add (buttons, capital (nr_text_resource (a)), a, m,
           g_strdup_printf (_("Take 1 %s."), nr_text_resource (a)));
      break;
    case NR_MOVE_BUY:
      add (buttons, capital (nr_text_resource (a)), a, m,
           g_strdup_printf (_("Buy 1 %s for 1 sesterce."), nr_text_resource (a)));
      break;
    case NR_MOVE_CHOOSE:
      if (t != NULL && t->kind == NR_TASK_CHOICE)
        add (buttons, nr_text_effect (b->d, b->d->effects[t->ref].first + a), -1, m,
             g_strdup (_("Take this one of the printed choices.")));
      break;
    default:
      break;
    }
}

static void
simple_move (Nrb             *b,
             GArray          *buttons,
             const LudusMove *m)
{
  const NrState *s = b->s;
  int a = m->args[0];
  char *tip = NULL, *label;

  switch (m->kind)
    {
    case NR_MOVE_DONE:
      label = done_label (b, &tip);
      add (buttons, label, -1, m, tip);
      break;
    case NR_MOVE_PERFORM:
      add (buttons, g_strdup_printf (_("%s, power %d"), nr_text_action (a), turn_power (s, a)),
           -1, m, g_strdup (nrb_action_help (a)));
      break;
    case NR_MOVE_DECLINE:
      add (buttons, g_strdup_printf (_("Decline %s"), nr_text_action (a)), NRB_GLYPH_SESTERCE, m,
           g_strdup (_("Do not perform this action and take 1 sesterce instead.")));
      break;
    case NR_MOVE_WINE:
      add (buttons, g_strdup (_("Wine for influence")), NR_WINE, m,
           g_strdup (_("Pay 1 wine for 1 influence.")));
      break;
    case NR_MOVE_CLAIM:
      add (buttons, g_strdup (_("Claim first player")), NRB_GLYPH_INFLUENCE, m,
           g_strdup (_("Pay 2 influence to take the first-player token: you start the next "
                       "round, and it is worth VP at the end.")));
      break;
    case NR_MOVE_HIRE:
      add (buttons, g_strdup (_("Hire an artisan")), NR_WHEAT, m,
           g_strdup (_("Pay 1 wheat to take an artisan from the supply.")));
      break;
    default:
      task_move (b, buttons, m);
      break;
    }
}

/* A Petition: the action first (a board-local choice when it could have
 * more than one power), then the power. */
static void
petition (Nrb    *b,
          GArray *buttons)
{
  const NrbSelection *sel = b->sel;

  if (sel->kind == NRB_SEL_PETITION)
    {
      for (int k = 1; k <= 3; k++)
        {
          const LudusMove *m = nrb_find (b, NR_MOVE_PETITION, sel->arg, k, 0);

          if (m != NULL)
            add (buttons, g_strdup_printf (_("%s, power %d"), nr_text_action (sel->arg), k),
                 NRB_GLYPH_INFLUENCE, m,
                 g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Pay %d influence to perform it with power %d.",
                                               "Pay %d influence to perform it with power %d.", k),
                                  k, k));
        }
      return;
    }
  for (int a = 0; a < NR_N_ACTIONS; a++)
    {
      const LudusMove *one = nrb_find (b, NR_MOVE_PETITION, a, 1, 0);
      LudusMove pick = nrb_local (NRB_LOCAL_SELECT, NRB_SEL_PETITION, a);
      gboolean more = nrb_find (b, NR_MOVE_PETITION, a, 2, 0) != NULL;

      if (one == NULL)
        continue;
      add (buttons, g_strdup (nr_text_action (a)), -1, more ? &pick : one,
           g_strdup_printf ("%s\n%s", more ? _("Petition this action, then choose its power.")
                            : _("Pay 1 influence to perform this action with power 1."),
                            nrb_action_help (a)));
    }
}

static gboolean
race_selected (const NrbSelection *sel)
{
  return sel->race[0] + sel->race[1] + sel->race[2] > 0;
}

static void
race (Nrb    *b,
      GArray *buttons)
{
  const NrbSelection *sel = b->sel;
  const LudusMove *m = nrb_find (b, NR_MOVE_RACE, sel->race[0], sel->race[1], sel->race[2]);
  gboolean any = FALSE;

  for (guint i = 0; i < b->n_moves && !any; i++)
    any = b->moves[i].kind == NR_MOVE_RACE;
  if (!any)
    return;
  if (nrb_race_single_track (b) >= 0)
    add (buttons, g_strdup (_("Choose a cell on the track")), NRB_GLYPH_WHEEL, NULL,
         g_strdup (_("Click the cell your chariot is to reach. Crossing a border costs the "
                     "horses shown on it.")));
  else if (m != NULL)
    add (buttons, g_strdup_printf (_("Race %d + %d + %d"), sel->race[0], sel->race[1],
                                   sel->race[2]), NRB_GLYPH_WHEEL, m,
         g_strdup (_("Move your chariots by the cells chosen on the tracks.")));
  else
    add (buttons, g_strdup (race_selected (sel) ? _("Not possible: choose again")
                            : _("Choose cells on the tracks")), NRB_GLYPH_WHEEL, NULL,
         g_strdup (_("Click the cells ahead of your chariots to share the power among them, "
                     "then confirm here. Crossing a border costs the horses shown on it.")));
}

static void
collect (Nrb    *b,
         GArray *buttons)
{
  const NrbSelection *sel = b->sel;
  gboolean selecting = sel->kind != NRB_SEL_NONE || sel->district >= 0 || race_selected (sel);

  for (guint i = 0; i < b->n_moves; i++)
    simple_move (b, buttons, &b->moves[i]);
  petition (b, buttons);
  race (b, buttons);
  if (selecting)
    {
      LudusMove clear = nrb_local (NRB_LOCAL_CLEAR, 0, 0);

      add (buttons, g_strdup (_("Cancel")), -1, &clear,
           g_strdup (_("Forget the choice made so far.")));
    }
}

static double
button_width (Nrb          *b,
              const Button *bt)
{
  return MIN (b->panel_w, nrb_text_width (b, bt->label, NRB_TEXT, FALSE) + 20
              + (bt->glyph >= 0 ? 20 : 0));
}

static void
draw_button (Nrb          *b,
             const Button *bt,
             double        x,
             double        y,
             double        w)
{
  double tx = x + 10;

  nrb_box (b, x, y, w, ROW_H, bt->has_move ? &b->pal->surface : &b->pal->surface_alt, 6);
  if (bt->glyph >= 0)
    {
      nrb_glyph (b, bt->glyph, x + 17, y + ROW_H / 2, 7);
      tx += 18;
    }
  nrb_rgb (b, bt->has_move ? &b->pal->text : &b->pal->text_dim, 1);
  nrb_text (b, bt->label, tx, y, x + w - tx - 6, ROW_H, NRB_TEXT, NRB_ALIGN_LEFT, FALSE, 1);
  nrb_region (b, x, y, w, ROW_H, bt->has_move ? &bt->move : NULL, g_strdup (bt->tip));
}

/* What a pending task asks for, or NULL. */
static char *
task_caption (Nrb *b)
{
  const NrTask *t = top_task (b->s);

  if (t == NULL)
    return NULL;
  switch (t->kind)
    {
    case NR_TASK_WHEEL:
      return g_strdup (_("Golden wheel"));
    case NR_TASK_RESOURCES:
      return g_strdup (_("A resource of your choice"));
    case NR_TASK_SAIL:
      return g_strdup (_("Black Sea"));
    case NR_TASK_TILE:
      return nr_text_tile (b->d, b->s->players[t->player].prod_tile[t->ref]);
    default:
      return NULL;
    }
}

/* The task or the action being performed, named before the buttons. */
static char *
caption_text (Nrb         *b,
              const char **help)
{
  const NrState *s = b->s;
  const NrFrame *f = nrb_frame (s);
  char *text = s->phase == NR_PHASE_FORUM ? task_caption (b) : NULL;

  *help = NULL;
  if (text != NULL || s->phase != NR_PHASE_FORUM || s->turn.step != NR_STEP_IN_ACTION
      || f == NULL)
    return text;
  *help = nrb_action_help (f->action);
  return g_strdup_printf (_("%s, power %d"), nr_text_action (f->action), f->power);
}

/* The rows the buttons take after x0 on the first. */
static int
rows_for (Nrb    *b,
          GArray *buttons,
          double  x)
{
  int rows = 1;

  for (guint i = 0; i < buttons->len; i++)
    {
      double w = button_width (b, &g_array_index (buttons, Button, i));

      if (x > 0 && x + w > b->panel_w)
        {
          x = 0;
          rows++;
        }
      x += w + GAP;
    }
  return rows;
}

/* Too many buttons for the bar's rows at their own widths: a grid of equal
 * ones, each label cut if it must be and said whole in the tooltip. */
static void
draw_grid (Nrb    *b,
           GArray *buttons)
{
  int cols = ((int) buttons->len + N_ROWS - 1) / N_ROWS;
  double w = (b->panel_w - (cols - 1) * GAP) / cols;

  for (guint i = 0; i < buttons->len; i++)
    {
      Button *bt = &g_array_index (buttons, Button, i);
      char *tip = g_strdup_printf ("%s%s%s", bt->label, bt->tip != NULL ? "\n" : "",
                                   bt->tip != NULL ? bt->tip : "");

      g_free (bt->tip);
      bt->tip = tip;
      draw_button (b, bt, (i % cols) * (w + GAP), (i / cols) * (ROW_H + GAP), w);
    }
}

/* With nothing to press, what the forum's choice is (the bar would be
 * empty while a seat places a patrician, a legionnaire or the Emperor). */
static void
idle_hint (Nrb *b)
{
  const char *hint = NULL;

  for (guint i = 0; i < b->n_moves && hint == NULL; i++)
    switch (b->moves[i].kind)
      {
      case NR_MOVE_PATRICIAN:
        hint = _("Place a patrician on a free cell of the forum, then perform the actions of "
                 "its column and its row. The two numbers on each free cell are the power "
                 "each action would have (at most 3).");
        break;
      case NR_MOVE_LEGIONNAIRE:
        hint = _("Place a legionnaire on a free cell of the forum: nobody may place there "
                 "this round.");
        break;
      case NR_MOVE_EMPEROR:
        hint = _("Place the Emperor on one of the two cells his token shows: every patrician "
                 "placed in his row or column gets 1 more power for both its actions.");
        break;
      default:
        break;
      }
  if (hint == NULL)
    return;
  nrb_rgb (b, &b->pal->text_dim, 1);
  nrb_text (b, hint, 0, 0, b->panel_w, NRB_BAR_H - 4, NRB_TEXT, NRB_ALIGN_LEFT, FALSE, 4);
}

void
nrb_draw_bar (Nrb *b)
{
  g_autoptr(GArray) buttons = g_array_new (FALSE, FALSE, sizeof (Button));
  const char *help;
  g_autofree char *text = caption_text (b, &help);
  double x = 0, y = 0;

  collect (b, buttons);
  if (text == NULL && buttons->len == 0)
    idle_hint (b);
  if (text != NULL)
    x = MIN (300, nrb_text_width (b, text, 13, TRUE)) + 10;
  if (text != NULL && rows_for (b, buttons, x) <= N_ROWS)
    {
      nrb_rgb (b, &b->pal->text, 1);
      nrb_text (b, text, 0, 0, x - 10, ROW_H, 13, NRB_ALIGN_LEFT, TRUE, 1);
      nrb_region (b, 0, 0, x - 10, ROW_H, NULL, g_strdup (help != NULL ? help : text));
    }
  else
    x = 0;
  if (rows_for (b, buttons, x) > N_ROWS)
    draw_grid (b, buttons);
  else
    for (guint i = 0; i < buttons->len; i++)
      {
        Button *bt = &g_array_index (buttons, Button, i);
        double w = button_width (b, bt);

        if (x > 0 && x + w > b->panel_w)
          {
            x = 0;
            y += ROW_H + GAP;
          }
        draw_button (b, bt, x, y, w);
        x += w + GAP;
      }
  for (guint i = 0; i < buttons->len; i++)
    {
      g_free (g_array_index (buttons, Button, i).label);
      g_free (g_array_index (buttons, Button, i).tip);
    }
}
