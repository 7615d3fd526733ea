/* ludus-search.h: computer players — information-set Monte Carlo tree search
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ludus-game.h"

G_BEGIN_DECLS

/**
 * LudusLevel:
 * @LUDUS_LEVEL_EASY: a short search: sensible, but misses what takes a few
 *   turns to pay off
 * @LUDUS_LEVEL_NORMAL: the default
 * @LUDUS_LEVEL_HARD: the longest search a person will wait for (at most
 *   about three seconds a decision on a two-core laptop)
 *
 * How strongly a computer seat plays. Saved as "easy", "normal", "hard".
 */
typedef enum
{
  LUDUS_LEVEL_EASY,
  LUDUS_LEVEL_NORMAL,
  LUDUS_LEVEL_HARD,
  LUDUS_N_LEVELS
} LudusLevel;

#define LUDUS_LEVEL_DEFAULT LUDUS_LEVEL_NORMAL

const char *ludus_level_to_string   (LudusLevel  level);
gboolean    ludus_level_from_string (const char *text,
                                     LudusLevel *level);

/**
 * LudusSearchOpponents:
 * @LUDUS_SEARCH_OPPONENTS_PUBLIC: another seat's decisions are kept in
 *   nodes keyed by the public view, so its statistics are shared over
 *   everything hidden (its own hand included), as in single-observer ISMCTS
 * @LUDUS_SEARCH_OPPONENTS_OWN: keyed by that seat's own view: it plays
 *   knowing its own hand (as in multiple-observer ISMCTS), at the price of
 *   statistics split over every hand it might hold
 *
 * Either way no seat's decision depends on what that seat cannot see.
 */
typedef enum
{
  LUDUS_SEARCH_OPPONENTS_PUBLIC,
  LUDUS_SEARCH_OPPONENTS_OWN,
} LudusSearchOpponents;

/**
 * LudusSearchConfig:
 * @iterations: iterations over all trees; 0 for no limit (then
 *   @milliseconds must be set)
 * @milliseconds: wall-clock limit; 0 for none. With no time limit the same
 *   @seed, @iterations and @n_trees always give the same move, whatever the
 *   number of threads.
 * @n_trees: independent trees searched at once and merged at the root (root
 *   parallelisation); at least 1
 * @n_threads: at most this many threads (0: one per tree, at most the
 *   number of processors); changes the speed only, never the move
 * @max_memory: the most bytes one tree may hold (its nodes, their edges and
 *   its table); a full tree stops growing and goes on with playouts from its
 *   leaves, so a search holds at most n_trees times this
 * @exploration: the UCB constant (utilities are in [0, 1])
 * @playout_cutoff: for a game with an evaluation (LudusGameInterface.evaluate):
 *   after this many playout moves, a playout stops at the first position the
 *   evaluation gives an estimate for (if the game gives @level's playouts
 *   %LUDUS_PLAYOUT_WHOLE_TURNS, the first where another seat is to move than
 *   made the last move), and that estimate is its value; 0 always
 *   plays to the end. Games without an evaluation always play to the end. The
 *   normal and hard levels use %LUDUS_SEARCH_DEFAULT_CUTOFF, easy 0.
 * @opponents: how other seats' decisions are keyed
 * @seed: the generator of the determinizations and the playouts
 * @level: the level the search plays at: the game may play its playouts
 *   differently by level (ludus_game_get_playout_flags ()); the budget is
 *   in the fields above
 */
/* The levels' playout cut-off (see LudusSearchConfig). */
#define LUDUS_SEARCH_DEFAULT_CUTOFF 1

typedef struct
{
  guint                iterations;
  guint                milliseconds;
  guint                n_trees;
  guint                n_threads;
  gsize                max_memory;
  double               exploration;
  guint                playout_cutoff;
  LudusSearchOpponents opponents;
  guint64              seed;
  LudusLevel           level;
} LudusSearchConfig;

void ludus_search_config_init (LudusSearchConfig *config,
                               LudusLevel         level);

/**
 * LudusSearchResult:
 * @move: the move chosen
 * @n_choices: how many legal moves the seat had
 * @iterations: iterations made, over all trees
 * @nodes: nodes in the trees at the end
 * @memory: bytes the trees held at the end
 * @visits: iterations that went through @move at the root
 * @value: @move's mean utility for the seat, in [0, 1]
 * @out_of_time: the time limit stopped the search before its iterations
 * @elapsed: wall-clock time of the search, in microseconds
 * @cpu_time: processor time of all its threads, in microseconds
 * @busiest_cpu_time: processor time of its busiest thread: about the wall-clock
 *   time on a machine with a core for each thread and nothing else to do
 */
typedef struct
{
  LudusMove move;
  guint     n_choices;
  guint     iterations;
  guint     nodes;
  gsize     memory;
  guint     visits;
  double    value;
  gboolean  out_of_time;
  gint64    elapsed;
  gint64    cpu_time;
  gint64    busiest_cpu_time;
} LudusSearchResult;

typedef struct _LudusSearch LudusSearch;

/* Whether a computer player can play game without peeking: it has no hidden
 * information, or it can determinize a position for a seat. */
gboolean     ludus_search_supports     (LudusGame               *game);

LudusSearch *ludus_search_new          (LudusGame               *game,
                                        const LudusSearchConfig *config);
LudusSearch *ludus_search_ref          (LudusSearch             *self);
void         ludus_search_unref        (LudusSearch             *self);
const LudusSearchConfig *ludus_search_get_config (LudusSearch   *self);
gboolean     ludus_search_run          (LudusSearch             *self,
                                        const LudusState        *state,
                                        guint                    seat,
                                        GCancellable            *cancellable,
                                        LudusSearchResult       *result,
                                        GError                 **error);
void         ludus_search_run_async    (LudusSearch             *self,
                                        const LudusState        *state,
                                        guint                    seat,
                                        GCancellable            *cancellable,
                                        GAsyncReadyCallback      callback,
                                        gpointer                 user_data);
gboolean     ludus_search_run_finish   (LudusSearch             *self,
                                        GAsyncResult            *result,
                                        LudusSearchResult       *out,
                                        GError                 **error);
/* From any thread: how far the running search is, in [0, 1]. */
double       ludus_search_get_progress (LudusSearch             *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusSearch, ludus_search_unref)

G_END_DECLS
