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

/* Setup (trajan-setup.c) */
/* start_player: the seat that starts, or -1 to draw it at random. */
void     trajan_setup            (TrajanState      *s,
                                  const TrajanData *d,
                                  guint             n_players,
                                  guint64           seed,
                                  int               start_player);

/* Decisions (trajan-moves.c and trajan-actions-*.c) */
guint    trajan_actors           (const TrajanState *s);
void     trajan_legal_moves      (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player,
                                  GArray            *moves);
/* Whether move is legal for player now (no side effects). */
gboolean trajan_is_legal         (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player,
                                  const LudusMove   *move);
/* Rewrites a move whose arguments name the same decision in another order
 * (equal demand icons, two displayed cards, a joker-only delivery naming a
 * kind) into the form trajan_legal_moves lists. */
void     trajan_canonicalize_move (const TrajanData  *d,
                                   const TrajanState *s,
                                   guint              player,
                                   LudusMove         *move);
/* A decision due now that has a single choice, which the game makes by
 * itself (an action without a legal option: "pass"; the last marker of the
 * setup; a single bowl). */
gboolean trajan_automatic_move   (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint             *player,
                                  LudusMove         *move);
/* Makes every decision with a single choice, one after the other. */
void     trajan_settle           (const TrajanData  *d,
                                  TrajanState       *s);
/* Judges and applies a move, then settles, as the game does. */
gboolean trajan_apply            (const TrajanData  *d,
                                  TrajanState       *s,
                                  guint              player,
                                  const LudusMove   *move,
                                  GError           **error);
/* Applies a move just listed by trajan_legal_moves(), without judging it. */
void     trajan_apply_trusted    (const TrajanData  *d,
                                  TrajanState       *s,
                                  guint              player,
                                  const LudusMove   *move);
char    *trajan_explain_illegal  (const TrajanData  *d,
                                  const TrajanState *s,
                                  guint              player,
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
/* Final ranks with the Senate tie-break: ranks[p] = 0 for the winner, 1 for
 * the next... (a permutation: the Senate stack breaks every tie). */
void     trajan_ranks            (const TrajanState *s,
                                  guint             *ranks);

/* Helpers shared by the rule files */
int      trajan_cards_available  (const TrajanState *s);
int      trajan_draw_card        (TrajanState       *s);
gboolean trajan_has_extra_for    (const TrajanState *s,
                                  const TrajanData  *d,
                                  guint              player,
                                  guint              action,
                                  TrajanExtraSource  source);
guint    trajan_hand_count       (const TrajanPlayer *p);

/* JSON (trajan-json.c) */
JsonNode    *trajan_state_to_json   (const TrajanState *s);
TrajanState *trajan_state_from_json (const TrajanData  *d,
                                     JsonNode          *node,
                                     GError           **error);
/* Whether the state is internally consistent: every component exactly once. */
gboolean     trajan_state_check     (const TrajanData  *d,
                                     const TrajanState *s,
                                     GError           **error);

/* Redaction (trajan-json.c) */
void         trajan_redact          (TrajanState       *s,
                                     int                viewer);

G_END_DECLS
