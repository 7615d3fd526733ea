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
#include "ludus-registry.h"
#include "ludus-rules.h"

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

/**
 * ludus_registry_load_directory:
 * @path: a directory
 *
 * Loads every module file (`*.so`) in @path, in name order. Other files are
 * skipped; failures are recorded and do not stop the others.
 */
void
ludus_registry_load_directory (LudusRegistry *self,
                               const char    *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *name;

  g_return_if_fail (LUDUS_IS_REGISTRY (self));

  dir = g_dir_open (path, 0, &error);
  if (dir == NULL)
    {
      g_debug ("No plugins in %s: %s", path, error->message);
      return;
    }

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, "." G_MODULE_SUFFIX))
      g_ptr_array_add (names, g_strdup (name));

  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file = g_build_filename (path, g_ptr_array_index (names, i), NULL);

      ludus_registry_load_module (self, file, NULL);
    }
}

/**
 * ludus_registry_load_default:
 *
 * Loads the directories of `LUDUS_PLUGIN_PATH` (colon-separated), then the
 * installed directory unless `LUDUS_PLUGIN_PATH_ONLY` is set. The working
 * directory is never searched.
 */
void
ludus_registry_load_default (LudusRegistry *self)
{
  const char *env = g_getenv ("LUDUS_PLUGIN_PATH");

  g_return_if_fail (LUDUS_IS_REGISTRY (self));

  if (env != NULL && *env != '\0')
    {
      g_auto(GStrv) dirs = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; dirs[i] != NULL; i++)
        if (g_path_is_absolute (dirs[i]))
          ludus_registry_load_directory (self, dirs[i]);
    }

  if (g_getenv ("LUDUS_PLUGIN_PATH_ONLY") == NULL)
    ludus_registry_load_directory (self, ludus_registry_get_install_dir ());
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
