/* trajan-game.c: LudusTrajanGame, the LudusGame implementation for Trajan
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "trajan-text.h"

#define TRAJAN_RULES_VERSION 1

struct _LudusTrajanGame
{
  GObject parent_instance;
};

static void ludus_trajan_game_iface_init (LudusGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LudusTrajanGame, ludus_trajan_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (LUDUS_TYPE_GAME,
                                                      ludus_trajan_game_iface_init))

static TrajanBoardFactory board_factory;

void
trajan_game_set_board_factory (GObject *(*factory) (LudusGame *game,
                                                    LudusView *view))
{
  board_factory = factory;
}

/* The data this game object plays with (the built-in data for a save replayed with it).
 * Every state was made with the data loaded, so this cannot fail then. */
static const TrajanData *
data (LudusGame *self)
{
  return ludus_game_get_data (self);
}

#define STATE(s) ((TrajanState *) (s))
#define CSTATE(s) ((const TrajanState *) (s))

static const char *
trajan_get_id (LudusGame *self)
{
  return "trajan";
}

static char *
trajan_get_name (LudusGame *self)
{
  return g_strdup (_("Trajan"));
}

static char *
trajan_get_summary (LudusGame *self)
{
  return g_strdup (_("Sow action markers round your wheel to trade, build, campaign and "
                     "sway the Senate in Stefan Feld’s Rome."));
}

static guint
trajan_get_rules_version (LudusGame *self)
{
  return TRAJAN_RULES_VERSION;
}

static void
trajan_get_player_range (LudusGame *self,
                         guint     *min_players,
                         guint     *max_players)
{
  *min_players = 2;
  *max_players = TRAJAN_MAX_PLAYERS;
}

static LudusGameFlags
trajan_get_flags (LudusGame *self)
{
  return LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_RANDOMNESS;
}

static const LudusOption *
trajan_get_options (LudusGame *self,
                    guint     *n_options)
{
  /* The rulebook has no variants. */
  *n_options = 0;
  return NULL;
}

static const char *const *
trajan_get_move_kinds (LudusGame *self)
{
  return trajan_move_kind_names;
}

static char *
trajan_get_rules_markup (LudusGame *self)
{
  return trajan_text_rules (data (self));
}

static LudusState *
trajan_new_state (LudusGame  *self,
                  guint       n_players,
                  guint64     seed,
                  const int  *option_values,
                  GError    **error)
{
  const TrajanData *d;
  TrajanState *s;

  if (n_players < 2 || n_players > TRAJAN_MAX_PLAYERS)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   _("Trajan is played by 2 to 4 players, not %u."), n_players);
      return NULL;
    }
  d = ludus_component_data_get_parsed (ludus_game_get_component_data (self, error));
  if (d == NULL)
    return NULL;
  s = g_new0 (TrajanState, 1);
  trajan_setup (s, d, n_players, seed);
  return (LudusState *) s;
}

static LudusState *
trajan_copy_state (LudusGame        *self,
                   const LudusState *state)
{
  return (LudusState *) g_memdup2 (state, sizeof (TrajanState));
}

static void
trajan_free_state (LudusGame  *self,
                   LudusState *state)
{
  g_free (state);
}

static guint
trajan_get_n_players (LudusGame        *self,
                      const LudusState *state)
{
  return CSTATE (state)->n_players;
}

static guint
trajan_get_actors (LudusGame        *self,
                   const LudusState *state)
{
  return trajan_actors (CSTATE (state));
}

static void
trajan_legal_moves_vfunc (LudusGame        *self,
                          const LudusState *state,
                          guint             player,
                          GArray           *moves)
{
  trajan_legal_moves (data (self), CSTATE (state), player, moves);
}

static gboolean
trajan_apply_vfunc (LudusGame        *self,
                    LudusState       *state,
                    guint             player,
                    const LudusMove  *move,
                    GError          **error)
{
  return trajan_apply (data (self), STATE (state), player, move, error);
}

static guint
trajan_get_epoch (LudusGame        *self,
                  const LudusState *state)
{
  return CSTATE (state)->epoch;
}

static LudusState *
trajan_redact_vfunc (LudusGame        *self,
                     const LudusState *state,
                     int               viewer)
{
  TrajanState *copy = g_memdup2 (state, sizeof (TrajanState));

  trajan_redact (copy, viewer);
  return (LudusState *) copy;
}

static char *
trajan_describe_move (LudusGame        *self,
                      const LudusState *before,
                      const LudusState *after,
                      guint             player,
                      const LudusMove  *move,
                      int               viewer)
{
  return trajan_text_describe_move (data (self), CSTATE (before), CSTATE (after), player, move,
                                    viewer);
}

static char *
trajan_get_prompt (LudusGame        *self,
                   const LudusState *state,
                   int               viewer)
{
  return trajan_text_prompt (data (self), CSTATE (state), viewer);
}

static char *
trajan_describe_player (LudusGame        *self,
                        const LudusState *state,
                        guint             player,
                        int               viewer)
{
  return trajan_text_describe_player (data (self), CSTATE (state), player, viewer);
}

static gboolean
trajan_is_over (LudusGame        *self,
                const LudusState *state)
{
  return CSTATE (state)->phase == TRAJAN_PHASE_GAME_OVER;
}

static void
trajan_get_scores (LudusGame        *self,
                   const LudusState *state,
                   int              *scores)
{
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = CSTATE (state)->players[p].vp;
}

static void
trajan_get_ranks (LudusGame        *self,
                  const LudusState *state,
                  guint            *ranks)
{
  trajan_ranks (CSTATE (state), ranks);
}

static GPtrArray *
trajan_get_score_breakdown (LudusGame        *self,
                            const LudusState *state)
{
  return trajan_text_breakdown (data (self), CSTATE (state));
}

static JsonNode *
trajan_state_to_json_vfunc (LudusGame        *self,
                            const LudusState *state)
{
  return trajan_state_to_json (CSTATE (state));
}

static LudusState *
trajan_state_from_json_vfunc (LudusGame  *self,
                              JsonNode   *node,
                              GError    **error)
{
  const TrajanData *d = ludus_component_data_get_parsed (ludus_game_get_component_data (self,
                                                                                       error));

  if (d == NULL)
    return NULL;
  return (LudusState *) trajan_state_from_json (d, node, error);
}

static GObject *
trajan_create_board (LudusGame *self,
                     LudusView *view)
{
  if (board_factory == NULL)
    return NULL;
  return board_factory (self, view);
}

static void
ludus_trajan_game_iface_init (LudusGameInterface *iface)
{
  iface->get_id = trajan_get_id;
  iface->get_name = trajan_get_name;
  iface->get_summary = trajan_get_summary;
  iface->get_rules_version = trajan_get_rules_version;
  iface->get_player_range = trajan_get_player_range;
  iface->get_flags = trajan_get_flags;
  iface->get_options = trajan_get_options;
  iface->get_move_kinds = trajan_get_move_kinds;
  iface->get_rules_markup = trajan_get_rules_markup;
  iface->new_state = trajan_new_state;
  iface->copy_state = trajan_copy_state;
  iface->free_state = trajan_free_state;
  iface->get_n_players = trajan_get_n_players;
  iface->get_actors = trajan_get_actors;
  iface->legal_moves = trajan_legal_moves_vfunc;
  iface->apply = trajan_apply_vfunc;
  iface->get_epoch = trajan_get_epoch;
  iface->redact = trajan_redact_vfunc;
  iface->describe_move = trajan_describe_move;
  iface->get_prompt = trajan_get_prompt;
  iface->describe_player = trajan_describe_player;
  iface->is_over = trajan_is_over;
  iface->get_scores = trajan_get_scores;
  iface->get_ranks = trajan_get_ranks;
  iface->get_score_breakdown = trajan_get_score_breakdown;
  iface->state_to_json = trajan_state_to_json_vfunc;
  iface->state_from_json = trajan_state_from_json_vfunc;
  iface->create_board = trajan_create_board;
}

static void
ludus_trajan_game_class_init (LudusTrajanGameClass *klass)
{
}

static void
ludus_trajan_game_init (LudusTrajanGame *self)
{
  ludus_game_set_data_loader (LUDUS_GAME (self), &trajan_data_loader);
}
