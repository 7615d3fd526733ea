/* ludus-rules-page.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules in sections (ludus_game_get_rules_sections ()): a table of contents, a search that
 * keeps the sections that mention every word typed, and a section brought into view and marked
 * (the one about the decision at hand, when F1 opens the rules from a match).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-rules-page.h"

/* One section as shown: its heading and text, and its words for the search. */
typedef struct
{
  char      *id;
  GtkWidget *heading;   /* NULL for an untitled opening */
  GtkWidget *body;
  char      *folded;    /* title and text, case-folded */
} Section;

struct _LudusRulesPage
{
  GtkWidget          parent_instance;

  LudusGame         *game;
  GtkWidget         *box;
  GtkScrolledWindow *scroller;
  GtkWidget         *content;
  GtkSearchEntry    *search;
  GtkMenuButton     *contents_button;
  GtkWidget         *no_match;
  GArray            *sections;     /* Section */
  char              *current;      /* the id of the section marked, or NULL */
  guint              scroll_tick;
};

G_DEFINE_FINAL_TYPE (LudusRulesPage, ludus_rules_page, GTK_TYPE_WIDGET)

static void
section_clear (gpointer data)
{
  Section *section = data;

  g_free (section->id);
  g_free (section->folded);
}

static void
ludus_rules_page_dispose (GObject *object)
{
  LudusRulesPage *self = LUDUS_RULES_PAGE (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->box != NULL)
    gtk_widget_unparent (self->box);
  self->box = NULL;
  g_clear_object (&self->game);
  g_clear_pointer (&self->sections, g_array_unref);
  g_clear_pointer (&self->current, g_free);

  G_OBJECT_CLASS (ludus_rules_page_parent_class)->dispose (object);
}

static void
ludus_rules_page_class_init (LudusRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_rules_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-rules-page");
}

static void
ludus_rules_page_init (LudusRulesPage *self)
{
  self->sections = g_array_new (FALSE, TRUE, sizeof (Section));
  g_array_set_clear_func (self->sections, section_clear);
}

/* A section's text as Pango markup; a game whose markup does not parse is shown as plain
 * text rather than as nothing. Returns the plain text. */
static char *
set_markup (LudusGame  *game,
            GtkLabel   *label,
            const char *markup)
{
  g_autoptr(GError) error = NULL;
  char *plain = NULL;

  if (pango_parse_markup (markup, -1, 0, NULL, &plain, NULL, &error))
    {
      gtk_label_set_markup (label, markup);
      return plain;
    }
  g_warning ("The rules of “%s” are not valid Pango markup: %s", ludus_game_get_id (game),
             error->message);
  gtk_label_set_text (label, markup);
  return g_strdup (markup);
}

static GtkWidget *
text_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  return label;
}

static void
add_section (LudusRulesPage          *self,
             const LudusRulesSection *rules)
{
  Section section = { g_strdup (rules->id) };
  g_autofree char *plain = NULL;
  g_autofree char *words = NULL;

  if (*rules->title != '\0')
    {
      section.heading = gtk_label_new (rules->title);
      gtk_label_set_xalign (GTK_LABEL (section.heading), 0.0);
      gtk_label_set_wrap (GTK_LABEL (section.heading), TRUE);
      gtk_widget_add_css_class (section.heading, "title-4");
      gtk_widget_set_margin_top (section.heading, 6);
      gtk_box_append (GTK_BOX (self->content), section.heading);
    }
  section.body = text_label ();
  gtk_widget_add_css_class (section.body, "body");
  plain = set_markup (self->game, GTK_LABEL (section.body), rules->markup);
  gtk_box_append (GTK_BOX (self->content), section.body);

  words = g_strconcat (rules->title, "\n", plain, NULL);
  section.folded = g_utf8_casefold (words, -1);
  g_array_append_val (self->sections, section);
}

static void
contents_row_activated (LudusRulesPage *self,
                        GtkListBoxRow  *row)
{
  guint index = (guint) gtk_list_box_row_get_index (row);

  if (index < self->sections->len)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search), "");
      ludus_rules_page_show_section (self, g_array_index (self->sections, Section, index).id);
    }
  gtk_menu_button_popdown (self->contents_button);
}

/* The table of contents: every section's title, in order. */
static GtkWidget *
contents_new (LudusRulesPage *self,
              GPtrArray      *sections)
{
  GtkWidget *list = gtk_list_box_new ();
  g_autofree char *name = ludus_game_get_name (self->game);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "navigation-sidebar");
  for (guint i = 0; i < sections->len; i++)
    {
      const LudusRulesSection *section = g_ptr_array_index (sections, i);
      GtkWidget *label = gtk_label_new (*section->title != '\0' ? section->title : name);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }
  g_signal_connect_swapped (list, "row-activated", G_CALLBACK (contents_row_activated), self);
  return list;
}

/* Shows the sections that hold every word of the search, all of them for an empty one. */
static void
search_changed (LudusRulesPage *self)
{
  g_autofree char *query = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search)),
                                            -1);
  g_auto(GStrv) words = g_strsplit_set (query, " \t\n", -1);
  guint shown = 0;

  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = &g_array_index (self->sections, Section, i);
      gboolean visible = TRUE;

      for (guint w = 0; words[w] != NULL && visible; w++)
        visible = *words[w] == '\0' || strstr (section->folded, words[w]) != NULL;
      if (section->heading != NULL)
        gtk_widget_set_visible (section->heading, visible);
      gtk_widget_set_visible (section->body, visible);
      shown += visible;
    }
  gtk_widget_set_visible (self->no_match, shown == 0);
  if (shown == 0)
    {
      g_autofree char *text = NULL;

      /* Translators: the rules' search found nothing; %s is what was typed */
      text = g_strdup_printf (_("No section of the rules mentions “%s”"),
                              gtk_editable_get_text (GTK_EDITABLE (self->search)));
      gtk_label_set_text (GTK_LABEL (self->no_match), text);
    }
}

GtkWidget *
ludus_rules_page_new (LudusGame *game)
{
  LudusRulesPage *self;
  g_autofree char *name = NULL;
  g_autoptr(GPtrArray) sections = NULL;
  GtkWidget *clamp, *bar, *title, *popover, *list_scroller;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  self = g_object_new (LUDUS_TYPE_RULES_PAGE, NULL);
  self->game = g_object_ref (game);
  sections = ludus_game_get_rules_sections (game);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* The table of contents and the search, above the text. */
  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  self->contents_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_label (self->contents_button, _("_Contents"));
  gtk_menu_button_set_use_underline (self->contents_button, TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->contents_button), _("The sections of the rules"));
  list_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (list_scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (list_scroller), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list_scroller),
                                 contents_new (self, sections));
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), list_scroller);
  gtk_menu_button_set_popover (self->contents_button, popover);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->contents_button));
  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  g_object_set (self->search, "placeholder-text", _("Search the rules"), NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self->search), TRUE);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed), self);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->search));
  gtk_box_append (GTK_BOX (self->box), bar);
  gtk_box_append (GTK_BOX (self->box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->content, 24);
  gtk_widget_set_margin_bottom (self->content, 36);
  gtk_widget_set_margin_start (self->content, 18);
  gtk_widget_set_margin_end (self->content, 18);
  name = ludus_game_get_name (game);
  title = gtk_label_new (name);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (GTK_BOX (self->content), title);
  for (guint i = 0; i < sections->len; i++)
    add_section (self, g_ptr_array_index (sections, i));
  self->no_match = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->no_match), TRUE);
  gtk_widget_add_css_class (self->no_match, "dim-label");
  gtk_widget_set_visible (self->no_match, FALSE);
  gtk_box_append (GTK_BOX (self->content), self->no_match);

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->content);
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  gtk_scrolled_window_set_child (self->scroller, clamp);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->scroller));

  return GTK_WIDGET (self);
}

LudusGame *
ludus_rules_page_get_game (LudusRulesPage *self)
{
  g_return_val_if_fail (LUDUS_IS_RULES_PAGE (self), NULL);
  return self->game;
}

static Section *
find_section (LudusRulesPage *self,
              const char     *id)
{
  for (guint i = 0; id != NULL && i < self->sections->len; i++)
    if (g_strcmp0 (g_array_index (self->sections, Section, i).id, id) == 0)
      return &g_array_index (self->sections, Section, i);
  return NULL;
}

/* Scrolls the marked section to the top once the text is laid out. */
static gboolean
scroll_when_laid_out (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       user_data)
{
  LudusRulesPage *self = LUDUS_RULES_PAGE (widget);
  Section *section = find_section (self, self->current);
  GtkWidget *target;
  graphene_point_t point;

  if (section == NULL)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  target = section->heading != NULL ? section->heading : section->body;
  if (gtk_widget_get_height (target) == 0 ||
      !gtk_widget_compute_point (target, self->content, &GRAPHENE_POINT_INIT (0, 0), &point))
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            MAX (0, point.y + gtk_widget_get_margin_top (self->content) - 12));
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/**
 * ludus_rules_page_show_section:
 * @id: (nullable): a section's id (see ludus_game_get_rules_section ())
 *
 * Brings that section into view and marks its heading; an unknown id or %NULL does nothing.
 *
 * Returns: whether the page has that section
 */
gboolean
ludus_rules_page_show_section (LudusRulesPage *self,
                               const char     *id)
{
  Section *section;

  g_return_val_if_fail (LUDUS_IS_RULES_PAGE (self), FALSE);

  section = find_section (self, id);
  if (section == NULL)
    return FALSE;
  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *other = &g_array_index (self->sections, Section, i);

      if (other->heading != NULL)
        gtk_widget_remove_css_class (other->heading, "accent");
    }
  if (section->heading != NULL)
    gtk_widget_add_css_class (section->heading, "accent");
  g_free (self->current);
  self->current = g_strdup (id);
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_when_laid_out,
                                                      NULL, NULL);
  return TRUE;
}

const char *
ludus_rules_page_get_section (LudusRulesPage *self)
{
  g_return_val_if_fail (LUDUS_IS_RULES_PAGE (self), NULL);
  return self->current;
}

/**
 * ludus_rules_page_search:
 * @text: what to look for; "" shows every section
 *
 * Returns: how many sections mention every word of @text
 */
guint
ludus_rules_page_search (LudusRulesPage *self,
                         const char     *text)
{
  guint shown = 0;

  g_return_val_if_fail (LUDUS_IS_RULES_PAGE (self), 0);

  gtk_editable_set_text (GTK_EDITABLE (self->search), text != NULL ? text : "");
  search_changed (self);
  for (guint i = 0; i < self->sections->len; i++)
    shown += gtk_widget_get_visible (g_array_index (self->sections, Section, i).body);
  return shown;
}

GtkWindow *
ludus_rules_window_new (LudusGame *game,
                        GtkWindow *parent)
{
  return ludus_rules_window_new_at (game, parent, NULL);
}

/**
 * ludus_rules_window_new_at:
 * @section: (nullable): the id of the section to open at
 *
 * Returns: (transfer none): a window with the rules of @game, open at @section
 */
GtkWindow *
ludus_rules_window_new_at (LudusGame  *game,
                           GtkWindow  *parent,
                           const char *section)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  GtkWidget *window, *box, *header, *page;
  GtkEventController *controller;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  name = ludus_game_get_name (game);
  /* Translators: the title of the window with a game's rules; %s is the game */
  title = g_strdup_printf (_("Rules of %s"), name);

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 760);
  gtk_window_set_hide_on_close (GTK_WINDOW (window), FALSE);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (window), parent);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (title, NULL));
  gtk_box_append (GTK_BOX (box), header);
  page = ludus_rules_page_new (game);
  /* The page is a plain widget: it does not take its scroller's expand flag. */
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  /* Typing anywhere in the window searches. */
  gtk_search_entry_set_key_capture_widget (LUDUS_RULES_PAGE (page)->search, window);
  ludus_rules_page_show_section (LUDUS_RULES_PAGE (page), section);

  /* Escape closes it, as it does dialogs. */
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, controller);

  return GTK_WINDOW (window);
}
