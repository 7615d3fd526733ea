/* test-nr-text.c: the rules page — every stand-in listed, the two-player and solo rules
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"
#include "nr-text.h"

/* The lines "• …" of the section under heading (after its paragraph, if
 * it has one), up to the next blank line. */
static guint
items_under (const char *text,
             const char *heading,
             gboolean    paragraph)
{
  g_autofree char *marked = g_strdup_printf ("<b>%s</b>\n", heading);
  const char *at = strstr (text, marked);
  const char *end;
  guint n = 0;

  g_assert_nonnull (at);
  at += strlen (marked);
  if (paragraph)
    {
      at = strstr (at, "\n\n");
      g_assert_nonnull (at);
      at += 2;
    }
  end = strstr (at, "\n\n");
  if (end == NULL)
    end = at + strlen (at);
  for (const char *line = at; line < end && *line != '\0'; line = strchr (line, '\n') + 1)
    if (g_str_has_prefix (line, "• "))
      n++;
  return n;
}

static void
test_rules_page (void)
{
  const NrData *d = nr_test_data ();
  g_autofree char *text = nr_text_rules (d);
  g_autofree char *wrapped = g_strconcat ("<markup>", text, "</markup>", NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  static const GMarkupParser parser = { 0 };
  g_autoptr(GError) error = NULL;
  guint stand_in = 0;

  /* Pango markup: well-formed. */
  context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  g_markup_parse_context_parse (context, wrapped, -1, &error);
  g_assert_no_error (error);

  /* Every group of stand-in data, and only those, in the component data's list. */
  for (int g = 0; g < NR_N_GROUPS; g++)
    stand_in += d->source[g] == NR_SOURCE_STAND_IN;
  g_assert_cmpuint (stand_in, >, 0);
  g_assert_cmpuint (items_under (text, "Component data", TRUE), ==, stand_in);

  /* The rules of each player count, and the differences from the printed game. */
  g_assert_nonnull (strstr (text, "<b>Two players</b>"));
  g_assert_nonnull (strstr (text, "legionnaires"));
  g_assert_nonnull (strstr (text, "<b>Solo</b>"));
  g_assert_nonnull (strstr (text, "20, 30 or 40 VP"));
  g_assert_nonnull (strstr (text, "strictly more VP"));
  g_assert_cmpuint (items_under (text, "Differences from the printed game", FALSE), >=, 4);
  /* Every associate card is explained. */
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    g_assert_nonnull (strstr (text, nr_text_card_effect (card)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/text/rules-page", test_rules_page);
  return g_test_run ();
}
