/* ludus-move-log.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView over a list of entries, so that a match of thousands of moves costs only the
 * rows on screen. Moves are grouped under the heading of each round (ludus_game_get_round ())
 * and of each turn (a seat's moves up to where ludus_game_ends_turn () says its turn ended).
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ludus-move-log.h"

/* One line of the log. */
#define LUDUS_TYPE_LOG_ENTRY (ludus_log_entry_get_type ())
G_DECLARE_FINAL_TYPE (LudusLogEntry, ludus_log_entry, LUDUS, LOG_ENTRY, GObject)

typedef enum
{
  ENTRY_MOVE,
  ENTRY_ROUND,     /* the heading of a round that begins with move index */
  ENTRY_TURN,      /* the heading of a seat's turn that begins with move index */
} EntryKind;

struct _LudusLogEntry
{
  GObject         parent_instance;

  EntryKind       kind;
  LudusMatchMove  move;     /* the move, or the one its heading comes before */
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
  GArray            *positions;       /* guint: each move's position in entries */
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
  g_autoptr(LudusLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), position);

  if (entry != NULL && entry->kind == ENTRY_MOVE)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, (int) entry->index);
}

/* Rows: number, the mover's piece, the text. Built once per visible row and rebound. */

/* A turn's heading shows the seat's piece; the entry bound to the row is the draw's data. */
static void
draw_row_piece (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  LudusLogEntry *entry = user_data;
  LudusMoveLog *self = LUDUS_MOVE_LOG (gtk_widget_get_ancestor (GTK_WIDGET (area),
                                                                LUDUS_TYPE_MOVE_LOG));

  if (self != NULL && self->view != NULL && entry->move.player < LUDUS_MAX_PLAYERS)
    ludus_cairo_seat_piece (cr, self->view, entry->move.player, width / 2.0, height / 2.0,
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
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (row);
  GtkWidget *piece = gtk_widget_get_next_sibling (number);
  GtkWidget *text = gtk_widget_get_next_sibling (piece);
  gboolean move = entry->kind == ENTRY_MOVE;
  char digits[16];

  g_snprintf (digits, sizeof digits, "%u", entry->index + 1);
  gtk_label_set_text (GTK_LABEL (number), move ? digits : "");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (piece), draw_row_piece,
                                  g_object_ref (entry), g_object_unref);
  gtk_widget_set_visible (piece, entry->kind == ENTRY_TURN && entry->move.player < LUDUS_MAX_PLAYERS);
  gtk_label_set_text (GTK_LABEL (text), entry->text);
  /* Headings read as such (a round's more than a turn's), and only moves can be chosen. */
  gtk_widget_remove_css_class (text, "heading");
  gtk_widget_remove_css_class (text, "caption-heading");
  if (entry->kind == ENTRY_ROUND)
    gtk_widget_add_css_class (text, "heading");
  else if (entry->kind == ENTRY_TURN)
    gtk_widget_add_css_class (text, "caption-heading");
  gtk_widget_set_margin_top (row, entry->kind == ENTRY_ROUND ? 9 : 3);
  gtk_list_item_set_activatable (item, move);
  gtk_list_item_set_selectable (item, move);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            LudusMoveLog             *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *piece = gtk_widget_get_next_sibling (gtk_widget_get_first_child (row));

  /* The draw function's data is the entry; let it go with the row's binding. */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (piece), NULL, NULL, NULL);
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
  g_clear_pointer (&self->positions, g_array_unref);

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
  self->positions = g_array_new (FALSE, FALSE, sizeof (guint));
  self->entries = g_list_store_new (LUDUS_TYPE_LOG_ENTRY);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->entries)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);

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
  g_array_set_size (self->positions, 0);
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

static LudusLogEntry *
entry_new (EntryKind             kind,
           guint                 index,
           const LudusMatchMove *move,
           char                 *text)
{
  LudusLogEntry *entry = g_object_new (LUDUS_TYPE_LOG_ENTRY, NULL);

  entry->kind = kind;
  entry->index = index;
  entry->move = *move;
  entry->text = text != NULL ? text : g_strdup ("");
  return entry;
}

/* The headings that come before move i: a round that begins with it, a turn that does. */
static void
add_headings (LudusMatch *match,
              guint       i,
              GPtrArray  *added)
{
  LudusGame *game = ludus_match_get_game (match);
  const LudusMatchMove *move = ludus_match_get_move (match, i);
  guint round = ludus_game_get_round (game, ludus_match_get_state_at (match, i));
  gboolean new_round = round > 0 &&
                       (i == 0 || round != ludus_game_get_round (game,
                                                                 ludus_match_get_state_at (match, i - 1)));
  gboolean new_turn = new_round || i == 0;

  if (!new_turn)
    {
      const LudusMatchMove *previous = ludus_match_get_move (match, i - 1);

      new_turn = previous->player != move->player ||
                 ludus_game_ends_turn (game, ludus_match_get_state_at (match, i - 1),
                                       ludus_match_get_state_at (match, i), previous->player,
                                       &previous->move);
    }
  if (new_round)
    /* Translators: a heading of the moves' log and of the recap after a hand-over */
    g_ptr_array_add (added, entry_new (ENTRY_ROUND, i, move, g_strdup_printf (_("Round %u"),
                                                                               round)));
  if (new_turn && move->player < ludus_match_get_n_seats (match))
    g_ptr_array_add (added, entry_new (ENTRY_TURN, i, move,
                                       g_strdup (ludus_match_get_seat (match,
                                                                       move->player)->name)));
}

void
ludus_move_log_update (LudusMoveLog *self,
                       LudusMatch   *match,
                       LudusView    *view,
                       int           viewer)
{
  guint n_moves, n_shown, keep = 0, keep_position;
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
  n_shown = self->positions->len;

  /* A row stays while its move is still the match's move at that index and the reader is the
   * same; the first difference (an undo, another reader) rebuilds from there, headings too. */
  if (viewer == self->viewer)
    while (keep < n_shown && keep < n_moves)
      {
        g_autoptr(LudusLogEntry) entry =
          g_list_model_get_item (G_LIST_MODEL (self->entries),
                                 g_array_index (self->positions, guint, keep));

        if (memcmp (&entry->move, ludus_match_get_move (match, keep), sizeof entry->move) != 0)
          break;
        keep++;
      }
  self->viewer = viewer;
  /* Rows before the first move rebuilt: up to the previous move's row. */
  keep_position = keep == 0 ? 0 : g_array_index (self->positions, guint, keep - 1) + 1;
  g_array_set_size (self->positions, keep);

  added = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = keep; i < n_moves; i++)
    {
      guint position;

      add_headings (match, i, added);
      position = keep_position + added->len;
      g_array_append_val (self->positions, position);
      g_ptr_array_add (added, entry_new (ENTRY_MOVE, i, ludus_match_get_move (match, i),
                                         describe_entry (match, i, viewer)));
    }
  /* One change signal for the whole difference. */
  if (keep_position < g_list_model_get_n_items (G_LIST_MODEL (self->entries)) || added->len > 0)
    g_list_store_splice (self->entries, keep_position,
                         g_list_model_get_n_items (G_LIST_MODEL (self->entries)) - keep_position,
                         added->pdata, added->len);
  show_empty_or_moves (self);
}

guint
ludus_move_log_get_n_rows (LudusMoveLog *self)
{
  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), 0);
  return self->positions->len;
}

const char *
ludus_move_log_get_text (LudusMoveLog *self,
                         guint         index)
{
  g_autoptr(LudusLogEntry) entry = NULL;

  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), NULL);

  if (index >= self->positions->len)
    return NULL;
  entry = g_list_model_get_item (G_LIST_MODEL (self->entries),
                                 g_array_index (self->positions, guint, index));
  /* The store keeps its own reference, so the text outlives this one. */
  return entry != NULL ? entry->text : NULL;
}

/* Every row as shown, headings too, one per line; for the tests. */
char *
ludus_move_log_describe (LudusMoveLog *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (LUDUS_IS_MOVE_LOG (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->entries)); i++)
    {
      g_autoptr(LudusLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);

      if (entry->kind == ENTRY_MOVE)
        g_string_append_printf (text, "%u. %s\n", entry->index + 1, entry->text);
      else
        g_string_append_printf (text, "%s %s\n", entry->kind == ENTRY_ROUND ? "##" : "#",
                                entry->text);
    }
  return g_string_free (text, FALSE);
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

  /* Laid out only once drawn: a log not yet shown opens at the present when it is. */
  if (n > 0 && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_CONTINUE;
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

  if (index >= 0 && (guint) index < self->positions->len)
    {
      guint position = g_array_index (self->positions, guint, index);

      gtk_single_selection_set_selected (self->selection, position);
      g_clear_handle_id (&self->scroll_source, g_source_remove);
      scroll_to (self, position);
    }
  else
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}
