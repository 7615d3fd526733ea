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

const LudusRules trajan_rules = {
  .id = "trajan",
  .name = N_("Trajan"),
  .summary = N_("Sow action markers round your wheel to trade, build, campaign and "
                "sway the Senate in Stefan Feld’s Rome."),
  .rules_version = TRAJAN_RULES_VERSION,
  .min_players = 2,
  .max_players = TRAJAN_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_RANDOMNESS,
  /* The rulebook has no variants; only the start player is left to the players. */
  .options = trajan_options,
  .n_options = TRAJAN_N_OPTIONS,
  .move_kinds = trajan_move_kind_names,
  .state_size = sizeof (TrajanState),

  .prepare = trajan_prepare,
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
};
