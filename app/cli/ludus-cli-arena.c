/* ludus-cli-arena.c: `ludus-cli arena` — computer players against each other
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays seeded matches between seat kinds (random, greedy, the search at a level or with its
 * own budget) and prints, for each kind, the win rate with a 95 % confidence interval, the mean
 * score and margin, and the time, iterations and memory per decision.
 *
 * Game g deals from seed S + g / N (N seats) and seats the kinds rotated by g mod N, so every
 * deal is played once from each seat by each kind (a duplicate tournament: luck of the deal
 * cancels out). Every seat is handed a determinization of the true position for itself, as
 * in the application, so no kind peeks. Without --time-limit the searches are bound by their
 * iterations alone and the whole run is reproducible from its command line, on any number of
 * jobs and threads; times are still measured and printed.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ludus-cli-private.h"

typedef enum
{
  KIND_RANDOM,
  KIND_GREEDY,
  KIND_SEARCH,
} KindType;

/* A seat kind: its label as given on the command line, and how it plays. */
typedef struct
{
  char              *label;
  KindType           type;
  LudusSearchConfig  config;
} Kind;

typedef struct
{
  guint    kind;
  gboolean choice;       /* more than one legal move */
  gboolean out_of_time;
  guint    iterations;
  gsize    memory;
  gint64   elapsed;      /* µs, wall clock */
  gint64   busiest;      /* µs, processor time of the busiest thread */
} Decision;

typedef struct
{
  guint64 seed;
  guint   kinds[LUDUS_MAX_PLAYERS];   /* the kind at each seat */
  int     scores[LUDUS_MAX_PLAYERS];
  guint   ranks[LUDUS_MAX_PLAYERS];
  gboolean has_opponent;              /* a game for one seat, against its automa */
  int     opponent;                   /* then the automa's score */
  GArray *decisions;                  /* Decision */
  GArray *moves;                      /* LudusMatchMove, for --save-wins */
  GError *error;
} Record;

typedef struct
{
  LudusGame  *game;
  guint       n_players;
  const int  *options;
  GPtrArray  *kinds;        /* Kind: the different kinds, in the order first given */
  guint       entries[LUDUS_MAX_PLAYERS];   /* the kind of each --seat */
  guint       n_games;
  guint64     seed;
  guint       n_threads;    /* per search */
  gboolean    time_limit;
  const char *save_wins;    /* where to save the games a search seat won, or NULL */
  Record     *records;
  gint64      deadline;     /* monotonic µs after which no game starts; 0 for none */
  gint        next;         /* atomic: the next game to play */
  gint        finished;     /* atomic */
  gint        running;      /* atomic: jobs still playing */
} Arena;

typedef struct
{
  int      players;
  char   **seats;
  int      games;
  char    *seed;
  int      jobs;
  int      threads;
  char   **options;
  gboolean time_limit;
  int      minutes;
  gboolean verbose;
  char    *save_wins;
} ArenaArgs;

static void
arena_args_clear (ArenaArgs *args)
{
  g_strfreev (args->seats);
  g_free (args->seed);
  g_strfreev (args->options);
  g_free (args->save_wins);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArenaArgs, arena_args_clear)

static void
kind_free (gpointer data)
{
  Kind *kind = data;

  g_free (kind->label);
  g_free (kind);
}

/* Seat kinds */

/* One modifier of a search kind: trees=N, c=X, cutoff=N, memory=MB, own, public, and
 * level=easy|normal|hard (how the game plays the playouts, not the budget). */
static gboolean
parse_modifier (Kind       *kind,
                const char *text)
{
  g_auto(GStrv) pair = g_strsplit (text, "=", 2);
  guint64 n = 0;
  char *end = NULL;

  if (g_str_equal (text, "own") || g_str_equal (text, "public"))
    {
      kind->config.opponents = g_str_equal (text, "own") ? LUDUS_SEARCH_OPPONENTS_OWN
                                                         : LUDUS_SEARCH_OPPONENTS_PUBLIC;
      return TRUE;
    }
  if (pair[1] == NULL)
    return FALSE;
  if (g_str_equal (pair[0], "level"))
    return ludus_level_from_string (pair[1], &kind->config.level);
  if (g_str_equal (pair[0], "c"))
    {
      kind->config.exploration = g_ascii_strtod (pair[1], &end);
      return end != NULL && *end == '\0' && kind->config.exploration >= 0;
    }
  if (!g_ascii_string_to_unsigned (pair[1], 10, 0, G_MAXINT, &n, NULL))
    return FALSE;
  if (g_str_equal (pair[0], "trees") && n > 0)
    kind->config.n_trees = (guint) n;
  else if (g_str_equal (pair[0], "cutoff"))
    kind->config.playout_cutoff = (guint) n;
  else if (g_str_equal (pair[0], "memory") && n > 0)
    kind->config.max_memory = (gsize) n * 1024 * 1024;
  else if (g_str_equal (pair[0], "iterations") && n > 0)
    kind->config.iterations = (guint) n;
  else
    return FALSE;
  return TRUE;
}

/* "random", "greedy", a level ("easy", "normal", "hard") or "mcts:ITERATIONS", a search
 * optionally followed by modifiers: "hard,own", "mcts:4000,trees=2,c=0.5". */
static Kind *
parse_kind (const char *text)
{
  g_auto(GStrv) split = g_strsplit (text, ",", -1);
  g_autofree Kind *kind = g_new0 (Kind, 1);
  LudusLevel level;
  guint64 n;

  if (g_str_equal (split[0], "random") || g_str_equal (split[0], "greedy"))
    kind->type = g_str_equal (split[0], "random") ? KIND_RANDOM : KIND_GREEDY;
  else if (ludus_level_from_string (split[0], &level))
    {
      kind->type = KIND_SEARCH;
      ludus_search_config_init (&kind->config, level);
    }
  else if (g_str_has_prefix (split[0], "mcts:") &&
           g_ascii_string_to_unsigned (split[0] + 5, 10, 1, G_MAXINT, &n, NULL))
    {
      kind->type = KIND_SEARCH;
      ludus_search_config_init (&kind->config, LUDUS_LEVEL_NORMAL);
      kind->config.iterations = (guint) n;
    }
  else
    return NULL;
  if (kind->type != KIND_SEARCH && split[1] != NULL)
    return NULL;
  for (guint i = 1; split[i] != NULL; i++)
    if (!parse_modifier (kind, split[i]))
      return NULL;
  kind->label = g_strdup (text);
  return g_steal_pointer (&kind);
}

/* Playing */

static gboolean
search_move (Arena            *arena,
             const Kind       *kind,
             const LudusState *sample,
             guint             seat,
             LudusRng         *rng,
             Decision         *decision,
             LudusMove        *move,
             GError          **error)
{
  LudusSearchConfig config = kind->config;
  g_autoptr(LudusSearch) search = NULL;
  LudusSearchResult result;

  config.seed = ludus_rng_next (rng);
  config.n_threads = arena->n_threads;
  if (!arena->time_limit && config.iterations > 0)
    config.milliseconds = 0;
  search = ludus_search_new (arena->game, &config);
  if (!ludus_search_run (search, sample, seat, NULL, &result, error))
    return FALSE;
  *move = result.move;
  decision->out_of_time = result.out_of_time;
  decision->iterations = result.iterations;
  decision->memory = result.memory;
  decision->busiest = result.busiest_cpu_time;
  return TRUE;
}

/* The move of the seat at kind, chosen from a determinization of the truth for it. */
static gboolean
choose_move (Arena            *arena,
             const Kind       *kind,
             const LudusState *truth,
             guint             seat,
             LudusRng         *rng,
             Decision         *decision,
             LudusMove        *move,
             GError          **error)
{
  g_autoptr(LudusState) sample = ludus_game_determinize (arena->game, truth, seat, rng);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gint64 start = g_get_monotonic_time ();
  gboolean ok = TRUE;

  ludus_game_legal_moves (arena->game, sample, seat, moves);
  decision->choice = moves->len > 1;
  if (kind->type == KIND_RANDOM)
    ok = ludus_bot_choose_random (arena->game, sample, seat, rng, move);
  else if (kind->type == KIND_GREEDY)
    ok = ludus_bot_choose_greedy (arena->game, sample, seat, rng, move);
  else
    return search_move (arena, kind, sample, seat, rng, decision, move, error) &&
           (decision->elapsed = g_get_monotonic_time () - start, TRUE);
  /* Instant: no thread of its own to measure. */
  decision->elapsed = decision->busiest = g_get_monotonic_time () - start;
  if (!ok)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                 _("Player %u must act but has no legal move"), seat + 1);
  return ok;
}

static gboolean
play_game (Arena   *arena,
           guint    index,
           Record  *record,
           GError **error)
{
  g_autoptr(LudusState) state = NULL;
  guint rotation = index % arena->n_players;
  LudusRng rng;

  record->seed = arena->seed + index / arena->n_players;
  state = ludus_game_new_state (arena->game, arena->n_players, record->seed, arena->options,
                                error);
  if (state == NULL)
    return FALSE;
  for (guint seat = 0; seat < arena->n_players; seat++)
    record->kinds[seat] = arena->entries[(seat + rotation) % arena->n_players];
  ludus_rng_init (&rng, record->seed * 8191 + rotation);
  for (guint made = 0; !ludus_game_is_over (arena->game, state); made++)
    {
      guint actors = ludus_game_get_actors (arena->game, state);
      guint seat = actors != 0 ? (guint) g_bit_nth_lsf (actors, -1) : 0;
      Decision decision = { record->kinds[seat], 0 };
      const Kind *kind = g_ptr_array_index (arena->kinds, record->kinds[seat]);
      LudusMatchMove played = { seat, { 0 } };

      if (actors == 0 || made >= LUDUS_SAVE_MAX_MOVES)
        return (g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                             _("After %u moves the game is not over, but no seat has a legal "
                               "move"), made), FALSE);
      if (!choose_move (arena, kind, state, seat, &rng, &decision, &played.move, error) ||
          !ludus_game_apply (arena->game, state, seat, &played.move, error))
        return FALSE;
      g_array_append_val (record->decisions, decision);
      if (arena->save_wins != NULL)
        g_array_append_val (record->moves, played);
    }
  ludus_game_get_scores (arena->game, state, record->scores);
  ludus_game_get_ranks (arena->game, state, record->ranks);
  record->has_opponent = ludus_game_get_opponent_score (arena->game, state, &record->opponent);
  return TRUE;
}

static gpointer
run_jobs (gpointer data)
{
  Arena *arena = data;
  guint index;

  while ((arena->deadline == 0 || g_get_monotonic_time () < arena->deadline) &&
         (index = (guint) g_atomic_int_add (&arena->next, 1)) < arena->n_games)
    {
      Record *record = &arena->records[index];

      record->decisions = g_array_new (FALSE, FALSE, sizeof (Decision));
      record->moves = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
      play_game (arena, index, record, &record->error);
      g_atomic_int_inc (&arena->finished);
    }
  g_atomic_int_add (&arena->running, -1);
  return NULL;
}

/* Plays every game on jobs threads, telling a terminal how far it is. */
static void
play_all (Arena *arena,
          guint  jobs)
{
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gboolean tty = isatty (STDERR_FILENO);
  guint shown = 0;

  arena->running = (gint) jobs;
  for (guint j = 0; j < jobs; j++)
    g_ptr_array_add (threads, g_thread_new ("ludus-arena", run_jobs, arena));
  while (g_atomic_int_get (&arena->running) > 0)
    {
      guint finished = (guint) g_atomic_int_get (&arena->finished);

      if (tty && finished != shown)
        {
          g_printerr ("\r");
          /* Translators: the progress of ludus-cli arena */
          g_printerr (_("Games played: %u of %u"), shown = finished, arena->n_games);
        }
      g_usleep (200000);
    }
  for (guint j = 0; j < jobs; j++)
    g_thread_join (g_ptr_array_index (threads, j));
  if (tty)
    g_printerr ("\r%*s\r", 40, "");
}

/* Figures */

typedef struct
{
  guint   seat_games;
  double  wins;
  double  score;
  double  margin;
  guint   decisions;
  guint   out_of_time;
  guint64 iterations;
  gsize   memory;
  GArray *busiest;   /* gint64, decisions with a choice */
  GArray *elapsed;   /* gint64, decisions with a choice */
} Figures;

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The q-quantile (nearest rank) of sorted times, in seconds. */
static double
quantile (GArray *times,
          double  q)
{
  guint i;

  if (times->len == 0)
    return 0.0;
  i = (guint) ceil (q * times->len);
  return g_array_index (times, gint64, CLAMP (i, 1, times->len) - 1) / 1e6;
}

/* Wilson's score interval for a proportion, at 95 %. */
static void
wilson (double  wins,
        guint   n,
        double *low,
        double *high)
{
  const double z = 1.959964;
  double p = n > 0 ? wins / n : 0.0, d = 1 + z * z / n;
  double centre = (p + z * z / (2.0 * n)) / d;
  double half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / d;

  *low = MAX (centre - half, 0.0);
  *high = MIN (centre + half, 1.0);
}

static void
add_record (Arena         *arena,
            const Record  *record,
            Figures       *figures)
{
  guint n_first = 0;

  for (guint seat = 0; seat < arena->n_players; seat++)
    n_first += record->ranks[seat] == 0;
  for (guint seat = 0; seat < arena->n_players; seat++)
    {
      Figures *f = &figures[record->kinds[seat]];
      /* Alone against the game, the other is its automa. */
      int best_other = record->has_opponent ? record->opponent : G_MININT;

      for (guint other = 0; other < arena->n_players; other++)
        if (other != seat)
          best_other = MAX (best_other, record->scores[other]);
      f->seat_games++;
      /* A shared first place is shared out. */
      f->wins += record->ranks[seat] == 0 ? 1.0 / n_first : 0.0;
      f->score += record->scores[seat];
      f->margin += record->scores[seat] - best_other;
    }
  for (guint i = 0; i < record->decisions->len; i++)
    {
      const Decision *d = &g_array_index (record->decisions, Decision, i);
      Figures *f = &figures[d->kind];

      f->decisions++;
      f->out_of_time += d->out_of_time;
      f->iterations += d->iterations;
      f->memory = MAX (f->memory, d->memory);
      if (d->choice)
        {
          g_array_append_val (f->busiest, d->busiest);
          g_array_append_val (f->elapsed, d->elapsed);
        }
    }
}

static void
print_times (const Figures *f)
{
  g_print (_("  decisions: %u, of them %u with a choice\n"), f->decisions, f->busiest->len);
  g_print (_("  time per decision with a choice: median %.3f s, 95th percentile %.3f s, longest "
             "%.3f s (processor time of the search’s busiest thread)\n"),
           quantile (f->busiest, 0.5), quantile (f->busiest, 0.95), quantile (f->busiest, 1.0));
  g_print (_("  by the wall clock: median %.3f s, 95th percentile %.3f s\n"),
           quantile (f->elapsed, 0.5), quantile (f->elapsed, 0.95));
}

static void
print_figures (const Kind    *kind,
               const Figures *f,
               guint          seats_a_game)
{
  double low, high, rate = f->seat_games > 0 ? f->wins / f->seat_games : 0.0;

  wilson (f->wins, f->seat_games, &low, &high);
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s (%u seat a game)\n", "%s (%u seats a game)\n",
                        seats_a_game), kind->label, seats_a_game);
  /* Translators: a win rate and its 95 % confidence interval, in per cent */
  g_print (_("  wins: %.1f of %u (%.1f %%, 95 %% interval %.1f–%.1f %%)\n"),
           f->wins, f->seat_games, 100 * rate, 100 * low, 100 * high);
  g_print (_("  mean score %.1f, mean margin over the best other seat %+.1f\n"),
           f->score / MAX (f->seat_games, 1), f->margin / MAX (f->seat_games, 1));
  print_times (f);
  if (kind->type == KIND_SEARCH)
    g_print (_("  iterations per decision %.0f on average; largest trees %.1f MB; time limit "
               "reached %u times\n"),
             f->busiest->len > 0 ? (double) f->iterations / f->busiest->len : 0.0,
             f->memory / 1e6, f->out_of_time);
}

static int
report (Arena *arena)
{
  guint n_kinds = arena->kinds->len;
  g_autofree Figures *figures = g_new0 (Figures, n_kinds);
  g_autofree char *name = ludus_game_get_name (arena->game);
  g_autofree char *seed = NULL;

  for (guint g = 0; g < arena->n_games; g++)
    if (arena->records[g].error != NULL)
      {
        seed = g_strdup_printf ("%" G_GUINT64_FORMAT, arena->records[g].seed);
        return ludus_cli_error (LUDUS_CLI_EXIT_FAILED, _("Game %u (seed %s) failed: %s"),
                                g + 1, seed, arena->records[g].error->message);
      }
  for (guint k = 0; k < n_kinds; k++)
    {
      figures[k].busiest = g_array_new (FALSE, FALSE, sizeof (gint64));
      figures[k].elapsed = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
  for (guint g = 0; g < arena->n_games; g++)
    add_record (arena, &arena->records[g], figures);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, arena->seed);
  /* Translators: the first line of ludus-cli arena's report */
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s, %u seats, %u game, deals from seed %s\n",
                        "%s, %u seats, %u games, deals from seed %s\n", arena->n_games),
           name, arena->n_players, arena->n_games, seed);
  for (guint k = 0; k < n_kinds; k++)
    {
      guint seats = 0;

      for (guint e = 0; e < arena->n_players; e++)
        seats += arena->entries[e] == k;
      g_array_sort (figures[k].busiest, compare_times);
      g_array_sort (figures[k].elapsed, compare_times);
      print_figures (g_ptr_array_index (arena->kinds, k), &figures[k], seats);
      g_array_unref (figures[k].busiest);
      g_array_unref (figures[k].elapsed);
    }
  return LUDUS_CLI_EXIT_OK;
}

static void
print_games (Arena *arena)
{
  for (guint g = 0; g < arena->n_games; g++)
    {
      const Record *record = &arena->records[g];
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, record->seed);

      /* Translators: followed by each seat's kind and score */
      g_print (_("Game %u, seed %s:"), g + 1, seed);
      for (guint seat = 0; seat < arena->n_players; seat++)
        g_print ("  %s %d", ((Kind *) g_ptr_array_index (arena->kinds,
                                                         record->kinds[seat]))->label,
                 record->scores[seat]);
      if (record->has_opponent)
        g_print ("  %s %d", _("Automa"), record->opponent);
      g_print ("\n");
    }
  g_print ("\n");
}

/* --save-wins */

/* The seat that won game alone, a search seat (alone against an automa: with strictly more
 * points), or -1. */
static int
search_winner (Arena        *arena,
               const Record *record)
{
  int winner = -1;

  for (guint seat = 0; seat < arena->n_players; seat++)
    if (record->ranks[seat] == 0)
      winner = winner < 0 ? (int) seat : G_MAXINT;
  if (winner < 0 || winner == G_MAXINT ||
      (record->has_opponent && record->scores[winner] <= record->opponent))
    return -1;
  return ((Kind *) g_ptr_array_index (arena->kinds, record->kinds[winner]))->type == KIND_SEARCH
         ? winner : -1;
}

/* Replays a won game into a match and saves it as DIR/GAME-SEED-gINDEX.ludus. */
static gboolean
save_win (Arena         *arena,
          guint          index,
          const Record  *record,
          GError       **error)
{
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *file = NULL, *path = NULL;

  match = ludus_cli_new_match (arena->game, arena->n_players, record->seed, arena->options,
                               error);
  if (match == NULL)
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      const LudusMatchMove *m = &g_array_index (record->moves, LudusMatchMove, i);

      if (!ludus_match_apply (match, m->player, &m->move, error))
        return FALSE;
    }
  file = g_strdup_printf ("%s-%" G_GUINT64_FORMAT "-g%u.ludus", ludus_game_get_id (arena->game),
                          record->seed, index + 1);
  path = g_build_filename (arena->save_wins, file, NULL);
  if (!ludus_match_save (match, path, error))
    return FALSE;
  /* Translators: ludus-cli arena --save-wins saved a game; %s is its file */
  g_print (_("Saved a win to %s\n"), path);
  return TRUE;
}

static int
save_wins (Arena *arena)
{
  if (g_mkdir_with_parents (arena->save_wins, 0755) != 0)
    return ludus_cli_error (LUDUS_CLI_EXIT_IO, _("Cannot make the folder %s: %s"),
                            arena->save_wins, g_strerror (errno));
  for (guint g = 0; g < arena->n_games; g++)
    {
      g_autoptr(GError) error = NULL;

      if (search_winner (arena, &arena->records[g]) >= 0 &&
          !save_win (arena, g, &arena->records[g], &error))
        return ludus_cli_error (LUDUS_CLI_EXIT_IO, "%s", error->message);
    }
  return LUDUS_CLI_EXIT_OK;
}

/* The command */

/* The games to report once --minutes has stopped the run: every game started has finished; of
 * them, whole rounds of the rotation, so that each kind played each deal from every seat. */
static guint
played_games (Arena *arena)
{
  guint started = MIN ((guint) g_atomic_int_get (&arena->next), arena->n_games);

  if (started == arena->n_games || started < arena->n_players)
    return started;
  /* Translators: ludus-cli arena --minutes has stopped the run early */
  g_printerr (_("Time is up: %u of %u games played, %u reported (whole rotations of the "
                "seats)\n"), started, arena->n_games, started - started % arena->n_players);
  return started - started % arena->n_players;
}

/* The kinds of the --seat options: the different ones in arena->kinds, each seat's in
 * arena->entries. FALSE after a usage error. */
static gboolean
parse_seats (Arena  *arena,
             char  **seats)
{
  for (guint e = 0; seats[e] != NULL; e++)
    {
      Kind *kind = parse_kind (seats[e]);
      guint k;

      if (kind == NULL)
        {
          ludus_cli_usage_error ("arena", _("“%s” is not a seat kind; use random, greedy, "
                                            "easy, normal, hard or mcts:ITERATIONS"), seats[e]);
          return FALSE;
        }
      for (k = 0; k < arena->kinds->len; k++)
        if (g_str_equal (((Kind *) g_ptr_array_index (arena->kinds, k))->label, kind->label))
          break;
      if (k == arena->kinds->len)
        g_ptr_array_add (arena->kinds, kind);
      else
        kind_free (kind);
      arena->entries[e] = k;
    }
  return TRUE;
}

static gboolean
check_counts (LudusGame       *game,
              const ArenaArgs *args,
              guint           *n_players)
{
  guint min, max, n_seats = args->seats != NULL ? g_strv_length (args->seats) : 0;

  ludus_game_get_player_range (game, &min, &max);
  *n_players = args->players > 0 ? (guint) args->players : n_seats;
  if (*n_players < min || *n_players > max)
    {
      ludus_cli_usage_error ("arena", _("%s is played by %u to %u players, not %d"),
                             ludus_game_get_id (game), min, max, (int) *n_players);
      return FALSE;
    }
  if (n_seats != *n_players)
    {
      ludus_cli_usage_error ("arena", g_dngettext (GETTEXT_PACKAGE,
                                                   "Give one --seat for the %u seat",
                                                   "Give one --seat for each of the %u seats",
                                                   *n_players), *n_players);
      return FALSE;
    }
  if (args->games < 1 || args->jobs < 1 || args->threads < 0)
    {
      ludus_cli_usage_error ("arena", _("--games and --jobs must be at least 1"));
      return FALSE;
    }
  return TRUE;
}

static int
run_arena (LudusGame       *game,
           const ArenaArgs *args)
{
  g_autoptr(GPtrArray) kinds = g_ptr_array_new_with_free_func (kind_free);
  g_autofree int *options = NULL;
  Arena arena = { 0 };
  guint n_games;
  int status;

  arena.game = game;
  arena.kinds = kinds;
  if (!check_counts (game, args, &arena.n_players) || !parse_seats (&arena, args->seats) ||
      !ludus_cli_parse_seed ("arena", args->seed, &arena.seed))
    return LUDUS_CLI_EXIT_USAGE;
  options = ludus_cli_parse_options ("arena", game, args->options);
  if (options == NULL)
    return LUDUS_CLI_EXIT_USAGE;
  if (!ludus_search_supports (game))
    return ludus_cli_error (LUDUS_CLI_EXIT_FAILED,
                            _("%s hides information but cannot sample a position, so the "
                              "computer cannot play it"), ludus_game_get_id (game));
  arena.options = options;
  arena.n_games = (guint) args->games;
  arena.n_threads = (guint) args->threads;
  arena.time_limit = args->time_limit;
  arena.save_wins = args->save_wins;
  arena.records = g_new0 (Record, arena.n_games);
  if (args->minutes > 0)
    arena.deadline = g_get_monotonic_time () + (gint64) args->minutes * 60 * G_USEC_PER_SEC;
  play_all (&arena, MIN ((guint) args->jobs, arena.n_games));
  n_games = arena.n_games;
  arena.n_games = played_games (&arena);
  if (args->verbose)
    print_games (&arena);
  status = report (&arena);
  if (status == LUDUS_CLI_EXIT_OK && arena.save_wins != NULL)
    status = save_wins (&arena);
  for (guint g = 0; g < n_games; g++)
    {
      g_clear_pointer (&arena.records[g].decisions, g_array_unref);
      g_clear_pointer (&arena.records[g].moves, g_array_unref);
      g_clear_error (&arena.records[g].error);
    }
  g_free (arena.records);
  return status;
}

int
ludus_cli_arena (int    argc,
                 char **argv)
{
  g_auto(ArenaArgs) args = { .games = 100, .jobs = 1 };
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &args.players,
      N_("How many seats (default: one for each --seat)"), N_("N") },
    { "seat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args.seats,
      N_("A seat kind: random, greedy, easy, normal, hard or mcts:ITERATIONS; once per seat"),
      N_("KIND") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &args.games,
      N_("How many games (default: 100)"), N_("G") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &args.seed,
      N_("The first deal’s seed (default: a random one)"), N_("S") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &args.jobs,
      N_("Games played at once (default: 1)"), N_("J") },
    { "threads", 't', 0, G_OPTION_ARG_INT, &args.threads,
      N_("Threads of one search (default: one per tree, at most one per processor)"), N_("T") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &args.options,
      N_("Set a game option; repeat for several"), N_("KEY=VALUE") },
    { "time-limit", 0, 0, G_OPTION_ARG_NONE, &args.time_limit,
      N_("Stop each search at its level’s time limit, as the application does"), NULL },
    { "minutes", 'm', 0, G_OPTION_ARG_INT, &args.minutes,
      N_("Start no game after M minutes and report the games played (default: no limit)"),
      N_("M") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &args.verbose,
      N_("Print each game’s seats and scores"), NULL },
    { "save-wins", 0, 0, G_OPTION_ARG_FILENAME, &args.save_wins,
      N_("Save each game a search seat won alone (against an automa: with more points) in DIR"),
      N_("DIR") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  LudusGame *game;

  context = ludus_cli_option_context ("arena", _("GAME"),
                                      _("Play computer players against each other and print "
                                        "how often each kind wins."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc != 2)
    return ludus_cli_usage_error ("arena", _("Name one game"));
  registry = ludus_cli_load_registry ();
  game = ludus_cli_find_game (registry, argv[1]);
  if (game == NULL)
    return LUDUS_CLI_EXIT_USAGE;
  return run_arena (game, &args);
}
