/* ludus-fields.h: a state's plain fields to and from JSON, from a table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * LudusField:
 * @name: the JSON member name (the C member's name, by LUDUS_FIELD)
 * @offset: where the member lies in its struct
 * @count: 1 for an integer, else the number of elements of a flat array
 * @size: element size, 1, 2, 4 or 8 bytes; read as signed exactly when @min < 0
 * @min: smallest value accepted when reading
 * @max: largest value accepted when reading
 *
 * One integer member (or flat array of integers) of an engine's state
 * struct. A table of them writes the struct to a JSON object and reads it
 * back with every value range-checked, so an engine only lists its fields
 * and then checks the loaded state as a whole.
 */
typedef struct
{
  const char *name;
  gsize       offset;
  int         count;
  guint8      size;
  gint64      min, max;
} LudusField;

#define LUDUS_FIELD(type, member, cnt, lo, hi)                                    \
  { #member, G_STRUCT_OFFSET (type, member), cnt,                                 \
    (guint8) (sizeof (((type *) 0)->member) / (cnt)), lo, hi }

/* Element i of field f of the struct at base (read as signed exactly when f->min < 0), and
 * setting it: for an engine that reads or writes some of its fields its own way. */
gint64   ludus_field_get        (gconstpointer     base,
                                 const LudusField *f,
                                 int               i);
void     ludus_field_set        (gpointer          base,
                                 const LudusField *f,
                                 int               i,
                                 gint64            value);
/* Whether node is a JSON integer; if so, its value goes to *value. */
gboolean ludus_json_node_get_integer (JsonNode   *node,
                                      gint64     *value);

/* Adds each field as a member of the object being built. */
void     ludus_fields_to_json   (JsonBuilder      *builder,
                                 const LudusField *fields,
                                 guint             n_fields,
                                 gconstpointer     base);
/* Reads each field from obj into base; on a missing member, a wrong type or
 * a value out of range, sets error (LUDUS_GAME_ERROR_BAD_STATE) with
 * "<game> state: <where><name>: <what>". */
gboolean ludus_fields_from_json (JsonObject       *obj,
                                 const LudusField *fields,
                                 guint             n_fields,
                                 gpointer          base,
                                 const char       *game,
                                 const char       *where,
                                 GError          **error);

G_END_DECLS
