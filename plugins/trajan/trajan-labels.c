/* trajan-labels.c: what each legal move is called on a button or in a tooltip
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wording of a choice before it is made (the log's, after it is made,
 * is in trajan-text.c). The board asks here rather than re-deriving it, so
 * that a ship's points, say, are the rules' own.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-private.h"
#include "trajan-text.h"

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI" };

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
ship_label (const TrajanData  *d,
            const TrajanState *s,
            const LudusMove   *m)
{
  g_autoptr(GString) cards = g_string_new (NULL);
  int a = m->args[1], b = m->args[2], c = m->args[3];
  const char *name;

  switch (d->ships[m->args[0]].kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      name = trajan_ship_name (TRAJAN_SHIP_IDENTICAL);
      if (b > 0)
        append_cards (cards, b, (guint) a);
      append_jokers (cards, c);
      break;
    case TRAJAN_SHIP_PAIRS:
      name = trajan_ship_name (TRAJAN_SHIP_PAIRS);
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          if (a & (1 << k))
            append_cards (cards, 2, k);
          if (b & (1 << k))
            append_cards (cards, 1, k);
        }
      append_jokers (cards, __builtin_popcount ((unsigned) b) + 2 * c);
      break;
    default:
      name = trajan_ship_name (TRAJAN_SHIP_DIFFERENT);
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        if (a & (1 << k))
          append_cards (cards, 1, k);
      append_jokers (cards, b);
      break;
    }
  /* Translators: a delivery: the ship, the cards delivered, the VP it scores */
  return g_strdup_printf (_("%s: %s (%d VP)"), name, cards->str, trajan_ship_value (d, s, m));
}

static char *
pass_label (const TrajanState *s)
{
  switch (s->phase)
    {
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      return g_strdup (_("Don’t use the tile"));
    case TRAJAN_PHASE_BONUS_ACTION:
      return g_strdup (_("Skip the bonus action"));
    case TRAJAN_PHASE_EXTRA_OFFER:
      return g_strdup (_("No extra action"));
    default:
      /* Translators: %s is an action name */
      return g_strdup_printf (_("Skip the %s action"), trajan_action_name (s->cur_action));
    }
}

static char *
effect_label (const TrajanData  *d,
              const TrajanState *s,
              const LudusMove   *m)
{
  const TrajanTileData *t;

  if (s->claim_tile < 0)
    return g_strdup ("?");
  t = &d->trajan_tiles[s->claim_tile];
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

static char *
demands_label (const TrajanData  *d,
               const TrajanState *s,
               const LudusMove   *m)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < s->n_revealed && i < TRAJAN_N_REVEALED_DEMANDS; i++)
    {
      if (i > 0)
        g_string_append (out, " · ");
      g_string_append_printf (out, "%s: %s",
                              trajan_icon_name (d->demand_tiles[s->revealed[i]]),
                              trajan_meet_name (m->args[i]));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The Seaport's options, and the discard after drawing two. */
static char *
seaport_label (const TrajanData  *d,
               const TrajanState *s,
               const LudusMove   *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
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
      return ship_label (d, s, m);
    default:
      /* Translators: %s is a goods card */
      return g_strdup_printf (a[1] == 0 ? _("Discard %s onto the left pile")
                                        : _("Discard %s onto the right pile"),
                              trajan_goods_name (a[0]));
    }
}

/* The options of the other actions, the extra action and the quarter end. */
static char *
option_label (const TrajanData  *d,
              const TrajanState *s,
              const LudusMove   *m)
{
  const int *a = m->args;

  switch (m->kind)
    {
    case TRAJAN_MOVE_FORUM_TAKE:
      return g_strdup (_("Take this tile"));
    case TRAJAN_MOVE_MILITARY_RECRUIT:
      return g_strdup (_("Recruit a legionnaire"));
    case TRAJAN_MOVE_MILITARY_MOVE:
      /* Translators: %s is a province */
      return g_strdup_printf (_("Move the commander to %s"),
                              d->provinces[CLAMP (a[0], 0, TRAJAN_N_PROVINCES - 1)].name);
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
      return demands_label (d, s, m);
    case TRAJAN_MOVE_SENATE_BONUS:
      return g_strdup (_("Keep this bonus tile (yellow side)"));
    default:
      return seaport_label (d, s, m);
    }
}

/**
 * trajan_move_label:
 * @move: a move legal in @s
 *
 * Returns: (transfer full): what the move is called on its button or in its
 *   tooltip, translated now
 */
char *
trajan_move_label (const TrajanData  *d,
                   const TrajanState *s,
                   const LudusMove   *move)
{
  const int *a = move->args;

  switch (move->kind)
    {
    case TRAJAN_MOVE_SETUP_MARKER:
      /* Translators: set-up; a marker colour, then an action (the bowl) */
      return g_strdup_printf (_("Put a %s marker into the %s bowl"), trajan_colour_name (a[1]),
                              trajan_action_name (d->bowl_action[CLAMP (a[0], 0, 5)]));
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
                              trajan_action_name (d->bowl_action[CLAMP (a[0], 0, 5)]));
    case TRAJAN_MOVE_SOW:
      /* Translators: %s is a marker colour */
      return g_strdup_printf (_("Sow a %s marker"), trajan_colour_name (a[0]));
    case TRAJAN_MOVE_TRAJAN_EFFECT:
      return effect_label (d, s, move);
    case TRAJAN_MOVE_PASS:
      return pass_label (s);
    default:
      if (move->kind < 0 || move->kind >= TRAJAN_N_MOVE_KINDS)
        return g_strdup ("?");
      return option_label (d, s, move);
    }
}
