/* ludus-match.c: seats, seed, options and the list of moves; undo and redo
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-bot.h"
#include "ludus-match-private.h"

enum {
  PROP_0,
  PROP_N_MOVES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_ACTORS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* An autosave written off the main thread: the text to write, and how it went. Shared by the
 * match and the writing thread, each holding a reference. */
typedef struct
{
  gatomicrefcount  ref_count;
  GThread         *thread;
  GMainContext    *context;   /* the main thread's, where the match hears of it */
  GWeakRef         match;
  char            *path;
  char            *data;
  gsize            length;
  GError          *error;
} SaveJob;

struct _LudusMatch
{
  GObject     parent_instance;

  LudusGame  *game;
  guint       n_seats;
  LudusSeat   seats[LUDUS_MAX_PLAYERS];
  guint64     seed;
  int        *options;
  gboolean    casual;

  /* The move list is the truth. Positions are kept only every CHECKPOINT_EVERY moves and
   * for now; the others are replayed from the checkpoint before them when asked for, and
   * kept until the match next changes. */
  GArray     *moves;       /* LudusMatchMove */
  GPtrArray  *checkpoints; /* LudusState; [k] is the position after k * CHECKPOINT_EVERY moves */
  LudusState *current;     /* the position after all the moves; one of the checkpoints if
                            * their number is a multiple of CHECKPOINT_EVERY */
  GHashTable *replayed;    /* move count → LudusState, asked for since the last change */
  GArray     *redo;        /* LudusMatchMove; the last one is redone first */

  char       *autosave_path;
  gboolean    autosave_async;
  SaveJob    *save_job;    /* the autosave being written in its own thread, or NULL */
  LudusRng    bot_rng;

  /* Properties (see notify_changes ()): the current values, where cache_valid says so, and
   * what watchers were last told, where told_valid says so. */
  guint       cache[N_PROPS];
  guint       cache_valid;
  guint       told[N_PROPS];
  guint       told_valid;
  gboolean    changing;    /* between the start of a change and its notifications */
};

/* Every copy of the position costs an allocation and, in a long match, fresh memory; a
 * position between checkpoints is at most CHECKPOINT_EVERY - 1 moves of replay away. */
#define CHECKPOINT_EVERY 16

G_DEFINE_FINAL_TYPE (LudusMatch, ludus_match, G_TYPE_OBJECT)

enum {
  CHANGED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint undo_span (LudusMatch *self);
static void  collect_autosave (LudusMatch *self);
static void  autosave (LudusMatch *self);

/* The value of a watched property now (booleans as 0 or 1). */
static guint
property_value (LudusMatch *self,
                guint       prop)
{
  switch (prop)
    {
    case PROP_N_MOVES:
      return self->moves->len;
    case PROP_CAN_UNDO:
      return undo_span (self) > 0;
    case PROP_CAN_REDO:
      return self->redo->len > 0;
    case PROP_IS_OVER:
      return ludus_game_is_over (self->game, self->current);
    case PROP_ACTORS:
      return ludus_game_get_actors (self->game, self->current);
    default:
      g_assert_not_reached ();
    }
}

/* A property's value now, computed once per change. Read outside a change, it is what the
 * reader has seen: the next change notifies only if it differs. */
static guint
seen_value (LudusMatch *self,
            guint       prop)
{
  guint bit = 1u << prop;

  if ((self->cache_valid & bit) == 0)
    {
      self->cache[prop] = property_value (self, prop);
      self->cache_valid |= bit;
    }
  if (!self->changing)
    {
      self->told[prop] = self->cache[prop];
      self->told_valid |= bit;
    }
  return self->cache[prop];
}

/* Before the position or the move lists change. */
static void
begin_change (LudusMatch *self)
{
  self->changing = TRUE;
  self->cache_valid = 0;
}

/* After a change: notifies each property whose value changed. A property nobody watches is
 * neither computed (can-undo may replay positions) nor notified, which keeps a match without
 * watchers (the command line, search) as fast as before; a watcher that never read the value
 * is notified at the next change. */
static void
notify_changes (LudusMatch *self)
{
  static guint notify_id;
  gboolean all;

  if (notify_id == 0)
    notify_id = g_signal_lookup ("notify", G_TYPE_OBJECT);

  self->changing = FALSE;
  /* No handler of "notify" at all (any detail): one lookup, and nothing to tell. */
  if (g_signal_handler_find (self, G_SIGNAL_MATCH_ID, notify_id, 0, NULL, NULL, NULL) == 0)
    {
      self->told_valid = 0;
      return;
    }
  /* Handlers of all of "notify", then of "notify::name". */
  all = g_signal_has_handler_pending (self, notify_id, 0, FALSE);
  for (guint prop = PROP_0 + 1; prop < N_PROPS; prop++)
    {
      guint bit = 1u << prop;
      gboolean told = (self->told_valid & bit) != 0;
      guint before = self->told[prop];

      if (!all && !g_signal_has_handler_pending (self, notify_id,
                                                 g_param_spec_get_name_quark (properties[prop]),
                                                 FALSE))
        {
          self->told_valid &= ~bit;
          continue;
        }
      if (seen_value (self, prop) == before && told)
        continue;
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
    }
}

/* The values of the cheap properties, as a match starts out (nobody has watched it yet). */
static void
remember_values (LudusMatch *self)
{
  self->changing = FALSE;
  self->cache_valid = 0;
  for (guint prop = PROP_0 + 1; prop < N_PROPS; prop++)
    if (prop != PROP_CAN_UNDO)
      seen_value (self, prop);
}

/* Every change ends here: the autosave, ::changed, then the properties that changed. */
static void
changed (LudusMatch *self)
{
  autosave (self);
  g_signal_emit (self, signals[CHANGED], 0);
  notify_changes (self);
}

static void
free_state_of (gpointer data,
               gpointer user_data)
{
  ludus_game_free_state (LUDUS_GAME (user_data), data);
}

static gboolean
free_replayed (gpointer key,
               gpointer value,
               gpointer user_data)
{
  ludus_game_free_state (LUDUS_GAME (user_data), value);
  return TRUE;
}

/* Before any change: positions replayed for readers are dropped (the
 * pointers handed out stay valid until the match changes). */
static void
forget_replayed (LudusMatch *self)
{
  g_hash_table_foreach_remove (self->replayed, free_replayed, self->game);
}

static gboolean
current_is_checkpoint (LudusMatch *self)
{
  return self->moves->len % CHECKPOINT_EVERY == 0;
}

/* The last autosave is written before the match goes. */
static void
ludus_match_dispose (GObject *object)
{
  collect_autosave (LUDUS_MATCH (object));

  G_OBJECT_CLASS (ludus_match_parent_class)->dispose (object);
}

static void
ludus_match_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  LudusMatch *self = LUDUS_MATCH (object);

  switch (prop_id)
    {
    case PROP_N_MOVES:
    case PROP_ACTORS:
      g_value_set_uint (value, seen_value (self, prop_id));
      break;
    case PROP_CAN_UNDO:
    case PROP_CAN_REDO:
    case PROP_IS_OVER:
      g_value_set_boolean (value, seen_value (self, prop_id));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_match_finalize (GObject *object)
{
  LudusMatch *self = LUDUS_MATCH (object);

  if (self->game != NULL)
    {
      forget_replayed (self);
      if (self->current != NULL && !current_is_checkpoint (self))
        ludus_game_free_state (self->game, self->current);
      g_ptr_array_foreach (self->checkpoints, free_state_of, self->game);
    }
  self->current = NULL;
  g_clear_pointer (&self->replayed, g_hash_table_unref);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_free (self->seats[i].name);
      g_free (self->seats[i].colour);
    }
  g_clear_pointer (&self->options, g_free);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludus_match_parent_class)->finalize (object);
}

static void
ludus_match_class_init (LudusMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_match_dispose;
  object_class->finalize = ludus_match_finalize;
  object_class->get_property = ludus_match_get_property;

  /**
   * LudusMatch:n-moves:
   *
   * How many moves have been applied.
   */
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LudusMatch:can-undo:
   *
   * Whether ludus_match_undo () would take a move back now.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LudusMatch:can-redo:
   *
   * Whether there are moves to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LudusMatch:is-over:
   *
   * Whether the game has ended.
   */
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LudusMatch:actors:
   *
   * The seats that must decide now, a bit per seat.
   */
  properties[PROP_ACTORS] =
    g_param_spec_uint ("actors", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusMatch::changed:
   *
   * A move was applied, undone or redone.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LudusMatch::autosave-failed:
   * @message: what went wrong, translated
   *
   * The autosave after a move could not be written. The move stands.
   */
  signals[AUTOSAVE_FAILED] = g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ludus_match_init (LudusMatch *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  self->redo = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  self->checkpoints = g_ptr_array_new ();
  self->replayed = g_hash_table_new (g_direct_hash, g_direct_equal);
}

static LudusMatch *
match_new_empty (LudusGame       *game,
                 guint            n_seats,
                 const LudusSeat *seats,
                 guint64          seed,
                 const int       *options,
                 gboolean         casual,
                 GError         **error)
{
  g_autoptr(LudusMatch) self = NULL;
  LudusState *start;
  guint n_options;

  start = ludus_game_new_state (game, n_seats, seed, options, error);
  if (start == NULL)
    return NULL;

  self = g_object_new (LUDUS_TYPE_MATCH, NULL);
  self->game = g_object_ref (game);
  self->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    {
      self->seats[i].name = g_strdup (seats[i].name);
      self->seats[i].colour = g_strdup (seats[i].colour);
      self->seats[i].kind = seats[i].kind;
      self->seats[i].deal_setup = seats[i].deal_setup;
      self->seats[i].level = seats[i].level < LUDUS_N_LEVELS ? seats[i].level
                                                             : LUDUS_LEVEL_DEFAULT;
    }
  self->seed = seed;
  ludus_game_get_options (game, &n_options);
  self->options = g_new0 (int, MAX (n_options, 1));
  if (options != NULL)
    memcpy (self->options, options, n_options * sizeof (int));
  else
    {
      g_autofree int *defaults = ludus_game_default_options (game);

      memcpy (self->options, defaults, n_options * sizeof (int));
    }
  self->casual = casual;
  g_ptr_array_add (self->checkpoints, start);
  self->current = start;
  remember_values (self);
  ludus_rng_init (&self->bot_rng, seed ^ G_GUINT64_CONSTANT (0x6c75647573626f74));

  return g_steal_pointer (&self);
}

/**
 * ludus_match_new:
 * @game: the game
 * @n_seats: how many seats, within the game's range
 * @seats: (array length=n_seats): the seats
 * @seed: the seed of the game's random generator
 * @options: (nullable): one value per game option, or %NULL for defaults
 * @casual: whether undo may go past random draws and revealed information
 * @error: return location for a #GError
 *
 * Returns: (transfer full): a match at its starting position
 */
LudusMatch *
ludus_match_new (LudusGame        *game,
                 guint             n_seats,
                 const LudusSeat  *seats,
                 guint64           seed,
                 const int        *options,
                 gboolean          casual,
                 GError          **error)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (seats != NULL || n_seats == 0, NULL);

  return match_new_empty (game, n_seats, seats, seed, options, casual, error);
}

LudusGame *
ludus_match_get_game (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  return self->game;
}

guint
ludus_match_get_n_seats (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);
  return self->n_seats;
}

const LudusSeat *
ludus_match_get_seat (LudusMatch *self,
                      guint       seat)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return &self->seats[seat];
}

guint64
ludus_match_get_seed (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);
  return self->seed;
}

const int *
ludus_match_get_options (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  return self->options;
}

gboolean
ludus_match_get_casual (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  return self->casual;
}

const LudusState *
ludus_match_get_state (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  return self->current;
}

/* A fresh copy of the position after @index moves (at most the current
 * number), replayed from the nearest position kept before it. */
static LudusState *
replay_to (LudusMatch *self,
           guint       index)
{
  guint base = index - index % CHECKPOINT_EVERY;
  const LudusState *from = g_ptr_array_index (self->checkpoints, index / CHECKPOINT_EVERY);
  LudusState *state;

  /* Readers often go forward one move at a time (the log, the undo check). */
  for (guint i = index; i > base + 1; i--)
    {
      const LudusState *kept = g_hash_table_lookup (self->replayed, GUINT_TO_POINTER (i - 1));

      if (kept != NULL)
        {
          from = kept;
          base = i - 1;
          break;
        }
    }

  state = ludus_game_copy_state (self->game, from);
  for (guint i = base; i < index; i++)
    {
      const LudusMatchMove *move = &g_array_index (self->moves, LudusMatchMove, i);
      g_autoptr(GError) error = NULL;

      /* These moves were applied once already; the rules are deterministic. */
      if (!ludus_game_apply (self->game, state, move->player, &move->move, &error))
        g_critical ("Replaying move %u of the match failed: %s", i + 1, error->message);
    }
  return state;
}

/* The position after @index moves; valid until the match next changes. */
static const LudusState *
state_at (LudusMatch *self,
          guint       index)
{
  LudusState *state;

  if (index == self->moves->len)
    return self->current;
  if (index % CHECKPOINT_EVERY == 0)
    return g_ptr_array_index (self->checkpoints, index / CHECKPOINT_EVERY);

  state = g_hash_table_lookup (self->replayed, GUINT_TO_POINTER (index));
  if (state == NULL)
    {
      state = replay_to (self, index);
      g_hash_table_insert (self->replayed, GUINT_TO_POINTER (index), state);
    }
  return state;
}

/**
 * ludus_match_get_state_at:
 * @index: how many moves (0 is the start, the number of moves is now)
 *
 * Positions between checkpoints are replayed when asked for.
 *
 * Returns: (transfer none): the position, valid until the match next changes
 *   (a move applied, undone or redone)
 */
const LudusState *
ludus_match_get_state_at (LudusMatch *self,
                          guint       index)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index <= self->moves->len, NULL);
  return state_at (self, index);
}

guint
ludus_match_get_n_moves (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);
  return seen_value (self, PROP_N_MOVES);
}

const LudusMatchMove *
ludus_match_get_move (LudusMatch *self,
                      guint       index)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return &g_array_index (self->moves, LudusMatchMove, index);
}

guint
ludus_match_get_n_redo (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);
  return self->redo->len;
}

/* The log lines of move index, step by step: the move itself, then each
 * decision with a single choice that the game made by itself after it (only
 * the first when all is FALSE). */
static GPtrArray *
describe_steps (LudusMatch *self,
                guint       index,
                int         viewer,
                gboolean    all)
{
  const LudusMatchMove *move = &g_array_index (self->moves, LudusMatchMove, index);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(LudusState) before = ludus_game_copy_state (self->game, state_at (self, index));
  LudusState *after = ludus_game_copy_state (self->game, before);
  LudusMove made = move->move;
  guint player = move->player;

  ludus_game_apply_decision (self->game, after, player, &made);
  g_ptr_array_add (lines, ludus_game_describe_move (self->game, before, after, player, &made,
                                                    viewer));
  while (all && lines->len <= LUDUS_SAVE_MAX_MOVES &&
         ludus_game_get_automatic_move (self->game, after, &player, &made))
    {
      g_autofree char *text = NULL;

      ludus_game_free_state (self->game, before);
      before = after;
      after = ludus_game_copy_state (self->game, before);
      ludus_game_apply_decision (self->game, after, player, &made);
      text = ludus_game_describe_move (self->game, before, after, player, &made, viewer);
      g_ptr_array_add (lines, g_strdup_printf (/* Translators: a decision the game made by
                                                * itself since it was the only one possible;
                                                * the first %s is the seat's name, the second
                                                * the decision as the move log words it */
                                               _("%s (no other choice): %s"),
                                               self->seats[player].name, text));
    }
  ludus_game_free_state (self->game, after);
  return lines;
}

/**
 * ludus_match_describe_move:
 * @index: which move (0 is the first)
 * @viewer: who reads the log (-1 for public information only)
 *
 * Returns: (transfer full): the move's translated log line, as @viewer may
 *   see it; what the game then decided by itself is in
 *   ludus_match_describe_automatic_moves()
 */
char *
ludus_match_describe_move (LudusMatch *self,
                           guint       index,
                           int         viewer)
{
  g_autoptr(GPtrArray) lines = NULL;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);

  lines = describe_steps (self, index, viewer, FALSE);
  return g_strdup (g_ptr_array_index (lines, 0));
}

/**
 * ludus_match_describe_automatic_moves:
 * @index: which move (0 is the first)
 * @viewer: who reads the log (-1 for public information only)
 *
 * The decisions with a single choice that the game made by itself after
 * move @index (see ludus_game_get_automatic_move()), one log line each,
 * naming the seat: “Anna (no other choice): Ends the turn”.
 *
 * Returns: (transfer full): the lines, possibly none
 */
GStrv
ludus_match_describe_automatic_moves (LudusMatch *self,
                                      guint       index,
                                      int         viewer)
{
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);

  lines = describe_steps (self, index, viewer, TRUE);
  for (guint i = 1; i < lines->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (lines, i));
  return g_strv_builder_end (builder);
}

gboolean
ludus_match_is_over (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  return seen_value (self, PROP_IS_OVER);
}

guint
ludus_match_get_actors (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);
  return seen_value (self, PROP_ACTORS);
}

static void
autosave_failed (LudusMatch   *self,
                 const GError *error)
{
  g_autofree char *message = NULL;

  g_warning ("Autosave failed: %s", error->message);
  message = g_strdup_printf (_("The match could not be saved automatically: %s"),
                             error->message);
  g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, message);
}

static SaveJob *
save_job_ref (SaveJob *job)
{
  g_atomic_ref_count_inc (&job->ref_count);
  return job;
}

static void
save_job_unref (gpointer data)
{
  SaveJob *job = data;

  if (!g_atomic_ref_count_dec (&job->ref_count))
    return;
  g_weak_ref_clear (&job->match);
  g_main_context_unref (job->context);
  g_free (job->path);
  g_free (job->data);
  g_clear_error (&job->error);
  g_free (job);
}

/* Waits for the autosave being written, if any, and reports its failure. */
static void
collect_autosave (LudusMatch *self)
{
  SaveJob *job = g_steal_pointer (&self->save_job);

  if (job == NULL)
    return;
  g_thread_join (job->thread);
  if (job->error != NULL)
    autosave_failed (self, job->error);
  save_job_unref (job);
}

/* Back on the main thread once the write is done: collected here unless a new move or a
 * flush collected it first. */
static gboolean
save_job_finished (gpointer data)
{
  SaveJob *job = data;
  g_autoptr(LudusMatch) self = g_weak_ref_get (&job->match);

  if (self != NULL && self->save_job == job)
    collect_autosave (self);
  return G_SOURCE_REMOVE;
}

static gpointer
save_job_run (gpointer data)
{
  SaveJob *job = data;

  GSource *done;

  /* A new autosave holds every hidden hand: only its owner may read it. */
  ludus_write_file_atomic_full (job->path, job->data, job->length, 0600, &job->error);
  /* Always through the main thread's loop (g_main_context_invoke () could run it here). */
  done = g_idle_source_new ();
  g_source_set_priority (done, G_PRIORITY_DEFAULT);
  g_source_set_callback (done, save_job_finished, job, save_job_unref);
  g_source_attach (done, job->context);
  g_source_unref (done);
  return NULL;
}

/* The match is written after every change. With autosave-async, the text is made here but
 * written (and synced) by a thread of its own, so a slow disk never holds up a frame; the next
 * change waits for it first, so a move is durable before the next one is accepted. */
static void
autosave (LudusMatch *self)
{
  g_autoptr(GError) error = NULL;
  SaveJob *job;

  if (self->autosave_path == NULL)
    return;
  if (!self->autosave_async)
    {
      if (!ludus_match_save (self, self->autosave_path, &error))
        autosave_failed (self, error);
      return;
    }

  collect_autosave (self);
  job = g_new0 (SaveJob, 1);
  g_atomic_ref_count_init (&job->ref_count);
  g_weak_ref_init (&job->match, self);
  job->context = g_main_context_ref_thread_default ();
  job->path = g_strdup (self->autosave_path);
  job->data = ludus_match_to_data (self, &job->length);
  job->thread = g_thread_try_new ("ludus-autosave", save_job_run, save_job_ref (job), &error);
  if (job->thread == NULL)
    {
      /* No thread to be had: write it now rather than not at all. */
      save_job_unref (job);
      if (!ludus_write_file_atomic_full (job->path, job->data, job->length, 0600, &error))
        autosave_failed (self, error);
      save_job_unref (job);
      return;
    }
  self->save_job = job;
}

/* Applies without touching the redo list, autosave or signals. */
static gboolean
push_move (LudusMatch       *self,
           guint             player,
           const LudusMove  *move,
           GError          **error)
{
  LudusState *next = ludus_game_copy_state (self->game, self->current);
  LudusMatchMove entry = { player, *move };

  /* The match records the one form the game lists for this decision. */
  ludus_game_canonicalize_move (self->game, self->current, player, &entry.move);
  if (!ludus_game_apply (self->game, next, player, &entry.move, error))
    {
      ludus_game_free_state (self->game, next);
      return FALSE;
    }

  begin_change (self);
  forget_replayed (self);
  if (!current_is_checkpoint (self))
    ludus_game_free_state (self->game, self->current);
  self->current = next;
  g_array_append_val (self->moves, entry);
  if (current_is_checkpoint (self))
    g_ptr_array_add (self->checkpoints, next);
  return TRUE;
}

/**
 * ludus_match_apply:
 * @player: the seat making the move
 * @move: the move
 * @error: return location for a #GError
 *
 * Applies @move; an illegal one is refused and nothing changes. Applying the
 * move that redo would make keeps the rest of the redo list; any other move
 * clears it. The match is autosaved if it has an autosave path.
 *
 * Returns: %TRUE if the move was applied
 */
gboolean
ludus_match_apply (LudusMatch       *self,
                   guint             player,
                   const LudusMove  *move,
                   GError          **error)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  /* The last move is on disk before this one is accepted. */
  collect_autosave (self);
  if (!push_move (self, player, move, error))
    return FALSE;

  if (self->redo->len > 0)
    {
      const LudusMatchMove *next = &g_array_index (self->redo, LudusMatchMove, self->redo->len - 1);
      const LudusMatchMove *made = &g_array_index (self->moves, LudusMatchMove,
                                                   self->moves->len - 1);

      /* Both in canonical form: the move as made may have had another order. */
      if (next->player == player && memcmp (&next->move, &made->move, sizeof made->move) == 0)
        g_array_set_size (self->redo, self->redo->len - 1);
      else
        g_array_set_size (self->redo, 0);
    }

  changed (self);
  return TRUE;
}

/* Whether the computer makes player's move in state: a computer seat's, or a dealt setup
 * decision. */
static gboolean
is_automatic (LudusMatch       *self,
              const LudusState *state,
              guint             player)
{
  if (player >= self->n_seats || self->seats[player].kind == LUDUS_SEAT_COMPUTER)
    return TRUE;
  return self->seats[player].deal_setup &&
         ludus_game_is_setup_decision (self->game, state, player);
}

/* Where the last move a person made is: its index in *index. FALSE if none was (computer
 * moves and dealt setup decisions alone are never undone). */
static gboolean
last_human_move (LudusMatch *self,
                 guint      *index)
{
  for (guint i = self->moves->len; i > 0; i--)
    {
      const LudusMatchMove *move = &g_array_index (self->moves, LudusMatchMove, i - 1);

      if (move->player < self->n_seats && self->seats[move->player].kind == LUDUS_SEAT_HUMAN &&
          (!self->seats[move->player].deal_setup || !is_automatic (self, state_at (self, i - 1),
                                                                   move->player)))
        {
          *index = i - 1;
          return TRUE;
        }
    }
  return FALSE;
}

/* How many moves one undo takes back: the computer seats' replies after the
 * last human move, and that move. 0 if nothing may be undone. */
static guint
undo_span (LudusMatch *self)
{
  guint n = self->moves->len;
  guint target;

  if (!last_human_move (self, &target))
    return 0;

  if (!self->casual)
    {
      guint epoch = ludus_game_get_epoch (self->game, self->current);

      for (guint i = target; i < n; i++)
        if (ludus_game_get_epoch (self->game, state_at (self, i)) != epoch)
          return 0;
    }

  return n - target;
}

/**
 * ludus_match_can_undo:
 *
 * Undo takes back the last human move (with the computer seats' moves after
 * it). Unless the match is casual, it never goes back past a random draw or
 * information revealed to another seat.
 */
gboolean
ludus_match_can_undo (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  return seen_value (self, PROP_CAN_UNDO);
}

/* Moves the last @span moves to the redo list, and the position back. */
static void
take_back (LudusMatch *self,
           guint       span)
{
  guint n;

  begin_change (self);
  forget_replayed (self);
  if (!current_is_checkpoint (self))
    ludus_game_free_state (self->game, self->current);
  self->current = NULL;

  for (guint i = 0; i < span; i++)
    {
      LudusMatchMove last = g_array_index (self->moves, LudusMatchMove, self->moves->len - 1);

      g_array_append_val (self->redo, last);
      g_array_set_size (self->moves, self->moves->len - 1);
    }

  n = self->moves->len;
  while (self->checkpoints->len > n / CHECKPOINT_EVERY + 1)
    ludus_game_free_state (self->game, g_ptr_array_steal_index (self->checkpoints,
                                                                self->checkpoints->len - 1));
  self->current = current_is_checkpoint (self)
                  ? g_ptr_array_index (self->checkpoints, n / CHECKPOINT_EVERY)
                  : replay_to (self, n);
}

/* Why undo_span () is 0, translated. */
static const char *
undo_refusal (LudusMatch *self)
{
  guint index;

  if (self->moves->len == 0)
    return _("There is nothing to undo");
  if (!last_human_move (self, &index))
    return _("Only computer players have moved, so there is no move to undo");
  return _("The last move drew at random or revealed hidden information, "
           "so it cannot be undone in this match");
}

/**
 * ludus_match_explain_undo:
 *
 * Returns: (transfer full) (nullable): why undo is not possible now, translated, or %NULL if
 *   it is
 */
char *
ludus_match_explain_undo (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);

  if (ludus_match_can_undo (self))
    return NULL;
  return g_strdup (undo_refusal (self));
}

gboolean
ludus_match_undo (LudusMatch  *self,
                  GError     **error)
{
  guint span;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);

  span = undo_span (self);
  if (span == 0)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                           undo_refusal (self));
      return FALSE;
    }

  take_back (self, span);

  changed (self);
  return TRUE;
}

gboolean
ludus_match_can_redo (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  return seen_value (self, PROP_CAN_REDO);
}

/**
 * ludus_match_redo:
 *
 * Replays the moves the last undo took back (a human move and the computer
 * replies after it).
 */
gboolean
ludus_match_redo (LudusMatch  *self,
                  GError     **error)
{
  gboolean first = TRUE;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                           _("There is nothing to redo"));
      return FALSE;
    }

  while (self->redo->len > 0)
    {
      LudusMatchMove next = g_array_index (self->redo, LudusMatchMove, self->redo->len - 1);
      gboolean human = !is_automatic (self, self->current, next.player);
      g_autoptr(GError) local_error = NULL;

      if (!first && human)
        break;
      if (!push_move (self, next.player, &next.move, &local_error))
        {
          /* The list does not fit the position; it is of no further use. */
          begin_change (self);
          g_array_set_size (self->redo, 0);
          if (first)
            {
              notify_changes (self);
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          g_warning ("Redo stopped: %s", local_error->message);
          break;
        }
      g_array_set_size (self->redo, self->redo->len - 1);
      first = FALSE;
    }

  changed (self);
  return TRUE;
}

/**
 * ludus_match_get_automatic_actors:
 *
 * Returns: the seats that must act now whose move the computer makes (a bit per seat):
 *   computer seats, and seats whose setup is dealt while they make a setup decision
 */
guint
ludus_match_get_automatic_actors (LudusMatch *self)
{
  guint actors, automatic = 0;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), 0);

  if (ludus_match_is_over (self))
    return 0;
  actors = ludus_match_get_actors (self);
  for (guint seat = 0; seat < self->n_seats; seat++)
    if ((actors & (1u << seat)) != 0 && is_automatic (self, self->current, seat))
      automatic |= 1u << seat;
  return automatic;
}

/**
 * ludus_match_play_computer:
 *
 * Makes a random legal move for the lowest-numbered seat that must act now and whose move the
 * computer makes (ludus_match_get_automatic_actors ()).
 *
 * Returns: %FALSE (without error) if there is none
 */
gboolean
ludus_match_play_computer (LudusMatch  *self,
                           GError     **error)
{
  guint actors;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);

  actors = ludus_match_get_automatic_actors (self);
  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      LudusMove move;

      if ((actors & (1u << seat)) == 0)
        continue;
      if (!ludus_bot_choose_random (self->game, ludus_match_get_state (self), seat,
                                    &self->bot_rng, &move))
        continue;
      return ludus_match_apply (self, seat, &move, error);
    }

  return FALSE;
}

/**
 * ludus_match_new_search:
 * @seat: the seat to decide for (a computer seat, or a human seat asking for a hint)
 * @config: (nullable): the search's budget; %NULL for the seat's level
 * @sample: (out) (transfer full): a determinization of the current position
 *   for @seat, to give to ludus_search_run() or ludus_search_run_async()
 *
 * Prepares a computer player's decision without letting it peek: the sample
 * is drawn here, on the caller's thread, and the search (which may run on a
 * worker thread) is handed only that. The sample and the search's seed
 * follow from the match's seed, the number of moves and @seat, so the same
 * match asks the same question each time (with no time limit, the same
 * answer too).
 *
 * Returns: (transfer full): the search
 */
LudusSearch *
ludus_match_new_search (LudusMatch              *self,
                        guint                    seat,
                        const LudusSearchConfig *config,
                        LudusState             **sample)
{
  LudusSearchConfig level;
  LudusRng rng;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  g_return_val_if_fail (sample != NULL, NULL);

  if (config == NULL)
    {
      ludus_search_config_init (&level, self->seats[seat].level);
      config = &level;
    }
  level = *config;
  ludus_rng_init (&rng, self->seed ^ ((guint64) self->moves->len << 8 | seat) ^
                        G_GUINT64_CONSTANT (0x7365617263680000));
  level.seed = ludus_rng_next (&rng);
  *sample = ludus_game_determinize (self->game, self->current, seat, &rng);
  return ludus_search_new (self->game, &level);
}

void
ludus_match_set_autosave_path (LudusMatch *self,
                               const char *path)
{
  g_return_if_fail (LUDUS_IS_MATCH (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

const char *
ludus_match_get_autosave_path (LudusMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (self), NULL);
  return self->autosave_path;
}

/**
 * ludus_match_set_autosave_async:
 * @async: whether autosaves are written by a thread of their own
 *
 * Off by default. When on, a change returns as soon as the save's text is made; the file is
 * written and synced by another thread, and the next change (or ludus_match_flush_autosave (),
 * or the match's end) waits for it first. ::autosave-failed is emitted on the main thread, from
 * its main loop or from that wait. The shell turns it on, so a slow disk never holds up a frame.
 */
void
ludus_match_set_autosave_async (LudusMatch *self,
                                gboolean    async)
{
  g_return_if_fail (LUDUS_IS_MATCH (self));

  if (!async)
    collect_autosave (self);
  self->autosave_async = async;
}

/**
 * ludus_match_flush_autosave:
 *
 * Waits until the autosave being written (see ludus_match_set_autosave_async ()) is on disk.
 */
void
ludus_match_flush_autosave (LudusMatch *self)
{
  g_return_if_fail (LUDUS_IS_MATCH (self));
  collect_autosave (self);
}

/* A saved redo list must replay from the saved position (the last element
 * first), or redo would fail later on; a damaged list is refused at load.
 * Its moves are kept in canonical form, like the match's own. */
static gboolean
check_redo (LudusMatch            *self,
            const LudusMatchMove  *redo,
            guint                  n_redo,
            GError               **error)
{
  LudusState *state = ludus_game_copy_state (self->game, ludus_match_get_state (self));
  gboolean ok = TRUE;

  g_array_set_size (self->redo, 0);
  g_array_append_vals (self->redo, redo, n_redo);
  for (guint i = n_redo; ok && i > 0; i--)
    {
      g_autoptr(GError) local_error = NULL;
      LudusMatchMove *move = &g_array_index (self->redo, LudusMatchMove, i - 1);

      ludus_game_canonicalize_move (self->game, state, move->player, &move->move);
      if (!ludus_game_apply (self->game, state, move->player, &move->move, &local_error))
        {
          g_autofree char *text = ludus_game_move_to_string (self->game, &redo[i - 1].move);

          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                       _("Redo move %u (index %u, %s by seat %u) cannot be played: %s"),
                       i, i - 1, text, redo[i - 1].player + 1, local_error->message);
          ok = FALSE;
        }
    }

  ludus_game_free_state (self->game, state);
  return ok;
}

/*
 * Saves made under an older rules version may have recorded, as moves, the
 * decisions with a single choice that the game now makes by itself (see
 * ludus_game_get_automatic_move()). Loading them, each move the game makes
 * by itself is kept as pending; a recorded move that is not legal but is
 * exactly a pending one (same seat, same move) was that decision, and is
 * skipped. A seat's pending moves lapse when it makes a legal move, since a
 * decision of a seat always came before that seat's next one.
 */

/* Appends to pending the decisions the game makes by itself after move;
 * nothing if move is not legal (the replay then says so). */
static void
add_automatic_after (LudusGame            *game,
                     const LudusState     *before,
                     const LudusMatchMove *move,
                     GArray               *pending)
{
  g_autoptr(LudusState) state = NULL;
  LudusMatchMove made = *move;

  /* The move comes from a file: it is judged before it is applied. */
  if (!ludus_game_is_legal (game, before, made.player, &made.move))
    return;
  state = ludus_game_copy_state (game, before);
  ludus_game_canonicalize_move (game, before, made.player, &made.move);
  ludus_game_apply_decision (game, state, made.player, &made.move);
  while (pending->len < LUDUS_SAVE_MAX_MOVES &&
         ludus_game_get_automatic_move (game, state, &made.player, &made.move))
    {
      g_array_append_val (pending, made);
      ludus_game_apply_decision (game, state, made.player, &made.move);
    }
}

/* Whether move is one of the pending automatic decisions; it is taken off. */
static gboolean
take_pending (GArray               *pending,
              const LudusMatchMove *move)
{
  for (guint i = 0; i < pending->len; i++)
    {
      const LudusMatchMove *p = &g_array_index (pending, LudusMatchMove, i);

      if (p->player == move->player && memcmp (&p->move, &move->move, sizeof p->move) == 0)
        {
          g_array_remove_index (pending, i);
          return TRUE;
        }
    }
  return FALSE;
}

static void
drop_pending_of (GArray *pending,
                 guint   player)
{
  for (guint i = pending->len; i > 0; i--)
    if (g_array_index (pending, LudusMatchMove, i - 1).player == player)
      g_array_remove_index (pending, i - 1);
}

/* A recorded move of an older save that the game now makes by itself. */
static gboolean
migrate_skips (LudusGame            *game,
               const LudusState     *state,
               const LudusMatchMove *move,
               GArray               *pending)
{
  if (pending == NULL || ludus_game_is_legal (game, state, move->player, &move->move))
    return FALSE;
  return take_pending (pending, move);
}

/* The redo list of an older save without the decisions the game now makes
 * by itself (the last element is redone first). */
static GArray *
migrate_redo (LudusGame            *game,
              const LudusState     *current,
              const LudusMatchMove *redo,
              guint                 n_redo,
              GArray               *pending)
{
  GArray *kept = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  g_autoptr(LudusState) state = ludus_game_copy_state (game, current);

  for (guint i = n_redo; i > 0; i--)
    {
      const LudusMatchMove *move = &redo[i - 1];

      if (migrate_skips (game, state, move, pending))
        continue;
      g_array_prepend_val (kept, *move);
      drop_pending_of (pending, move->player);
      add_automatic_after (game, state, move, pending);
      /* A move that cannot be played is reported by check_redo (). */
      if (!ludus_game_apply (game, state, move->player, &move->move, NULL))
        {
          g_array_prepend_vals (kept, redo, i - 1);
          break;
        }
    }
  return kept;
}

/**
 * ludus_match_new_replayed:
 * @rules_version: the rules version the save was made with; older saves
 *   are migrated (see above)
 */
LudusMatch *
ludus_match_new_replayed (LudusGame            *game,
                          guint                 n_seats,
                          const LudusSeat      *seats,
                          guint64               seed,
                          const int            *options,
                          gboolean              casual,
                          guint                 rules_version,
                          const LudusMatchMove *moves,
                          guint                 n_moves,
                          const LudusMatchMove *redo,
                          guint                 n_redo,
                          GError              **error)
{
  g_autoptr(LudusMatch) self = match_new_empty (game, n_seats, seats, seed, options, casual, error);
  g_autoptr(GArray) pending = NULL;
  g_autoptr(GArray) kept_redo = NULL;

  if (self == NULL)
    return NULL;

  if (rules_version < ludus_game_get_rules_version (game))
    pending = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (migrate_skips (game, self->current, &moves[i], pending))
        continue;
      if (pending != NULL)
        {
          drop_pending_of (pending, moves[i].player);
          add_automatic_after (game, self->current, &moves[i], pending);
        }
      if (!push_move (self, moves[i].player, &moves[i].move, &local_error))
        {
          g_autofree char *text = ludus_game_move_to_string (game, &moves[i].move);

          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                       _("Move %u (index %u, %s by seat %u) cannot be played: %s"),
                       i + 1, i, text, moves[i].player + 1, local_error->message);
          return NULL;
        }
    }

  if (pending != NULL)
    {
      kept_redo = migrate_redo (game, self->current, redo, n_redo, pending);
      redo = (const LudusMatchMove *) (gpointer) kept_redo->data;
      n_redo = kept_redo->len;
    }
  if (!check_redo (self, redo, n_redo, error))
    return NULL;
  remember_values (self);
  return g_steal_pointer (&self);
}

const LudusMatchMove *
ludus_match_get_redo_moves (LudusMatch *self,
                            guint      *n_redo)
{
  *n_redo = self->redo->len;
  return (const LudusMatchMove *) (gpointer) self->redo->data;
}
