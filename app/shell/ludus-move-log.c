/* ludus-move-log.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView over a list of entries, so that a match of thousands of moves costs only the
 * rows on screen.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ludus-move-log.h"

/* One line of the log. */
#define LUDUS_TYPE_LOG_ENTRY (ludus_log_entry_get_type ())
G_DECLARE_FINAL_TYPE (LudusLogEntry, ludus_log_entry, LUDUS, LOG_ENTRY, GObject)

struct _LudusLogEntry
{
  GObject         parent_instance;

  LudusMatchMove  move;
  guint           index;
  char           *text;
};

G_DEFINE_FINAL_TYPE (LudusLogEntry, ludus_log_entry, G_TYPE_OBJECT)

static void
ludus_log_entry_finalize (GObject *object)
{
  g_free (LUDUS_LOG_ENTRY (object)->text);
  G_OBJECT_CLASS (ludus_log_entry_parent_class)->finalize (object);
}

static void
ludus_log_entry_class_init (LudusLogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ludus_log_entry_finalize;
}

static void
ludus_log_entry_init (LudusLogEntry *self)
{
}

struct _LudusMoveLog
{
  GtkWidget          parent_instance;

  GtkStack          *stack;           /* the list, or "No moves yet" */
  GtkScrolledWindow *scroller;
  GtkListView       *list;
  GListStore        *entries;         /* LudusLogEntry */
  GtkSingleSelection *selection;
  LudusView         *view;            /* the seats' colours and shapes */
  int                viewer;
  guint              scroll_source;
};

G_DEFINE_FINAL_TYPE (LudusMoveLog, ludus_move_log, GTK_TYPE_WIDGET)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_activate (LudusMoveLog *self,
             guint         position)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, (int) position);
}

/* Rows: number, the mover's piece, the text. Built once per visible row and rebound. */

static void
draw_row_piece (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  LudusMoveLog *self = user_data;
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "seat"));

  if (self->view != NULL && seat < LUDUS_MAX_PLAYERS)
    ludus_cairo_seat_piece (cr, self->view, seat, width / 2.0, height / 2.0,
                            MIN (width, height) * 0.42);
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           LudusMoveLog             *self)
{
  GtkWidget *box, *number, *piece, *text;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);

  number = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_widget_set_valign (number, GTK_ALIGN_START);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "caption");
  gtk_box_append (GTK_BOX (box), number);

  /* The seat's name is in the text; screen readers skip the picture. */
  piece = g_object_new (GTK_TYPE_DRAWING_AREA,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                        "content-width", 16,
                        "content-height", 16,
                        "valign", GTK_ALIGN_START,
                        NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (piece), draw_row_piece, self, NULL);
  gtk_box_append (GTK_BOX (box), piece);

  text = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (text), 0.0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);

  gtk_list_item_set_child (item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          LudusMoveLog             *self)
{
  LudusLogEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *number = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *piece = gtk_widget_get_next_sibling (number);
  GtkWidget *text = gtk_widget_get_next_sibling (piece);
  char digits[16];

  g_snprintf (digits, sizeof digits, "%u", entry->index + 1);
  gtk_label_set_text (GTK_LABEL (number), digits);
  g_object_set_data (G_OBJECT (piece), "seat", GUINT_TO_POINTER (entry->move.player));
  gtk_widget_set_visible (piece, entry->move.player < LUDUS_MAX_PLAYERS);
  gtk_widget_queue_draw (piece);
  gtk_label_set_text (GTK_LABEL (text), entry->text);
}

static void
ludus_move_log_dispose (GObject *object)
{
  LudusMoveLog *self = LUDUS_MOVE_LOG (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->stack != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->stack));
  self->stack = NULL;
  g_clear_object (&self->entries);
  g_clear_object (&self->view);

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

static void
ludus_move_log_init (LudusMoveLog *self)
{
  GtkListItemFactory *factory;
  GtkWidget *empty;

  self->viewer = G_MININT;
  self->entries = g_list_store_new (LUDUS_TYPE_LOG_ENTRY);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->entries)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);

  self->list = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (self->selection), factory));
  gtk_list_view_set_single_click_activate (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  g_signal_connect_swapped (self->list, "activate", G_CALLBACK (on_activate), self);

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->list));

  empty = gtk_label_new (_("No moves yet"));
  gtk_widget_add_css_class (empty, "dim-label");

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, empty, "empty");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->scroller), "moves");
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));
}

GtkWidget *
ludus_move_log_new (void)
{
  return g_object_new (LUDUS_TYPE_MOVE_LOG, NULL);
}

static void
show_empty_or_moves (LudusMoveLog *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->entries)) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "moves");
}

void
ludus_move_log_clear (LudusMoveLog *self)
{
  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  g_list_store_remove_all (self->entries);
  self->viewer = G_MININT;
  show_empty_or_moves (self);
}

/* A move's row: what it did, and under it what the game then decided by itself. */
static char *
describe_entry (LudusMatch *match,
                guint       index,
                int         viewer)
{
  g_autofree char *text = ludus_match_describe_move (match, index, viewer);
  g_auto(GStrv) automatic = ludus_match_describe_automatic_moves (match, index, viewer);
  GString *out = g_string_new (text);

  for (guint k = 0; automatic[k] != NULL; k++)
    g_string_append_printf (out, "\n%s", automatic[k]);
  return g_string_free (out, FALSE);
}

void
ludus_move_log_update (LudusMoveLog *self,
                       LudusMatch   *match,
                       LudusView    *view,
                       int           viewer)
{
  guint n_moves, n_shown, keep = 0;
  g_autoptr(GPtrArray) added = NULL;

  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));
  g_return_if_fail (LUDUS_IS_VIEW (view));

  if (self->view != view)
    {
      g_set_object (&self->view, view);
      self->viewer = G_MININT;
    }

  n_moves = ludus_match_get_n_moves (match);
  n_shown = g_list_model_get_n_items (G_LIST_MODEL (self->entries));

  /* A row stays while its move is still the match's move at that index and the reader is the
   * same; the first difference (an undo, another reader) rebuilds from there. */
  if (viewer == self->viewer)
    while (keep < n_shown && keep < n_moves)
      {
        g_autoptr(LudusLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), keep);

        if (memcmp (&entry->move, ludus_match_get_move (match, keep), sizeof entry->move) != 0)
          break;
        keep++;
      }
  self->viewer = viewer;

  added = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = keep; i < n_moves; i++)
    {
      LudusLogEntry *entry = g_object_new (LUDUS_TYPE_LOG_ENTRY, NULL);

      entry->index = i;
      entry->move = *ludus_match_get_move (match, i);
      entry->text = describe_entry (match, i, viewer);
      g_ptr_array_add (added, entry);
    }
  /* One change signal for the whole difference. */
  if (keep < n_shown || added->len > 0)
    g_list_store_splice (self->entries, keep, n_shown - keep, added->pdata, added->len);
  show_empty_or_moves (self);
}

guint
ludus_move_log_get_n_rows (LudusMoveLog *self)
{
  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->entries));
}

const char *
ludus_move_log_get_text (LudusMoveLog *self,
                         guint         index)
{
  g_autoptr(LudusLogEntry) entry = NULL;

  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), NULL);

  entry = g_list_model_get_item (G_LIST_MODEL (self->entries), index);
  /* The store keeps its own reference, so the text outlives this one. */
  return entry != NULL ? entry->text : NULL;
}

static void
scroll_to (LudusMoveLog *self,
           guint         position)
{
  if (position < g_list_model_get_n_items (G_LIST_MODEL (self->entries)))
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", position);
}

static gboolean
scroll_to_end_idle (gpointer data)
{
  LudusMoveLog *self = data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entries));

  self->scroll_source = 0;
  if (n > 0)
    scroll_to (self, n - 1);
  return G_SOURCE_REMOVE;
}

/* Not at once: the new rows are laid out first. */
void
ludus_move_log_scroll_to_end (LudusMoveLog *self)
{
  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_to_end_idle, self, NULL);
}

void
ludus_move_log_select (LudusMoveLog *self,
                       int           index)
{
  g_return_if_fail (LUDUS_IS_MOVE_LOG (self));

  if (index >= 0 && (guint) index < g_list_model_get_n_items (G_LIST_MODEL (self->entries)))
    {
      gtk_single_selection_set_selected (self->selection, (guint) index);
      g_clear_handle_id (&self->scroll_source, g_source_remove);
      scroll_to (self, (guint) index);
    }
  else
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}
