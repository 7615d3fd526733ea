/* ludus-rules.h: a game as a plain-C table of rules, and the game object over it
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-component-data.h"
#include "ludus-game.h"
#include "ludus-registry.h"
#include "ludus-render.h"

G_BEGIN_DECLS

/**
 * LudusRules:
 *
 * Everything that differs between games, as one constant table. A game
 * fills it with its engine's functions; #LudusRulesGame turns it into a
 * #LudusGame, and the core does the rest the same way for every game:
 * making, copying and freeing states (see #LUDUS_STATE_HEADER), judging
 * moves against legal_moves, the generator of determinized states, view
 * keys, utilities, options and moves in JSON.
 *
 * Members are required unless marked optional. Engine functions receive
 * their own state type cast to #LudusState; they may rely on prepare()
 * having succeeded, since no state exists before it has. None of them may
 * keep global mutable state: search calls them from several threads at
 * once on different states (text functions excepted; see #LudusGameInterface).
 *
 * Contracts, beyond the types:
 *
 * - setup() is given a zeroed state of state_size bytes whose header has its
 *   size and n_players set; it seeds the generator from seed and lays out
 *   the starting position. It fails only for an impossible option.
 * - legal_moves() lists each decision open to player exactly once, in a
 *   stable order, and is the one judge of legality: the core accepts a move
 *   only if, once canonical, it is in that list. It appends to moves (the
 *   core empties the array first) and does not allocate otherwise.
 * - apply() is trusted: the move comes from legal_moves() for this state
 *   and player. It must not re-judge it.
 * - redact() hides, in place on a copy, what viewer may not see (viewer
 *   -1: someone who sees only public information), the generator included.
 *   The result must be canonical: two positions the viewer cannot tell
 *   apart redact to the same bytes, since view keys hash them.
 * - determinize() redraws, in place on a copy, everything seat cannot see
 *   from rng, as described at ludus_game_determinize(): what it deals must
 *   depend only on the seat's view and rng (sort the pool of hidden
 *   components before shuffling it). The core reseeds the state's own
 *   generator afterwards. Required with %LUDUS_GAME_HIDDEN_INFORMATION.
 * - The text functions return newly allocated strings, translated now;
 *   describe_move() and describe_player() reveal only what viewer may see.
 */
typedef struct
{
  /* Description */
  const char         *id;
  const char         *name;              /* N_() */
  const char         *summary;           /* N_() */
  guint               rules_version;
  guint               min_players;
  guint               max_players;
  LudusGameFlags      flags;
  const LudusOption  *options;
  guint               n_options;
  const char *const  *move_kinds;        /* NULL-terminated; LudusMove.kind indexes it */
  gsize               state_size;

  /* Optional: loads what the engine needs once, before any state is made. By default the
   * core loads component_data; a game gives its own only to do more (Forum Trajanum marks
   * the options its data cannot offer). */
  gboolean   (*prepare)           (GError            **error);
  /* Optional: the component data, which the engine reads through
   * ludus_component_data_get (component_data) on every call (never caching the pointer), so
   * that a match replayed with the built-in data plays with it (ludus-component-data.h). */
  const LudusDataLoader *component_data;
  char      *(*rules_markup)      (void);

  /* States */
  gboolean   (*setup)             (LudusState         *state,
                                   guint64             seed,
                                   const int          *options,
                                   GError            **error);
  JsonNode  *(*to_json)           (const LudusState   *state);
  /* Reads node into state, a zeroed state of state_size bytes that the core made (its
   * header's size set); FALSE with error saying what is wrong and where (the core then
   * frees the state). */
  gboolean   (*from_json)         (LudusState         *state,
                                   JsonNode           *node,
                                   GError            **error);

  /* Decisions */
  guint      (*actors)            (const LudusState   *state);
  void       (*legal_moves)       (const LudusState   *state,
                                   guint               player,
                                   GArray             *moves);
  void       (*apply)             (LudusState         *state,
                                   guint               player,
                                   const LudusMove    *move);
  /* Optional */
  void       (*canonicalize_move) (const LudusState   *state,
                                   guint               player,
                                   LudusMove          *move);
  /* Optional: a decision due now with a single choice, which the game
   * makes by itself (see LudusGameInterface.get_automatic_move). */
  gboolean   (*automatic_move)    (const LudusState   *state,
                                   guint              *player,
                                   LudusMove          *move);
  /* Optional: the reason a move is refused, translated; NULL for the
   * general message. Never a second judge: only called for refused moves. */
  char      *(*explain_illegal)   (const LudusState   *state,
                                   guint               player,
                                   const LudusMove    *move);

  /* Hidden information */
  void       (*redact)            (LudusState         *state,
                                   int                 viewer);
  void       (*determinize)       (LudusState         *state,
                                   guint               seat,
                                   LudusRng           *rng);

  /* Text */
  char      *(*describe_move)     (const LudusState   *before,
                                   const LudusState   *after,
                                   guint               player,
                                   const LudusMove    *move,
                                   int                 viewer);
  char      *(*prompt)            (const LudusState   *state,
                                   int                 viewer);
  char      *(*describe_player)   (const LudusState   *state,
                                   guint               player,
                                   int                 viewer);

  /* End */
  gboolean   (*is_over)           (const LudusState   *state);
  void       (*scores)            (const LudusState   *state,
                                   int                *scores);
  /* Optional: default ranks by score alone. */
  void       (*ranks)             (const LudusState   *state,
                                   guint              *ranks);
  GPtrArray *(*breakdown)         (const LudusState   *state);

  /* Optional: search and the table (see LudusGameInterface) */
  gboolean   (*evaluate)          (const LudusState   *state,
                                   double             *values);
  gboolean   (*ends_turn)         (const LudusState   *before,
                                   const LudusState   *after,
                                   guint               player,
                                   const LudusMove    *move);
  /* Optional: the round state is in, from 1 (the log's headings, the resume list and the
   * score chart count in rounds); default: the game has none. */
  guint      (*round)             (const LudusState   *state);
  /* Optional, with LUDUS_GAME_SETUP_DECISIONS: whether player's decision now is a setup
   * decision the rules leave to the players, which a seat may have dealt at random. */
  gboolean   (*setup_decision)    (const LudusState   *state,
                                   guint               player);
  /* Optional: the rules as LudusRulesSections with stable ids (then rules_markup may be NULL:
   * the page is made of them); default: rules_markup split at its headings (a line that is
   * all <b>…</b>), with ids "section-1", "section-2", … */
  GPtrArray *(*rules_sections)    (void);
  /* Optional: the id of the section about the decision open to viewer now, for F1. */
  const char *(*rules_section)    (const LudusState   *state,
                                   int                 viewer);
  /* Optional: one seat against the game's automa: the automa's score, without text and
   * from any thread (see LudusGameInterface.get_opponent_score); FALSE if there is none. */
  gboolean   (*opponent_score)    (const LudusState   *state,
                                   int                *score);
  /* Optional: the factor on the search's exploration constant from state, from any thread
   * (see LudusGameInterface.get_exploration_scale); default 1. */
  double     (*exploration_scale) (const LudusState   *state);
  /* Optional: the search's playout policy (see LudusGameInterface.choose_playout_move and
   * ludus_game_choose_playout_move ()); default: a move at random. */
  guint      (*playout_move)      (const LudusState   *state,
                                   guint               player,
                                   const LudusMove    *moves,
                                   guint               n_moves,
                                   LudusRng           *rng);
  /* Optional: how a search at level (a LudusLevel) from state plays its playouts, from any
   * thread (see LudusGameInterface.get_playout_flags); default LUDUS_PLAYOUT_POLICY. */
  LudusPlayoutFlags (*playout_flags) (const LudusState *state,
                                      guint             level);
} LudusRules;

#define LUDUS_TYPE_RULES_GAME (ludus_rules_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (LudusRulesGame, ludus_rules_game, LUDUS, RULES_GAME, GObject)

struct _LudusRulesGameClass
{
  GObjectClass parent_class;

  /* Set for the per-game types of ludus_rules_game_register_type(). */
  const LudusRules     *rules;
  const LudusBoardSpec *board;

  gpointer padding[4];
};

/* A game object over rules (and board, which may be NULL): for tests and
 * benchmarks that link an engine directly. */
LudusGame            *ludus_rules_game_new           (const LudusRules     *rules,
                                                      const LudusBoardSpec *board);
/* The type a plugin returns: a subclass named after rules->id. A second,
 * different table with the same id gives G_TYPE_INVALID. */
GType                 ludus_rules_game_register_type (const LudusRules     *rules,
                                                      const LudusBoardSpec *board);
const LudusRules     *ludus_rules_game_get_rules     (LudusRulesGame       *self);
/* A second game object over the same tables that plays with the built-in component data. */
LudusGame            *ludus_rules_game_new_builtin_data (LudusRulesGame    *self);

/*
 * The whole of a plugin module for a game written as a rules table:
 *   LUDUS_DEFINE_RULES_PLUGIN (&my_rules, &my_board)
 */
#define LUDUS_DEFINE_RULES_PLUGIN(rules, board)                                     \
  G_MODULE_EXPORT const guint ludus_plugin_api_version = LUDUS_PLUGIN_API_VERSION;  \
  G_MODULE_EXPORT GType ludus_plugin_query_type (void);                             \
  G_MODULE_EXPORT GType ludus_plugin_query_type (void)                              \
  {                                                                                 \
    return ludus_rules_game_register_type ((rules), (board));                       \
  }

G_END_DECLS
