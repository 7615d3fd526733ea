/* ludus-fields.c: a state's plain fields to and from JSON, from a table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-fields.h"
#include "ludus-game.h"

/* The fields are aligned (G_STRUCT_OFFSET of typed members), but a cast
 * from guint8 * says otherwise to -Wcast-align: copy the bytes instead. */
gint64
ludus_field_get (gconstpointer     base,
                 const LudusField *f,
                 int               i)
{
  const guint8 *p = (const guint8 *) base + f->offset + (gsize) i * f->size;
  gboolean sign = f->min < 0;

  switch (f->size)
    {
    case 1:
      return sign ? (gint64) *(const gint8 *) p : (gint64) *p;
    case 2:
      {
        gint16 s;
        guint16 u;

        memcpy (&s, p, sizeof s);
        memcpy (&u, p, sizeof u);
        return sign ? (gint64) s : (gint64) u;
      }
    case 4:
      {
        gint32 s;
        guint32 u;

        memcpy (&s, p, sizeof s);
        memcpy (&u, p, sizeof u);
        return sign ? (gint64) s : (gint64) u;
      }
    default:
      {
        gint64 v;

        memcpy (&v, p, sizeof v);
        return v;
      }
    }
}

void
ludus_field_set (gpointer          base,
                 const LudusField *f,
                 int               i,
                 gint64            v)
{
  guint8 *p = (guint8 *) base + f->offset + (gsize) i * f->size;

  switch (f->size)
    {
    case 1: *p = (guint8) v; break;
    case 2: { guint16 u = (guint16) v; memcpy (p, &u, sizeof u); } break;
    case 4: { guint32 u = (guint32) v; memcpy (p, &u, sizeof u); } break;
    default: memcpy (p, &v, sizeof v); break;
    }
}

gboolean
ludus_json_node_get_integer (JsonNode *node,
                             gint64   *value)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

void
ludus_fields_to_json (JsonBuilder      *builder,
                      const LudusField *fields,
                      guint             n_fields,
                      gconstpointer     base)
{
  for (guint k = 0; k < n_fields; k++)
    {
      const LudusField *f = &fields[k];

      json_builder_set_member_name (builder, f->name);
      if (f->count == 1)
        {
          json_builder_add_int_value (builder, ludus_field_get (base, f, 0));
          continue;
        }
      json_builder_begin_array (builder);
      for (int i = 0; i < f->count; i++)
        json_builder_add_int_value (builder, ludus_field_get (base, f, i));
      json_builder_end_array (builder);
    }
}

static gboolean
bad (GError     **error,
     const char  *game,
     const char  *where,
     const char  *name,
     const char  *what)
{
  g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "%s state: %s%s: %s", game,
               where, name, what);
  return FALSE;
}

static gboolean
get_one (JsonNode         *node,
         const LudusField *f,
         guint8           *base,
         int               i,
         const char       *game,
         const char       *where,
         GError          **error)
{
  gint64 v;

  if (!ludus_json_node_get_integer (node, &v))
    return bad (error, game, where, f->name, f->count == 1 ? "must be an integer"
                                                           : "must hold integers only");
  if (v < f->min || v > f->max)
    {
      g_autofree char *msg = g_strdup_printf ("%" G_GINT64_FORMAT " (element %d) is out of range "
                                              "%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT,
                                              v, i, f->min, f->max);

      return bad (error, game, where, f->name, msg);
    }
  ludus_field_set (base, f, i, v);
  return TRUE;
}

gboolean
ludus_fields_from_json (JsonObject       *obj,
                        const LudusField *fields,
                        guint             n_fields,
                        gpointer          base,
                        const char       *game,
                        const char       *where,
                        GError          **error)
{
  for (guint k = 0; k < n_fields; k++)
    {
      const LudusField *f = &fields[k];
      JsonNode *node = json_object_get_member (obj, f->name);
      JsonArray *array;

      if (node == NULL)
        return bad (error, game, where, f->name, "missing");
      if (f->count == 1)
        {
          if (!get_one (node, f, base, 0, game, where, error))
            return FALSE;
          continue;
        }
      array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      if (array == NULL || (int) json_array_get_length (array) != f->count)
        {
          g_autofree char *msg = g_strdup_printf ("must be an array of %d integers", f->count);

          return bad (error, game, where, f->name, msg);
        }
      for (int i = 0; i < f->count; i++)
        if (!get_one (json_array_get_element (array, (guint) i), f, base, i, game, where, error))
          return FALSE;
    }
  return TRUE;
}
