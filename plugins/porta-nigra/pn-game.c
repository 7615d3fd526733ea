/* pn-game.c: Porta Nigra's rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-rules.h"
#include "pn-text.h"

/* Every state was made after the core loaded the data (component_data), so this cannot fail. The
 * pointer is asked for on every call: a match replayed with the built-in data gets it. */
static const PnData *
data (void)
{
  return pn_data_get (NULL);
}

#define STATE(s) ((PnState *) (s))
#define CSTATE(s) ((const PnState *) (s))

static const LudusOption pn_options[PN_N_OPTIONS] = {
  /* Ruling R24: the rulebook leaves the first start player to a house rule. */
  { "start_player", N_("Start player"),
    N_("Who takes the first turn: drawn at random, or chosen by the players."),
    LUDUS_OPTION_SEAT, -1, 0, 0, NULL },
};

static char *
rules_markup (void)
{
  return pn_text_rules (data ());
}

static GPtrArray *
rules_sections (void)
{
  return pn_text_rules_sections (data ());
}

static const char *
rules_section (const LudusState *state,
               int               viewer)
{
  return pn_text_rules_section (CSTATE (state));
}

static guint
round_of (const LudusState *state)
{
  return CSTATE (state)->round;
}

static gboolean
setup (LudusState  *state,
       guint64      seed,
       const int   *options,
       GError     **error)
{
  return pn_setup (STATE (state), data (), ludus_state_get_n_players (state), seed,
                   options != NULL ? options[PN_OPT_START_PLAYER] : -1, error);
}

static JsonNode *
to_json (const LudusState *state)
{
  return pn_state_to_json (CSTATE (state));
}

static gboolean
from_json (LudusState  *state,
           JsonNode    *node,
           GError     **error)
{
  return pn_state_from_json (STATE (state), data (), node, error);
}

static guint
actors (const LudusState *state)
{
  return pn_actors (CSTATE (state));
}

static void
legal_moves (const LudusState *state,
             guint             player,
             GArray           *moves)
{
  pn_legal_moves (CSTATE (state), data (), player, moves);
}

static void
apply (LudusState      *state,
       guint            player,
       const LudusMove *move)
{
  pn_apply (STATE (state), data (), player, move);
}

static gboolean
automatic_move (const LudusState *state,
                guint            *player,
                LudusMove        *move)
{
  return pn_automatic_move (CSTATE (state), data (), player, move);
}

static void
canonicalize_move (const LudusState *state,
                   guint             player,
                   LudusMove        *move)
{
  pn_canonicalize (CSTATE (state), data (), player, move);
}

static char *
explain_illegal (const LudusState *state,
                 guint             player,
                 const LudusMove  *move)
{
  return pn_explain_illegal (CSTATE (state), data (), player, move);
}

static void
redact (LudusState *state,
        int         viewer)
{
  pn_redact (STATE (state), viewer);
}

static void
determinize (LudusState *state,
             guint       seat,
             LudusRng   *rng)
{
  pn_determinize (STATE (state), seat, rng);
}

static char *
describe_move (const LudusState *before,
               const LudusState *after,
               guint             player,
               const LudusMove  *move,
               int               viewer)
{
  return pn_text_describe_move (data (), CSTATE (before), CSTATE (after), player, move, viewer);
}

static char *
prompt (const LudusState *state,
        int               viewer)
{
  return pn_text_prompt (data (), CSTATE (state), viewer);
}

static char *
describe_player (const LudusState *state,
                 guint             player,
                 int               viewer)
{
  return pn_text_describe_player (data (), CSTATE (state), player, viewer);
}

static gboolean
is_over (const LudusState *state)
{
  return CSTATE (state)->phase == PN_PHASE_OVER;
}

/* Ties on VP are shared wins (spec §7.6): the core's ranks by score. */
static void
scores (const LudusState *state,
        int              *scores)
{
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = CSTATE (state)->players[p].vp;
}

static GPtrArray *
breakdown (const LudusState *state)
{
  return pn_text_breakdown (data (), CSTATE (state));
}

/* A turn ends with end_turn; each interim split and the choice of the next
 * start player is a turn of its own, even when the same seat acts next. */
static gboolean
ends_turn (const LudusState *before,
           const LudusState *after,
           guint             player,
           const LudusMove  *move)
{
  if (move->kind == PN_MOVE_END_TURN || move->kind == PN_MOVE_INTERIM_SPLIT ||
      move->kind == PN_MOVE_START_PLAYER)
    return TRUE;
  return is_over (after) || (actors (after) & (1u << player)) == 0;
}

const LudusRules pn_rules = {
  .id = "porta-nigra",
  /* Translators: the name of the game (the Russian edition keeps it in Latin letters) */
  .name = N_("Porta Nigra"),
  .summary = N_("Buy bricks around Roman Trier and build the Basilica, the Amphitheatre, the "
                "City Wall and the Porta Nigra in Kramer and Kiesling’s game of timing."),
  .rules_version = PN_RULES_VERSION,
  .min_players = 2,
  .max_players = PN_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_RANDOMNESS,
  .options = pn_options,
  .n_options = PN_N_OPTIONS,
  .move_kinds = pn_move_kind_names,
  .state_size = sizeof (PnState),

  .component_data = &pn_data_loader,
  .rules_markup = rules_markup,
  .rules_sections = rules_sections,
  .rules_section = rules_section,
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
  .determinize = determinize,

  .describe_move = describe_move,
  .prompt = prompt,
  .describe_player = describe_player,

  .is_over = is_over,
  .scores = scores,
  .breakdown = breakdown,

  .ends_turn = ends_turn,
  .round = round_of,
};
