/* ludus-thinker.c: a match's computer player, thinking on a worker thread
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-bot.h"
#include "ludus-thinker.h"

/* One decision. It outlives its thinker when cancelled: the worker's callback frees it. */
typedef struct
{
  LudusThinker *thinker;      /* NULL once cancelled */
  LudusSearch  *search;       /* NULL for a random move */
  GCancellable *cancellable;
  guint         seat;
  guint         idle;         /* a random move's emission */
  gboolean      found;
  LudusMove     move;
} Decision;

struct _LudusThinker
{
  GObject     parent_instance;

  LudusMatch *match;
  gulong      changed_id;
  Decision   *current;
};

G_DEFINE_FINAL_TYPE (LudusThinker, ludus_thinker, G_TYPE_OBJECT)

enum {
  DECIDED,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
decision_free (Decision *decision)
{
  g_clear_pointer (&decision->search, ludus_search_unref);
  g_clear_object (&decision->cancellable);
  g_free (decision);
}

/* Emits the outcome of the decision under way, which is over. */
static void
finish (LudusThinker *self,
        Decision     *decision,
        const char   *message)
{
  g_autoptr(LudusThinker) hold = g_object_ref (self);

  self->current = NULL;
  if (decision->found)
    g_signal_emit (self, signals[DECIDED], 0, decision->seat, &decision->move);
  else
    g_signal_emit (self, signals[FAILED], 0, decision->seat, message);
}

static void
on_searched (GObject      *source,
             GAsyncResult *res,
             gpointer      data)
{
  Decision *decision = data;
  g_autoptr(GError) error = NULL;
  LudusSearchResult result;

  decision->found = ludus_search_run_finish (decision->search, res, &result, &error);
  if (decision->found)
    decision->move = result.move;
  if (decision->thinker != NULL &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    finish (decision->thinker, decision, error != NULL ? error->message : NULL);
  decision_free (decision);
}

static gboolean
emit_random (gpointer data)
{
  Decision *decision = data;

  decision->idle = 0;
  finish (decision->thinker, decision,
          _("There is no legal move for the computer to play"));
  decision_free (decision);
  return G_SOURCE_REMOVE;
}

/* A game that hides information but cannot be sampled: a random legal move (the moves a seat
 * may make are part of what it sees). */
static void
start_random (LudusThinker *self,
              Decision     *decision)
{
  LudusRng rng;

  ludus_rng_init (&rng, ludus_match_get_seed (self->match) ^ ludus_match_get_n_moves (self->match));
  decision->found = ludus_bot_choose_random (ludus_match_get_game (self->match),
                                             ludus_match_get_state (self->match), decision->seat,
                                             &rng, &decision->move);
  decision->idle = g_idle_add (emit_random, decision);
}

/**
 * ludus_thinker_start:
 * @seat: a seat that must act now
 * @config: (nullable): the search's budget, or %NULL for @seat's level
 *
 * Starts deciding a move for @seat; ::decided or ::failed follows unless the
 * match changes or the decision is cancelled first.
 */
void
ludus_thinker_start (LudusThinker            *self,
                     guint                    seat,
                     const LudusSearchConfig *config)
{
  Decision *decision;
  g_autoptr(LudusState) sample = NULL;

  g_return_if_fail (LUDUS_IS_THINKER (self));
  g_return_if_fail (seat < ludus_match_get_n_seats (self->match));

  ludus_thinker_cancel (self);
  decision = g_new0 (Decision, 1);
  decision->thinker = self;
  decision->seat = seat;
  decision->cancellable = g_cancellable_new ();
  self->current = decision;
  if (!ludus_search_supports (ludus_match_get_game (self->match)))
    {
      start_random (self, decision);
      return;
    }
  decision->search = ludus_match_new_search (self->match, seat, config, &sample);
  ludus_search_run_async (decision->search, sample, seat, decision->cancellable, on_searched,
                          decision);
}

/**
 * ludus_thinker_cancel:
 *
 * Stops the decision under way, if any; it emits nothing.
 */
void
ludus_thinker_cancel (LudusThinker *self)
{
  Decision *decision;

  g_return_if_fail (LUDUS_IS_THINKER (self));

  decision = g_steal_pointer (&self->current);
  if (decision == NULL)
    return;
  decision->thinker = NULL;
  if (decision->idle != 0)
    {
      g_clear_handle_id (&decision->idle, g_source_remove);
      decision_free (decision);
      return;
    }
  /* The worker stops soon; its callback frees the decision. */
  g_cancellable_cancel (decision->cancellable);
}

int
ludus_thinker_get_seat (LudusThinker *self)
{
  g_return_val_if_fail (LUDUS_IS_THINKER (self), -1);
  return self->current != NULL ? (int) self->current->seat : -1;
}

double
ludus_thinker_get_progress (LudusThinker *self)
{
  g_return_val_if_fail (LUDUS_IS_THINKER (self), 0.0);

  if (self->current == NULL || self->current->search == NULL)
    return 0.0;
  return ludus_search_get_progress (self->current->search);
}

static void
ludus_thinker_dispose (GObject *object)
{
  LudusThinker *self = LUDUS_THINKER (object);

  ludus_thinker_cancel (self);
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (ludus_thinker_parent_class)->dispose (object);
}

static void
ludus_thinker_class_init (LudusThinkerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ludus_thinker_dispose;

  /**
   * LudusThinker::decided:
   * @seat: the seat decided for
   * @move: (type gpointer): the const LudusMove * chosen, valid during the emission
   */
  signals[DECIDED] = g_signal_new ("decided", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                   G_TYPE_UINT, G_TYPE_POINTER);

  /**
   * LudusThinker::failed:
   * @seat: the seat decided for
   * @message: why no move was found, translated
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                  G_TYPE_UINT, G_TYPE_STRING);
}

static void
ludus_thinker_init (LudusThinker *self)
{
}

/**
 * ludus_thinker_new:
 * @match: the match to decide in
 *
 * Returns: (transfer full): a thinker for @match; any change of @match
 *   cancels the decision under way
 */
LudusThinker *
ludus_thinker_new (LudusMatch *match)
{
  LudusThinker *self;

  g_return_val_if_fail (LUDUS_IS_MATCH (match), NULL);

  self = g_object_new (LUDUS_TYPE_THINKER, NULL);
  self->match = g_object_ref (match);
  self->changed_id = g_signal_connect_swapped (match, "changed",
                                               G_CALLBACK (ludus_thinker_cancel), self);
  return self;
}
