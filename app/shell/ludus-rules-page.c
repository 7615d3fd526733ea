/* ludus-rules-page.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-rules-page.h"

struct _LudusRulesPage
{
  GtkWidget          parent_instance;

  LudusGame         *game;
  GtkScrolledWindow *scroller;
};

G_DEFINE_FINAL_TYPE (LudusRulesPage, ludus_rules_page, GTK_TYPE_WIDGET)

static void
ludus_rules_page_dispose (GObject *object)
{
  LudusRulesPage *self = LUDUS_RULES_PAGE (object);

  if (self->scroller != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->scroller));
  self->scroller = NULL;
  g_clear_object (&self->game);

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
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
}

/* The rules as Pango markup; a game whose markup does not parse is shown as plain text
 * rather than as nothing. */
static GtkWidget *
make_rules_label (LudusGame *game)
{
  g_autofree char *markup = ludus_game_get_rules_markup (game);
  g_autoptr(GError) error = NULL;
  GtkWidget *label = gtk_label_new (NULL);

  if (markup == NULL)
    markup = g_strdup ("");

  if (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, &error))
    gtk_label_set_markup (GTK_LABEL (label), markup);
  else
    {
      g_warning ("The rules of “%s” are not valid Pango markup: %s",
                 ludus_game_get_id (game), error->message);
      gtk_label_set_text (GTK_LABEL (label), markup);
    }

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  return label;
}

GtkWidget *
ludus_rules_page_new (LudusGame *game)
{
  LudusRulesPage *self;
  g_autofree char *name = NULL;
  GtkWidget *clamp, *box, *title, *label;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  self = g_object_new (LUDUS_TYPE_RULES_PAGE, NULL);
  self->game = g_object_ref (game);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 36);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);

  name = ludus_game_get_name (game);
  title = gtk_label_new (name);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (GTK_BOX (box), title);

  label = make_rules_label (game);
  gtk_widget_add_css_class (label, "body");
  gtk_box_append (GTK_BOX (box), label);

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (self->scroller, clamp);

  return GTK_WIDGET (self);
}

LudusGame *
ludus_rules_page_get_game (LudusRulesPage *self)
{
  g_return_val_if_fail (LUDUS_IS_RULES_PAGE (self), NULL);
  return self->game;
}

GtkWindow *
ludus_rules_window_new (LudusGame *game,
                        GtkWindow *parent)
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

  /* Escape closes it, as it does dialogs. */
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, controller);

  return GTK_WINDOW (window);
}
