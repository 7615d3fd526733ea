/* ft-game.c: Forum Trajanum's description and rules table
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

/* Every state was made after prepare() loaded the data, so this cannot fail. */
static const FtData *
data (void)
{
  return ft_data_get (NULL);
}

#define STATE(s) ((FtState *) (s))
#define CSTATE(s) ((const FtState *) (s))

static const char *const first_game_cards[] = {
  N_("Drawn at random"),
  N_("Trajan card III-1"), N_("Trajan card III-2"), N_("Trajan card III-3"),
  N_("Trajan card III-4"), N_("Promo Trajan card III"),
  NULL
};

/* Not const: prepare () marks what the data cannot offer (LudusOption.unavailable). */
static LudusOption ft_options[FT_N_OPTIONS] = {
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
  { "start_player", N_("Start player"),
    N_("Who takes the start-player figure: drawn at random, or chosen by the players."),
    LUDUS_OPTION_SEAT, -1, 0, 0, NULL },
};

static gboolean
prepare (GError **error)
{
  const FtData *d = ft_data_get (error);

  if (d == NULL)
    return FALSE;
  ft_options[FT_OPT_SIDE_B].unavailable =
    d->side[1].available ? NULL
    /* Translators: why the option "Player boards side B" cannot be switched on. */
    : N_("Not available yet: the data of the boards' side B has not been transcribed.");
  return TRUE;
}

static char *
rules_markup (void)
{
  return ft_text_rules (data ());
}

static gboolean
setup (LudusState  *state,
       guint64      seed,
       const int   *options,
       GError     **error)
{
  return ft_setup (data (), STATE (state), ludus_state_get_n_players (state), seed, options,
                   error);
}

static JsonNode *
to_json (const LudusState *state)
{
  return ft_state_to_json (CSTATE (state));
}

static gboolean
from_json (LudusState  *state,
           JsonNode    *node,
           GError     **error)
{
  return ft_state_from_json (data (), STATE (state), node, error);
}

static guint
actors (const LudusState *state)
{
  return ft_actors (CSTATE (state));
}

static void
legal_moves (const LudusState *state,
             guint             player,
             GArray           *moves)
{
  ft_legal_moves (data (), CSTATE (state), player, -1, moves);
}

static void
apply (LudusState      *state,
       guint            player,
       const LudusMove *move)
{
  ft_apply_trusted (data (), STATE (state), player, move);
}

static gboolean
automatic_move (const LudusState *state,
                guint            *player,
                LudusMove        *move)
{
  return ft_automatic_move (data (), CSTATE (state), player, move);
}

static void
canonicalize_move (const LudusState *state,
                   guint             player,
                   LudusMove        *move)
{
  ft_canonicalize_move (CSTATE (state), player, move);
}

static void
redact (LudusState *state,
        int         viewer)
{
  ft_redact (STATE (state), viewer);
}

static void
determinize (LudusState *state,
             guint       seat,
             LudusRng   *rng)
{
  ft_determinize (data (), STATE (state), seat, rng);
}

static char *
describe_move (const LudusState *before,
               const LudusState *after,
               guint             player,
               const LudusMove  *move,
               int               viewer)
{
  return ft_text_describe_move (data (), CSTATE (before), CSTATE (after), player, move, viewer);
}

static char *
prompt (const LudusState *state,
        int               viewer)
{
  return ft_text_prompt (data (), CSTATE (state), viewer);
}

static char *
describe_player (const LudusState *state,
                 guint             player,
                 int               viewer)
{
  return ft_text_describe_player (data (), CSTATE (state), player, viewer);
}

static gboolean
is_over (const LudusState *state)
{
  return ft_is_over (CSTATE (state));
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
  ft_ranks (CSTATE (state), ranks);
}

static gboolean
ends_turn (const LudusState *before,
           const LudusState *after,
           guint             player,
           const LudusMove  *move)
{
  return ft_ends_turn (CSTATE (after), player, move);
}

static GPtrArray *
breakdown (const LudusState *state)
{
  return ft_text_breakdown (data (), CSTATE (state));
}

/* The table's questions: which round (4 a pass, counted through the game), which decisions
 * are setup decisions, which section of the rules is about the decision open now. */

static guint
round_of (const LudusState *state)
{
  const FtState *s = CSTATE (state);

  return (MAX (s->pass, 1) - 1u) * FT_ROUNDS_PER_PASS + MAX (s->round, 1);
}

/* The cranes, the first female citizen, the diagonal, a newcomer's citizen. */
static gboolean
setup_decision (const LudusState *state,
                guint             player)
{
  return CSTATE (state)->phase < FT_PHASE_DRAFT;
}

/* The sections in the order of ft_text_rules ()'s headings (ids from its bold headings). */
static const char *
rules_section (const LudusState *state,
               int               viewer)
{
  switch ((FtPhase) CSTATE (state)->phase)
    {
    case FT_PHASE_SETUP_CRANES:
    case FT_PHASE_SETUP_CITIZEN:
    case FT_PHASE_SETUP_DIAGONAL:
    case FT_PHASE_SETUP_HANDICAP:
      return "section-2";       /* Setup */
    case FT_PHASE_DRAFT:
      return "section-3";       /* Round: the draft */
    case FT_PHASE_TURN:
      return "section-4";       /* Turn */
    case FT_PHASE_SCORING_PAY:
    case FT_PHASE_GAME_OVER:
    default:
      return "section-11";      /* Scoring */
    }
}

const LudusRules ft_rules = {
  .id = "forum-trajanum",
  .name = N_("Forum Trajanum"),
  .summary = N_("Draft tiles from the streets of your colony, settle citizens, build and "
                "send envoys to the forum in Stefan Feld’s Rome."),
  .rules_version = FT_RULES_VERSION,
  .min_players = 2,
  .max_players = FT_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS |
           LUDUS_GAME_SETUP_DECISIONS,
  .options = ft_options,
  .n_options = FT_N_OPTIONS,
  .move_kinds = ft_move_kind_names,
  .state_size = sizeof (FtState),

  .prepare = prepare,
  .component_data = &ft_data_loader,
  .rules_markup = rules_markup,
  .setup = setup,
  .to_json = to_json,
  .from_json = from_json,
  .actors = actors,
  .legal_moves = legal_moves,
  .apply = apply,
  .canonicalize_move = canonicalize_move,
  .automatic_move = automatic_move,
  .redact = redact,
  .determinize = determinize,
  .describe_move = describe_move,
  .prompt = prompt,
  .describe_player = describe_player,
  .is_over = is_over,
  .scores = scores,
  .ranks = ranks,
  .breakdown = breakdown,
  .ends_turn = ends_turn,
  .playout_flags = ft_playout_flags,
  .playout_move = ft_playout_move,
  .round = round_of,
  .setup_decision = setup_decision,
  .rules_section = rules_section,
};
