/* nr-test-util.c: shared helpers of the Nova Roma tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"

const NrData *
nr_test_data (void)
{
  g_autoptr(GError) error = NULL;
  const NrData *d = nr_data_get (&error);

  g_assert_no_error (error);
  return d;
}

LudusGame *
nr_test_game (void)
{
  return ludus_rules_game_new (&nr_rules, NULL);
}

NrState *
nr_test_load (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  NrState *s = (NrState *) ludus_state_new (sizeof (NrState), 1);

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  nr_state_from_json (s, nr_test_data (), json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return s;
}

NrState *
nr_test_new (guint      n_players,
             guint64    seed,
             const int *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  LudusState *s = ludus_game_new_state (game, n_players, seed, options, &error);

  g_assert_no_error (error);
  return (NrState *) s;
}

static guint
list (const NrState *s,
      guint          player,
      LudusMove     *buf)
{
  NrMoves out = { buf, 0, NR_MAX_MOVES };

  nr_legal_moves (s, nr_test_data (), player, &out);
  return out.n;
}

gboolean
nr_test_listed (const NrState *s,
                guint          player,
                int            kind,
                int            a0,
                int            a1,
                int            a2)
{
  g_autofree LudusMove *buf = g_new0 (LudusMove, NR_MAX_MOVES);
  guint n = list (s, player, buf);

  for (guint i = 0; i < n; i++)
    if (buf[i].kind == kind && buf[i].args[0] == a0 && buf[i].args[1] == a1
        && buf[i].args[2] == a2)
      return TRUE;
  return FALSE;
}

guint
nr_test_n_moves (const NrState *s)
{
  g_autofree LudusMove *buf = g_new0 (LudusMove, NR_MAX_MOVES);

  return list (s, (guint) nr_decider (s), buf);
}

void
nr_test_move (NrState *s,
              int      kind,
              int      a0,
              int      a1,
              int      a2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  LudusMove m = { kind, { a0, a1, a2, 0, 0, 0 } };
  int who = nr_decider (s);

  g_assert_cmpint (who, >=, 0);
  if (!ludus_game_apply (game, (LudusState *) s, (guint) who, &m, &error))
    g_test_message ("%s %d %d %d refused: %s", nr_move_kind_names[kind], a0, a1, a2,
                    error->message);
  g_assert_no_error (error);
}

void
nr_test_refused (NrState *s,
                 int      kind,
                 int      a0,
                 int      a1,
                 int      a2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(LudusState) copy = ludus_state_copy ((LudusState *) s);
  LudusMove m = { kind, { a0, a1, a2, 0, 0, 0 } };
  int who = nr_decider (s);

  g_assert_false (ludus_game_apply (game, (LudusState *) s, (guint) MAX (who, 0), &m, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpmem (copy, sizeof (NrState), s, sizeof (NrState));
}

NrState *
nr_test_start (guint n_players)
{
  g_autofree char *name = g_strdup_printf ("start-%up", n_players);

  return nr_test_load (name);
}

void
nr_test_ready (const NrState *s)
{
  g_autoptr(GError) error = NULL;

  nr_check_state (s, nr_test_data (), &error);
  g_assert_no_error (error);
}

/* Removes v[i] from a list of n, keeping the order. */
static gboolean
list_remove (gint8  *v,
             guint8 *n,
             int     id)
{
  for (int i = 0; i < *n; i++)
    if (v[i] == id)
      {
        for (int j = i; j + 1 < *n; j++)
          v[j] = v[j + 1];
        v[--*n] = NR_NONE;
        return TRUE;
      }
  return FALSE;
}

static gboolean
slot_remove (gint8 *v,
             int    n,
             int    id)
{
  for (int i = 0; i < n; i++)
    if (v[i] == id)
      {
        v[i] = NR_NONE;
        return TRUE;
      }
  return FALSE;
}

void
nr_test_take_card (NrState *s,
                   int      card)
{
  if (slot_remove (s->assoc_market, NR_MARKET, card) || list_remove (s->assoc_deck, &s->n_assoc_deck, card)
      || list_remove (s->assoc_discard, &s->n_assoc_discard, card))
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      NrPlayer *pl = &s->players[p];

      if (pl->hand & (G_GUINT64_CONSTANT (1) << card))
        {
          pl->hand &= ~(G_GUINT64_CONSTANT (1) << card);
          pl->n_hand--;
          return;
        }
      if (list_remove (pl->row, &pl->n_row, card))
        {
          pl->row_used &= ~(G_GUINT64_CONSTANT (1) << card);
          pl->row_fresh &= ~(G_GUINT64_CONSTANT (1) << card);
          return;
        }
    }
  g_error ("card %d is nowhere", card);
}

void
nr_test_hand (NrState *s,
              guint    p,
              int      card)
{
  nr_test_take_card (s, card);
  s->players[p].hand |= G_GUINT64_CONSTANT (1) << card;
  s->players[p].n_hand++;
}

void
nr_test_row (NrState *s,
             guint    p,
             int      card)
{
  nr_test_take_card (s, card);
  s->players[p].row[s->players[p].n_row++] = (gint8) card;
}

void
nr_test_take_lat (NrState *s,
                  int      tile)
{
  if (slot_remove (s->lat_market, NR_MARKET, tile) || slot_remove (&s->lat_special, 1, tile)
      || list_remove (s->lat_basic_stack, &s->n_lat_basic_stack, tile)
      || list_remove (s->lat_special_stack, &s->n_lat_special_stack, tile))
    return;
  if (s->lat_removed & (1u << tile))
    {
      s->lat_removed &= ~(1u << tile);
      return;
    }
  for (guint p = 0; p < s->n_players; p++)
    if (slot_remove (s->players[p].prod_tile, NR_PROD_MAX_CELLS, tile))
      return;
  g_error ("tile %d is nowhere", tile);
}

void
nr_test_tile (NrState *s,
              guint    p,
              int      cell,
              int      tile)
{
  nr_test_take_lat (s, tile);
  if (s->players[p].prod_tile[cell] >= 0)
    s->lat_removed |= 1u << s->players[p].prod_tile[cell];
  s->players[p].prod_tile[cell] = (gint8) tile;
}

void
nr_test_market_lat (NrState *s,
                    int      slot,
                    int      tile)
{
  gint8 *at = slot < NR_MARKET ? &s->lat_market[slot] : &s->lat_special;

  nr_test_take_lat (s, tile);
  if (*at >= 0)
    s->lat_removed |= 1u << *at;
  *at = (gint8) tile;
}

void
nr_test_take_sea (NrState *s,
                  int      contract)
{
  if (slot_remove (s->sea_market, NR_MARKET, contract) || list_remove (s->sea_stack, &s->n_sea_stack, contract))
    return;
  g_error ("sea contract %d is not in the market or the stack", contract);
}

void
nr_test_take_building (NrState *s,
                       int      contract)
{
  if (slot_remove (s->building_market, NR_MARKET, contract)
      || list_remove (s->building_stack, &s->n_building_stack, contract))
    return;
  g_error ("building contract %d is not in the market or the stack", contract);
}

void
nr_test_sea_done (NrState *s,
                  guint    p,
                  int      contract)
{
  nr_test_take_sea (s, contract);
  s->players[p].sea_done |= 1u << contract;
}

void
nr_test_building_done (NrState *s,
                       guint    p,
                       int      contract)
{
  nr_test_take_building (s, contract);
  s->players[p].building_done |= 1u << contract;
}

void
nr_test_market_sea (NrState *s,
                    int      slot,
                    int      contract)
{
  nr_test_take_sea (s, contract);
  if (s->sea_market[slot] >= 0)
    s->sea_stack[s->n_sea_stack++] = s->sea_market[slot];
  s->sea_market[slot] = (gint8) contract;
}

void
nr_test_market_building (NrState *s,
                         int      slot,
                         int      contract)
{
  nr_test_take_building (s, contract);
  if (s->building_market[slot] >= 0)
    s->building_stack[s->n_building_stack++] = s->building_market[slot];
  s->building_market[slot] = (gint8) contract;
}
