/* ludus-window.c: the main window (gallery, new match, match page, files)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window owns the match being played, where it autosaves and which file "Save" writes;
 * the match page only plays it. Nothing here changes unless an operation succeeded.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-autosaves.h"
#include "ludus-match-page.h"
#include "ludus-rules-page.h"
#include "ludus-window.h"

struct _LudusWindow
{
  AdwApplicationWindow  parent_instance;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  LudusGallery         *gallery;
  LudusNewMatch        *new_match;
  GtkWidget            *match_page;

  LudusMatch           *match;
  char                 *file;
  GtkWidget            *error_dialog;
  GtkNativeDialog      *file_dialog;
};

G_DEFINE_FINAL_TYPE (LudusWindow, ludus_window, ADW_TYPE_APPLICATION_WINDOW)

static LudusApplication *
get_app (LudusWindow *self)
{
  return LUDUS_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

void
ludus_window_add_toast (LudusWindow *self,
                        const char  *message)
{
  AdwToast *toast;

  g_return_if_fail (LUDUS_IS_WINDOW (self));

  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

GtkWidget *
ludus_window_show_error (LudusWindow *self,
                         const char  *heading,
                         const char  *body)
{
  GtkWidget *dialog;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  if (self->error_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->error_dialog), (gpointer *) &self->error_dialog);
  self->error_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->error_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

GtkWidget *
ludus_window_get_error_dialog (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->error_dialog;
}

static void
update_actions (LudusWindow *self)
{
  gboolean playing = self->match != NULL;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                            "save")), playing);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                            "save-as")), playing);
}

/* Pages */

void
ludus_window_show_gallery (LudusWindow *self)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));

  ludus_gallery_refresh (self->gallery, ludus_application_get_registry (get_app (self)),
                         self->match);
  gtk_stack_set_visible_child_name (self->stack, "gallery");
}

void
ludus_window_show_new_match (LudusWindow *self,
                             LudusGame   *game)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (LUDUS_IS_GAME (game));

  ludus_new_match_set_game (self->new_match, game,
                            ludus_application_get_settings (get_app (self)));
  gtk_stack_set_visible_child_name (self->stack, "new-match");
}

/* The game's rules page (the match page's) in a window of its own, filling it. */
GtkWindow *
ludus_window_show_rules (LudusWindow *self,
                         LudusGame   *game)
{
  GtkWindow *window;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  window = ludus_rules_window_new (game, GTK_WINDOW (self));
  gtk_window_set_destroy_with_parent (window, TRUE);
  gtk_window_present (window);
  return window;
}

const char *
ludus_window_get_page_name (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

LudusGallery *
ludus_window_get_gallery (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->gallery;
}

LudusNewMatch *
ludus_window_get_new_match (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->new_match;
}

GtkWidget *
ludus_window_get_match_page (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->match_page;
}

LudusMatch *
ludus_window_get_match (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->match;
}

const char *
ludus_window_get_file (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->file;
}

/* Playing */

static void
autosave_failed (LudusMatch  *match,
                 const char  *message,
                 LudusWindow *self)
{
  ludus_window_add_toast (self, message);
}

/* The title, and the match page's, name the file the match is kept in (not an autosave). */
static void
update_title (LudusWindow *self)
{
  g_autofree char *name = self->file != NULL ? g_filename_display_basename (self->file) : NULL;
  g_autofree char *title = NULL;

  if (self->match_page != NULL)
    ludus_match_page_set_file_name (LUDUS_MATCH_PAGE (self->match_page), name);
  /* Translators: the window's title with a match kept in a file; %s is the file's name */
  title = name != NULL ? g_strdup_printf (_("%s — Ludus"), name) : g_strdup ("Ludus");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
set_match_page (LudusWindow *self,
                GtkWidget   *page)
{
  LudusApplication *app = get_app (self);

  if (self->match_page != NULL)
    gtk_stack_remove (self->stack, self->match_page);
  self->match_page = page;
  g_signal_connect_swapped (page, "toast", G_CALLBACK (ludus_window_add_toast), self);
  if (app != NULL)
    g_settings_bind (ludus_application_get_settings (app), "confirm-end-of-turn", page,
                     "confirm-turns", G_SETTINGS_BIND_GET);
  gtk_stack_add_named (self->stack, page, "match");
}

/* Takes match over as it is: its autosave path and moves are left alone. */
static void
adopt_match (LudusWindow *self,
             LudusMatch  *match,
             const char  *file)
{
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_signal_connect (match, "autosave-failed", G_CALLBACK (autosave_failed), self);
  if (file != self->file)
    {
      g_free (self->file);
      self->file = g_strdup (file);
    }
  set_match_page (self, ludus_match_page_new (match));
  update_actions (self);
  update_title (self);
}

void
ludus_window_play (LudusWindow *self,
                   LudusMatch  *match,
                   const char  *autosave_path,
                   const char  *file)
{
  g_autofree char *new_path = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));

  if (autosave_path == NULL)
    {
      /* A new file. A new match is written at once, so it can be resumed before its first
       * move; a match opened from a file is already in that file until a move is made. */
      new_path = ludus_autosave_new_path (ludus_game_get_id (ludus_match_get_game (match)), &error);
      /* Set first: the match writes its own autosave as a private file (0600). */
      ludus_match_set_autosave_path (match, new_path);
      if (new_path != NULL && file == NULL && !ludus_match_save (match, new_path, &error))
        g_clear_pointer (&new_path, g_free);
      if (new_path == NULL)
        {
          g_autofree char *message = g_strdup_printf (
            _("The match could not be saved automatically: %s"), error->message);

          ludus_window_add_toast (self, message);
        }
      autosave_path = new_path;
    }
  ludus_match_set_autosave_path (match, autosave_path);
  /* Written by a thread of its own: a slow disk never holds up the next frame, and the match
   * waits for it before it takes the next move. */
  ludus_match_set_autosave_async (match, TRUE);
  adopt_match (self, match, file);
  gtk_stack_set_visible_child_name (self->stack, "match");
}

static gboolean
resume_full (LudusWindow     *self,
             const char      *autosave_path,
             LudusLoadFlags   flags,
             GError         **error)
{
  g_autoptr(LudusMatch) match = NULL;

  match = ludus_match_load_full (ludus_application_get_registry (get_app (self)), autosave_path,
                                 flags, error);
  if (match == NULL)
    return FALSE;
  ludus_window_play (self, match, autosave_path, NULL);
  return TRUE;
}

gboolean
ludus_window_resume (LudusWindow  *self,
                     const char   *autosave_path,
                     GError      **error)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (autosave_path != NULL, FALSE);

  return resume_full (self, autosave_path, LUDUS_LOAD_NONE, error);
}

static gboolean
is_autosave (const char *path)
{
  g_autofree char *dir = ludus_autosave_dir ();
  g_autofree char *parent = g_path_get_dirname (path);
  g_autofree char *canonical = g_canonicalize_filename (parent, NULL);
  g_autofree char *canonical_dir = g_canonicalize_filename (dir, NULL);

  return g_str_equal (canonical, canonical_dir);
}

static gboolean
open_file_full (LudusWindow     *self,
                const char      *path,
                LudusLoadFlags   flags,
                GError         **error)
{
  g_autoptr(LudusMatch) match = NULL;

  /* Opening one of the autosaves by hand resumes it rather than copying it. */
  if (is_autosave (path))
    return resume_full (self, path, flags, error);

  match = ludus_match_load_full (ludus_application_get_registry (get_app (self)), path, flags,
                                 error);
  if (match == NULL)
    return FALSE;
  ludus_window_play (self, match, NULL, path);
  return TRUE;
}

gboolean
ludus_window_open_file (LudusWindow  *self,
                        const char   *path,
                        GError      **error)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return open_file_full (self, path, LUDUS_LOAD_NONE, error);
}

static void
builtin_data_response (AdwMessageDialog *dialog,
                       const char       *response,
                       LudusWindow      *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "ludus-path");
  g_autoptr(GError) error = NULL;

  if (!open_file_full (self, path, LUDUS_LOAD_BUILTIN_DATA, &error))
    ludus_window_show_error (self, _("Could Not Open the Match"), error->message);
}

/* What a player can do about a file that would not open, in a sentence; NULL when the error's
 * own message says it (it is one already written for players). */
static const char *
open_error_summary (const GError *error)
{
  if (error->domain != LUDUS_SAVE_ERROR)
    return _("The file could not be read. Check that it is still there and that you may open it.");
  switch (error->code)
    {
    case LUDUS_SAVE_ERROR_IO:
      return _("The file could not be read. Check that it is still there and that you may open it.");
    case LUDUS_SAVE_ERROR_TRUNCATED:
      return _("This match file is incomplete: it was probably cut short while it was copied or "
               "saved. An earlier copy of it may still be whole.");
    case LUDUS_SAVE_ERROR_NEWER_FORMAT:
      return _("This match was saved by a newer version of Ludus. Update Ludus to open it.");
    case LUDUS_SAVE_ERROR_UNKNOWN_GAME:
      return _("This match is of a game that is not installed. Install the game to open it.");
    case LUDUS_SAVE_ERROR_RULES_VERSION:
      return _("This match was played under other rules of the game than this version of Ludus "
               "knows. Open it with the version of Ludus it was saved with.");
    case LUDUS_SAVE_ERROR_ILLEGAL_MOVE:
    case LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH:
      return _("This match file is damaged: its moves cannot be played again as they were.");
    case LUDUS_SAVE_ERROR_OTHER_DATA:
      return NULL;
    case LUDUS_SAVE_ERROR_TOO_LARGE:
      return _("This file is far too large to be a Ludus match.");
    case LUDUS_SAVE_ERROR_NOT_JSON:
    case LUDUS_SAVE_ERROR_SHAPE:
    case LUDUS_SAVE_ERROR_NOT_A_SAVE:
    case LUDUS_SAVE_ERROR_TOO_DEEP:
    default:
      return _("This file is not a Ludus match.");
    }
}

/* An error dialog that says what to do, the error itself under Details. */
static GtkWidget *
show_error_with_details (LudusWindow *self,
                         const char  *heading,
                         const char  *body,
                         const char  *details)
{
  GtkWidget *dialog = ludus_window_show_error (self, heading, body);
  GtkWidget *expander, *label;

  expander = gtk_expander_new_with_mnemonic (_("_Details"));
  label = gtk_label_new (details);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_margin_top (label, 6);
  gtk_expander_set_child (GTK_EXPANDER (expander), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), expander);
  return dialog;
}

/* Shows why a save could not be opened, as what a player can do with the details on request;
 * for one played with the built-in component data while an override is in use, offers to
 * replay it with the built-in data. */
static void
report_open_error (LudusWindow  *self,
                   const char   *heading,
                   const char   *path,
                   const GError *error)
{
  const char *summary = open_error_summary (error);
  GtkWidget *dialog = summary != NULL
                      ? show_error_with_details (self, heading, summary, error->message)
                      : ludus_window_show_error (self, heading, error->message);

  if (!g_error_matches (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_OTHER_DATA))
    return;
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "builtin",
                                   _("_Replay With Built-in Data"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "builtin",
                                              ADW_RESPONSE_SUGGESTED);
  g_object_set_data_full (G_OBJECT (dialog), "ludus-path", g_strdup (path), g_free);
  g_signal_connect_object (dialog, "response::builtin", G_CALLBACK (builtin_data_response),
                           self, 0);
}

gboolean
ludus_window_save_to (LudusWindow  *self,
                      const char   *path,
                      GError      **error)
{
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);

  if (!ludus_match_save (self->match, path, error))
    return FALSE;
  if (path != self->file)
    {
      g_free (self->file);
      self->file = g_strdup (path);
    }
  update_title (self);
  name = g_filename_display_basename (path);
  /* Translators: a file name. */
  message = g_strdup_printf (_("Saved to “%s”"), name);
  ludus_window_add_toast (self, message);
  return TRUE;
}

gboolean
ludus_window_open_and_report (LudusWindow *self,
                              const char  *path)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);

  if (path == NULL)
    {
      ludus_window_show_error (self, _("Could Not Open the Match"),
                               _("Only files on this computer can be opened."));
      return FALSE;
    }
  if (ludus_window_open_file (self, path, &error))
    return TRUE;
  report_open_error (self, _("Could Not Open the Match"), path, error);
  return FALSE;
}

gboolean
ludus_window_save_and_report (LudusWindow *self,
                              const char  *path)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);

  if (path == NULL)
    {
      ludus_window_show_error (self, _("Could Not Save the Match"),
                               _("Only files on this computer can be written."));
      return FALSE;
    }
  if (ludus_window_save_to (self, path, &error))
    return TRUE;
  ludus_window_show_error (self, _("Could Not Save the Match"), error->message);
  return FALSE;
}

/* Signals of the pages */

static void
gallery_new_match (LudusWindow *self,
                   LudusGame   *game)
{
  ludus_window_show_new_match (self, game);
}

static void
gallery_rules (LudusWindow *self,
               LudusGame   *game)
{
  ludus_window_show_rules (self, game);
}

static void
gallery_resume (LudusWindow *self,
                const char  *path)
{
  g_autoptr(GError) error = NULL;

  if (!ludus_window_resume (self, path, &error))
    report_open_error (self, _("Could Not Resume the Match"), path, error);
}

static void
gallery_continue (LudusWindow *self)
{
  if (self->match_page != NULL)
    gtk_stack_set_visible_child_name (self->stack, "match");
}

static void
new_match_start (LudusWindow *self,
                 LudusMatch  *match)
{
  ludus_window_play (self, match, NULL, NULL);
}

/* Actions */

static void
show_gallery_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  ludus_window_show_gallery (LUDUS_WINDOW (user_data));
}

static void
new_match_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  LudusWindow *self = user_data;

  /* Another match of the game being played; otherwise a game is chosen in the gallery. */
  if (self->match != NULL)
    ludus_window_show_new_match (self, ludus_match_get_game (self->match));
  else
    ludus_window_show_gallery (self);
}

static void
open_response (GtkNativeDialog *dialog,
               int              response,
               LudusWindow     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      ludus_window_open_and_report (self, path);
    }
  g_clear_object (&self->file_dialog);
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) matches = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (matches, _("Ludus Matches"));
  gtk_file_filter_add_pattern (matches, "*.ludus");
  gtk_file_filter_add_pattern (matches, "*.json");
  gtk_file_chooser_add_filter (chooser, matches);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, matches);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LudusWindow *self = user_data;
  GtkFileChooserNative *native;

  if (self->file_dialog != NULL)
    return;
  native = gtk_file_chooser_native_new (_("Open a Saved Match"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  self->file_dialog = GTK_NATIVE_DIALOG (native);
  g_signal_connect (native, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (self->file_dialog);
}

static void
save_as_response (GtkNativeDialog *dialog,
                  int              response,
                  LudusWindow     *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->match != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        {
          g_autofree char *base = g_path_get_basename (path);

          /* A name typed without an extension gets Ludus's own. */
          if (strchr (base, '.') == NULL)
            {
              g_autofree char *with = g_strconcat (path, ".ludus", NULL);

              g_free (path);
              path = g_steal_pointer (&with);
            }
        }
      ludus_window_save_and_report (self, path);
    }
  g_clear_object (&self->file_dialog);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LudusWindow *self = user_data;
  GtkFileChooserNative *native;

  if (self->match == NULL || self->file_dialog != NULL)
    return;
  native = gtk_file_chooser_native_new (_("Save the Match"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (self->file != NULL)
    {
      g_autoptr(GFile) current = g_file_new_for_path (self->file);

      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), current, NULL);
    }
  else
    {
      g_autofree char *game = ludus_game_get_name (ludus_match_get_game (self->match));
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
      g_autofree char *name = g_strdup_printf ("%s %s.ludus", game, date);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }
  self->file_dialog = GTK_NATIVE_DIALOG (native);
  g_signal_connect (native, "response", G_CALLBACK (save_as_response), self);
  gtk_native_dialog_show (self->file_dialog);
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  LudusWindow *self = user_data;

  if (self->match == NULL)
    return;
  if (self->file == NULL)
    {
      save_as_activated (action, parameter, user_data);
      return;
    }
  ludus_window_save_and_report (self, self->file);
}

static const GActionEntry win_actions[] = {
  { "show-gallery", show_gallery_activated, NULL, NULL, NULL },
  { "new-match", new_match_activated, NULL, NULL, NULL },
  { "open", open_activated, NULL, NULL, NULL },
  { "save", save_activated, NULL, NULL, NULL },
  { "save-as", save_as_activated, NULL, NULL, NULL },
};

/* Construction */

static void
restore_size (LudusWindow *self)
{
  GSettings *settings = ludus_application_get_settings (get_app (self));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
ludus_window_close_request (GtkWindow *window)
{
  LudusWindow *self = LUDUS_WINDOW (window);
  LudusApplication *app = get_app (self);
  int width = 0, height = 0;

  if (app != NULL)
    {
      GSettings *settings = ludus_application_get_settings (app);

      /* The default size follows the window's size while it is not maximized. */
      gtk_window_get_default_size (window, &width, &height);
      if (width > 0 && height > 0)
        {
          g_settings_set_int (settings, "window-width", width);
          g_settings_set_int (settings, "window-height", height);
        }
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
    }
  return GTK_WINDOW_CLASS (ludus_window_parent_class)->close_request (window);
}

LudusWindow *
ludus_window_new (LudusApplication *app)
{
  LudusWindow *self;

  g_return_val_if_fail (LUDUS_IS_APPLICATION (app), NULL);

  self = g_object_new (LUDUS_TYPE_WINDOW, "application", app, NULL);
  restore_size (self);
  ludus_window_show_gallery (self);
  return self;
}

LudusWindow *
ludus_window_new_replacing (LudusApplication *app,
                            LudusWindow      *old)
{
  LudusWindow *self;
  const char *page;
  int width = 0, height = 0;

  g_return_val_if_fail (LUDUS_IS_APPLICATION (app), NULL);
  g_return_val_if_fail (LUDUS_IS_WINDOW (old), NULL);

  self = g_object_new (LUDUS_TYPE_WINDOW, "application", app, NULL);
  gtk_window_get_default_size (GTK_WINDOW (old), &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (gtk_window_is_maximized (GTK_WINDOW (old)))
    gtk_window_maximize (GTK_WINDOW (self));

  if (old->match != NULL)
    {
      adopt_match (self, old->match, old->file);
      /* The same screen as before: who looks, the position of the log, a turn waiting to end;
       * no hand-over screen again. */
      ludus_match_page_take_table (LUDUS_MATCH_PAGE (self->match_page),
                                   LUDUS_MATCH_PAGE (old->match_page));
    }

  page = ludus_window_get_page_name (old);
  if (g_strcmp0 (page, "new-match") == 0 && ludus_new_match_get_game (old->new_match) != NULL)
    ludus_window_show_new_match (self, ludus_new_match_get_game (old->new_match));
  else if (g_strcmp0 (page, "match") == 0 && self->match_page != NULL)
    {
      ludus_gallery_refresh (self->gallery, ludus_application_get_registry (app), self->match);
      gtk_stack_set_visible_child_name (self->stack, "match");
    }
  else
    ludus_window_show_gallery (self);
  return self;
}

static void
ludus_window_dispose (GObject *object)
{
  LudusWindow *self = LUDUS_WINDOW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->file_dialog != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->file_dialog, self);
      gtk_native_dialog_destroy (self->file_dialog);
      g_clear_object (&self->file_dialog);
    }
  if (self->error_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->error_dialog), (gpointer *) &self->error_dialog);
      self->error_dialog = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_WINDOW);
  self->match_page = NULL;
  g_clear_object (&self->match);
  g_clear_pointer (&self->file, g_free);

  G_OBJECT_CLASS (ludus_window_parent_class)->dispose (object);
}

static void
ludus_window_class_init (LudusWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ludus_window_dispose;
  window_class->close_request = ludus_window_close_request;

  g_type_ensure (LUDUS_TYPE_GALLERY);
  g_type_ensure (LUDUS_TYPE_NEW_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, gallery);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, new_match);
  gtk_widget_class_bind_template_callback (widget_class, gallery_new_match);
  gtk_widget_class_bind_template_callback (widget_class, gallery_rules);
  gtk_widget_class_bind_template_callback (widget_class, gallery_resume);
  gtk_widget_class_bind_template_callback (widget_class, gallery_continue);
  gtk_widget_class_bind_template_callback (widget_class, new_match_start);
  gtk_widget_class_bind_template_callback (widget_class, ludus_window_add_toast);
}

static void
ludus_window_init (LudusWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);
  update_actions (self);
}
