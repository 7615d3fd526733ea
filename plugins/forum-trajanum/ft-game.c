/* ft-game.c: LudusFtGame, the LudusGame implementation for Forum Trajanum
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ft-game.h"
#include "ft-rules.h"
#include "ft-text.h"

#define FT_RULES_VERSION 1

struct _LudusFtGame
{
  GObject parent_instance;
};

static void ludus_ft_game_iface_init (LudusGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LudusFtGame, ludus_ft_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (LUDUS_TYPE_GAME,
                                                      ludus_ft_game_iface_init))

static FtBoardFactory board_factory;

void
ft_game_set_board_factory (GObject *(*factory) (LudusGame *game,
                                                LudusView *view))
{
  board_factory = factory;
}

/* The data this game object plays with (the built-in data for a save replayed with it).
 * Every state was made with the data loaded, so this cannot fail then. */
static const FtData *
data (LudusGame *self)
{
  return ludus_game_get_data (self);
}

#define STATE(s) ((FtState *) (s))
#define CSTATE(s) ((const FtState *) (s))

static const char *
ft_get_id (LudusGame *self)
{
  return "forum-trajanum";
}

static char *
ft_get_name (LudusGame *self)
{
  return g_strdup (_("Forum Trajanum"));
}

static char *
ft_get_summary (LudusGame *self)
{
  return g_strdup (_("Draft tiles from the streets of your colony, settle citizens, build and "
                     "send envoys to the forum in Stefan Feld’s Rome."));
}

static guint
ft_get_rules_version (LudusGame *self)
{
  return FT_RULES_VERSION;
}

static void
ft_get_player_range (LudusGame *self,
                     guint     *min_players,
                     guint     *max_players)
{
  *min_players = 2;
  *max_players = FT_MAX_PLAYERS;
}

static LudusGameFlags
ft_get_flags (LudusGame *self)
{
  return LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS;
}

static const char *const first_game_cards[] = {
  N_("Drawn at random"),
  N_("Trajan card III-1"), N_("Trajan card III-2"), N_("Trajan card III-3"),
  N_("Trajan card III-4"), N_("Promo Trajan card III"),
  NULL
};

static const LudusOption ft_options[FT_N_OPTIONS] = {
  { "first_game", N_("First game"),
    N_("Only one Trajan card, from pass III; no Trajan scoring in passes I and II."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "handicap_1", N_("Newcomer: seat 1"),
    N_("Seat 1 starts with 1 more coin and a second citizen."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "handicap_2", N_("Newcomer: seat 2"),
    N_("Seat 2 starts with 1 more coin and a second citizen."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "handicap_3", N_("Newcomer: seat 3"),
    N_("Seat 3 starts with 1 more coin and a second citizen."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "handicap_4", N_("Newcomer: seat 4"),
    N_("Seat 4 starts with 1 more coin and a second citizen."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "side_b", N_("Player boards side B"),
    N_("Every Colonia uses side B (not available until its data is transcribed)."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "promo_trajan", N_("Promo Trajan cards"),
    N_("Shuffle the three promo Trajan cards into their passes."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "unlimited_buildings", N_("Unlimited building tiles"),
    N_("Building tiles never run out, as in the online version."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "random_forum", N_("Random forum"),
    N_("Lay out the mosaic boards of the forum at random."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "first_game_card", N_("First game: Trajan card"),
    N_("The pass III Trajan card of the first game: drawn at random, or chosen by the players."),
    LUDUS_OPTION_CHOICE, 0, 0, 5, first_game_cards },
};

static const LudusOption *
ft_get_options (LudusGame *self,
                guint     *n_options)
{
  *n_options = FT_N_OPTIONS;
  return ft_options;
}

static const char *const *
ft_get_move_kinds (LudusGame *self)
{
  return ft_move_kind_names;
}

static char *
ft_get_rules_markup (LudusGame *self)
{
  const FtData *d = data (self);

  if (d == NULL)
    return g_strdup (_("The component data of Forum Trajanum could not be loaded."));
  return ft_text_rules (d);
}

static LudusState *
ft_new_state (LudusGame  *self,
              guint       n_players,
              guint64     seed,
              const int  *option_values,
              GError    **error)
{
  const FtData *d = ludus_component_data_get_parsed (ludus_game_get_component_data (self, error));
  FtState *s;

  if (d == NULL)
    return NULL;
  s = g_new0 (FtState, 1);
  if (!ft_setup (s, d, n_players, seed, option_values, error))
    {
      g_free (s);
      return NULL;
    }
  return (LudusState *) s;
}

static LudusState *
ft_copy_state (LudusGame        *self,
               const LudusState *state)
{
  return (LudusState *) g_memdup2 (state, sizeof (FtState));
}

static void
ft_free_state (LudusGame  *self,
               LudusState *state)
{
  g_free (state);
}

static guint
ft_get_n_players (LudusGame        *self,
                  const LudusState *state)
{
  return CSTATE (state)->n_players;
}

static guint
ft_get_actors (LudusGame        *self,
               const LudusState *state)
{
  return ft_actors (CSTATE (state));
}

static void
ft_legal_moves_vfunc (LudusGame        *self,
                      const LudusState *state,
                      guint             player,
                      GArray           *moves)
{
  ft_legal_moves (CSTATE (state), data (self), player, -1, moves);
}

static gboolean
ft_apply_vfunc (LudusGame        *self,
                LudusState       *state,
                guint             player,
                const LudusMove  *move,
                GError          **error)
{
  return ft_apply (STATE (state), data (self), player, move, error);
}

static guint
ft_get_epoch (LudusGame        *self,
              const LudusState *state)
{
  return CSTATE (state)->epoch;
}

static LudusState *
ft_redact_vfunc (LudusGame        *self,
                 const LudusState *state,
                 int               viewer)
{
  FtState *copy = g_memdup2 (state, sizeof (FtState));

  ft_redact (copy, data (self), viewer);
  return (LudusState *) copy;
}

static char *
ft_describe_move (LudusGame        *self,
                  const LudusState *before,
                  const LudusState *after,
                  guint             player,
                  const LudusMove  *move,
                  int               viewer)
{
  return ft_text_describe_move (data (self), CSTATE (before), CSTATE (after), player, move, viewer);
}

static char *
ft_get_prompt (LudusGame        *self,
               const LudusState *state,
               int               viewer)
{
  return ft_text_prompt (data (self), CSTATE (state), viewer);
}

static char *
ft_describe_player (LudusGame        *self,
                    const LudusState *state,
                    guint             player,
                    int               viewer)
{
  return ft_text_describe_player (data (self), CSTATE (state), player, viewer);
}

static gboolean
ft_is_over_vfunc (LudusGame        *self,
                  const LudusState *state)
{
  return ft_is_over (CSTATE (state));
}

static void
ft_get_scores (LudusGame        *self,
               const LudusState *state,
               int              *scores)
{
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = CSTATE (state)->players[p].vp;
}

static void
ft_get_ranks (LudusGame        *self,
              const LudusState *state,
              guint            *ranks)
{
  ft_ranks (CSTATE (state), ranks);
}

static GPtrArray *
ft_get_score_breakdown (LudusGame        *self,
                        const LudusState *state)
{
  return ft_text_breakdown (data (self), CSTATE (state));
}

static JsonNode *
ft_state_to_json_vfunc (LudusGame        *self,
                        const LudusState *state)
{
  return ft_state_to_json (CSTATE (state));
}

static LudusState *
ft_state_from_json_vfunc (LudusGame  *self,
                          JsonNode   *node,
                          GError    **error)
{
  const FtData *d = ludus_component_data_get_parsed (ludus_game_get_component_data (self, error));
  g_autofree FtState *s = NULL;

  if (d == NULL)
    return NULL;
  s = g_new0 (FtState, 1);
  if (!ft_state_from_json (s, d, node, error))
    return NULL;
  return (LudusState *) g_steal_pointer (&s);
}

static GObject *
ft_create_board (LudusGame *self,
                 LudusView *view)
{
  if (board_factory == NULL)
    return NULL;
  return board_factory (self, view);
}

static void
ludus_ft_game_iface_init (LudusGameInterface *iface)
{
  iface->get_id = ft_get_id;
  iface->get_name = ft_get_name;
  iface->get_summary = ft_get_summary;
  iface->get_rules_version = ft_get_rules_version;
  iface->get_player_range = ft_get_player_range;
  iface->get_flags = ft_get_flags;
  iface->get_options = ft_get_options;
  iface->get_move_kinds = ft_get_move_kinds;
  iface->get_rules_markup = ft_get_rules_markup;
  iface->new_state = ft_new_state;
  iface->copy_state = ft_copy_state;
  iface->free_state = ft_free_state;
  iface->get_n_players = ft_get_n_players;
  iface->get_actors = ft_get_actors;
  iface->legal_moves = ft_legal_moves_vfunc;
  iface->apply = ft_apply_vfunc;
  iface->get_epoch = ft_get_epoch;
  iface->redact = ft_redact_vfunc;
  iface->describe_move = ft_describe_move;
  iface->get_prompt = ft_get_prompt;
  iface->describe_player = ft_describe_player;
  iface->is_over = ft_is_over_vfunc;
  iface->get_scores = ft_get_scores;
  iface->get_ranks = ft_get_ranks;
  iface->get_score_breakdown = ft_get_score_breakdown;
  iface->state_to_json = ft_state_to_json_vfunc;
  iface->state_from_json = ft_state_from_json_vfunc;
  iface->create_board = ft_create_board;
}

static void
ludus_ft_game_class_init (LudusFtGameClass *klass)
{
}

static void
ludus_ft_game_init (LudusFtGame *self)
{
  ludus_game_set_data_loader (LUDUS_GAME (self), &ft_data_loader);
}
