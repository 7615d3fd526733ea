/* ludus-game.h: the interface every game plugin implements
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "ludus-rng.h"

G_BEGIN_DECLS

/* The most seats any game may have. */
#define LUDUS_MAX_PLAYERS 6

/* How many integer arguments a move may carry. */
#define LUDUS_MOVE_N_ARGS 6

/**
 * LUDUS_STATE_HEADER:
 *
 * The fields every engine's state begins with, in this order, so that the
 * core can copy, free, count seats, follow the undo epoch and reseed any
 * state without knowing the game:
 *
 * - `size`: the whole state's size in bytes, this header included;
 * - `epoch`: a counter the engine bumps whenever something is drawn at random
 *   or hidden information is shown to someone (a match never undoes across
 *   a change of epoch unless it is casual);
 * - `n_players`: the number of seats;
 * - `rng`: the game's random number generator (see ludus-rng.h), so that a
 *   replay from the same seed and moves is exact.
 *
 * A state is one flat block of memory: no pointers, nothing allocated
 * beside it. Copying is a memcpy() of `size` bytes and freeing a g_free().
 * Write it as the first thing of the struct:
 *
 * |[<!-- language="C" -->
 * typedef struct
 * {
 *   LUDUS_STATE_HEADER;
 *   guint8 hand[4][12];
 *   …
 * } MyState;
 * ]|
 *
 * The core reads and writes the header with memcpy() at the offsets of
 * #LudusState, never through the engine's type.
 */
#define LUDUS_STATE_HEADER \
  guint32  size;           \
  guint32  epoch;          \
  guint8   n_players;      \
  guint8   header_pad_[7]; \
  LudusRng rng

/**
 * LudusState:
 *
 * A game position: an engine's own plain C struct, which begins with
 * #LUDUS_STATE_HEADER; only the engine that made a state may look past it.
 */
typedef struct _LudusState LudusState;
struct _LudusState
{
  LUDUS_STATE_HEADER;
};

LudusState *ludus_state_new           (gsize             size,
                                       guint             n_players);
LudusState *ludus_state_copy          (const LudusState *state);
void        ludus_state_free          (LudusState       *state);
gsize       ludus_state_get_size      (const LudusState *state);
guint       ludus_state_get_n_players (const LudusState *state);
guint       ludus_state_get_epoch     (const LudusState *state);
/* Replaces the generator's future with one seeded from rng. */
void        ludus_state_reseed        (LudusState       *state,
                                       LudusRng         *rng);
/* Copies the generator out of, or into, a state. */
void        ludus_state_get_rng       (const LudusState *state,
                                       LudusRng         *rng);
void        ludus_state_set_rng       (LudusState       *state,
                                       const LudusRng   *rng);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusState, ludus_state_free)

/**
 * LudusMove:
 * @kind: index into the game's move-kind table (ludus_game_get_move_kinds())
 * @args: small integer arguments whose meaning the game defines; unused ones are 0
 *
 * One atomic decision. Long turns are sequences of small moves.
 * The JSON form is `{"kind": "<name>", "args": [a0, a1, ...]}` with trailing
 * zero arguments left out.
 */
typedef struct
{
  gint32 kind;
  gint32 args[LUDUS_MOVE_N_ARGS];
} LudusMove;

/**
 * LudusGameFlags:
 * @LUDUS_GAME_HIDDEN_INFORMATION: some seats see what others may not; the
 *   shell shows a hand-over screen between human seats
 * @LUDUS_GAME_SIMULTANEOUS: several seats may have to decide at once
 * @LUDUS_GAME_RANDOMNESS: the game draws at random after setup
 * @LUDUS_GAME_SETUP_DECISIONS: some decisions are setup decisions the rules leave
 *   to the players (ludus_game_is_setup_decision ()), which a seat may have dealt
 *   at random instead ("deal the setup for me")
 */
typedef enum
{
  LUDUS_GAME_NONE               = 0,
  LUDUS_GAME_HIDDEN_INFORMATION = 1 << 0,
  LUDUS_GAME_SIMULTANEOUS       = 1 << 1,
  LUDUS_GAME_RANDOMNESS         = 1 << 2,
  LUDUS_GAME_SETUP_DECISIONS    = 1 << 3,
} LudusGameFlags;

/**
 * LudusPlayoutFlags:
 * @LUDUS_PLAYOUT_NONE: playout moves at random, the evaluation from the cut-off on
 * @LUDUS_PLAYOUT_POLICY: playout moves by the game's policy (choose_playout_move)
 * @LUDUS_PLAYOUT_WHOLE_TURNS: after the cut-off, a playout goes on until another seat is
 *   to move (the turn under way has ended) before the evaluation is asked
 *
 * How a search at some level plays its playouts (see ludus_game_get_playout_flags ()).
 */
typedef enum
{
  LUDUS_PLAYOUT_NONE        = 0,
  LUDUS_PLAYOUT_POLICY      = 1 << 0,
  LUDUS_PLAYOUT_WHOLE_TURNS = 1 << 1,
} LudusPlayoutFlags;

/**
 * LudusOptionType:
 * @LUDUS_OPTION_BOOLEAN: 0 or 1
 * @LUDUS_OPTION_CHOICE: the index of one of the option's choices
 * @LUDUS_OPTION_INTEGER: a number from the option's min to its max
 * @LUDUS_OPTION_SEAT: a seat of the match (its index), or -1 for one drawn
 *   at random by the setup; for what the rules leave to the players, such as
 *   the start player. Its default is -1.
 */
typedef enum
{
  LUDUS_OPTION_BOOLEAN,
  LUDUS_OPTION_CHOICE,
  LUDUS_OPTION_INTEGER,
  LUDUS_OPTION_SEAT,
} LudusOptionType;

/**
 * LudusOption:
 * @id: stable identifier, used in save files
 * @label: English label marked with N_(); shown through ludus_game_gettext()
 * @description: (nullable): English help text marked with N_()
 * @type: what kind of value the option takes
 * @default_value: the value a new match starts with
 * @min: smallest value of an integer option
 * @max: largest value of an integer option
 * @choices: (nullable): for a choice option, a %NULL-terminated list of
 *   English labels marked with N_(); the value is the index
 * @unavailable: (nullable): why the option cannot be switched on (English,
 *   marked with N_()), or %NULL when it can: the new-match page shows it
 *   insensitive at its default, with this as its tooltip. A game may set it
 *   once its data is loaded (its get_options is then called after prepare)
 *
 * A variant option of a game. All values are integers: 0/1 for booleans,
 * the index for choices, a seat index or -1 for seats.
 */
typedef struct
{
  const char        *id;
  const char        *label;
  const char        *description;
  LudusOptionType    type;
  int                default_value;
  int                min;
  int                max;
  const char *const *choices;
  const char        *unavailable;
} LudusOption;

/**
 * LudusScoreRowKind:
 * @LUDUS_SCORE_ROW_SOURCE: points from one source; the sources add up to
 *   each seat's score
 * @LUDUS_SCORE_ROW_HEADING: the title of the rows that follow; no values
 * @LUDUS_SCORE_ROW_HEADING_TOTAL: the title of the rows that follow, with
 *   their total; not added to the score again
 * @LUDUS_SCORE_ROW_DETAIL: points that a source already counts, shown again
 *   as a part of a group (one step of a scoring, say); not added again
 *
 * A breakdown that is only a list of sources has only the first kind; a game
 * may add groups that read like the game (each scoring of a pass).
 */
typedef enum
{
  LUDUS_SCORE_ROW_SOURCE,
  LUDUS_SCORE_ROW_HEADING,
  LUDUS_SCORE_ROW_HEADING_TOTAL,
  LUDUS_SCORE_ROW_DETAIL,
} LudusScoreRowKind;

/**
 * LudusScoreRow:
 * @label: translated label of the row ("Senate", "Final: goods")
 * @values: points each seat got from this source (or this group, or part)
 * @kind: what the row is; %LUDUS_SCORE_ROW_SOURCE unless made otherwise
 *
 * One row of a final score breakdown. A game for one seat is played against
 * the game itself (an automa): its rows give the automa's points in
 * values[1] (see ludus_game_get_opponent_score()).
 */
typedef struct
{
  char              *label;
  int                values[LUDUS_MAX_PLAYERS];
  LudusScoreRowKind  kind;
} LudusScoreRow;

void           ludus_score_row_free     (LudusScoreRow     *row);
LudusScoreRow *ludus_score_row_new      (const char        *label);
LudusScoreRow *ludus_score_row_new_kind (const char        *label,
                                         LudusScoreRowKind  kind);

/**
 * LudusRulesSection:
 * @id: stable and untranslated, named by ludus_game_get_rules_section ()
 * @title: the section's heading, translated plain text ("" for an untitled opening)
 * @markup: its text, translated Pango markup
 *
 * One section of a game's rules, for the rules window's table of contents,
 * its search and the section about the decision at hand (F1).
 */
typedef struct
{
  char *id;
  char *title;
  char *markup;
} LudusRulesSection;

LudusRulesSection *ludus_rules_section_new  (const char        *id,
                                             const char        *title,
                                             const char        *markup);
void               ludus_rules_section_free (LudusRulesSection *section);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusRulesSection, ludus_rules_section_free)

#define LUDUS_TYPE_GAME (ludus_game_get_type ())
G_DECLARE_INTERFACE (LudusGame, ludus_game, LUDUS, GAME, GObject)

/* Forward declarations; see ludus-view.h and ludus-render.h. */
typedef struct _LudusView LudusView;
typedef struct _LudusBoardSpec LudusBoardSpec;

/**
 * LudusGameInterface:
 *
 * The vfuncs a game implements. All are required unless marked optional.
 * Strings returned as `char *` are newly allocated and already translated
 * at call time, in the current interface language.
 *
 * Most games do not implement this interface by hand: they fill a
 * #LudusRules table (ludus-rules.h) and let #LudusRulesGame implement it.
 *
 * Thread safety: a game object is immutable once made, and every vfunc may
 * be called from any thread at once, on different states. A state is plain
 * memory owned by its caller: one thread at a time may use it, and const
 * vfuncs never change it. Component data is loaded before the first state
 * is made and never changes afterwards. Only the text vfuncs (names,
 * prompts, descriptions, breakdowns, rules) must be called from the main
 * thread, since they translate with the process's current language.
 */
struct _LudusGameInterface
{
  GTypeInterface parent_iface;

  /* Description */
  const char        *(*get_id)            (LudusGame         *self);
  char              *(*get_name)          (LudusGame         *self);
  char              *(*get_summary)       (LudusGame         *self);
  guint              (*get_rules_version) (LudusGame         *self);
  void               (*get_player_range)  (LudusGame         *self,
                                           guint             *min_players,
                                           guint             *max_players);
  LudusGameFlags     (*get_flags)         (LudusGame         *self);
  const LudusOption *(*get_options)       (LudusGame         *self,
                                           guint             *n_options);
  const char *const *(*get_move_kinds)    (LudusGame         *self);
  /* Pango markup: a complete summary of the rules, with its stand-ins and
   * known differences from the printed game. */
  char              *(*get_rules_markup)  (LudusGame         *self);

  /* States: made here; copied and freed by the core (see LUDUS_STATE_HEADER). */
  LudusState        *(*new_state)         (LudusGame         *self,
                                           guint              n_players,
                                           guint64            seed,
                                           const int         *option_values,
                                           GError           **error);

  /* Decisions */
  guint              (*get_actors)        (LudusGame         *self,
                                           const LudusState  *state);
  /* Lists every decision open to player now. The same list is the only
   * judge of legality: ludus_game_apply() accepts exactly these moves. */
  void               (*legal_moves)       (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           GArray            *moves);
  /* Trusted: move is one of legal_moves (state, player), already checked. */
  void               (*apply)             (LudusGame         *self,
                                           LudusState        *state,
                                           guint              player,
                                           const LudusMove   *move);
  /* Optional: rewrites a move into the form legal_moves lists when the
   * same decision can be written in several ways (equal parts in another
   * order). Called before a move is judged. */
  void               (*canonicalize_move) (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           LudusMove         *move);

  /* Optional: a decision due in state that has a single choice, which the
   * game makes by itself: who makes it (*player) and the move (*move, one of
   * legal_moves). ludus_game_apply() makes every such decision after the
   * move it applies, one after the other, and the log shows each; FALSE
   * when every decision due now is a real choice. */
  gboolean           (*get_automatic_move) (LudusGame        *self,
                                            const LudusState *state,
                                            guint            *player,
                                            LudusMove        *move);

  /* Optional: why move is not legal for player now (translated), or NULL
   * for the core's general message. It never decides legality. */
  char              *(*explain_illegal)   (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           const LudusMove   *move);

  /* Views */
  LudusState        *(*redact)            (LudusGame         *self,
                                           const LudusState  *state,
                                           int                viewer);
  char              *(*describe_move)     (LudusGame         *self,
                                           const LudusState  *before,
                                           const LudusState  *after,
                                           guint              player,
                                           const LudusMove   *move,
                                           int                viewer);
  char              *(*get_prompt)        (LudusGame         *self,
                                           const LudusState  *state,
                                           int                viewer);
  char              *(*describe_player)   (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           int                viewer);

  /* End */
  gboolean           (*is_over)           (LudusGame         *self,
                                           const LudusState  *state);
  void               (*get_scores)        (LudusGame         *self,
                                           const LudusState  *state,
                                           int               *scores);
  /* Optional: ranks after the game's tie-breaks (default: by score). */
  void               (*get_ranks)         (LudusGame         *self,
                                           const LudusState  *state,
                                           guint             *ranks);
  GPtrArray         *(*get_score_breakdown) (LudusGame       *self,
                                             const LudusState *state);

  /* JSON */
  JsonNode          *(*state_to_json)     (LudusGame         *self,
                                           const LudusState  *state);
  LudusState        *(*state_from_json)   (LudusGame         *self,
                                           JsonNode          *node,
                                           GError           **error);

  /* Search (see ludus_game_determinize() and friends for the contracts) */
  LudusState        *(*determinize)       (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              seat,
                                           LudusRng          *rng);
  /* Optional: default hashes the seat's redacted state. */
  guint64            (*get_view_key)      (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              seat);
  /* Optional: a game's own estimate of each seat's utility in [0, 1] in
   * an unfinished position; FALSE if it has none for this state. */
  gboolean           (*evaluate)          (LudusGame         *self,
                                           const LudusState  *state,
                                           double            *values);
  /* Optional: whether move ended player's turn (default: player no longer
   * acts afterwards, or the game is over). */
  gboolean           (*ends_turn)         (LudusGame         *self,
                                           const LudusState  *before,
                                           const LudusState  *after,
                                           guint              player,
                                           const LudusMove   *move);

  /* Optional: how the board is drawn (Cairo only; the shell makes the
   * widget). NULL for a game without a board. */
  const LudusBoardSpec *(*get_board)      (LudusGame         *self);

  /* The table (all optional; see the public wrappers) */
  guint              (*get_round)         (LudusGame         *self,
                                           const LudusState  *state);
  gboolean           (*is_setup_decision) (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player);
  GPtrArray         *(*get_rules_sections) (LudusGame        *self);
  const char        *(*get_rules_section) (LudusGame         *self,
                                           const LudusState  *state,
                                           int                viewer);

  /* Optional: for one seat against the game's automa, the automa's score,
   * from any thread and without text (the search's utility; see
   * ludus_game_get_opponent_score ()). */
  gboolean           (*get_opponent_score) (LudusGame        *self,
                                            const LudusState *state,
                                            int              *score);

  /* Optional: a factor on the search's exploration constant for a search
   * from this position (default 1; see ludus_game_get_exploration_scale ()). */
  double             (*get_exploration_scale) (LudusGame        *self,
                                               const LudusState *state);

  /* Optional: the search's playout policy, which of the n legal moves
   * player makes in a playout (default: one at random; see
   * ludus_game_choose_playout_move ()). */
  guint              (*choose_playout_move) (LudusGame        *self,
                                             const LudusState *state,
                                             guint             player,
                                             const LudusMove  *moves,
                                             guint             n_moves,
                                             LudusRng         *rng);

  /* Optional: how a search at level (a LudusLevel) from this position plays
   * its playouts (default LUDUS_PLAYOUT_POLICY; see
   * ludus_game_get_playout_flags ()). */
  LudusPlayoutFlags  (*get_playout_flags) (LudusGame        *self,
                                           const LudusState *state,
                                           guint             level);

  gpointer padding[1];
};

#define LUDUS_GAME_ERROR (ludus_game_error_quark ())

/**
 * LudusGameError:
 * @LUDUS_GAME_ERROR_ILLEGAL_MOVE: the move is not legal for that player now
 * @LUDUS_GAME_ERROR_NOT_YOUR_TURN: that player has nothing to decide now
 * @LUDUS_GAME_ERROR_BAD_OPTIONS: the player count or an option is out of range
 * @LUDUS_GAME_ERROR_BAD_STATE: a state in JSON is malformed or inconsistent
 * @LUDUS_GAME_ERROR_BAD_DATA: the game's component data failed validation
 */
typedef enum
{
  LUDUS_GAME_ERROR_ILLEGAL_MOVE,
  LUDUS_GAME_ERROR_NOT_YOUR_TURN,
  LUDUS_GAME_ERROR_BAD_OPTIONS,
  LUDUS_GAME_ERROR_BAD_STATE,
  LUDUS_GAME_ERROR_BAD_DATA,
} LudusGameError;

GQuark             ludus_game_error_quark        (void);

/* Sets error to code in LUDUS_GAME_ERROR, its message frame (one "%s" and no other
 * conversion, already translated: _("Invalid Trajan position: %s")) with the detail made from
 * format in place of the "%s", or the detail alone if frame is NULL; returns FALSE. What a
 * game's readers and checks give to say what is wrong and where:
 *   #define bad(error, ...) \
 *     ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_DATA, "My game data: %s", __VA_ARGS__)
 */
gboolean           ludus_game_error_set          (GError           **error,
                                                  LudusGameError     code,
                                                  const char        *frame,
                                                  const char        *format,
                                                  ...) G_GNUC_PRINTF (4, 5);
gboolean           ludus_game_error_set_valist   (GError           **error,
                                                  LudusGameError     code,
                                                  const char        *frame,
                                                  const char        *format,
                                                  va_list            args) G_GNUC_PRINTF (4, 0);

const char        *ludus_game_get_id             (LudusGame         *self);
char              *ludus_game_get_name           (LudusGame         *self);
char              *ludus_game_get_summary        (LudusGame         *self);
guint              ludus_game_get_rules_version  (LudusGame         *self);
void               ludus_game_get_player_range   (LudusGame         *self,
                                                  guint             *min_players,
                                                  guint             *max_players);
LudusGameFlags     ludus_game_get_flags          (LudusGame         *self);
const LudusOption *ludus_game_get_options        (LudusGame         *self,
                                                  guint             *n_options);
const char *const *ludus_game_get_move_kinds     (LudusGame         *self);
char              *ludus_game_get_rules_markup   (LudusGame         *self);

LudusState        *ludus_game_new_state          (LudusGame         *self,
                                                  guint              n_players,
                                                  guint64            seed,
                                                  const int         *option_values,
                                                  GError           **error);
LudusState        *ludus_game_copy_state         (LudusGame         *self,
                                                  const LudusState  *state);
void               ludus_game_free_state         (LudusGame         *self,
                                                  LudusState        *state);
guint              ludus_game_get_n_players      (LudusGame         *self,
                                                  const LudusState  *state);

guint              ludus_game_get_actors         (LudusGame         *self,
                                                  const LudusState  *state);
void               ludus_game_legal_moves        (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  GArray            *moves);
gboolean           ludus_game_is_legal           (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  const LudusMove   *move);
gboolean           ludus_game_apply              (LudusGame         *self,
                                                  LudusState        *state,
                                                  guint              player,
                                                  const LudusMove   *move,
                                                  GError           **error);
guint              ludus_game_get_epoch          (LudusGame         *self,
                                                  const LudusState  *state);

LudusState        *ludus_game_redact             (LudusGame         *self,
                                                  const LudusState  *state,
                                                  int                viewer);
char              *ludus_game_describe_move      (LudusGame         *self,
                                                  const LudusState  *before,
                                                  const LudusState  *after,
                                                  guint              player,
                                                  const LudusMove   *move,
                                                  int                viewer);
/* How player's legal move reads before it is made, as player sees it: with its outcome
 * (points gained, …) unless it draws at random or reveals something, which would tell the
 * future (a card drawn from a deck is not named). */
char              *ludus_game_describe_choice    (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  const LudusMove   *move);
char              *ludus_game_get_prompt         (LudusGame         *self,
                                                  const LudusState  *state,
                                                  int                viewer);
char              *ludus_game_describe_player    (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  int                viewer);

gboolean           ludus_game_is_over            (LudusGame         *self,
                                                  const LudusState  *state);
void               ludus_game_get_scores         (LudusGame         *self,
                                                  const LudusState  *state,
                                                  int               *scores);
void               ludus_game_get_ranks          (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint             *ranks);
void               ludus_ranks_from_scores       (const int         *scores,
                                                  guint              n,
                                                  guint             *ranks);
GPtrArray         *ludus_game_get_score_breakdown (LudusGame        *self,
                                                   const LudusState *state);
/* A one-seat game's opponent (its automa): the sum of the breakdown's
 * second column. FALSE, and score untouched, for a game of several seats.
 * Its ranks say who won: rank 0 only when the seat beats the automa. */
gboolean           ludus_game_get_opponent_score (LudusGame        *self,
                                                  const LudusState *state,
                                                  int              *score);

JsonNode          *ludus_game_state_to_json      (LudusGame         *self,
                                                  const LudusState  *state);
LudusState        *ludus_game_state_from_json    (LudusGame         *self,
                                                  JsonNode          *node,
                                                  GError           **error);
char              *ludus_game_state_to_string    (LudusGame         *self,
                                                  const LudusState  *state);
gboolean           ludus_game_states_equal       (LudusGame         *self,
                                                  const LudusState  *a,
                                                  const LudusState  *b);

const LudusBoardSpec *ludus_game_get_board     (LudusGame         *self);

/* The table: rounds, setup decisions, the rules in sections. */
guint              ludus_game_get_round          (LudusGame         *self,
                                                  const LudusState  *state);
gboolean           ludus_game_is_setup_decision  (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player);
GPtrArray         *ludus_game_get_rules_sections (LudusGame         *self);
const char        *ludus_game_get_rules_section  (LudusGame         *self,
                                                  const LudusState  *state,
                                                  int                viewer);
GPtrArray         *ludus_rules_sections_from_markup (const char     *markup);
char              *ludus_rules_sections_to_markup   (GPtrArray      *sections);
gboolean           ludus_game_views_differ       (LudusGame         *self,
                                                  const LudusState  *state,
                                                  int                viewer);

/* Moves */
void               ludus_game_canonicalize_move  (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  LudusMove         *move);
void               ludus_game_apply_trusted      (LudusGame         *self,
                                                  LudusState        *state,
                                                  guint              player,
                                                  const LudusMove   *move);
gboolean           ludus_game_get_automatic_move (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint             *player,
                                                  LudusMove         *move);
void               ludus_game_make_automatic_moves (LudusGame       *self,
                                                    LudusState      *state);
void               ludus_game_apply_decision     (LudusGame         *self,
                                                  LudusState        *state,
                                                  guint              player,
                                                  const LudusMove   *move);
gboolean           ludus_game_ends_turn          (LudusGame         *self,
                                                  const LudusState  *before,
                                                  const LudusState  *after,
                                                  guint              player,
                                                  const LudusMove   *move);
gboolean           ludus_game_move_reveals       (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  const LudusMove   *move);

/* Search */
LudusState        *ludus_game_determinize        (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              seat,
                                                  LudusRng          *rng);
guint64            ludus_game_get_view_key       (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              seat);
void               ludus_game_get_utilities      (LudusGame         *self,
                                                  const LudusState  *state,
                                                  double            *utilities);
void               ludus_utilities_from_scores   (guint              n,
                                                  const double      *scores,
                                                  double            *utilities);
double             ludus_game_solo_utility       (int                margin,
                                                  gboolean           won);
gboolean           ludus_game_evaluate           (LudusGame         *self,
                                                  const LudusState  *state,
                                                  double            *values);
double             ludus_game_get_exploration_scale (LudusGame      *self,
                                                     const LudusState *state);
LudusPlayoutFlags  ludus_game_get_playout_flags (LudusGame        *self,
                                                  const LudusState *state,
                                                  guint             level);
guint              ludus_game_choose_playout_move (LudusGame        *self,
                                                   const LudusState *state,
                                                   guint             player,
                                                   const LudusMove  *moves,
                                                   guint             n_moves,
                                                   LudusRng         *rng);
/* A playout policy's weight for one move (see ludus_pick_weighted_move ()). */
typedef guint      (*LudusMoveWeightFunc)        (const LudusMove   *move,
                                                  gpointer           user_data);
guint              ludus_pick_weighted_move      (const LudusMove   *moves,
                                                  guint              n_moves,
                                                  LudusMoveWeightFunc weight,
                                                  gpointer           user_data,
                                                  LudusRng          *rng);
guint64            ludus_state_hash              (const LudusState  *state);

/* Moves in JSON. */
JsonNode          *ludus_game_move_to_json       (LudusGame         *self,
                                                  const LudusMove   *move);
gboolean           ludus_game_move_from_json     (LudusGame         *self,
                                                  JsonNode          *node,
                                                  LudusMove         *move,
                                                  GError           **error);
char              *ludus_game_move_to_string     (LudusGame         *self,
                                                  const LudusMove   *move);

/* Options: default values, and conversion from and to a JSON object keyed by
 * option id. */
int               *ludus_game_default_options    (LudusGame         *self);
JsonNode          *ludus_game_options_to_json    (LudusGame         *self,
                                                  const int         *values);
int               *ludus_game_options_from_json  (LudusGame         *self,
                                                  JsonNode          *node,
                                                  GError           **error);

/* Translates a string of a game's tables (marked with N_()) in the current
 * interface language. Games and the shell share the "ludus" domain. */
const char        *ludus_gettext                 (const char        *msgid);

G_END_DECLS
