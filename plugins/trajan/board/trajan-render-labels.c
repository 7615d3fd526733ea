/* trajan-render-labels.c: what each legal move is called on its button
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-render-private.h"

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI" };

/* The move labels, for buttons and tooltips */

const char *
tr_action_short (guint action)
{
  return trajan_action_name (action);
}

static void
append_cards (GString *out,
              int      n,
              guint    kind)
{
  if (out->len > 0)
    g_string_append (out, ", ");
  /* Translators: a number of goods cards of one kind, e.g. "2× wine" */
  g_string_append_printf (out, _("%d× %s"), n, trajan_goods_name (kind));
}

static void
append_jokers (GString *out,
               int      n)
{
  if (n <= 0)
    return;
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d joker", "%d jokers", n), n);
}

static char *
ship_label (Frame           *f,
            const LudusMove *m)
{
  g_autoptr(GString) cards = g_string_new (NULL);
  const TrajanShipData *ship;
  guint ship_id = (guint) m->args[0];
  int a = m->args[1], b = m->args[2], c = m->args[3];
  int row = 0, vp;
  const char *name;

  if (ship_id >= TRAJAN_N_SHIPS)
    return g_strdup ("?");
  ship = &f->d->ships[ship_id];
  switch (ship->kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      name = trajan_ship_name (TRAJAN_SHIP_IDENTICAL);
      if (b > 0)
        append_cards (cards, b, (guint) a);
      append_jokers (cards, c);
      row = b + c - 1;
      break;
    case TRAJAN_SHIP_PAIRS:
      name = trajan_ship_name (TRAJAN_SHIP_PAIRS);
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          if (a & (1 << k))
            append_cards (cards, 2, k), row++;
          if (b & (1 << k))
            append_cards (cards, 1, k), row++;
        }
      append_jokers (cards, b != 0 ? __builtin_popcount ((unsigned) b) + 2 * c : 2 * c);
      row += c;
      row -= 1;
      break;
    default:
      name = trajan_ship_name (TRAJAN_SHIP_DIFFERENT);
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        if (a & (1 << k))
          append_cards (cards, 1, k), row++;
      append_jokers (cards, b);
      row += b;
      row -= 1;
      break;
    }
  row = CLAMP (row, 0, (int) ship->n_rows - 1);
  vp = f->s->ship_grey[ship_id] ? ship->grey[row] : ship->coloured[row];
  /* Translators: a delivery: the ship, the cards delivered, the VP it scores */
  return g_strdup_printf (_("%s: %s (%d VP)"), name, cards->str, vp);
}

static const char *
meet_name (int how)
{
  switch (how)
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
pass_label (Frame *f)
{
  switch (f->s->phase)
    {
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      return g_strdup (_("Don’t use the tile"));
    case TRAJAN_PHASE_BONUS_ACTION:
      return g_strdup (_("Skip the bonus action"));
    case TRAJAN_PHASE_EXTRA_OFFER:
      return g_strdup (_("No extra action"));
    default:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("Skip the %s action"), trajan_action_name (f->s->cur_action));
    }
}

static char *
effect_label (Frame           *f,
              const LudusMove *m)
{
  const TrajanTileData *t;

  if (f->s->claim_tile < 0)
    return g_strdup ("?");
  t = &f->d->trajan_tiles[f->s->claim_tile];
  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      return g_strdup (_("Draw 2 goods cards"));
    case TRAJAN_CATEGORY_WORKERS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Move %d figure to the worker camp",
                                           "Move %d figures to the worker camp", m->args[0]),
                              m->args[0]);
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Move %d figure to the military camp",
                                           "Move %d figures to the military camp", m->args[0]),
                              m->args[0]);
    default:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("Put the +2 marker on %s"), trajan_action_name (m->args[0]));
    }
}

char *
tr_move_label (Frame           *f,
               const LudusMove *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
    case TRAJAN_MOVE_SETUP_MARKER:
      /* Translators: set-up; a marker colour, then an action (the bowl) */
      return g_strdup_printf (_("Put a %s marker into the %s bowl"), trajan_colour_name (a[1]),
                              trajan_action_name (f->d->bowl_action[CLAMP (a[0], 0, 5)]));
    case TRAJAN_MOVE_SETUP_TAKE_CARD:
      if (a[0] == 0)
        return g_strdup (_("Take the top card of the deck"));
      return g_strdup (a[0] == 1 ? _("Take the top card of the left discard pile")
                                 : _("Take the top card of the right discard pile"));
    case TRAJAN_MOVE_SETUP_PICK_TRAJAN:
      /* Translators: %s is a Trajan tile category, then a slot number (II, IV, VI) */
      return g_strdup_printf (_("Put the top %s tile on slot %s"), trajan_category_name (a[0]),
                              roman[CLAMP (a[1], 0, 5)]);
    case TRAJAN_MOVE_CHOOSE_BOWL:
      /* Translators: %s is an action (the bowl's) */
      return g_strdup_printf (_("Take the markers from the %s bowl"),
                              trajan_action_name (f->d->bowl_action[CLAMP (a[0], 0, 5)]));
    case TRAJAN_MOVE_SOW:
      /* Translators: %s is a marker colour */
      return g_strdup_printf (_("Sow a %s marker"), trajan_colour_name (a[0]));
    case TRAJAN_MOVE_TRAJAN_EFFECT:
      return effect_label (f, m);
    case TRAJAN_MOVE_PASS:
      return pass_label (f);
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
      return g_strdup (_("Draw 2 cards, then discard 1"));
    case TRAJAN_MOVE_SEAPORT_TAKE_DISCARD:
      return g_strdup (a[0] == 0 ? _("Take the top card of the left discard pile")
                                 : _("Take the top card of the right discard pile"));
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
      if (a[0] == 1)
        /* Translators: put goods cards into the own display; %s: the card */
        return g_strdup_printf (_("Display: %s"), trajan_goods_name (a[1]));
      /* Translators: put two goods cards into the own display */
      return g_strdup_printf (_("Display: %s and %s"), trajan_goods_name (a[1]),
                              trajan_goods_name (a[2]));
    case TRAJAN_MOVE_SEAPORT_SHIP:
      return ship_label (f, m);
    case TRAJAN_MOVE_SEAPORT_DISCARD:
      /* Translators: %s is a goods card */
      return g_strdup_printf (a[1] == 0 ? _("Discard %s onto the left pile")
                                        : _("Discard %s onto the right pile"),
                              trajan_goods_name (a[0]));
    case TRAJAN_MOVE_FORUM_TAKE:
      return g_strdup (_("Take this tile"));
    case TRAJAN_MOVE_MILITARY_RECRUIT:
      return g_strdup (_("Recruit a legionnaire"));
    case TRAJAN_MOVE_MILITARY_MOVE:
      /* Translators: %s is a province */
      return g_strdup_printf (_("Move the commander to %s"),
                              f->d->provinces[CLAMP (a[0], 0, TRAJAN_N_PROVINCES - 1)].name);
    case TRAJAN_MOVE_MILITARY_DEPLOY:
      return g_strdup (_("Deploy a legionnaire"));
    case TRAJAN_MOVE_TRAJAN_TAKE:
      /* Translators: %s is a Trajan tile category */
      return g_strdup_printf (_("Take the top %s tile"), trajan_category_name (a[0]));
    case TRAJAN_MOVE_SENATE_ADVANCE:
      return g_strdup (_("Advance in the Senate"));
    case TRAJAN_MOVE_CONSTRUCTION_HIRE:
      return g_strdup (_("Hire a worker"));
    case TRAJAN_MOVE_CONSTRUCTION_PLACE:
      return g_strdup (_("Place a worker here"));
    case TRAJAN_MOVE_EXTRA_ACTION:
      if (a[0] == TRAJAN_EXTRA_SRC_TILE)
        return g_strdup (_("Repeat with an extra-action tile"));
      if (a[0] == TRAJAN_EXTRA_SRC_FORUM)
        return g_strdup (_("Repeat with an extra-action forum tile"));
      return g_strdup (_("Repeat with the extra-action joker"));
    case TRAJAN_MOVE_MEET_DEMANDS:
      {
        g_autoptr(GString) out = g_string_new (NULL);

        for (guint i = 0; i < f->s->n_revealed && i < 3; i++)
          {
            if (i > 0)
              g_string_append (out, " · ");
            g_string_append_printf (out, "%s: %s",
                                    trajan_icon_name (f->d->demand_tiles[f->s->revealed[i]]),
                                    meet_name (a[i]));
          }
        return g_string_free (g_steal_pointer (&out), FALSE);
      }
    case TRAJAN_MOVE_SENATE_BONUS:
      return g_strdup (_("Keep this bonus tile (yellow side)"));
    default:
      return g_strdup ("?");
    }
}

