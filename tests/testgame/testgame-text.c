/* testgame-text.c: Tesserae's log lines, prompts, seat summaries and rules
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "testgame-private.h"

static char *
cards_text (const guint8 *cards,
            guint         n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, i == 0 ? "%d" : ", %d", cards[i]);
  return g_string_free (text, FALSE);
}

/* What the cards showed when they were turned up, and who won. */
static char *
describe_reveal (const TestgameState *after)
{
  GString *values = g_string_new (NULL);
  g_autofree char *list = NULL;

  for (guint p = 0; p < after->n_players; p++)
    if (after->revealed[p] > 0)
      g_string_append_printf (values, values->len == 0 ? "%d" : ", %d", after->revealed[p]);
  list = g_string_free (values, FALSE);

  if (after->winner >= 0)
    return g_strdup_printf (/* Translators: %s is a list of card values, %d a seat number */
                            _("The cards are turned up: %s. Player %d wins the round."),
                            list, after->winner + 1);
  return g_strdup_printf (/* Translators: %s is a list of card values */
                          _("The cards are turned up: %s. No card is unique, so no one wins."),
                          list);
}

static char *
describe_draw (const TestgameState *before,
               const TestgameState *after,
               int                  viewer)
{
  /* A new round starts with the draw (if the deck still has cards). */
  if (after->round == before->round || after->drawn[0] < 0)
    return NULL;
  if (viewer >= 0 && (guint) viewer < after->n_players && after->drawn[viewer] > 0)
    return g_strdup_printf (_("Everyone draws a card; you draw a %d."), after->drawn[viewer]);
  return g_strdup (_("Everyone draws a card."));
}

static char *
describe_action (const TestgameState *before,
                 guint                player,
                 const LudusMove     *move,
                 int                  viewer)
{
  switch (move->kind)
    {
    case TESTGAME_MOVE_PLAY:
      if (viewer == (int) player)
        return g_strdup_printf (_("Plays a %d face down."), move->args[0]);
      return g_strdup (_("Plays a card face down."));
    case TESTGAME_MOVE_ROW:
      return g_strdup_printf (_("Chooses row %d."), move->args[0] + 1);
    case TESTGAME_MOVE_COLUMN:
      return g_strdup_printf (_("Chooses column %d."), move->args[0] + 1);
    case TESTGAME_MOVE_CONFIRM:
      return g_strdup_printf (_("Takes the tile in row %d, column %d (worth %d)."),
                              before->row + 1, before->column + 1,
                              testgame_tile_value ((guint) (before->row * 3 + before->column)));
    case TESTGAME_MOVE_PASS:
      return g_strdup (_("Passes and takes no tile."));
    case TESTGAME_MOVE_PLACE:
      return g_strdup_printf (_("Places a starting tile in row %d, column %d."),
                              move->args[0] / 3 + 1, move->args[0] % 3 + 1);
    default:
      return g_strdup (_("Makes an unknown move."));
    }
}

char *
testgame_describe_move (const LudusState *before_state,
                        const LudusState *after_state,
                        guint             player,
                        const LudusMove  *move,
                        int               viewer)
{
  const TestgameState *before = (const TestgameState *) before_state;
  const TestgameState *after = (const TestgameState *) after_state;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *action = describe_action (before, player, move, viewer);
  g_autofree char *draw = NULL;

  g_string_append (text, action);
  /* The last card of a round turns all of them up. */
  if (move->kind == TESTGAME_MOVE_PLAY &&
      (after->phase != TESTGAME_PHASE_PLAY || after->round != before->round))
    {
      g_autofree char *shown = describe_reveal (after);

      g_string_append_printf (text, " %s", shown);
    }

  draw = describe_draw (before, after, viewer);
  if (draw != NULL)
    g_string_append_printf (text, " %s", draw);
  if (before->phase == TESTGAME_PHASE_SETUP && after->phase == TESTGAME_PHASE_PLAY)
    g_string_append_printf (text, " %s", _("The cards are dealt."));
  if (after->phase == TESTGAME_PHASE_OVER && before->phase != TESTGAME_PHASE_OVER)
    g_string_append_printf (text, " %s", _("The game is over."));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
testgame_prompt (const LudusState *state,
                 int               viewer)
{
  const TestgameState *s = (const TestgameState *) state;
  gboolean acting = viewer >= 0 && (testgame_actors (state) & (1u << viewer)) != 0;

  switch (s->phase)
    {
    case TESTGAME_PHASE_PLAY:
      if (acting)
        return g_strdup (_("Choose a card to play face down."));
      if (viewer >= 0 && (guint) viewer < s->n_players && s->played[viewer] >= 0)
        return g_strdup (_("Waiting for the others to play their cards."));
      return g_strdup (_("The players are choosing their cards."));
    case TESTGAME_PHASE_ROW:
      if (acting)
        return g_strdup (_("You won the round: choose a row for your tile, or pass."));
      return g_strdup_printf (_("Player %d is claiming a tile."), s->winner + 1);
    case TESTGAME_PHASE_COLUMN:
      if (acting)
        return g_strdup_printf (_("Choose a free tile in row %d."), s->row + 1);
      return g_strdup_printf (_("Player %d is claiming a tile."), s->winner + 1);
    case TESTGAME_PHASE_CONFIRM:
      if (acting)
        return g_strdup_printf (_("Take the tile in row %d, column %d? Confirm, or pass."),
                                s->row + 1, s->column + 1);
      return g_strdup_printf (_("Player %d is claiming a tile."), s->winner + 1);
    case TESTGAME_PHASE_SETUP:
      if (acting)
        return g_strdup (_("Choose a free corner for your starting tile."));
      return g_strdup (_("The players are placing their starting tiles."));
    case TESTGAME_PHASE_OVER:
    default:
      return g_strdup (_("The game is over."));
    }
}

char *
testgame_describe_player (const LudusState *state,
                          guint             player,
                          int               viewer)
{
  const TestgameState *s = (const TestgameState *) state;
  g_autoptr(GString) text = g_string_new (NULL);
  guint tiles = 0;

  for (guint t = 0; t < TESTGAME_N_TILES; t++)
    if (s->board[t] == (int) player)
      tiles++;

  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE, "%u card in hand", "%u cards in hand",
                                       s->n_hand[player]),
                          s->n_hand[player]);
  g_string_append (text, ", ");
  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", tiles),
                          tiles);

  if (viewer == (int) player && s->n_hand[player] > 0 && s->hand[player][0] != 0)
    {
      g_autofree char *cards = cards_text (s->hand[player], s->n_hand[player]);

      g_string_append (text, "; ");
      g_string_append_printf (text, _("hand: %s"), cards);
    }

  if (s->phase == TESTGAME_PHASE_PLAY && s->played[player] >= 0)
    {
      g_string_append (text, "; ");
      g_string_append (text, _("has played"));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

GPtrArray *
testgame_breakdown (const LudusState *state)
{
  const TestgameState *s = (const TestgameState *) state;
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);
  int parts[3][TESTGAME_MAX_PLAYERS];
  const char *labels[3] = {
    _("Tiles"),
    _("Lines"),
    /* Translators: a score row: one point per card left in hand */
    _("Cards in hand"),
  };

  testgame_score_parts (s, parts[0], parts[1], parts[2]);
  for (guint r = 0; r < 3; r++)
    {
      LudusScoreRow *row = ludus_score_row_new (labels[r]);

      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = parts[r][p];
      g_ptr_array_add (rows, row);
    }
  return rows;
}

/* The rules in sections; the ids name them for the decision at hand (testgame_rules_section). */
GPtrArray *
testgame_rules_sections (void)
{
  GPtrArray *sections = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_rules_section_free);
  const struct
  {
    const char *id;
    const char *title;
    const char *text;
  } parts[] = {
    { "overview", _("Overview"),
      _("A deck of 18 cards (two each of 1 to 9, or three each of 1 to 6 with the low deck) is "
        "shuffled and every player gets 3 cards, which only they see.") },
    { "setup", _("Starting tiles"),
      _("With starting tiles, before the cards are dealt each player in turn places a tile on a "
        "free corner of the board. Nothing is secret yet: the cards are dealt afterwards.") },
    { "play", _("Playing a card"),
      _("Each round, everyone who holds a card plays one face down, all at once. The cards are "
        "then turned up: the highest value played by exactly one player wins.") },
    { "claim", _("Claiming a tile"),
      _("The winner may take a free tile of the 3×3 board: choose a row, choose a column, then "
        "confirm — or pass. Then everyone draws a card while the deck lasts.") },
    { "end", _("End and score"),
      _("The game ends when the board is full or no one holds a card. Score: the value of each "
        "tile you own (corners 2, edges 1, centre 3), 3 points for each complete row, column or "
        "diagonal you own (if lines score), and 1 point per card left in hand. Ties go to the "
        "player with more tiles.") },
    { "about", _("About"), _("Tesserae is a small game made for testing Ludus.") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *markup = g_markup_escape_text (parts[i].text, -1);

      g_ptr_array_add (sections, ludus_rules_section_new (parts[i].id, parts[i].title, markup));
    }
  return sections;
}

const char *
testgame_rules_section (const LudusState *state,
                        int               viewer)
{
  switch (((const TestgameState *) state)->phase)
    {
    case TESTGAME_PHASE_SETUP:
      return "setup";
    case TESTGAME_PHASE_PLAY:
      return "play";
    case TESTGAME_PHASE_ROW:
    case TESTGAME_PHASE_COLUMN:
    case TESTGAME_PHASE_CONFIRM:
      return "claim";
    case TESTGAME_PHASE_OVER:
    default:
      return "end";
    }
}
