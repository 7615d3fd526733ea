/* nr-text-moves.c: Nova Roma's log lines (and move buttons), prompts,
 * player summaries and score breakdown
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move's text is read both in the log (before, after) and on a button
 * before the move is made; for a move that draws or reveals, the shell
 * passes after == before, so nothing hidden is ever shown, and a text
 * reveals a drawn card only to its owner.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nr-text.h"
#include "nr-private.h"

static void
join (GString    *out,
      const char *sep,
      const char *part)
{
  if (out->len > 0)
    g_string_append (out, sep);
  g_string_append (out, part);
}

static char *
signed_part (int    delta,
             char  *amount)
{
  char *part = g_strdup_printf ("%s%s", delta > 0 ? "+" : "−", amount);

  g_free (amount);
  return part;
}

/* What the move changed in the mover's goods, sesterces and influence:
 * " (+2 wheat, −1 sesterce)", or "". */
static char *
change_suffix (const NrState *before,
               const NrState *after,
               guint          p)
{
  const NrPlayer *b = &before->players[p], *a = &after->players[p];
  g_autoptr(GString) out = g_string_new (NULL);

  for (int r = 0; r < NR_N_RESOURCES; r++)
    if (a->resources[r] != b->resources[r])
      {
        int delta = a->resources[r] - b->resources[r];
        g_autofree char *part = signed_part (delta, nr_text_amount (r, ABS (delta)));

        join (out, ", ", part);
      }
  if (a->sesterces != b->sesterces)
    {
      int delta = a->sesterces - b->sesterces;
      g_autofree char *part = signed_part (delta, nr_text_sesterces (ABS (delta)));

      join (out, ", ", part);
    }
  if (a->influence != b->influence)
    {
      int delta = a->influence - b->influence;
      g_autofree char *part =
        signed_part (delta, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d influence",
                                                          "%d influence", ABS (delta)),
                                             ABS (delta)));

      join (out, ", ", part);
    }
  if (out->len == 0)
    return g_strdup ("");
  return g_strdup_printf (" (%s)", out->str);
}

static const NrFrame *
frame_of (const NrState *s)
{
  return s->n_frames > 0 ? &s->frames[s->n_frames - 1] : NULL;
}

static const NrTask *
task_of (const NrState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

/* The kind of the tile whose ability is being decided, or -1. */
static int
tile_kind (const NrData  *d,
           const NrState *s)
{
  const NrTask *t = task_of (s);

  if (t == NULL || t->kind != NR_TASK_TILE)
    return -1;
  return d->lat[s->players[t->player].prod_tile[t->ref]].kind;
}

static char *
done_text (const NrData  *d,
           const NrState *s)
{
  const NrTask *t = task_of (s);
  const NrFrame *f = frame_of (s);

  if (t != NULL && t->kind == NR_TASK_TILE)
    /* Translators: %s is a kind of latifundium tile ("Seafaring tile") */
    return g_strdup_printf (_("Does not use the %s"), nr_text_lat_kind (tile_kind (d, s)));
  if (t != NULL)
    return g_strdup (_("Stops sailing"));
  if (s->turn.step == NR_STEP_END)
    return g_strdup (_("Ends the turn"));
  switch (f != NULL ? f->step : -1)
    {
    case NR_FS_BOOST: return g_strdup (_("Begins the action"));
    case NR_FS_TRADE_DISCARD: return g_strdup (_("Discards no more cards"));
    case NR_FS_TRADE_BUY: return g_strdup (_("Buys no more resources"));
    case NR_FS_DEV_WINE: return g_strdup (_("Turns no more wine into influence"));
    case NR_FS_DEV_BUY: return g_strdup (_("Buys no latifundium tile"));
    case NR_FS_PET_CLAIM: return g_strdup (_("Does not claim the first-player token"));
    case NR_FS_PET_ACTION: return g_strdup (_("Performs no other action"));
    case NR_FS_ASSOC_DRAW: return g_strdup (_("Takes no more cards"));
    case NR_FS_ASSOC_PLAY: return g_strdup (_("Plays no card"));
    case NR_FS_SEA_CONTRACT: return g_strdup (_("Takes no sea contract"));
    case NR_FS_SEA_MOVE: return g_strdup (_("Stops sailing"));
    case NR_FS_BUILD_CONTRACT: return g_strdup (_("Takes no building contract"));
    case NR_FS_BUILD_PLACE: return g_strdup (_("Does not build"));
    case NR_FS_RACE_MOVE: return g_strdup (_("Moves no chariot"));
    case NR_FS_RACE_CHARIOTEER: return g_strdup (_("Takes no charioteer"));
    case NR_FS_PRODUCTION: return g_strdup (_("Ends the production"));
    default: return g_strdup (_("Goes on"));
    }
}

static char *
card_use_text (const NrData    *d,
               const LudusMove *m)
{
  g_autofree char *card = nr_text_card (m->args[0]);

  switch (d->cards[m->args[0]].effect)
    {
    case NR_ONCE_POWER:
      /* Translators: %s is an associate card */
      return g_strdup_printf (_("Uses %s for +1 power"), card);
    case NR_ONCE_ARTISAN:
      {
        g_autofree char *cell = nr_text_prod_cell (d, m->args[1]);

        /* Translators: %s is an associate card, then a cell of the production area */
        return g_strdup_printf (_("Uses %s: pays 1 sesterce and places an artisan on %s"), card,
                                cell);
      }
    case NR_ONCE_WAIVE:
      return g_strdup_printf (_("Uses %s: the contract needs no artisan"), card);
    case NR_ONCE_ANY_RESOURCE:
      return g_strdup_printf (_("Uses %s to gain a resource of your choice"), card);
    default:
      return g_strdup_printf (_("Uses the associate %s"), card);
    }
}

static const char *
price_text (int price)
{
  switch (price)
    {
    case NR_PRICE_SESTERCE: return _("for 1 sesterce");
    case NR_PRICE_WINE: return _("for 1 wine");
    default:
      /* Translators: the price of a latifundium tile */
      return _("for free");
    }
}

static char *
latifundium_text (const NrData    *d,
                  const NrState   *s,
                  guint            p,
                  const LudusMove *m)
{
  int slot = m->args[0], cell = m->args[1];
  int tile = slot < NR_MARKET ? s->lat_market[slot] : s->lat_special;
  int covered = s->players[p].prod_tile[cell];
  g_autofree char *what = nr_text_tile (d, tile);
  g_autofree char *where = nr_text_prod_cell (d, cell);

  if (covered >= 0)
    {
      g_autofree char *old = nr_text_tile (d, covered);

      /* Translators: buying a latifundium tile: the tile, "for 1 wine" (or "for free"), the
       * cell, the tile covered */
      return g_strdup_printf (_("Buys a latifundium (%s) %s and lays it on %s, covering the "
                                "%s"), what, price_text (d->lat_price[slot]), where, old);
    }
  /* Translators: buying a latifundium tile: the tile, "for 1 wine" (or "for free"), the cell */
  return g_strdup_printf (_("Buys a latifundium (%s) %s and lays it on %s"), what,
                          price_text (d->lat_price[slot]), where);
}

static char *
play_text (const NrState   *s,
           guint            p,
           const LudusMove *m)
{
  const NrTask *t = task_of (s);
  const NrFrame *f = frame_of (s);
  int price = t != NULL ? 0 : nr_play_price (f->power);
  int influence = s->players[p].n_row >= 3 ? 1 : 0;
  g_autofree char *card = nr_text_card (m->args[0]);
  g_autoptr(GString) cost = g_string_new (NULL);
  GString *out = g_string_new (NULL);

  if (price > 0)
    {
      g_autofree char *part = nr_text_sesterces (price);

      join (cost, _(" and "), part);
    }
  if (influence > 0)
    join (cost, _(" and "), _("1 influence"));
  if (cost->len == 0)
    /* Translators: %s is an associate card played at no cost */
    g_string_printf (out, _("Plays %s for free"), card);
  else
    /* Translators: %s is an associate card, then what it costs */
    g_string_printf (out, _("Plays %s for %s"), card, cost->str);
  if (m->args[1] >= 0)
    {
      g_autofree char *gone = nr_text_card (m->args[1]);

      /* Translators: after "Plays … for …"; %s is the card given up from a full row */
      g_string_append_printf (out, _(", discarding %s from the row"), gone);
    }
  return g_string_free (out, FALSE);
}

static char *
contract_text (const NrData    *d,
               const NrState   *s,
               const LudusMove *m)
{
  const NrFrame *f = frame_of (s);

  if (f->action == NR_ACT_SEAFARING)
    {
      g_autofree char *cost = nr_text_cost (&d->sea[s->sea_market[m->args[0]]].cost);

      /* Translators: %s is what the contract costs */
      return g_strdup_printf (_("Takes a sea contract for %s"), cost);
    }
  else
    {
      const NrBuildingData *b = &d->building[s->building_market[m->args[0]]];
      g_autofree char *cost = nr_text_cost (&b->cost);

      if (b->needs_artisan && !f->waive)
        /* Translators: a building contract: its cost, then its cubes and VP */
        return g_strdup_printf (_("Takes a building contract for %s and an artisan: %d cubes, "
                                  "%d VP"), cost, b->n_cells, b->vp);
      return g_strdup_printf (_("Takes a building contract for %s: %d cubes, %d VP"), cost,
                              b->n_cells, b->vp);
    }
}

static char *
harbour_text (const NrData *d,
              int           route,
              int           harbour)
{
  const NrHarbourData *h = &d->routes[route].harbours[harbour];

  if (h->kind == NR_HARBOUR_VP)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d VP at the end", "%d VP at the end",
                                         h->vp), h->vp);
  if (h->kind == NR_HARBOUR_REWARD)
    {
      g_autofree char *gain = nr_text_effects (d, h->reward);

      /* Translators: what a reward harbour gives */
      return g_strdup_printf (_("reward: %s"), gain);
    }
  return g_strdup (_("no reward"));
}

static char *
sail_text (const NrData    *d,
           const NrState   *s,
           guint            p,
           const LudusMove *m)
{
  int ship = m->args[0], route = m->args[1];
  int next = s->ship_route[p][ship] == NR_NONE ? 0 : s->ship_harbour[p][ship] + 1;
  g_autofree char *what = harbour_text (d, route, next);

  if (next == 0)
    /* Translators: route and harbour numbers, then what the harbour gives */
    return g_strdup_printf (_("Sails a ship out of the start port to harbour 1 of route %d (%s)"),
                            route + 1, what);
  return g_strdup_printf (_("Sails a ship on to harbour %d of route %d (%s)"), next + 1, route + 1,
                          what);
}

static char *
build_text (const LudusMove *m,
            const NrData    *d)
{
  static const char *const districts = "ABC";
  const NrDistrictData *dd = &d->districts[m->args[0]];
  guint64 mask = (guint64) (guint) m->args[1] | ((guint64) (guint) m->args[2] << 30);
  GString *cells = g_string_new (NULL);
  g_autofree char *list = NULL;
  char district[2] = { districts[m->args[0]], 0 };

  for (int i = 0; i < NR_DISTRICT_MAX_CELLS; i++)
    if (mask & BIT (i))
      {
        char name[8];

        g_snprintf (name, sizeof name, "%c%d", 'a' + i % dd->width, i / dd->width + 1);
        join (cells, " ", name);
      }
  list = g_string_free (cells, FALSE);
  /* Translators: %s is the district (A, B or C), then its cells, "a1 b1 b2" */
  return g_strdup_printf (_("Builds in district %s on %s"), district, list);
}

static char *
race_text (const NrData    *d,
           const LudusMove *m)
{
  g_autoptr(GString) parts = g_string_new (NULL);

  for (int t = 0; t < NR_N_TRACKS; t++)
    if (m->args[t] > 0)
      {
        /* Translators: a chariot's move, "red +2" */
        g_autofree char *part = g_strdup_printf (_("%s +%d"), nr_text_track (d, t), m->args[t]);

        join (parts, ", ", part);
      }
  /* Translators: %s lists the chariots moved, "red +2, blue +1" */
  return g_strdup_printf (_("Moves chariots: %s"), parts->str);
}

static char *
resource_text (const NrData    *d,
               const NrState   *s,
               const LudusMove *m)
{
  g_autofree char *one = nr_text_amount (m->args[0], 1);

  switch (tile_kind (d, s))
    {
    case NR_LAT_EXCHANGE_RESOURCE:
      return g_strdup_printf (_("Pays 1 influence for %s"), one);
    case NR_LAT_INCOME_GOODS:
      return g_strdup_printf (_("Uses the Income tile and takes %s"), one);
    default:
      return g_strdup_printf (_("Takes %s"), one);
    }
}

static char *
use_text (const NrData  *d,
          const NrState *s)
{
  switch (tile_kind (d, s))
    {
    case NR_LAT_EXCHANGE_ARTISAN: return g_strdup (_("Pays 1 sesterce for an artisan"));
    case NR_LAT_EXCHANGE_SESTERCES: return g_strdup (_("Pays 1 influence for 2 sesterces"));
    default: return g_strdup (_("Uses the Income tile and takes 4 sesterces"));
    }
}

static char *
patrician_text (const NrState   *s,
                guint            p,
                const LudusMove *m)
{
  int cell = m->args[0];
  g_autofree char *where = nr_text_forum_cell (cell);
  int col = MIN (3, nr_forum_power (s, p, cell, TRUE) + 1);
  int row = MIN (3, nr_forum_power (s, p, cell, FALSE) + 1);

  /* Translators: a forum cell, then its column's and its row's actions with their power */
  return g_strdup_printf (_("Places a patrician on %s: %s (power %d) and %s (power %d)"), where,
                          nr_text_action (s->forum_col[cell % NR_FORUM_SIZE]), col,
                          nr_text_action (s->forum_row[cell / NR_FORUM_SIZE]), row);
}

static char *
draw_text (const NrState   *before,
           const NrState   *after,
           guint            p,
           const LudusMove *m,
           int              viewer)
{
  guint64 drawn = after->players[p].hand & ~before->players[p].hand;

  if (m->args[0] < NR_MARKET)
    {
      g_autofree char *card = nr_text_card (before->assoc_market[m->args[0]]);

      return g_strdup_printf (_("Takes %s from the associate market"), card);
    }
  if (viewer == (int) p && drawn != 0)
    {
      g_autofree char *card = nr_text_card (g_bit_nth_lsf (drawn, -1));

      return g_strdup_printf (_("Draws %s from the deck"), card);
    }
  return g_strdup (_("Draws a card from the deck"));
}

static char *
draft_text (const NrData    *d,
            const NrState   *s,
            guint            p,
            const LudusMove *m,
            int              viewer)
{
  static const char *const colours[] = {
    NC_("mosaic strip", "green"), NC_("mosaic strip", "yellow"), NC_("mosaic strip", "orange"),
  };
  g_autofree char *a = NULL, *b = NULL;

  switch (m->kind)
    {
    case NR_MOVE_DRAFT_MOSAIC:
      {
        const NrMosaicData *md = &d->mosaic[m->args[0]];

        /* Translators: a mosaic strip: its colour, then its three conditions */
        return g_strdup_printf (_("Takes a %s mosaic strip: %s; %s; %s"),
                                g_dpgettext2 (GETTEXT_PACKAGE, "mosaic strip", colours[md->colour]),
                                nr_text_cond (md->cells[0]),
                                nr_text_cond (md->cells[1]), nr_text_cond (md->cells[2]));
      }
    case NR_MOVE_DRAFT_PICK:
      if (viewer != (int) p)
        return g_strdup (_("Picks a card and passes the rest to the left"));
      a = nr_text_card (m->args[0]);
      return g_strdup_printf (_("Picks %s and passes the rest to the left"), a);
    default:
      if (viewer != (int) p)
        return g_strdup (_("Keeps two cards and shuffles the others into the deck"));
      a = nr_text_card (m->args[0]);
      b = nr_text_card (m->args[1]);
      return g_strdup_printf (_("Keeps %s and %s"), a, b);
    }
}

/* The moves of tasks and drafts. */
static char *
task_move_text (const NrData    *d,
                const NrState   *s,
                guint            p,
                const LudusMove *m,
                int              viewer)
{
  g_autofree char *x = NULL;

  switch (m->kind)
    {
    case NR_MOVE_WHEEL:
      return g_strdup (m->args[0] == NR_WHEEL_ACHIEVEMENT
                       ? _("Golden wheel: takes an achievement token")
                       : _("Golden wheel: takes 1 influence"));
    case NR_MOVE_RESOURCE:
      return resource_text (d, s, m);
    case NR_MOVE_USE:
      return use_text (d, s);
    case NR_MOVE_CHOOSE:
      x = nr_text_effect (d, d->effects[task_of (s)->ref].first + m->args[0]);
      return g_strdup_printf (_("Chooses %s"), x);
    case NR_MOVE_DRAFT_MOSAIC:
    case NR_MOVE_DRAFT_PICK:
    case NR_MOVE_DRAFT_KEEP:
      return draft_text (d, s, p, m, viewer);
    default:
      return g_strdup ("?");
    }
}

static char *
move_text (const NrData    *d,
           const NrState   *s,
           const NrState   *after,
           guint            p,
           const LudusMove *m,
           int              viewer)
{
  g_autofree char *x = NULL;

  switch (m->kind)
    {
    case NR_MOVE_EMPEROR:
      x = nr_text_forum_cell (m->args[0]);
      return g_strdup_printf (_("Places the Emperor on %s"), x);
    case NR_MOVE_PATRICIAN:
      return patrician_text (s, p, m);
    case NR_MOVE_LEGIONNAIRE:
      x = nr_text_forum_cell (m->args[0]);
      return g_strdup_printf (_("Places a legionnaire on %s"), x);
    case NR_MOVE_MOSAIC:
      x = nr_text_mosaic_cell (d, s, p, m->args[0]);
      /* Translators: %s is the condition of the mosaic cell */
      return g_strdup_printf (_("Places an achievement token on the mosaic: %s"), x);
    case NR_MOVE_PERFORM:
      return g_strdup_printf (_("Performs %s (power %d)"), nr_text_action (m->args[0]),
                              MIN (3, s->turn.base_power[s->turn.actions[0] == m->args[0] ? 0 : 1]));
    case NR_MOVE_DECLINE:
      return g_strdup_printf (_("Declines %s and takes 1 sesterce"), nr_text_action (m->args[0]));
    case NR_MOVE_ASSOCIATE:
      return card_use_text (d, m);
    case NR_MOVE_DONE:
      return done_text (d, s);
    case NR_MOVE_DISCARD:
      x = nr_text_card (m->args[0]);
      if (frame_of (s)->step == NR_FS_ASSOC_LIMIT)
        return g_strdup_printf (_("Discards %s to keep 6 cards"), x);
      return g_strdup_printf (_("Discards %s"), x);
    case NR_MOVE_BUY:
      x = nr_text_amount (m->args[0], 1);
      return g_strdup_printf (_("Buys %s for 1 sesterce"), x);
    case NR_MOVE_WINE:
      return g_strdup (_("Turns 1 wine into 1 influence"));
    case NR_MOVE_LATIFUNDIUM:
      return latifundium_text (d, s, p, m);
    case NR_MOVE_CLAIM:
      return g_strdup (_("Claims the first-player token for 2 influence"));
    case NR_MOVE_PETITION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Pays %d influence to perform %s with power %d",
                                           "Pays %d influence to perform %s with power %d",
                                           m->args[1]),
                              m->args[1], nr_text_action (m->args[0]), m->args[1]);
    case NR_MOVE_DRAW:
      return draw_text (s, after, p, m, viewer);
    case NR_MOVE_PLAY:
      return play_text (s, p, m);
    case NR_MOVE_CONTRACT:
      return contract_text (d, s, m);
    case NR_MOVE_SAIL:
      return sail_text (d, s, p, m);
    case NR_MOVE_BUILD:
      return build_text (m, d);
    case NR_MOVE_RACE:
      return race_text (d, m);
    case NR_MOVE_CHARIOTEER:
      return g_strdup_printf (_("Returns an artisan to move the %s chariot 1 more cell"),
                              nr_text_track (d, m->args[0]));
    case NR_MOVE_HIRE:
      return g_strdup (_("Hires an artisan for 1 wheat"));
    case NR_MOVE_PLACE:
      x = nr_text_prod_cell (d, m->args[0]);
      return g_strdup_printf (_("Places an artisan on %s"), x);
    default:
      return task_move_text (d, s, p, m, viewer);
    }
}

/* Solo: the legionnaires a move's automatic steps brought onto the forum. */
static char *
automa_suffix (const NrData  *d,
               const NrState *before,
               const NrState *after)
{
  int token = after->emperor_shown, placed = 0, blocked = after->automa_blocked - before->automa_blocked;

  if (!nr_is_solo (after) || after->phase != NR_PHASE_FORUM || token < 0
      || after->n_emperor_used == before->n_emperor_used || after->turn.step != NR_STEP_START)
    return g_strdup ("");
  for (int k = 0; k < 2; k++)
    placed += after->forum_fig[d->emperor[token][k]] == NR_FIG_LEGIONNAIRE
              && before->forum_fig[d->emperor[token][k]] != NR_FIG_LEGIONNAIRE;
  if (blocked > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         " — the automa places %d legionnaire; %d blocked (+%d VP)",
                                         " — the automa places %d legionnaires; %d blocked (+%d VP)",
                                         placed), placed, blocked, blocked);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, " — the automa places %d legionnaire",
                                       " — the automa places %d legionnaires", placed), placed);
}

char *
nr_text_describe_move (const NrData    *d,
                       const NrState   *before,
                       const NrState   *after,
                       guint            player,
                       const LudusMove *move,
                       int              viewer)
{
  g_autofree char *text = move_text (d, before, after, player, move, viewer);
  g_autofree char *change = NULL, *automa = automa_suffix (d, before, after);

  switch (move->kind)
    {
    case NR_MOVE_PERFORM:
    case NR_MOVE_ASSOCIATE:
    case NR_MOVE_DONE:
    case NR_MOVE_MOSAIC:
    case NR_MOVE_BUILD:
    case NR_MOVE_RACE:
    case NR_MOVE_CHARIOTEER:
    case NR_MOVE_PLACE:
    case NR_MOVE_CHOOSE:
      change = change_suffix (before, after, player);
      break;
    default:
      change = g_strdup ("");
      break;
    }
  return g_strconcat (text, change, automa, NULL);
}

/* Prompts */

static char *
frame_prompt (const NrData  *d,
              const NrState *s)
{
  const NrFrame *f = frame_of (s);
  const char *action = nr_text_action (f->action);

  switch (f->step)
    {
    case NR_FS_BOOST:
      /* Translators: %s is an action */
      return g_strdup_printf (_("%s: use associates that add power, or begin"), action);
    case NR_FS_TRADE_DISCARD:
      return g_strdup (_("Trade: discard cards from your hand, 1 sesterce for every 2, or go on"));
    case NR_FS_TRADE_BUY:
      return g_strdup (_("Trade: buy resources for 1 sesterce each, or finish"));
    case NR_FS_DEV_WINE:
      return g_strdup (_("Development: turn wine into influence, or go on"));
    case NR_FS_DEV_BUY:
      return g_strdup (_("Development: buy a latifundium tile for your production area, or finish"));
    case NR_FS_PET_CLAIM:
      return g_strdup (_("Petition: claim the first-player token for 2 influence, or go on"));
    case NR_FS_PET_ACTION:
      return g_strdup_printf (_("Petition: pay up to %d influence to perform another action with "
                                "that power, or finish"), f->power);
    case NR_FS_ASSOC_DRAW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Associates: take %d more card from the market or the "
                                           "deck, or go on",
                                           "Associates: take up to %d cards from the market or the "
                                           "deck, or go on", f->count), f->count);
    case NR_FS_ASSOC_PLAY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Associates: play a card from your hand for %d sesterce "
                                           "(and 1 influence from the 4th card on), or go on",
                                           "Associates: play a card from your hand for %d sesterces "
                                           "(and 1 influence from the 4th card on), or go on",
                                           nr_play_price (f->power)), nr_play_price (f->power));
    case NR_FS_ASSOC_LIMIT:
      return g_strdup (_("Associates: discard down to 6 cards in your hand"));
    case NR_FS_SEA_CONTRACT:
      return g_strdup_printf (_("Seafaring: take a sea contract from the first %d slots, or "
                                "finish"), nr_contract_slots (f->power));
    case NR_FS_SEA_MOVE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Seafaring: move your ships (%d movement point left), "
                                           "or finish",
                                           "Seafaring: move your ships (%d movement points left), "
                                           "or finish", f->count), f->count);
    case NR_FS_BUILD_CONTRACT:
      return g_strdup_printf (_("Construction: take a building contract from the first %d slots, "
                                "or finish"), nr_contract_slots (f->power));
    case NR_FS_BUILD_PLACE:
      return g_strdup (f->power >= 3 ? _("Construction: build it in district A, B or C, or finish")
                       : f->power == 2 ? _("Construction: build it in district A or B, or finish")
                       : _("Construction: build it in district A, or finish"));
    case NR_FS_RACE_MOVE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Chariot race: move your chariots %d cell, or go on",
                                           "Chariot race: move your chariots up to %d cells in "
                                           "total, or go on", f->power), f->power);
    case NR_FS_RACE_CHARIOTEER:
      return g_strdup (_("Chariot race: return a free artisan to move a chariot 1 more cell, or "
                         "finish"));
    case NR_FS_PRODUCTION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Production: hire or place an artisan (%d operation "
                                           "left), or finish",
                                           "Production: hire or place artisans (%d operations "
                                           "left), or finish", f->count), f->count);
    default:
      return g_strdup ("");
    }
}

static char *
task_prompt (const NrData  *d,
             const NrState *s)
{
  const NrTask *t = task_of (s);

  switch (t->kind)
    {
    case NR_TASK_WHEEL:
      return g_strdup (_("Golden wheel: take an achievement token from the hippodrome, or 1 "
                         "influence"));
    case NR_TASK_RESOURCES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Choose a resource (%d to take)",
                                           "Choose a resource (%d to take)", t->count), t->count);
    case NR_TASK_CHOICE:
      {
        g_autofree char *options = nr_text_effect (d, t->ref);

        /* Translators: %s lists the options, "2 sesterces or 1 influence" */
        return g_strdup_printf (_("Choose one: %s"), options);
      }
    case NR_TASK_SAIL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Seafaring tile: move your ships (%d movement point "
                                           "left), or stop",
                                           "Seafaring tile: move your ships (%d movement points "
                                           "left), or stop", t->count), t->count);
    default:
      {
        g_autofree char *tile = nr_text_tile (d, s->players[t->player].prod_tile[t->ref]);

        /* Translators: %s is the latifundium tile the artisan was placed on */
        return g_strdup_printf (_("The tile under your artisan: %s — use it, or not"), tile);
      }
    }
}

static char *
turn_prompt (const NrData  *d,
             const NrState *s)
{
  const NrTurn *t = &s->turn;

  switch (t->step)
    {
    case NR_STEP_START:
      if (!t->mosaic_used && s->players[s->active].achievements > 0)
        return g_strdup (_("Place a patrician on a free forum cell (you may first place an "
                           "achievement token on your mosaic)"));
      return g_strdup (_("Place a patrician on a free forum cell"));
    case NR_STEP_LEGIONNAIRE:
      return g_strdup (_("Place a legionnaire on a free forum cell"));
    case NR_STEP_ACTIONS:
      if (t->pending == 3)
        return g_strdup_printf (_("Perform or decline %s (power %d) and %s (power %d), in the "
                                  "order you like"),
                                nr_text_action (t->actions[0]), MIN (3, t->base_power[0]),
                                nr_text_action (t->actions[1]), MIN (3, t->base_power[1]));
      {
        int i = (t->pending & 1) ? 0 : 1;

        return g_strdup_printf (_("Perform or decline %s (power %d)"),
                                nr_text_action (t->actions[i]), MIN (3, t->base_power[i]));
      }
    case NR_STEP_IN_ACTION:
      return frame_prompt (d, s);
    default:
      return g_strdup (_("Place an achievement token on your mosaic, or end your turn"));
    }
}

char *
nr_text_prompt (const NrData  *d,
                const NrState *s,
                int            viewer)
{
  if (s->phase == NR_PHASE_OVER)
    return g_strdup (_("The game is over"));
  if (viewer < 0 || !(nr_actors (s) & (1u << viewer)))
    {
      if (s->phase == NR_PHASE_ASSOC_DRAFT)
        return g_strdup (_("The others are drafting associates"));
      return g_strdup (_("Waiting for another player"));
    }
  switch (s->phase)
    {
    case NR_PHASE_MOSAIC_DRAFT:
      return g_strdup (_("Mosaic draft: take a face-up strip of a colour you do not have yet"));
    case NR_PHASE_ASSOC_DRAFT:
      if (s->draft_round < 4)
        return g_strdup (_("Associate draft: pick a card; the rest go to your left neighbour"));
      return g_strdup (_("Associate draft: keep two of your four cards"));
    case NR_PHASE_EMPEROR:
      return g_strdup_printf (_("Round %d: place the Emperor on one of the two cells of the "
                                "emperor token"), s->round);
    default:
      break;
    }
  if (s->n_tasks > 0)
    return task_prompt (d, s);
  return turn_prompt (d, s);
}

/* Players */

char *
nr_text_describe_player (const NrData  *d,
                         const NrState *s,
                         guint          player,
                         int            viewer)
{
  const NrPlayer *pl = &s->players[player];
  g_autoptr(GString) goods = g_string_new (NULL);
  GString *out = g_string_new (NULL);

  for (int r = 0; r < NR_N_RESOURCES; r++)
    {
      g_autofree char *part = nr_text_amount (r, pl->resources[r]);

      join (goods, ", ", part);
    }
  /* Translators: a summary of a seat: goods, sesterces, influence, artisans (free and working),
   * cards in hand, cards in the associate row, sea and building contracts, achievement tokens */
  g_string_printf (out, _("%s · %d sesterces · influence %d · artisans %d + %d working · "
                          "hand %d · associates %d · contracts: %d sea, %d building · "
                          "achievements %d"),
                   goods->str, pl->sesterces, pl->influence, pl->artisans_free,
                   nr_bits (pl->prod_artisan), pl->n_hand, pl->n_row, nr_bits (pl->sea_done),
                   nr_bits (pl->building_done), pl->achievements);
  if (nr_bits (pl->favourites) > 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " · %d favourite",
                                              " · %d favourites", nr_bits (pl->favourites)),
                            nr_bits (pl->favourites));
  if (s->fp_holder == (int) player)
    g_string_append (out, s->fp_claimed ? _(" · first player next round")
                                        : _(" · first-player token"));
  if (nr_is_solo (s))
    g_string_append_printf (out, _(" · automa: %d VP so far"), s->automa_vp);
  return g_string_free (out, FALSE);
}

/* The breakdown: one row per category (the solo game leaves out 9–11,
 * ruling R21); in solo the automa's points are in the second column, with
 * a row for its VP from play (its start and the blocked legionnaires). */
GPtrArray *
nr_text_breakdown (const NrData  *d,
                   const NrState *s)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);
  int last = nr_is_solo (s) ? NR_CAT_MOSAIC : NR_CAT_FIRST_PLAYER;
  NrScore score;

  nr_score (s, d, &score);
  for (int c = 0; c <= last; c++)
    {
      LudusScoreRow *row = ludus_score_row_new (nr_text_category (c));

      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = score.cat[c][p];
      if (nr_is_solo (s))
        row->values[1] = score.cat[c][NR_AUTOMA];
      g_ptr_array_add (rows, row);
    }
  if (nr_is_solo (s))
    {
      LudusScoreRow *row = ludus_score_row_new (_("Automa: start and blocked legionnaires"));

      row->values[1] = score.automa_play;
      g_ptr_array_add (rows, row);
    }
  return rows;
}
