/* pn-board.h: the Porta Nigra board (Cairo and Pango only)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board lays itself out for the size it is given: the city (the four
 * quarters in their clockwise ring, their shops, sites and master builders,
 * the white shop and the supply in the centre) on the left or on top, and
 * beside or under it the card displays, every player's area and the turn:
 * the viewer's hand, the card played and the choices.
 *
 * Every legal move is reached in at most three clicks, each on the board:
 * the thing it acts on (a site, a shop, an honour card, a card icon…), then,
 * only when several moves share it, what pays for it (which icon of the card,
 * an action marker or a torch token, an influence action), then the variant
 * (height and white bricks of an element, the cards discarded). The first two
 * steps are board-local moves kept in a PnbSel.
 */
#pragma once

#include "ludus.h"
#include "pn-rules.h"
#include "pn-text.h"

G_BEGIN_DECLS

/* Board-local move kinds: args[0] is the target or the means chosen. */
#define PNB_LOCAL_TARGET  (LUDUS_BOARD_LOCAL_MOVE + 1)
#define PNB_LOCAL_MEANS   (LUDUS_BOARD_LOCAL_MOVE + 2)
#define PNB_LOCAL_BACK    (LUDUS_BOARD_LOCAL_MOVE + 3)

/* What a move acts on (its target); one region each on the board. */
#define PNB_T_QUARTER     0      /* + quarter: place the master builder */
#define PNB_T_HAND        10     /* + action card id */
#define PNB_T_SHOP        20     /* + shop */
#define PNB_T_SITE        30     /* + site (44) */
#define PNB_T_ICON        80     /* + icon of the played card (take influence, torch, coins) */
#define PNB_T_HONOR       90     /* + slot of the honour display (14) */
#define PNB_T_CARD_COIN   110
#define PNB_T_TORCH_COIN  111
#define PNB_T_ROMAN       112
#define PNB_T_END         113
#define PNB_T_REFILL      120    /* panel targets: every move is a button of the panel */
#define PNB_T_SPLIT       121
#define PNB_T_START       122
#define PNB_T_NONE        (-1)

/* What pays: 0 (nothing to choose, or an influence action), 1 + icon * 2 + pay. */
#define PNB_MEANS_INFLUENCE 0
#define PNB_MEANS_NONE      (-1)

typedef struct
{
  int target;                /* PNB_T_NONE: nothing chosen */
  int means;                 /* PNB_MEANS_NONE: not chosen */
} PnbSel;

/* Applies a board-local move to sel; FALSE if it changes nothing. */
gboolean pnb_sel_apply         (PnbSel          *sel,
                                const LudusMove *local);

/* How the shell draws the board. */
extern const LudusBoardSpec pn_board;

/* Sets the choice a board widget's renderer shows (for the tests: a click
 * does it through a board-local move). */
void     pn_board_set_sel      (gpointer         renderer,
                                const PnbSel    *sel);
/* The target with the most moves in view, as if it had been clicked; none
 * if every target has one move. */
PnbSel   pn_board_busiest      (LudusView       *view);
/* For the benchmark: throws the renderer's kept drawing away (its parts stay), so
 * that the next redraw paints every pixel; and the share of the frame the last
 * redraw painted. */
void     pn_board_forget_drawing (gpointer       renderer);
double   pn_board_repainted    (gpointer         renderer);

/*
 * Draws what the board shows for view into cr (a width × height frame) with
 * the choice sel (NULL: none), recording regions in hits (may be NULL), with
 * no cache. For the tests, the benchmark and the shots; the widget draws
 * through the same code.
 */
void     pn_board_render_view  (cairo_t         *cr,
                                LudusView       *view,
                                double           width,
                                double           height,
                                gboolean         dark,
                                LudusHitMap     *hits,
                                const LudusMove *hover,
                                const PnbSel    *sel);

G_END_DECLS
