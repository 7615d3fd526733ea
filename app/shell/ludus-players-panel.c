/* ludus-players-panel.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-players-panel.h"

struct _LudusPlayersPanel
{
  GtkWidget       parent_instance;

  GtkListBox     *list;
  GtkWidget      *text_boxes[LUDUS_MAX_PLAYERS];   /* each seat's lines, while shown */
  int             thinking_seat;                   /* -1: none */
  double          thinking_fraction;
  GtkWidget      *thinking_box;                    /* in that seat's lines */
  GtkProgressBar *thinking_bar;
};

G_DEFINE_FINAL_TYPE (LudusPlayersPanel, ludus_players_panel, GTK_TYPE_WIDGET)

typedef struct
{
  LudusView *view;
  guint      seat;
} SwatchData;

static void
swatch_data_free (gpointer data)
{
  SwatchData *sd = data;

  g_object_unref (sd->view);
  g_free (sd);
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  SwatchData *sd = user_data;
  double size = MIN (width, height);

  ludus_cairo_seat_piece (cr, sd->view, sd->seat, width / 2.0, height / 2.0, size * 0.42);
}

GtkWidget *
ludus_seat_swatch_new (LudusView *view,
                       guint      seat,
                       int        size)
{
  GtkWidget *area;
  SwatchData *sd;

  g_return_val_if_fail (LUDUS_IS_VIEW (view), NULL);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, NULL);

  /* The name beside it says whose it is; screen readers skip the picture. */
  area = g_object_new (GTK_TYPE_DRAWING_AREA,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                       NULL);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);

  sd = g_new0 (SwatchData, 1);
  sd->view = g_object_ref (view);
  sd->seat = seat;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, sd, swatch_data_free);
  return area;
}

static void
ludus_players_panel_dispose (GObject *object)
{
  LudusPlayersPanel *self = LUDUS_PLAYERS_PANEL (object);

  if (self->list != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->list));
  self->list = NULL;

  G_OBJECT_CLASS (ludus_players_panel_parent_class)->dispose (object);
}

static void
ludus_players_panel_class_init (LudusPlayersPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_players_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-players-panel");
}

static void
ludus_players_panel_init (LudusPlayersPanel *self)
{
  self->thinking_seat = -1;
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_parent (GTK_WIDGET (self->list), GTK_WIDGET (self));
}

GtkWidget *
ludus_players_panel_new (void)
{
  return g_object_new (LUDUS_TYPE_PLAYERS_PANEL, NULL);
}

/**
 * ludus_panel_label_new:
 * @css_class: (nullable): a style class ("heading", "caption", …)
 * @wrap: wrap over lines; otherwise ellipsized
 *
 * A label aligned to the start, as the side panel's texts are.
 */
GtkWidget *
ludus_panel_label_new (const char *text,
                       const char *css_class,
                       gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    }
  else
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/**
 * ludus_seat_kind_label:
 *
 * Returns: who plays a seat, translated now: "Human", "Computer (hard)"
 */
const char *
ludus_seat_kind_label (LudusSeatKind kind,
                       LudusLevel    level)
{
  if (kind == LUDUS_SEAT_HUMAN)
    return _("Human");
  switch (level)
    {
    case LUDUS_LEVEL_EASY:
      /* Translators: who plays a seat: the computer, at the easy level */
      return _("Computer (easy)");
    case LUDUS_LEVEL_HARD:
      /* Translators: who plays a seat: the computer, at the hard level */
      return _("Computer (hard)");
    case LUDUS_LEVEL_NORMAL:
    case LUDUS_N_LEVELS:
    default:
      /* Translators: who plays a seat: the computer, at the normal level */
      return _("Computer (normal)");
    }
}

/* One seat: piece, name and kind on the first line, the game's description below, the score
 * and a "to move" mark at the end. */
static GtkWidget *
make_seat_row (LudusPlayersPanel *self,
               LudusMatch        *match,
               LudusView         *view,
               const LudusState  *state,
               guint              seat,
               int                viewer,
               int                score,
               gboolean           acting)
{
  LudusGame *game = ludus_match_get_game (match);
  const LudusSeat *info = ludus_match_get_seat (match, seat);
  g_autofree char *description = ludus_game_describe_player (game, state, seat, viewer);
  g_autofree char *score_text = NULL;
  GtkWidget *row, *grid, *name_box, *text_box, *label, *score_box;
  const char *kind;

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);

  grid = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (grid, 10);
  gtk_widget_set_margin_bottom (grid, 10);
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  gtk_box_append (GTK_BOX (grid), ludus_seat_swatch_new (view, seat, 28));

  text_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  gtk_widget_set_hexpand (text_box, TRUE);
  name_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  label = ludus_panel_label_new (info->name, "heading", FALSE);
  gtk_box_append (GTK_BOX (name_box), label);
  kind = ludus_seat_kind_label (info->kind, info->level);
  label = ludus_panel_label_new (kind, "dim-label", FALSE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
  gtk_box_append (GTK_BOX (name_box), label);
  gtk_box_append (GTK_BOX (text_box), name_box);
  if (description != NULL && *description != '\0')
    {
      label = ludus_panel_label_new (description, "caption", TRUE);
      gtk_box_append (GTK_BOX (text_box), label);
    }
  if (acting)
    {
      label = ludus_panel_label_new (_("To move"), "accent", FALSE);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (text_box), label);
    }
  gtk_box_append (GTK_BOX (grid), text_box);
  self->text_boxes[seat] = text_box;

  score_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (score_box, GTK_ALIGN_CENTER);
  score_text = g_strdup_printf ("%d", score);
  label = gtk_label_new (score_text);
  gtk_widget_add_css_class (label, "title-3");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (score_box), label);
  /* Translators: under a player's score in the players panel */
  label = gtk_label_new (C_("score", "points"));
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (score_box), label);
  gtk_box_append (GTK_BOX (grid), score_box);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  if (acting)
    gtk_widget_add_css_class (row, "ludus-acting");
  return row;
}

void
ludus_players_panel_update (LudusPlayersPanel *self,
                            LudusMatch        *match,
                            LudusView         *view,
                            guint              actors)
{
  LudusGame *game;
  const LudusState *seen;
  int viewer;
  GtkWidget *child;
  int scores[LUDUS_MAX_PLAYERS] = { 0 };
  guint n_seats;

  g_return_if_fail (LUDUS_IS_PLAYERS_PANEL (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));
  g_return_if_fail (LUDUS_IS_VIEW (view));
  g_return_if_fail (ludus_view_get_state (view) != NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  memset (self->text_boxes, 0, sizeof self->text_boxes);
  self->thinking_box = NULL;
  self->thinking_bar = NULL;

  game = ludus_match_get_game (match);
  n_seats = ludus_match_get_n_seats (match);
  /* Everything shown comes from what the viewer may see: the view's state, redacted once. */
  seen = ludus_view_get_state (view);
  viewer = ludus_view_get_viewer (view);
  ludus_game_get_scores (game, seen, scores);

  for (guint seat = 0; seat < n_seats; seat++)
    gtk_list_box_append (self->list,
                         make_seat_row (self, match, view, seen, seat, viewer, scores[seat],
                                        (actors & (1u << seat)) != 0));
  ludus_players_panel_set_thinking (self, self->thinking_seat, self->thinking_fraction);
}

/* "Thinking…" and a progress bar under the seat's lines. */
static void
add_thinking (LudusPlayersPanel *self,
              guint              seat)
{
  GtkWidget *label;

  self->thinking_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  label = ludus_panel_label_new (_("Thinking…"), "accent", FALSE);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (self->thinking_box), label);
  self->thinking_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->thinking_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Thinking…"), -1);
  gtk_box_append (GTK_BOX (self->thinking_box), GTK_WIDGET (self->thinking_bar));
  gtk_box_append (GTK_BOX (self->text_boxes[seat]), self->thinking_box);
}

/**
 * ludus_players_panel_set_thinking:
 * @seat: the computer seat that is thinking, or -1 for none
 * @fraction: how far its search is, in [0, 1]
 *
 * Shows that a computer seat is thinking, with its progress; kept across updates.
 */
void
ludus_players_panel_set_thinking (LudusPlayersPanel *self,
                                  int                seat,
                                  double             fraction)
{
  g_return_if_fail (LUDUS_IS_PLAYERS_PANEL (self));
  g_return_if_fail (seat < LUDUS_MAX_PLAYERS);

  if (seat != self->thinking_seat || self->thinking_box == NULL)
    {
      if (self->thinking_box != NULL)
        gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->thinking_box)),
                        self->thinking_box);
      self->thinking_box = NULL;
      self->thinking_bar = NULL;
      self->thinking_seat = seat;
      if (seat >= 0 && self->text_boxes[seat] != NULL)
        add_thinking (self, (guint) seat);
    }
  self->thinking_fraction = fraction;
  if (self->thinking_bar != NULL)
    gtk_progress_bar_set_fraction (self->thinking_bar, CLAMP (fraction, 0.0, 1.0));
}
