/* trajan-text.c: translated names, log lines, prompts, the score breakdown
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-private.h"
#include "trajan-text.h"

static const char *const action_names[] = {
  N_("Seaport"), N_("Forum"), N_("Military"), N_("Senate"), N_("Trajan"), N_("Construction"),
};
static const char *const colour_names[] = {
  N_("yellow"), N_("orange"), N_("light green"), N_("white"), N_("pink"), N_("blue"),
};
/* Stand-in names: the printed cards show pictures only. */
static const char *const goods_names[] = {
  N_("column"), N_("pelt"), N_("scroll"), N_("jugs"), N_("fruit"), N_("lamp"),
  N_("wine"), N_("fish"), N_("jewellery"), N_("gems"), N_("cattle"), N_("wheat"),
};
static const char *const category_names[] = {
  N_("goods cards"), N_("victory points"), N_("workers"), N_("legionnaires"),
  /* Translators: the Trajan tile category that gives a "+2" marker */
  N_("+2 marker"),
  N_("demand"),
};
static const char *const icon_names[] = {
  N_("bread"),
  /* Translators: one of the people's demands (a helmet icon) */
  N_("games"),
  N_("religion"),
};
/* By TrajanShipKind. */
static const char *const ship_names[] = {
  N_("Ship of identical goods"), N_("Ship of pairs"), N_("Ship of different goods"),
};
static const char *const source_names[] = {
  N_("Trajan tiles"), N_("Ships"), N_("Provinces"), N_("Senate"), N_("Construction tiles"),
  N_("Unmet demands"), N_("Final: goods cards in hand"), N_("Final: figures in the camps"),
  N_("Final: Trajan tiles on the mat"), N_("Final: construction sets"), N_("Final: bonus tiles"),
};

const char *
trajan_action_name (guint action)
{
  return action < G_N_ELEMENTS (action_names) ? ludus_gettext (action_names[action]) : "?";
}

const char *
trajan_colour_name (guint colour)
{
  return colour < G_N_ELEMENTS (colour_names) ? ludus_gettext (colour_names[colour]) : "?";
}

const char *
trajan_goods_name (guint kind)
{
  return kind < G_N_ELEMENTS (goods_names) ? ludus_gettext (goods_names[kind]) : "?";
}

const char *
trajan_category_name (guint category)
{
  return category < G_N_ELEMENTS (category_names) ? ludus_gettext (category_names[category]) : "?";
}

const char *
trajan_icon_name (guint icon)
{
  return icon < G_N_ELEMENTS (icon_names) ? ludus_gettext (icon_names[icon]) : "?";
}

const char *
trajan_ship_name (guint kind)
{
  return kind < G_N_ELEMENTS (ship_names) ? ludus_gettext (ship_names[kind]) : "?";
}

const char *
trajan_vp_source_name (guint source)
{
  return source < G_N_ELEMENTS (source_names) ? ludus_gettext (source_names[source]) : "?";
}

char *
trajan_forum_tile_name (const TrajanData *d,
                        guint             tile)
{
  const TrajanForumTileData *t;

  if (tile >= TRAJAN_N_FORUM_TILES)
    return g_strdup (_("a hidden tile"));
  t = &d->forum_tiles[tile];
  switch (t->kind)
    {
    case TRAJAN_FORUM_BREAD:
    case TRAJAN_FORUM_GAMES:
    case TRAJAN_FORUM_RELIGION:
      /* Translators: a forum tile; %s is bread, games or religion */
      return g_strdup_printf (_("%s tile"), trajan_icon_name (t->kind));
    case TRAJAN_FORUM_SENATE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Senate tile (%d vote)",
                                           "Senate tile (%d votes)", t->value), t->value);
    case TRAJAN_FORUM_JOKER_GOODS:
      return g_strdup (_("goods joker"));
    case TRAJAN_FORUM_JOKER_DEMAND:
      return g_strdup (_("demand joker"));
    case TRAJAN_FORUM_JOKER_CONSTRUCTION:
      return g_strdup (_("construction joker"));
    case TRAJAN_FORUM_JOKER_EXTRA_ACTION:
      return g_strdup (_("extra-action joker"));
    case TRAJAN_FORUM_EXTRA_ACTION:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("extra action: %s"), trajan_action_name (t->value));
    default:
      return g_strdup ("?");
    }
}

char *
trajan_bonus_tile_name (const TrajanData *d,
                        guint             tile)
{
  const TrajanBonusTileData *b;

  if (tile >= TRAJAN_N_BONUS_TILES)
    return g_strdup (_("a hidden tile"));
  b = &d->bonus_tiles[tile];
  switch (b->kind)
    {
    case TRAJAN_BONUS_GOODS:
      /* Translators: a bonus tile scoring two goods kinds */
      return g_strdup_printf (_("bonus: %s and %s"), trajan_goods_name (b->goods[0]),
                              trajan_goods_name (b->goods[1]));
    case TRAJAN_BONUS_LEGIONNAIRES:
      return g_strdup (_("bonus: legionnaires in provinces"));
    case TRAJAN_BONUS_YELLOW_TILES:
      return g_strdup (_("bonus: yellow bonus tiles"));
    case TRAJAN_BONUS_DEMAND_ICON:
      /* Translators: a bonus tile; %s is bread, games or religion */
      return g_strdup_printf (_("bonus: a %s forum tile"), trajan_icon_name (b->icon));
    case TRAJAN_BONUS_WORKERS:
      return g_strdup (_("bonus: workers on construction spaces"));
    default:
      return g_strdup ("?");
    }
}

static char *
cards_text (const guint8 *counts)
{
  GString *str = g_string_new (NULL);

  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    for (guint i = 0; i < counts[k]; i++)
      {
        if (str->len > 0)
          g_string_append (str, ", ");
        g_string_append (str, trajan_goods_name (k));
      }
  return g_string_free (str, FALSE);
}

static char *
describe_ship (const TrajanData  *d,
               const TrajanState *before,
               const TrajanState *after,
               guint              player,
               const LudusMove   *m)
{
  guint8 delivered[TRAJAN_N_GOODS];
  g_autofree char *cards = NULL;
  int gained = after->players[player].vp - before->players[player].vp;
  guint jokers = trajan_goods_jokers (d, &before->players[player])
                 - trajan_goods_jokers (d, &after->players[player]);
  const char *name;

  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    delivered[k] = after->players[player].display[k] - before->players[player].display[k];
  cards = cards_text (delivered);
  name = trajan_ship_name (d->ships[m->args[0]].kind);
  if (jokers > 0)
    /* Translators: a ship delivery: the ship ("Ship of pairs"), the cards, the
     * number of goods jokers, the points */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s: delivers %s with %u joker, for %d VP",
                                         "%s: delivers %s with %u jokers, for %d VP",
                                         jokers),
                            name, *cards ? cards : "—", jokers, gained);
  /* Translators: a ship delivery: the ship ("Ship of pairs"), the cards, the points */
  return g_strdup_printf (_("%s: delivers %s, for %d VP"), name, cards, gained);
}

static char *
describe_option (const TrajanData  *d,
                 const TrajanState *before,
                 const TrajanState *after,
                 guint              player,
                 const LudusMove   *m)
{
  int gained = after->players[player].vp - before->players[player].vp;
  const int *a = m->args;

  switch (m->kind)
    {
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
      return g_strdup (_("Seaport: draws two goods cards"));
    case TRAJAN_MOVE_SEAPORT_TAKE_DISCARD:
      return g_strdup_printf (a[0] == 0 ? _("Seaport: takes %s from the left discard pile")
                                        : _("Seaport: takes %s from the right discard pile"),
                              trajan_goods_name ((guint) before->discard[a[0]][before->discard_n[a[0]] - 1]));
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
      if (a[0] == 1)
        return g_strdup_printf (_("Seaport: displays %s and draws a card"),
                                trajan_goods_name ((guint) a[1]));
      return g_strdup_printf (_("Seaport: displays %s and %s and draws two cards"),
                              trajan_goods_name ((guint) a[1]), trajan_goods_name ((guint) a[2]));
    case TRAJAN_MOVE_SEAPORT_SHIP:
      return describe_ship (d, before, after, player, m);
    case TRAJAN_MOVE_SEAPORT_DISCARD:
      return g_strdup_printf (a[1] == 0 ? _("Discards %s onto the left pile")
                                        : _("Discards %s onto the right pile"),
                              trajan_goods_name ((guint) a[0]));
    case TRAJAN_MOVE_FORUM_TAKE:
      if (a[0] == 1)
        return g_strdup_printf (_("Forum: takes an extra-action tile (%s)"),
                                trajan_action_name (d->extra_tiles[before->yellow_space[a[1]]]));
      {
        g_autofree char *name = trajan_forum_tile_name (d, (guint) before->forum_space[a[1]]);

        return g_strdup_printf (_("Forum: takes a %s"), name);
      }
    case TRAJAN_MOVE_MILITARY_RECRUIT:
      return g_strdup (_("Military: recruits a legionnaire"));
    case TRAJAN_MOVE_MILITARY_MOVE:
      if (before->province_tile[a[0]] >= 0)
        {
          g_autofree char *name = trajan_forum_tile_name (d, (guint) before->province_tile[a[0]]);

          return g_strdup_printf (_("Military: the commander moves to %s and takes a %s"),
                                  d->provinces[a[0]].name, name);
        }
      return g_strdup_printf (_("Military: the commander moves to %s"), d->provinces[a[0]].name);
    case TRAJAN_MOVE_MILITARY_DEPLOY:
      return g_strdup_printf (_("Military: a legionnaire occupies %s for %d VP"),
                              d->provinces[before->players[player].commander].name, gained);
    case TRAJAN_MOVE_TRAJAN_TAKE:
      return g_strdup_printf (_("Trajan: takes a tile (%s)"), trajan_category_name ((guint) a[0]));
    case TRAJAN_MOVE_SENATE_ADVANCE:
      return g_strdup_printf (_("Senate: moves up for %d VP"), gained);
    case TRAJAN_MOVE_CONSTRUCTION_HIRE:
      return g_strdup (_("Construction: hires a worker"));
    case TRAJAN_MOVE_CONSTRUCTION_PLACE:
      if (before->space_tile[a[0]] >= 0)
        return g_strdup_printf (_("Construction: builds at row %d, column %d for %d VP"),
                                a[0] / TRAJAN_GRID_COLS + 1, a[0] % TRAJAN_GRID_COLS + 1,
                                (int) d->construction_vp[before->space_tile[a[0]]]);
      return g_strdup_printf (_("Construction: places a worker at row %d, column %d"),
                              a[0] / TRAJAN_GRID_COLS + 1, a[0] % TRAJAN_GRID_COLS + 1);
    default:
      return NULL;
    }
}

static char *
describe_effect (const TrajanData  *d,
                 const TrajanState *before,
                 const LudusMove   *m)
{
  const TrajanTileData *t = &d->trajan_tiles[before->claim_tile];

  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      return g_strdup (_("Draws two goods cards"));
    case TRAJAN_CATEGORY_WORKERS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Gains %d worker", "Gains %d workers",
                                           m->args[0]), m->args[0]);
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Gains %d legionnaire",
                                           "Gains %d legionnaires", m->args[0]), m->args[0]);
    default:
      return g_strdup_printf (_("Puts a +2 marker on %s"), trajan_action_name ((guint) m->args[0]));
    }
}

const char *
trajan_meet_name (int meet)
{
  switch (meet)
    {
    case TRAJAN_MEET_FORUM:
      return _("forum tile");
    case TRAJAN_MEET_TRAJAN:
      return _("Trajan tile");
    case TRAJAN_MEET_JOKER:
      return _("joker");
    default:
      /* Translators: a demand left unmet (a penalty) */
      return _("unmet");
    }
}

static char *
describe_move_public (const TrajanData  *d,
                      const TrajanState *before,
                      const TrajanState *after,
                      guint              player,
                      const LudusMove   *m)
{
  const int *a = m->args;
  char *text;
  int claimed;

  switch (m->kind)
    {
    case TRAJAN_MOVE_SETUP_MARKER:
      return g_strdup_printf (/* Translators: the first %s is a marker colour, the second an action */
                              _("Puts a marker (%s) in the %s bowl"), trajan_colour_name ((guint) a[1]),
                              trajan_action_name (d->bowl_action[a[0]]));
    case TRAJAN_MOVE_SETUP_TAKE_CARD:
      if (a[0] == 0)
        return g_strdup (_("Takes a goods card from the deck"));
      return g_strdup_printf (_("Takes %s from a discard pile"),
                              trajan_goods_name ((guint) before->discard[a[0] - 1][before->discard_n[a[0] - 1] - 1]));
    case TRAJAN_MOVE_SETUP_PICK_TRAJAN:
      return g_strdup_printf (_("Puts a Trajan tile (%s) on slot %d"),
                              trajan_category_name ((guint) a[0]), a[1] + 1);
    case TRAJAN_MOVE_CHOOSE_BOWL:
      claimed = after->claim_tile >= 0 && before->claim_tile < 0
                && after->phase != TRAJAN_PHASE_SOW;
      text = g_strdup_printf (_("Takes the markers of the %s bowl"),
                              trajan_action_name (d->bowl_action[a[0]]));
      break;
    case TRAJAN_MOVE_SOW:
      claimed = after->claim_tile >= 0 && before->claim_tile < 0 && after->phase != TRAJAN_PHASE_SOW;
      text = g_strdup_printf (_("Sows a marker: %s"), trajan_colour_name ((guint) a[0]));
      break;
    case TRAJAN_MOVE_TRAJAN_EFFECT:
      return describe_effect (d, before, m);
    case TRAJAN_MOVE_PASS:
      if ((before->phase == TRAJAN_PHASE_ACTION_CHOICE || before->phase == TRAJAN_PHASE_BONUS_ACTION)
          && !trajan_action_possible (d, before, before->cur_action))
        return g_strdup_printf (before->phase == TRAJAN_PHASE_BONUS_ACTION
                                  /* Translators: %s is an action; a bonus action that has no
                                   * legal option is skipped, by the game itself */
                                  ? _("Bonus action %s: nothing can be done, so it is skipped")
                                  /* Translators: %s is an action; the bowl's action has no
                                   * legal option, so the game skips it */
                                  : _("%s: nothing can be done, so the action is skipped"),
                                trajan_action_name (before->cur_action));
      return g_strdup (_("Passes"));
    case TRAJAN_MOVE_EXTRA_ACTION:
      return g_strdup_printf (_("Uses an extra-action tile to repeat %s"),
                              trajan_action_name (before->cur_action));
    case TRAJAN_MOVE_MEET_DEMANDS:
      return g_strdup_printf (_("Meets the demands: %s, %s, %s"), trajan_meet_name (a[0]),
                              trajan_meet_name (a[1]), trajan_meet_name (a[2]));
    case TRAJAN_MOVE_SENATE_BONUS:
      {
        g_autofree char *name = trajan_bonus_tile_name (d, (guint) before->senate_bonus[a[0]]);

        return g_strdup_printf (_("As consul, chooses %s"), name);
      }
    default:
      text = describe_option (d, before, after, player, m);
      return text ? text : g_strdup ("?");
    }
  if (claimed)
    {
      const TrajanTileData *t = &d->trajan_tiles[after->claim_tile];
      char *longer = g_strdup_printf (_("%s, and claims a Trajan tile (%s) for %d VP"), text,
                                      trajan_category_name (t->category), t->vp);

      g_free (text);
      text = longer;
    }
  return text;
}

/* Whether the move draws goods cards face down from the deck. */
static gboolean
draws_hidden_cards (const TrajanData  *d,
                    const TrajanState *before,
                    const LudusMove   *m)
{
  switch (m->kind)
    {
    case TRAJAN_MOVE_SETUP_TAKE_CARD:
      return m->args[0] == 0;
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
      return TRUE;
    case TRAJAN_MOVE_TRAJAN_EFFECT:
      return before->claim_tile >= 0
             && d->trajan_tiles[before->claim_tile].category == TRAJAN_CATEGORY_CARDS;
    default:
      return FALSE;
    }
}

/* Cards drawn face down are named only to the player who drew them. */
char *
trajan_describe_move (const LudusState *before_state,
                      const LudusState *after_state,
                      guint             player,
                      const LudusMove  *m,
                      int               viewer)
{
  const TrajanData *d = trajan_data_get (NULL);
  const TrajanState *before = (const TrajanState *) before_state;
  const TrajanState *after = (const TrajanState *) after_state;
  char *text = describe_move_public (d, before, after, player, m);
  const TrajanPlayer *pb = &before->players[player], *pa = &after->players[player];
  guint8 drawn[TRAJAN_N_GOODS];
  g_autofree char *cards = NULL;
  char *longer;

  if (viewer < 0 || (guint) viewer != player || !draws_hidden_cards (d, before, m)
      || pa->hand_hidden > 0)
    return text;
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      int n = pa->hand[k] - pb->hand[k] + pa->display[k] - pb->display[k];

      drawn[k] = (guint8) MAX (n, 0);
    }
  cards = cards_text (drawn);
  if (*cards == '\0')
    return text;
  /* Translators: a log line seen only by the player who drew the cards;
   * the first %s is the move, the second the cards drawn */
  longer = g_strdup_printf (_("%s — you drew: %s"), text, cards);
  g_free (text);
  return longer;
}

char *
trajan_prompt (const LudusState *state,
               int               viewer)
{
  const TrajanState *s = (const TrajanState *) state;

  switch (s->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
      return g_strdup (_("Put two action markers in each bowl"));
    case TRAJAN_PHASE_SETUP_GOODS:
      return g_strdup (_("Take three goods cards from the deck or the discard piles"));
    case TRAJAN_PHASE_SETUP_TRAJAN:
      return g_strdup (_("Put three Trajan tiles of different kinds on slots II, IV and VI"));
    case TRAJAN_PHASE_CHOOSE_BOWL:
      return g_strdup (_("Choose a bowl to take its markers"));
    case TRAJAN_PHASE_SOW:
      return g_strdup (_("Choose the colour of the next marker to sow"));
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      return g_strdup (_("Use the claimed Trajan tile, or pass"));
    case TRAJAN_PHASE_ACTION_CHOICE:
      return g_strdup_printf (_("%s: choose an option, or pass"), trajan_action_name (s->cur_action));
    case TRAJAN_PHASE_BONUS_ACTION:
      return g_strdup_printf (_("Bonus action %s: choose an option, or pass"),
                              trajan_action_name (s->cur_action));
    case TRAJAN_PHASE_SEAPORT_DISCARD:
      return g_strdup (_("Discard one goods card onto a discard pile"));
    case TRAJAN_PHASE_EXTRA_OFFER:
      return g_strdup_printf (_("Repeat %s with an extra-action tile?"),
                              trajan_action_name (s->cur_action));
    case TRAJAN_PHASE_QUARTER_DEMANDS:
      return g_strdup (_("Choose how to meet the people’s demands"));
    case TRAJAN_PHASE_QUARTER_SENATE:
      return g_strdup (_("As consul, choose a bonus tile"));
    default:
      return g_strdup (_("The game is over"));
    }
}

char *
trajan_describe_player (const LudusState *state,
                        guint             player,
                        int               viewer)
{
  const TrajanData *d = trajan_data_get (NULL);
  const TrajanState *s = (const TrajanState *) state;
  const TrajanPlayer *p = &s->players[player];
  guint hand = trajan_hand_count (p);

  /* Translators: a player's summary; the numbers are points, Senate votes,
   * goods cards in hand, forum tiles, workers and legionnaires */
  return g_strdup_printf (_("%d VP · Senate %d · cards: %u · forum tiles: %u · "
                            "workers: %u · legionnaires: %u"),
                          p->vp, trajan_votes (d, s, player), hand, p->n_forum,
                          p->worker_camp + (guint) __builtin_popcount (p->workers),
                          p->military_camp + (guint) __builtin_popcount (p->legions));
}

GPtrArray *
trajan_breakdown (const LudusState *state)
{
  const TrajanState *s = (const TrajanState *) state;
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);

  for (guint src = 0; src < TRAJAN_N_VP_SOURCES; src++)
    {
      LudusScoreRow *row = ludus_score_row_new (trajan_vp_source_name (src));

      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = s->players[p].vp_src[src];
      g_ptr_array_add (rows, row);
    }
  return rows;
}
