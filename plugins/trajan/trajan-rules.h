/* trajan-rules.h: the rules engine's internal API (setup, moves, scoring, JSON)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "trajan-data.h"
#include "trajan-state.h"

G_BEGIN_DECLS

/*
 * Move kinds. The names (trajan_move_kind_names) are the JSON form and must
 * never change. Arguments:
 *   setup_marker       [bowl, colour]          a marker into a bowl that has fewer than 2
 *   setup_take_card    [source]                0 deck, 1 left discard pile, 2 right pile
 *   setup_pick_trajan  [category, slot]        top tile of a stack onto slot 1, 3 or 5
 *   choose_bowl        [bowl]
 *   sow                [colour]                the next marker sown
 *   trajan_effect      [value]                 cards: 1; workers/legionnaires: figures (1..2);
 *                                              plus_two: the action receiving the "+2"
 *   pass               []                      decline an effect, action, offer
 *   seaport_draw_two   []
 *   seaport_take_discard [pile]                0 left, 1 right
 *   seaport_display    [n, kind_a, kind_b]     n = 1 or 2 cards; kind_a <= kind_b; kind_b 0 if n = 1
 *   seaport_ship       [ship, a, b, c]         identical: a = kind, b = real cards, c = jokers
 *                                              (a = 0 when b = 0);
 *                                              pairs: a = mask of kinds paired from hand,
 *                                              b = mask of kinds paired with a joker,
 *                                              c = pairs made of two jokers;
 *                                              different: a = mask of kinds, b = jokers
 *   seaport_discard    [kind, pile]            after seaport_draw_two
 *   forum_take         [area, index]           area 0 forum space, 1 yellow space
 *   military_recruit   []
 *   military_move      [province]
 *   military_deploy    []
 *   trajan_take        [category]
 *   senate_advance     []
 *   construction_hire  []
 *   construction_place [space]
 *   extra_action       [source]                TrajanExtraSource
 *   meet_demands       [m0, m1, m2]            TrajanMeet for each revealed demand
 *   senate_bonus       [space]                 the consul's choice, 0 or 1
 */
typedef enum
{
  TRAJAN_MOVE_SETUP_MARKER,
  TRAJAN_MOVE_SETUP_TAKE_CARD,
  TRAJAN_MOVE_SETUP_PICK_TRAJAN,
  TRAJAN_MOVE_CHOOSE_BOWL,
  TRAJAN_MOVE_SOW,
  TRAJAN_MOVE_TRAJAN_EFFECT,
  TRAJAN_MOVE_PASS,
  TRAJAN_MOVE_SEAPORT_DRAW_TWO,
  TRAJAN_MOVE_SEAPORT_TAKE_DISCARD,
  TRAJAN_MOVE_SEAPORT_DISPLAY,
  TRAJAN_MOVE_SEAPORT_SHIP,
  TRAJAN_MOVE_SEAPORT_DISCARD,
  TRAJAN_MOVE_FORUM_TAKE,
  TRAJAN_MOVE_MILITARY_RECRUIT,
  TRAJAN_MOVE_MILITARY_MOVE,
  TRAJAN_MOVE_MILITARY_DEPLOY,
  TRAJAN_MOVE_TRAJAN_TAKE,
  TRAJAN_MOVE_SENATE_ADVANCE,
  TRAJAN_MOVE_CONSTRUCTION_HIRE,
  TRAJAN_MOVE_CONSTRUCTION_PLACE,
  TRAJAN_MOVE_EXTRA_ACTION,
  TRAJAN_MOVE_MEET_DEMANDS,
  TRAJAN_MOVE_SENATE_BONUS,
  TRAJAN_N_MOVE_KINDS
} TrajanMoveKind;

extern const char *const trajan_move_kind_names[TRAJAN_N_MOVE_KINDS + 1];

/* Options (ludus_game_get_options order). */
typedef enum
{
  TRAJAN_OPT_START_PLAYER,      /* -1 drawn at random, else the seat */
  TRAJAN_N_OPTIONS
} TrajanOption;

/*
 * The rules table's functions (trajan-game.c lists them). Each takes its
 * state as a LudusState, a TrajanState underneath, and reads the component
 * data that the core loaded before any state was made (its component_data);
 * the table needs no glue. See LudusRules for their contracts.
 */
char       *trajan_rules_markup     (void);
gboolean    trajan_setup            (LudusState        *state,
                                     guint64            seed,
                                     const int         *options,
                                     GError           **error);
JsonNode   *trajan_to_json          (const LudusState  *state);
gboolean    trajan_from_json        (LudusState        *state,
                                     JsonNode          *node,
                                     GError           **error);
guint       trajan_actors           (const LudusState  *state);
/* The one judge of legality: every decision open to player, each once. */
void        trajan_legal_moves      (const LudusState  *state,
                                     guint              player,
                                     GArray            *moves);
/* Rewrites a move whose arguments name the same decision in another order
 * (equal demand icons, two displayed cards, a joker-only delivery naming a
 * kind) into the form trajan_legal_moves lists. */
void        trajan_canonicalize_move (const LudusState *state,
                                      guint             player,
                                      LudusMove        *move);
/* A decision due now that has a single choice, which the game makes by
 * itself (an action without a legal option: "pass"; the last marker of the
 * setup; a single bowl). */
gboolean    trajan_automatic_move   (const LudusState  *state,
                                     guint             *player,
                                     LudusMove         *move);
/* Applies a move just listed by trajan_legal_moves(), without judging it. */
void        trajan_apply            (LudusState        *state,
                                     guint              player,
                                     const LudusMove   *move);
char       *trajan_explain_illegal  (const LudusState  *state,
                                     guint              player,
                                     const LudusMove   *move);
void        trajan_redact           (LudusState        *state,
                                     int                viewer);
void        trajan_determinize      (LudusState        *state,
                                     guint              seat,
                                     LudusRng          *rng);
char       *trajan_describe_move    (const LudusState  *before,
                                     const LudusState  *after,
                                     guint              player,
                                     const LudusMove   *move,
                                     int                viewer);
char       *trajan_prompt           (const LudusState  *state,
                                     int                viewer);
char       *trajan_describe_player  (const LudusState  *state,
                                     guint              player,
                                     int                viewer);
gboolean    trajan_is_over          (const LudusState  *state);
void        trajan_scores           (const LudusState  *state,
                                     int               *scores);
/* Final ranks with the Senate tie-break: ranks[p] = 0 for the winner, 1 for
 * the next... (a permutation: the Senate stack breaks every tie). */
void        trajan_ranks            (const LudusState  *state,
                                     guint             *ranks);
GPtrArray  *trajan_breakdown        (const LudusState  *state);
/* Where a turn ends (see trajan-moves.c): after the last step of choose
 * bowl → sow → action (→ bonus → extra action), after each quarter-end
 * decision, and after each player's part of the setup. */
gboolean    trajan_ends_turn        (const LudusState  *before,
                                     const LudusState  *after,
                                     guint              player,
                                     const LudusMove   *move);

/* Look-ahead for the board (trajan-moves.c) */
guint    trajan_bowl_count       (const TrajanPlayer *p,
                                  guint               bowl);

/*
 * TrajanSowing:
 * @target: the bowl the last marker lands in (the action performed)
 * @next: the bowl the next marker goes into, or -1 before the bowl is taken
 * @markers: how many markers are (still) to sow
 * @tile: the Trajan tile beside the target bowl, or TRAJAN_EMPTY
 * @claimable: whether some order of sowing claims it
 */
typedef struct
{
  guint    target;
  int      next;
  guint    markers;
  int      tile;
  gboolean claimable;
} TrajanSowing;

/* What taking bowl (or, with bowl -1, the sowing under way) leads to for
 * the current player. FALSE if there is nothing to sow. */
gboolean trajan_sowing_preview   (const TrajanData  *d,
                                  const TrajanState *s,
                                  int                bowl,
                                  TrajanSowing      *out);
/* The points a seaport_ship move listed for the current player scores. */
int      trajan_ship_value       (const TrajanData  *d,
                                  const TrajanState *s,
                                  const LudusMove   *move);

/* Scoring (trajan-scoring.c) */
void     trajan_add_vp           (TrajanState       *s,
                                  guint              player,
                                  TrajanVpSource     source,
                                  int                vp);
int      trajan_votes            (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player);
/* Fills order[] with the players ranked for the Senate, best first. */
void     trajan_senate_ranking   (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint             *order);
/* Points the player would get at final scoring, per final source. */
void     trajan_final_points     (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player,
                                  int               *points);
void     trajan_final_scoring    (const TrajanData  *d,
                                  TrajanState       *s);
int      trajan_bonus_tile_points (const TrajanData *d,
                                   const TrajanState *s,
                                   guint             player,
                                   guint             tile);

/* Helpers shared by the rule files */
int      trajan_cards_available  (const TrajanState *s);
int      trajan_draw_card        (TrajanState       *s);
gboolean trajan_has_extra_for    (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player,
                                  guint              action,
                                  TrajanExtraSource  source);
guint    trajan_hand_count       (const TrajanPlayer *p);

/* Consistency (trajan-check.c) */
/* Whether the state is internally consistent: every component exactly once. */
gboolean trajan_state_check      (const TrajanData  *d,
                                  const TrajanState *s,
                                  GError           **error);
/* Sets error to "Invalid Trajan position: " and the formatted reason. */
gboolean trajan_state_error      (GError           **error,
                                  const char        *format,
                                  ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
