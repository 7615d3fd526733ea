/* trajan-game.c: Trajan's description and rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LudusRulesGame turns this table into the LudusGame the shell plays. The
 * engine's functions take the component data first; the few lines below
 * hand it to them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "trajan-text.h"

/* Every state was made after prepare() loaded the data, so this cannot fail. */
static const TrajanData *
data (void)
{
  return trajan_data_get (NULL);
}

#define STATE(s) ((TrajanState *) (s))
#define CSTATE(s) ((const TrajanState *) (s))

static gboolean
prepare (GError **error)
{
  return trajan_data_get (error) != NULL;
}

static char *
rules_markup (void)
{
  return trajan_text_rules (data ());
}

static const LudusOption trajan_options[TRAJAN_N_OPTIONS] = {
  { "start_player", N_("Start player"),
    N_("Who takes the first turn: drawn at random, or chosen by the players."),
    LUDUS_OPTION_SEAT, -1, 0, 0, NULL },
};

static gboolean
setup (LudusState  *state,
       guint64      seed,
       const int   *options,
       GError     **error)
{
  trajan_setup (STATE (state), data (), ludus_state_get_n_players (state), seed,
                options != NULL ? options[TRAJAN_OPT_START_PLAYER] : -1);
  return TRUE;
}

static LudusState *
from_json (JsonNode  *node,
           GError   **error)
{
  return (LudusState *) trajan_state_from_json (data (), node, error);
}

static JsonNode *
to_json (const LudusState *state)
{
  return trajan_state_to_json (CSTATE (state));
}

static guint
actors (const LudusState *state)
{
  return trajan_actors (CSTATE (state));
}

static void
legal_moves (const LudusState *state,
             guint             player,
             GArray           *moves)
{
  trajan_legal_moves (data (), CSTATE (state), player, moves);
}

static void
apply (LudusState      *state,
       guint            player,
       const LudusMove *move)
{
  trajan_apply_trusted (data (), STATE (state), player, move);
}

static gboolean
automatic_move (const LudusState *state,
                guint            *player,
                LudusMove        *move)
{
  return trajan_automatic_move (data (), CSTATE (state), player, move);
}

static void
canonicalize_move (const LudusState *state,
                   guint             player,
                   LudusMove        *move)
{
  trajan_canonicalize_move (data (), CSTATE (state), player, move);
}

static char *
explain_illegal (const LudusState *state,
                 guint             player,
                 const LudusMove  *move)
{
  return trajan_explain_illegal (data (), CSTATE (state), player, move);
}

static void
redact (LudusState *state,
        int         viewer)
{
  trajan_redact (STATE (state), viewer);
}

static char *
describe_move (const LudusState *before,
               const LudusState *after,
               guint             player,
               const LudusMove  *move,
               int               viewer)
{
  return trajan_text_describe_move (data (), CSTATE (before), CSTATE (after), player, move,
                                    viewer);
}

static char *
prompt (const LudusState *state,
        int               viewer)
{
  return trajan_text_prompt (data (), CSTATE (state), viewer);
}

static char *
describe_player (const LudusState *state,
                 guint             player,
                 int               viewer)
{
  return trajan_text_describe_player (data (), CSTATE (state), player, viewer);
}

static gboolean
is_over (const LudusState *state)
{
  return CSTATE (state)->phase == TRAJAN_PHASE_GAME_OVER;
}

static void
scores (const LudusState *state,
        int              *scores)
{
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = CSTATE (state)->players[p].vp;
}

static void
ranks (const LudusState *state,
       guint            *ranks)
{
  trajan_ranks (CSTATE (state), ranks);
}

static GPtrArray *
breakdown (const LudusState *state)
{
  return trajan_text_breakdown (data (), CSTATE (state));
}

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

  .prepare = prepare,
  .component_data = &trajan_data_loader,
  .rules_markup = rules_markup,
  .setup = setup,
  .to_json = to_json,
  .from_json = from_json,
  .actors = actors,
  .legal_moves = legal_moves,
  .apply = apply,
  .canonicalize_move = canonicalize_move,
  .automatic_move = automatic_move,
  .explain_illegal = explain_illegal,
  .redact = redact,
  .describe_move = describe_move,
  .prompt = prompt,
  .describe_player = describe_player,
  .is_over = is_over,
  .scores = scores,
  .ranks = ranks,
  .breakdown = breakdown,
};
