/* testgame-game.c: Tesserae as a LudusGame
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "testgame-private.h"

struct _LudusTestgameGame
{
  GObject parent_instance;
};

static void ludus_testgame_game_iface_init (LudusGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LudusTestgameGame, ludus_testgame_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (LUDUS_TYPE_GAME,
                                                      ludus_testgame_game_iface_init))

static GObject *(*board_factory) (LudusGame *game, LudusView *view);

void
testgame_set_board_factory (GObject *(*factory) (LudusGame *game,
                                                 LudusView *view))
{
  board_factory = factory;
}

#define STATE(s) ((TestgameState *) (s))
#define CSTATE(s) ((const TestgameState *) (s))

static const char *const deck_choices[] = {
  N_("Full deck (1–9)"),
  N_("Low deck (1–6)"),
  NULL
};

static const LudusOption options[TESTGAME_N_OPTIONS] = {
  { "lines", N_("Lines score"), N_("Each complete row, column or diagonal of one player's "
                                   "tiles is worth 3 points"),
    LUDUS_OPTION_BOOLEAN, 1, 0, 1, NULL },
  { "deck", N_("Deck"), N_("Which cards make up the deck"),
    LUDUS_OPTION_CHOICE, 0, 0, 1, deck_choices },
};

static const char *const move_kinds[] = { "play", "row", "column", "confirm", "pass", NULL };

static const char *
testgame_get_id (LudusGame *self)
{
  return TESTGAME_ID;
}

static char *
testgame_get_name (LudusGame *self)
{
  /* Translators: the name of the small test game; “tesserae” are mosaic tiles */
  return g_strdup (_("Tesserae"));
}

static char *
testgame_get_summary (LudusGame *self)
{
  return g_strdup (_("Play a hidden card each round; the highest unique card claims a tile."));
}

static guint
testgame_get_rules_version (LudusGame *self)
{
  return 1;
}

static void
testgame_get_player_range (LudusGame *self,
                           guint     *min_players,
                           guint     *max_players)
{
  *min_players = 2;
  *max_players = TESTGAME_MAX_PLAYERS;
}

static LudusGameFlags
testgame_get_flags (LudusGame *self)
{
  return LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS;
}

static const LudusOption *
testgame_get_options (LudusGame *self,
                      guint     *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}

static const char *const *
testgame_get_move_kinds (LudusGame *self)
{
  return move_kinds;
}

static char *
testgame_get_rules_markup (LudusGame *self)
{
  return testgame_rules_markup ();
}

static LudusState *
testgame_new_state (LudusGame  *self,
                    guint       n_players,
                    guint64     seed,
                    const int  *option_values,
                    GError    **error)
{
  const TestgameData *d = ludus_component_data_get_parsed (
    ludus_game_get_component_data (self, error));
  TestgameState *s;

  if (d == NULL)
    return NULL;
  s = g_new0 (TestgameState, 1);
  testgame_setup (s, d, n_players, seed, option_values);
  return (LudusState *) s;
}

static LudusState *
testgame_copy_state (LudusGame        *self,
                     const LudusState *state)
{
  return (LudusState *) g_memdup2 (state, sizeof (TestgameState));
}

static void
testgame_free_state (LudusGame  *self,
                     LudusState *state)
{
  g_free (state);
}

static guint
testgame_get_n_players (LudusGame        *self,
                        const LudusState *state)
{
  return CSTATE (state)->n_players;
}

static guint
testgame_get_actors (LudusGame        *self,
                     const LudusState *state)
{
  return testgame_actors (CSTATE (state));
}

static void
testgame_legal_moves_vfunc (LudusGame        *self,
                            const LudusState *state,
                            guint             player,
                            GArray           *moves)
{
  LudusMove list[TESTGAME_MAX_MOVES];
  guint n = testgame_legal_moves (CSTATE (state), player, list);

  g_array_append_vals (moves, list, n);
}

static gboolean
testgame_apply_vfunc (LudusGame        *self,
                      LudusState       *state,
                      guint             player,
                      const LudusMove  *move,
                      GError          **error)
{
  return testgame_apply (STATE (state), player, move, error);
}

static guint
testgame_get_epoch (LudusGame        *self,
                    const LudusState *state)
{
  return CSTATE (state)->epoch;
}

static LudusState *
testgame_redact_vfunc (LudusGame        *self,
                       const LudusState *state,
                       int               viewer)
{
  TestgameState *copy = g_memdup2 (state, sizeof (TestgameState));

  testgame_redact (copy, viewer);
  return (LudusState *) copy;
}

static char *
testgame_describe_move_vfunc (LudusGame        *self,
                              const LudusState *before,
                              const LudusState *after,
                              guint             player,
                              const LudusMove  *move,
                              int               viewer)
{
  return testgame_describe_move (CSTATE (before), CSTATE (after), player, move, viewer);
}

static char *
testgame_get_prompt (LudusGame        *self,
                     const LudusState *state,
                     int               viewer)
{
  return testgame_prompt (CSTATE (state), viewer);
}

static char *
testgame_describe_player_vfunc (LudusGame        *self,
                                const LudusState *state,
                                guint             player,
                                int               viewer)
{
  return testgame_describe_player (CSTATE (state), player, viewer);
}

static gboolean
testgame_is_over (LudusGame        *self,
                  const LudusState *state)
{
  return CSTATE (state)->phase == TESTGAME_PHASE_OVER;
}

static void
testgame_get_scores (LudusGame        *self,
                     const LudusState *state,
                     int              *scores)
{
  int tiles[TESTGAME_MAX_PLAYERS], lines[TESTGAME_MAX_PLAYERS], cards[TESTGAME_MAX_PLAYERS];

  testgame_score_parts (CSTATE (state), tiles, lines, cards);
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = tiles[p] + lines[p] + cards[p];
}

static void
testgame_get_ranks (LudusGame        *self,
                    const LudusState *state,
                    guint            *ranks)
{
  testgame_ranks (CSTATE (state), ranks);
}

static GPtrArray *
testgame_get_score_breakdown (LudusGame        *self,
                              const LudusState *state)
{
  const TestgameState *s = CSTATE (state);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);
  int parts[3][TESTGAME_MAX_PLAYERS];
  const char *labels[3] = {
    _("Tiles"),
    _("Lines"),
    /* Translators: a score row: one point per card left in hand */
    _("Cards in hand"),
  };

  testgame_score_parts (s, parts[0], parts[1], parts[2]);
  for (guint r = 0; r < 3; r++)
    {
      LudusScoreRow *row = ludus_score_row_new (labels[r]);

      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = parts[r][p];
      g_ptr_array_add (rows, row);
    }
  return rows;
}

static JsonNode *
testgame_state_to_json_vfunc (LudusGame        *self,
                              const LudusState *state)
{
  return testgame_to_json (CSTATE (state));
}

static LudusState *
testgame_state_from_json_vfunc (LudusGame  *self,
                                JsonNode   *node,
                                GError    **error)
{
  return (LudusState *) testgame_from_json (node, error);
}

static GObject *
testgame_create_board (LudusGame *self,
                       LudusView *view)
{
  if (board_factory == NULL)
    return NULL;
  return board_factory (self, view);
}

static void
ludus_testgame_game_iface_init (LudusGameInterface *iface)
{
  iface->get_id = testgame_get_id;
  iface->get_name = testgame_get_name;
  iface->get_summary = testgame_get_summary;
  iface->get_rules_version = testgame_get_rules_version;
  iface->get_player_range = testgame_get_player_range;
  iface->get_flags = testgame_get_flags;
  iface->get_options = testgame_get_options;
  iface->get_move_kinds = testgame_get_move_kinds;
  iface->get_rules_markup = testgame_get_rules_markup;
  iface->new_state = testgame_new_state;
  iface->copy_state = testgame_copy_state;
  iface->free_state = testgame_free_state;
  iface->get_n_players = testgame_get_n_players;
  iface->get_actors = testgame_get_actors;
  iface->legal_moves = testgame_legal_moves_vfunc;
  iface->apply = testgame_apply_vfunc;
  iface->get_epoch = testgame_get_epoch;
  iface->redact = testgame_redact_vfunc;
  iface->describe_move = testgame_describe_move_vfunc;
  iface->get_prompt = testgame_get_prompt;
  iface->describe_player = testgame_describe_player_vfunc;
  iface->is_over = testgame_is_over;
  iface->get_scores = testgame_get_scores;
  iface->get_ranks = testgame_get_ranks;
  iface->get_score_breakdown = testgame_get_score_breakdown;
  iface->state_to_json = testgame_state_to_json_vfunc;
  iface->state_from_json = testgame_state_from_json_vfunc;
  iface->create_board = testgame_create_board;
}

static void
ludus_testgame_game_class_init (LudusTestgameGameClass *klass)
{
}

static void
ludus_testgame_game_init (LudusTestgameGame *self)
{
  ludus_game_set_data_loader (LUDUS_GAME (self), &testgame_data_loader);
}
