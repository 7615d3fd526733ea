/* ludus-state.c: what the core knows of every game's state (its header)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-game.h"

/* The header is read and written with memcpy() at LudusState's offsets, so
 * that the core never reaches into an engine's struct through another type. */
#define READ_FIELD(state, field, out) \
  memcpy ((out), (const char *) (state) + G_STRUCT_OFFSET (LudusState, field), \
          sizeof ((LudusState *) NULL)->field)
#define WRITE_FIELD(state, field, in) \
  memcpy ((char *) (state) + G_STRUCT_OFFSET (LudusState, field), (in), \
          sizeof ((LudusState *) NULL)->field)

/**
 * ludus_state_new:
 * @size: the engine state's size in bytes, at least sizeof (LudusState)
 * @n_players: the number of seats
 *
 * Returns: (transfer full): a zeroed state of @size bytes with its header's
 *   size and seat count set; the engine's setup fills in the rest
 */
LudusState *
ludus_state_new (gsize size,
                 guint n_players)
{
  LudusState *state;
  guint32 size32 = (guint32) size;
  guint8 n = (guint8) n_players;

  g_return_val_if_fail (size >= sizeof (LudusState) && size <= G_MAXUINT32, NULL);
  g_return_val_if_fail (n_players <= LUDUS_MAX_PLAYERS, NULL);

  state = g_malloc0 (size);
  WRITE_FIELD (state, size, &size32);
  WRITE_FIELD (state, n_players, &n);
  return state;
}

gsize
ludus_state_get_size (const LudusState *state)
{
  guint32 size;

  g_return_val_if_fail (state != NULL, 0);
  READ_FIELD (state, size, &size);
  return size;
}

/**
 * ludus_state_copy:
 *
 * Returns: (transfer full): a copy of @state
 */
LudusState *
ludus_state_copy (const LudusState *state)
{
  gsize size;

  g_return_val_if_fail (state != NULL, NULL);

  size = ludus_state_get_size (state);
  g_return_val_if_fail (size >= sizeof (LudusState), NULL);
  return g_memdup2 (state, size);
}

void
ludus_state_free (LudusState *state)
{
  g_free (state);
}

guint
ludus_state_get_n_players (const LudusState *state)
{
  guint8 n;

  g_return_val_if_fail (state != NULL, 0);
  READ_FIELD (state, n_players, &n);
  return n;
}

guint
ludus_state_get_epoch (const LudusState *state)
{
  guint32 epoch;

  g_return_val_if_fail (state != NULL, 0);
  READ_FIELD (state, epoch, &epoch);
  return epoch;
}

void
ludus_state_get_rng (const LudusState *state,
                     LudusRng         *rng)
{
  g_return_if_fail (state != NULL && rng != NULL);
  READ_FIELD (state, rng, rng);
}

void
ludus_state_set_rng (LudusState     *state,
                     const LudusRng *rng)
{
  g_return_if_fail (state != NULL && rng != NULL);
  WRITE_FIELD (state, rng, rng);
}

/**
 * ludus_state_reseed:
 * @rng: where the new generator's seed is drawn from (advanced)
 *
 * Gives @state a generator seeded from @rng: what it will draw from now on
 * is unknown to anyone who saw the old one. Determinizations use it.
 */
void
ludus_state_reseed (LudusState *state,
                    LudusRng   *rng)
{
  LudusRng fresh;

  g_return_if_fail (state != NULL && rng != NULL);
  ludus_rng_init (&fresh, ludus_rng_next (rng));
  ludus_state_set_rng (state, &fresh);
}

/* A 64-bit mix of one word into the running hash (multiply and fold). */
static inline guint64
mix (guint64 h,
     guint64 word)
{
  h ^= word;
  h *= G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  return h ^ (h >> 29);
}

/**
 * ludus_state_hash:
 *
 * Returns: a 64-bit hash of the state's bytes (its header included), for
 *   tables of positions: equal states hash alike
 */
guint64
ludus_state_hash (const LudusState *state)
{
  const guint8 *bytes = (const guint8 *) state;
  gsize size, i;
  guint64 h;

  g_return_val_if_fail (state != NULL, 0);

  size = ludus_state_get_size (state);
  h = mix (G_GUINT64_CONSTANT (0x243f6a8885a308d3), size);
  for (i = 0; i + 8 <= size; i += 8)
    {
      guint64 word;

      memcpy (&word, bytes + i, 8);
      h = mix (h, word);
    }
  if (i < size)
    {
      guint64 word = 0;

      memcpy (&word, bytes + i, size - i);
      h = mix (h, word);
    }
  return mix (h, h >> 31);
}
