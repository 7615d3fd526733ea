/* ft-text.c: Forum Trajanum's names, log lines, prompts, breakdown and rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-text.h"

static const char *const colour_names[] = {
  /* Translators: a colour of workers, buildings and forum cells (Forum Trajanum) */
  N_("blue"), N_("green"), N_("red"), N_("yellow"),
};
static const char *const building_names[] = {
  N_("triumphal column"), N_("library"), N_("basilica"), N_("market"),
  N_("fountain"), N_("park"), N_("house"), N_("stable"),
};
static const char *const class_names[] = {
  N_("patrician"), N_("merchant"), N_("craftsman"),
};
static const char *const row_names[] = {
  N_("Patrician I"), N_("Patrician II"), N_("Merchant I"), N_("Merchant II"),
  N_("Craftsman I"), N_("Craftsman II"),
};
static const char *const reward_names[FT_N_TRACKS][FT_TRACK_MAX] = {
  { N_("1 worker of any colour and 1 tribune"), N_("1 builder"),
    N_("1 envoy on a free eagle"), N_("use a tile from your grid") },
  { N_("2 assistants"), N_("2 tribunes"), N_("1 upgrade"), N_("1 extra building action") },
  { N_("1 coin"), N_("area bonus"), N_("1 envoy on any free non-eagle cell"),
    N_("use a tile from your grid") },
};
static const char *const bonus_names[] = {
  N_("1 tribune"), N_("1 assistant"), N_("1 coin"), N_("1 upgrade"), N_("2 VP"),
};
static const char *const source_names[] = {
  N_("Triumphal columns"), N_("Finished reward tracks"), N_("Area bonuses"), N_("Cranes"),
  N_("Colonia rows"), N_("Forum: eagles"), N_("Forum: largest group"), N_("Trajan cards"),
};
static const char *const card_names[] = {
  N_("Trajan card I-1"), N_("Trajan card I-2"), N_("Trajan card I-3"), N_("Trajan card I-4"),
  N_("Trajan card II-1"), N_("Trajan card II-2"), N_("Trajan card II-3"), N_("Trajan card II-4"),
  N_("Trajan card III-1"), N_("Trajan card III-2"), N_("Trajan card III-3"),
  N_("Trajan card III-4"),
  N_("Promo Trajan card I"), N_("Promo Trajan card II"), N_("Promo Trajan card III"),
};
static const char *const build_tasks[] = {
  N_("a coloured building between 2 grey buildings in a row"),
  N_("buildings directly above and below the same temple"),
  N_("2 different grey buildings, one directly below the other"),
  N_("a crane whose two neighbouring cells are both built"),
  N_("a 2×2 square of buildings"),
  N_("a grey building between 2 coloured buildings in a column"),
  N_("coloured buildings of all 4 colours"),
  N_("a coloured building between 2 grey buildings in a column"),
  N_("coloured, grey, grey, coloured, one below the other"),
  N_("3 coloured buildings of 3 colours, one below the other"),
  N_("coloured buildings on the 4 diagonal corners of a temple"),
  N_("3 different grey buildings, one below the other"),
  N_("coloured buildings directly left and right of a temple"),
  N_("3 coloured buildings of 3 colours side by side in a row"),
  N_("coloured buildings above, below, left and right of a temple"),
};
static const char *const collect_tasks[] = {
  N_("1 tribune and 1 coin"),
  N_("2 active citizens of 2 classes and 1 envoy on the ship"),
  N_("2 assistants and 1 coin"),
  N_("1 builder, 1 worker and 1 assistant"),
  N_("1 assistant and 2 coins"),
  N_("1 tribune, 1 builder and 1 assistant"),
  N_("1 worker and 2 triumphal columns in the Colonia"),
  N_("2 scored cranes and 2 active citizens of 2 classes"),
  N_("1 active citizen of each class"),
  N_("1 triumphal column in the Colonia, 1 tribune and 1 builder"),
  N_("2 scored cranes and 2 workers of different colours"),
  N_("1 forum marker at Trajan’s column, 1 assistant and 1 coin"),
  N_("1 scored crane and 1 triumphal column in the Colonia"),
  N_("2 tribunes and 2 workers of different colours"),
  N_("2 tribunes and 1 assistant"),
};

#define NAME(table, i) \
  ((i) >= 0 && (gsize) (i) < G_N_ELEMENTS (table) ? ludus_gettext (table[i]) : "?")

const char *ft_text_colour (int colour) { return NAME (colour_names, colour); }
const char *ft_text_building (int building) { return NAME (building_names, building); }
const char *ft_text_class (int klass) { return NAME (class_names, klass); }
const char *ft_text_row (int row) { return NAME (row_names, row); }
const char *ft_text_track (int track) { return NAME (building_names, track + FT_BLD_LIBRARY); }
const char *ft_text_area_bonus (int bonus) { return NAME (bonus_names, bonus); }
const char *ft_text_vp_source (int source) { return NAME (source_names, source); }
const char *ft_text_trajan_card (int card) { return NAME (card_names, card); }
const char *ft_text_trajan_build (int card) { return NAME (build_tasks, card); }
const char *ft_text_trajan_collect (int card) { return NAME (collect_tasks, card); }

const char *
ft_text_reward (int track,
                int level)
{
  if (track < 0 || track >= FT_N_TRACKS || level < 1 || level > FT_TRACK_MAX)
    return "?";
  return ludus_gettext (reward_names[track][level - 1]);
}

char *
ft_text_cell (int cell)
{
  /* Translators: a cell of the 6×6 Colonia grid, rows and columns counted from 1 */
  return g_strdup_printf (_("row %d, column %d"), cell / FT_GRID + 1, cell % FT_GRID + 1);
}

static void
add_gain (GString    *out,
          int         n,
          const char *name)
{
  if (n <= 0)
    return;
  if (out->len > 0)
    g_string_append (out, ", ");
  if (n > 1)
    g_string_append_printf (out, "%d× ", n);
  g_string_append (out, name);
}

char *
ft_text_tile (const FtData *d,
              int           tile)
{
  const FtTileFront *f;
  GString *out;

  if (tile < 0)
    return g_strdup (_("a face-down tile"));
  f = &d->tile[ft_tile_index (tile)];
  if (f->citizen >= 0)
    /* Translators: a colonia tile showing a citizen; %s is the class */
    return g_strdup_printf (_("a %s tile"), ft_text_class (f->citizen));
  out = g_string_new (NULL);
  add_gain (out, f->builder, _("builder"));
  for (int c = 0; c < FT_N_COLOURS; c++)
    if (f->worker[c] > 0)
      {
        /* Translators: %s is a colour */
        g_autofree char *w = g_strdup_printf (_("%s worker"), ft_text_colour (c));

        add_gain (out, f->worker[c], w);
      }
  add_gain (out, f->worker_any, _("worker of any colour"));
  add_gain (out, f->assistant, _("assistant"));
  add_gain (out, f->coin, _("coin"));
  add_gain (out, f->tribune, _("tribune"));
  add_gain (out, f->upgrade, _("upgrade"));
  {
    /* Translators: a colonia tile; %s lists what it gives */
    char *res = g_strdup_printf (_("a tile: %s"), out->str);

    g_string_free (out, TRUE);
    return res;
  }
}

static const char *
swap_name (int which)
{
  switch (which)
    {
    case FT_SWAP_COIN: return _("a coin");
    case FT_SWAP_ASSISTANT: return _("an assistant");
    default: return _("a tribune");
    }
}

static char *
setup_text (const LudusMove *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
    case FT_MOVE_SETUP_CRANE:
      return g_strdup_printf (_("Puts the %s crane in a corner"), ft_text_colour (a[0]));
    case FT_MOVE_SETUP_CITIZEN:
      return g_strdup_printf (_("Starts with a citizen in the row %s"), ft_text_row (a[0]));
    case FT_MOVE_SETUP_DIAGONAL:
      return g_strdup (_("Lays the other two citizens on diagonally opposite corners"));
    default:
      return g_strdup_printf (_("Newcomer: places a second citizen in the row %s"),
                              ft_text_row (a[1]));
    }
}

/* Only the drafting player sees what it took. */
static char *
draft_text (const FtData    *d,
            const FtPlayer  *pb,
            const FtPlayer  *pa,
            const LudusMove *m,
            gboolean         own)
{
  const int *a = m->args;
  g_autofree char *tile = NULL;
  g_autofree char *other = NULL;
  g_autofree char *cell = NULL;

  if (!own)
    return g_strdup (_("Makes a draft choice"));
  switch (m->kind)
    {
    case FT_MOVE_TAKE_STREET:
    case FT_MOVE_TAKE_TRIBUNE:
      tile = ft_text_tile (d, pa->draft_take[a[0]] >= 0 ? pa->draft_take[a[0]] : pa->hand_own);
      cell = ft_text_cell (a[1]);
      if (m->kind == FT_MOVE_TAKE_TRIBUNE)
        return g_strdup_printf (_("Pays a tribune and takes %s from %s"), tile, cell);
      return g_strdup_printf (_("Takes %s from %s"), tile, cell);
    case FT_MOVE_SKIP_CARD:
      return g_strdup (_("Takes nothing for a street card whose street is empty"));
    default:
      tile = ft_text_tile (d, pb->draft_take[a[0]]);
      other = ft_text_tile (d, pb->draft_take[1 - a[0]]);
      return g_strdup_printf (_("Keeps %s and passes %s to the right"), tile, other);
    }
}

/* Using tiles and the choices they bring. */
static char *
turn_text (const FtData    *d,
           const FtState   *before,
           const FtPlayer  *pb,
           const LudusMove *m)
{
  const int *a = m->args;
  g_autofree char *tile = NULL;
  g_autofree char *cell = NULL;

  switch (m->kind)
    {
    case FT_MOVE_BORROW:
      tile = ft_text_tile (d, a[0]);
      return g_strdup_printf (_("Borrows %s from the reserve"), tile);
    case FT_MOVE_NO_BORROW:
      return g_strdup (_("Does not borrow a reserve tile"));
    case FT_MOVE_USE_BOTH:
      return g_strdup (_("Pays 2 tribunes to use both tiles"));
    case FT_MOVE_USE_TILE:
      tile = ft_text_tile (d, a[0] == 0 ? pb->hand_own : pb->hand_recv);
      return g_strdup_printf (_("Uses %s"), tile);
    case FT_MOVE_PLACE_CITIZEN:
      return g_strdup_printf (_("Places a citizen in the row %s"), ft_text_row (a[0]));
    case FT_MOVE_CHOOSE_OPTION:
      if (a[0] == 0)
        return g_strdup (_("Takes a coin"));
      return g_strdup (before->tasks[before->n_tasks - 1].kind == FT_TASK_COIN_OR_TRIBUNE
                       ? _("Takes a tribune") : _("Takes an assistant"));
    case FT_MOVE_CHOOSE_WORKER:
      return g_strdup_printf (_("Takes a %s worker"), ft_text_colour (a[0]));
    case FT_MOVE_UPGRADE_MODE:
      return g_strdup (a[0] == 0 ? _("Moves the slider one step")
                                 : _("Moves the slider to the next cypress"));
    case FT_MOVE_TAKE_GRID_TILE:
      tile = ft_text_tile (d, pb->cell_tile[a[0]]);
      cell = ft_text_cell (a[0]);
      return g_strdup_printf (_("Takes %s from %s and uses it"), tile, cell);
    case FT_MOVE_END_TURN:
      return g_strdup (_("Ends the turn"));
    default:
      return NULL;
    }
}

/* Building and its rewards. */
static char *
build_text (const FtState   *before,
            const FtPlayer  *pa,
            const LudusMove *m)
{
  const int *a = m->args;
  g_autofree char *ca = NULL;
  g_autofree char *cb = NULL;

  switch (m->kind)
    {
    case FT_MOVE_BUILD_SINGLE:
      ca = ft_text_cell (a[2]);
      return g_strdup_printf (_("Builds a %s on %s"), ft_text_building (pa->cell_building[a[2]]),
                              ca);
    case FT_MOVE_BUILD_DOUBLE:
      ca = ft_text_cell (a[2]);
      cb = ft_text_cell (a[3]);
      return g_strdup_printf (_("Builds a double tile: %s on %s and %s on %s"),
                              ft_text_building (pa->cell_building[a[2]]), ca,
                              ft_text_building (pa->cell_building[a[3]]), cb);
    case FT_MOVE_SKIP_BUILD:
      return g_strdup (_("Does not build"));
    case FT_MOVE_REWARD_ORDER:
      return g_strdup_printf (_("Takes the reward of the %s first"),
                              ft_text_building (pa->cell_building[a[0]]));
    case FT_MOVE_TRACK_REWARD:
      if (a[0] == 0)
        return g_strdup (_("Takes no track reward"));
      return g_strdup_printf (_("Track reward: %s"),
                              ft_text_reward (before->tasks[before->n_tasks - 1].a, a[0]));
    case FT_MOVE_AREA_BONUS:
      return g_strdup_printf (_("Area bonus: %s"), ft_text_area_bonus (a[0]));
    case FT_MOVE_PLACE_ENVOY:
      if (before->forum_colour[a[0]] == FT_FORUM_EAGLE)
        return g_strdup (_("Sends an envoy to an eagle in the forum"));
      return g_strdup_printf (_("Sends an envoy to a %s cell of the forum"),
                              ft_text_colour (before->forum_colour[a[0]]));
    case FT_MOVE_DECLINE_ENVOY:
      return g_strdup (_("Sends no envoy"));
    default:
      return NULL;
    }
}

/* Free conversions, and paying citizens. */
static char *
other_text (const LudusMove *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
    case FT_MOVE_WORKERS_TO_BUILDER:
      return g_strdup_printf (_("Exchanges 2 %s workers for a builder"), ft_text_colour (a[0]));
    case FT_MOVE_RECOLOUR_WORKER:
      return g_strdup_printf (_("Turns a %s worker into a %s worker with an assistant"),
                              ft_text_colour (a[0]), ft_text_colour (a[1]));
    case FT_MOVE_CRAFTSMAN1:
      return g_strdup_printf (_("Craftsman I: an assistant becomes a %s worker"),
                              ft_text_colour (a[0]));
    case FT_MOVE_CRAFTSMAN2:
      return g_strdup (_("Craftsman II: an assistant becomes a builder"));
    case FT_MOVE_MERCHANT2_SWAP:
      return g_strdup_printf (_("Merchant II: swaps %s for %s"), swap_name (a[0]),
                              swap_name (a[1]));
    case FT_MOVE_PAY_ROW:
      if (a[1])
        return g_strdup_printf (_("Pays 1 coin for the row %s"), ft_text_row (a[0]));
      return g_strdup_printf (_("Does not pay for the row %s: its citizens go inactive"),
                              ft_text_row (a[0]));
    default:
      return g_strdup ("?");
    }
}

static char *
move_text (const FtData    *d,
           const FtState   *before,
           const FtState   *after,
           guint            player,
           const LudusMove *m,
           int              viewer)
{
  const FtPlayer *pb = &before->players[player];
  const FtPlayer *pa = &after->players[player];
  char *text;

  if (m->kind < 0 || m->kind >= FT_N_MOVE_KINDS)
    return g_strdup ("?");
  if (m->kind <= FT_MOVE_HANDICAP_CITIZEN)
    return setup_text (m);
  if (m->kind <= FT_MOVE_KEEP_TILE)
    return draft_text (d, pb, pa, m, viewer == (int) player);
  text = turn_text (d, before, pb, m);
  if (text == NULL)
    text = build_text (before, pa, m);
  return text != NULL ? text : other_text (m);
}

char *
ft_text_describe_move (const FtData    *d,
                       const FtState   *before,
                       const FtState   *after,
                       guint            player,
                       const LudusMove *move,
                       int              viewer)
{
  g_autofree char *text = move_text (d, before, after, player, move, viewer);
  GString *out = g_string_new (text);

  /* VP gained by this move itself (not by a pass scoring it triggers). */
  if (after->last_scored_pass == before->last_scored_pass)
    {
      int gained = after->players[player].vp - before->players[player].vp;

      if (gained != 0)
        g_string_append_printf (out, ngettext (" (+%d VP)", " (+%d VP)", gained), gained);
    }
  else
    g_string_append_printf (out, _(" — scoring of pass %d"), after->last_scored_pass);
  return g_string_free (out, FALSE);
}

static const char *
task_prompt (const FtTask *t)
{
  switch (t->kind)
    {
    case FT_TASK_PLACE_CITIZEN: return _("Choose a citizen row for the citizen");
    case FT_TASK_UPGRADE: return _("Move the slider one step, or to the next cypress");
    case FT_TASK_WORKER_ANY: return _("Choose the colour of a worker");
    case FT_TASK_COIN_OR_TRIBUNE: return _("Take a coin or a tribune");
    case FT_TASK_COIN_OR_ASSISTANT: return _("Take a coin or an assistant");
    case FT_TASK_AREA_BONUS: return _("Choose an area bonus");
    case FT_TASK_ENVOY: return _("Send an envoy from your ship to the forum, or decline");
    case FT_TASK_REWARD_ORDER: return _("Choose which half of the double tile is rewarded first");
    case FT_TASK_TRACK_REWARD: return _("Choose a reward of the track, or none");
    case FT_TASK_GRID_TILE: return _("Choose a tile of your grid to take and use");
    case FT_TASK_EXTRA_BUILD: return _("Basilica: build once more, or skip");
    default: return "";
    }
}

char *
ft_text_prompt (const FtData  *d,
                const FtState *s,
                int            viewer)
{
  guint actors = ft_actors (s);

  if (s->phase == FT_PHASE_GAME_OVER)
    return g_strdup (_("The game is over"));
  if (viewer < 0 || !(actors & (1u << viewer)))
    {
      if (s->phase == FT_PHASE_DRAFT)
        return g_strdup (_("The others are drafting"));
      return g_strdup (_("Waiting for another player"));
    }
  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
      return g_strdup (_("Choose the colour of the crane in the next corner"));
    case FT_PHASE_SETUP_CITIZEN:
      return g_strdup_printf (_("Choose the row for your first citizen, a %s"),
                              ft_text_class (d->tile[ft_tile_index (s->setup_citizen)].citizen));
    case FT_PHASE_SETUP_DIAGONAL:
      return g_strdup (_("Choose the diagonal for your two other female citizens"));
    case FT_PHASE_SETUP_HANDICAP:
      return g_strdup (_("Newcomer: take a citizen from a corner and choose its row"));
    case FT_PHASE_DRAFT:
      if (s->players[viewer].draft_card_done == 3)
        return g_strdup (_("Keep one tile; the other goes face down to your right neighbour"));
      return g_strdup (_("Take a tile from the street of each street card, or pay a tribune "
                         "to take any tile"));
    case FT_PHASE_SCORING_PAY:
      return g_strdup_printf (_("Pay 1 coin for the row %s, or its citizens go inactive"),
                              ft_text_row (s->pay_row));
    default:
      break;
    }
  if (s->n_tasks > 0)
    return g_strdup (task_prompt (&s->tasks[s->n_tasks - 1]));
  switch (s->turn_step)
    {
    case FT_TS_BORROW:
      return g_strdup (_("You received no tile: you may borrow one from your reserve"));
    case FT_TS_BOTH:
      return g_strdup (_("Use one of your tiles, or pay 2 tribunes to use both"));
    case FT_TS_USE:
      return g_strdup (_("Use a tile"));
    case FT_TS_BUILD:
      return g_strdup (_("Build one building tile, or skip"));
    default:
      return g_strdup (_("Convert if you like, then end your turn"));
    }
}

char *
ft_text_describe_player (const FtData  *d,
                         const FtState *s,
                         guint          player,
                         int            viewer)
{
  const FtPlayer *pl = &s->players[player];

  return g_strdup_printf (_("%d VP · builders %d · workers %d %s, %d %s, %d %s, %d %s · "
                            "assistants %d · coins %d · tribunes %d · active citizens %d · "
                            "envoys on the ship %d · reserve %d · slider %d"),
                          pl->vp, pl->builders,
                          pl->workers[0], ft_text_colour (0), pl->workers[1], ft_text_colour (1),
                          pl->workers[2], ft_text_colour (2), pl->workers[3], ft_text_colour (3),
                          pl->assistants, pl->coins, pl->tribunes, ft_active_citizens (pl),
                          pl->ship_n, pl->reserve_n, pl->slider);
}

GPtrArray *
ft_text_breakdown (const FtData  *d,
                   const FtState *s)
{
  /* The steps of a pass's scoring, in the order of §6. */
  static const FtVpSource steps[] = {
    FT_VP_CRANE, FT_VP_COLONIA, FT_VP_FORUM_EAGLE, FT_VP_FORUM_AREA, FT_VP_TRAJAN,
  };
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);

  /* Each scoring that has taken place, step by step. */
  for (int pass = 0; pass < MIN (s->last_scored_pass, FT_N_PASSES); pass++)
    {
      /* Translators: the heading of one of the three scorings in the final breakdown */
      g_autofree char *title = g_strdup_printf (_("Scoring of pass %d"), pass + 1);
      LudusScoreRow *heading = ludus_score_row_new_kind (title, LUDUS_SCORE_ROW_HEADING_TOTAL);

      g_ptr_array_add (rows, heading);
      for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
        {
          LudusScoreRow *row = ludus_score_row_new_kind (ft_text_vp_source (steps[k]),
                                                         LUDUS_SCORE_ROW_DETAIL);

          for (guint p = 0; p < s->n_players; p++)
            {
              row->values[p] = s->players[p].pass_src[pass][steps[k]];
              heading->values[p] += row->values[p];
            }
          g_ptr_array_add (rows, row);
        }
    }
  /* Then every source, the scorings' steps among them: they add up to the
   * score, which the page shows right under them. */
  g_ptr_array_add (rows, ludus_score_row_new_kind (_("Points by source"),
                                                   LUDUS_SCORE_ROW_HEADING));
  for (int src = 0; src < FT_N_VP_SOURCES; src++)
    {
      LudusScoreRow *row = ludus_score_row_new (ft_text_vp_source (src));

      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = s->players[p].vp_src[src];
      g_ptr_array_add (rows, row);
    }
  return rows;
}

static void
para (GString    *out,
      const char *heading,
      const char *text)
{
  g_autofree char *h = heading != NULL ? g_markup_escape_text (heading, -1) : NULL;
  g_autofree char *t = g_markup_escape_text (text, -1);

  if (h != NULL)
    g_string_append_printf (out, "<b>%s</b>\n", h);
  g_string_append_printf (out, "%s\n\n", t);
}

/* How a game goes: aim, setup, round, turn. */
static void
rules_play (GString *out)
{
  para (out, _("Aim"),
        _("Over 3 passes of 4 rounds you take tiles from the streets of your Colonia, a 6×6 "
          "grid, to gain resources, upgrades and citizens, put up buildings and send envoys "
          "to the forum. Each pass ends with a scoring. After the third the most victory "
          "points win; ties go to the most active citizens, then the most resources."));
  para (out, _("Setup"),
        _("Each player puts a crane of each colour in the corners of the Colonia, draws one of "
          "the three female-backed citizens and places it in a row of its class, lays the other "
          "two face up on diagonally opposite corners and covers the rest of the grid with the "
          "other tiles face down; one tile lies out of play on the river, and the two last "
          "corners get a tile face up. Everyone starts with a builder, an assistant, a coin, a "
          "tribune and one worker."));
  para (out, _("Round"),
        _("Two street cards are revealed; each names a row or column of every Colonia. All "
          "players draft at once: take one tile from each named street (a tribune lets you "
          "take any tile instead; a card whose street is empty is skipped), keep one and pass "
          "the other face down to your right neighbour. Then each player, clockwise from the "
          "start player, takes a turn. The start player moves to the right after each round."));
  para (out, _("Turn"),
        _("Use one of your two tiles (paying 2 tribunes lets you use both): gain what it shows, "
          "or place the citizen. Your own tile then goes to your ship as an envoy; the "
          "received tile goes face up to your reserve. If you received nothing, you may borrow "
          "a tile from your reserve; used, it leaves the game. Then you may build one building "
          "tile on a free cell."));
}

/* Resources, citizens, buildings, the forum, cranes and scoring. */
static void
rules_pieces (GString *out)
{
  para (out, _("Resources"),
        _("Builders pay for grey buildings, workers for coloured buildings of their colour. "
          "During your turn you may exchange 2 workers of one colour for a builder, or recolour "
          "a worker with an assistant. An upgrade moves your slider one step along the "
          "prestige track; it sets the VP for your largest forum group and for Trajan tasks."));
  para (out, _("Citizens"),
        _("Each class has two rows of two slots. The first citizen of a row gives its ability "
          "while active: Patrician I — envoys for coloured buildings ignore the started-area "
          "rule, and envoys diagonal to an eagle score 1 VP; Patrician II — 2 different area "
          "bonuses instead of 1; Merchant I — the slider turns over, and an upgrade may jump "
          "to the next cypress; Merchant II — once per turn while building, swap a coin, "
          "assistant or tribune for another of them; Craftsman I — twice per turn, an "
          "assistant becomes a worker of any colour; Craftsman II — once per turn, an "
          "assistant becomes a builder. The second citizen of a row reactivates the row and "
          "gives a one-time bonus: an envoy, an area bonus, a coin or tribune, a coin or "
          "assistant, a worker of any colour, a builder."));
  para (out, _("Building"),
        _("A single tile costs a builder (grey face) or a worker of its colour (coloured "
          "face). A double tile covers two neighbouring free cells: two coloured buildings of "
          "one colour for 2 workers, or a grey and a coloured building for a builder and a "
          "worker. Building tiles are limited unless the variant says otherwise."));
  para (out, _("Grey buildings"),
        _("A triumphal column scores the column value (3, 2, 1 in passes I, II, III) plus "
          "your active citizens. A library, basilica or market moves your marker up its track "
          "and gives the reward of the level reached or any lower one. Library: worker and "
          "tribune, builder, envoy on an eagle, use a tile from your grid. Basilica: 2 "
          "assistants, 2 tribunes, upgrade, an extra building action. Market: coin, area "
          "bonus, envoy on any non-eagle cell, use a tile from your grid. After level 4 the "
          "marker moves to Trajan’s column and scores the column value plus your active "
          "citizens."));
  para (out, _("Coloured buildings and the forum"),
        _("For each coloured building you may send an envoy from your ship to an empty forum "
          "cell of its colour. If an area of that colour has been started and is not full, "
          "the envoy must go there. Filling the last cell of an area gives an area bonus: a "
          "tribune, an assistant, a coin, an upgrade or 2 VP."));
  para (out, _("Cranes"),
        _("Each corner of your Colonia holds a crane of one colour under a tile. Once the tile "
          "is taken the crane scores at the next scoring: 3, 2 or 1 VP per coloured building "
          "of its colour, by pass."));
  para (out, _("Scoring"),
        _("After each pass: pay 1 coin per citizen row or its citizens go inactive; score "
          "revealed cranes; each grid row scores its number of different grey buildings times "
          "1 plus the active citizens beside it; each forum envoy scores 2 on an eagle or 1 "
          "next to one; your largest group of joined envoys scores by your slider; the pass’s "
          "Trajan card scores its slider value for each time a task is met."));
}

static void
rules_trajan_cards (GString *out)
{
  g_autofree char *h = g_markup_escape_text (_("Trajan cards"), -1);

  g_string_append_printf (out, "<b>%s</b>\n", h);
  for (int card = 0; card < FT_N_TRAJAN_CARDS; card++)
    {
      /* Translators: a Trajan card, its building task and its collection task */
      g_autofree char *line = g_strdup_printf (_("%s — building: %s; collection: %s"),
                                               ft_text_trajan_card (card),
                                               ft_text_trajan_build (card),
                                               ft_text_trajan_collect (card));
      g_autofree char *esc = g_markup_escape_text (line, -1);

      g_string_append_printf (out, "• %s\n", esc);
    }
  g_string_append (out, "\n");
}

/* Which component values are stand-ins or follow a ruling. */
static void
rules_sources (const FtData *d,
               GString      *out)
{
  static const char *const group_names[FT_N_GROUPS] = {
    N_("street symbols"), N_("temple cells and street symbols of side A"),
    N_("order of the citizen rows"), N_("street-card deck"), N_("colonia tile fronts"),
    N_("grey and coloured faces of the single building tiles"),
    N_("grey building on each double tile"), N_("prestige track and slider values"),
    N_("mosaic boards of the forum"),
  };

  if (d->any_stand_in)
    {
      g_string_append_printf (out, "<b>%s</b>\n",
                              _("Provisional component data"));
      g_string_append_printf (out, "%s\n",
                              _("The rulebooks’ pictures are missing, so these components use "
                                "stand-in values until they are transcribed from the game:"));
      for (int g = 0; g < FT_N_GROUPS; g++)
        if (d->source[g] == FT_SOURCE_STAND_IN)
          g_string_append_printf (out, "• %s\n", ludus_gettext (group_names[g]));
      g_string_append (out, "\n");
    }
  {
    gboolean any = FALSE;

    for (int g = 0; g < FT_N_GROUPS; g++)
      any |= d->source[g] == FT_SOURCE_RECONSTRUCTED;
    if (any)
      {
        g_string_append_printf (out, "%s\n",
                                _("These components follow a ruling, since the rulebooks do "
                                  "not print them:"));
        for (int g = 0; g < FT_N_GROUPS; g++)
          if (d->source[g] == FT_SOURCE_RECONSTRUCTED)
            g_string_append_printf (out, "• %s\n", ludus_gettext (group_names[g]));
        g_string_append (out, "\n");
      }
  }
}

char *
ft_text_rules (const FtData *d)
{
  GString *out = g_string_new (NULL);

  rules_play (out);
  rules_pieces (out);
  rules_trajan_cards (out);
  para (out, _("Variants"),
        _("First game: one Trajan card, from pass III. Newcomer: 1 more coin and a second "
          "citizen. Side B: other street symbols (not yet available). Promo Trajan cards. "
          "Unlimited building tiles. Random forum."));
  rules_sources (d, out);
  para (out, _("Differences from the printed game"),
        _("Decisions that the rulebooks leave open follow the rules specification: the draft "
          "cards may be handled in any order; conversions are allowed only in your own turn; "
          "a citizen whose rows are full is used without effect; optional rewards may be "
          "declined; citizen payment is per row. Side B stays disabled until its data exists."));
  if (ludus_component_data_get_note (&ft_data_loader) != NULL)
    para (out, NULL, ludus_component_data_get_note (&ft_data_loader));
  return g_string_free (out, FALSE);
}
