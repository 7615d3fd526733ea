/* ludus-rng.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-game.h"
#include "ludus-rng.h"

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

/**
 * ludus_rng_init:
 * @rng: the generator
 * @seed: any 64-bit value
 *
 * Seeds @rng; the same seed always gives the same sequence.
 */
void
ludus_rng_init (LudusRng *rng,
                guint64   seed)
{
  guint64 x = seed;

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

/**
 * ludus_rng_next:
 * @rng: the generator
 *
 * Returns: the next 64 random bits
 */
guint64
ludus_rng_next (LudusRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/**
 * ludus_rng_below:
 * @rng: the generator
 * @n: the bound, greater than 0
 *
 * Returns: a uniform integer in [0, @n), without modulo bias
 */
guint32
ludus_rng_below (LudusRng *rng,
                 guint32   n)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (n > 0, 0);

  /* Lemire's multiply-and-reject method. */
  m = (ludus_rng_next (rng) >> 32) * (guint64) n;
  low = (guint32) m;
  if (low < n)
    {
      guint32 threshold = (guint32) (-n) % n;

      while (low < threshold)
        {
          m = (ludus_rng_next (rng) >> 32) * (guint64) n;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

/**
 * ludus_rng_shuffle:
 * @rng: the generator
 * @elements: the array to shuffle in place
 * @n: how many elements
 * @element_size: the size of one element, at most 64 bytes
 *
 * Shuffles @elements uniformly (Fisher-Yates).
 */
void
ludus_rng_shuffle (LudusRng *rng,
                   gpointer  elements,
                   gsize     n,
                   gsize     element_size)
{
  guint8 *base = elements;
  guint8 tmp[64];

  g_return_if_fail (element_size > 0 && element_size <= sizeof tmp);

  for (gsize i = n; i > 1; i--)
    {
      gsize j = ludus_rng_below (rng, (guint32) i);

      if (j != i - 1)
        {
          memcpy (tmp, base + j * element_size, element_size);
          memcpy (base + j * element_size, base + (i - 1) * element_size, element_size);
          memcpy (base + (i - 1) * element_size, tmp, element_size);
        }
    }
}

/**
 * ludus_rng_to_json:
 * @rng: the generator
 *
 * Returns: (transfer full): the generator's state as four hexadecimal strings
 *   (JSON numbers cannot hold 64 bits exactly)
 */
JsonNode *
ludus_rng_to_json (const LudusRng *rng)
{
  JsonArray *array = json_array_sized_new (4);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < 4; i++)
    {
      char buf[17];

      g_snprintf (buf, sizeof buf, "%016" G_GINT64_MODIFIER "x", rng->s[i]);
      json_array_add_string_element (array, buf);
    }

  json_node_take_array (node, array);
  return node;
}

/**
 * ludus_rng_from_json:
 * @rng: where to store the generator
 * @node: what ludus_rng_to_json() wrote
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success; on failure @rng is unchanged
 */
gboolean
ludus_rng_from_json (LudusRng  *rng,
                     JsonNode  *node,
                     GError   **error)
{
  LudusRng parsed;
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != 4)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                           "The random generator must be an array of four hexadecimal strings");
      return FALSE;
    }

  for (guint i = 0; i < 4; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      const char *text;
      char *end = NULL;

      if (!JSON_NODE_HOLDS_VALUE (element) ||
          json_node_get_value_type (element) != G_TYPE_STRING ||
          strlen (text = json_node_get_string (element)) != 16)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       "Random generator word %u is not a 16-digit hexadecimal string", i);
          return FALSE;
        }

      parsed.s[i] = g_ascii_strtoull (text, &end, 16);
      if (end == NULL || *end != '\0')
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       "Random generator word %u is not hexadecimal", i);
          return FALSE;
        }
    }

  if ((parsed.s[0] | parsed.s[1] | parsed.s[2] | parsed.s[3]) == 0)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                           "The random generator state may not be all zero");
      return FALSE;
    }

  *rng = parsed;
  return TRUE;
}
