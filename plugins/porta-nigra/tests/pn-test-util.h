/* pn-test-util.h: shared helpers of the Porta Nigra tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pn-rules.h"
#include "pn-text.h"

G_BEGIN_DECLS

const PnData *pn_test_data       (void);
LudusGame    *pn_test_game       (void);
/* Saves and reloads state through JSON text; FALSE with error if it differs. */
gboolean      pn_test_round_trip (LudusGame        *game,
                                  const LudusState *state,
                                  GError          **error);
/* Loads tests/data/<name>.json as a state (aborts on error). */
PnState      *pn_test_load       (const char       *name);
/* The blank position of tests/data/blank-<n>p.json (see pn_test_make_blank). */
PnState      *pn_test_blank      (guint             n_players);
/* Builds that position from a setup: seat 0 to act in its action phase
 * with no card played; every master builder placed (seat p in quarter p);
 * the market and displays as the setup left them, the shops emptied into
 * the supply; each hand the two lowest cards of the deck. */
PnState      *pn_test_make_blank (guint             n_players);
/* Makes a move through the game (judged by the legal list); asserts it is
 * accepted and the result consistent. */
void          pn_test_move       (PnState          *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2,
                                  int               a3,
                                  int               a4);
/* Asserts the move is refused and the state left byte for byte as it was. */
void          pn_test_refused    (PnState          *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2,
                                  int               a3,
                                  int               a4);
/* Whether the move is in the legal list. */
gboolean      pn_test_is_legal   (const PnState    *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2,
                                  int               a3,
                                  int               a4);
guint         pn_test_count_kind (const PnState    *s,
                                  guint             player,
                                  int               kind);

/* Position editing that keeps every piece counted. */
void          pn_test_shops      (PnState          *s,
                                  int               black,
                                  int               blue,
                                  int               red,
                                  int               yellow,
                                  int               white);
void          pn_test_bricks     (PnState          *s,
                                  guint             player,
                                  int               color,
                                  int               n);
/* An element of player on site taken from the supply (a Roman from the play area). */
void          pn_test_element    (PnState          *s,
                                  guint             player,
                                  int               site,
                                  int               height);
/* Makes cards the player's hand (taken from their deck or discard). */
void          pn_test_hand       (PnState          *s,
                                  guint             player,
                                  int               card1,
                                  int               card2);
/* Puts card into display slot (swapping with where it was: deck, display). */
void          pn_test_building_display (PnState    *s,
                                        int         slot,
                                        int         card);
void          pn_test_honor_display    (PnState    *s,
                                        int         slot,
                                        int         card);
/* Gives player a building card / kept honour card from the deck or display. */
void          pn_test_give_building    (PnState    *s,
                                        guint       player,
                                        int         card);
void          pn_test_give_honor       (PnState    *s,
                                        guint       player,
                                        int         card);
void          pn_test_check      (const PnState    *s);

/* Site numbers of the spec's names. */
#define PN_SITE_BASILICA_A(k)     ((k) - 1)
#define PN_SITE_BASILICA_B(k)     (5 + (k) - 1)
#define PN_SITE_AMPH_A(k)         (10 + (k) - 1)
#define PN_SITE_AMPH_B(k)         (15 + (k) - 1)
#define PN_SITE_AMPH_C(k)         (20 + (k) - 1)
#define PN_SITE_WALL(k)           (25 + (k) - 1)
#define PN_SITE_PN(k)             (35 + (k) - 1)

G_END_DECLS
