/* ludus-move-log.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ludus-move-log.h"
#include "ludus-players-panel.h"

struct _LudusMoveLog
{
  GtkWidget          parent_instance;

  GtkScrolledWindow *scroller;
  GtkListBox        *list;
  GtkWidget         *placeholder;
  GArray            *shown;       /* LudusMatchMove of each row */
  int                viewer;
  gboolean           stick_to_end;  /* follow the newest move as rows come and go */
  guint              follow_source;
};

G_DEFINE_FINAL_TYPE (LudusMoveLog, ludus_move_log, GTK_TYPE_WIDGET)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_row_activated (LudusMoveLog  *self,
                  GtkListBoxRow *row)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, gtk_list_box_row_get_index (row));
}

static void
ludus_move_log_dispose (GObject *object)
{
  LudusMoveLog *self = LUDUS_MOVE_LOG (object);

  if (self->scroller != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->scroller));
  self->scroller = NULL;
  g_clear_pointer (&self->shown, g_array_unref);
  g_clear_handle_id (&self->follow_source, g_source_remove);

  G_OBJECT_CLASS (ludus_move_log_parent_class)->dispose (object);
}

static void
ludus_move_log_class_init (LudusMoveLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_move_log_dispose;

  /**
   * LudusMoveLog::move-activated:
   * @index: the move (0 is the first)
   *
   * The user wants to see the position after that move.
   */
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-move-log");
}

/* The rows' heights settle only once they are laid out (wrapped text), so the log follows the
 * end each time the scrolled range changes, until the user scrolls away or picks a row. */
static gboolean
follow_end_idle (gpointer data)
{
  LudusMoveLog *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->follow_source = 0;
  if (self->stick_to_end)
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) -
                                   gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

/* Not at once: the range changes while the scrolled window is being laid out. */
static void
on_adjustment_changed (LudusMoveLog  *self,
                       GtkAdjustment *adj)
{
  if (self->stick_to_end && self->follow_source == 0)
    self->follow_source = g_idle_add (follow_end_idle, self);
}

static void
on_adjustment_value_changed (LudusMoveLog  *self,
                             GtkAdjustment *adj)
{
  double end = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);

  /* A scroll up by the user lets go of the end; scrolling back down takes it again. */
  self->stick_to_end = gtk_adjustment_get_value (adj) >= end - 1;
}

static void
ludus_move_log_init (LudusMoveLog *self)
{
  self->shown = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  self->viewer = G_MININT;

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (on_row_activated), self);

  self->placeholder = gtk_label_new (_("No moves yet"));
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_set_margin_top (self->placeholder, 18);
  gtk_widget_set_margin_bottom (self->placeholder, 18);
  gtk_list_box_set_placeholder (self->list, self->placeholder);

  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->list));

  self->stick_to_end = TRUE;
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (on_adjustment_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (on_adjustment_value_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
ludus_move_log_new (void)
{
  return g_object_new (LUDUS_TYPE_MOVE_LOG, NULL);
}

static GtkWidget *
make_row (LudusMatch *match,
          LudusView  *view,
          guint       index,
          int         viewer)
{
  const LudusMatchMove *move = ludus_match_get_move (match, index);
  g_autofree char *text = ludus_match_describe_move (match, index, viewer);
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  GtkWidget *row, *box, *label;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);

  label = gtk_label_new (number);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);

  if (move->player < LUDUS_MAX_PLAYERS)
    {
      GtkWidget *swatch = ludus_seat_swatch_new (view, move->player, 16);

      gtk_widget_set_valign (swatch, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), swatch);
    }

  label = gtk_label_new (text != NULL ? text : "");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
truncate_rows (LudusMoveLog *self,
               guint         n)
{
  while (self->shown->len > n)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) self->shown->len - 1);

      if (row != NULL)
        gtk_list_box_remove (self->list, GTK_WIDGET (row));
      g_array_set_size (self->shown, self->shown->len - 1);
    }
}

void
ludus_move_log_clear (LudusMoveLog *self)
{
  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  truncate_rows (self, 0);
  self->viewer = G_MININT;
}

void
ludus_move_log_update (LudusMoveLog *self,
                       LudusMatch   *match,
                       LudusView    *view,
                       int           viewer)
{
  guint n_moves, keep = 0;

  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));
  g_return_if_fail (LUDUS_IS_VIEW (view));

  n_moves = ludus_match_get_n_moves (match);

  /* A row stays while its move is still the match's move at that index and the reader is the
   * same; the first difference (an undo, another reader) rebuilds from there. */
  if (viewer == self->viewer)
    while (keep < self->shown->len && keep < n_moves &&
           memcmp (&g_array_index (self->shown, LudusMatchMove, keep),
                   ludus_match_get_move (match, keep), sizeof (LudusMatchMove)) == 0)
      keep++;

  truncate_rows (self, keep);
  self->viewer = viewer;

  for (guint i = keep; i < n_moves; i++)
    {
      gtk_list_box_append (self->list, make_row (match, view, i, viewer));
      g_array_append_vals (self->shown, ludus_match_get_move (match, i), 1);
    }
}

guint
ludus_move_log_get_n_rows (LudusMoveLog *self)
{
  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), 0);
  return self->shown->len;
}

void
ludus_move_log_scroll_to_end (LudusMoveLog *self)
{
  GtkAdjustment *adj;

  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  self->stick_to_end = TRUE;
  on_adjustment_changed (self, adj);
}

void
ludus_move_log_select (LudusMoveLog *self,
                       int           index)
{
  GtkListBoxRow *row = NULL;

  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  if (index >= 0)
    row = gtk_list_box_get_row_at_index (self->list, index);
  if (row != NULL)
    {
      self->stick_to_end = FALSE;
      gtk_list_box_select_row (self->list, row);
      gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  else
    gtk_list_box_unselect_all (self->list);
}
