/* ludus-search.c: levels, the search driver, root parallelisation
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search never sees the true position. Whatever state it is given, the first thing it does
 * is determinize it for the searching seat, and from then on it only reads that sample (and
 * samples of the sample). Since a determinization depends on the seat's view alone, two
 * positions the seat cannot tell apart give the same search, move for move; and the match
 * hands the worker thread a sample anyway, so no hidden card is ever in its memory.
 *
 * Root parallelisation: n_trees independent trees, each with its own generator and a fixed
 * share of the iterations, are searched on up to n_threads threads and merged at the root by
 * adding up each move's visits, in tree order. Which thread searched which tree changes
 * nothing, so the same seed and iteration budget give the same move on any machine.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <time.h>

#include "ludus-rules.h"
#include "ludus-search-private.h"

struct _LudusSearch
{
  LudusGame         *game;
  LudusSearchConfig  config;
  gint               done;       /* atomic: iterations made by the search running now */
  GMutex             lock;
  gint64             started;    /* monotonic µs; under lock */
};

/* Levels */

typedef struct
{
  const char *id;
  guint       iterations;
  guint       milliseconds;
  guint       n_trees;
  gsize       max_memory;   /* per tree */
} Level;

/* Iterations for the strength, a time limit for the slowest positions of the longest games.
 * The figures behind them are in HACKING.md ("Computer players"). */
#define MB (1024 * 1024)
static const Level levels[LUDUS_N_LEVELS] = {
  [LUDUS_LEVEL_EASY]   = { "easy",     200, 1000, 1,  4 * MB },
  [LUDUS_LEVEL_NORMAL] = { "normal",  2000, 2000, 1, 16 * MB },
  [LUDUS_LEVEL_HARD]   = { "hard",   16000, 2900, 2, 32 * MB },
};

const char *
ludus_level_to_string (LudusLevel level)
{
  g_return_val_if_fail (level < LUDUS_N_LEVELS, NULL);
  return levels[level].id;
}

gboolean
ludus_level_from_string (const char *text,
                         LudusLevel *level)
{
  for (guint i = 0; i < LUDUS_N_LEVELS; i++)
    if (g_strcmp0 (text, levels[i].id) == 0)
      {
        *level = (LudusLevel) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * ludus_search_config_init:
 * @level: the level whose budget to use
 *
 * Fills @config with @level's budget and the search's defaults; the seed is
 * 0 (set it per decision).
 */
void
ludus_search_config_init (LudusSearchConfig *config,
                          LudusLevel         level)
{
  g_return_if_fail (config != NULL);
  g_return_if_fail (level < LUDUS_N_LEVELS);

  memset (config, 0, sizeof *config);
  config->iterations = levels[level].iterations;
  config->milliseconds = levels[level].milliseconds;
  config->n_trees = levels[level].n_trees;
  config->max_memory = levels[level].max_memory;
  config->exploration = 0.7;
  /* A game with an evaluation has it from the first playout move on (measured for Nova
   * Roma, HACKING.md); the others play every playout to the end. Easy never asks for it:
   * with the evaluation a tenth of normal's iterations played almost as well as normal
   * (Nova Roma, two players: normal won 59 % of 80 games), without it easy is the short
   * plain search it is in every other game (normal won 78 % of 72). */
  config->playout_cutoff = level == LUDUS_LEVEL_EASY ? 0 : LUDUS_SEARCH_DEFAULT_CUTOFF;
  config->opponents = LUDUS_SEARCH_OPPONENTS_PUBLIC;
  config->level = level;
}

/* The search object */

/**
 * ludus_search_supports:
 *
 * Returns: whether @game can be searched without peeking: it has no hidden
 *   information, or it determinizes positions
 */
gboolean
ludus_search_supports (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);

  if ((ludus_game_get_flags (game) & LUDUS_GAME_HIDDEN_INFORMATION) == 0)
    return TRUE;
  if (LUDUS_IS_RULES_GAME (game))
    return ludus_rules_game_get_rules (LUDUS_RULES_GAME (game))->determinize != NULL;
  return LUDUS_GAME_GET_IFACE (game)->determinize != NULL;
}

/**
 * ludus_search_new:
 * @config: the budget and parameters; copied
 *
 * Returns: (transfer full): a search player for @game, to run once or many times
 */
LudusSearch *
ludus_search_new (LudusGame               *game,
                  const LudusSearchConfig *config)
{
  LudusSearch *self;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (config != NULL, NULL);
  g_return_val_if_fail (config->iterations > 0 || config->milliseconds > 0, NULL);

  self = g_atomic_rc_box_new0 (LudusSearch);
  self->game = g_object_ref (game);
  self->config = *config;
  self->config.n_trees = MAX (self->config.n_trees, 1);
  g_mutex_init (&self->lock);
  return self;
}

LudusSearch *
ludus_search_ref (LudusSearch *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_atomic_rc_box_acquire (self);
}

static void
search_clear (gpointer data)
{
  LudusSearch *self = data;

  g_mutex_clear (&self->lock);
  g_object_unref (self->game);
}

void
ludus_search_unref (LudusSearch *self)
{
  g_return_if_fail (self != NULL);
  g_atomic_rc_box_release_full (self, search_clear);
}

const LudusSearchConfig *
ludus_search_get_config (LudusSearch *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->config;
}

/**
 * ludus_search_get_progress:
 *
 * May be called from any thread while a search runs (for a progress bar).
 *
 * Returns: the share of the budget (iterations or time, whichever is
 *   further along) used so far, in [0, 1]
 */
double
ludus_search_get_progress (LudusSearch *self)
{
  double progress = 0.0;
  gint64 started;

  g_return_val_if_fail (self != NULL, 0.0);

  g_mutex_lock (&self->lock);
  started = self->started;
  g_mutex_unlock (&self->lock);
  if (self->config.iterations > 0)
    progress = (double) g_atomic_int_get (&self->done) / self->config.iterations;
  if (self->config.milliseconds > 0 && started > 0)
    progress = MAX (progress, (g_get_monotonic_time () - started) /
                              (1000.0 * self->config.milliseconds));
  return CLAMP (progress, 0.0, 1.0);
}

/* Workers */

typedef struct
{
  LudusSearch      *search;
  LudusSearchTree **trees;
  const guint      *budgets;    /* iterations of each tree; 0: until the deadline */
  guint             n_trees;
  guint             first;      /* this worker's trees: first, first + stride, … */
  guint             stride;
  gint64            deadline;   /* monotonic µs; 0: none */
  GCancellable     *cancellable;
  gboolean          out_of_time;
  gint64            cpu_time;   /* µs of processor time the worker's thread used */
} Worker;

static gint64
thread_cpu_time (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0;
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
search_tree (Worker *worker,
             guint   tree,
             gint64  deadline)
{
  guint budget = worker->budgets[tree];

  for (guint i = 0; budget == 0 || i < budget; i++)
    {
      if (i % 8 == 0 && g_cancellable_is_cancelled (worker->cancellable))
        return;
      if (deadline != 0 && g_get_monotonic_time () >= deadline)
        {
          worker->out_of_time |= budget != 0;
          return;
        }
      ludus_search_tree_iterate (worker->trees[tree]);
      g_atomic_int_inc (&worker->search->done);
    }
}

/* A worker with several trees gives each an equal share of the time left. */
static gpointer
work (gpointer data)
{
  Worker *worker = data;
  guint mine = (worker->n_trees - worker->first + worker->stride - 1) / worker->stride;
  gint64 start = thread_cpu_time ();

  for (guint tree = worker->first, k = 0; tree < worker->n_trees; tree += worker->stride, k++)
    {
      gint64 deadline = worker->deadline;

      if (deadline != 0)
        {
          gint64 now = g_get_monotonic_time ();

          deadline = now + MAX (deadline - now, 0) / (gint64) (mine - k);
        }
      search_tree (worker, tree, deadline);
    }
  worker->cpu_time += thread_cpu_time () - start;
  return NULL;
}

static guint
thread_count (const LudusSearchConfig *config)
{
  guint n = config->n_threads > 0 ? config->n_threads : g_get_num_processors ();

  return CLAMP (n, 1, config->n_trees);
}

/* Searches every tree, on as many threads as allowed. */
static void
search_trees (LudusSearch       *self,
              LudusSearchTree  **trees,
              GCancellable      *cancellable,
              LudusSearchResult *result)
{
  guint n_trees = self->config.n_trees, n_threads = thread_count (&self->config);
  g_autofree guint *budgets = g_new0 (guint, n_trees);
  g_autofree Worker *workers = g_new0 (Worker, n_threads);
  g_autofree GThread **threads = g_new0 (GThread *, n_threads);
  gint64 deadline = 0;

  for (guint t = 0; t < n_trees; t++)
    budgets[t] = self->config.iterations / n_trees + (t < self->config.iterations % n_trees);
  if (self->config.milliseconds > 0)
    deadline = g_get_monotonic_time () + 1000 * (gint64) self->config.milliseconds;
  for (guint j = 0; j < n_threads; j++)
    workers[j] = (Worker) { self, trees, budgets, n_trees, j, n_threads, deadline,
                            cancellable, FALSE };
  for (guint j = 1; j < n_threads; j++)
    threads[j] = g_thread_try_new ("ludus-search", work, &workers[j], NULL);
  work (&workers[0]);
  for (guint j = 1; j < n_threads; j++)
    if (threads[j] != NULL)
      g_thread_join (threads[j]);
    else
      work (&workers[j]);
  for (guint j = 0; j < n_threads; j++)
    {
      result->out_of_time |= workers[j].out_of_time;
      result->cpu_time += workers[j].cpu_time;
      result->busiest_cpu_time = MAX (result->busiest_cpu_time, workers[j].cpu_time);
    }
}

/* The move with the most visits over all trees; ties go to the better mean, then to the
 * earlier move in the list. */
static void
merge (LudusSearch      *self,
       LudusSearchTree **trees,
       const LudusMove  *choices,
       guint             n_choices,
       LudusSearchResult *result)
{
  guint best_visits = 0;
  double best_total = -1.0;

  for (guint i = 0; i < n_choices; i++)
    {
      guint visits = 0;
      double total = 0.0;

      for (guint t = 0; t < self->config.n_trees; t++)
        {
          guint v;
          double sum;

          ludus_search_tree_get_choice (trees[t], i, &v, &sum);
          visits += v;
          total += sum;
        }
      if (i == 0 || visits > best_visits || (visits == best_visits && total > best_total))
        {
          best_visits = visits;
          best_total = total;
          result->move = choices[i];
          result->visits = visits;
          result->value = visits > 0 ? total / visits : 0.0;
        }
    }
  for (guint t = 0; t < self->config.n_trees; t++)
    {
      result->nodes += ludus_search_tree_get_n_nodes (trees[t]);
      result->memory += ludus_search_tree_get_memory (trees[t]);
    }
}

static gboolean
search_root (LudusSearch       *self,
             const LudusState  *root,
             guint              seat,
             GArray            *choices,
             GCancellable      *cancellable,
             LudusSearchResult *result,
             GError           **error)
{
  guint n_trees = self->config.n_trees;
  LudusSearchTree **trees = g_new0 (LudusSearchTree *, n_trees);
  gboolean ok;

  for (guint t = 0; t < n_trees; t++)
    trees[t] = ludus_search_tree_new (self->game, &self->config, t, root, seat,
                                      (const LudusMove *) (gpointer) choices->data, choices->len);
  search_trees (self, trees, cancellable, result);
  ok = !g_cancellable_set_error_if_cancelled (cancellable, error);
  if (ok)
    {
      merge (self, trees, (const LudusMove *) (gpointer) choices->data, choices->len, result);
      result->iterations = (guint) g_atomic_int_get (&self->done);
    }
  for (guint t = 0; t < n_trees; t++)
    ludus_search_tree_free (trees[t]);
  g_free (trees);
  return ok;
}

/* The sample the search works from: the only use of the state it was given. */
static LudusState *
sample_root (LudusSearch       *self,
             const LudusState  *state,
             guint              seat,
             GError           **error)
{
  LudusRng rng;
  LudusState *root;

  if (seat >= ludus_state_get_n_players (state))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                   _("Player %u has nothing to decide now"), seat + 1);
      return NULL;
    }
  ludus_rng_init (&rng, self->config.seed);
  root = ludus_game_determinize (self->game, state, seat, &rng);
  if (root == NULL)
    {
      g_autofree char *name = ludus_game_get_name (self->game);

      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   /* Translators: %s is a game's name */
                   _("%s hides information but cannot sample a position, so the computer "
                     "cannot play it"), name);
    }
  else if (ludus_game_is_over (self->game, root) ||
           (ludus_game_get_actors (self->game, root) & (1u << seat)) == 0)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                   _("Player %u has nothing to decide now"), seat + 1);
      g_clear_pointer (&root, ludus_state_free);
    }
  return root;
}

/**
 * ludus_search_run:
 * @state: the position, or (better) a determinization of it for @seat:
 *   only what @seat sees of it is used
 * @seat: the seat to decide for; it must be one of the actors
 * @cancellable: (nullable): stops the search (with %G_IO_ERROR_CANCELLED)
 * @result: (out caller-allocates): the move and the search's figures
 *
 * Chooses a move for @seat by information-set Monte Carlo tree search. A
 * forced move is returned at once. With no time limit the result depends
 * only on what @seat sees, the seed, the iterations and the number of trees.
 *
 * Returns: %FALSE with @error set if cancelled or if @seat cannot act
 */
gboolean
ludus_search_run (LudusSearch       *self,
                  const LudusState  *state,
                  guint              seat,
                  GCancellable      *cancellable,
                  LudusSearchResult *result,
                  GError           **error)
{
  g_autoptr(LudusState) root = NULL;
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gint64 started = g_get_monotonic_time ();
  gboolean ok;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (state != NULL && result != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (result, 0, sizeof *result);
  g_atomic_int_set (&self->done, 0);
  g_mutex_lock (&self->lock);
  self->started = started;
  g_mutex_unlock (&self->lock);

  root = sample_root (self, state, seat, error);
  if (root == NULL)
    return FALSE;
  ludus_game_legal_moves (self->game, root, seat, choices);
  result->n_choices = choices->len;
  if (choices->len == 0)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   _("Player %u must act but has no legal move"), seat + 1);
      return FALSE;
    }
  if (choices->len == 1)
    {
      result->move = g_array_index (choices, LudusMove, 0);
      ok = TRUE;
    }
  else
    ok = search_root (self, root, seat, choices, cancellable, result, error);
  result->elapsed = g_get_monotonic_time () - started;
  return ok;
}

/* Asynchronous */

typedef struct
{
  LudusSearch *search;
  LudusState  *state;
  guint        seat;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  ludus_search_unref (job->search);
  ludus_state_free (job->state);
  g_free (job);
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  LudusSearchResult result;
  GError *error = NULL;

  if (ludus_search_run (job->search, job->state, job->seat, cancellable, &result, &error))
    g_task_return_pointer (task, g_memdup2 (&result, sizeof result), g_free);
  else
    g_task_return_error (task, error);
}

/**
 * ludus_search_run_async:
 * @state: as for ludus_search_run(); copied
 *
 * Runs ludus_search_run() on a worker thread; @callback is called in the
 * thread-default main context of the caller.
 */
void
ludus_search_run_async (LudusSearch         *self,
                        const LudusState    *state,
                        guint                seat,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (self != NULL);
  g_return_if_fail (state != NULL);

  job = g_new0 (Job, 1);
  job->search = ludus_search_ref (self);
  job->state = ludus_state_copy (state);
  job->seat = seat;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_search_run_async);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, run_in_thread);
}

gboolean
ludus_search_run_finish (LudusSearch        *self,
                         GAsyncResult       *result,
                         LudusSearchResult  *out,
                         GError            **error)
{
  g_autofree LudusSearchResult *found = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ludus_search_run_async, FALSE);

  found = g_task_propagate_pointer (G_TASK (result), error);
  if (found == NULL)
    return FALSE;
  if (out != NULL)
    *out = *found;
  return TRUE;
}
