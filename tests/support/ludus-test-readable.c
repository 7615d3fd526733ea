/* ludus-test-readable.c: every board readable at 1280×800, checked in every language
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-readable.h"

/* Ink that touches within this much is not an overlap: anti-aliasing and rounding. */
#define OVERLAP_TOLERANCE 0.5
/* Problems listed in full before the rest are only counted. */
#define MAX_LISTED 60

/* Problems a check lets pass (ludus_test_check_board_known ()); 0 everywhere else. */
static guint tolerated;

static const char *const seat_names[LUDUS_MAX_PLAYERS] = {
  "Aurelia", "Brutus", "Cassia", "Decimus", "Ennia", "Flavius",
};
static const char *const seat_colours[LUDUS_MAX_PLAYERS] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d", "#9141ac", "#ff7800",
};

/* One board drawn: where, for whom, and what it drew. */
typedef struct
{
  const char       *language;
  const char       *position;
  int               viewer;
  double            width, height;
  cairo_surface_t  *surface;
  LudusHitMap      *hits;
  LudusTextMap     *texts;
  GString          *report;
  guint             problems;
} Drawing;

static void
drawing_clear (Drawing *d)
{
  g_clear_pointer (&d->surface, cairo_surface_destroy);
  g_clear_pointer (&d->hits, ludus_hit_map_free);
  g_clear_pointer (&d->texts, ludus_text_map_free);
}

/* The drawing's frame inside the board's area, as LudusBoardArea lays it out. */
static void
frame (const LudusBoardSpec *spec,
       double               *width,
       double               *height)
{
  *width = LUDUS_TEST_BOARD_WIDTH;
  *height = LUDUS_TEST_BOARD_HEIGHT;
  if (spec->aspect_ratio > 0)
    {
      if (*width / *height > spec->aspect_ratio)
        *width = *height * spec->aspect_ratio;
      else
        *height = *width / spec->aspect_ratio;
    }
}

static LudusView *
make_view (LudusGame        *game,
           const LudusState *state,
           int               viewer)
{
  LudusView *view = ludus_view_new (game);
  guint n = MIN (ludus_state_get_n_players (state), LUDUS_MAX_PLAYERS);
  guint actors = ludus_game_is_over (game, state) ? 0 : ludus_game_get_actors (game, state);

  for (guint seat = 0; seat < n; seat++)
    ludus_view_set_seat (view, seat, seat_names[seat], seat_colours[seat]);
  ludus_view_update (view, state, viewer, viewer >= 0 && (actors & (1u << viewer)) != 0);
  return view;
}

/* Draws the board as the shell would, with the hit and text maps filled. */
static void
draw (LudusGame            *game,
      const LudusBoardSpec *spec,
      const LudusState     *state,
      Drawing              *d)
{
  g_autoptr(LudusView) view = make_view (game, state, d->viewer);
  LudusRenderContext ctx = { 0 };
  gpointer renderer = spec->renderer_new != NULL ? spec->renderer_new () : NULL;
  cairo_t *cr;

  frame (spec, &d->width, &d->height);
  d->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) d->width, (int) d->height);
  d->hits = ludus_hit_map_new ();
  d->texts = ludus_text_map_new ();
  if (spec->set_device_scale != NULL)
    spec->set_device_scale (renderer, 1);
  if (spec->view_changed != NULL)
    spec->view_changed (renderer);

  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = d->width;
  ctx.height = d->height;
  ctx.hits = d->hits;
  ctx.texts = d->texts;
  cr = cairo_create (d->surface);
  ludus_render_draw (spec, renderer, cr, &ctx);
  cairo_destroy (cr);

  if (spec->renderer_free != NULL)
    spec->renderer_free (renderer);
}

static void
problem (Drawing    *d,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static void
problem (Drawing    *d,
         const char *format,
         ...)
{
  va_list args;

  d->problems++;
  if (d->problems > MAX_LISTED)
    return;
  g_string_append_printf (d->report, "\n  %s, position “%s”, ", d->language, d->position);
  if (d->viewer >= 0)
    g_string_append_printf (d->report, "seat %d: ", d->viewer + 1);
  else
    g_string_append (d->report, "public view: ");
  va_start (args, format);
  g_string_append_vprintf (d->report, format, args);
  va_end (args);
}

static char *
where (const LudusTextBox *box)
{
  return g_strdup_printf ("%.0f,%.0f %.0f×%.0f", box->x, box->y, box->width, box->height);
}

static gboolean
overlap (const LudusTextBox *a,
         const LudusTextBox *b)
{
  double w = MIN (a->x + a->width, b->x + b->width) - MAX (a->x, b->x);
  double h = MIN (a->y + a->height, b->y + b->height) - MAX (a->y, b->y);

  return w > OVERLAP_TOLERANCE && h > OVERLAP_TOLERANCE;
}

/* The same string drawn twice in one place (a halo, then the text) is one piece of text. */
static gboolean
same_text (const LudusTextBox *a,
           const LudusTextBox *b)
{
  return g_str_equal (a->text, b->text) &&
         ABS (a->x - b->x) < 2 && ABS (a->y - b->y) < 2 &&
         ABS (a->width - b->width) < 2 && ABS (a->height - b->height) < 2;
}

static void
check_texts (Drawing  *d,
             gboolean *bad)
{
  guint n = ludus_text_map_get_n_boxes (d->texts);

  for (guint i = 0; i < n; i++)
    {
      const LudusTextBox *a = ludus_text_map_get_box (d->texts, i);
      g_autofree char *at = where (a);

      if (a->size < LUDUS_TEST_MIN_TEXT_PX - 0.01)
        {
          problem (d, "“%s” (%s) is %.1f px, under %.0f px", a->text, at, a->size,
                   LUDUS_TEST_MIN_TEXT_PX);
          bad[i] = TRUE;
        }
      if (a->x < -1 || a->y < -1 || a->x + a->width > d->width + 1 ||
          a->y + a->height > d->height + 1)
        {
          problem (d, "“%s” (%s) runs off the board (%.0f×%.0f)", a->text, at, d->width,
                   d->height);
          bad[i] = TRUE;
        }
      for (guint j = i + 1; j < n; j++)
        {
          const LudusTextBox *b = ludus_text_map_get_box (d->texts, j);

          if (overlap (a, b) && !same_text (a, b))
            {
              g_autofree char *bt = where (b);

              problem (d, "“%s” (%s) overlaps “%s” (%s)", a->text, at, b->text, bt);
              bad[i] = bad[j] = TRUE;
            }
        }
    }
}

/* The drawing with every text box outlined, red where it fails, for a person to look at. */
static void
write_png (LudusGame      *game,
           const Drawing  *d,
           const gboolean *bad)
{
  const char *dir = g_getenv ("LUDUS_READABLE_DIR");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *position = NULL;
  g_autofree char *viewer = NULL;
  cairo_t *cr;

  if (dir == NULL || *dir == '\0')
    return;

  position = g_strdelimit (g_strdup (d->position), " /\\:", '-');
  viewer = d->viewer >= 0 ? g_strdup_printf ("seat%d", d->viewer + 1) : g_strdup ("public");
  name = g_strdup_printf ("%s-%s-%s-%s.png", ludus_game_get_id (game), position, viewer,
                          d->language);
  path = g_build_filename (dir, name, NULL);

  cr = cairo_create (d->surface);
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < ludus_text_map_get_n_boxes (d->texts); i++)
    {
      const LudusTextBox *box = ludus_text_map_get_box (d->texts, i);

      if (bad[i])
        cairo_set_source_rgba (cr, 0.9, 0, 0, 0.9);
      else
        cairo_set_source_rgba (cr, 0.2, 0.5, 0.9, 0.35);
      cairo_rectangle (cr, box->x + 0.5, box->y + 0.5, box->width, box->height);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  if (cairo_surface_write_to_png (d->surface, path) != CAIRO_STATUS_SUCCESS)
    g_test_message ("could not write %s", path);
}

/* Fails the test, with the list on standard error (TAP keeps only the first line). */
static void
fail (LudusGame  *game,
      guint       problems,
      const char *what,
      GString    *report)
{
  if (problems > MAX_LISTED)
    g_string_append_printf (report, "\n  … and %u more", problems - MAX_LISTED);
  g_printerr ("%s: %u %s at %d×%d:%s\n", ludus_game_get_id (game), problems, what,
              LUDUS_TEST_BOARD_WIDTH, LUDUS_TEST_BOARD_HEIGHT, report->str);
  g_test_fail_printf ("%s: %u %s at %d×%d (listed on standard error)", ludus_game_get_id (game),
                      problems, what, LUDUS_TEST_BOARD_WIDTH, LUDUS_TEST_BOARD_HEIGHT);
}

/* The viewers a position is drawn for. */
static guint
viewers_of (const LudusTestBoardPosition *position,
            int                          *viewers)
{
  guint n = 0;

  if (position->viewer != LUDUS_TEST_EVERY_VIEWER)
    {
      viewers[n++] = position->viewer;
      return n;
    }
  viewers[n++] = -1;
  for (guint seat = 0; seat < ludus_state_get_n_players (position->state); seat++)
    viewers[n++] = (int) seat;
  return n;
}

/* The catalogues must be there, or "every language" would be English four times. The
 * summary is compared too: a game's name may read the same in Russian (Porta Nigra). */
static void
check_catalogues (LudusGame *game)
{
  g_autofree char *english = NULL;
  g_autofree char *russian = NULL;
  g_autofree char *english_summary = NULL;
  g_autofree char *russian_summary = NULL;

  ludus_i18n_set_language ("en");
  english = ludus_game_get_name (game);
  english_summary = ludus_game_get_summary (game);
  ludus_i18n_set_language ("ru");
  russian = ludus_game_get_name (game);
  russian_summary = ludus_game_get_summary (game);
  if (g_strcmp0 (english, russian) == 0 && g_strcmp0 (english_summary, russian_summary) == 0)
    g_error ("The Russian catalogue was not found: call ludus_i18n_init () in main () and set "
             "LUDUS_LOCALEDIR (the tests' setup does)");
}

guint
ludus_test_check_readable (LudusGame                    *game,
                           const LudusBoardSpec         *spec,
                           const LudusTestBoardPosition *positions,
                           guint                         n_positions)
{
  const char *const *languages = ludus_i18n_get_languages ();
  g_autofree char *previous = g_strdup (ludus_i18n_get_language ());
  g_autoptr(GString) report = g_string_new (NULL);
  guint problems = 0, drawings = 0, boxes = 0;

  g_return_val_if_fail (LUDUS_IS_GAME (game), 0);
  g_return_val_if_fail (spec != NULL && spec->draw != NULL, 0);

  check_catalogues (game);
  for (guint l = 0; languages[l] != NULL; l++)
    {
      ludus_i18n_set_language (languages[l]);
      for (guint p = 0; p < n_positions; p++)
        {
          int viewers[LUDUS_MAX_PLAYERS + 1];
          guint n_viewers = viewers_of (&positions[p], viewers);

          for (guint v = 0; v < n_viewers; v++)
            {
              Drawing d = { languages[l], positions[p].name, viewers[v] };
              g_autofree gboolean *bad = NULL;

              d.report = report;
              d.problems = problems;
              draw (game, spec, positions[p].state, &d);
              bad = g_new0 (gboolean, ludus_text_map_get_n_boxes (d.texts) + 1);
              check_texts (&d, bad);
              write_png (game, &d, bad);
              problems = d.problems;
              boxes += ludus_text_map_get_n_boxes (d.texts);
              drawings++;
              drawing_clear (&d);
            }
        }
    }
  ludus_i18n_set_language (previous);

  g_test_message ("%s: %u drawings at %d×%d, %u text boxes, %u problems", ludus_game_get_id (game),
                  drawings, LUDUS_TEST_BOARD_WIDTH, LUDUS_TEST_BOARD_HEIGHT, boxes, problems);
  if (problems > tolerated)
    fail (game, problems, "readability problems", report);
  return problems;
}

static void
check_hits (Drawing *d)
{
  for (guint i = 0; i < ludus_hit_map_get_n_moves (d->hits); i++)
    {
      LudusMove move;
      double x, y, w, h;

      ludus_hit_map_get_move_region (d->hits, i, &move, &x, &y, &w, &h);
      if (w < LUDUS_TEST_MIN_TARGET_PX - 0.01 || h < LUDUS_TEST_MIN_TARGET_PX - 0.01)
        problem (d, "the target of move kind %d (%d, %d, …) at %.0f,%.0f is %.0f×%.0f px, "
                 "under %.0f×%.0f", move.kind, move.args[0], move.args[1], x, y, w, h,
                 LUDUS_TEST_MIN_TARGET_PX, LUDUS_TEST_MIN_TARGET_PX);
    }
}

guint
ludus_test_check_targets (LudusGame                    *game,
                          const LudusBoardSpec         *spec,
                          const LudusTestBoardPosition *positions,
                          guint                         n_positions)
{
  g_autofree char *previous = g_strdup (ludus_i18n_get_language ());
  g_autoptr(GString) report = g_string_new (NULL);
  guint problems = 0;

  g_return_val_if_fail (LUDUS_IS_GAME (game), 0);
  g_return_val_if_fail (spec != NULL && spec->draw != NULL, 0);

  ludus_i18n_set_language ("en");
  for (guint p = 0; p < n_positions; p++)
    {
      int viewers[LUDUS_MAX_PLAYERS + 1];
      guint n_viewers = viewers_of (&positions[p], viewers);

      for (guint v = 0; v < n_viewers; v++)
        {
          Drawing d = { "en", positions[p].name, viewers[v] };

          d.report = report;
          d.problems = problems;
          draw (game, spec, positions[p].state, &d);
          check_hits (&d);
          problems = d.problems;
          drawing_clear (&d);
        }
    }
  ludus_i18n_set_language (previous);

  g_test_message ("%s: %u click targets too small", ludus_game_get_id (game), problems);
  if (problems > tolerated)
    fail (game, problems, "click targets too small", report);
  return problems;
}

GPtrArray *
ludus_test_random_positions (LudusGame *game,
                             guint      n_players,
                             guint64    seed,
                             guint      every)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *positions = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_state_free);
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  LudusRng rng;
  guint decisions = 0;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed);
  g_ptr_array_add (positions, ludus_state_copy (state));
  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove move;

      g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &move));
      ludus_game_apply_trusted (game, state, actor, &move);
      if (every > 0 && ++decisions % every == 0 && !ludus_game_is_over (game, state))
        g_ptr_array_add (positions, ludus_state_copy (state));
    }
  g_ptr_array_add (positions, state);
  return positions;
}

/* per_count positions spread evenly through a random game, and its start and end. */
static void
add_spread_positions (LudusGame *game,
                      guint      n_players,
                      guint64    seed,
                      guint      per_count,
                      GPtrArray *states,
                      GPtrArray *names)
{
  g_autoptr(GPtrArray) all = ludus_test_random_positions (game, n_players, seed, 1);
  guint last = 0;

  for (guint k = 0; k <= per_count + 1; k++)
    {
      guint i = (guint) ((guint64) (all->len - 1) * k / (per_count + 1));

      if (k > 0 && i == last)
        continue;
      last = i;
      g_ptr_array_add (states, ludus_state_copy (all->pdata[i]));
      g_ptr_array_add (names, g_strdup_printf ("%up-%u-of-%u", n_players, i, all->len - 1));
    }
}

/* The positions of ludus_test_check_board (), with their names. */
static LudusTestBoardPosition *
board_positions (LudusGame *game,
                 guint      per_count,
                 guint64    seed,
                 GPtrArray *states,
                 GPtrArray *names)
{
  LudusTestBoardPosition *positions;
  guint min_players, max_players;

  ludus_game_get_player_range (game, &min_players, &max_players);
  for (guint n = min_players; n <= max_players; n++)
    add_spread_positions (game, n, seed + n, per_count, states, names);
  positions = g_new0 (LudusTestBoardPosition, states->len);
  for (guint i = 0; i < states->len; i++)
    {
      positions[i].name = names->pdata[i];
      positions[i].state = states->pdata[i];
      positions[i].viewer = LUDUS_TEST_EVERY_VIEWER;
    }
  return positions;
}

guint
ludus_test_check_board (LudusGame            *game,
                        const LudusBoardSpec *spec,
                        guint                 per_count,
                        guint64               seed)
{
  return ludus_test_check_board_known (game, spec, per_count, seed, 0, 0);
}

guint
ludus_test_check_board_known (LudusGame            *game,
                              const LudusBoardSpec *spec,
                              guint                 per_count,
                              guint64               seed,
                              guint                 known_text,
                              guint                 known_targets)
{
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_state_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree LudusTestBoardPosition *positions = NULL;
  guint text, targets;

  g_return_val_if_fail (LUDUS_IS_GAME (game), 0);
  if (spec == NULL)
    spec = ludus_game_get_board (game);
  g_return_val_if_fail (spec != NULL, 0);

  positions = board_positions (game, per_count, seed, states, names);
  tolerated = known_text;
  text = ludus_test_check_readable (game, spec, positions, states->len);
  tolerated = known_targets;
  targets = ludus_test_check_targets (game, spec, positions, states->len);
  tolerated = 0;
  if (text > 0 && text < known_text)
    g_test_message ("%s: %u readability problems, fewer than the %u known: lower the count",
                    ludus_game_get_id (game), text, known_text);
  if (targets > 0 && targets < known_targets)
    g_test_message ("%s: %u click targets too small, fewer than the %u known: lower the count",
                    ludus_game_get_id (game), targets, known_targets);
  return text + targets;
}
