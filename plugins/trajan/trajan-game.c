/* trajan-game.c: Trajan's description and rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * All the glue Trajan needs: what the game is called and which engine
 * function does what. LudusRulesGame turns the table into the LudusGame the
 * shell plays; the plugin module is one line (trajan-plugin.c).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-game.h"
#include "trajan-rules.h"

static const LudusOption trajan_options[TRAJAN_N_OPTIONS] = {
  { "start_player", N_("Start player"),
    N_("Who takes the first turn: drawn at random, or chosen by the players."),
    LUDUS_OPTION_SEAT, -1, 0, 0, NULL },
};

/* The table's questions: which round (4 a quarter, counted through the year), which decisions
 * are setup decisions, which section of the rules is about the decision open now. */

static guint
round_of (const LudusState *state)
{
  const TrajanState *s = (const TrajanState *) state;

  return (MAX (s->quarter, 1) - 1u) * 4u + MAX (s->round, 1);
}

/* Putting the markers in the bowls, taking the three goods cards, choosing the Trajan tiles. */
static gboolean
setup_decision (const LudusState *state,
                guint             player)
{
  const TrajanState *s = (const TrajanState *) state;

  return s->phase <= TRAJAN_PHASE_SETUP_TRAJAN;
}

/* The sections in the order of trajan_rules_markup ()'s headings (ids from its bold headings). */
static const char *
rules_section (const LudusState *state,
               int               viewer)
{
  switch ((TrajanPhase) ((const TrajanState *) state)->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
    case TRAJAN_PHASE_SETUP_GOODS:
    case TRAJAN_PHASE_SETUP_TRAJAN:
      return "section-2";       /* Setup */
    case TRAJAN_PHASE_CHOOSE_BOWL:
    case TRAJAN_PHASE_SOW:
      return "section-1";       /* Overview: sowing the markers */
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      return "section-3";       /* Trajan tiles */
    case TRAJAN_PHASE_ACTION_CHOICE:
    case TRAJAN_PHASE_BONUS_ACTION:
    case TRAJAN_PHASE_SEAPORT_DISCARD:
    case TRAJAN_PHASE_EXTRA_OFFER:
      return "section-4";       /* The six actions */
    case TRAJAN_PHASE_QUARTER_DEMANDS:
    case TRAJAN_PHASE_QUARTER_SENATE:
      return "section-5";       /* Round and quarter ends */
    case TRAJAN_PHASE_GAME_OVER:
    case TRAJAN_N_PHASES:
    default:
      return "section-6";       /* Final scoring */
    }
}

const LudusRules trajan_rules = {
  .id = "trajan",
  .name = N_("Trajan"),
  .summary = N_("Sow action markers round your wheel to trade, build, campaign and "
                "sway the Senate in Stefan Feld’s Rome."),
  .rules_version = TRAJAN_RULES_VERSION,
  .min_players = 2,
  .max_players = TRAJAN_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_RANDOMNESS | LUDUS_GAME_SETUP_DECISIONS,
  /* The rulebook has no variants; only the start player is left to the players. */
  .options = trajan_options,
  .n_options = TRAJAN_N_OPTIONS,
  .move_kinds = trajan_move_kind_names,
  .state_size = sizeof (TrajanState),

  .component_data = &trajan_data_loader,
  .rules_markup = trajan_rules_markup,
  .setup = trajan_setup,
  .to_json = trajan_to_json,
  .from_json = trajan_from_json,

  .actors = trajan_actors,
  .legal_moves = trajan_legal_moves,
  .apply = trajan_apply,
  .canonicalize_move = trajan_canonicalize_move,
  .automatic_move = trajan_automatic_move,
  .explain_illegal = trajan_explain_illegal,

  .redact = trajan_redact,
  .determinize = trajan_determinize,

  .describe_move = trajan_describe_move,
  .prompt = trajan_prompt,
  .describe_player = trajan_describe_player,

  .is_over = trajan_is_over,
  .scores = trajan_scores,
  .ranks = trajan_ranks,
  .breakdown = trajan_breakdown,
  .ends_turn = trajan_ends_turn,
  .round = round_of,
  .setup_decision = setup_decision,
  .rules_section = rules_section,
};
