/* ludus-gallery.c: the start page: games, unavailable games, matches to resume
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>

#include "ludus-autosaves.h"
#include "ludus-gallery.h"

struct _LudusGallery
{
  GtkWidget           parent_instance;

  GtkWidget          *box;
  AdwPreferencesGroup *current_group;
  AdwPreferencesGroup *resume_group;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *failures_group;
  AdwPreferencesGroup *data_group;
  GtkWidget          *empty_page;

  /* The rows added to each group, so they can be removed again. */
  GPtrArray          *current_rows;
  GPtrArray          *resume_rows;
  GPtrArray          *damaged_rows;
  GPtrArray          *game_rows;
  GPtrArray          *failure_rows;
  GPtrArray          *data_rows;

  LudusRegistry      *registry;
  LudusMatch         *current;
};

G_DEFINE_FINAL_TYPE (LudusGallery, ludus_gallery, GTK_TYPE_WIDGET)

enum {
  NEW_MATCH,
  RULES,
  RESUME,
  CONTINUE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

static void
add_row (AdwPreferencesGroup *group,
         GPtrArray           *rows,
         GtkWidget           *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
}

static char *
describe_players (guint min_players,
                  guint max_players)
{
  if (min_players == max_players)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", max_players),
                            max_players);
  /* Translators: a range of player counts, for example “2–4 players”. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u–%u player", "%u–%u players",
                                       max_players),
                          min_players, max_players);
}

static LudusGame *
row_game (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "ludus-game");
}

static void
game_row_activated (AdwActionRow *row,
                    LudusGallery *self)
{
  g_signal_emit (self, signals[NEW_MATCH], 0, row_game (GTK_WIDGET (row)));
}

static void
rules_clicked (GtkButton    *button,
               LudusGallery *self)
{
  g_signal_emit (self, signals[RULES], 0, row_game (GTK_WIDGET (button)));
}

static GtkWidget *
game_row_new (LudusGallery *self,
              LudusGame    *game)
{
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *summary = ludus_game_get_summary (game);
  g_autofree char *players = NULL;
  guint min_players = 0, max_players = 0;
  GtkWidget *row, *label, *rules, *arrow;

  ludus_game_get_player_range (game, &min_players, &max_players);
  players = describe_players (min_players, max_players);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "ludus-game", g_object_ref (game), g_object_unref);
  g_signal_connect (row, "activated", G_CALLBACK (game_row_activated), self);

  label = gtk_label_new (players);
  gtk_widget_add_css_class (label, "dim-label");
  g_object_set_data (G_OBJECT (row), "ludus-extra", label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

  rules = gtk_button_new_with_mnemonic (_("_Rules"));
  gtk_widget_set_valign (rules, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (rules, "flat");
  gtk_widget_set_tooltip_text (rules, _("Read the rules of this game"));
  g_object_set_data_full (G_OBJECT (rules), "ludus-game", g_object_ref (game), g_object_unref);
  g_signal_connect (rules, "clicked", G_CALLBACK (rules_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), rules);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  return row;
}

static GtkWidget *
failure_row_new (const LudusPluginFailure *failure)
{
  g_autofree char *name = g_path_get_basename (failure->path);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), failure->error->message);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  gtk_widget_set_tooltip_text (row, failure->path);
  gtk_widget_add_css_class (icon, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  return row;
}

/* A user's component-data override of a game: used, or ignored and why. */
static GtkWidget *
data_row_new (LudusGallery        *self,
              const LudusDataNote *note)
{
  LudusGame *game = ludus_registry_lookup (self->registry, note->game_id);
  g_autofree char *name = game != NULL ? ludus_game_get_name (game) : g_strdup (note->game_id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (note->ignored ? "dialog-warning-symbolic"
                                                                : "document-edit-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), note->message);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  gtk_widget_set_tooltip_text (row, note->path);
  if (note->ignored)
    gtk_widget_add_css_class (icon, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  return row;
}

/* Names of the seats, the number of moves and when it was last played. */
static char *
describe_autosave (const LudusAutosave *autosave)
{
  g_autofree char *seats = g_strjoinv (", ", autosave->seat_names);
  g_autofree char *moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves",
                                                         autosave->n_moves),
                                            autosave->n_moves);
  g_autofree char *when = g_date_time_format (autosave->modified, "%Y-%m-%d %H:%M");

  /* Translators: seat names, the number of moves, and when the match was last played,
   * for example “Anna, Boris · 42 moves · 2026-11-23 17:20”. */
  return g_strdup_printf (_("%s · %s · %s"), seats, moves, when);
}

static void
resume_row_activated (AdwActionRow *row,
                      LudusGallery *self)
{
  g_signal_emit (self, signals[RESUME], 0,
                 g_object_get_data (G_OBJECT (row), "ludus-path"));
}

static void
remove_response (AdwMessageDialog *dialog,
                 const char       *response,
                 LudusGallery     *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "ludus-path");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "remove"))
    return;
  if (!ludus_gallery_remove_autosave (self, path, &error))
    {
      GtkWidget *failed = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                  _("Could Not Remove the Match"),
                                                  error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (failed), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (failed));
    }
}

static void
remove_clicked (GtkButton    *button,
                LudusGallery *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "ludus-path");
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Remove This Match?"),
                                   _("Its autosave is deleted and the match can no longer be resumed."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "remove", _("_Remove"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ludus-path", g_strdup (path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Whether the saved position is the end of the match; a snapshot the game refuses is taken
 * as unfinished here, and resuming it reports the error. */
static gboolean
autosave_is_over (LudusGame           *game,
                  const LudusAutosave *autosave)
{
  LudusState *state;
  gboolean over;

  if (autosave->snapshot == NULL)
    return FALSE;
  state = ludus_game_state_from_json (game, autosave->snapshot, NULL);
  if (state == NULL)
    return FALSE;
  over = ludus_game_is_over (game, state);
  ludus_game_free_state (game, state);
  return over;
}

static void
report_remove_failure (LudusGallery *self,
                       const char   *message)
{
  GtkWidget *failed = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              _("Could Not Remove the File"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (failed), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (failed));
}

static void
delete_damaged_response (AdwMessageDialog *dialog,
                         const char       *response,
                         LudusGallery     *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "ludus-path");
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "delete") && !ludus_gallery_remove_autosave (self, path, &error))
    report_remove_failure (self, error->message);
}

/* A damaged file goes to the trash, from where it can be restored; where there is no trash
 * (some file systems), it is deleted once the player confirms. */
static void
trash_clicked (GtkButton    *button,
               LudusGallery *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "ludus-path");
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (ludus_gallery_trash_autosave (self, path, &error))
    return;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    {
      report_remove_failure (self, error->message);
      return;
    }
  /* Translators: %s is why the file could not be moved to the trash. */
  body = g_strdup_printf (_("It cannot be moved to the trash (%s). Delete it for good?"),
                          error->message);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Delete the Damaged File?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ludus-path", g_strdup (path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_damaged_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* An autosave that cannot be read: its file name, why, and a button to remove it. It is not
 * activatable; nothing in it can stop the start page from showing. */
static GtkWidget *
damaged_row_new (LudusGallery        *self,
                 const LudusAutosave *autosave)
{
  g_autofree char *name = g_filename_display_basename (autosave->path);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *label, *trash;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), autosave->error->message);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_widget_set_tooltip_text (row, autosave->path);
  gtk_widget_add_css_class (icon, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  /* Translators: an autosaved match whose file cannot be read. */
  label = gtk_label_new (_("Damaged"));
  gtk_widget_add_css_class (label, "dim-label");
  g_object_set_data (G_OBJECT (row), "ludus-extra", label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

  trash = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (trash, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (trash, "flat");
  gtk_widget_set_tooltip_text (trash, _("Move to Trash"));
  g_object_set_data_full (G_OBJECT (trash), "ludus-path", g_strdup (autosave->path), g_free);
  g_object_set_data (G_OBJECT (row), "ludus-trash", trash);
  g_signal_connect (trash, "clicked", G_CALLBACK (trash_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), trash);
  return row;
}

static GtkWidget *
resume_row_new (LudusGallery        *self,
                const LudusAutosave *autosave)
{
  LudusGame *game = ludus_registry_lookup (self->registry, autosave->game_id);
  g_autofree char *name = game != NULL ? ludus_game_get_name (game) : g_strdup (autosave->game_id);
  g_autofree char *subtitle = describe_autosave (autosave);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove, *arrow;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "ludus-path", g_strdup (autosave->path), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (resume_row_activated), self);

  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove"));
  g_object_set_data_full (G_OBJECT (remove), "ludus-path", g_strdup (autosave->path), g_free);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
  if (game == NULL)
    {
      /* Its title is then the game's id; resuming it explains the error. */
      GtkWidget *label = gtk_label_new (_("Game not installed"));

      gtk_widget_add_css_class (label, "dim-label");
      g_object_set_data (G_OBJECT (row), "ludus-extra", label);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  else if (autosave_is_over (game, autosave))
    {
      /* Translators: a match that has reached its end (its game-over page can be seen again). */
      GtkWidget *label = gtk_label_new (_("Finished"));

      gtk_widget_add_css_class (label, "dim-label");
      g_object_set_data (G_OBJECT (row), "ludus-extra", label);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  return row;
}

static void
continue_activated (AdwActionRow *row,
                    LudusGallery *self)
{
  g_signal_emit (self, signals[CONTINUE], 0);
}

static GtkWidget *
current_row_new (LudusGallery *self,
                 LudusMatch   *match)
{
  g_autofree char *name = ludus_game_get_name (ludus_match_get_game (match));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autofree char *seats = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *moves = NULL;
  guint n_moves = ludus_match_get_n_moves (match);
  GtkWidget *row = adw_action_row_new ();

  for (guint i = 0; i < ludus_match_get_n_seats (match); i++)
    g_strv_builder_add (builder, ludus_match_get_seat (match, i)->name);
  names = g_strv_builder_end (builder);
  seats = g_strjoinv (", ", names);
  moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", n_moves),
                           n_moves);
  /* Translators: seat names and the number of moves, for example “Anna, Boris · 42 moves”. */
  subtitle = g_strdup_printf (_("%s · %s"), seats, moves);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
  if (ludus_match_is_over (match))
    {
      GtkWidget *label = gtk_label_new (_("Finished"));

      gtk_widget_add_css_class (label, "dim-label");
      g_object_set_data (G_OBJECT (row), "ludus-extra", label);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_signal_connect (row, "activated", G_CALLBACK (continue_activated), self);
  return row;
}

void
ludus_gallery_refresh (LudusGallery  *self,
                       LudusRegistry *registry,
                       LudusMatch    *current)
{
  g_autoptr(GPtrArray) autosaves = NULL;
  GPtrArray *games, *failures;
  const char *current_path = NULL;

  g_return_if_fail (LUDUS_IS_GALLERY (self));
  g_return_if_fail (LUDUS_IS_REGISTRY (registry));

  g_set_object (&self->registry, registry);
  g_set_object (&self->current, current);

  clear_rows (self->current_group, self->current_rows);
  if (current != NULL)
    {
      add_row (self->current_group, self->current_rows, current_row_new (self, current));
      current_path = ludus_match_get_autosave_path (current);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->current_group), current != NULL);

  clear_rows (self->resume_group, self->resume_rows);
  clear_rows (self->resume_group, self->damaged_rows);
  autosaves = ludus_autosave_list ();
  for (guint i = 0; i < autosaves->len; i++)
    {
      const LudusAutosave *autosave = g_ptr_array_index (autosaves, i);

      if (autosave->error != NULL)
        add_row (self->resume_group, self->damaged_rows, damaged_row_new (self, autosave));
      else if (current_path == NULL || g_strcmp0 (current_path, autosave->path) != 0)
        add_row (self->resume_group, self->resume_rows, resume_row_new (self, autosave));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_group),
                          self->resume_rows->len + self->damaged_rows->len > 0);

  clear_rows (self->games_group, self->game_rows);
  games = ludus_registry_get_games (registry);
  for (guint i = 0; i < games->len; i++)
    add_row (self->games_group, self->game_rows,
             game_row_new (self, g_ptr_array_index (games, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), games->len > 0);
  gtk_widget_set_visible (self->empty_page, games->len == 0);

  clear_rows (self->failures_group, self->failure_rows);
  failures = ludus_registry_get_failures (registry);
  for (guint i = 0; i < failures->len; i++)
    add_row (self->failures_group, self->failure_rows,
             failure_row_new (g_ptr_array_index (failures, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->failures_group), failures->len > 0);

  /* Each game's data is loaded once per process; here at the latest, so that an override
   * that fails is named at start, not only when its game is played. */
  clear_rows (self->data_group, self->data_rows);
  for (guint i = 0; i < games->len; i++)
    ludus_game_get_component_data (g_ptr_array_index (games, i), NULL);
  {
    g_autoptr(GPtrArray) notes = ludus_component_data_get_notes ();

    for (guint i = 0; i < notes->len; i++)
      add_row (self->data_group, self->data_rows, data_row_new (self, g_ptr_array_index (notes, i)));
  }
  gtk_widget_set_visible (GTK_WIDGET (self->data_group), self->data_rows->len > 0);
}

gboolean
ludus_gallery_remove_autosave (LudusGallery  *self,
                               const char    *path,
                               GError       **error)
{
  g_return_val_if_fail (LUDUS_IS_GALLERY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: a file name and why it could not be deleted. */
                   _("Could not delete %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  if (self->registry != NULL)
    ludus_gallery_refresh (self, self->registry, self->current);
  return TRUE;
}

/**
 * ludus_gallery_trash_autosave:
 * @path: a file in the autosave folder
 *
 * Moves @path to the trash (g_file_trash ()) and refreshes the list.
 *
 * Returns: %FALSE with @error set if it could not be moved; %G_IO_ERROR_NOT_SUPPORTED where
 *   the file system has no trash
 */
gboolean
ludus_gallery_trash_autosave (LudusGallery  *self,
                              const char    *path,
                              GError       **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (LUDUS_IS_GALLERY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  file = g_file_new_for_path (path);
  if (!g_file_trash (file, NULL, error))
    return FALSE;
  if (self->registry != NULL)
    ludus_gallery_refresh (self, self->registry, self->current);
  return TRUE;
}

/**
 * ludus_gallery_activate_trash:
 * @index: a row of the damaged files, in the order ludus_gallery_describe () lists them
 *
 * Clicks that row's trash button, as a player would (for tests).
 */
void
ludus_gallery_activate_trash (LudusGallery *self,
                              guint         index)
{
  g_return_if_fail (LUDUS_IS_GALLERY (self));
  g_return_if_fail (index < self->damaged_rows->len);

  g_signal_emit_by_name (g_object_get_data (g_ptr_array_index (self->damaged_rows, index),
                                            "ludus-trash"), "clicked");
}

guint
ludus_gallery_get_n_games (LudusGallery *self)
{
  g_return_val_if_fail (LUDUS_IS_GALLERY (self), 0);
  return self->game_rows->len;
}

guint
ludus_gallery_get_n_failures (LudusGallery *self)
{
  g_return_val_if_fail (LUDUS_IS_GALLERY (self), 0);
  return self->failure_rows->len;
}

char *
ludus_gallery_describe (LudusGallery *self,
                        const char   *group)
{
  GString *text = g_string_new (NULL);
  GPtrArray *rows;

  g_return_val_if_fail (LUDUS_IS_GALLERY (self), NULL);

  if (g_str_equal (group, "games"))
    rows = self->game_rows;
  else if (g_str_equal (group, "failures"))
    rows = self->failure_rows;
  else if (g_str_equal (group, "current"))
    rows = self->current_rows;
  else if (g_str_equal (group, "damaged"))
    rows = self->damaged_rows;
  else if (g_str_equal (group, "data"))
    rows = self->data_rows;
  else
    rows = self->resume_rows;
  for (guint i = 0; i < rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (rows, i);
      GtkLabel *players = g_object_get_data (G_OBJECT (row), "ludus-extra");

      g_string_append_printf (text, "%s\t%s",
                              adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              adw_action_row_get_subtitle (row));
      if (players != NULL)
        g_string_append_printf (text, "\t%s", gtk_label_get_text (players));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

const char *
ludus_gallery_get_games_title (LudusGallery *self)
{
  g_return_val_if_fail (LUDUS_IS_GALLERY (self), NULL);
  return adw_preferences_group_get_title (self->games_group);
}

gboolean
ludus_gallery_get_empty (LudusGallery *self)
{
  g_return_val_if_fail (LUDUS_IS_GALLERY (self), FALSE);
  return gtk_widget_get_visible (self->empty_page);
}

static void
ludus_gallery_dispose (GObject *object)
{
  LudusGallery *self = LUDUS_GALLERY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_GALLERY);
  g_clear_object (&self->registry);
  g_clear_object (&self->current);

  G_OBJECT_CLASS (ludus_gallery_parent_class)->dispose (object);
}

static void
ludus_gallery_finalize (GObject *object)
{
  LudusGallery *self = LUDUS_GALLERY (object);

  g_ptr_array_unref (self->current_rows);
  g_ptr_array_unref (self->resume_rows);
  g_ptr_array_unref (self->damaged_rows);
  g_ptr_array_unref (self->game_rows);
  g_ptr_array_unref (self->failure_rows);
  g_ptr_array_unref (self->data_rows);

  G_OBJECT_CLASS (ludus_gallery_parent_class)->finalize (object);
}

static void
ludus_gallery_class_init (LudusGalleryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_gallery_dispose;
  object_class->finalize = ludus_gallery_finalize;

  signals[NEW_MATCH] = g_signal_new ("new-match", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_GAME);
  signals[RULES] = g_signal_new ("rules", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_GAME);
  signals[RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[CONTINUE] = g_signal_new ("continue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-gallery.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, box);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, current_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, resume_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, games_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, failures_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, data_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, empty_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ludus_gallery_init (LudusGallery *self)
{
  self->current_rows = g_ptr_array_new ();
  self->resume_rows = g_ptr_array_new ();
  self->damaged_rows = g_ptr_array_new ();
  self->game_rows = g_ptr_array_new ();
  self->failure_rows = g_ptr_array_new ();
  self->data_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}
