/* nr-test-util.h: shared helpers of the Nova Roma tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nr-game.h"
#include "nr-rules.h"
#include "ludus-test-json.h"

G_BEGIN_DECLS

const NrData *nr_test_data       (void);
LudusGame    *nr_test_game       (void);
/* Loads tests/data/<name>.json as a state (aborts on error). */
NrState      *nr_test_load       (const char       *name);
/* A new game of n players from seed with options (NULL: defaults). */
NrState      *nr_test_new        (guint             n_players,
                                  guint64           seed,
                                  const int        *options);
/* Whether the move is listed for player. */
gboolean      nr_test_listed     (const NrState    *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* Applies kind with args for the deciding seat; asserts it is accepted. */
void          nr_test_move       (NrState          *s,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* Asserts that the move is refused and the state left unchanged. */
void          nr_test_refused    (NrState          *s,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2);
/* tests/data/start-<n>p.json: the emperor phase of round 1, seat 0 first,
 * every market, stack, hand and strip in a known order (see that file). */
NrState      *nr_test_start      (guint             n_players);
/* Asserts that the position passes the consistency check. */
void          nr_test_ready      (const NrState    *s);
/* Takes a component out of wherever it is (leaving a gap in a market);
 * the caller puts it somewhere. */
void          nr_test_take_card  (NrState          *s,
                                  int               card);
void          nr_test_take_lat   (NrState          *s,
                                  int               tile);
void          nr_test_take_sea   (NrState          *s,
                                  int               contract);
void          nr_test_take_building (NrState       *s,
                                     int            contract);
/* Puts a card in a seat's hand or row (face up, usable), a tile on a cell
 * of a production area, a contract among a seat's completed ones, a
 * contract in a market slot (the one there goes back on its stack). */
void          nr_test_hand       (NrState          *s,
                                  guint             p,
                                  int               card);
void          nr_test_row        (NrState          *s,
                                  guint             p,
                                  int               card);
void          nr_test_tile       (NrState          *s,
                                  guint             p,
                                  int               cell,
                                  int               tile);
void          nr_test_sea_done   (NrState          *s,
                                  guint             p,
                                  int               contract);
void          nr_test_building_done (NrState       *s,
                                     guint          p,
                                     int            contract);
void          nr_test_market_sea (NrState          *s,
                                  int               slot,
                                  int               contract);
void          nr_test_market_building (NrState     *s,
                                       int          slot,
                                       int          contract);
void          nr_test_market_lat (NrState          *s,
                                  int               slot,
                                  int               tile);
/* The number of moves listed for the deciding seat. */
guint         nr_test_n_moves    (const NrState    *s);

/* Short forms for the tests that play positions move by move: the forum's
 * actions (NrAction's order); apply a move of the deciding seat (asserting
 * it is accepted), refuse one (asserting the state is unchanged), and ask
 * whether one is listed for the deciding seat. */
enum { TRADE, DEV, PETITION, ASSOC, SEA, BUILD, RACE, PROD };

static inline void
mv (NrState *s,
    int      kind,
    int      a,
    int      b,
    int      c)
{
  nr_test_move (s, kind, a, b, c);
}

static inline void
no (NrState *s,
    int      kind,
    int      a,
    int      b,
    int      c)
{
  nr_test_refused (s, kind, a, b, c);
}

static inline gboolean
listed (const NrState *s,
        int            kind,
        int            a,
        int            b,
        int            c)
{
  return nr_test_listed (s, (guint) nr_decider (s), kind, a, b, c);
}

G_END_DECLS
