/* ludus-component-data.h: loading a game's component data, with user overrides
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

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
