/* test-nr-cards.c: each of the 40 associate cards (spec §2.7)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * End-of-game cards are scored on exact positions; once-a-round cards are
 * used during their action on a position from tests/data/start-3p.json (seat
 * 0 places on a cell of that action: column actions from row 3, row
 * actions from column 0), are turned face down, are not offered twice and
 * not on the turn they are played; permanent cards pay when their action is
 * performed.
 */
#include "config.h"

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind
#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

static int
card (const char *id)
{
  for (int i = 0; i < NR_N_ASSOCIATES; i++)
    if (g_strcmp0 (nr_card_ids[i], id) == 0)
      return i;
  g_error ("no card %s", id);
  return -1;
}

/* End of game (cards 1–13): the VP of each on a position made for it. */
static void
test_end_game (void)
{
  const NrData *d = nr_test_data ();
  g_autofree NrState *s = nr_test_start (2);
  NrPlayer *pl = &s->players[0];
  struct { const char *id; int vp; } expect[] = {
    { "calux", 1 + 3 }, { "gloria", 1 + 2 }, { "hilaria", 3 }, { "hortense", 1 + 0 },
    { "marcella", 1 + 5 }, { "marianus", 4 }, { "martinus", 3 }, { "nela", 0 },
    { "petran", 3 }, { "priscus", 1 + 1 }, { "severin", 2 }, { "valeria", 1 + 3 },
    { "vitus", 1 + 1 },
  };

  pl->resources[NR_WOOD] = 3;
  pl->resources[NR_WINE] = 2;
  pl->resources[NR_HORSE] = 0;
  pl->resources[NR_STONE] = 5;
  pl->sesterces = 6;
  pl->influence = 5;
  nr_test_tile (s, 0, 0, 19);               /* an animal */
  nr_test_tile (s, 0, 1, 23);               /* the Lion: 2 animals */
  nr_test_tile (s, 0, 2, 3);
  s->chariot_pos[0][0] = 3;
  s->chariot_pos[0][1] = 2;
  s->chariot_pos[0][2] = 2;
  nr_test_building_done (s, 0, 5);
  nr_test_building_done (s, 0, 6);
  nr_test_building_done (s, 0, 7);
  nr_test_sea_done (s, 0, 5);
  nr_test_sea_done (s, 0, 6);
  nr_test_row (s, 0, card ("martinus"));
  nr_test_row (s, 0, 30);
  nr_test_row (s, 0, 31);
  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    g_assert_cmpint (nr_end_card_vp (s, d, 0, card (expect[i].id)), ==, expect[i].vp);
  /* The thresholds: 6 influence for Nela, under 6 sesterces for Marianus. */
  pl->influence = 6;
  pl->sesterces = 5;
  g_assert_cmpint (nr_end_card_vp (s, d, 0, card ("nela")), ==, 4);
  g_assert_cmpint (nr_end_card_vp (s, d, 0, card ("marianus")), ==, 0);
}

/* The cell where seat 0 takes the action (see the file's comment). */
static int
cell_for (int action)
{
  return action < 4 ? 12 + action : (action - 4) * 4;
}

/* Seat 0 with the card in its row about to place for its action. */
static NrState *
with_card (int c)
{
  NrState *s = nr_test_start (3);

  nr_test_move (s, M (EMPEROR), 11, 0, 0);  /* cell 11: Associates and Chariot race +1 */
  nr_test_row (s, 0, c);
  s->players[0].resources[NR_HORSE] = 3;
  s->players[0].resources[NR_WHEAT] = 2;      /* for sea contract 0 */
  nr_test_ready (s);
  return s;
}

static void
check_once (int c)
{
  const NrData *d = nr_test_data ();
  const NrCardData *cd = &d->cards[c];
  g_autofree NrState *s = with_card (c);
  g_autofree NrState *fresh = with_card (c);
  NrPlayer *pl = &s->players[0];
  NrPlayer before;
  int cell = -1;

  fresh->players[0].row_fresh = BIT (c);
  nr_test_move (fresh, M (PATRICIAN), cell_for (cd->action), 0, 0);
  nr_test_move (fresh, M (PERFORM), cd->action, 0, 0);
  g_assert_false (nr_test_listed (fresh, 0, M (ASSOCIATE), c, 0, 0));
  for (int i = 0; i < nr_prod_cells (d); i++)
    g_assert_false (nr_test_listed (fresh, 0, M (ASSOCIATE), c, i, 0));

  nr_test_move (s, M (PATRICIAN), cell_for (cd->action), 0, 0);
  nr_test_move (s, M (PERFORM), cd->action, 0, 0);
  if (cd->effect == NR_ONCE_ARTISAN)
    cell = 3;                               /* the stone row, the wine column */
  if (cd->effect == NR_ONCE_POWER)
    g_assert_cmpuint (s->frames[0].step, ==, NR_FS_BOOST);
  g_assert_true (nr_test_listed (s, 0, M (ASSOCIATE), c, MAX (cell, 0), 0));
  before = *pl;
  {
    int power = s->frames[0].power;

    nr_test_move (s, M (ASSOCIATE), c, MAX (cell, 0), 0);
    switch (cd->effect)
      {
      case NR_ONCE_POWER:
        g_assert_cmpuint (s->frames[0].power, ==, power + 1);
        break;
      case NR_ONCE_RESOURCE:
        g_assert_cmpint (pl->resources[cd->resource], ==, before.resources[cd->resource] + 1);
        break;
      case NR_ONCE_INFLUENCE:
        g_assert_cmpint (pl->influence, ==, before.influence + 1);
        break;
      case NR_ONCE_ANY_RESOURCE:
        g_assert_cmpuint (s->tasks[s->n_tasks - 1].kind, ==, NR_TASK_RESOURCES);
        nr_test_move (s, M (RESOURCE), NR_WOOD, 0, 0);
        g_assert_cmpint (pl->resources[NR_WOOD], ==, before.resources[NR_WOOD] + 1);
        break;
      case NR_ONCE_ARTISAN:
        /* 1 sesterce, then the stone row and wine column: +1 stone, +1 wine. */
        g_assert_true (pl->prod_artisan & (1u << 3));
        g_assert_cmpint (pl->resources[NR_STONE], ==, 2);
        g_assert_cmpint (pl->resources[NR_WINE], ==, 2);
        g_assert_cmpint (pl->sesterces, ==, before.sesterces - 1);
        break;
      case NR_ONCE_WAIVE:
        g_assert_true (s->frames[0].waive);
        break;
      default:
        g_assert_not_reached ();
      }
  }
  g_assert_true (pl->row_used & BIT (c));
  for (int i = 0; i < nr_prod_cells (d); i++)
    g_assert_false (nr_test_listed (s, 0, M (ASSOCIATE), c, i, 0));
}

/* Once a round (cards 14–34), each in its own action. */
static void
test_once_a_round (void)
{
  const NrData *d = nr_test_data ();
  int n = 0;

  for (int c = 0; c < NR_N_ASSOCIATES; c++)
    if (d->cards[c].kind == NR_CARD_ONCE)
      {
        g_test_message ("%s", nr_card_ids[c]);
        check_once (c);
        n++;
      }
  g_assert_cmpint (n, ==, 21);
}

/* No card in another action, nor in a declined one. */
static void
test_wrong_action (void)
{
  g_autofree NrState *s = with_card (card ("bernardo"));

  nr_test_move (s, M (PATRICIAN), cell_for (4), 0, 0);   /* Trade and Seafaring */
  nr_test_move (s, M (PERFORM), 4, 0, 0);
  g_assert_false (nr_test_listed (s, 0, M (ASSOCIATE), card ("bernardo"), 0, 0));
}

/* Permanent (35–39): +1 sesterce when their action is performed. */
static void
test_permanent (void)
{
  const char *ids[] = { "constantin", "gratian", "jacobus", "seraphina", "severa" };
  const NrData *d = nr_test_data ();

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      int c = card (ids[i]);
      g_autofree NrState *s = with_card (c);
      int action = d->cards[c].action;

      /* Sesterces the action's automatic first step does not touch. */
      nr_test_move (s, M (PATRICIAN), cell_for (action), 0, 0);
      nr_test_move (s, M (PERFORM), action, 0, 0);
      g_assert_cmpint (s->players[0].sesterces, ==, 4);
      g_assert_cmpuint (s->frames[0].perm_bonus, ==, 1);
    }
}

/* Trivia (40): artisans on animal tiles, 1 sesterce each time; not before
 * the turn after it is played, nor in a Petition's Production. */
static void
test_trivia (void)
{
  g_autofree NrState *s = with_card (card ("trivia"));
  g_autofree NrState *none = nr_test_start (3);
  NrPlayer *pl = &s->players[0];

  nr_test_tile (s, 0, 0, 19);               /* an animal on (wheat, wine) */
  nr_test_ready (s);
  nr_test_move (s, M (PATRICIAN), cell_for (7), 0, 0);
  nr_test_move (s, M (PERFORM), 7, 0, 0);
  g_assert_true (nr_test_listed (s, 0, M (PLACE), 0, 0, 0));
  nr_test_move (s, M (PLACE), 0, 0, 0);
  g_assert_cmpint (pl->sesterces, ==, 3 + 1);       /* Trivia's sesterce */
  g_assert_cmpint (pl->resources[NR_WHEAT], ==, 2 + 1);
  g_assert_cmpint (pl->resources[NR_WINE], ==, 1 + 1);

  nr_test_move (none, M (EMPEROR), 11, 0, 0);
  nr_test_tile (none, 0, 0, 19);
  nr_test_ready (none);
  nr_test_move (none, M (PATRICIAN), cell_for (7), 0, 0);
  nr_test_move (none, M (PERFORM), 7, 0, 0);
  g_assert_false (nr_test_listed (none, 0, M (PLACE), 0, 0, 0));
  g_assert_true (nr_test_listed (none, 0, M (PLACE), 1, 0, 0));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/cards/end-game", test_end_game);
  g_test_add_func ("/nova-roma/cards/once-a-round", test_once_a_round);
  g_test_add_func ("/nova-roma/cards/wrong-action", test_wrong_action);
  g_test_add_func ("/nova-roma/cards/permanent", test_permanent);
  g_test_add_func ("/nova-roma/cards/trivia", test_trivia);
  return g_test_run ();
}
