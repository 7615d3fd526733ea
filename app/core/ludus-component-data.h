/* ludus-component-data.h: loading a game's component data, with user overrides
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

/* Parses and validates a components.json document into the game's own struct, newly
 * allocated with g_malloc (it lives as long as the process); NULL with error naming the
 * element and the value at fault. */
typedef gpointer (*LudusDataParseFunc) (JsonNode  *root,
                                        GError   **error);

/**
 * LudusDataLoader:
 * @game_id: the game's id; the user's override is
 *   $XDG_DATA_HOME/ludus/games/<game_id>/components.json
 * @resource_path: the built-in file in the game's GResource
 * @get_resource: (nullable): the game's GResource, registered before the first lookup
 * @parse: reads a document into the game's data
 *
 * What the core needs to load a game's component data; a game keeps one in static storage.
 */
typedef struct
{
  const char         *game_id;
  const char         *resource_path;
  GResource        *(*get_resource) (void);
  LudusDataParseFunc  parse;
  gpointer            padding[4];
} LudusDataLoader;

typedef struct _LudusComponentData LudusComponentData;

/*
 * A game's loader and its typed getter, from a parser that fills a zeroed struct,
 *   gboolean my_data_parse (JsonNode *root, MyData *data, GError **error);
 * in one line of the game's data file (no semicolon after it):
 *   LUDUS_DEFINE_DATA_LOADER (my_data, MyData, "my-game", MY_DATA_RESOURCE, my_get_resource)
 * It defines `const LudusDataLoader my_data_loader` and `const MyData *my_data_get (GError
 * **error)`, which the game's header declares. The getter gives the data the current call
 * plays with (the user's valid override, else the built-in data; the built-in data while the
 * core replays a match with it), or NULL with error if even the built-in data is invalid:
 * never keep the pointer across calls.
 */
#define LUDUS_DEFINE_DATA_LOADER(prefix, Type, id, path, resource_func)                       \
  static gpointer                                                                              \
  prefix##_parse_new (JsonNode  *root,                                                         \
                      GError   **error)                                                        \
  {                                                                                            \
    g_autofree Type *parsed = g_new0 (Type, 1);                                                \
                                                                                               \
    if (!prefix##_parse (root, parsed, error))                                                 \
      return NULL;                                                                             \
    return g_steal_pointer (&parsed);                                                          \
  }                                                                                            \
                                                                                               \
  const LudusDataLoader prefix##_loader = {                                                    \
    .game_id = (id),                                                                           \
    .resource_path = (path),                                                                   \
    .get_resource = (resource_func),                                                           \
    .parse = prefix##_parse_new,                                                               \
  };                                                                                           \
                                                                                               \
  const Type *                                                                                 \
  prefix##_get (GError **error)                                                                \
  {                                                                                            \
    return ludus_component_data_get_parsed (ludus_component_data_get (&prefix##_loader,        \
                                                                      error));                 \
  }


/**
 * LudusDataNote:
 * @game_id: whose data
 * @path: the override file
 * @message: translated: that it is used, or why it is ignored
 * @ignored: whether it failed and the built-in data is used instead
 */
typedef struct
{
  char     *game_id;
  char     *path;
  char     *message;
  gboolean  ignored;
} LudusDataNote;

/* The data in use (the valid override, else the built-in), and the built-in data. Each is
 * read and parsed once per process; the result, and an error, are kept. Thread-safe. */
const LudusComponentData *ludus_component_data_get         (const LudusDataLoader     *loader,
                                                            GError                   **error);
const LudusComponentData *ludus_component_data_get_builtin (const LudusDataLoader     *loader,
                                                            GError                   **error);
gconstpointer             ludus_component_data_get_parsed  (const LudusComponentData  *data);
/* "sha256:<hex>" of the exact bytes parsed. */
const char               *ludus_component_data_get_digest  (const LudusComponentData  *data);
/* The override file, or NULL for the built-in data. */
const char               *ludus_component_data_get_path    (const LudusComponentData  *data);
/* Overrides used or ignored so far, in the order loaded. Element type LudusDataNote. */
GPtrArray                *ludus_component_data_get_notes   (void);
/* The translated note on the game's override (used, or ignored and why), or NULL. */
const char               *ludus_component_data_get_note    (const LudusDataLoader     *loader);
/* Parses a document with loader->parse, through the guarded JSON reader (for tests and the
 * fuzzers); the result is newly allocated. */
gpointer                  ludus_component_data_parse_bytes (const LudusDataLoader     *loader,
                                                            const char                *data,
                                                            gsize                      length,
                                                            GError                   **error);

/* A game object's data. A game sets its loader when an instance is made; the core then
 * knows which data it plays with (saves record its digest), and can make a sibling that
 * plays with the built-in data (ludus_registry_get_builtin_data_game ()). */
void                      ludus_game_set_data_loader       (LudusGame                 *game,
                                                            const LudusDataLoader     *loader);
const LudusDataLoader    *ludus_game_get_data_loader       (LudusGame                 *game);
/* The data this game object plays with, or NULL (with error) if it has none or it failed. */
const LudusComponentData *ludus_game_get_component_data    (LudusGame                 *game,
                                                            GError                   **error);
/* Its parsed form; NULL if none. */
gconstpointer             ludus_game_get_data              (LudusGame                 *game);
/* While a call on a game object that plays with the built-in data runs, on the thread that
 * runs it, ludus_component_data_get () gives the built-in data: the engine of a match
 * replayed with it needs no other change. LudusRulesGame enters it around every call into
 * the engine; g_auto(LudusDataScope) leaves it. */
typedef gboolean LudusDataScope;
gboolean                  ludus_component_data_enter_builtin (gboolean               builtin);
void                      ludus_component_data_leave_builtin (gboolean               entered);
G_DEFINE_AUTO_CLEANUP_FREE_FUNC (LudusDataScope, ludus_component_data_leave_builtin, FALSE)

/* Marks game as playing with the built-in data whatever override is present. */
void                      ludus_game_use_builtin_data      (LudusGame                 *game);
gboolean                  ludus_game_uses_builtin_data     (LudusGame                 *game);

typedef gboolean (*LudusDataValidateFunc) (JsonNode  *root,
                                           gpointer   user_data,
                                           GError   **error);

/*
 * Loads a game's component data. If
 * $XDG_DATA_HOME/ludus/games/<game_id>/components.json exists and passes
 * validate, it is used; if it fails, a warning says why and the built-in data
 * (the GResource at resource_path) is used. The built-in data must validate.
 * override_message, if not NULL, receives a translated note when an override
 * was used or rejected, else NULL.
 */
JsonNode *ludus_component_data_load (const char             *game_id,
                                     const char             *resource_path,
                                     LudusDataValidateFunc   validate,
                                     gpointer                user_data,
                                     char                  **override_message,
                                     GError                **error);

/* Small checked readers for validating data files. Each sets error naming
 * the member when it is missing or of the wrong type or range. */
gboolean  ludus_json_get_int        (JsonObject  *object,
                                     const char  *member,
                                     gint64       min,
                                     gint64       max,
                                     gint64      *value,
                                     GError     **error);
JsonArray *ludus_json_get_array     (JsonObject  *object,
                                     const char  *member,
                                     GError     **error);
JsonObject *ludus_json_get_object   (JsonObject  *object,
                                     const char  *member,
                                     GError     **error);
const char *ludus_json_get_string   (JsonObject  *object,
                                     const char  *member,
                                     GError     **error);

G_END_DECLS
