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
  AdwPreferencesGroup *finished_group;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *failures_group;
  AdwPreferencesGroup *data_group;
  GtkWidget          *empty_page;

  /* The rows added to each group (GalleryRow), so they can be removed again. */
  GPtrArray          *current_rows;
  GPtrArray          *resume_rows;
  GPtrArray          *finished_rows;
  GPtrArray          *damaged_rows;
  GPtrArray          *game_rows;
  GPtrArray          *failure_rows;
  GPtrArray          *data_rows;

  LudusRegistry      *registry;
  LudusMatch         *current;
};

G_DEFINE_FINAL_TYPE (LudusGallery, ludus_gallery, GTK_TYPE_WIDGET)

/* A row, and the widgets of it that the tests read or press. What a row does is its action
 * (gallery.new-match, gallery.resume, …) with the game's id or the file's path as target. */
typedef struct
{
  GtkWidget *row;
  GtkWidget *extra;   /* the suffix label: a game's players, “Finished”, “Damaged”; or NULL */
  GtkWidget *trash;   /* a damaged file's trash button, or NULL */
} GalleryRow;

static GalleryRow *
gallery_row_new (GtkWidget *row)
{
  GalleryRow *entry = g_new0 (GalleryRow, 1);

  entry->row = row;
  return entry;
}

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
    adw_preferences_group_remove (group, ((GalleryRow *) g_ptr_array_index (rows, i))->row);
  g_ptr_array_set_size (rows, 0);
}

static void
add_row (AdwPreferencesGroup *group,
         GPtrArray           *rows,
         GalleryRow          *entry)
{
  adw_preferences_group_add (group, entry->row);
  g_ptr_array_add (rows, entry);
}

/* A dim label at the end of a row, saying what the row is. */
static GtkWidget *
add_extra (GalleryRow *entry,
           const char *text)
{
  entry->extra = gtk_label_new (text);
  gtk_widget_add_css_class (entry->extra, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (entry->row), entry->extra);
  return entry->extra;
}

/* A row or button that does action with target, a string. */
static void
set_action (GtkWidget  *widget,
            const char *action,
            const char *target)
{
  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  if (target != NULL)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (widget), "s", target);
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

static GalleryRow *
game_row_new (LudusGallery *self,
              LudusGame    *game)
{
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *summary = ludus_game_get_summary (game);
  g_autofree char *players = NULL;
  guint min_players = 0, max_players = 0;
  GalleryRow *entry = gallery_row_new (adw_action_row_new ());
  GtkWidget *row = entry->row, *rules, *arrow;

  ludus_game_get_player_range (game, &min_players, &max_players);
  players = describe_players (min_players, max_players);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  set_action (row, "gallery.new-match", ludus_game_get_id (game));
  add_extra (entry, players);

  rules = gtk_button_new_with_mnemonic (_("_Rules"));
  gtk_widget_set_valign (rules, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (rules, "flat");
  gtk_widget_set_tooltip_text (rules, _("Read the rules of this game"));
  set_action (rules, "gallery.rules", ludus_game_get_id (game));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), rules);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  return entry;
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

/* Where a match stands: who is to move and in which round, or how many moves it has when
 * its position cannot be read here (resuming it explains why). */
static char *
describe_progress (const LudusAutosave *autosave,
                   LudusGame           *game,
                   const LudusState    *state)
{
  guint actors, round;
  g_autoptr(GString) names = NULL;

  if (game == NULL || state == NULL || ludus_game_is_over (game, state))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves",
                                         autosave->n_moves), autosave->n_moves);
  names = g_string_new (NULL);
  actors = ludus_game_get_actors (game, state);
  for (guint seat = 0; autosave->seat_names[seat] != NULL; seat++)
    if (actors & (1u << seat))
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, autosave->seat_names[seat]);
      }
  round = ludus_game_get_round (game, state);
  if (round > 0)
    /* Translators: in the list of matches to resume: who must move, and the round */
    return g_strdup_printf (_("%s to move, round %u"), names->str, round);
  /* Translators: in the list of matches to resume: who must move */
  return g_strdup_printf (_("%s to move"), names->str);
}

/* Names of the seats, where the match stands and when it was last played. */
static char *
describe_autosave (const LudusAutosave *autosave,
                   LudusGame           *game,
                   const LudusState    *state)
{
  g_autofree char *seats = g_strjoinv (", ", autosave->seat_names);
  g_autofree char *progress = describe_progress (autosave, game, state);
  g_autofree char *when = g_date_time_format (autosave->modified, "%Y-%m-%d %H:%M");

  /* Translators: seat names, where the match stands, and when it was last played,
   * for example “Anna, Boris · Boris to move, round 3 · 2026-11-23 17:20”. */
  return g_strdup_printf (_("%s · %s · %s"), seats, progress, when);
}

/* A confirmation's answer, for the file it asked about. */
typedef struct
{
  GWeakRef  gallery;
  char     *path;
} Pending;

static Pending *
pending_new (LudusGallery *self,
             const char   *path)
{
  Pending *pending = g_new0 (Pending, 1);

  g_weak_ref_init (&pending->gallery, self);
  pending->path = g_strdup (path);
  return pending;
}

static void
pending_free (gpointer  data,
              GClosure *closure)
{
  Pending *pending = data;

  g_weak_ref_clear (&pending->gallery);
  g_free (pending->path);
  g_free (pending);
}

static void
report_remove_failure (LudusGallery *self,
                       const char   *heading,
                       const char   *message)
{
  GtkWidget *failed = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (failed), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (failed));
}

/* Asks before a file is deleted for good; response is the destructive answer's id. */
static void
confirm_removal (LudusGallery *self,
                 const char   *path,
                 const char   *heading,
                 const char   *body,
                 const char   *response,
                 const char   *label,
                 GCallback     callback)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    response, label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), response,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", callback, pending_new (self, path), pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
remove_response (AdwMessageDialog *dialog,
                 const char       *response,
                 Pending          *pending)
{
  g_autoptr(LudusGallery) self = g_weak_ref_get (&pending->gallery);
  g_autoptr(GError) error = NULL;

  if (self == NULL || !g_str_equal (response, "remove"))
    return;
  if (!ludus_gallery_remove_autosave (self, pending->path, &error))
    report_remove_failure (self, _("Could Not Remove the Match"), error->message);
}

static void
delete_damaged_response (AdwMessageDialog *dialog,
                         const char       *response,
                         Pending          *pending)
{
  g_autoptr(LudusGallery) self = g_weak_ref_get (&pending->gallery);
  g_autoptr(GError) error = NULL;

  if (self != NULL && g_str_equal (response, "delete") &&
      !ludus_gallery_remove_autosave (self, pending->path, &error))
    report_remove_failure (self, _("Could Not Remove the File"), error->message);
}

/* Actions of the rows; their targets are a game's id or an autosave's path. */

static void
new_match_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusGallery *self = LUDUS_GALLERY (widget);
  LudusGame *game = ludus_registry_lookup (self->registry, g_variant_get_string (parameter, NULL));

  if (game != NULL)
    g_signal_emit (self, signals[NEW_MATCH], 0, game);
}

static void
rules_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudusGallery *self = LUDUS_GALLERY (widget);
  LudusGame *game = ludus_registry_lookup (self->registry, g_variant_get_string (parameter, NULL));

  if (game != NULL)
    g_signal_emit (self, signals[RULES], 0, game);
}

static void
resume_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_signal_emit (widget, signals[RESUME], 0, g_variant_get_string (parameter, NULL));
}

static void
continue_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_signal_emit (widget, signals[CONTINUE], 0);
}

static void
remove_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  confirm_removal (LUDUS_GALLERY (widget), g_variant_get_string (parameter, NULL),
                   _("Remove This Match?"),
                   _("Its autosave is deleted and the match can no longer be resumed."),
                   "remove", _("_Remove"), G_CALLBACK (remove_response));
}

/* A damaged file goes to the trash, from where it can be restored; where there is no trash
 * (some file systems), it is deleted once the player confirms. */
static void
trash_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudusGallery *self = LUDUS_GALLERY (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;

  if (ludus_gallery_trash_autosave (self, path, &error))
    return;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    {
      report_remove_failure (self, _("Could Not Remove the File"), error->message);
      return;
    }
  /* Translators: %s is why the file could not be moved to the trash. */
  body = g_strdup_printf (_("It cannot be moved to the trash (%s). Delete it for good?"),
                          error->message);
  confirm_removal (self, path, _("Delete the Damaged File?"), body, "delete", _("_Delete"),
                   G_CALLBACK (delete_damaged_response));
}

/* The saved position, or NULL: a snapshot the game refuses is listed as unfinished here, and
 * resuming it reports the error. */
static LudusState *
autosave_state (LudusGame           *game,
                const LudusAutosave *autosave)
{
  if (game == NULL || autosave->snapshot == NULL)
    return NULL;
  return ludus_game_state_from_json (game, autosave->snapshot, NULL);
}

/* An autosave that cannot be read: its file name, why, and a button to remove it. It is not
 * activatable; nothing in it can stop the start page from showing. */
static GalleryRow *
damaged_row_new (LudusGallery        *self,
                 const LudusAutosave *autosave)
{
  g_autofree char *name = g_filename_display_basename (autosave->path);
  GalleryRow *entry = gallery_row_new (adw_action_row_new ());
  GtkWidget *row = entry->row;
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), autosave->error->message);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_widget_set_tooltip_text (row, autosave->path);
  gtk_widget_add_css_class (icon, "warning");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  /* Translators: an autosaved match whose file cannot be read. */
  add_extra (entry, _("Damaged"));

  entry->trash = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (entry->trash, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (entry->trash, "flat");
  gtk_widget_set_tooltip_text (entry->trash, _("Move to Trash"));
  set_action (entry->trash, "gallery.trash", autosave->path);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry->trash);
  return entry;
}

static GalleryRow *
resume_row_new (LudusGallery        *self,
                const LudusAutosave *autosave,
                LudusGame           *game,
                const LudusState    *state,
                gboolean             over)
{
  g_autofree char *name = game != NULL ? ludus_game_get_name (game) : g_strdup (autosave->game_id);
  g_autofree char *subtitle = describe_autosave (autosave, game, state);
  GalleryRow *entry = gallery_row_new (adw_action_row_new ());
  GtkWidget *row = entry->row;
  GtkWidget *remove, *arrow;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  set_action (row, "gallery.resume", autosave->path);

  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove"));
  set_action (remove, "gallery.remove", autosave->path);
  if (game == NULL)
    /* Its title is then the game's id; resuming it explains the error. */
    add_extra (entry, _("Game not installed"));
  else if (over)
    /* Translators: a match that has reached its end (its game-over page can be seen again). */
    add_extra (entry, _("Finished"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  return entry;
}

static GalleryRow *
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
  GalleryRow *entry = gallery_row_new (adw_action_row_new ());
  GtkWidget *row = entry->row;

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
    add_extra (entry, _("Finished"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  set_action (row, "gallery.continue", NULL);
  return entry;
}

/* The matches to resume, the damaged files among them, and the finished ones apart; the
 * match on screen (current_path) is not listed twice. */
static void
refresh_autosaves (LudusGallery *self,
                   const char   *current_path)
{
  g_autoptr(GPtrArray) autosaves = NULL;

  clear_rows (self->resume_group, self->resume_rows);
  clear_rows (self->resume_group, self->damaged_rows);
  clear_rows (self->finished_group, self->finished_rows);
  autosaves = ludus_autosave_list ();
  for (guint i = 0; i < autosaves->len; i++)
    {
      const LudusAutosave *autosave = g_ptr_array_index (autosaves, i);

      g_autoptr(LudusState) state = NULL;
      LudusGame *game;
      gboolean over;

      if (autosave->error != NULL)
        {
          add_row (self->resume_group, self->damaged_rows, damaged_row_new (self, autosave));
          continue;
        }
      if (current_path != NULL && g_strcmp0 (current_path, autosave->path) == 0)
        continue;
      game = ludus_registry_lookup (self->registry, autosave->game_id);
      state = autosave_state (game, autosave);
      over = state != NULL && ludus_game_is_over (game, state);
      /* Finished matches apart, below those to resume. */
      if (over)
        add_row (self->finished_group, self->finished_rows,
                 resume_row_new (self, autosave, game, state, TRUE));
      else
        add_row (self->resume_group, self->resume_rows,
                 resume_row_new (self, autosave, game, state, FALSE));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_group),
                          self->resume_rows->len + self->damaged_rows->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->finished_group), self->finished_rows->len > 0);
}

void
ludus_gallery_refresh (LudusGallery  *self,
                       LudusRegistry *registry,
                       LudusMatch    *current)
{
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

  refresh_autosaves (self, current_path);

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
             gallery_row_new (failure_row_new (g_ptr_array_index (failures, i))));
  gtk_widget_set_visible (GTK_WIDGET (self->failures_group), failures->len > 0);

  /* Each game's data is loaded once per process; here at the latest, so that an override
   * that fails is named at start, not only when its game is played. */
  clear_rows (self->data_group, self->data_rows);
  for (guint i = 0; i < games->len; i++)
    ludus_game_get_component_data (g_ptr_array_index (games, i), NULL);
  {
    g_autoptr(GPtrArray) notes = ludus_component_data_get_notes ();

    for (guint i = 0; i < notes->len; i++)
      add_row (self->data_group, self->data_rows,
               gallery_row_new (data_row_new (self, g_ptr_array_index (notes, i))));
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
  GtkWidget *trash;

  g_return_if_fail (LUDUS_IS_GALLERY (self));
  g_return_if_fail (index < self->damaged_rows->len);

  /* What the button does when clicked: its action, with its target. */
  trash = ((GalleryRow *) g_ptr_array_index (self->damaged_rows, index))->trash;
  gtk_widget_activate_action_variant (trash,
                                      gtk_actionable_get_action_name (GTK_ACTIONABLE (trash)),
                                      gtk_actionable_get_action_target_value (GTK_ACTIONABLE (trash)));
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
  else if (g_str_equal (group, "finished"))
    rows = self->finished_rows;
  else
    rows = self->resume_rows;
  for (guint i = 0; i < rows->len; i++)
    {
      GalleryRow *entry = g_ptr_array_index (rows, i);

      g_string_append_printf (text, "%s\t%s",
                              adw_preferences_row_get_title (ADW_PREFERENCES_ROW (entry->row)),
                              adw_action_row_get_subtitle (ADW_ACTION_ROW (entry->row)));
      if (entry->extra != NULL)
        g_string_append_printf (text, "\t%s", gtk_label_get_text (GTK_LABEL (entry->extra)));
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
  g_ptr_array_unref (self->finished_rows);
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

  gtk_widget_class_install_action (widget_class, "gallery.new-match", "s", new_match_activated);
  gtk_widget_class_install_action (widget_class, "gallery.rules", "s", rules_activated);
  gtk_widget_class_install_action (widget_class, "gallery.resume", "s", resume_activated);
  gtk_widget_class_install_action (widget_class, "gallery.continue", NULL, continue_activated);
  gtk_widget_class_install_action (widget_class, "gallery.remove", "s", remove_activated);
  gtk_widget_class_install_action (widget_class, "gallery.trash", "s", trash_activated);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-gallery.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, box);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, current_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, resume_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, finished_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, games_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, failures_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, data_group);
  gtk_widget_class_bind_template_child (widget_class, LudusGallery, empty_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ludus_gallery_init (LudusGallery *self)
{
  self->current_rows = g_ptr_array_new_with_free_func (g_free);
  self->resume_rows = g_ptr_array_new_with_free_func (g_free);
  self->finished_rows = g_ptr_array_new_with_free_func (g_free);
  self->damaged_rows = g_ptr_array_new_with_free_func (g_free);
  self->game_rows = g_ptr_array_new_with_free_func (g_free);
  self->failure_rows = g_ptr_array_new_with_free_func (g_free);
  self->data_rows = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}
