/* nr-text.c: Nova Roma's names of components, actions, effects and places
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Russian names follow the Russian edition's rulebook (the seed): Торговля,
 * Развитие латифундии, Петиция, Соратники, Мореходство, Строительство, Гонки
 * на колесницах, Доход; сестерции, влияние, ремесленники, патриции…
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nr-text.h"
#include "nr-private.h"

static const char *const action_names[NR_N_ACTIONS] = {
  /* Translators: a forum action of Nova Roma (Russian edition: Торговля) */
  N_("Trade"),
  /* Translators: a forum action (Russian edition: Развитие латифундии) */
  N_("Latifundium development"),
  /* Translators: a forum action (Russian edition: Петиция) */
  N_("Petition"),
  /* Translators: a forum action (Russian edition: Соратники) */
  N_("Associates"),
  /* Translators: a forum action (Russian edition: Мореходство) */
  N_("Seafaring"),
  /* Translators: a forum action (Russian edition: Строительство) */
  N_("Construction"),
  /* Translators: a forum action (Russian edition: Гонки на колесницах) */
  N_("Chariot race"),
  /* Translators: a forum action (Russian edition: Доход, also Производство) */
  N_("Production"),
};

static const char *const resource_names[NR_N_RESOURCES] = {
  N_("wheat"), N_("stone"), N_("wood"), N_("wine"), N_("horses"),
};

static const char *const card_names[NR_N_ASSOCIATES] = {
  /* Translators: associate card names are Latin names (Russian edition: Калукс, Глория…) */
  N_("Calux"), N_("Gloria"), N_("Hilaria"), N_("Hortense"), N_("Marcella"), N_("Marianus"),
  N_("Martinus"), N_("Nela"), N_("Petran"), N_("Priscus"), N_("Severin"), N_("Valeria"),
  N_("Vitus"), N_("Agrippa"), N_("Bernardo"), N_("Cassian"), N_("Egeria"), N_("Hadrianus"),
  N_("Lucius"), N_("Manius"), N_("Marcus"), N_("Occius"), N_("Patricia"), N_("Petronia"),
  N_("Rufus"), N_("Seneca"), N_("Septimus"), N_("Silvana"), N_("Sergius"), N_("Sertor"),
  N_("Tiberius"), N_("Titus"), N_("Varina"), N_("Vitalis"), N_("Constantin"), N_("Gratian"),
  N_("Jacobus"), N_("Seraphina"), N_("Severa"), N_("Trivia"),
};

static const char *const card_professions[NR_N_ASSOCIATES] = {
  N_("carpenter"), N_("vine grower"), N_("historian"), N_("horse breeder"),
  N_("marble merchant"), N_("coin minter"), N_("musician"), N_("aristocrat"), N_("princeps"),
  N_("procurator"), N_("ship captain"), N_("veterinarian"), N_("grain merchant"),
  N_("architect"), N_("baker"), N_("cook"), N_("engineer"), N_("harbour master"), N_("legate"),
  N_("mercenary"), N_("messenger"), N_("oracle"), N_("physician"), N_("priestess"),
  N_("recruiter"), N_("senator"), N_("shipbuilder"), N_("tradeswoman"), N_("groom"),
  N_("stonemason"), N_("translator"), N_("mentor"), N_("winemaker"), N_("joiner"),
  N_("cartographer"), N_("gambler"), N_("jeweller"), N_("sculptor"), N_("singer"),
  N_("animal tamer"),
};

static const char *const card_effects[NR_N_ASSOCIATES] = {
  N_("End of game: 1 VP, plus 1 VP for each wood left"),
  N_("End of game: 1 VP, plus 1 VP for each wine left"),
  N_("End of game: 1 VP for each latifundium tile in your production area"),
  N_("End of game: 1 VP, plus 1 VP for each horse left"),
  N_("End of game: 1 VP, plus 1 VP for each stone left"),
  N_("End of game: 4 VP if you have 6 or more sesterces"),
  N_("End of game: 1 VP for each card in your associate row"),
  N_("End of game: 4 VP if you have 6 or more influence"),
  N_("End of game: 1 VP for every 2 cells your chariots have advanced"),
  N_("End of game: 1 VP, plus 1 VP for every 2 building contracts"),
  N_("End of game: 1 VP for each sea contract"),
  N_("End of game: 1 VP, plus 1 VP for each animal tile (the Lion counts 2)"),
  N_("End of game: 1 VP, plus 1 VP for each wheat left"),
  N_("Construction, once a round: pay 1 sesterce to place a free artisan in your production area"),
  N_("Trade, once a round: gain 1 wheat"),
  N_("Associates, once a round: gain 1 influence"),
  N_("Construction, once a round: +1 power"),
  N_("Seafaring, once a round: pay 1 sesterce to place a free artisan in your production area"),
  N_("Chariot race, once a round: pay 1 sesterce to place a free artisan in your production area"),
  N_("Chariot race, once a round: +1 power"),
  N_("Development, once a round: gain 1 resource of your choice"),
  N_("Petition, once a round: gain 1 influence"),
  N_("Construction, once a round: return no artisan for the contract"),
  N_("Petition, once a round: +1 power"),
  N_("Development, once a round: pay 1 sesterce to place a free artisan in your production area"),
  N_("Development, once a round: +1 power"),
  N_("Seafaring, once a round: +1 power"),
  N_("Trade, once a round: +1 power"),
  N_("Trade, once a round: gain 1 horse"),
  N_("Trade, once a round: gain 1 stone"),
  N_("Associates, once a round: +1 power"),
  N_("Production, once a round: +1 power"),
  N_("Trade, once a round: gain 1 wine"),
  N_("Trade, once a round: gain 1 wood"),
  N_("Always: +1 sesterce each time you perform Seafaring"),
  N_("Always: +1 sesterce each time you perform a Chariot race"),
  N_("Always: +1 sesterce each time you perform Production"),
  N_("Always: +1 sesterce each time you perform Construction"),
  N_("Always: +1 sesterce each time you perform a Petition"),
  N_("Always: you may place artisans on animal tiles, gaining 1 sesterce each time"),
};

static const char *const cond_names[NR_N_CONDS] = {
  N_("2 building contracts"),
  N_("2 sea contracts"),
  N_("2 associates in your row"),
  N_("1 building contract and 1 sea contract"),
  N_("a chariot on the 3rd cell or further"),
  N_("1 associate and 1 sea contract"),
  N_("1 associate and 1 building contract"),
  N_("1 associate and 1 latifundium tile"),
  N_("1 sea contract and 1 latifundium tile"),
  N_("1 building contract and 1 latifundium tile"),
  N_("4 influence, and pay 2 of them"),
  N_("4 building contracts"),
  N_("4 sea contracts"),
  N_("4 associates in your row"),
  N_("5 building and sea contracts, at least 1 of each"),
  N_("2 chariots on the 3rd cell or further"),
  N_("5 associates and sea contracts, at least 1 of each"),
  N_("5 associates and building contracts, at least 1 of each"),
  N_("5 associates and latifundium tiles, at least 1 of each"),
  N_("5 sea contracts and latifundium tiles, at least 1 of each"),
  N_("5 building contracts and latifundium tiles, at least 1 of each"),
  N_("6 influence, and pay 3 of them"),
  N_("6 building contracts"),
  N_("6 associates in your row"),
  N_("6 sea contracts"),
  N_("10 cells advanced by your chariots together"),
  N_("5 latifundium tiles"),
};

static const char *const lat_kind_names[NR_N_LAT_KINDS] = {
  N_("yield tile"), N_("exchange tile"), N_("exchange tile"), N_("exchange tile"),
  N_("animal tile"), N_("Lion"), N_("Associates tile"), N_("Seafaring tile"),
  N_("Construction tile"), N_("Income tile"), N_("Income tile"), N_("Race tile"),
};

static const char *const category_names[NR_N_CATEGORIES] = {
  N_("Sea routes"), N_("Building contracts"), N_("District majorities"),
  N_("Race favourites"), N_("Chariots at the finish"), N_("Associates (end of game)"),
  N_("Animals"), N_("Mosaic"), N_("Goods and coins (4:1)"), N_("Influence and artisans (2:1)"),
  N_("First-player token"),
};

/* Track colours of the data file that have a name. */
static const char *const colour_ids[] = {
  "red", "blue", "green", "white", "yellow", "black", "purple", "orange",
};
static const char *const colour_names[] = {
  /* Translators: the colour of a hippodrome track, its chariots and favourites; it names the
   * track ("red +2", "the red chariot"): choose the form that fits "track" */
  NC_("track", "red"), NC_("track", "blue"), NC_("track", "green"), NC_("track", "white"),
  NC_("track", "yellow"), NC_("track", "black"), NC_("track", "purple"), NC_("track", "orange"),
};

#define NAME(table, i) \
  ((i) >= 0 && (gsize) (i) < G_N_ELEMENTS (table) ? ludus_gettext (table[i]) : "?")

const char *nr_text_action (int action) { return NAME (action_names, action); }
const char *nr_text_resource (int r) { return NAME (resource_names, r); }
const char *nr_text_card_name (int card) { return NAME (card_names, card); }
const char *nr_text_card_profession (int card) { return NAME (card_professions, card); }
const char *nr_text_card_effect (int card) { return NAME (card_effects, card); }
const char *nr_text_cond (int cond) { return NAME (cond_names, cond); }
const char *nr_text_lat_kind (int kind) { return NAME (lat_kind_names, kind); }
const char *nr_text_category (int category) { return NAME (category_names, category); }

const char *
nr_text_track (const NrData *d,
               int           track)
{
  if (track < 0 || track >= NR_N_TRACKS)
    return "?";
  for (guint i = 0; i < G_N_ELEMENTS (colour_ids); i++)
    if (g_strcmp0 (d->track_colour[track], colour_ids[i]) == 0)
      return g_dpgettext2 (GETTEXT_PACKAGE, "track", colour_names[i]);
  return d->track_colour[track];
}

char *
nr_text_card (int card)
{
  /* Translators: an associate card: its name and profession, "Calux (carpenter)" */
  return g_strdup_printf (_("%s (%s)"), nr_text_card_name (card), nr_text_card_profession (card));
}

char *
nr_text_amount (int resource,
                int n)
{
  switch (resource)
    {
    case NR_WHEAT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d wheat", "%d wheat", n), n);
    case NR_STONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stone", "%d stone", n), n);
    case NR_WOOD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d wood", "%d wood", n), n);
    case NR_WINE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d wine", "%d wine", n), n);
    case NR_HORSE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d horse", "%d horses", n), n);
    default:
      return nr_text_sesterces (n);
    }
}

char *
nr_text_sesterces (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d sesterce", "%d sesterces", n), n);
}

static char *
influence_text (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d influence", "%d influence", n), n);
}

static void
join (GString    *out,
      const char *sep,
      const char *part)
{
  if (out->len > 0)
    g_string_append (out, sep);
  g_string_append (out, part);
}

char *
nr_text_cost (const NrCost *cost)
{
  GString *out = g_string_new (NULL);

  for (int r = 0; r < NR_N_RESOURCES; r++)
    if (cost->resources[r] > 0)
      {
        g_autofree char *part = nr_text_amount (r, cost->resources[r]);

        join (out, ", ", part);
      }
  if (cost->sesterces > 0)
    {
      g_autofree char *part = nr_text_sesterces (cost->sesterces);

      join (out, ", ", part);
    }
  if (out->len == 0)
    /* Translators: the cost of something free */
    g_string_append (out, _("nothing"));
  return g_string_free (out, FALSE);
}

char *
nr_text_effect (const NrData *d,
                int           effect)
{
  const NrEffect *e = &d->effects[effect];
  int n = e->n;

  switch (e->kind)
    {
    case NR_EFF_RESOURCE:
      return nr_text_amount (e->arg, n);
    case NR_EFF_ANY_RESOURCE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d resource of your choice",
                                           "%d resources of your choice", n), n);
    case NR_EFF_SESTERCES:
      return nr_text_sesterces (n);
    case NR_EFF_INFLUENCE:
      return influence_text (n);
    case NR_EFF_ARTISAN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d artisan", "%d artisans", n), n);
    case NR_EFF_ACHIEVEMENT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d achievement token",
                                           "%d achievement tokens", n), n);
    case NR_EFF_ASSOCIATES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d associate card from the deck",
                                           "%d associate cards from the deck", n), n);
    case NR_EFF_VP:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d VP at the end of the game",
                                           "%d VP at the end of the game", n), n);
    case NR_EFF_CHOICE:
      {
        GString *out = g_string_new (NULL);

        for (int i = 0; i < e->count; i++)
          {
            g_autofree char *part = nr_text_effect (d, e->first + i);

            /* Translators: between the options of a choice, "2 sesterces or 1 influence" */
            join (out, _(" or "), part);
          }
        return g_string_free (out, FALSE);
      }
    default:
      return g_strdup ("?");
    }
}

char *
nr_text_effects (const NrData *d,
                 NrEffects     list)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < list.count; i++)
    {
      g_autofree char *part = nr_text_effect (d, list.first + i);

      join (out, ", ", part);
    }
  return g_string_free (out, FALSE);
}

char *
nr_text_tile (const NrData *d,
              int           tile)
{
  if (tile < 0 || tile >= NR_N_LAT)
    return g_strdup (_("a face-down tile"));
  switch (d->lat[tile].kind)
    {
    case NR_LAT_YIELD:
      {
        g_autofree char *gain = nr_text_effects (d, d->lat[tile].yield);

        /* Translators: a latifundium tile that yields %s when an artisan is placed on it */
        return g_strdup_printf (_("yield tile: %s"), gain);
      }
    case NR_LAT_EXCHANGE_ARTISAN:
      return g_strdup (_("exchange tile: 1 sesterce for 1 artisan"));
    case NR_LAT_EXCHANGE_RESOURCE:
      return g_strdup (_("exchange tile: 1 influence for 1 resource of your choice"));
    case NR_LAT_EXCHANGE_SESTERCES:
      return g_strdup (_("exchange tile: 1 influence for 2 sesterces"));
    case NR_LAT_ANIMAL:
      return g_strdup (_("animal tile"));
    case NR_LAT_LION:
      return g_strdup (_("Lion (2 animals)"));
    case NR_LAT_ASSOCIATES:
      return g_strdup (_("Associates tile: play a card without its sesterce price"));
    case NR_LAT_SEAFARING:
      return g_strdup (_("Seafaring tile: 2 movement points for your ships"));
    case NR_LAT_CONSTRUCTION:
      return g_strdup (_("Construction tile: 1 cube in any district"));
    case NR_LAT_INCOME_GOODS:
      return g_strdup (_("Income tile: 3 resources of your choice"));
    case NR_LAT_INCOME_COINS:
      return g_strdup (_("Income tile: 4 sesterces"));
    case NR_LAT_RACE:
      return g_strdup (_("Race tile: 2 cells for your chariots"));
    default:
      return g_strdup ("?");
    }
}

char *
nr_text_forum_cell (int cell)
{
  /* Translators: a cell of the 4×4 forum, rows and columns counted from 1 */
  return g_strdup_printf (_("row %d, column %d"), cell / NR_FORUM_SIZE + 1,
                          cell % NR_FORUM_SIZE + 1);
}

static const char *
product_name (int product)
{
  return product == NR_PRODUCT_SESTERCE ? _("sesterces") : nr_text_resource (product);
}

char *
nr_text_prod_cell (const NrData *d,
                   int           cell)
{
  /* Translators: a cell of the production area, named by the products at the end of its row
   * and its column: "the wheat and wine cell" */
  return g_strdup_printf (_("the %s and %s cell"), product_name (d->row_product[cell / d->prod_cols]),
                          product_name (d->col_product[cell % d->prod_cols]));
}

char *
nr_text_mosaic_cell (const NrData  *d,
                     const NrState *s,
                     guint          p,
                     int            cell)
{
  int strip = s->players[p].mosaic_strip[cell / 3];

  if (strip < 0)
    return g_strdup ("?");
  return g_strdup (nr_text_cond (d->mosaic[strip].cells[cell % 3]));
}
