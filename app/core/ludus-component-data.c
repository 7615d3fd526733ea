/* ludus-component-data.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ludus-component-data.h"
#include "ludus-game.h"
#include "ludus-json.h"
#include "ludus-rules.h"

/* No components.json comes near this; an override larger than it is a mistake. */
#define MAX_DATA_BYTES (4 * 1024 * 1024)

static JsonNode *
parse_bytes (GBytes      *bytes,
             const char  *where,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  JsonNode *root = ludus_json_parse (data, size, LUDUS_JSON_MAX_DEPTH, &local_error);

  if (root == NULL && where != NULL)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                 "%s: %s", where, local_error->message);
  else if (root == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return root;
}

static JsonNode *
load_override (const char             *game_id,
               LudusDataValidateFunc   validate,
               gpointer                user_data,
               char                  **message)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ludus", "games",
                                            game_id, "components.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *contents = NULL;
  gsize length = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;

  contents = ludus_file_read (path, MAX_DATA_BYTES, &length, &error);
  if (contents == NULL)
    goto failed;
  bytes = g_bytes_new_take (contents, length);
  root = parse_bytes (bytes, NULL, &error);
  if (root == NULL)
    goto failed;
  if (!validate (root, user_data, &error))
    {
      /* A validator that fails must say why; one that does not is a bug, not a crash. */
      if (error == NULL)
        g_set_error_literal (&error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                             _("the data is not valid"));
      goto failed;
    }

  if (message)
    *message = g_strdup_printf (_("Using the component data in %s"), path);
  return g_steal_pointer (&root);

failed:
  g_warning ("Ignoring %s: %s", path, error->message);
  if (message)
    *message = g_strdup_printf (_("Ignored the component data in %s: %s"), path, error->message);
  return NULL;
}

/* The cached loader. */

struct _LudusComponentData
{
  gpointer  parsed;
  char     *digest;
  char     *path;      /* the override, or NULL */
};

typedef struct
{
  LudusComponentData *in_use;
  LudusComponentData *builtin;
  GError             *in_use_error;
  GError             *builtin_error;
  gboolean            in_use_done;
  gboolean            builtin_done;
} Entry;

static GMutex cache_lock;
static GHashTable *cache;     /* const LudusDataLoader * -> Entry */
static GPtrArray *notes;      /* LudusDataNote */

/* Inside a call on a game object that plays with the built-in data, on this thread. */
static _Thread_local guint builtin_depth;

/* Engines read their data on every call: a lock-free look-up of what is loaded. */
#define N_FAST 32
typedef struct
{
  gconstpointer             loader;
  const LudusComponentData *in_use;
  const LudusComponentData *builtin;
} Fast;
static Fast fast[N_FAST];
static guint n_fast;

gboolean
ludus_component_data_enter_builtin (gboolean builtin)
{
  if (builtin)
    builtin_depth++;
  return builtin;
}

void
ludus_component_data_leave_builtin (gboolean entered)
{
  if (entered)
    builtin_depth--;
}

static const LudusComponentData *
fast_lookup (const LudusDataLoader *loader,
             gboolean               builtin)
{
  guint n = g_atomic_int_get (&n_fast);

  for (guint i = 0; i < n; i++)
    if (fast[i].loader == loader)
      return builtin ? fast[i].builtin : fast[i].in_use;
  return NULL;
}

/* Called with the lock held once both are loaded. */
static void
fast_add (const LudusDataLoader    *loader,
          const LudusComponentData *in_use,
          const LudusComponentData *builtin)
{
  guint n = g_atomic_int_get (&n_fast);

  if (n >= N_FAST || fast_lookup (loader, FALSE) != NULL)
    return;
  fast[n].loader = loader;
  fast[n].in_use = in_use;
  fast[n].builtin = builtin;
  g_atomic_int_set (&n_fast, n + 1);
}

static LudusComponentData *
data_new (gpointer     parsed,
          const char  *bytes,
          gsize        length,
          const char  *path)
{
  LudusComponentData *data = g_new0 (LudusComponentData, 1);
  g_autofree char *hex = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) bytes,
                                                      length);

  data->parsed = parsed;
  data->digest = g_strconcat ("sha256:", hex, NULL);
  data->path = g_strdup (path);
  return data;
}

gpointer
ludus_component_data_parse_bytes (const LudusDataLoader  *loader,
                                  const char             *bytes,
                                  gsize                   length,
                                  GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = ludus_json_parse (bytes, length, LUDUS_JSON_MAX_DEPTH, error);
  gpointer parsed;

  if (root == NULL)
    return NULL;
  parsed = loader->parse (root, &local_error);
  if (parsed == NULL)
    {
      /* A parser that fails must say why; one that does not is a bug, not a crash. */
      if (local_error == NULL)
        g_set_error_literal (&local_error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                             _("the data is not valid"));
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return parsed;
}

static void
add_note (const LudusDataLoader *loader,
          const char            *path,
          char                  *message,
          gboolean               ignored)
{
  LudusDataNote *note = g_new0 (LudusDataNote, 1);

  note->game_id = g_strdup (loader->game_id);
  note->path = g_strdup (path);
  note->message = message;
  note->ignored = ignored;
  if (notes == NULL)
    notes = g_ptr_array_new ();
  g_ptr_array_add (notes, note);
}

static LudusComponentData *
load_builtin (const LudusDataLoader  *loader,
              GError                **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *text;
  gsize length;
  gpointer parsed;

  if (loader->get_resource != NULL)
    g_resources_register (loader->get_resource ());
  bytes = g_resources_lookup_data (loader->resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  parsed = ludus_component_data_parse_bytes (loader, text, length, &local_error);
  if (parsed == NULL)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   "%s: %s", loader->resource_path, local_error->message);
      return NULL;
    }
  return data_new (parsed, text, length, NULL);
}

/* The override, or NULL (with a note saying why) if there is none or it is not valid. */
static LudusComponentData *
load_user_override (const LudusDataLoader *loader)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ludus", "games",
                                            loader->game_id, "components.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  gpointer parsed = NULL;
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return NULL;
  text = ludus_file_read (path, MAX_DATA_BYTES, &length, &error);
  if (text != NULL)
    parsed = ludus_component_data_parse_bytes (loader, text, length, &error);
  if (parsed == NULL)
    {
      g_warning ("Ignoring %s: %s", path, error->message);
      add_note (loader, path, g_strdup_printf (_("Ignored the component data in %s: %s"),
                                               path, error->message), TRUE);
      return NULL;
    }
  g_message ("Using the component data in %s", path);
  add_note (loader, path, g_strdup_printf (_("Using the component data in %s"), path), FALSE);
  return data_new (parsed, text, length, path);
}

static Entry *
lookup_entry (const LudusDataLoader *loader)
{
  Entry *entry;

  if (cache == NULL)
    cache = g_hash_table_new (NULL, NULL);
  entry = g_hash_table_lookup (cache, loader);
  if (entry == NULL)
    {
      entry = g_new0 (Entry, 1);
      g_hash_table_insert (cache, (gpointer) loader, entry);
    }
  return entry;
}

static const LudusComponentData *
get_builtin_locked (const LudusDataLoader  *loader,
                    Entry                  *entry,
                    GError                **error)
{
  if (!entry->builtin_done)
    {
      entry->builtin = load_builtin (loader, &entry->builtin_error);
      entry->builtin_done = TRUE;
    }
  if (entry->builtin == NULL && error != NULL)
    *error = g_error_copy (entry->builtin_error);
  return entry->builtin;
}

/**
 * ludus_component_data_get:
 * @loader: the game's loader
 *
 * The component data a game plays with: the user's override
 * ($XDG_DATA_HOME/ludus/games/<id>/components.json) if it parses and validates, else the
 * built-in file. An override that fails is named in a warning and in the notes
 * (ludus_component_data_get_notes ()), and the built-in data is used. Each file is read and
 * parsed once per process.
 *
 * Returns: (transfer none): the data, or %NULL if even the built-in data fails (a broken
 *   plugin)
 */
const LudusComponentData *
ludus_component_data_get (const LudusDataLoader  *loader,
                          GError                **error)
{
  const LudusComponentData *data;
  Entry *entry;

  g_return_val_if_fail (loader != NULL && loader->parse != NULL, NULL);

  if (builtin_depth > 0)
    return ludus_component_data_get_builtin (loader, error);
  data = fast_lookup (loader, FALSE);
  if (data != NULL)
    return data;

  g_mutex_lock (&cache_lock);
  entry = lookup_entry (loader);
  if (!entry->in_use_done)
    {
      entry->in_use = load_user_override (loader);
      entry->in_use_done = TRUE;
    }
  /* The built-in data too, once, so that both are found without the lock from now on. */
  data = get_builtin_locked (loader, entry, error);
  if (entry->in_use != NULL)
    data = entry->in_use;
  if (data != NULL && entry->builtin != NULL)
    fast_add (loader, data, entry->builtin);
  g_mutex_unlock (&cache_lock);
  return data;
}

/**
 * ludus_component_data_get_builtin:
 *
 * Returns: (transfer none): the game's built-in data, whatever override there is
 */
const LudusComponentData *
ludus_component_data_get_builtin (const LudusDataLoader  *loader,
                                  GError                **error)
{
  const LudusComponentData *data;

  g_return_val_if_fail (loader != NULL && loader->parse != NULL, NULL);

  data = fast_lookup (loader, TRUE);
  if (data != NULL)
    return data;
  g_mutex_lock (&cache_lock);
  data = get_builtin_locked (loader, lookup_entry (loader), error);
  g_mutex_unlock (&cache_lock);
  return data;
}

gconstpointer
ludus_component_data_get_parsed (const LudusComponentData *data)
{
  return data != NULL ? data->parsed : NULL;
}

const char *
ludus_component_data_get_digest (const LudusComponentData *data)
{
  return data != NULL ? data->digest : NULL;
}

const char *
ludus_component_data_get_path (const LudusComponentData *data)
{
  return data != NULL ? data->path : NULL;
}

/**
 * ludus_component_data_get_notes:
 *
 * Returns: (transfer container) (element-type LudusDataNote): the overrides used or
 *   ignored so far; the notes themselves stay owned by the core
 */
GPtrArray *
ludus_component_data_get_notes (void)
{
  GPtrArray *copy = g_ptr_array_new ();

  g_mutex_lock (&cache_lock);
  for (guint i = 0; notes != NULL && i < notes->len; i++)
    g_ptr_array_add (copy, g_ptr_array_index (notes, i));
  g_mutex_unlock (&cache_lock);
  return copy;
}

/**
 * ludus_component_data_get_note:
 *
 * Returns: (nullable): the note on the game's override, once its data has been loaded
 */
const char *
ludus_component_data_get_note (const LudusDataLoader *loader)
{
  const char *message = NULL;

  ludus_component_data_get (loader, NULL);
  g_mutex_lock (&cache_lock);
  for (guint i = 0; notes != NULL && i < notes->len; i++)
    {
      LudusDataNote *note = g_ptr_array_index (notes, i);

      if (g_str_equal (note->game_id, loader->game_id))
        message = note->message;
    }
  g_mutex_unlock (&cache_lock);
  return message;
}

/* Game objects and their data. */

static GQuark
loader_quark (void)
{
  return g_quark_from_static_string ("ludus-data-loader");
}

static GQuark
builtin_quark (void)
{
  return g_quark_from_static_string ("ludus-builtin-data");
}

void
ludus_game_set_data_loader (LudusGame             *game,
                            const LudusDataLoader *loader)
{
  g_return_if_fail (LUDUS_IS_GAME (game));
  g_object_set_qdata (G_OBJECT (game), loader_quark (), (gpointer) loader);
}

const LudusDataLoader *
ludus_game_get_data_loader (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  if (LUDUS_IS_RULES_GAME (game))
    return ludus_rules_game_get_rules (LUDUS_RULES_GAME (game))->component_data;
  return g_object_get_qdata (G_OBJECT (game), loader_quark ());
}

void
ludus_game_use_builtin_data (LudusGame *game)
{
  g_return_if_fail (LUDUS_IS_GAME (game));
  g_object_set_qdata (G_OBJECT (game), builtin_quark (), GINT_TO_POINTER (1));
}

gboolean
ludus_game_uses_builtin_data (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);
  return g_object_get_qdata (G_OBJECT (game), builtin_quark ()) != NULL;
}

/**
 * ludus_game_get_component_data:
 *
 * Returns: (transfer none) (nullable): the data @game plays with: the built-in data if it
 *   was made to (ludus_game_use_builtin_data ()), else the data in use; %NULL if @game has
 *   no loader (@error untouched) or its data fails
 */
const LudusComponentData *
ludus_game_get_component_data (LudusGame  *game,
                               GError    **error)
{
  const LudusDataLoader *loader = ludus_game_get_data_loader (game);

  if (loader == NULL)
    return NULL;
  if (ludus_game_uses_builtin_data (game))
    return ludus_component_data_get_builtin (loader, error);
  return ludus_component_data_get (loader, error);
}

gconstpointer
ludus_game_get_data (LudusGame *game)
{
  return ludus_component_data_get_parsed (ludus_game_get_component_data (game, NULL));
}

/**
 * ludus_component_data_load:
 *
 * Returns: (transfer full): the validated data, or %NULL with @error set if
 *   even the built-in data fails (a broken plugin)
 */
JsonNode *
ludus_component_data_load (const char             *game_id,
                           const char             *resource_path,
                           LudusDataValidateFunc   validate,
                           gpointer                user_data,
                           char                  **override_message,
                           GError                **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonNode *override;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (validate != NULL, NULL);

  if (override_message)
    *override_message = NULL;

  override = load_override (game_id, validate, user_data, override_message);
  if (override != NULL)
    return override;

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  root = parse_bytes (bytes, resource_path, error);
  if (root == NULL || !validate (root, user_data, error))
    return NULL;

  return g_steal_pointer (&root);
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *member,
            GError     **error)
{
  JsonNode *node = object ? json_object_get_member (object, member) : NULL;

  if (node == NULL)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                 _("“%s” is missing"), member);
  return node;
}

gboolean
ludus_json_get_int (JsonObject  *object,
                    const char  *member,
                    gint64       min,
                    gint64       max,
                    gint64      *value,
                    GError     **error)
{
  JsonNode *node = get_member (object, member, error);
  gint64 v;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an integer"), member);
      return FALSE;
    }
  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      /* Numbers printed apart: a G_GINT64_FORMAT inside the msgid cut it short for xgettext,
       * and the message went untranslated. */
      g_autofree char *shown = g_strdup_printf ("%" G_GINT64_FORMAT, v);
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” is %s, outside %s…%s"), member, shown, low, high);
      return FALSE;
    }
  if (value)
    *value = v;
  return TRUE;
}

JsonArray *
ludus_json_get_array (JsonObject  *object,
                      const char  *member,
                      GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an array"), member);
      return NULL;
    }
  return json_node_get_array (node);
}

JsonObject *
ludus_json_get_object (JsonObject  *object,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an object"), member);
      return NULL;
    }
  return json_node_get_object (node);
}

const char *
ludus_json_get_string (JsonObject  *object,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be a string"), member);
      return NULL;
    }
  return json_node_get_string (node);
}
