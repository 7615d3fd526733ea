/* ludus-preferences.c: language and style
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ludus-preferences.h"

struct _LudusPreferences
{
  AdwPreferencesWindow  parent_instance;

  AdwComboRow          *language_row;
  AdwComboRow          *style_row;
  GtkSwitch            *confirm_switch;

  LudusApplication     *app;
};

G_DEFINE_FINAL_TYPE (LudusPreferences, ludus_preferences, ADW_TYPE_PREFERENCES_WINDOW)

/* Values stored in GSettings, in the order of the rows' items. */
static const char *const styles[] = { "default", "light", "dark" };

typedef struct
{
  LudusApplication *app;
  char             *code;
} LanguageSwitch;

static gboolean
switch_language (gpointer user_data)
{
  LanguageSwitch *change = user_data;

  ludus_application_set_language (change->app, change->code);
  g_object_unref (change->app);
  g_free (change->code);
  g_free (change);
  return G_SOURCE_REMOVE;
}

static void
language_selected (LudusPreferences *self)
{
  guint selected = adw_combo_row_get_selected (self->language_row);
  const char *const *codes = ludus_i18n_get_languages ();
  LanguageSwitch *change;

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  /* Item 0 follows the system; the rest are ludus_i18n_get_languages () in order. The
   * application rebuilds its windows, this one included, so not from inside this
   * window's own signal handler. */
  change = g_new0 (LanguageSwitch, 1);
  change->app = g_object_ref (self->app);
  change->code = g_strdup (selected == 0 ? "" : codes[selected - 1]);
  g_idle_add (switch_language, change);
}

static void
style_selected (LudusPreferences *self)
{
  guint selected = adw_combo_row_get_selected (self->style_row);

  if (selected < G_N_ELEMENTS (styles))
    ludus_application_set_style (self->app, styles[selected]);
}

static void
fill_rows (LudusPreferences *self)
{
  g_autoptr(GtkStringList) languages = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) style_names = gtk_string_list_new (NULL);
  GSettings *settings = ludus_application_get_settings (self->app);
  g_autofree char *language = g_settings_get_string (settings, "language");
  g_autofree char *style = g_settings_get_string (settings, "color-scheme");
  const char *const *codes = ludus_i18n_get_languages ();
  guint selected = 0;

  /* Translators: the language choice that follows the system's language. */
  gtk_string_list_append (languages, _("System"));
  for (guint i = 0; codes[i] != NULL; i++)
    {
      gtk_string_list_append (languages, ludus_i18n_get_native_name (codes[i]));
      if (g_str_equal (language, codes[i]))
        selected = i + 1;
    }
  adw_combo_row_set_model (self->language_row, G_LIST_MODEL (languages));
  adw_combo_row_set_selected (self->language_row, selected);

  /* Translators: the style choice that follows the system's light or dark preference. */
  gtk_string_list_append (style_names, _("Follow System"));
  gtk_string_list_append (style_names, _("Light"));
  gtk_string_list_append (style_names, _("Dark"));
  adw_combo_row_set_model (self->style_row, G_LIST_MODEL (style_names));
  selected = 0;
  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    if (g_str_equal (style, styles[i]))
      selected = i;
  adw_combo_row_set_selected (self->style_row, selected);

  g_settings_bind (settings, "confirm-end-of-turn", self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);

  /* Connected after the initial selection, which must not switch anything. */
  g_signal_connect_swapped (self->language_row, "notify::selected",
                            G_CALLBACK (language_selected), self);
  g_signal_connect_swapped (self->style_row, "notify::selected",
                            G_CALLBACK (style_selected), self);
}

LudusPreferences *
ludus_preferences_new (LudusApplication *app)
{
  LudusPreferences *self;

  g_return_val_if_fail (LUDUS_IS_APPLICATION (app), NULL);

  self = g_object_new (LUDUS_TYPE_PREFERENCES, "application", app, NULL);
  self->app = app;
  fill_rows (self);
  return self;
}

AdwComboRow *
ludus_preferences_get_language_row (LudusPreferences *self)
{
  g_return_val_if_fail (LUDUS_IS_PREFERENCES (self), NULL);
  return self->language_row;
}

AdwComboRow *
ludus_preferences_get_style_row (LudusPreferences *self)
{
  g_return_val_if_fail (LUDUS_IS_PREFERENCES (self), NULL);
  return self->style_row;
}

static void
ludus_preferences_class_init (LudusPreferencesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusPreferences, language_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferences, style_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferences, confirm_switch);
}

static void
ludus_preferences_init (LudusPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
