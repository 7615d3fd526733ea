/* ludus-game-over.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-game-over.h"
#include "ludus-players-panel.h"
#include "ludus-score-chart.h"

struct _LudusGameOver
{
  GtkWidget          parent_instance;

  GtkScrolledWindow *scroller;
  GtkLabel          *title;
  GtkLabel          *description;
  GtkListBox        *ranking;
  GtkBox            *breakdown_card;
  GtkWidget         *chart;
  guint              n_breakdown_rows;
};

G_DEFINE_FINAL_TYPE (LudusGameOver, ludus_game_over, GTK_TYPE_WIDGET)

enum {
  SHOW_BOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_show_board_clicked (LudusGameOver *self)
{
  g_signal_emit (self, signals[SHOW_BOARD], 0);
}

static void
ludus_game_over_dispose (GObject *object)
{
  LudusGameOver *self = LUDUS_GAME_OVER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_GAME_OVER);

  G_OBJECT_CLASS (ludus_game_over_parent_class)->dispose (object);
}

static void
ludus_game_over_class_init (LudusGameOverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_game_over_dispose;

  /**
   * LudusGameOver::show-board:
   *
   * The user wants to see the final board (and browse the log).
   */
  signals[SHOW_BOARD] = g_signal_new ("show-board", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (LUDUS_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-game-over.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, title);
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, description);
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, ranking);
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, breakdown_card);
  gtk_widget_class_bind_template_child (widget_class, LudusGameOver, chart);
  gtk_widget_class_bind_template_callback (widget_class, on_show_board_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-game-over");
}

static void
ludus_game_over_init (LudusGameOver *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ludus_game_over_new (void)
{
  return g_object_new (LUDUS_TYPE_GAME_OVER, NULL);
}

static GtkWidget *
make_cell (const char *text,
           float       xalign,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The title: the winner's name, or the seats sharing the victory; alone
 * against the game, whether the player beat its automa. */
static void
set_title (LudusGameOver *self,
           LudusMatch    *match,
           const guint   *ranks,
           guint          best)
{
  guint n_seats = ludus_match_get_n_seats (match);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  guint n_winners = 0;

  if (n_seats == 1)
    {
      /* Translators: the title of the game over page when a player alone lost to the
       * game's own opponent (its automa) */
      const char *lost = _("The Automa Wins");

      gtk_label_set_text (self->title, ranks[0] == 0 ? _("You Win") : lost);
      gtk_widget_set_visible (GTK_WIDGET (self->description), FALSE);
      return;
    }

  for (guint seat = 0; seat < n_seats; seat++)
    if (ranks[seat] == best)
      {
        if (n_winners > 0)
          g_string_append (names, ", ");
        g_string_append (names, ludus_match_get_seat (match, seat)->name);
        n_winners++;
      }

  if (n_winners == 1)
    /* Translators: the title of the game over page; %s is the winner */
    title = g_strdup_printf (_("%s Wins"), names->str);
  else
    {
      title = g_strdup (_("Shared Victory"));
      /* Translators: under "Shared Victory"; %s lists the players tied for first place */
      description = g_strdup_printf (_("Tied for first place: %s"), names->str);
    }

  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->description, description != NULL ? description : "");
  gtk_widget_set_visible (GTK_WIDGET (self->description), description != NULL);
}

static GtkWidget *
ranking_row (const char *name,
             const char *subtitle,
             guint       place,
             GtkWidget  *swatch,
             int         score)
{
  g_autofree char *place_text = g_strdup_printf ("%u", place);
  /* Translators: a final score in the ranking */
  g_autofree char *score_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point",
                                                              "%d points", ABS (score)), score);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  label = gtk_label_new (place_text);
  gtk_label_set_width_chars (GTK_LABEL (label), 2);
  gtk_widget_add_css_class (label, "title-2");
  gtk_widget_add_css_class (label, "numeric");
  if (place == 1)
    gtk_widget_add_css_class (label, "accent");
  /* Prefixes go in front of the earlier ones: the place ends up first. */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);

  label = gtk_label_new (score_text);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

/* The seats from first to last place: place number, piece, name, final score;
 * alone against the game, the player and its automa (which wins ties). */
static void
fill_ranking (LudusGameOver *self,
              LudusMatch    *match,
              LudusView     *view,
              const guint   *ranks,
              const int     *scores)
{
  guint n_seats = ludus_match_get_n_seats (match);
  guint order[LUDUS_MAX_PLAYERS];
  GtkWidget *child;
  int automa = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->ranking))) != NULL)
    gtk_list_box_remove (self->ranking, child);

  for (guint i = 0; i < n_seats; i++)
    order[i] = i;
  /* Stable insertion sort by rank: a handful of seats. */
  for (guint i = 1; i < n_seats; i++)
    for (guint j = i; j > 0 && ranks[order[j]] < ranks[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  for (guint i = 0; i < n_seats; i++)
    {
      guint seat = order[i];
      const LudusSeat *info = ludus_match_get_seat (match, seat);
      guint place = 1;

      /* Games number ranks from 0 or 1; the place shown counts the seats ahead. */
      for (guint other = 0; other < n_seats; other++)
        if (ranks[other] < ranks[seat])
          place++;
      if (n_seats == 1 && ranks[0] != 0)
        place = 2;
      gtk_list_box_append (self->ranking,
                           ranking_row (info->name,
                                        info->kind == LUDUS_SEAT_HUMAN ? _("Human") : _("Computer"),
                                        place, ludus_seat_swatch_new (view, seat, 28),
                                        scores[seat]));
    }
  if (n_seats == 1 && ludus_game_get_opponent_score (ludus_match_get_game (match),
                                                      ludus_match_get_state (match), &automa))
    {
      /* Translators: the opponent of a player alone, played by the game itself */
      GtkWidget *row = ranking_row (_("Automa"), _("The game’s own opponent"),
                                    ranks[0] == 0 ? 2 : 1, ludus_seat_swatch_new (view, 1, 28),
                                    automa);

      if (ranks[0] == 0)
        gtk_list_box_append (self->ranking, row);
      else
        gtk_list_box_prepend (self->ranking, row);
    }
}

/* One row of the breakdown at grid row y. A group's heading stands out, with
 * space above it; the rows under a heading are indented. */
static void
attach_breakdown_row (GtkGrid             *grid,
                      const LudusScoreRow *row,
                      int                  y,
                      guint                n_columns,
                      gboolean             grouped)
{
  gboolean heading = row->kind == LUDUS_SCORE_ROW_HEADING ||
                     row->kind == LUDUS_SCORE_ROW_HEADING_TOTAL;
  GtkWidget *label = make_cell (row->label, 0.0, heading ? "heading" : NULL);

  if (heading && y > 1)
    gtk_widget_set_margin_top (label, 10);
  if (!heading && grouped)
    gtk_widget_set_margin_start (label, 12);
  if (row->kind == LUDUS_SCORE_ROW_DETAIL)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_grid_attach (grid, label, 0, y, row->kind == LUDUS_SCORE_ROW_HEADING ? 1 + (int) n_columns : 1, 1);
  if (row->kind == LUDUS_SCORE_ROW_HEADING)
    return;
  for (guint column = 0; column < n_columns; column++)
    {
      g_autofree char *text = g_strdup_printf ("%d", row->values[column]);
      GtkWidget *cell = make_cell (text, 1.0, "numeric");

      if (heading)
        {
          gtk_widget_add_css_class (cell, "heading");
          gtk_widget_set_margin_top (cell, y > 1 ? 10 : 0);
        }
      gtk_grid_attach (grid, cell, 1 + (int) column, y, 1, 1);
    }
}

/* The breakdown: a header row with the seats, one row per source of points (and the groups
 * a game adds, each scoring of a pass, say), the total. Alone against the game, a last
 * column for its automa. */
static GtkWidget *
make_breakdown (LudusGameOver *self,
                LudusMatch    *match,
                LudusView     *view,
                const int     *scores)
{
  LudusGame *game = ludus_match_get_game (match);
  guint n_seats = ludus_match_get_n_seats (match);
  guint n_columns = n_seats == 1 ? 2 : n_seats;
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, ludus_match_get_state (match));
  int totals[LUDUS_MAX_PLAYERS] = { 0 };
  GtkWidget *grid, *separator;
  guint r;

  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_widget_set_margin_top (grid, 12);
  gtk_widget_set_margin_bottom (grid, 12);
  gtk_widget_set_margin_start (grid, 16);
  gtk_widget_set_margin_end (grid, 16);

  for (guint column = 0; column < n_columns; column++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      const char *who = column < n_seats ? ludus_match_get_seat (match, column)->name : _("Automa");

      gtk_widget_set_halign (box, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), ludus_seat_swatch_new (view, column, 16));
      gtk_box_append (GTK_BOX (box), make_cell (who, 1.0, "heading"));
      gtk_grid_attach (GTK_GRID (grid), box, 1 + column, 0, 1, 1);
      totals[column] = column < n_seats ? scores[column] : 0;
    }

  if (n_seats == 1)
    ludus_game_get_opponent_score (game, ludus_match_get_state (match), &totals[1]);
  self->n_breakdown_rows = rows != NULL ? rows->len : 0;
  for (r = 0; r < self->n_breakdown_rows; r++)
    attach_breakdown_row (GTK_GRID (grid), g_ptr_array_index (rows, r), 1 + r, n_columns,
                          r > 0 && ((LudusScoreRow *) g_ptr_array_index (rows, 0))->kind
                                     != LUDUS_SCORE_ROW_SOURCE);

  separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_grid_attach (GTK_GRID (grid), separator, 0, 1 + r, 1 + n_columns, 1);
  /* Translators: the last row of the score breakdown */
  gtk_grid_attach (GTK_GRID (grid), make_cell (_("Total"), 0.0, "heading"), 0, 2 + r, 1, 1);
  for (guint column = 0; column < n_columns; column++)
    {
      g_autofree char *text = g_strdup_printf ("%d", totals[column]);
      GtkWidget *cell = make_cell (text, 1.0, "heading");

      gtk_widget_add_css_class (cell, "numeric");
      gtk_grid_attach (GTK_GRID (grid), cell, 1 + column, 2 + r, 1, 1);
    }
  gtk_widget_set_hexpand (gtk_grid_get_child_at (GTK_GRID (grid), 0, 2 + r), TRUE);
  return grid;
}

void
ludus_game_over_set_match (LudusGameOver *self,
                           LudusMatch    *match,
                           LudusView     *view)
{
  LudusGame *game;
  const LudusState *state;
  guint ranks[LUDUS_MAX_PLAYERS] = { 0 };
  int scores[LUDUS_MAX_PLAYERS] = { 0 };
  guint best = G_MAXUINT;
  GtkWidget *child;

  g_return_if_fail (LUDUS_IS_GAME_OVER (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));
  g_return_if_fail (LUDUS_IS_VIEW (view));

  game = ludus_match_get_game (match);
  state = ludus_match_get_state (match);
  ludus_game_get_ranks (game, state, ranks);
  ludus_game_get_scores (game, state, scores);
  for (guint seat = 0; seat < ludus_match_get_n_seats (match); seat++)
    best = MIN (best, ranks[seat]);

  set_title (self, match, ranks, best);
  fill_ranking (self, match, view, ranks, scores);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->breakdown_card))) != NULL)
    gtk_box_remove (self->breakdown_card, child);
  gtk_box_append (self->breakdown_card, make_breakdown (self, match, view, scores));

  ludus_score_chart_set_match (LUDUS_SCORE_CHART (self->chart), match, view);
}

guint
ludus_game_over_get_n_breakdown_rows (LudusGameOver *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_OVER (self), 0);
  return self->n_breakdown_rows;
}

GtkWidget *
ludus_game_over_get_chart (LudusGameOver *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_OVER (self), NULL);
  return self->chart;
}
