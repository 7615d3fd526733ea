/* pn-test-util.c: shared helpers of the Porta Nigra tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

const PnData *
pn_test_data (void)
{
  g_autoptr(GError) error = NULL;
  const PnData *d = pn_data_get (&error);

  g_assert_no_error (error);
  return d;
}

LudusGame *
pn_test_game (void)
{
  static LudusGame *game;

  if (game == NULL)
    game = ludus_rules_game_new (&pn_rules, NULL);
  return game;
}

void
pn_test_check (const PnState *s)
{
  g_autoptr(GError) error = NULL;

  pn_check_state (s, pn_test_data (), &error);
  g_assert_no_error (error);
}

gboolean
pn_test_round_trip (LudusGame        *game,
                    const LudusState *state,
                    GError          **error)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, error);
  g_autoptr(LudusState) loaded = NULL;

  if (parsed == NULL)
    return FALSE;
  loaded = ludus_game_state_from_json (game, parsed, error);
  if (loaded == NULL)
    return FALSE;
  if (memcmp (loaded, state, sizeof (PnState)) != 0)
    {
      for (gsize i = 0; i < sizeof (PnState); i++)
        if (((const guint8 *) loaded)[i] != ((const guint8 *) state)[i])
          {
            g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                         "round trip differs first at byte %" G_GSIZE_FORMAT, i);
            break;
          }
      return FALSE;
    }
  return TRUE;
}

PnState *
pn_test_load (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  LudusState *state;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  state = ludus_game_state_from_json (pn_test_game (), json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return (PnState *) state;
}

PnState *
pn_test_blank (guint n_players)
{
  g_autofree char *name = g_strdup_printf ("blank-%up", n_players);

  return pn_test_load (name);
}

PnState *
pn_test_make_blank (guint n_players)
{
  const PnData *d = pn_test_data ();
  PnState *s = (PnState *) ludus_state_new (sizeof (PnState), n_players);
  g_autoptr(GError) error = NULL;

  pn_setup (s, d, n_players, 1, 0, &error);
  g_assert_no_error (error);
  for (int c = 0; c < PN_N_SHOPS; c++)
    {
      s->supply += s->shop[c];
      s->shop[c] = 0;
      s->refill_added[c] = 0;
    }
  s->refill_cards = 0;
  s->refill_building = 0;
  s->refill_honor = 0;
  for (guint p = 0; p < n_players; p++)
    {
      PnPlayer *pl = &s->players[p];

      pl->builder = (gint8) p;
      for (int i = 0; i < pl->n_hand; i++)
        pl->deck[pl->n_deck++] = pl->hand[i];
      pn_sort_cards (pl->deck, pl->n_deck);
      pl->n_hand = 0;
      for (int i = 0; i < 2; i++)
        pl->hand[pl->n_hand++] = pl->deck[i];
      memmove (pl->deck, pl->deck + 2, pl->n_deck - 2);
      pl->n_deck -= 2;
      memset (pl->deck + pl->n_deck, PN_NONE, PN_DECK_SIZE - pl->n_deck);
    }
  s->phase = PN_PHASE_ACTION;
  pn_test_check (s);
  return s;
}

static LudusMove
make_move (int kind,
           int a0,
           int a1,
           int a2,
           int a3,
           int a4)
{
  LudusMove m = { kind, { a0, a1, a2, a3, a4, 0 } };

  return m;
}

void
pn_test_move (PnState *s,
              guint    player,
              int      kind,
              int      a0,
              int      a1,
              int      a2,
              int      a3,
              int      a4)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = make_move (kind, a0, a1, a2, a3, a4);

  ludus_game_apply (pn_test_game (), (LudusState *) s, player, &m, &error);
  g_assert_no_error (error);
  pn_test_check (s);
}

void
pn_test_refused (PnState *s,
                 guint    player,
                 int      kind,
                 int      a0,
                 int      a1,
                 int      a2,
                 int      a3,
                 int      a4)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = make_move (kind, a0, a1, a2, a3, a4);
  g_autofree PnState *copy = g_memdup2 (s, sizeof *s);

  g_assert_false (ludus_game_apply (pn_test_game (), (LudusState *) s, player, &m, &error));
  g_assert_nonnull (error);
  g_assert_cmpmem (s, sizeof *s, copy, sizeof *copy);
}

gboolean
pn_test_is_legal (const PnState *s,
                  guint          player,
                  int            kind,
                  int            a0,
                  int            a1,
                  int            a2,
                  int            a3,
                  int            a4)
{
  LudusMove m = make_move (kind, a0, a1, a2, a3, a4);

  return ludus_game_is_legal (pn_test_game (), (const LudusState *) s, player, &m);
}

guint
pn_test_count_kind (const PnState *s,
                    guint          player,
                    int            kind)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint n = 0;

  ludus_game_legal_moves (pn_test_game (), (const LudusState *) s, player, moves);
  for (guint i = 0; i < moves->len; i++)
    n += g_array_index (moves, LudusMove, i).kind == kind;
  return n;
}

void
pn_test_shops (PnState *s,
               int      black,
               int      blue,
               int      red,
               int      yellow,
               int      white)
{
  int want[PN_N_SHOPS] = { black, blue, red, yellow, white };

  for (int c = 0; c < PN_N_SHOPS; c++)
    {
      s->supply += s->shop[c];
      g_assert_cmpint (s->supply, >=, want[c]);
      s->supply -= (guint8) want[c];
      s->shop[c] = (guint8) want[c];
    }
}

void
pn_test_bricks (PnState *s,
                guint    player,
                int      color,
                int      n)
{
  s->supply += s->players[player].bricks[color];
  g_assert_cmpint (s->supply, >=, n);
  s->supply -= (guint8) n;
  s->players[player].bricks[color] = (guint8) n;
}

void
pn_test_element (PnState *s,
                 guint    player,
                 int      site,
                 int      height)
{
  PnPlayer *pl = &s->players[player];

  g_assert_cmpint (s->site_owner[site], ==, PN_NONE);
  g_assert_cmpint (s->supply, >=, height);
  s->supply -= (guint8) height;
  s->site_owner[site] = (gint8) player;
  s->site_height[site] = (guint8) height;
  if (pl->romans > 0)
    pl->romans--;
  else
    pl->reserve--;
}

void
pn_test_hand (PnState *s,
              guint    player,
              int      card1,
              int      card2)
{
  PnPlayer *pl = &s->players[player];
  gint8 pool[PN_DECK_SIZE + PN_HAND_MAX];
  guint n = 0;

  for (int i = 0; i < pl->n_hand; i++)
    pool[n++] = pl->hand[i];
  for (int i = 0; i < pl->n_deck; i++)
    pool[n++] = pl->deck[i];
  for (int i = 0; i < pl->n_discard; i++)
    pool[n++] = pl->discard[i];
  pn_sort_cards (pool, n);
  memset (pl->hand, PN_NONE, sizeof pl->hand);
  memset (pl->deck, PN_NONE, sizeof pl->deck);
  memset (pl->discard, PN_NONE, sizeof pl->discard);
  pl->n_hand = pl->n_deck = pl->n_discard = 0;
  for (guint i = 0; i < n; i++)
    if (pool[i] == card1 || (pool[i] == card2 && card2 >= 0))
      pl->hand[pl->n_hand++] = pool[i];
    else
      pl->deck[pl->n_deck++] = pool[i];
  g_assert_cmpint (pl->n_hand, ==, card2 >= 0 ? 2 : 1);
}

/* Where a card of a group is: its list, and its index there. */
static gint8 *
find_card (gint8  *list,
           guint8  n,
           int     card)
{
  for (int i = 0; i < n; i++)
    if (list[i] == card)
      return &list[i];
  return NULL;
}

static void
remove_card (gint8  *list,
             guint8 *n,
             gint8  *at)
{
  int i = (int) (at - list);

  memmove (&list[i], &list[i + 1], (gsize) (*n - i - 1));
  list[--*n] = PN_NONE;
}

/* Puts card into display[slot]; what was there takes the card's place in
 * the deck or the display. */
static void
put_on_display (gint8  *deck,
                guint8 *n_deck,
                gint8  *display,
                int     n_display,
                int     slot,
                int     card)
{
  gint8 *at = find_card (deck, *n_deck, card);
  gint8 old = display[slot];

  if (at == NULL)
    {
      at = find_card (display, (guint8) n_display, card);
      g_assert_nonnull (at);
      *at = old;
    }
  else if (old == PN_NONE)
    remove_card (deck, n_deck, at);
  else
    *at = old;
  display[slot] = (gint8) card;
}

/* Takes card out of the deck, or leaves its display slot empty. */
static void
take_card (gint8  *deck,
           guint8 *n_deck,
           gint8  *display,
           int     n_display,
           int     card)
{
  gint8 *at = find_card (deck, *n_deck, card);

  if (at != NULL)
    {
      remove_card (deck, n_deck, at);
      return;
    }
  at = find_card (display, (guint8) n_display, card);
  g_assert_nonnull (at);
  *at = PN_NONE;
}

void
pn_test_building_display (PnState *s,
                          int      slot,
                          int      card)
{
  put_on_display (s->building_deck, &s->n_building_deck, s->building_display,
                  PN_BUILDING_DISPLAY, slot, card);
}

void
pn_test_honor_display (PnState *s,
                       int      slot,
                       int      card)
{
  put_on_display (s->honor_deck, &s->n_honor_deck, s->honor_display, PN_HONOR_DISPLAY, slot,
                  card);
}

void
pn_test_give_building (PnState *s,
                       guint    player,
                       int      card)
{
  PnPlayer *pl = &s->players[player];

  take_card (s->building_deck, &s->n_building_deck, s->building_display, PN_BUILDING_DISPLAY,
             card);
  pl->building_cards[pl->n_building_cards++] = (gint8) card;
}

void
pn_test_give_honor (PnState *s,
                    guint    player,
                    int      card)
{
  PnPlayer *pl = &s->players[player];

  take_card (s->honor_deck, &s->n_honor_deck, s->honor_display, PN_HONOR_DISPLAY, card);
  pl->honor[pl->n_honor++] = (gint8) card;
}
