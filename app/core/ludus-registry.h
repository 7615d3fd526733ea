/* ludus-registry.h: finding, loading and listing game plugins
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-game.h"

G_BEGIN_DECLS

/* Bumped whenever LudusGameInterface or the plugin entry changes. Plugins
 * install to $libdir/ludus/games-<API>/. */
#define LUDUS_PLUGIN_API_VERSION 3

/*
 * A plugin module exports exactly these two symbols; use LUDUS_DEFINE_PLUGIN.
 *   const guint ludus_plugin_api_version;
 *   GType       ludus_plugin_query_type (void);
 */
#define LUDUS_DEFINE_PLUGIN(get_type_func)                               \
  G_MODULE_EXPORT const guint ludus_plugin_api_version = LUDUS_PLUGIN_API_VERSION; \
  G_MODULE_EXPORT GType ludus_plugin_query_type (void);                  \
  G_MODULE_EXPORT GType ludus_plugin_query_type (void)                   \
  {                                                                      \
    return get_type_func ();                                             \
  }

#define LUDUS_PLUGIN_ERROR (ludus_plugin_error_quark ())

typedef enum
{
  LUDUS_PLUGIN_ERROR_OPEN,
  LUDUS_PLUGIN_ERROR_MISSING_SYMBOL,
  LUDUS_PLUGIN_ERROR_API_VERSION,
  LUDUS_PLUGIN_ERROR_BAD_TYPE,
  LUDUS_PLUGIN_ERROR_DUPLICATE,
  LUDUS_PLUGIN_ERROR_DATA,
  LUDUS_PLUGIN_ERROR_SHADOWED,
  LUDUS_PLUGIN_ERROR_SCAN,
} LudusPluginError;

GQuark ludus_plugin_error_quark (void);

/**
 * LudusPluginFailure:
 * @path: the module file that could not be used
 * @error: why
 */
typedef struct
{
  char   *path;
  GError *error;
} LudusPluginFailure;

#define LUDUS_TYPE_REGISTRY (ludus_registry_get_type ())
G_DECLARE_FINAL_TYPE (LudusRegistry, ludus_registry, LUDUS, REGISTRY, GObject)

LudusRegistry *ludus_registry_new              (void);
/* Loads the installed directory, then LUDUS_PLUGIN_PATH's directories (those first if
 * LUDUS_PLUGIN_PATH_FIRST is set; only those if LUDUS_PLUGIN_PATH_ONLY is set, as the tests
 * do). Each plugin is first examined by ludus-plugin-scanner in a process of its own. When two
 * files provide one game id, the first in that order is used and the other is reported,
 * naming both. */
void           ludus_registry_load_default     (LudusRegistry *self);
void           ludus_registry_load_directory   (LudusRegistry *self,
                                                const char    *path);
/* dirs in order of preference; installed_index: which of them is the installed directory,
 * or -1 if none is. */
void           ludus_registry_load_directories (LudusRegistry      *self,
                                                const char *const  *dirs,
                                                int                 installed_index);
gboolean       ludus_registry_load_module      (LudusRegistry *self,
                                                const char    *path,
                                                GError       **error);
/* Registers a game object directly (tests that link an engine statically). */
gboolean       ludus_registry_add_game         (LudusRegistry *self,
                                                LudusGame     *game,
                                                GError       **error);
/* Games sorted by id; element type LudusGame. */
GPtrArray     *ludus_registry_get_games        (LudusRegistry *self);
LudusGame     *ludus_registry_lookup           (LudusRegistry *self,
                                                const char    *id);
/* A second object of game's type that plays with the game's built-in component data
 * whatever override is present (to replay a save made with it); game itself if it has no
 * component data. Made once per id. */
LudusGame     *ludus_registry_get_builtin_data_game (LudusRegistry *self,
                                                     LudusGame     *game);
/* Element type LudusPluginFailure. */
GPtrArray     *ludus_registry_get_failures     (LudusRegistry *self);
const char    *ludus_registry_get_install_dir  (void);

G_END_DECLS
