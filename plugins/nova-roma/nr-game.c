/* nr-game.c: Nova Roma's description and rules table
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "nr-game.h"
#include "nr-rules.h"
#include "nr-text.h"

/* Every state was made after the core loaded the data (component_data), so this cannot fail. */
static const NrData *
data (void)
{
  return nr_data_get (NULL);
}

#define STATE(s) ((NrState *) (s))
#define CSTATE(s) ((const NrState *) (s))

static const char *const difficulties[] = {
  /* Translators: solo difficulty; the automa starts with 20 VP */
  N_("Easy (20 VP)"),
  /* Translators: solo difficulty; the automa starts with 30 VP */
  N_("Normal (30 VP)"),
  /* Translators: solo difficulty; the automa starts with 40 VP */
  N_("Hard (40 VP)"),
  NULL
};

static const LudusOption nr_options[NR_N_OPTIONS] = {
  { "difficulty", N_("Solo difficulty"),
    N_("Playing alone, you beat the automa only with more victory points than it has; it "
       "starts with 20, 30 or 40."),
    LUDUS_OPTION_CHOICE, 1, 0, 2, difficulties },
  { "mosaic_draft", N_("Mosaic draft"),
    N_("Draft the mosaic strips from face-up tokens instead of dealing them at random."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "associate_draft", N_("Associate draft"),
    N_("Draft four associate cards and keep two, instead of drawing two."),
    LUDUS_OPTION_BOOLEAN, 0, 0, 1, NULL },
  { "start_player", N_("Start player"),
    N_("Who takes the first-player token: drawn at random, or chosen by the players."),
    LUDUS_OPTION_SEAT, -1, 0, 0, NULL },
};

static char *
rules_markup (void)
{
  return nr_text_rules (data ());
}

static gboolean
setup (LudusState  *state,
       guint64      seed,
       const int   *options,
       GError     **error)
{
  return nr_setup (STATE (state), data (), ludus_state_get_n_players (state), seed, options,
                   error);
}

static JsonNode *
to_json (const LudusState *state)
{
  return nr_state_to_json (CSTATE (state));
}

static gboolean
from_json (LudusState  *state,
           JsonNode    *node,
           GError     **error)
{
  return nr_state_from_json (STATE (state), data (), node, error);
}

static guint
actors (const LudusState *state)
{
  return nr_actors (CSTATE (state));
}

static void
legal_moves (const LudusState *state,
             guint             player,
             GArray           *moves)
{
  NrMoves out;

  g_array_set_size (moves, NR_MAX_MOVES);
  out.v = (LudusMove *) (gpointer) moves->data;
  out.n = 0;
  out.cap = NR_MAX_MOVES;
  nr_legal_moves (CSTATE (state), data (), player, &out);
  g_array_set_size (moves, out.n);
}

static void
apply (LudusState      *state,
       guint            player,
       const LudusMove *move)
{
  nr_apply (STATE (state), data (), player, move);
}

static void
canonicalize_move (const LudusState *state,
                   guint             player,
                   LudusMove        *move)
{
  nr_canonicalize (CSTATE (state), player, move);
}

static void
redact (LudusState *state,
        int         viewer)
{
  nr_redact (STATE (state), viewer);
}

static void
determinize (LudusState *state,
             guint       seat,
             LudusRng   *rng)
{
  nr_determinize (STATE (state), seat, rng);
}

static char *
describe_move (const LudusState *before,
               const LudusState *after,
               guint             player,
               const LudusMove  *move,
               int               viewer)
{
  return nr_text_describe_move (data (), CSTATE (before), CSTATE (after), player, move, viewer);
}

static char *
prompt (const LudusState *state,
        int               viewer)
{
  return nr_text_prompt (data (), CSTATE (state), viewer);
}

static char *
describe_player (const LudusState *state,
                 guint             player,
                 int               viewer)
{
  return nr_text_describe_player (data (), CSTATE (state), player, viewer);
}

static gboolean
is_over (const LudusState *state)
{
  return nr_is_over (CSTATE (state));
}

static void
scores (const LudusState *state,
        int              *scores)
{
  NrScore score;

  nr_score (CSTATE (state), data (), &score);
  for (guint p = 0; p < CSTATE (state)->n_players; p++)
    scores[p] = score.total[p];
}

static void
ranks (const LudusState *state,
       guint            *ranks)
{
  nr_ranks (CSTATE (state), data (), ranks);
}

/* Solo: the automa's total, as the breakdown's second column adds up. */
static gboolean
opponent_score (const LudusState *state,
                int              *automa)
{
  NrScore score;

  if (!nr_is_solo (CSTATE (state)))
    return FALSE;
  nr_score (CSTATE (state), data (), &score);
  *automa = score.total[NR_AUTOMA];
  return TRUE;
}

/* For the search's playouts (nr-eval.c). */
static gboolean
evaluate (const LudusState *state,
          double           *values)
{
  return nr_evaluate (CSTATE (state), data (), values);
}

static double
exploration_scale (const LudusState *state)
{
  return nr_exploration_scale (CSTATE (state));
}

static guint
playout_move (const LudusState *state,
              guint             player,
              const LudusMove  *moves,
              guint             n_moves,
              LudusRng         *rng)
{
  return nr_playout_move (CSTATE (state), player, moves, n_moves, rng);
}

static LudusPlayoutFlags
playout_flags (const LudusState *state,
               guint             level)
{
  return nr_playout_flags (CSTATE (state), level);
}

static GPtrArray *
breakdown (const LudusState *state)
{
  return nr_text_breakdown (data (), CSTATE (state));
}

/* A turn ends when the next seat's turn begins (or a round or the game
 * ends); placing the Emperor is part of the first player's first turn. In
 * the drafts, a seat's turn ends when it has chosen. */
static gboolean
ends_turn (const LudusState *before,
           const LudusState *after,
           guint             player,
           const LudusMove  *move)
{
  const NrState *b = CSTATE (before), *a = CSTATE (after);

  if (nr_is_over (a))
    return TRUE;
  if (b->phase == NR_PHASE_MOSAIC_DRAFT || b->phase == NR_PHASE_ASSOC_DRAFT)
    return !(nr_actors (a) & (1u << player)) || a->phase != b->phase;
  if (b->phase == NR_PHASE_EMPEROR)
    return FALSE;
  return a->phase != NR_PHASE_FORUM || a->round != b->round || a->turn_index != b->turn_index;
}

/* Rounds 1 to 5 (the log's headings, the score chart); the setup drafts
 * belong to the first. */
static guint
round_of (const LudusState *state)
{
  return MAX (CSTATE (state)->round, 1);
}

const LudusRules nr_rules = {
  .id = "nova-roma",
  .name = N_("Nova Roma"),
  .summary = N_("Place patricians on the forum of Constantine’s new capital: build, sail, race "
                "chariots and win associates, alone against the automa or with up to four."),
  .rules_version = NR_RULES_VERSION,
  .min_players = 1,
  .max_players = NR_MAX_PLAYERS,
  .flags = LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS,
  .options = nr_options,
  .n_options = NR_N_OPTIONS,
  .move_kinds = nr_move_kind_names,
  .state_size = sizeof (NrState),

  .component_data = &nr_data_loader,
  .rules_markup = rules_markup,
  .setup = setup,
  .to_json = to_json,
  .from_json = from_json,
  .actors = actors,
  .legal_moves = legal_moves,
  .apply = apply,
  .canonicalize_move = canonicalize_move,
  .redact = redact,
  .determinize = determinize,
  .describe_move = describe_move,
  .prompt = prompt,
  .describe_player = describe_player,
  .is_over = is_over,
  .scores = scores,
  .ranks = ranks,
  .breakdown = breakdown,
  .opponent_score = opponent_score,
  .evaluate = evaluate,
  .exploration_scale = exploration_scale,
  .playout_move = playout_move,
  .playout_flags = playout_flags,
  .ends_turn = ends_turn,
  .round = round_of,
};
