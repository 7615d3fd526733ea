/* testgame-rules.c: Tesserae's setup, moves, scoring and redaction
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "testgame-private.h"

/* Corners 2, edges 1, centre 3. */
static const int tile_values[TESTGAME_N_TILES] = { 2, 1, 2, 1, 3, 1, 2, 1, 2 };

/* The eight lines of the board: three rows, three columns, two diagonals. */
static const guint8 lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },
  { 0, 4, 8 }, { 2, 4, 6 },
};

int
testgame_tile_value (guint tile)
{
  g_return_val_if_fail (tile < TESTGAME_N_TILES, 0);
  return tile_values[tile];
}

int
testgame_deck_max (int deck_option)
{
  return deck_option == 1 ? 6 : 9;
}

static void
hand_insert (TestgameState *s,
             guint          player,
             guint8         card)
{
  guint i = s->n_hand[player];

  while (i > 0 && s->hand[player][i - 1] > card)
    {
      s->hand[player][i] = s->hand[player][i - 1];
      i--;
    }
  s->hand[player][i] = card;
  s->n_hand[player]++;
}

static gboolean
hand_remove (TestgameState *s,
             guint          player,
             guint8         card)
{
  for (guint i = 0; i < s->n_hand[player]; i++)
    if (s->hand[player][i] == card)
      {
        memmove (&s->hand[player][i], &s->hand[player][i + 1], s->n_hand[player] - i - 1);
        s->n_hand[player]--;
        s->hand[player][s->n_hand[player]] = 0;
        return TRUE;
      }
  return FALSE;
}

/* Takes a card from the deck at random, with the state's generator. */
static guint8
draw_card (TestgameState *s)
{
  guint index = ludus_rng_below (&s->rng, s->n_deck);
  guint8 card = s->deck[index];

  s->deck[index] = s->deck[s->n_deck - 1];
  s->deck[--s->n_deck] = 0;
  return card;
}

static void
deal (TestgameState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < testgame_data_get (NULL)->hand_size; i++)
      hand_insert (s, p, draw_card (s));
}

static guint
tile_count (const TestgameState *s,
            guint                player)
{
  guint n = 0;

  for (guint t = 0; t < TESTGAME_N_TILES; t++)
    if (s->board[t] == (int) player)
      n++;
  return n;
}

/* In seat order, the first seat without a starting tile; n_players when all have one. */
static guint
seat_placing (const TestgameState *s)
{
  guint p = 0;

  while (p < s->n_players && tile_count (s, p) > 0)
    p++;
  return p;
}

/* The core gives a zeroed state whose header holds its size and seat count. */
gboolean
testgame_setup (LudusState  *state,
                guint64      seed,
                const int   *options,
                GError     **error)
{
  TestgameState *s = (TestgameState *) state;
  int max = testgame_deck_max (options[TESTGAME_OPTION_DECK]);
  guint copies = TESTGAME_N_CARDS / (guint) max;

  memcpy (s->options, options, sizeof s->options);
  ludus_rng_init (&s->rng, seed);
  s->phase = TESTGAME_PHASE_PLAY;
  s->round = 1;
  s->winner = s->row = s->column = -1;
  memset (s->board, -1, sizeof s->board);
  memset (s->played, -1, sizeof s->played);
  memset (s->revealed, -1, sizeof s->revealed);
  memset (s->drawn, -1, sizeof s->drawn);

  for (int v = 1; v <= max; v++)
    for (guint c = 0; c < copies; c++)
      s->deck[s->n_deck++] = (guint8) v;

  /* With starting tiles, the cards are dealt once every seat has placed its tile. */
  if (options[TESTGAME_OPTION_SETUP])
    s->phase = TESTGAME_PHASE_SETUP;
  else
    deal (s);
  return TRUE;
}

gboolean
testgame_board_full (const TestgameState *s)
{
  for (guint t = 0; t < TESTGAME_N_TILES; t++)
    if (s->board[t] < 0)
      return FALSE;
  return TRUE;
}

static gboolean
row_has_free (const TestgameState *s,
              int                  row)
{
  for (int c = 0; c < 3; c++)
    if (s->board[row * 3 + c] < 0)
      return TRUE;
  return FALSE;
}

static guint
actors_of (const TestgameState *s)
{
  guint actors = 0;

  switch (s->phase)
    {
    case TESTGAME_PHASE_PLAY:
      for (guint p = 0; p < s->n_players; p++)
        if (s->played[p] < 0 && s->n_hand[p] > 0)
          actors |= 1u << p;
      return actors;
    case TESTGAME_PHASE_ROW:
    case TESTGAME_PHASE_COLUMN:
    case TESTGAME_PHASE_CONFIRM:
      return s->winner >= 0 ? 1u << s->winner : 0;
    case TESTGAME_PHASE_SETUP:
      return seat_placing (s) < s->n_players ? 1u << seat_placing (s) : 0;
    case TESTGAME_PHASE_OVER:
    default:
      return 0;
    }
}

static guint
add_move (LudusMove *moves,
          guint      n,
          int        kind,
          int        arg)
{
  memset (&moves[n], 0, sizeof moves[n]);
  moves[n].kind = kind;
  moves[n].args[0] = arg;
  return n + 1;
}

guint
testgame_actors (const LudusState *state)
{
  return actors_of ((const TestgameState *) state);
}

/**
 * testgame_list_moves:
 * @moves: room for %TESTGAME_MAX_MOVES moves
 *
 * Returns: how many moves @player may make now, written to @moves in a
 *   fixed order (no allocation)
 */
guint
testgame_list_moves (const TestgameState *s,
                     guint                player,
                     LudusMove           *moves)
{
  guint n = 0;

  if (player >= s->n_players || (actors_of (s) & (1u << player)) == 0)
    return 0;

  switch (s->phase)
    {
    case TESTGAME_PHASE_PLAY:
      for (guint i = 0; i < s->n_hand[player]; i++)
        if (s->hand[player][i] != 0 && (i == 0 || s->hand[player][i] != s->hand[player][i - 1]))
          n = add_move (moves, n, TESTGAME_MOVE_PLAY, s->hand[player][i]);
      break;
    case TESTGAME_PHASE_ROW:
      for (int r = 0; r < 3; r++)
        if (row_has_free (s, r))
          n = add_move (moves, n, TESTGAME_MOVE_ROW, r);
      n = add_move (moves, n, TESTGAME_MOVE_PASS, 0);
      break;
    case TESTGAME_PHASE_COLUMN:
      for (int c = 0; c < 3; c++)
        if (s->board[s->row * 3 + c] < 0)
          n = add_move (moves, n, TESTGAME_MOVE_COLUMN, c);
      break;
    case TESTGAME_PHASE_CONFIRM:
      n = add_move (moves, n, TESTGAME_MOVE_CONFIRM, 0);
      n = add_move (moves, n, TESTGAME_MOVE_PASS, 0);
      break;
    case TESTGAME_PHASE_SETUP:
      for (guint t = 0; t < TESTGAME_N_TILES; t += 2)
        if (t != 4 && s->board[t] < 0)
          n = add_move (moves, n, TESTGAME_MOVE_PLACE, (int) t);
      break;
    case TESTGAME_PHASE_OVER:
    default:
      break;
    }

  return n;
}

static gboolean
hands_empty (const TestgameState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->n_hand[p] > 0)
      return FALSE;
  return TRUE;
}

/* After the reveal, or after the claim: everyone draws, a new round starts. */
static void
end_round (TestgameState *s)
{
  s->row = s->column = -1;
  memset (s->drawn, -1, sizeof s->drawn);

  if (s->n_deck > 0)
    {
      /* A random draw: undo must not cross it. */
      s->epoch++;
      for (guint p = 0; p < s->n_players && s->n_deck > 0; p++)
        {
          guint8 card = draw_card (s);

          hand_insert (s, p, card);
          s->drawn[p] = (gint8) card;
        }
    }

  s->round++;
  if (testgame_board_full (s) || hands_empty (s))
    s->phase = TESTGAME_PHASE_OVER;
  else
    s->phase = TESTGAME_PHASE_PLAY;
}

/* Every seat has played: turn the cards up and find the highest unique one. */
static void
reveal (TestgameState *s)
{
  guint count[10] = { 0 };

  /* The cards were secret until now: undo must not cross this. */
  s->epoch++;
  s->winner = -1;
  for (guint p = 0; p < s->n_players; p++)
    {
      s->revealed[p] = s->played[p];
      if (s->played[p] > 0)
        {
          count[s->played[p]]++;
          s->n_discard++;
        }
      s->played[p] = -1;
    }

  for (int v = 9; v >= 1 && s->winner < 0; v--)
    if (count[v] == 1)
      for (guint p = 0; p < s->n_players; p++)
        if (s->revealed[p] == v)
          s->winner = (int) p;

  if (s->winner >= 0)
    {
      s->rounds_won[s->winner]++;
      s->phase = TESTGAME_PHASE_ROW;
    }
  else
    end_round (s);
}

void
testgame_legal_moves (const LudusState *state,
                      guint             player,
                      GArray           *moves)
{
  LudusMove list[TESTGAME_MAX_MOVES];
  guint n = testgame_list_moves ((const TestgameState *) state, player, list);

  g_array_append_vals (moves, list, n);
}

char *
testgame_explain_illegal (const LudusState *state,
                          guint             player,
                          const LudusMove  *move)
{
  const TestgameState *s = (const TestgameState *) state;

  if (move->kind == TESTGAME_MOVE_PLAY && s->phase == TESTGAME_PHASE_PLAY)
    return g_strdup_printf (_("Player %u holds no card of value %d"), player + 1, move->args[0]);
  if (move->kind == TESTGAME_MOVE_ROW && s->phase == TESTGAME_PHASE_ROW)
    return g_strdup_printf (_("Row %lld has no free tile"), (long long) move->args[0] + 1);
  if (move->kind == TESTGAME_MOVE_COLUMN && s->phase == TESTGAME_PHASE_COLUMN)
    return g_strdup_printf (_("The tile in row %d, column %lld is not free"), s->row + 1,
                            (long long) move->args[0] + 1);
  if (move->kind == TESTGAME_MOVE_PLACE && s->phase == TESTGAME_PHASE_SETUP)
    return g_strdup (_("A starting tile goes on a free corner"));
  return g_strdup (_("That kind of move is not possible at this step of the round"));
}

/* Trusted: move is one of testgame_legal_moves (state, player). */
void
testgame_apply (LudusState      *state,
                guint            player,
                const LudusMove *move)
{
  TestgameState *s = (TestgameState *) state;

  switch (move->kind)
    {
    case TESTGAME_MOVE_PLAY:
      hand_remove (s, player, (guint8) move->args[0]);
      s->played[player] = (gint8) move->args[0];
      if (actors_of (s) == 0)
        reveal (s);
      break;
    case TESTGAME_MOVE_ROW:
      s->row = move->args[0];
      s->phase = TESTGAME_PHASE_COLUMN;
      break;
    case TESTGAME_MOVE_COLUMN:
      s->column = move->args[0];
      s->phase = TESTGAME_PHASE_CONFIRM;
      break;
    case TESTGAME_MOVE_CONFIRM:
      s->board[s->row * 3 + s->column] = (gint8) player;
      end_round (s);
      break;
    case TESTGAME_MOVE_PASS:
      end_round (s);
      break;
    case TESTGAME_MOVE_PLACE:
      s->board[move->args[0]] = (gint8) player;
      if (seat_placing (s) == s->n_players)
        {
          /* The deal is random: undo must not cross it. */
          s->epoch++;
          deal (s);
          s->phase = TESTGAME_PHASE_PLAY;
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

guint
testgame_round (const LudusState *state)
{
  return ((const TestgameState *) state)->round;
}

gboolean
testgame_setup_decision (const LudusState *state,
                         guint             player)
{
  return ((const TestgameState *) state)->phase == TESTGAME_PHASE_SETUP;
}

gboolean
testgame_is_over (const LudusState *state)
{
  return ((const TestgameState *) state)->phase == TESTGAME_PHASE_OVER;
}

/**
 * testgame_score_parts:
 *
 * Each seat's points from tiles, complete lines and cards in hand.
 */
void
testgame_score_parts (const TestgameState *s,
                      int                 *tiles,
                      int                 *line_points,
                      int                 *cards)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      tiles[p] = 0;
      line_points[p] = 0;
      cards[p] = (int) s->n_hand[p];
    }

  for (guint t = 0; t < TESTGAME_N_TILES; t++)
    if (s->board[t] >= 0)
      tiles[s->board[t]] += tile_values[t];

  if (s->options[TESTGAME_OPTION_LINES])
    for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
      {
        int owner = s->board[lines[l][0]];

        if (owner >= 0 && s->board[lines[l][1]] == owner && s->board[lines[l][2]] == owner)
          line_points[owner] += TESTGAME_LINE_POINTS;
      }
}

void
testgame_scores (const LudusState *state,
                 int              *scores)
{
  const TestgameState *s = (const TestgameState *) state;
  int tiles[TESTGAME_MAX_PLAYERS], line_points[TESTGAME_MAX_PLAYERS], cards[TESTGAME_MAX_PLAYERS];

  testgame_score_parts (s, tiles, line_points, cards);
  for (guint p = 0; p < s->n_players; p++)
    scores[p] = tiles[p] + line_points[p] + cards[p];
}

/* By score, then by the number of tiles; still tied seats share a rank. */
void
testgame_ranks (const LudusState *state,
                guint            *ranks)
{
  const TestgameState *s = (const TestgameState *) state;
  int score[TESTGAME_MAX_PLAYERS];

  testgame_scores (state, score);

  for (guint p = 0; p < s->n_players; p++)
    {
      ranks[p] = 0;
      for (guint q = 0; q < s->n_players; q++)
        if (score[q] > score[p] ||
            (score[q] == score[p] && tile_count (s, q) > tile_count (s, p)))
          ranks[p]++;
    }
}

/**
 * testgame_redact:
 * @viewer: the seat looking, or -1
 *
 * Hides the other seats' hands, face-down cards and draws, the deck and the
 * random generator (which would tell the coming draws).
 */
void
testgame_redact (LudusState *state,
                 int         viewer)
{
  TestgameState *s = (TestgameState *) state;

  for (guint p = 0; p < s->n_players && p < TESTGAME_MAX_PLAYERS; p++)
    {
      if ((int) p == viewer)
        continue;
      memset (s->hand[p], 0, sizeof s->hand[p]);
      if (s->played[p] > 0)
        s->played[p] = 0;
      if (s->drawn[p] > 0)
        s->drawn[p] = 0;
    }
  memset (s->deck, 0, sizeof s->deck);
  ludus_rng_init (&s->rng, 0);
}

static void
sort_cards (guint8 *cards,
            guint   n)
{
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && cards[j - 1] > cards[j]; j--)
      {
        guint8 t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
}

/* Puts a card in the first hidden place of a hand; the hand stays sorted. */
static void
deal_hidden (TestgameState *s,
             guint          player,
             guint8         card)
{
  hand_remove (s, player, 0);
  hand_insert (s, player, card);
}

/**
 * testgame_determinize:
 * @seat: whose knowledge is kept
 * @rng: what the unseen cards are drawn from
 *
 * Gathers every card @seat cannot see — the deck, the other hands, the cards
 * played face down by the others — sorts them, and deals them again at
 * random into the same places: each hand keeps its size, a face-down card stays face down,
 * and the other seats' last draws are cards of their new hands.
 */
void
testgame_determinize (LudusState *state,
                      guint       seat,
                      LudusRng   *rng)
{
  TestgameState *s = (TestgameState *) state;
  guint8 pool[TESTGAME_N_CARDS];
  guint n = 0, next = 0;

  for (guint i = 0; i < s->n_deck; i++)
    pool[n++] = s->deck[i];
  for (guint p = 0; p < s->n_players; p++)
    {
      if (p == seat)
        continue;
      for (guint i = 0; i < s->n_hand[p]; i++)
        pool[n++] = s->hand[p][i];
      if (s->played[p] > 0)
        pool[n++] = (guint8) s->played[p];
    }
  /* Sorted first, so that what is dealt depends on the seat's view alone. */
  sort_cards (pool, n);
  ludus_rng_shuffle (rng, pool, n, 1);

  testgame_redact (state, (int) seat);
  for (guint p = 0; p < s->n_players; p++)
    {
      guint held = s->n_hand[p];

      if (p == seat)
        continue;
      for (guint i = 0; i < held; i++)
        deal_hidden (s, p, pool[next++]);
      if (s->played[p] == 0)
        s->played[p] = (gint8) pool[next++];
      if (s->drawn[p] == 0 && held > 0)
        s->drawn[p] = (gint8) s->hand[p][ludus_rng_below (rng, held)];
    }
  for (guint i = 0; i < s->n_deck; i++)
    s->deck[i] = pool[next++];
}
