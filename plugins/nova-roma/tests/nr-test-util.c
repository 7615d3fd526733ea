/* nr-test-util.c: shared helpers of the Nova Roma tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"

const NrData *
nr_test_data (void)
{
  g_autoptr(GError) error = NULL;
  const NrData *d = nr_data_get (&error);

  g_assert_no_error (error);
  return d;
}

LudusGame *
nr_test_game (void)
{
  return ludus_rules_game_new (&nr_rules, NULL);
}

NrState *
nr_test_load (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  NrState *s = (NrState *) ludus_state_new (sizeof (NrState), 1);

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  nr_state_from_json (s, nr_test_data (), json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return s;
}

NrState *
nr_test_new (guint      n_players,
             guint64    seed,
             const int *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  LudusState *s = ludus_game_new_state (game, n_players, seed, options, &error);

  g_assert_no_error (error);
  return (NrState *) s;
}

static guint
list (const NrState *s,
      guint          player,
      LudusMove     *buf)
{
  NrMoves out = { buf, 0, NR_MAX_MOVES };

  nr_legal_moves (s, nr_test_data (), player, &out);
  return out.n;
}

gboolean
nr_test_listed (const NrState *s,
                guint          player,
                int            kind,
                int            a0,
                int            a1,
                int            a2)
{
  g_autofree LudusMove *buf = g_new0 (LudusMove, NR_MAX_MOVES);
  guint n = list (s, player, buf);

  for (guint i = 0; i < n; i++)
    if (buf[i].kind == kind && buf[i].args[0] == a0 && buf[i].args[1] == a1
        && buf[i].args[2] == a2)
      return TRUE;
  return FALSE;
}

guint
nr_test_n_moves (const NrState *s)
{
  g_autofree LudusMove *buf = g_new0 (LudusMove, NR_MAX_MOVES);

  return list (s, (guint) nr_decider (s), buf);
}

void
nr_test_move (NrState *s,
              int      kind,
              int      a0,
              int      a1,
              int      a2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  LudusMove m = { kind, { a0, a1, a2, 0, 0, 0 } };
  int who = nr_decider (s);

  g_assert_cmpint (who, >=, 0);
  if (!ludus_game_apply (game, (LudusState *) s, (guint) who, &m, &error))
    g_test_message ("%s %d %d %d refused: %s", nr_move_kind_names[kind], a0, a1, a2,
                    error->message);
  g_assert_no_error (error);
}

void
nr_test_refused (NrState *s,
                 int      kind,
                 int      a0,
                 int      a1,
                 int      a2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(LudusState) copy = ludus_state_copy ((LudusState *) s);
  LudusMove m = { kind, { a0, a1, a2, 0, 0, 0 } };
  int who = nr_decider (s);

  g_assert_false (ludus_game_apply (game, (LudusState *) s, (guint) MAX (who, 0), &m, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpmem (copy, sizeof (NrState), s, sizeof (NrState));
}
