/* ludus-cli-bench.c: `bench` and `bench-save` — figures, not tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `bench` plays random full games on one core and prints games, moves and
 * legal-move generations per second, for the engine alone or through the
 * match layer. `bench-save` builds a long match and times saving it (to JSON
 * text and an atomic write) and loading it (reading, parsing, replaying
 * every move and comparing the snapshot), as medians and 90th percentiles.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <time.h>

#include "ludus-cli-private.h"

#define DEFAULT_SECONDS 3.0
/* How many seeds bench-save tries when random games end early. */
#define SAVE_SEED_TRIES 20

typedef struct
{
  guint   games;
  guint64 moves;
  guint64 min_moves;
  guint64 max_moves;
  double  seconds;
} BenchTotals;

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static void
totals_add (BenchTotals *totals,
            guint64      moves)
{
  totals->min_moves = totals->games == 0 ? moves : MIN (totals->min_moves, moves);
  totals->max_moves = MAX (totals->max_moves, moves);
  totals->moves += moves;
  totals->games++;
}

/* One game with the engine alone: new_state, then legal_moves and apply for
 * the first actor until the game is over. Returns its moves or -1. */
static gint64
engine_game (LudusGame  *game,
             guint       n_players,
             guint64     seed,
             GError    **error)
{
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, error);
  LudusRng rng;
  gint64 n;

  if (state == NULL)
    return -1;
  ludus_rng_init (&rng, seed);
  n = ludus_play_random (game, state, &rng, LUDUS_SAVE_MAX_MOVES, NULL, NULL, error);
  if (n >= 0 && !ludus_game_is_over (game, state))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   _("The game did not end within %d moves"), LUDUS_SAVE_MAX_MOVES);
      n = -1;
    }
  ludus_game_free_state (game, state);
  return n;
}

/* One game through LudusMatch: every move copies the position, as the
 * shell's matches do. */
static gint64
match_game (LudusGame  *game,
            guint       n_players,
            guint64     seed,
            GError    **error)
{
  LudusSeat seats[LUDUS_MAX_PLAYERS];
  g_autoptr(LudusMatch) match = NULL;

  for (guint i = 0; i < n_players; i++)
    seats[i] = (LudusSeat) { (char *) "", (char *) "#000000", LUDUS_SEAT_COMPUTER };
  match = ludus_match_new (game, n_players, seats, seed, NULL, FALSE, error);
  if (match == NULL)
    return -1;

  while (!ludus_match_is_over (match))
    {
      if (ludus_match_get_n_moves (match) >= LUDUS_SAVE_MAX_MOVES)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       _("The game did not end within %d moves"), LUDUS_SAVE_MAX_MOVES);
          return -1;
        }
      if (!ludus_match_play_computer (match, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                         _("After %u moves the game is not over, but no seat has a legal move"),
                         ludus_match_get_n_moves (match));
          return -1;
        }
    }
  return ludus_match_get_n_moves (match);
}

static gboolean
run_games (LudusGame   *game,
           guint        n_players,
           guint64      seed,
           guint        max_games,
           double       max_seconds,
           gboolean     through_match,
           BenchTotals *totals)
{
  gint64 start = g_get_monotonic_time ();

  while ((max_games > 0 && totals->games < max_games) ||
         (max_games == 0 && seconds_since (start) < max_seconds))
    {
      g_autoptr(GError) error = NULL;
      guint64 game_seed = seed + totals->games;
      gint64 n = through_match ? match_game (game, n_players, game_seed, &error)
                               : engine_game (game, n_players, game_seed, &error);

      if (n < 0)
        {
          g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, game_seed);

          ludus_cli_error (LUDUS_CLI_EXIT_FAILED, _("The game with seed %s failed: %s"),
                           seed_text, error->message);
          return FALSE;
        }
      totals_add (totals, (guint64) n);
    }
  totals->seconds = seconds_since (start);
  return TRUE;
}

/* Positions of one random game, each to be asked for its legal moves. */
static GPtrArray *
collect_positions (LudusGame *game,
                   guint      n_players,
                   guint64    seed)
{
  GPtrArray *states = g_ptr_array_new ();
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, NULL);
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  while (state != NULL && !ludus_game_is_over (game, state) &&
         states->len < LUDUS_SAVE_MAX_MOVES)
    {
      guint actor = ludus_cli_default_actor (game, state);
      LudusMove move;

      g_ptr_array_add (states, ludus_game_copy_state (game, state));
      if (!ludus_bot_choose_random (game, state, actor, &rng, &move) ||
          !ludus_game_apply (game, state, actor, &move, NULL))
        break;
    }
  if (state != NULL)
    ludus_game_free_state (game, state);
  return states;
}

static void
bench_legal_moves (LudusGame *game,
                   guint      n_players,
                   guint64    seed,
                   double     max_seconds)
{
  g_autoptr(GPtrArray) states = collect_positions (game, n_players, seed);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint64 generations = 0, listed = 0;
  gint64 start = g_get_monotonic_time ();
  double elapsed;

  if (states->len == 0)
    return;
  do
    for (guint i = 0; i < states->len; i++)
      {
        LudusState *state = g_ptr_array_index (states, i);

        ludus_game_legal_moves (game, state, ludus_cli_default_actor (game, state), moves);
        generations++;
        listed += moves->len;
      }
  while ((elapsed = seconds_since (start)) < max_seconds);

  g_print (_("  legal-move generations per second: %.0f (%.1f moves each, %u positions)\n"),
           generations / elapsed, (double) listed / generations, states->len);
  for (guint i = 0; i < states->len; i++)
    ludus_game_free_state (game, g_ptr_array_index (states, i));
}

static void
print_totals (const BenchTotals *totals)
{
  g_print (_("  games: %u in %.2f s\n"), totals->games, totals->seconds);
  g_print (_("  games per second: %.1f\n"), totals->games / totals->seconds);
  g_print (_("  moves per second: %.0f\n"), totals->moves / totals->seconds);
  g_print (_("  moves per game: %.1f on average (fewest %u, most %u)\n"),
           (double) totals->moves / totals->games, (guint) totals->min_moves,
           (guint) totals->max_moves);
}

typedef struct
{
  int       players;
  int       games;
  double    seconds;
  char     *seed;
  gboolean  through_match;
} BenchArgs;

static void
bench_args_clear (BenchArgs *args)
{
  g_free (args->seed);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BenchArgs, bench_args_clear)

/* Checks --players against the game; 0 picks default_players. */
static gboolean
check_players (const char *command,
               LudusGame  *game,
               int        *players,
               gboolean    most)
{
  guint min_players, max_players;

  ludus_game_get_player_range (game, &min_players, &max_players);
  if (*players == 0)
    *players = (int) (most ? max_players : min_players);
  if (*players >= (int) min_players && *players <= (int) max_players)
    return TRUE;
  ludus_cli_usage_error (command, _("%s is played by %u to %u players, not %d"),
                         ludus_game_get_id (game), min_players, max_players, *players);
  return FALSE;
}

static gboolean
parse_seed (const char *command,
            const char *text,
            guint64    *seed)
{
  if (text == NULL)
    return (*seed = 1, TRUE);
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64 / 2, seed, NULL))
    return TRUE;
  ludus_cli_usage_error (command, _("The seed must be a whole number, not “%s”"), text);
  return FALSE;
}

static int
run_bench (LudusGame       *game,
           const BenchArgs *args,
           guint64          seed)
{
  BenchTotals totals = { 0 };
  g_autofree char *name = ludus_game_get_name (game);
  double seconds = args->games > 0 ? 0 : (args->seconds > 0 ? args->seconds : DEFAULT_SECONDS);

  if (args->through_match)
    /* Translators: the heading of “ludus-cli bench --through-match”. */
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "%s, %d seat, random games through the match layer (one core):\n",
                          "%s, %d seats, random games through the match layer (one core):\n",
                          args->players), name, args->players);
  else
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "%s, %d seat, random games with the engine alone (one core):\n",
                          "%s, %d seats, random games with the engine alone (one core):\n",
                          args->players), name, args->players);

  if (!run_games (game, (guint) args->players, seed, (guint) MAX (args->games, 0), seconds,
                  args->through_match, &totals))
    return LUDUS_CLI_EXIT_FAILED;
  print_totals (&totals);
  bench_legal_moves (game, (guint) args->players, seed, MIN (MAX (totals.seconds / 3, 0.2), 2.0));
  return LUDUS_CLI_EXIT_OK;
}

int
ludus_cli_bench (int    argc,
                 char **argv)
{
  g_auto(BenchArgs) args = { 0 };
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &args.players,
      N_("How many seats (default: the game’s smallest count)"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &args.games,
      N_("Play N games"), N_("N") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &args.seconds,
      N_("Play for S seconds (default: 3)"), N_("S") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &args.seed,
      N_("Seed of the first game; the next ones count up (default: 1)"), N_("S") },
    { "through-match", 0, 0, G_OPTION_ARG_NONE, &args.through_match,
      N_("Play through the match layer, which keeps every position"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  LudusGame *game;
  guint64 seed;

  context = ludus_cli_option_context ("bench", _("GAME"),
                                      _("Plays random full games of GAME on one core and prints "
                                        "games, moves and legal-move generations per second. "
                                        "Without --through-match only the engine is timed: "
                                        "new_state, then legal_moves and apply until the game "
                                        "is over."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc != 2)
    return ludus_cli_usage_error ("bench", _("Give exactly one game id"));
  if (args.games > 0 && args.seconds > 0)
    return ludus_cli_usage_error ("bench", _("Give --games or --seconds, not both"));
  if (args.games < 0 || args.seconds < 0 || !isfinite (args.seconds))
    return ludus_cli_usage_error ("bench", _("--games and --seconds must be positive"));
  if (!parse_seed ("bench", args.seed, &seed))
    return LUDUS_CLI_EXIT_USAGE;

  registry = ludus_cli_load_registry ();
  game = ludus_cli_find_game (registry, argv[1]);
  if (game == NULL)
    return LUDUS_CLI_EXIT_USAGE;
  if (!check_players ("bench", game, &args.players, FALSE))
    return LUDUS_CLI_EXIT_USAGE;

  return run_bench (game, &args, seed);
}

/* bench-save */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median and the 90th percentile (nearest rank) of @times, sorted in place. */
static void
summarize (GArray *times,
           double *median,
           double *p90)
{
  guint n = times->len;

  g_array_sort (times, compare_doubles);
  *median = n % 2 ? g_array_index (times, double, n / 2)
                  : (g_array_index (times, double, n / 2 - 1) +
                     g_array_index (times, double, n / 2)) / 2;
  *p90 = g_array_index (times, double, MAX ((guint) ceil (0.9 * n), 1) - 1);
}

/* A match of random moves stopped at @target moves or at the game's end. */
static LudusMatch *
random_match (LudusGame  *game,
              guint       n_players,
              guint64     seed,
              guint       target,
              GError    **error)
{
  LudusSeat seats[LUDUS_MAX_PLAYERS];
  char names[LUDUS_MAX_PLAYERS][16];
  g_autoptr(LudusMatch) match = NULL;

  for (guint i = 0; i < n_players; i++)
    {
      g_snprintf (names[i], sizeof names[i], "Seat %u", i + 1);
      seats[i] = (LudusSeat) { names[i], (char *) "#1c71d8", LUDUS_SEAT_COMPUTER };
    }
  match = ludus_match_new (game, n_players, seats, seed, NULL, FALSE, error);
  if (match == NULL)
    return NULL;

  while (!ludus_match_is_over (match) && ludus_match_get_n_moves (match) < target)
    if (!ludus_match_play_computer (match, error))
      {
        if (error != NULL && *error == NULL)
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       _("After %u moves the game is not over, but no seat has a legal move"),
                       ludus_match_get_n_moves (match));
        return NULL;
      }
  return g_steal_pointer (&match);
}

/* Tries seeds from @seed up until a match reaches @target moves, keeping
 * the longest; @best_seed is its seed. */
static LudusMatch *
longest_match (LudusGame  *game,
               guint       n_players,
               guint64     seed,
               guint       target,
               guint      *tries,
               guint64    *best_seed,
               GError    **error)
{
  g_autoptr(LudusMatch) best = NULL;

  for (*tries = 1; *tries <= SAVE_SEED_TRIES; (*tries)++)
    {
      g_autoptr(LudusMatch) match = random_match (game, n_players, seed + *tries - 1, target,
                                                  error);

      if (match == NULL)
        return NULL;
      if (best == NULL || ludus_match_get_n_moves (match) > ludus_match_get_n_moves (best))
        {
          g_set_object (&best, match);
          *best_seed = seed + *tries - 1;
        }
      if (ludus_match_get_n_moves (best) >= target)
        break;
    }
  *tries = MIN (*tries, SAVE_SEED_TRIES);
  return g_steal_pointer (&best);
}

/* The longest of a few engine-only random games of each installed game, for
 * bench-save without a GAME. */
static LudusGame *
longest_game (LudusRegistry *registry,
              guint          target)
{
  GPtrArray *games = ludus_registry_get_games (registry);
  LudusGame *best = NULL;
  gint64 best_moves = -1;

  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      guint min_players, max_players;
      gint64 moves = 0;

      ludus_game_get_player_range (game, &min_players, &max_players);
      for (guint64 seed = 1; seed <= 3; seed++)
        {
          gint64 n = engine_game (game, max_players, seed, NULL);

          moves = MAX (moves, n);
        }
      if (moves > best_moves)
        {
          best = game;
          best_moves = moves;
        }
      if (best_moves >= target)
        break;
    }
  return best;
}

/* Times in milliseconds, one per run. */
typedef struct
{
  GArray *serialise;   /* ludus_match_to_data */
  GArray *write;       /* ludus_write_file_atomic, with its fsync */
  GArray *save;        /* both */
  GArray *write_nosync; /* the same write and rename without the fsync */
  GArray *save_nosync;  /* to JSON text, then that */
  GArray *load;        /* ludus_match_load: read, parse, replay, snapshot check */
  GArray *serialise_cpu; /* processor time of the same, which other programs */
  GArray *load_cpu;      /* running on the machine do not inflate */
  gsize   bytes;
} SaveTimes;

/* The medians of one measurement. */
typedef struct
{
  double serialise;
  double write;
  double save;
  double save_nosync;
  double write_nosync;
  double load;
  double serialise_cpu;
  double load_cpu;
} SaveMedians;

static void
save_times_clear (SaveTimes *times)
{
  g_clear_pointer (&times->serialise, g_array_unref);
  g_clear_pointer (&times->write, g_array_unref);
  g_clear_pointer (&times->save, g_array_unref);
  g_clear_pointer (&times->write_nosync, g_array_unref);
  g_clear_pointer (&times->save_nosync, g_array_unref);
  g_clear_pointer (&times->load, g_array_unref);
  g_clear_pointer (&times->serialise_cpu, g_array_unref);
  g_clear_pointer (&times->load_cpu, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SaveTimes, save_times_clear)

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* This thread's processor time in milliseconds. */
static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

/* What ludus_write_file_atomic does (a temporary file renamed over @path)
 * without its fsync: the part of the save the fsync does not account for. */
static gboolean
write_without_fsync (const char  *path,
                     const char  *data,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *temporary = g_strconcat (path, ".new", NULL);

  if (!g_file_set_contents_full (temporary, data, (gssize) length, G_FILE_SET_CONTENTS_NONE,
                                 0644, error))
    return FALSE;
  if (g_rename (temporary, path) == 0)
    return TRUE;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
               _("Could not save to %s: %s"), path, g_strerror (errno));
  g_remove (temporary);
  return FALSE;
}

static gboolean
time_one_run (LudusRegistry  *registry,
              LudusMatch     *match,
              const char     *path,
              const char     *nosync_path,
              SaveTimes      *times,
              GError        **error)
{
  g_autofree char *data = NULL;
  g_autoptr(LudusMatch) loaded = NULL;
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_ms ();
  double serialised, saved, written, loaded_ms, serialised_cpu, loaded_cpu, written_nosync;
  double saved_nosync;

  data = ludus_match_to_data (match, &times->bytes);
  serialised = ms_since (start);
  serialised_cpu = cpu_ms () - cpu_start;
  if (!ludus_write_file_atomic (path, data, times->bytes, error))
    return FALSE;
  saved = ms_since (start);
  written = saved - serialised;

  start = g_get_monotonic_time ();
  if (!write_without_fsync (nosync_path, data, times->bytes, error))
    return FALSE;
  written_nosync = ms_since (start);
  saved_nosync = serialised + written_nosync;

  start = g_get_monotonic_time ();
  cpu_start = cpu_ms ();
  loaded = ludus_match_load (registry, path, error);
  loaded_ms = ms_since (start);
  loaded_cpu = cpu_ms () - cpu_start;
  if (loaded == NULL)
    return FALSE;

  g_array_append_val (times->serialise, serialised);
  g_array_append_val (times->write, written);
  g_array_append_val (times->save, saved);
  g_array_append_val (times->write_nosync, written_nosync);
  g_array_append_val (times->save_nosync, saved_nosync);
  g_array_append_val (times->load, loaded_ms);
  g_array_append_val (times->serialise_cpu, serialised_cpu);
  g_array_append_val (times->load_cpu, loaded_cpu);
  return TRUE;
}

static void
print_save_figures (SaveTimes   *times,
                    guint        runs,
                    SaveMedians *medians)
{
  double p90, unused;

  g_print (_("  save file: %.1f KiB\n"), times->bytes / 1024.0);
  summarize (times->serialise, &medians->serialise, &unused);
  summarize (times->write, &medians->write, &unused);
  summarize (times->save, &medians->save, &p90);
  g_print (_("  save: median %.2f ms, 90th percentile %.2f ms (to JSON text %.2f ms, "
             "atomic write with fsync %.2f ms)\n"),
           medians->save, p90, medians->serialise, medians->write);
  summarize (times->write_nosync, &medians->write_nosync, &unused);
  summarize (times->save_nosync, &medians->save_nosync, &p90);
  /* Translators: the figures of “ludus-cli bench-save”; fsync is the system call that
   * waits until the file is on the disk. */
  g_print (_("  save without the fsync (to JSON text, write, rename): median %.2f ms, 90th "
             "percentile %.2f ms; the fsync’s share of the save: %.2f ms\n"),
           medians->save_nosync, p90, MAX (medians->write - medians->write_nosync, 0.0));
  summarize (times->load, &medians->load, &p90);
  g_print (_("  load (read, parse, replay, snapshot check): median %.2f ms, 90th percentile "
             "%.2f ms\n"), medians->load, p90);
  summarize (times->serialise_cpu, &medians->serialise_cpu, &unused);
  summarize (times->load_cpu, &medians->load_cpu, &unused);
  g_print (_("  processor time (median): to JSON text %.2f ms, load %.2f ms\n"),
           medians->serialise_cpu, medians->load_cpu);
  g_print (g_dngettext (GETTEXT_PACKAGE, "  over %u run\n", "  over %u runs\n", runs), runs);
}

/* Saves and loads @match @runs times through a temporary file and prints
 * the figures. */
static int
measure_saves (LudusRegistry *registry,
               LudusMatch    *match,
               guint          runs,
               SaveMedians   *medians)
{
  g_auto(SaveTimes) times = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ludus-bench-save-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *nosync_path = NULL;
  gboolean ok = TRUE;

  if (dir == NULL)
    return ludus_cli_error (LUDUS_CLI_EXIT_IO, "%s", error->message);
  path = g_build_filename (dir, "match.ludus.json", NULL);
  nosync_path = g_build_filename (dir, "match-nosync.ludus.json", NULL);
  times.serialise = g_array_new (FALSE, FALSE, sizeof (double));
  times.write = g_array_new (FALSE, FALSE, sizeof (double));
  times.save = g_array_new (FALSE, FALSE, sizeof (double));
  times.write_nosync = g_array_new (FALSE, FALSE, sizeof (double));
  times.save_nosync = g_array_new (FALSE, FALSE, sizeof (double));
  times.load = g_array_new (FALSE, FALSE, sizeof (double));
  times.serialise_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  times.load_cpu = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < runs && ok; i++)
    ok = time_one_run (registry, match, path, nosync_path, &times, &error);
  g_remove (path);
  g_remove (nosync_path);
  g_rmdir (dir);
  if (!ok)
    return ludus_cli_error (ludus_cli_save_status (error), "%s", error->message);

  print_save_figures (&times, runs, medians);
  return LUDUS_CLI_EXIT_OK;
}

static void
print_match_heading (LudusMatch *match)
{
  g_autofree char *name = ludus_game_get_name (ludus_match_get_game (match));
  guint n = ludus_match_get_n_moves (match);
  guint seats = ludus_match_get_n_seats (match);

  g_print (g_dngettext (GETTEXT_PACKAGE, "%s, %u seat: a match of %u random moves",
                        "%s, %u seats: a match of %u random moves", seats), name, seats, n);
  if (ludus_match_is_over (match))
    g_print (" %s\n", _("(played to the end)"));
  else
    g_print (" %s\n", _("(stopped in the middle)"));
}

/* Random games of this game end before @target moves, so no real save is
 * that long: measure the longest match and its first half too. The JSON text
 * and the load grow with the moves, so those two are extrapolated along the
 * line through the two medians of processor time (wall-clock time on a busy
 * machine is too noisy for a slope); the write is dominated by fsync, whose
 * cost does not follow the size, so the longer match's is kept. */
static int
measure_short_game (LudusRegistry *registry,
                    LudusMatch    *longest,
                    guint64        seed,
                    guint          target,
                    guint          tries,
                    guint          runs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) half = NULL;
  guint n = ludus_match_get_n_moves (longest);
  SaveMedians a, b;
  double extra, serialise, load;
  int status;

  g_print (g_dngettext (GETTEXT_PACKAGE,
                        "Note: the longest of %u random game ends after %u moves, short of %u; "
                        "measuring it and its first half, then extrapolating.\n",
                        "Note: the longest of %u random games ends after %u moves, short of %u; "
                        "measuring it and its first half, then extrapolating.\n", tries),
           tries, n, target);

  half = random_match (ludus_match_get_game (longest), ludus_match_get_n_seats (longest), seed,
                       n / 2, &error);
  if (half == NULL)
    return ludus_cli_error (LUDUS_CLI_EXIT_FAILED, "%s", error->message);
  print_match_heading (half);
  if ((status = measure_saves (registry, half, runs, &a)) != 0)
    return status;
  print_match_heading (longest);
  if ((status = measure_saves (registry, longest, runs, &b)) != 0)
    return status;

  extra = (double) (target - n) / (n - n / 2);
  serialise = MAX (b.serialise_cpu + (b.serialise_cpu - a.serialise_cpu) * extra,
                   b.serialise_cpu);
  load = MAX (b.load_cpu + (b.load_cpu - a.load_cpu) * extra, b.load_cpu);
  g_print (_("Estimate for %u moves, from the processor times: to JSON text %.2f ms + atomic "
             "write %.2f ms (as measured) = save %.2f ms; load %.2f ms\n"),
           target, serialise, b.write, serialise + b.write, load);
  /* Translators: the end of “ludus-cli bench-save”'s estimate; fsync is the system call that
   * waits until the file is on the disk. */
  g_print (_("Without the fsync the estimated save is %.2f ms\n"), serialise + b.write_nosync);
  return LUDUS_CLI_EXIT_OK;
}

int
ludus_cli_bench_save (int    argc,
                      char **argv)
{
  int target = 1000, runs = 50, players = 0;
  g_autofree char *seed_text = NULL;
  const GOptionEntry entries[] = {
    { "moves", 'm', 0, G_OPTION_ARG_INT, &target,
      N_("Build a match of N moves (default: 1000)"), N_("N") },
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs,
      N_("Save and load N times (default: 50)"), N_("N") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("How many seats (default: the game’s largest count)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the match (default: 1)"), N_("S") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;
  guint64 seed, best_seed = 0;
  SaveMedians medians;
  guint tries;

  context = ludus_cli_option_context ("bench-save", _("[GAME]"),
                                      _("Builds a match of random moves (of GAME, or of the "
                                        "installed game whose random games are longest) and "
                                        "times saving and loading it. When the game’s random "
                                        "matches are all shorter, it measures the longest and "
                                        "its first half and extrapolates."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc > 2)
    return ludus_cli_usage_error ("bench-save", _("Give at most one game id"));
  if (target < 2 || target > LUDUS_SAVE_MAX_MOVES || runs < 1)
    return ludus_cli_usage_error ("bench-save", _("--moves and --runs must be positive"));
  if (!parse_seed ("bench-save", seed_text, &seed))
    return LUDUS_CLI_EXIT_USAGE;

  registry = ludus_cli_load_registry ();
  game = argc == 2 ? ludus_cli_find_game (registry, argv[1]) : longest_game (registry, target);
  if (game == NULL)
    return argc == 2 ? LUDUS_CLI_EXIT_USAGE
                     : ludus_cli_error (LUDUS_CLI_EXIT_USAGE, _("No games are installed"));
  if (!check_players ("bench-save", game, &players, TRUE))
    return LUDUS_CLI_EXIT_USAGE;

  match = longest_match (game, (guint) players, seed, (guint) target, &tries, &best_seed, &error);
  if (match == NULL)
    return ludus_cli_error (LUDUS_CLI_EXIT_FAILED, "%s", error->message);
  if (ludus_match_get_n_moves (match) < (guint) target)
    return measure_short_game (registry, match, best_seed, (guint) target, tries, (guint) runs);
  print_match_heading (match);
  return measure_saves (registry, match, (guint) runs, &medians);
}
