/* ludus-registry.c: finding, checking and loading game plugins
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gmodule.h>
#include <string.h>

#include "ludus-component-data.h"
#include "ludus-plugin-scan.h"
#include "ludus-registry.h"
#include "ludus-rules.h"

/* The install directory (games-<API>, from meson.build) and the version plugins export must agree. */
G_STATIC_ASSERT (LUDUS_PLUGIN_API_VERSION == LUDUS_PLUGIN_API_VERSION_CONFIG);

struct _LudusRegistry
{
  GObject     parent_instance;

  GPtrArray  *games;      /* LudusGame */
  GPtrArray  *failures;   /* LudusPluginFailure */
  GHashTable *loaded;     /* canonical path tried -> its GError, or NULL if it loaded */
  GHashTable *builtin;    /* game id -> LudusGame playing with its built-in data */
};

G_DEFINE_FINAL_TYPE (LudusRegistry, ludus_registry, G_TYPE_OBJECT)

G_DEFINE_QUARK (ludus-plugin-error-quark, ludus_plugin_error)

static void
failure_free (LudusPluginFailure *failure)
{
  g_free (failure->path);
  g_clear_error (&failure->error);
  g_free (failure);
}

static void
error_free_nullable (gpointer error)
{
  if (error != NULL)
    g_error_free (error);
}

static void
ludus_registry_finalize (GObject *object)
{
  LudusRegistry *self = LUDUS_REGISTRY (object);

  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->failures, g_ptr_array_unref);
  g_clear_pointer (&self->loaded, g_hash_table_unref);
  g_clear_pointer (&self->builtin, g_hash_table_unref);

  G_OBJECT_CLASS (ludus_registry_parent_class)->finalize (object);
}

static void
ludus_registry_class_init (LudusRegistryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ludus_registry_finalize;
}

static void
ludus_registry_init (LudusRegistry *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->failures = g_ptr_array_new_with_free_func ((GDestroyNotify) failure_free);
  self->loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, error_free_nullable);
  self->builtin = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

/**
 * ludus_registry_new:
 *
 * Returns: (transfer full): an empty registry
 */
LudusRegistry *
ludus_registry_new (void)
{
  return g_object_new (LUDUS_TYPE_REGISTRY, NULL);
}

/**
 * ludus_registry_get_install_dir:
 *
 * The directory of installed plugins: the one relative to the running
 * executable if it exists (so a moved install tree works), else the
 * configured one.
 */
const char *
ludus_registry_get_install_dir (void)
{
  static char *dir;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      char *found = NULL;

      if (exe != NULL)
        {
          g_autofree char *bindir = g_path_get_dirname (exe);
          g_autofree char *candidate = g_build_filename (bindir, LUDUS_PLUGIN_DIR_FROM_BINDIR, NULL);

          if (g_file_test (candidate, G_FILE_TEST_IS_DIR))
            found = g_canonicalize_filename (candidate, NULL);
        }
      if (found == NULL)
        found = g_strdup (LUDUS_PLUGIN_DIR);

      dir = found;
      g_once_init_leave (&once, 1);
    }

  return dir;
}

static void
record_failure (LudusRegistry *self,
                const char    *path,
                const GError  *error)
{
  LudusPluginFailure *failure = g_new0 (LudusPluginFailure, 1);

  failure->path = g_strdup (path);
  failure->error = g_error_copy (error);
  g_ptr_array_add (self->failures, failure);
  g_warning ("Cannot use the game plugin %s: %s", path, error->message);
}

static gint
compare_games (gconstpointer a,
               gconstpointer b)
{
  LudusGame *ga = *(LudusGame **) a;
  LudusGame *gb = *(LudusGame **) b;

  return g_strcmp0 (ludus_game_get_id (ga), ludus_game_get_id (gb));
}

/**
 * ludus_registry_add_game:
 * @game: a game object
 *
 * Registers @game. A second game with the same id is refused.
 *
 * Returns: %TRUE if added
 */
gboolean
ludus_registry_add_game (LudusRegistry  *self,
                         LudusGame      *game,
                         GError        **error)
{
  const char *id;

  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), FALSE);
  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);

  id = ludus_game_get_id (game);
  if (ludus_registry_lookup (self, id) != NULL)
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_DUPLICATE,
                   _("A game with the id “%s” is already loaded"), id);
      return FALSE;
    }

  g_ptr_array_add (self->games, g_object_ref (game));
  g_ptr_array_sort (self->games, compare_games);
  return TRUE;
}

static GType
query_module (GModule     *module,
              const char  *path,
              GError     **error)
{
  gpointer version_symbol = NULL, query_symbol = NULL;
  GType (*query) (void);
  GType type;

  if (!g_module_symbol (module, "ludus_plugin_api_version", &version_symbol) ||
      !g_module_symbol (module, "ludus_plugin_query_type", &query_symbol))
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_MISSING_SYMBOL,
                   _("%s is not a Ludus game plugin: it lacks its entry point"), path);
      return G_TYPE_INVALID;
    }

  if (*(const guint *) version_symbol != LUDUS_PLUGIN_API_VERSION)
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_API_VERSION,
                   _("%s was built for plugin interface %u, but this Ludus uses %u"),
                   path, *(const guint *) version_symbol, LUDUS_PLUGIN_API_VERSION);
      return G_TYPE_INVALID;
    }

  query = (GType (*) (void)) query_symbol;
  type = query ();
  if (!g_type_is_a (type, G_TYPE_OBJECT) || G_TYPE_IS_ABSTRACT (type) ||
      !g_type_is_a (type, LUDUS_TYPE_GAME))
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_BAD_TYPE,
                   _("%s does not provide a game: its type “%s” does not implement LudusGame"),
                   path, type ? g_type_name (type) : "(none)");
      return G_TYPE_INVALID;
    }

  return type;
}

/**
 * ludus_plugin_probe:
 * @path: a module file
 *
 * Opens @path in this process, checks its entry point, API version and type, makes its game
 * object and returns its id. What ludus-plugin-scanner runs, in a process of its own.
 *
 * Returns: (transfer full): the id, or %NULL with @error set
 */
char *
ludus_plugin_probe (const char  *path,
                    GError     **error)
{
  g_autoptr(LudusGame) game = NULL;
  GModule *module;
  GType type;

  module = g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_OPEN,
                   _("Cannot open %s: %s"), path, g_module_error ());
      return NULL;
    }
  g_module_make_resident (module);
  type = query_module (module, path, error);
  if (type == G_TYPE_INVALID)
    return NULL;
  game = g_object_new (type, NULL);
  if (ludus_game_get_id (game) == NULL || !g_utf8_validate (ludus_game_get_id (game), -1, NULL) ||
      *ludus_game_get_id (game) == '\0' || strchr (ludus_game_get_id (game), '\t') != NULL ||
      strchr (ludus_game_get_id (game), '\n') != NULL)
    {
      g_set_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_BAD_TYPE,
                   _("%s does not provide a game: its game has no usable id"), path);
      return NULL;
    }
  return g_strdup (ludus_game_get_id (game));
}

/**
 * ludus_registry_load_module:
 * @path: a module file
 * @error: return location for a #GError
 *
 * Opens @path, checks its API version and that its type implements
 * #LudusGame, makes it resident and registers its game. A failure is also
 * recorded in the failures list, with a warning.
 *
 * Returns: %TRUE if the game was added
 */
gboolean
ludus_registry_load_module (LudusRegistry  *self,
                            const char     *path,
                            GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *canonical = NULL;
  GModule *module;
  GType type;

  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  canonical = g_canonicalize_filename (path, NULL);

  /* A module is opened once; trying it again gives the same answer. */
  if (g_hash_table_contains (self->loaded, canonical))
    {
      const GError *earlier = g_hash_table_lookup (self->loaded, canonical);

      if (earlier == NULL)
        return TRUE;
      g_propagate_error (error, g_error_copy (earlier));
      return FALSE;
    }

  module = g_module_open (canonical, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (&local_error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_OPEN,
                   _("Cannot open %s: %s"), canonical, g_module_error ());
      goto failed;
    }

  type = query_module (module, canonical, &local_error);
  if (type == G_TYPE_INVALID)
    {
      /* A module whose query ran may have registered types: keep it. */
      g_module_make_resident (module);
      g_module_close (module);
      goto failed;
    }

  /* Types registered by the module stay registered: it may never unload. */
  g_module_make_resident (module);

  game = g_object_new (type, NULL);
  if (ludus_registry_lookup (self, ludus_game_get_id (game)) != NULL)
    {
      g_set_error (&local_error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_DUPLICATE,
                   _("%s provides the game “%s”, which is already loaded"),
                   canonical, ludus_game_get_id (game));
      goto failed;
    }
  if (!ludus_registry_add_game (self, game, &local_error))
    goto failed;

  g_hash_table_insert (self->loaded, g_strdup (canonical), NULL);
  g_debug ("Loaded game “%s” from %s", ludus_game_get_id (game), canonical);
  return TRUE;

failed:
  g_hash_table_insert (self->loaded, g_strdup (canonical), g_error_copy (local_error));
  record_failure (self, canonical, local_error);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* g_ptr_array_sort () passes pointers to the elements, not the elements. */
static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
list_modules (const char *dir_path,
              GPtrArray  *files)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *name;

  dir = g_dir_open (dir_path, 0, &error);
  if (dir == NULL)
    {
      g_debug ("No plugins in %s: %s", dir_path, error->message);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, "." G_MODULE_SUFFIX))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (files, g_build_filename (dir_path, g_ptr_array_index (names, i), NULL));
}

static void
record_other_copy (LudusRegistry *self,
                   const char    *path,
                   const char    *id,
                   const char    *used,
                   gboolean       shadowed)
{
  g_autoptr(GError) error = NULL;

  if (shadowed)
    g_set_error (&error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_SHADOWED,
                 _("%s provides the game “%s”, which the installed %s provides too; the "
                   "installed one is used (LUDUS_PLUGIN_PATH_FIRST=1 puts LUDUS_PLUGIN_PATH "
                   "first)"), path, id, used);
  else
    g_set_error (&error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_DUPLICATE,
                 _("%s is a second plugin for the game “%s”, which %s provides; only that one "
                   "is used"), path, id, used);
  g_hash_table_insert (self->loaded, g_strdup (path), g_error_copy (error));
  record_failure (self, path, error);
}

/**
 * ludus_registry_load_directories:
 * @dirs: (array zero-terminated=1): directories, in order of preference
 * @installed: the index in @dirs of the installed directory, or -1
 *
 * Examines every module file (`*.so`) of @dirs, each in a short-lived process of its own
 * (ludus-plugin-scanner; the answers are cached by file name, size and modification time),
 * then loads, for each game id, the first file that provides it. A module that cannot be
 * used, and every other file providing a game already chosen, is recorded as a failure
 * that names the file and why (both files, for a second copy or a shadowed game).
 */
void
ludus_registry_load_directories (LudusRegistry      *self,
                                 const char *const  *dirs,
                                 int                 installed_index)
{
  g_autoptr(LudusScanCache) cache = ludus_scan_cache_load ();
  g_autoptr(GHashTable) chosen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) chosen_installed = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_if_fail (LUDUS_IS_REGISTRY (self));

  for (guint d = 0; dirs[d] != NULL; d++)
    {
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
      gboolean installed = (int) d == installed_index;

      list_modules (dirs[d], files);
      for (guint i = 0; i < files->len; i++)
        {
          g_autofree char *canonical = g_canonicalize_filename (g_ptr_array_index (files, i),
                                                                NULL);
          g_autoptr(GError) error = NULL;
          g_autofree char *id = NULL;
          const char *used;

          /* The same file twice (a directory listed twice, a symlink): once is enough. */
          if (g_hash_table_contains (self->loaded, canonical))
            continue;
          id = ludus_plugin_scan (cache, canonical, &error);
          if (id == NULL)
            {
              g_hash_table_insert (self->loaded, g_strdup (canonical), g_error_copy (error));
              record_failure (self, canonical, error);
              continue;
            }
          used = g_hash_table_lookup (chosen, id);
          if (used == NULL)
            used = ludus_registry_lookup (self, id) != NULL ? "" : NULL;
          if (used != NULL)
            {
              gboolean shadowed = g_hash_table_contains (chosen_installed, id) && !installed;

              record_other_copy (self, canonical, id, *used ? used : id, shadowed);
              continue;
            }
          if (ludus_registry_load_module (self, canonical, NULL))
            {
              g_hash_table_insert (chosen, g_strdup (id), g_strdup (canonical));
              if (installed)
                g_hash_table_add (chosen_installed, (gpointer) g_intern_string (id));
            }
        }
    }
}

/**
 * ludus_registry_load_directory:
 * @path: a directory
 *
 * ludus_registry_load_directories () for one directory.
 */
void
ludus_registry_load_directory (LudusRegistry *self,
                               const char    *path)
{
  const char *dirs[] = { path, NULL };

  ludus_registry_load_directories (self, dirs, -1);
}

/**
 * ludus_registry_load_default:
 *
 * The installed directory, then the directories of `LUDUS_PLUGIN_PATH`
 * (colon-separated, absolute ones only; the working directory is never searched). An
 * installed game wins over a plugin of the same id on the path, which is reported as
 * shadowed, unless `LUDUS_PLUGIN_PATH_FIRST` is set (`meson devenv` sets it, so that a build
 * tree's games are played even where Ludus is installed). `LUDUS_PLUGIN_PATH_ONLY` leaves the
 * installed directory out, as the tests do.
 */
void
ludus_registry_load_default (LudusRegistry *self)
{
  const char *env = g_getenv ("LUDUS_PLUGIN_PATH");
  g_autoptr(GPtrArray) dirs = g_ptr_array_new ();
  g_auto(GStrv) path_dirs = NULL;
  gboolean path_first = g_getenv ("LUDUS_PLUGIN_PATH_FIRST") != NULL ||
                        g_getenv ("LUDUS_PLUGIN_PATH_ONLY") != NULL;
  int installed_index = -1;

  g_return_if_fail (LUDUS_IS_REGISTRY (self));

  if (env != NULL && *env != '\0')
    path_dirs = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);
  if (!path_first)
    {
      installed_index = 0;
      g_ptr_array_add (dirs, (gpointer) ludus_registry_get_install_dir ());
    }
  for (guint i = 0; path_dirs != NULL && path_dirs[i] != NULL; i++)
    if (g_path_is_absolute (path_dirs[i]))
      g_ptr_array_add (dirs, path_dirs[i]);
  if (path_first && g_getenv ("LUDUS_PLUGIN_PATH_ONLY") == NULL)
    {
      installed_index = (int) dirs->len;
      g_ptr_array_add (dirs, (gpointer) ludus_registry_get_install_dir ());
    }
  g_ptr_array_add (dirs, NULL);
  ludus_registry_load_directories (self, (const char *const *) dirs->pdata, installed_index);
}

GPtrArray *
ludus_registry_get_games (LudusRegistry *self)
{
  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), NULL);
  return self->games;
}

LudusGame *
ludus_registry_lookup (LudusRegistry *self,
                       const char    *id)
{
  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), NULL);

  for (guint i = 0; id != NULL && i < self->games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (self->games, i);

      if (g_str_equal (ludus_game_get_id (game), id))
        return game;
    }
  return NULL;
}

/**
 * ludus_registry_get_builtin_data_game:
 * @game: a game of the registry
 *
 * Returns: (transfer none): a game of @game's type that plays with its built-in data
 */
LudusGame *
ludus_registry_get_builtin_data_game (LudusRegistry *self,
                                      LudusGame     *game)
{
  LudusGame *variant;

  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  if (ludus_game_get_data_loader (game) == NULL || ludus_game_uses_builtin_data (game))
    return game;
  variant = g_hash_table_lookup (self->builtin, ludus_game_get_id (game));
  if (variant == NULL)
    {
      if (LUDUS_IS_RULES_GAME (game))
        variant = ludus_rules_game_new_builtin_data (LUDUS_RULES_GAME (game));
      else
        {
          /* Made as the registry made the game, from its type; the instance sets its loader. */
          variant = g_object_new (G_OBJECT_TYPE (game), NULL);
          ludus_game_use_builtin_data (variant);
        }
      g_hash_table_insert (self->builtin, g_strdup (ludus_game_get_id (game)), variant);
    }
  return variant;
}

GPtrArray *
ludus_registry_get_failures (LudusRegistry *self)
{
  g_return_val_if_fail (LUDUS_IS_REGISTRY (self), NULL);
  return self->failures;
}
