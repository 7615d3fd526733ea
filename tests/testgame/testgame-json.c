/* testgame-json.c: Tesserae's state as JSON, validated on load
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The form (card value 0 is a card the viewer may not see):
 *
 *   { "players": 2..4, "options": { "lines": 0|1, "deck": 0|1, "setup": 1 (only when on) },
 *     "rng": [ four hex strings ], "phase": "play"|"row"|"column"|"confirm"|"over"|"setup",
 *     "round": n >= 1, "epoch": n, "deck": [ cards ], "hands": [ [ cards ] per seat ],
 *     "played": [ -1 | 0 | value per seat ], "revealed": [ -1 | value per seat ],
 *     "drawn": [ -1 | 0 | value per seat ], "discarded": n,
 *     "winner": -1 | seat, "row": -1 | 0..2, "column": -1 | 0..2,
 *     "board": [ nine of -1 | seat ], "rounds_won": [ n per seat ] }
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "testgame-private.h"

static const char *const phase_names[] = { "play", "row", "column", "confirm", "over", "setup" };

static void
add_int_array (JsonBuilder  *b,
               const char   *name,
               const gint8  *values,
               guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, values[i]);
  json_builder_end_array (b);
}

static void
add_cards (JsonBuilder  *b,
           const guint8 *cards,
           guint         n)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, cards[i]);
  json_builder_end_array (b);
}

JsonNode *
testgame_to_json (const LudusState *state)
{
  const TestgameState *s = (const TestgameState *) state;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, s->n_players);
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "lines");
  json_builder_add_int_value (b, s->options[TESTGAME_OPTION_LINES]);
  json_builder_set_member_name (b, "deck");
  json_builder_add_int_value (b, s->options[TESTGAME_OPTION_DECK]);
  /* Only when on, so that states from before the option are written as they were. */
  if (s->options[TESTGAME_OPTION_SETUP])
    {
      json_builder_set_member_name (b, "setup");
      json_builder_add_int_value (b, 1);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "rng");
  json_builder_add_value (b, ludus_rng_to_json (&s->rng));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, phase_names[s->phase]);
  json_builder_set_member_name (b, "round");
  json_builder_add_int_value (b, s->round);
  json_builder_set_member_name (b, "epoch");
  json_builder_add_int_value (b, s->epoch);
  json_builder_set_member_name (b, "deck");
  add_cards (b, s->deck, s->n_deck);
  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    add_cards (b, s->hand[p], s->n_hand[p]);
  json_builder_end_array (b);
  add_int_array (b, "played", s->played, s->n_players);
  add_int_array (b, "revealed", s->revealed, s->n_players);
  add_int_array (b, "drawn", s->drawn, s->n_players);
  json_builder_set_member_name (b, "discarded");
  json_builder_add_int_value (b, s->n_discard);
  json_builder_set_member_name (b, "winner");
  json_builder_add_int_value (b, s->winner);
  json_builder_set_member_name (b, "row");
  json_builder_add_int_value (b, s->row);
  json_builder_set_member_name (b, "column");
  json_builder_add_int_value (b, s->column);
  add_int_array (b, "board", s->board, TESTGAME_N_TILES);
  json_builder_set_member_name (b, "rounds_won");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    json_builder_add_int_value (b, s->rounds_won[p]);
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

/* Sets a BAD_STATE error from a translated format naming a member. */
#define bad(error, ...) ludus_game_error_set ((error), LUDUS_GAME_ERROR_BAD_STATE, NULL, __VA_ARGS__)

static gboolean
read_int (JsonNode    *node,
          const char  *member,
          gint64       min,
          gint64       max,
          gint64      *value,
          GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    {
      return bad (error, _("Tesserae state: “%s” is missing or not an integer"), member);
    }
  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, *value);

      return bad (error, _("Tesserae state: “%s” is %s, outside %d…%d"),
                  member, text, (int) min, (int) max);
    }
  return TRUE;
}

static gboolean
read_member_int (JsonObject  *object,
                 const char  *member,
                 gint64       min,
                 gint64       max,
                 gint64      *value,
                 GError     **error)
{
  return read_int (json_object_get_member (object, member), member, min, max, value, error);
}

static JsonArray *
read_array (JsonObject  *object,
            const char  *member,
            guint        min_length,
            guint        max_length,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;
  guint n;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      bad (error, _("Tesserae state: “%s” is missing or not an array"), member);
      return NULL;
    }
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n < min_length || n > max_length)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   _("Tesserae state: “%s” has %u elements, not %u…%u"),
                   member, n, min_length, max_length);
      return NULL;
    }
  return array;
}

/* Reads an array of exactly n small integers in [min, max]. */
static gboolean
read_small_ints (JsonObject  *object,
                 const char  *member,
                 guint        n,
                 int          min,
                 int          max,
                 int         *values,
                 GError     **error)
{
  JsonArray *array = read_array (object, member, n, n, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      gint64 v = 0;

      if (!read_int (json_array_get_element (array, i), where, min, max, &v, error))
        return FALSE;
      values[i] = (int) v;
    }
  return TRUE;
}

static gboolean
read_cards (JsonArray   *array,
            const char  *member,
            int          max,
            guint8      *cards,
            guint       *n_cards,
            GError     **error)
{
  guint n = json_array_get_length (array);

  if (n > TESTGAME_N_CARDS)
    return bad (error, _("Tesserae state: “%s” holds more cards than the deck has"), member);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      gint64 v = 0;

      if (!read_int (json_array_get_element (array, i), where, 0, max, &v, error))
        return FALSE;
      cards[i] = (guint8) v;
    }
  *n_cards = n;
  return TRUE;
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

static gboolean
read_options_and_phase (JsonObject     *o,
                        TestgameState  *s,
                        GError        **error)
{
  JsonNode *node;
  JsonObject *options;
  const char *phase;
  gint64 v;

  if (!read_member_int (o, "players", 2, TESTGAME_MAX_PLAYERS, &v, error))
    return FALSE;
  s->n_players = (guint8) v;

  node = json_object_get_member (o, "options");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, _("Tesserae state: “%s” is missing or not an object"), "options");
  options = json_node_get_object (node);
  if (!read_member_int (options, "lines", 0, 1, &v, error))
    return FALSE;
  s->options[TESTGAME_OPTION_LINES] = (int) v;
  if (!read_member_int (options, "deck", 0, 1, &v, error))
    return FALSE;
  s->options[TESTGAME_OPTION_DECK] = (int) v;
  if (json_object_has_member (options, "setup"))
    {
      if (!read_member_int (options, "setup", 0, 1, &v, error))
        return FALSE;
      s->options[TESTGAME_OPTION_SETUP] = (int) v;
    }

  if (!ludus_rng_from_json (&s->rng, json_object_get_member (o, "rng"), error))
    return FALSE;

  node = json_object_get_member (o, "phase");
  phase = node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
          json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
  s->phase = G_N_ELEMENTS (phase_names);
  for (guint i = 0; phase != NULL && i < G_N_ELEMENTS (phase_names); i++)
    if (g_str_equal (phase, phase_names[i]))
      s->phase = i;
  if (s->phase == G_N_ELEMENTS (phase_names))
    return bad (error, _("Tesserae state: “%s” is not one of play, row, column, confirm, over, "
                         "setup"), "phase");

  if (!read_member_int (o, "round", 1, 1000, &v, error))
    return FALSE;
  s->round = (guint) v;
  if (!read_member_int (o, "epoch", 0, G_MAXINT32, &v, error))
    return FALSE;
  s->epoch = (guint32) v;
  return TRUE;
}

static gboolean
read_cards_and_board (JsonObject     *o,
                      TestgameState  *s,
                      GError        **error)
{
  int max = testgame_deck_max (s->options[TESTGAME_OPTION_DECK]);
  int values[TESTGAME_N_TILES];
  JsonArray *array;
  gint64 v;

  if ((array = read_array (o, "deck", 0, TESTGAME_N_CARDS, error)) == NULL ||
      !read_cards (array, "deck", max, s->deck, &s->n_deck, error))
    return FALSE;

  if ((array = read_array (o, "hands", s->n_players, s->n_players, error)) == NULL)
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *hand = json_array_get_element (array, p);
      g_autofree char *where = g_strdup_printf ("hands[%u]", p);

      if (!JSON_NODE_HOLDS_ARRAY (hand))
        return bad (error, _("Tesserae state: “%s” is missing or not an array"), where);
      if (!read_cards (json_node_get_array (hand), where, max, s->hand[p], &s->n_hand[p], error))
        return FALSE;
      qsort (s->hand[p], s->n_hand[p], 1, compare_cards);
    }

  if (!read_small_ints (o, "played", s->n_players, -1, max, values, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    s->played[p] = (gint8) values[p];
  if (!read_small_ints (o, "revealed", s->n_players, -1, max, values, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    s->revealed[p] = (gint8) values[p];
  if (!read_small_ints (o, "drawn", s->n_players, -1, max, values, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    s->drawn[p] = (gint8) values[p];

  if (!read_member_int (o, "discarded", 0, TESTGAME_N_CARDS, &v, error))
    return FALSE;
  s->n_discard = (guint) v;
  if (!read_member_int (o, "winner", -1, s->n_players - 1, &v, error))
    return FALSE;
  s->winner = (int) v;
  if (!read_member_int (o, "row", -1, 2, &v, error))
    return FALSE;
  s->row = (int) v;
  if (!read_member_int (o, "column", -1, 2, &v, error))
    return FALSE;
  s->column = (int) v;

  if (!read_small_ints (o, "board", TESTGAME_N_TILES, -1, (int) s->n_players - 1, values, error))
    return FALSE;
  for (guint t = 0; t < TESTGAME_N_TILES; t++)
    s->board[t] = (gint8) values[t];

  if (!read_small_ints (o, "rounds_won", s->n_players, 0, 1000, values, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    s->rounds_won[p] = (guint) values[p];
  return TRUE;
}

/* Nothing created or lost: every card is in the deck, a hand, on the table
 * or discarded, and no value appears more often than the deck holds it. */
static gboolean
check_cards (const TestgameState  *s,
             GError              **error)
{
  int max = testgame_deck_max (s->options[TESTGAME_OPTION_DECK]);
  guint copies = TESTGAME_N_CARDS / (guint) max;
  guint count[10] = { 0 };
  guint total = s->n_deck + s->n_discard;

  for (guint i = 0; i < s->n_deck; i++)
    count[s->deck[i]]++;
  for (guint p = 0; p < s->n_players; p++)
    {
      total += s->n_hand[p] + (s->played[p] >= 0 ? 1 : 0);
      for (guint i = 0; i < s->n_hand[p]; i++)
        count[s->hand[p][i]]++;
      if (s->played[p] > 0)
        count[s->played[p]]++;
    }

  if (total != TESTGAME_N_CARDS)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                   _("Tesserae state: the deck, hands, played and discarded cards add up to "
                     "%u cards, not %d"), total, TESTGAME_N_CARDS);
      return FALSE;
    }
  for (int v = 1; v <= max; v++)
    if (count[v] > copies)
      {
        g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                     _("Tesserae state: there are %u cards of value %d, but the deck has "
                       "only %u"), count[v], v, copies);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_phase (const TestgameState  *s,
             GError              **error)
{
  gboolean claiming = s->phase == TESTGAME_PHASE_ROW || s->phase == TESTGAME_PHASE_COLUMN ||
                      s->phase == TESTGAME_PHASE_CONFIRM;

  for (guint p = 0; p < s->n_players; p++)
    if (s->phase != TESTGAME_PHASE_PLAY && s->played[p] >= 0)
      return bad (error, _("Tesserae state: “%s” holds a card outside the play step"), "played");

  if (claiming && s->winner < 0)
    return bad (error, _("Tesserae state: “%s” must name the seat claiming a tile"), "winner");
  if ((s->phase == TESTGAME_PHASE_COLUMN || s->phase == TESTGAME_PHASE_CONFIRM) != (s->row >= 0))
    return bad (error, _("Tesserae state: “%s” must be set exactly while a column is chosen "
                               "or confirmed"), "row");
  if ((s->phase == TESTGAME_PHASE_CONFIRM) != (s->column >= 0))
    return bad (error, _("Tesserae state: “%s” must be set exactly while a claim is confirmed"),
                "column");
  if (s->phase == TESTGAME_PHASE_CONFIRM && s->board[s->row * 3 + s->column] >= 0)
    return bad (error, _("Tesserae state: “%s” names a tile that is already taken"), "column");
  if (claiming && testgame_board_full (s))
    return bad (error, _("Tesserae state: “%s” is full, so no tile can be claimed"), "board");
  if (s->phase == TESTGAME_PHASE_PLAY && testgame_actors ((const LudusState *) s) == 0)
    return bad (error, _("Tesserae state: “%s” leaves no one to play, but the round is not "
                               "over"), "played");
  if (s->phase == TESTGAME_PHASE_SETUP &&
      (!s->options[TESTGAME_OPTION_SETUP] || testgame_actors ((const LudusState *) s) == 0))
    return bad (error, _("Tesserae state: “%s” is the setup, but no one has a starting tile "
                         "to place"), "phase");
  for (guint p = 0; s->phase == TESTGAME_PHASE_SETUP && p < s->n_players; p++)
    if (s->n_hand[p] > 0)
      return bad (error, _("Tesserae state: “%s” holds cards before they are dealt"), "hands");
  return TRUE;
}

gboolean
testgame_from_json (LudusState  *state,
                    JsonNode    *node,
                    GError     **error)
{
  TestgameState *s = (TestgameState *) state;
  JsonObject *o;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      bad (error, _("Tesserae state: “%s” is missing or not an object"), "(root)");
      return FALSE;
    }
  o = json_node_get_object (node);

  memset (s->played, -1, sizeof s->played);
  memset (s->revealed, -1, sizeof s->revealed);
  memset (s->drawn, -1, sizeof s->drawn);
  if (!read_options_and_phase (o, s, error) ||
      !read_cards_and_board (o, s, error) ||
      !check_cards (s, error) ||
      !check_phase (s, error))
    return FALSE;

  return TRUE;
}
