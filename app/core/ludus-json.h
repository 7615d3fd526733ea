/* ludus-json.h: reading files Ludus is handed, and JSON in them, without trusting either
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* No file Ludus reads nests deeper than this (a save needs 6 levels). */
#define LUDUS_JSON_MAX_DEPTH 64

#define LUDUS_FILE_ERROR (ludus_file_error_quark ())

/**
 * LudusFileError:
 * @LUDUS_FILE_ERROR_IO: the file could not be opened or read
 * @LUDUS_FILE_ERROR_NOT_REGULAR: a folder, a device, a pipe or a socket
 * @LUDUS_FILE_ERROR_TOO_LARGE: more bytes than the caller's limit
 * @LUDUS_FILE_ERROR_EMPTY: no JSON value at all (only space, or nothing)
 * @LUDUS_FILE_ERROR_NOT_JSON: not JSON, or JSON with comments or single quotes
 * @LUDUS_FILE_ERROR_TRUNCATED: the document stops in the middle
 * @LUDUS_FILE_ERROR_TOO_DEEP: nested deeper than the caller's limit
 */
typedef enum
{
  LUDUS_FILE_ERROR_IO,
  LUDUS_FILE_ERROR_NOT_REGULAR,
  LUDUS_FILE_ERROR_TOO_LARGE,
  LUDUS_FILE_ERROR_EMPTY,
  LUDUS_FILE_ERROR_NOT_JSON,
  LUDUS_FILE_ERROR_TRUNCATED,
  LUDUS_FILE_ERROR_TOO_DEEP,
} LudusFileError;

GQuark    ludus_file_error_quark (void);

char     *ludus_file_read        (const char  *path,
                                  gsize        max_bytes,
                                  gsize       *length,
                                  GError     **error);
gboolean  ludus_json_check       (const char  *data,
                                  gsize        length,
                                  guint        max_depth,
                                  GError     **error);
JsonNode *ludus_json_parse       (const char  *data,
                                  gsize        length,
                                  guint        max_depth,
                                  GError     **error);
JsonNode *ludus_json_load_file   (const char  *path,
                                  gsize        max_bytes,
                                  guint        max_depth,
                                  GError     **error);

char     *ludus_text_for_message (const char  *text);

G_END_DECLS
