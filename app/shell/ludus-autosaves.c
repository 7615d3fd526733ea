/* ludus-autosaves.c: the autosaved matches in the user data directory
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The gallery lists these on every visit, so it reads only the few members it shows and
 * never replays the moves; ludus_match_load () does the full check when one is resumed.
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ludus-autosaves.h"
#include "ludus.h"

void
ludus_autosave_free (LudusAutosave *autosave)
{
  if (autosave == NULL)
    return;
  g_free (autosave->path);
  g_clear_error (&autosave->error);
  g_free (autosave->game_id);
  g_strfreev (autosave->seat_names);
  g_clear_pointer (&autosave->modified, g_date_time_unref);
  g_clear_pointer (&autosave->snapshot, json_node_unref);
  g_free (autosave);
}

char *
ludus_autosave_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "matches", NULL);
}

char *
ludus_autosave_new_path (const char  *game_id,
                         GError     **error)
{
  g_autofree char *dir = ludus_autosave_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return NULL;
    }
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%s.json", stamp, game_id)
                                     : g_strdup_printf ("%s-%s-%u.json", stamp, game_id, n);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "%s: too many matches started at %s",
               dir, stamp);
  return NULL;
}

LudusAutosave *
ludus_autosave_read (const char  *path,
                     GError     **error)
{
  g_autoptr(LudusAutosave) autosave = g_new0 (LudusAutosave, 1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  GStatBuf st;
  JsonObject *object;
  JsonArray *seats = NULL;

  /* Every autosave is read at each visit of the start page: through the guarded reader, so
   * that no file here can stop Ludus from starting. */
  root = ludus_json_load_file (path, LUDUS_SAVE_MAX_BYTES, LUDUS_SAVE_MAX_DEPTH, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root),
                                                             "format", ""),
                 LUDUS_SAVE_FORMAT_NAME) != 0 ||
      !JSON_NODE_HOLDS_VALUE (json_object_get_member (json_node_get_object (root), "game")) ||
      json_node_get_value_type (json_object_get_member (json_node_get_object (root), "game"))
        != G_TYPE_STRING)
    {
      g_set_error_literal (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_NOT_A_SAVE,
                           _("The file is JSON but not a Ludus save"));
      return NULL;
    }
  object = json_node_get_object (root);

  autosave->path = g_strdup (path);
  autosave->game_id = g_strdup (json_object_get_string_member (object, "game"));
  if (json_object_has_member (object, "seats") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "seats")))
    seats = json_object_get_array_member (object, "seats");
  for (guint i = 0; seats != NULL && i < json_array_get_length (seats); i++)
    {
      JsonNode *seat = json_array_get_element (seats, i);
      JsonNode *name = JSON_NODE_HOLDS_OBJECT (seat)
                       ? json_object_get_member (json_node_get_object (seat), "name") : NULL;

      if (name != NULL && JSON_NODE_HOLDS_VALUE (name) &&
          json_node_get_value_type (name) == G_TYPE_STRING)
        g_strv_builder_add (names, json_node_get_string (name));
    }
  autosave->seat_names = g_strv_builder_end (names);
  if (json_object_has_member (object, "moves") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "moves")))
    autosave->n_moves = json_array_get_length (json_object_get_array_member (object, "moves"));
  autosave->modified = g_date_time_new_from_unix_local (g_stat (path, &st) == 0 ? st.st_mtime : 0);
  if (json_object_has_member (object, "snapshot"))
    autosave->snapshot = json_node_copy (json_object_get_member (object, "snapshot"));

  return g_steal_pointer (&autosave);
}

/* A file that cannot be read as a save: listed with the reason, so that it can be removed. */
static LudusAutosave *
damaged_new (const char *path,
             GError     *error)
{
  LudusAutosave *autosave = g_new0 (LudusAutosave, 1);
  GStatBuf st;

  autosave->path = g_strdup (path);
  autosave->error = error;
  autosave->seat_names = g_new0 (char *, 1);
  autosave->modified = g_date_time_new_from_unix_local (g_lstat (path, &st) == 0 ? st.st_mtime : 0);
  return autosave;
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const LudusAutosave *x = *(LudusAutosave **) a;
  const LudusAutosave *y = *(LudusAutosave **) b;
  int by_time = g_date_time_compare (y->modified, x->modified);

  return by_time != 0 ? by_time : g_strcmp0 (y->path, x->path);
}

GPtrArray *
ludus_autosave_list (void)
{
  g_autofree char *dir_path = ludus_autosave_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_autosave_free);
  const char *name;

  ludus_remove_stale_temporaries (dir_path, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;
      LudusAutosave *autosave;

      /* Atomic writes leave temporary files beside the target while they run. */
      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (dir_path, name, NULL);
      autosave = ludus_autosave_read (path, &error);
      if (autosave == NULL)
        {
          g_debug ("Damaged autosave %s: %s", path, error->message);
          autosave = damaged_new (path, g_steal_pointer (&error));
        }
      g_ptr_array_add (list, autosave);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
}
