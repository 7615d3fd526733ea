/* ludus-game.h: the interface every game plugin implements
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The most seats any game may have. */
#define LUDUS_MAX_PLAYERS 6

/* How many integer arguments a move may carry. */
#define LUDUS_MOVE_N_ARGS 6

/**
 * LudusState:
 *
 * A game position. Each engine defines its own plain C struct and casts it to
 * and from this opaque type; only the engine that made a state may touch it.
 * The state owns the game's random number generator (see ludus-rng.h), so
 * that a replay from the same seed and moves is exact.
 */
typedef struct _LudusState LudusState;

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
 */
typedef enum
{
  LUDUS_GAME_NONE               = 0,
  LUDUS_GAME_HIDDEN_INFORMATION = 1 << 0,
  LUDUS_GAME_SIMULTANEOUS       = 1 << 1,
  LUDUS_GAME_RANDOMNESS         = 1 << 2,
} LudusGameFlags;

typedef enum
{
  LUDUS_OPTION_BOOLEAN,
  LUDUS_OPTION_CHOICE,
  LUDUS_OPTION_INTEGER,
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
 *
 * A variant option of a game. All values are integers: 0/1 for booleans,
 * the index for choices.
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
} LudusOption;

/**
 * LudusScoreRow:
 * @label: translated label of the row ("Senate", "Final: goods")
 * @values: points each seat got from this source
 *
 * One row of a final score breakdown.
 */
typedef struct
{
  char *label;
  int   values[LUDUS_MAX_PLAYERS];
} LudusScoreRow;

void           ludus_score_row_free (LudusScoreRow *row);
LudusScoreRow *ludus_score_row_new  (const char    *label);

#define LUDUS_TYPE_GAME (ludus_game_get_type ())
G_DECLARE_INTERFACE (LudusGame, ludus_game, LUDUS, GAME, GObject)

/* Forward declaration; see ludus-view.h. */
typedef struct _LudusView LudusView;

/**
 * LudusGameInterface:
 *
 * The vfuncs a game implements. All are required unless marked optional.
 * Strings returned as `char *` are newly allocated and already translated
 * at call time, in the current interface language.
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

  /* States */
  LudusState        *(*new_state)         (LudusGame         *self,
                                           guint              n_players,
                                           guint64            seed,
                                           const int         *option_values,
                                           GError           **error);
  LudusState        *(*copy_state)        (LudusGame         *self,
                                           const LudusState  *state);
  void               (*free_state)        (LudusGame         *self,
                                           LudusState        *state);
  guint              (*get_n_players)     (LudusGame         *self,
                                           const LudusState  *state);

  /* Decisions */
  guint              (*get_actors)        (LudusGame         *self,
                                           const LudusState  *state);
  void               (*legal_moves)       (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           GArray            *moves);
  gboolean           (*apply)             (LudusGame         *self,
                                           LudusState        *state,
                                           guint              player,
                                           const LudusMove   *move,
                                           GError           **error);
  /* Optional: rewrites @move into the one form legal_moves lists when its
   * arguments name the same decision in another order (two equal parts
   * swapped); leaves any other move as it is. */
  void               (*canonicalize_move) (LudusGame         *self,
                                           const LudusState  *state,
                                           guint              player,
                                           LudusMove         *move);
  guint              (*get_epoch)         (LudusGame         *self,
                                           const LudusState  *state);

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

  /* Optional: the board widget (a GtkWidget, returned as GObject so that the
   * core needs no GTK). The board draws view's state and reports the moves
   * chosen on it with ludus_view_choose(). */
  GObject           *(*create_board)      (LudusGame         *self,
                                           LudusView         *view);

  gpointer padding[8];
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
void               ludus_game_canonicalize_move  (LudusGame         *self,
                                                  const LudusState  *state,
                                                  guint              player,
                                                  LudusMove         *move);
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
GPtrArray         *ludus_game_get_score_breakdown (LudusGame        *self,
                                                   const LudusState *state);

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

GObject           *ludus_game_create_board       (LudusGame         *self,
                                                  LudusView         *view);

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
