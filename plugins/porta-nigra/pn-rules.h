/* pn-rules.h: the Porta Nigra rules engine (no GTK)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Move kinds. The names are the JSON form of a move and never change; the
 * arguments are listed beside each (unused ones are 0).
 *
 *   place_builder        [quarter]                 first turn: put the master builder down
 *   play_card            [card]                    an action card id from the hand
 *   buy_brick            [icon, pay, shop]         pay: 0 action marker, 1 torch token
 *   place_element        [icon, pay, site, height, whites]
 *   take_influence       [icon, pay]
 *   take_torch           [icon, pay]
 *   take_coins           [icon, pay]
 *   card_action_to_coin  []                        a torch of the card for 1 coin
 *   torch_to_coin        []                        a torch token for 1 coin
 *   buy_honor_card       [slot, site, substitutes] site: the Porta Nigra element an
 *                                                  "add a brick" card grows (-1 none);
 *                                                  substitutes: bit b set = discard a
 *                                                  building-substitute honour card of
 *                                                  building b instead of a building card
 *   influence_take_roman []
 *   influence_place_element [site, height, whites]
 *   choose_refill_shops  [shops]                   bit c: shop c gets one of the last bricks
 *   interim_split        [vp]                      the rest of the amount in coins
 *   choose_start_player  [seat]
 *   end_turn             []
 *
 * An icon whose parts are several effects (ruling R25) is used with the move
 * of its part that takes arguments (buy or place), else of its first part.
 * Moves buying or placing move the master builder clockwise as far as needed,
 * never further, and pay 1 coin per border.
 *
 * Turns: a player's turn ends with end_turn; interim_split and
 * choose_start_player are each a turn of their own at the table.
 */
#pragma once

#include "ludus.h"
#include "pn-data.h"
#include "pn-state.h"

G_BEGIN_DECLS

#define PN_RULES_VERSION 1

typedef enum
{
  PN_MOVE_PLACE_BUILDER,
  PN_MOVE_PLAY_CARD,
  PN_MOVE_BUY_BRICK,
  PN_MOVE_PLACE_ELEMENT,
  PN_MOVE_TAKE_INFLUENCE,
  PN_MOVE_TAKE_TORCH,
  PN_MOVE_TAKE_COINS,
  PN_MOVE_CARD_TO_COIN,
  PN_MOVE_TORCH_TO_COIN,
  PN_MOVE_BUY_HONOR,
  PN_MOVE_INFLUENCE_ROMAN,
  PN_MOVE_INFLUENCE_PLACE,
  PN_MOVE_REFILL_SHOPS,
  PN_MOVE_INTERIM_SPLIT,
  PN_MOVE_START_PLAYER,
  PN_MOVE_END_TURN,
  PN_N_MOVE_KINDS
} PnMoveKind;

/* Options (ludus_game_get_options order). */
typedef enum
{
  PN_OPT_START_PLAYER,        /* a seat, or -1: drawn at random (ruling R24) */
  PN_N_OPTIONS
} PnOption;

/* How an icon is paid for: args[1] of the icon moves. */
typedef enum
{
  PN_PAY_MARKER,
  PN_PAY_TORCH,
} PnPay;

extern const char *const pn_move_kind_names[PN_N_MOVE_KINDS + 1];

/* The rules table; ludus_rules_game_new (&pn_rules, NULL) makes a game
 * without a board for the engine's tests. */
extern const LudusRules pn_rules;

/* Setup (pn-setup.c). start_player: a seat, or -1 to draw one. */
gboolean pn_setup              (PnState         *s,
                                const PnData    *d,
                                guint            n_players,
                                guint64          seed,
                                int              start_player,
                                GError         **error);
int      pn_deck_size          (const PnData    *d,
                                guint            n_players);
void     pn_clear_player       (PnPlayer        *pl);

/* Turn flow (pn-turn.c) */
guint    pn_actors             (const PnState   *s);
void     pn_begin_turn         (PnState         *s,
                                const PnData    *d,
                                guint            player);
void     pn_finish_refill      (PnState         *s,
                                const PnData    *d);
void     pn_end_turn           (PnState         *s,
                                const PnData    *d);
void     pn_interim_split      (PnState         *s,
                                const PnData    *d,
                                int              vp);
void     pn_choose_start       (PnState         *s,
                                const PnData    *d,
                                guint            seat);
void     pn_check_end          (PnState         *s,
                                const PnData    *d);
int      pn_interim_amount     (const PnState   *s,
                                const PnData    *d,
                                guint            player);
int      pn_last_round         (const PnState   *s,
                                const PnData    *d);

/* Moves (pn-moves.c): the one source of legality, and the trusted apply. */
void     pn_legal_moves        (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                GArray          *moves);
void     pn_apply              (PnState         *s,
                                const PnData    *d,
                                guint            player,
                                const LudusMove *move);
char    *pn_explain_illegal    (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                const LudusMove *move);
gboolean pn_automatic_move     (const PnState   *s,
                                const PnData    *d,
                                guint           *player,
                                LudusMove       *move);
void     pn_canonicalize       (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                LudusMove       *move);

/* Actions (pn-actions.c) */
void     pn_add_vp             (PnState         *s,
                                guint            player,
                                int              source,
                                int              vp);
void     pn_gain               (PnState         *s,
                                const PnData    *d,
                                guint            player,
                                const PnGain    *gain);
int      pn_buy_cost           (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                int              shop);
int      pn_effective_buy      (const PnState   *s,
                                int              color);
void     pn_buy_brick          (PnState         *s,
                                const PnData    *d,
                                guint            player,
                                int              shop);
void     pn_place_element      (PnState         *s,
                                const PnData    *d,
                                guint            player,
                                int              site,
                                int              height,
                                int              whites);
int      pn_bricks_in_building (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                int              building);
int      pn_elements_of        (const PnState   *s,
                                guint            player);
int      pn_site_quarter       (const PnData    *d,
                                int              site);
int      pn_site_part          (const PnState   *s,
                                const PnData    *d,
                                int              site);
int      pn_building_card_for  (const PnState   *s,
                                const PnData    *d,
                                int              site);
gboolean pn_honor_yields       (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                int              card);
void     pn_buy_honor          (PnState         *s,
                                const PnData    *d,
                                guint            player,
                                int              slot,
                                int              site,
                                int              substitutes);
int      pn_cards_of_building  (const PnState   *s,
                                const PnData    *d,
                                guint            player,
                                int              building,
                                gboolean         substitutes);

/* Scoring (pn-scoring.c) */
void     pn_final_scoring      (PnState         *s,
                                const PnData    *d);
int      pn_score_sets         (const PnState   *s,
                                const PnData    *d,
                                guint            player);
int      pn_score_final_cards  (const PnState   *s,
                                const PnData    *d,
                                guint            player);
int      pn_score_play_area    (const PnState   *s,
                                const PnData    *d,
                                guint            player);
void     pn_score_majority     (const PnState   *s,
                                const PnData    *d,
                                int              part,
                                int             *vp);

/* Hidden information and consistency (pn-check.c) */
void     pn_redact             (PnState         *s,
                                int              viewer);
void     pn_determinize        (PnState         *s,
                                guint            seat,
                                LudusRng        *rng);
gboolean pn_bad_state          (GError         **error,
                                const char      *format,
                                ...) G_GNUC_PRINTF (2, 3);
gboolean pn_check_state        (const PnState   *s,
                                const PnData    *d,
                                GError         **error);
void     pn_sort_cards         (gint8           *cards,
                                guint            n);

/* JSON (pn-json.c) */
JsonNode *pn_state_to_json     (const PnState   *s);
gboolean  pn_state_from_json   (PnState         *s,
                                const PnData    *d,
                                JsonNode        *node,
                                GError         **error);

G_END_DECLS
