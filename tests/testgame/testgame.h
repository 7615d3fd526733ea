/* testgame.h: Tesserae, the small game built only for the tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tesserae exercises every path of the LudusGame interface: 2–4 seats,
 * hidden hands, a simultaneous decision, random draws after setup, a
 * three-step turn, variant options, a score breakdown and a board.
 *
 * Rules. A deck of 18 cards (two each of 1–9, or three each of 1–6 in the
 * “low deck” variant) is shuffled and every player is dealt 3 cards, seen only
 * by their owner. In each round every player who still holds a card plays one
 * face down, all at the same time. Then the cards are revealed: the highest
 * value that exactly one player played wins the round (if no value is unique,
 * no one wins). The winner may claim one free tile of the 3×3 board in three
 * steps — choose a row, choose a column, confirm — or pass at the first or
 * the last step. The played cards are discarded and every player, in seat
 * order, draws one card while the deck lasts. The game ends when the board
 * is full or no one holds a card. Score: the values of the tiles owned
 * (corners 2, edges 1, centre 3), 3 per complete line (row, column or
 * diagonal) owned by one player if the “lines” option is on, and 1 per card
 * still in hand. Ties are broken by the number of tiles.
 *
 * Starting tiles (option, off by default): before the cards are dealt, each
 * player in seat order places a tile on a free corner; then the hands are dealt.
 * These are the game's setup decisions (LUDUS_GAME_SETUP_DECISIONS), and
 * nothing is hidden while they are made.
 *
 * Epochs. The epoch rises when the cards are revealed and when cards are
 * drawn at random, so a match cannot undo across either (unless casual).
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

#define TESTGAME_ID          "testgame"
#define TESTGAME_MAX_PLAYERS 4
#define TESTGAME_N_CARDS     18
#define TESTGAME_N_TILES     9
#define TESTGAME_HAND_SIZE   3
#define TESTGAME_LINE_POINTS 3
/* At most this many legal moves for one player at once. */
#define TESTGAME_MAX_MOVES   10
/* The board's drawing is laid out in this frame and scaled to fit. */
#define TESTGAME_BOARD_WIDTH  600.0
#define TESTGAME_BOARD_HEIGHT 400.0

typedef enum
{
  TESTGAME_PHASE_PLAY,
  TESTGAME_PHASE_ROW,
  TESTGAME_PHASE_COLUMN,
  TESTGAME_PHASE_CONFIRM,
  TESTGAME_PHASE_OVER,
  TESTGAME_PHASE_SETUP,    /* placing the starting tiles (option "setup") */
} TestgamePhase;

typedef enum
{
  TESTGAME_MOVE_PLAY,      /* args[0]: a card value in the player's hand */
  TESTGAME_MOVE_ROW,       /* args[0]: 0–2 */
  TESTGAME_MOVE_COLUMN,    /* args[0]: 0–2 */
  TESTGAME_MOVE_CONFIRM,
  TESTGAME_MOVE_PASS,
  TESTGAME_MOVE_PLACE,     /* args[0]: a free corner tile, 0, 2, 6 or 8 */
  TESTGAME_N_MOVE_KINDS
} TestgameMoveKind;

typedef enum
{
  TESTGAME_OPTION_LINES,   /* boolean, default on */
  TESTGAME_OPTION_DECK,    /* choice: 0 full deck (1–9), 1 low deck (1–6) */
  TESTGAME_OPTION_SETUP,   /* boolean, default off: starting tiles before the deal */
  TESTGAME_N_OPTIONS
} TestgameOption;

/*
 * The state. Card value 0 stands for a card the viewer may not see (in a
 * redacted state); hands are kept sorted, unknown cards first.
 */
typedef struct
{
  LUDUS_STATE_HEADER;
  int           options[TESTGAME_N_OPTIONS];
  TestgamePhase phase;
  guint         round;                    /* from 1 */
  guint8        deck[TESTGAME_N_CARDS];   /* no order that matters: draws are random */
  guint         n_deck;
  guint8        hand[TESTGAME_MAX_PLAYERS][TESTGAME_N_CARDS];
  guint         n_hand[TESTGAME_MAX_PLAYERS];
  gint8         played[TESTGAME_MAX_PLAYERS];    /* -1 not yet, 0 face down (hidden), 1–9 */
  gint8         revealed[TESTGAME_MAX_PLAYERS];  /* the last reveal, -1 none */
  gint8         drawn[TESTGAME_MAX_PLAYERS];     /* the last draw, -1 none, 0 hidden */
  guint         n_discard;
  int           winner;                   /* the last round's winner (the claimer), -1 none */
  int           row;                      /* the claim's chosen row, -1 none */
  int           column;                   /* the claim's chosen column, -1 none */
  gint8         board[TESTGAME_N_TILES];  /* owner of each tile, -1 free */
  guint         rounds_won[TESTGAME_MAX_PLAYERS];
} TestgameState;

/* The game, and its board (Cairo only). */
extern const LudusRules     testgame_rules;
extern const LudusBoardSpec testgame_board;

/* The value printed on a tile (0–8, row-major). */
int      testgame_tile_value        (guint                     tile);
/* The highest card value of a deck option. */
int      testgame_deck_max          (int                       deck_option);

/* Plain rules. */
guint    testgame_list_moves        (const TestgameState      *state,
                                     guint                     player,
                                     LudusMove                *moves);
void     testgame_score_parts       (const TestgameState      *state,
                                     int                      *tiles,
                                     int                      *lines,
                                     int                      *cards);


G_END_DECLS
