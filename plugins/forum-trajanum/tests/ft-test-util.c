/* ft-test-util.c: shared helpers of the Forum Trajanum tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"

const FtData *
ft_test_data (void)
{
  g_autoptr(GError) error = NULL;
  const FtData *d = ft_data_get (&error);

  g_assert_no_error (error);
  return d;
}

LudusGame *
ft_test_game (void)
{
  static LudusGame *game;

  if (game == NULL)
    game = ludus_rules_game_new (&ft_rules, NULL);
  return game;
}

gboolean
ft_test_apply (FtState         *s,
               guint            player,
               const LudusMove *move,
               GError         **error)
{
  LudusGame *game = ft_test_game ();
  g_autofree FtState *judged = g_memdup2 (s, sizeof *s);
  LudusMove canonical = *move;

  /* The core judges it; then the decision alone is made. */
  if (!ludus_game_apply (game, (LudusState *) judged, player, move, error))
    return FALSE;
  ludus_game_canonicalize_move (game, (LudusState *) s, player, &canonical);
  ludus_game_apply_decision (game, (LudusState *) s, player, &canonical);
  return TRUE;
}

gboolean
ft_test_round_trip (LudusGame        *game,
                    const LudusState *state,
                    GError          **error)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, error);
  LudusState *loaded;
  gboolean equal;

  if (parsed == NULL)
    return FALSE;
  loaded = ludus_game_state_from_json (game, parsed, error);
  if (loaded == NULL)
    return FALSE;
  equal = memcmp (loaded, state, sizeof (FtState)) == 0;
  if (!equal)
    for (gsize i = 0; i < sizeof (FtState); i++)
      if (((const guint8 *) loaded)[i] != ((const guint8 *) state)[i])
        {
          g_test_message ("round trip: first difference at byte %" G_GSIZE_FORMAT, i);
          break;
        }
  ludus_game_free_state (game, loaded);
  if (!equal)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "round trip differs");
  return equal;
}

FtState *
ft_test_load (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  FtState *s = g_new0 (FtState, 1);

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  ft_state_from_json (ft_test_data (), s, json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return s;
}

void
ft_test_move (FtState *s,
              guint    player,
              int      kind,
              int      a0,
              int      a1,
              int      a2,
              int      a3)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = { kind, { a0, a1, a2, a3, 0, 0 } };

  ft_test_apply (s, player, &m, &error);
  g_assert_no_error (error);
  ft_check_state (ft_test_data (), s, &error);
  g_assert_no_error (error);
}

void
ft_test_refused (FtState *s,
                 guint    player,
                 int      kind,
                 int      a0,
                 int      a1,
                 int      a2,
                 int      a3)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = { kind, { a0, a1, a2, a3, 0, 0 } };
  g_autofree FtState *copy = g_memdup2 (s, sizeof *s);

  g_assert_false (ft_test_apply (s, player, &m, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpmem (s, sizeof *s, copy, sizeof *copy);
}

FtState *
ft_test_blank (guint n_players)
{
  const FtData *d = ft_test_data ();
  FtState *s = g_new0 (FtState, 1);
  g_autoptr(GError) error = NULL;
  int removed = 0;

  ft_setup (d, s, n_players, 1, NULL, &error);
  g_assert_no_error (error);
  /* Finish setup by hand: cranes blue, green, red, yellow in corners 0..3;
   * every tile out of the grid goes to the removed pile, so that the
   * position starts from a clean Colonia. */
  for (guint p = 0; p < n_players; p++)
    {
      FtPlayer *pl = &s->players[p];

      for (int k = 0; k < FT_N_CORNERS; k++)
        {
          pl->crane_colour[k] = k;
          pl->crane_state[k] = FT_CRANE_REVEALED;
        }
      pl->cranes_placed = FT_N_CORNERS;
      for (int c = 0; c < FT_N_CELLS; c++)
        {
          if (pl->cell_tile[c] != FT_EMPTY)
            s->removed[removed++] = pl->cell_tile[c];
          pl->cell_tile[c] = FT_EMPTY;
          if (pl->cell_state[c] == FT_CELL_COVERED)
            pl->cell_state[c] = FT_CELL_FREE;
        }
      s->removed[removed++] = pl->hand_own;
      pl->hand_own = FT_EMPTY;
      s->removed[removed++] = pl->river;
      pl->river = p * FT_TILES_PER_PLAYER + FT_TILES_PER_PLAYER - 1;
      for (int i = 0; i < removed; i++)
        if (s->removed[i] == pl->river)
          s->removed[i] = s->removed[--removed];
      s->removed[removed] = FT_EMPTY;
      pl->builders = pl->assistants = pl->coins = pl->tribunes = 0;
      memset (pl->workers, 0, sizeof pl->workers);
      pl->draft_done = 1;
      pl->hand_revealed = 1;
    }
  s->removed_n = removed;
  s->setup_count = n_players;
  s->start_player = 0;
  s->current = 0;
  s->phase = FT_PHASE_TURN;
  s->turn_step = FT_TS_BUILD;
  s->display[0] = s->deck[0][--s->deck_n[0]];
  s->display[1] = s->deck[0][--s->deck_n[0]];
  s->deck[0][s->deck_n[0]] = s->deck[0][s->deck_n[0] + 1] = FT_EMPTY;
  ft_check_state (d, s, &error);
  g_assert_no_error (error);
  return s;
}
