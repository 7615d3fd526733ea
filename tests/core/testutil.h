/* testutil.h: small helpers shared by the core tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "testgame.h"

/* A state from JSON text; the test fails if it does not load. */
static inline LudusState *
tu_state_from_text (LudusGame  *game,
                    const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);
  LudusState *state;

  g_assert_no_error (error);
  state = ludus_game_state_from_json (game, node, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

/* The error a JSON text gets from state_from_json. */
static inline GError *
tu_state_error (LudusGame  *game,
                const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  GError *error = NULL;
  LudusState *state;

  g_assert_nonnull (node);
  state = ludus_game_state_from_json (game, node, &error);
  g_assert_null (state);
  g_assert_nonnull (error);
  return error;
}

static inline LudusMove
tu_move (int kind,
         int arg)
{
  LudusMove move = { kind, { arg, 0, 0, 0, 0, 0 } };

  return move;
}

static inline void
tu_apply (LudusGame  *game,
          LudusState *state,
          guint       player,
          int         kind,
          int         arg)
{
  g_autoptr(GError) error = NULL;
  LudusMove move = tu_move (kind, arg);

  ludus_game_apply (game, state, player, &move, &error);
  g_assert_no_error (error);
}

static inline const TestgameState *
tu_tg (const LudusState *state)
{
  return (const TestgameState *) state;
}

/* Seats for a match: humans unless kinds says 'c' at that index. */
static inline void
tu_seats (LudusSeat  *seats,
          guint       n,
          const char *kinds)
{
  static const char *const names[] = { "Ann", "Bob", "Cy", "Dee", "Eve", "Flo" };

  for (guint i = 0; i < n; i++)
    {
      seats[i] = (LudusSeat) { 0 };
      seats[i].name = (char *) names[i];
      seats[i].colour = (char *) "#3584e4";
      /* 'c' a computer seat at the default level, 'e' an easy one, 'x' a hard one. */
      seats[i].kind = kinds != NULL && strchr ("cex", kinds[i]) != NULL ? LUDUS_SEAT_COMPUTER
                                                                         : LUDUS_SEAT_HUMAN;
      seats[i].level = kinds == NULL || kinds[i] == 'c' ? LUDUS_LEVEL_DEFAULT
                       : kinds[i] == 'e' ? LUDUS_LEVEL_EASY : LUDUS_LEVEL_HARD;
    }
}

static inline gboolean
tu_file_equals (const char *path,
                const char *data,
                gsize       length)
{
  g_autofree char *contents = NULL;
  gsize size;

  if (!g_file_get_contents (path, &contents, &size, NULL))
    return FALSE;
  return size == length && memcmp (contents, data, length) == 0;
}

/* JSON written with single quotes in C, for readability; returns new text. */
static inline char *
tu_q (const char *text)
{
  return g_strdelimit (g_strdup (text), "'", '"');
}

static inline LudusState *
tu_state (LudusGame  *game,
          const char *single_quoted)
{
  g_autofree char *text = tu_q (single_quoted);

  return tu_state_from_text (game, text);
}

/* Two players in the first round: hands 2 5 9 and 5 7 9, twelve in the deck. */
#define TU_P2 \
  "{'players':2,'options':{'lines':1,'deck':0}," \
  "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004']," \
  "'phase':'play','round':1,'epoch':0,'deck':[1,1,2,3,3,4,4,6,6,7,8,8]," \
  "'hands':[[2,5,9],[5,7,9]],'played':[-1,-1],'revealed':[-1,-1],'drawn':[-1,-1]," \
  "'discarded':0,'winner':-1,'row':-1,'column':-1,'board':[-1,-1,-1,-1,-1,-1,-1,-1,-1]," \
  "'rounds_won':[0,0]}"
