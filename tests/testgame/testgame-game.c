/* testgame-game.c: Tesserae's description and rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This is all the "glue" a game needs: what the game is called, its options
 * and move kinds, and which engine function does what. LudusRulesGame turns
 * the table into a LudusGame; the plugin module is one line (testgame-plugin.c).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "testgame-private.h"

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
  { "setup", N_("Starting tiles"), N_("Before the cards are dealt, each player places a tile "
                                      "on a free corner"),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
};

static const char *const move_kinds[TESTGAME_N_MOVE_KINDS + 1] = {
  "play", "row", "column", "confirm", "pass", "place", NULL
};

const LudusRules testgame_rules = {
  .id = TESTGAME_ID,
  /* Translators: the name of the small test game; “tesserae” are mosaic tiles */
  .name = N_("Tesserae"),
  .summary = N_("Play a hidden card each round; the highest unique card claims a tile."),
  .rules_version = 1,
  .min_players = 2,
  .max_players = TESTGAME_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS |
           LUDUS_GAME_SETUP_DECISIONS,
  .options = options,
  .n_options = TESTGAME_N_OPTIONS,
  .move_kinds = move_kinds,
  .state_size = sizeof (TestgameState),

  .rules_sections = testgame_rules_sections,
  .rules_section = testgame_rules_section,
  .component_data = &testgame_data_loader,
  .setup = testgame_setup,
  .to_json = testgame_to_json,
  .from_json = testgame_from_json,

  .actors = testgame_actors,
  .legal_moves = testgame_legal_moves,
  .apply = testgame_apply,
  .explain_illegal = testgame_explain_illegal,

  .redact = testgame_redact,
  .determinize = testgame_determinize,

  .describe_move = testgame_describe_move,
  .prompt = testgame_prompt,
  .describe_player = testgame_describe_player,

  .is_over = testgame_is_over,
  .scores = testgame_scores,
  .ranks = testgame_ranks,
  .breakdown = testgame_breakdown,

  .round = testgame_round,
  .setup_decision = testgame_setup_decision,
};

const LudusBoardSpec testgame_board = {
  .name = N_("Tesserae"),
  .aspect_ratio = TESTGAME_BOARD_WIDTH / TESTGAME_BOARD_HEIGHT,
  .draw = testgame_render,
  /* Its cards say why in their own tooltips. */
  .marks_final_moves = TRUE,
};
