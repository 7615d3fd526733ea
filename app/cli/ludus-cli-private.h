/* ludus-cli-private.h: what the ludus-cli commands share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * Exit statuses, one per class of failure, so that scripts can tell them
 * apart. ludus-cli --help lists them (ludus_cli_exit_status_help()).
 */
typedef enum
{
  LUDUS_CLI_EXIT_OK              = 0,
  LUDUS_CLI_EXIT_FAILED          = 1,  /* a game misbehaved during play or a benchmark */
  LUDUS_CLI_EXIT_USAGE           = 2,  /* bad command line: unknown command, option or game */
  LUDUS_CLI_EXIT_IO              = 3,  /* a file could not be read or written */
  LUDUS_CLI_EXIT_NOT_JSON        = 4,  /* the file is not JSON */
  LUDUS_CLI_EXIT_TRUNCATED       = 5,  /* the file is empty or cut off */
  LUDUS_CLI_EXIT_NOT_A_SAVE      = 6,  /* JSON, but not a well-formed Ludus save */
  LUDUS_CLI_EXIT_NEWER           = 7,  /* a newer save format or rules version */
  LUDUS_CLI_EXIT_UNKNOWN_GAME    = 8,  /* the save's game is not installed */
  LUDUS_CLI_EXIT_ILLEGAL_MOVE    = 9,  /* a move cannot be played */
  LUDUS_CLI_EXIT_SNAPSHOT        = 10, /* the saved position does not match its moves */
  LUDUS_CLI_EXIT_OTHER_DATA      = 11, /* played with the built-in data, an override in use */
} LudusCliExit;

/* One subcommand: argv[0] is the command's name. Returns a LudusCliExit. */
typedef int (*LudusCliCommandFunc) (int    argc,
                                    char **argv);

int            ludus_cli_list          (int    argc,
                                        char **argv);
int            ludus_cli_play          (int    argc,
                                        char **argv);
int            ludus_cli_validate      (int    argc,
                                        char **argv);
int            ludus_cli_state         (int    argc,
                                        char **argv);
int            ludus_cli_moves         (int    argc,
                                        char **argv);
int            ludus_cli_apply         (int    argc,
                                        char **argv);
int            ludus_cli_bench         (int    argc,
                                        char **argv);
int            ludus_cli_bench_save    (int    argc,
                                        char **argv);
int            ludus_cli_arena         (int    argc,
                                        char **argv);

/* Common helpers (ludus-cli-common.c). */
char          *ludus_cli_exit_status_help (void);
GOptionContext *ludus_cli_option_context (const char          *command,
                                          const char          *parameters,
                                          const char          *summary,
                                          const GOptionEntry  *entries);
gboolean       ludus_cli_parse         (GOptionContext      *context,
                                        int                 *argc,
                                        char              ***argv);
int            ludus_cli_usage_error   (const char          *command,
                                        const char          *format,
                                        ...) G_GNUC_PRINTF (2, 3);
int            ludus_cli_error         (int                  status,
                                        const char          *format,
                                        ...) G_GNUC_PRINTF (2, 3);
LudusRegistry *ludus_cli_load_registry (void);
LudusGame     *ludus_cli_find_game     (LudusRegistry       *registry,
                                        const char          *id);
LudusMatch    *ludus_cli_load_match    (LudusRegistry       *registry,
                                        const char          *path,
                                        int                 *status);
int            ludus_cli_save_status   (const GError        *error);
LudusMatch    *ludus_cli_new_match     (LudusGame           *game,
                                        guint                n_players,
                                        guint64              seed,
                                        const int           *options,
                                        GError             **error);
gboolean       ludus_cli_parse_seat    (const char          *command,
                                        int                  seat,
                                        guint                n_seats,
                                        guint               *out);
guint          ludus_cli_default_actor (LudusGame           *game,
                                        const LudusState    *state);
void           ludus_cli_print_json    (JsonNode            *node);
char          *ludus_cli_pad           (const char          *text,
                                        guint                width);
guint          ludus_cli_text_width    (const char          *text);
char          *ludus_cli_describe_flags (LudusGameFlags      flags);
char          *ludus_cli_describe_players (guint             min_players,
                                           guint             max_players);
int           *ludus_cli_parse_options (const char          *command,
                                        LudusGame           *game,
                                        char               **assignments);
gboolean       ludus_cli_parse_seed    (const char          *command,
                                        const char          *text,
                                        guint64             *seed);

/* Results (ludus-cli-play.c), shared with the benchmark of saves. */
void           ludus_cli_print_result  (LudusMatch          *match);

G_END_DECLS
