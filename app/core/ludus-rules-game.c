/* ludus-rules-game.c: LudusRulesGame, the LudusGame over a LudusRules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-rules.h"

typedef struct
{
  const LudusRules     *rules;
  const LudusBoardSpec *board;
  gboolean              builtin_data;   /* see ludus_rules_game_new_builtin_data () */
} LudusRulesGamePrivate;

static void ludus_rules_game_iface_init (LudusGameInterface *iface);

G_DEFINE_TYPE_WITH_CODE (LudusRulesGame, ludus_rules_game, G_TYPE_OBJECT,
                         G_ADD_PRIVATE (LudusRulesGame)
                         G_IMPLEMENT_INTERFACE (LUDUS_TYPE_GAME, ludus_rules_game_iface_init))

static inline const LudusRules *
rules_of (LudusGame *game)
{
  /* Only this type's own vfuncs call it: a plain cast, no type check in the inner loop of
   * searches and playouts. */
  LudusRulesGamePrivate *priv = ludus_rules_game_get_instance_private ((LudusRulesGame *) game);

  return priv->rules;
}

/* Inside every call into the engine: a game object made to replay a save with the built-in
 * component data makes the engine read that data (ludus-component-data.h). */
#define DATA_SCOPE(game) \
  G_GNUC_UNUSED g_auto(LudusDataScope) data_scope_ = ludus_component_data_enter_builtin ( \
    ((LudusRulesGamePrivate *) ludus_rules_game_get_instance_private ( \
      (LudusRulesGame *) (game)))->builtin_data)

/* The table's prepare; without one, loading its component data (if it has any) once. */
static gboolean
prepare (const LudusRules  *rules,
         GError           **error)
{
  if (rules->prepare != NULL)
    return rules->prepare (error);
  if (rules->component_data != NULL)
    return ludus_component_data_get (rules->component_data, error) != NULL;
  return TRUE;
}

static const char *
rg_get_id (LudusGame *self)
{
  return rules_of (self)->id;
}

static char *
rg_get_name (LudusGame *self)
{
  return g_strdup (ludus_gettext (rules_of (self)->name));
}

static char *
rg_get_summary (LudusGame *self)
{
  return g_strdup (ludus_gettext (rules_of (self)->summary));
}

static guint
rg_get_rules_version (LudusGame *self)
{
  return rules_of (self)->rules_version;
}

static void
rg_get_player_range (LudusGame *self,
                     guint     *min_players,
                     guint     *max_players)
{
  *min_players = rules_of (self)->min_players;
  *max_players = rules_of (self)->max_players;
}

static LudusGameFlags
rg_get_flags (LudusGame *self)
{
  return rules_of (self)->flags;
}

static const LudusOption *
rg_get_options (LudusGame *self,
                guint     *n_options)
{
  DATA_SCOPE (self);

  /* The game may mark options unavailable from its data (LudusOption.unavailable). */
  prepare (rules_of (self), NULL);
  *n_options = rules_of (self)->n_options;
  return rules_of (self)->options;
}

static const char *const *
rg_get_move_kinds (LudusGame *self)
{
  return rules_of (self)->move_kinds;
}

static char *
rg_get_rules_markup (LudusGame *self)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);

  if (!prepare (rules, NULL))
    return g_strdup ("");
  if (rules->rules_markup == NULL && rules->rules_sections != NULL)
    {
      g_autoptr(GPtrArray) sections = rules->rules_sections ();

      return ludus_rules_sections_to_markup (sections);
    }
  return rules->rules_markup != NULL ? rules->rules_markup () : g_strdup ("");
}

static GPtrArray *
rg_get_rules_sections (LudusGame *self)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);

  if (rules->rules_sections == NULL || !prepare (rules, NULL))
    return NULL;
  return rules->rules_sections ();
}

static LudusState *
rg_new_state (LudusGame  *self,
              guint       n_players,
              guint64     seed,
              const int  *option_values,
              GError    **error)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);
  g_autoptr(LudusState) state = NULL;
  LudusState header;

  if (!prepare (rules, error))
    return NULL;

  state = ludus_state_new (rules->state_size, n_players);
  memcpy (&header, state, sizeof header);
  if (!rules->setup (state, seed, option_values, error))
    return NULL;
  /* The setup may have cleared its struct whole: the header stays the core's. */
  memcpy (state, &header, G_STRUCT_OFFSET (LudusState, epoch));
  memcpy ((char *) state + G_STRUCT_OFFSET (LudusState, n_players), &header.n_players,
          sizeof header.n_players);
  return g_steal_pointer (&state);
}

static guint
rg_get_actors (LudusGame        *self,
               const LudusState *state)
{
  DATA_SCOPE (self);
  return rules_of (self)->actors (state);
}

static void
rg_legal_moves (LudusGame        *self,
                const LudusState *state,
                guint             player,
                GArray           *moves)
{
  DATA_SCOPE (self);
  rules_of (self)->legal_moves (state, player, moves);
}

static void
rg_apply (LudusGame       *self,
          LudusState      *state,
          guint            player,
          const LudusMove *move)
{
  DATA_SCOPE (self);
  rules_of (self)->apply (state, player, move);
}

static void
rg_canonicalize_move (LudusGame        *self,
                      const LudusState *state,
                      guint             player,
                      LudusMove        *move)
{
  DATA_SCOPE (self);
  if (rules_of (self)->canonicalize_move != NULL)
    rules_of (self)->canonicalize_move (state, player, move);
}

static gboolean
rg_get_automatic_move (LudusGame        *self,
                       const LudusState *state,
                       guint            *player,
                       LudusMove        *move)
{
  if (rules_of (self)->automatic_move == NULL)
    return FALSE;
  return rules_of (self)->automatic_move (state, player, move);
}

static char *
rg_explain_illegal (LudusGame        *self,
                    const LudusState *state,
                    guint             player,
                    const LudusMove  *move)
{
  DATA_SCOPE (self);
  if (rules_of (self)->explain_illegal == NULL)
    return NULL;
  return rules_of (self)->explain_illegal (state, player, move);
}

static LudusState *
rg_redact (LudusGame        *self,
           const LudusState *state,
           int               viewer)
{
  DATA_SCOPE (self);
  LudusState *copy = ludus_state_copy (state);

  rules_of (self)->redact (copy, viewer);
  return copy;
}

static char *
rg_describe_move (LudusGame        *self,
                  const LudusState *before,
                  const LudusState *after,
                  guint             player,
                  const LudusMove  *move,
                  int               viewer)
{
  DATA_SCOPE (self);
  return rules_of (self)->describe_move (before, after, player, move, viewer);
}

static char *
rg_get_prompt (LudusGame        *self,
               const LudusState *state,
               int               viewer)
{
  DATA_SCOPE (self);
  return rules_of (self)->prompt (state, viewer);
}

static char *
rg_describe_player (LudusGame        *self,
                    const LudusState *state,
                    guint             player,
                    int               viewer)
{
  DATA_SCOPE (self);
  return rules_of (self)->describe_player (state, player, viewer);
}

static gboolean
rg_is_over (LudusGame        *self,
            const LudusState *state)
{
  DATA_SCOPE (self);
  return rules_of (self)->is_over (state);
}

static void
rg_get_scores (LudusGame        *self,
               const LudusState *state,
               int              *scores)
{
  DATA_SCOPE (self);
  rules_of (self)->scores (state, scores);
}

static void
rg_get_ranks (LudusGame        *self,
              const LudusState *state,
              guint            *ranks)
{
  DATA_SCOPE (self);
  int scores[LUDUS_MAX_PLAYERS] = { 0 };

  if (rules_of (self)->ranks != NULL)
    {
      rules_of (self)->ranks (state, ranks);
      return;
    }
  rules_of (self)->scores (state, scores);
  ludus_ranks_from_scores (scores, ludus_state_get_n_players (state), ranks);
}

static gboolean
rg_get_opponent_score (LudusGame        *self,
                       const LudusState *state,
                       int              *score)
{
  DATA_SCOPE (self);
  if (rules_of (self)->opponent_score == NULL)
    return FALSE;
  return rules_of (self)->opponent_score (state, score);
}

static GPtrArray *
rg_get_score_breakdown (LudusGame        *self,
                        const LudusState *state)
{
  DATA_SCOPE (self);
  return rules_of (self)->breakdown (state);
}

static JsonNode *
rg_state_to_json (LudusGame        *self,
                  const LudusState *state)
{
  DATA_SCOPE (self);
  return rules_of (self)->to_json (state);
}

static LudusState *
rg_state_from_json (LudusGame  *self,
                    JsonNode   *node,
                    GError    **error)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);
  LudusState *state;

  if (!prepare (rules, error))
    return NULL;
  state = ludus_state_new (rules->state_size, 0);
  if (!rules->from_json (state, node, error))
    g_clear_pointer (&state, ludus_state_free);
  if (state != NULL && ludus_state_get_size (state) != rules->state_size)
    {
      g_critical ("%s: from_json set the state's size to %" G_GSIZE_FORMAT ", not %" G_GSIZE_FORMAT,
                  rules->id, ludus_state_get_size (state), rules->state_size);
      g_clear_pointer (&state, ludus_state_free);
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   _("The %s engine could not read this position"), rules->id);
    }
  return state;
}

static LudusState *
rg_determinize (LudusGame        *self,
                const LudusState *state,
                guint             seat,
                LudusRng         *rng)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);
  LudusState *copy = ludus_state_copy (state);

  if (rules->determinize != NULL)
    rules->determinize (copy, seat, rng);
  else
    g_return_val_if_fail ((rules->flags & LUDUS_GAME_HIDDEN_INFORMATION) == 0, copy);
  ludus_state_reseed (copy, rng);
  return copy;
}

static gboolean
rg_evaluate (LudusGame        *self,
             const LudusState *state,
             double           *values)
{
  DATA_SCOPE (self);
  if (rules_of (self)->evaluate == NULL)
    return FALSE;
  return rules_of (self)->evaluate (state, values);
}

static double
rg_get_exploration_scale (LudusGame        *self,
                          const LudusState *state)
{
  if (rules_of (self)->exploration_scale == NULL)
    return 1.0;
  return rules_of (self)->exploration_scale (state);
}

static guint
rg_choose_playout_move (LudusGame        *self,
                        const LudusState *state,
                        guint             player,
                        const LudusMove  *moves,
                        guint             n_moves,
                        LudusRng         *rng)
{
  DATA_SCOPE (self);
  if (rules_of (self)->playout_move == NULL)
    return ludus_rng_below (rng, n_moves);
  return rules_of (self)->playout_move (state, player, moves, n_moves, rng);
}

static LudusPlayoutFlags
rg_get_playout_flags (LudusGame        *self,
                      const LudusState *state,
                      guint             level)
{
  if (rules_of (self)->playout_flags == NULL)
    return LUDUS_PLAYOUT_POLICY;
  return rules_of (self)->playout_flags (state, level);
}

static gboolean
rg_ends_turn (LudusGame        *self,
              const LudusState *before,
              const LudusState *after,
              guint             player,
              const LudusMove  *move)
{
  DATA_SCOPE (self);
  const LudusRules *rules = rules_of (self);

  if (rules->ends_turn != NULL)
    return rules->ends_turn (before, after, player, move);
  return rules->is_over (after) || (rules->actors (after) & (1u << player)) == 0;
}

static guint
rg_get_round (LudusGame        *self,
              const LudusState *state)
{
  DATA_SCOPE (self);
  return rules_of (self)->round != NULL ? rules_of (self)->round (state) : 0;
}

static gboolean
rg_is_setup_decision (LudusGame        *self,
                      const LudusState *state,
                      guint             player)
{
  DATA_SCOPE (self);
  return rules_of (self)->setup_decision != NULL &&
         rules_of (self)->setup_decision (state, player);
}

static const char *
rg_get_rules_section (LudusGame        *self,
                      const LudusState *state,
                      int               viewer)
{
  DATA_SCOPE (self);
  return rules_of (self)->rules_section != NULL ? rules_of (self)->rules_section (state, viewer)
                                                : NULL;
}

static const LudusBoardSpec *
rg_get_board (LudusGame *self)
{
  LudusRulesGamePrivate *priv = ludus_rules_game_get_instance_private (LUDUS_RULES_GAME (self));

  return priv->board;
}

static void
ludus_rules_game_iface_init (LudusGameInterface *iface)
{
  iface->get_id = rg_get_id;
  iface->get_name = rg_get_name;
  iface->get_summary = rg_get_summary;
  iface->get_rules_version = rg_get_rules_version;
  iface->get_player_range = rg_get_player_range;
  iface->get_flags = rg_get_flags;
  iface->get_options = rg_get_options;
  iface->get_move_kinds = rg_get_move_kinds;
  iface->get_rules_markup = rg_get_rules_markup;
  iface->new_state = rg_new_state;
  iface->get_actors = rg_get_actors;
  iface->legal_moves = rg_legal_moves;
  iface->apply = rg_apply;
  iface->canonicalize_move = rg_canonicalize_move;
  iface->get_automatic_move = rg_get_automatic_move;
  iface->explain_illegal = rg_explain_illegal;
  iface->redact = rg_redact;
  iface->describe_move = rg_describe_move;
  iface->get_prompt = rg_get_prompt;
  iface->describe_player = rg_describe_player;
  iface->is_over = rg_is_over;
  iface->get_scores = rg_get_scores;
  iface->get_ranks = rg_get_ranks;
  iface->get_score_breakdown = rg_get_score_breakdown;
  iface->state_to_json = rg_state_to_json;
  iface->state_from_json = rg_state_from_json;
  iface->determinize = rg_determinize;
  iface->evaluate = rg_evaluate;
  iface->ends_turn = rg_ends_turn;
  iface->get_board = rg_get_board;
  iface->get_round = rg_get_round;
  iface->is_setup_decision = rg_is_setup_decision;
  iface->get_rules_sections = rg_get_rules_sections;
  iface->get_rules_section = rg_get_rules_section;
  iface->get_opponent_score = rg_get_opponent_score;
  iface->get_exploration_scale = rg_get_exploration_scale;
  iface->choose_playout_move = rg_choose_playout_move;
  iface->get_playout_flags = rg_get_playout_flags;
}

static void
ludus_rules_game_class_init (LudusRulesGameClass *klass)
{
}

/* A GInstanceInitFunc is given the class of the type being made, so a
 * per-game subclass hands its tables to every instance here. */
static void
ludus_rules_game_init (LudusRulesGame *self)
{
}

static void
per_game_instance_init (GTypeInstance *instance,
                        gpointer       g_class)
{
  LudusRulesGameClass *klass = g_class;
  LudusRulesGamePrivate *priv = ludus_rules_game_get_instance_private (LUDUS_RULES_GAME (instance));

  priv->rules = klass->rules;
  priv->board = klass->board;
}

typedef struct
{
  const LudusRules     *rules;
  const LudusBoardSpec *board;
} PerGameData;

static void
per_game_class_init (gpointer g_class,
                     gpointer class_data)
{
  LudusRulesGameClass *klass = g_class;
  const PerGameData *data = class_data;

  klass->rules = data->rules;
  klass->board = data->board;
}

/**
 * ludus_rules_game_new_builtin_data:
 * @self: a game
 *
 * Returns: (transfer full): a second game object over @self's tables whose engine reads the
 *   built-in component data while it runs (to replay a save that was played with it while a
 *   user's override is in use)
 */
LudusGame *
ludus_rules_game_new_builtin_data (LudusRulesGame *self)
{
  LudusRulesGamePrivate *priv = ludus_rules_game_get_instance_private (self);
  LudusRulesGame *copy;
  LudusRulesGamePrivate *copy_priv;

  g_return_val_if_fail (LUDUS_IS_RULES_GAME (self), NULL);

  copy = g_object_new (G_OBJECT_TYPE (self), NULL);
  copy_priv = ludus_rules_game_get_instance_private (copy);
  copy_priv->rules = priv->rules;
  copy_priv->board = priv->board;
  copy_priv->builtin_data = TRUE;
  ludus_game_use_builtin_data (LUDUS_GAME (copy));
  return LUDUS_GAME (copy);
}

/**
 * ludus_rules_game_new:
 * @rules: the game's rules table; must outlive the game
 * @board: (nullable): its board, or %NULL
 *
 * Returns: (transfer full): a game object over @rules
 */
LudusGame *
ludus_rules_game_new (const LudusRules     *rules,
                      const LudusBoardSpec *board)
{
  LudusRulesGame *self;
  LudusRulesGamePrivate *priv;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_RULES_GAME, NULL);
  priv = ludus_rules_game_get_instance_private (self);
  priv->rules = rules;
  priv->board = board;
  return LUDUS_GAME (self);
}

static char *
type_name_for (const char *id)
{
  GString *name = g_string_new ("LudusRulesGame_");

  for (const char *c = id; *c != '\0'; c++)
    g_string_append_c (name, g_ascii_isalnum (*c) ? *c : '_');
  return g_string_free (name, FALSE);
}

/**
 * ludus_rules_game_register_type:
 * @rules: the game's rules table, in the plugin module (made resident)
 * @board: (nullable): its board
 *
 * Returns: a subtype of #LudusRulesGame whose instances play @rules, or
 *   %G_TYPE_INVALID if another table already took the game's id
 */
GType
ludus_rules_game_register_type (const LudusRules     *rules,
                                const LudusBoardSpec *board)
{
  g_autofree char *name = NULL;
  PerGameData *data;
  GType type;
  GTypeInfo info = {
    .class_size = sizeof (LudusRulesGameClass),
    .class_init = per_game_class_init,
    .instance_size = sizeof (LudusRulesGame),
    .instance_init = per_game_instance_init,
  };

  g_return_val_if_fail (rules != NULL && rules->id != NULL, G_TYPE_INVALID);

  name = type_name_for (rules->id);
  type = g_type_from_name (name);
  if (type != G_TYPE_INVALID)
    {
      LudusRulesGameClass *klass = g_type_class_ref (type);
      gboolean same = klass->rules == rules;

      g_type_class_unref (klass);
      return same ? type : G_TYPE_INVALID;
    }

  /* Lives as long as the type, that is as long as the process. */
  data = g_new0 (PerGameData, 1);
  data->rules = rules;
  data->board = board;
  info.class_data = data;
  return g_type_register_static (LUDUS_TYPE_RULES_GAME, name, &info, G_TYPE_FLAG_FINAL);
}

const LudusRules *
ludus_rules_game_get_rules (LudusRulesGame *self)
{
  g_return_val_if_fail (LUDUS_IS_RULES_GAME (self), NULL);
  return rules_of (LUDUS_GAME (self));
}
