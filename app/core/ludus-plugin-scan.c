/* ludus-plugin-scan.c: examining a plugin in a separate, short-lived process
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a plugin runs its code: a truncated module raises SIGBUS inside dlopen (), a query
 * function may abort, crash, hang or return a bogus type. So before Ludus opens a plugin
 * itself, ludus-plugin-scanner (a program beside libludus-core) opens it and reports its game
 * id or why it cannot be used; a scanner that crashes or does not answer within
 * SCAN_TIMEOUT_MS condemns only that plugin. The answer is kept in
 * $XDG_CACHE_HOME/ludus/plugin-scan-<API>.json under the module's path, size, modification
 * time and inode, with Ludus's version, so that a start with unchanged plugins spawns nothing.
 * This is what GStreamer's plugin scanner does.
 */
#define _GNU_SOURCE 1  /* dladdr () */
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ludus-json.h"
#include "ludus-plugin-scan.h"

#define SCAN_TIMEOUT_MS 10000
#define CACHE_MAX_BYTES (1024 * 1024)

struct _LudusScanCache
{
  char       *path;
  JsonObject *entries;   /* canonical module path -> { size, mtime, ino, id | code, message } */
  gboolean    changed;
};

/* The scanner program: LUDUS_PLUGIN_SCANNER, else the one beside this library (installed in
 * $libdir/ludus/, or app/core/ in a build tree); NULL if there is none. */
static char *
find_scanner (void)
{
  const char *env = g_getenv ("LUDUS_PLUGIN_SCANNER");
  Dl_info info;

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (dladdr ((gpointer) ludus_plugin_scan, &info) != 0 && info.dli_fname != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (info.dli_fname);
      char *candidate = g_build_filename (dir, "ludus-plugin-scanner", NULL);

      if (g_file_test (candidate, G_FILE_TEST_IS_EXECUTABLE))
        return candidate;
      g_free (candidate);
    }
  return NULL;
}

LudusScanCache *
ludus_scan_cache_load (void)
{
  LudusScanCache *cache = g_new0 (LudusScanCache, 1);
  g_autofree char *name = g_strdup_printf ("plugin-scan-%d.json", LUDUS_PLUGIN_API_VERSION);
  g_autoptr(JsonNode) root = NULL;

  cache->path = g_build_filename (g_get_user_cache_dir (), "ludus", name, NULL);
  /* The cache is a file like any other Ludus reads: through the guarded reader. */
  root = ludus_json_load_file (cache->path, CACHE_MAX_BYTES, LUDUS_JSON_MAX_DEPTH, NULL);
  if (root != NULL && JSON_NODE_HOLDS_OBJECT (root) &&
      g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root),
                                                             "ludus", ""), PACKAGE_VERSION) == 0 &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (json_node_get_object (root), "plugins")))
    cache->entries = json_object_ref (json_object_get_object_member (json_node_get_object (root),
                                                                     "plugins"));
  else
    cache->entries = json_object_new ();
  return cache;
}

void
ludus_scan_cache_free (LudusScanCache *cache)
{
  if (cache == NULL)
    return;
  if (cache->changed)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;
      g_autofree char *dir = g_path_get_dirname (cache->path);
      g_autoptr(GError) error = NULL;
      gsize length;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ludus");
      json_builder_add_string_value (builder, PACKAGE_VERSION);
      json_builder_set_member_name (builder, "plugins");
      {
        JsonNode *entries = json_node_new (JSON_NODE_OBJECT);

        json_node_set_object (entries, cache->entries);
        json_builder_add_value (builder, entries);
      }
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      text = json_to_string (root, TRUE);
      length = strlen (text);
      if (g_mkdir_with_parents (dir, 0700) != 0 ||
          !g_file_set_contents_full (cache->path, text, (gssize) length,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
        g_debug ("Cannot write the plugin cache %s: %s", cache->path,
                 error ? error->message : g_strerror (errno));
    }
  json_object_unref (cache->entries);
  g_free (cache->path);
  g_free (cache);
}

static gboolean
entry_matches (JsonObject     *entry,
               const GStatBuf *st)
{
  return json_object_get_int_member_with_default (entry, "size", -1) == (gint64) st->st_size &&
         json_object_get_int_member_with_default (entry, "mtime", -1) ==
           (gint64) st->st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st->st_mtim.tv_nsec &&
         json_object_get_int_member_with_default (entry, "inode", -1) == (gint64) st->st_ino;
}

static char *
result_from_entry (JsonObject  *entry,
                   GError     **error)
{
  const char *id = json_object_get_string_member_with_default (entry, "id", NULL);

  if (id != NULL)
    return g_strdup (id);
  g_set_error_literal (error, LUDUS_PLUGIN_ERROR,
                       (int) json_object_get_int_member_with_default (entry, "code",
                                                                      LUDUS_PLUGIN_ERROR_OPEN),
                       json_object_get_string_member_with_default (entry, "message", "?"));
  return NULL;
}

static void
store (LudusScanCache *cache,
       const char     *path,
       const GStatBuf *st,
       const char     *id,
       const GError   *error)
{
  JsonObject *entry = json_object_new ();

  json_object_set_int_member (entry, "size", (gint64) st->st_size);
  json_object_set_int_member (entry, "mtime", (gint64) st->st_mtim.tv_sec *
                                              G_GINT64_CONSTANT (1000000000) + st->st_mtim.tv_nsec);
  json_object_set_int_member (entry, "inode", (gint64) st->st_ino);
  if (id != NULL)
    json_object_set_string_member (entry, "id", id);
  else
    {
      json_object_set_int_member (entry, "code", error->code);
      json_object_set_string_member (entry, "message", error->message);
    }
  json_object_set_object_member (cache->entries, path, entry);
  cache->changed = TRUE;
}

/* The scanner's one line: "ok\tID" or "error\tCODE\tMESSAGE". */
static char *
parse_answer (const char  *path,
              const char  *output,
              GError     **error)
{
  g_auto(GStrv) fields = NULL;
  g_autofree char *line = g_strndup (output, strcspn (output, "\n"));

  fields = g_strsplit (line, "\t", 3);
  if (g_strv_length (fields) == 2 && g_str_equal (fields[0], "ok") && *fields[1] != '\0' &&
      g_utf8_validate (fields[1], -1, NULL))
    return g_strdup (fields[1]);
  if (g_strv_length (fields) == 3 && g_str_equal (fields[0], "error") &&
      g_utf8_validate (fields[2], -1, NULL))
    {
      guint64 code = LUDUS_PLUGIN_ERROR_OPEN;

      g_ascii_string_to_unsigned (fields[1], 10, 0, LUDUS_PLUGIN_ERROR_SCAN, &code, NULL);
      g_set_error_literal (error, LUDUS_PLUGIN_ERROR, (int) code, fields[2]);
      return NULL;
    }
  g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_SCAN,
               _("%s could not be examined: the plugin scanner gave no answer it could read"),
               path);
  return NULL;
}

/* Runs the scanner on path; the game's id, or NULL with why. */
static char *
run_scanner (const char  *scanner,
             const char  *path,
             GError     **error)
{
  const char *argv[] = { scanner, path, NULL };
  g_autoptr(GError) spawn_error = NULL;
  g_autoptr(GString) output = g_string_new (NULL);
  GPid pid;
  int out_fd, status = 0;
  /* LUDUS_PLUGIN_SCAN_TIMEOUT_MS shortens the wait for the tests of a plugin that hangs. */
  const char *timeout_env = g_getenv ("LUDUS_PLUGIN_SCAN_TIMEOUT_MS");
  gint64 timeout_ms = timeout_env != NULL ? g_ascii_strtoll (timeout_env, NULL, 10)
                                          : SCAN_TIMEOUT_MS;
  gint64 deadline = g_get_monotonic_time () + MAX (timeout_ms, 100) * 1000;
  gboolean exited = FALSE;

  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &pid, NULL, &out_fd, NULL, &spawn_error))
    return ludus_plugin_probe (path, error);

  /* Reads until the scanner closes its output or the time is up. */
  while (!exited)
    {
      char buffer[4096];
      gssize n;
      GPollFD fd = { out_fd, G_IO_IN | G_IO_HUP, 0 };
      gint64 left = deadline - g_get_monotonic_time ();

      if (left <= 0)
        break;
      if (g_poll (&fd, 1, (int) MIN (left / 1000 + 1, 100)) > 0)
        {
          n = read (out_fd, buffer, sizeof buffer);
          if (n > 0 && output->len < 65536)
            g_string_append_len (output, buffer, n);
          else if (n == 0)
            exited = TRUE;
        }
    }
  close (out_fd);
  if (!exited)
    {
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
      g_spawn_close_pid (pid);
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_SCAN,
                   _("%s did not answer within %d seconds when it was examined, so it was "
                     "stopped"), path, (int) MAX (timeout_ms / 1000, 1));
      return NULL;
    }
  while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
    ;
  g_spawn_close_pid (pid);

  if (WIFSIGNALED (status))
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_SCAN,
                   _("%s crashed when it was examined (signal %d, %s)"), path,
                   WTERMSIG (status), g_strsignal (WTERMSIG (status)));
      return NULL;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_SCAN,
                   _("%s stopped the plugin scanner when it was examined (exit status %d)"),
                   path, WIFEXITED (status) ? WEXITSTATUS (status) : -1);
      return NULL;
    }
  return parse_answer (path, output->str, error);
}

/**
 * ludus_plugin_scan:
 * @cache: (nullable): the cache of earlier answers
 * @path: a module file, canonical
 *
 * Returns: (transfer full): the id of the game @path provides, or %NULL with @error saying
 *   why it cannot be used
 */
char *
ludus_plugin_scan (LudusScanCache  *cache,
                   const char      *path,
                   GError         **error)
{
  g_autofree char *scanner = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *entry;
  GStatBuf st;
  char *id;

  if (g_stat (path, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_OPEN,
                   _("Cannot open %s: %s"), path, g_strerror (saved_errno));
      return NULL;
    }
  entry = cache != NULL && json_object_has_member (cache->entries, path) &&
          JSON_NODE_HOLDS_OBJECT (json_object_get_member (cache->entries, path))
          ? json_object_get_object_member (cache->entries, path) : NULL;
  if (entry != NULL && entry_matches (entry, &st))
    return result_from_entry (entry, error);

  scanner = find_scanner ();
  if (scanner != NULL)
    id = run_scanner (scanner, path, &local_error);
  else
    {
      /* No scanner (a program run from a build tree without its library's folder): the
       * plugin is examined here, as Ludus 0.1 did. */
      g_debug ("No plugin scanner beside libludus-core; examining %s in this process", path);
      id = ludus_plugin_probe (path, &local_error);
    }
  if (cache != NULL && scanner != NULL)
    store (cache, path, &st, id, local_error);
  if (id == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return id;
}
