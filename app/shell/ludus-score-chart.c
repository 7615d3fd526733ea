/* ludus-score-chart.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "ludus-score-chart.h"

/* Where the plot area lies in the drawing, and the ranges it shows. */
typedef struct
{
  double left, top, width, height;
  double x_max, y_min, y_max;
} Plot;

struct _LudusScoreChart
{
  GtkDrawingArea  parent_instance;

  LudusView      *view;
  guint           n_seats;
  char           *names[LUDUS_MAX_PLAYERS];
  GArray         *indices;   /* guint: move index of each sample */
  GArray         *xs;        /* double: where each sample lies along the axis */
  GArray         *rounds;    /* guint: each sample's round (games that count them) */
  gboolean        in_rounds; /* the axis counts rounds; otherwise moves */
  GArray         *scores;    /* int: n_seats per sample */
  Plot            plot;      /* as last drawn, for the tooltips */
  gboolean        drawn;
};

G_DEFINE_FINAL_TYPE (LudusScoreChart, ludus_score_chart, GTK_TYPE_DRAWING_AREA)

/* Dash patterns per seat (in line widths), so that lines differ without colour. */
static const double dash_solid[] = { 1 };
static const double dash_long[] = { 5, 2.5 };
static const double dash_dot[] = { 1, 2 };
static const double dash_dash_dot[] = { 5, 2, 1, 2 };
static const double dash_short[] = { 2.5, 2.5 };
static const double dash_long_dot_dot[] = { 6, 2, 1, 2, 1, 2 };

static const struct
{
  const double *dashes;
  int           n;
} seat_dashes[LUDUS_MAX_PLAYERS] = {
  { dash_solid, 0 },
  { dash_long, G_N_ELEMENTS (dash_long) },
  { dash_dot, G_N_ELEMENTS (dash_dot) },
  { dash_dash_dot, G_N_ELEMENTS (dash_dash_dot) },
  { dash_short, G_N_ELEMENTS (dash_short) },
  { dash_long_dot_dot, G_N_ELEMENTS (dash_long_dot_dot) },
};

static void
draw_func (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  LudusScoreChart *self = LUDUS_SCORE_CHART (area);

  ludus_score_chart_draw (self, cr, width, height,
                          adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
on_dark_changed (LudusScoreChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ludus_score_chart_describe_point:
 * @x: a point of the widget, as last drawn
 * @y: the same
 *
 * The tooltip at (@x, @y): the scores after the move shown nearest to @x.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL outside the plot
 */
char *
ludus_score_chart_describe_point (LudusScoreChart *self,
                                  double           x,
                                  double           y)
{
  g_autoptr(GString) text = NULL;
  const Plot *p;
  guint n, best = 0;
  double best_distance = G_MAXDOUBLE;

  g_return_val_if_fail (LUDUS_IS_SCORE_CHART (self), NULL);

  p = &self->plot;
  n = self->indices->len;
  if (!self->drawn || n == 0 || x < p->left - 8 || x > p->left + p->width + 8 ||
      y < p->top - 8 || y > p->top + p->height + 8)
    return NULL;

  for (guint k = 0; k < n; k++)
    {
      double at = g_array_index (self->xs, double, k);
      double distance = ABS (x - (p->left + (p->x_max > 0 ? at / p->x_max : 0) * p->width));

      if (distance < best_distance)
        {
          best_distance = distance;
          best = k;
        }
    }

  text = g_string_new (NULL);
  if (self->in_rounds)
    /* Translators: the first line of the score chart's tooltip, in a game that counts rounds */
    g_string_append_printf (text, _("Round %u, after move %u"),
                            g_array_index (self->rounds, guint, best),
                            g_array_index (self->indices, guint, best));
  else
    /* Translators: the first line of the score chart's tooltip */
    g_string_append_printf (text, _("After move %u"), g_array_index (self->indices, guint, best));
  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      g_string_append_c (text, '\n');
      /* Translators: a line of the score chart's tooltip: a player's name and points */
      g_string_append_printf (text, _("%s: %d"),
                              self->names[seat] != NULL ? self->names[seat] : "",
                              ludus_score_chart_get_sample_score (self, best, seat));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
on_query_tooltip (LudusScoreChart *self,
                  int              x,
                  int              y,
                  gboolean         keyboard,
                  GtkTooltip      *tooltip)
{
  g_autofree char *text = ludus_score_chart_describe_point (self, x, y);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
ludus_score_chart_dispose (GObject *object)
{
  LudusScoreChart *self = LUDUS_SCORE_CHART (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_object (&self->view);

  G_OBJECT_CLASS (ludus_score_chart_parent_class)->dispose (object);
}

static void
ludus_score_chart_finalize (GObject *object)
{
  LudusScoreChart *self = LUDUS_SCORE_CHART (object);

  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_array_unref (self->indices);
  g_array_unref (self->xs);
  g_array_unref (self->rounds);
  g_array_unref (self->scores);

  G_OBJECT_CLASS (ludus_score_chart_parent_class)->finalize (object);
}

static void
ludus_score_chart_class_init (LudusScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_score_chart_dispose;
  object_class->finalize = ludus_score_chart_finalize;
}

static void
ludus_score_chart_init (LudusScoreChart *self)
{
  self->indices = g_array_new (FALSE, FALSE, sizeof (guint));
  self->xs = g_array_new (FALSE, FALSE, sizeof (double));
  self->rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  self->scores = g_array_new (FALSE, FALSE, sizeof (int));

  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self), 300);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self), 480);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_func, NULL, NULL);
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

GtkWidget *
ludus_score_chart_new (void)
{
  return g_object_new (LUDUS_TYPE_SCORE_CHART, NULL);
}

/* Where the samples lie: at their move, or, in a game that counts rounds, in their round (round
 * r spans r - 1 to r, its moves spread evenly over it). */
static void
place_samples (LudusScoreChart *self,
               LudusMatch      *match)
{
  LudusGame *game = ludus_match_get_game (match);
  guint n_moves = ludus_match_get_n_moves (match);
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));  /* first move of each */
  guint previous = 0;

  g_array_set_size (self->xs, 0);
  self->in_rounds = self->rounds->len > 0 && g_array_index (self->rounds, guint, 0) > 0;
  if (!self->in_rounds)
    {
      for (guint k = 0; k < self->indices->len; k++)
        {
          double x = g_array_index (self->indices, guint, k);

          g_array_append_val (self->xs, x);
        }
      return;
    }

  /* The move each round begins with (round r at starts[r - 1]); the end closes the last. */
  for (guint i = 0; i <= n_moves; i++)
    {
      guint round = ludus_game_get_round (game, ludus_match_get_state_at (match, i));

      while (round > previous)
        {
          g_array_append_val (starts, i);
          previous++;
        }
    }
  g_array_append_val (starts, n_moves);
  for (guint k = 0; k < self->indices->len; k++)
    {
      guint index = g_array_index (self->indices, guint, k);
      guint round = MAX (g_array_index (self->rounds, guint, k), 1);
      guint first = g_array_index (starts, guint, MIN (round - 1, starts->len - 1));
      guint next = g_array_index (starts, guint, MIN (round, starts->len - 1));
      double x = round - 1 + (next > first ? (double) (index - first) / (next - first) : 0);

      g_array_append_val (self->xs, x);
    }
}

void
ludus_score_chart_set_match (LudusScoreChart *self,
                             LudusMatch      *match,
                             LudusView       *view)
{
  LudusGame *game;
  guint n_moves, n_samples;

  g_return_if_fail (LUDUS_IS_SCORE_CHART (self));
  g_return_if_fail (LUDUS_IS_MATCH (match));
  g_return_if_fail (LUDUS_IS_VIEW (view));

  game = ludus_match_get_game (match);
  g_set_object (&self->view, view);
  self->n_seats = MIN (ludus_match_get_n_seats (match), LUDUS_MAX_PLAYERS);
  for (guint seat = 0; seat < LUDUS_MAX_PLAYERS; seat++)
    {
      g_free (self->names[seat]);
      self->names[seat] = seat < self->n_seats
                          ? g_strdup (ludus_match_get_seat (match, seat)->name) : NULL;
    }

  n_moves = ludus_match_get_n_moves (match);
  n_samples = MIN (n_moves + 1, LUDUS_SCORE_CHART_MAX_SAMPLES);
  g_array_set_size (self->indices, 0);
  g_array_set_size (self->scores, 0);
  g_array_set_size (self->rounds, 0);

  for (guint k = 0; k < n_samples; k++)
    {
      /* Evenly spread, the first and the last position always included. */
      guint index = n_samples > 1 ? (guint) (((guint64) k * n_moves) / (n_samples - 1)) : 0;
      int scores[LUDUS_MAX_PLAYERS] = { 0 };
      const LudusState *state = ludus_match_get_state_at (match, index);
      guint round = ludus_game_get_round (game, state);

      ludus_game_get_scores (game, state, scores);
      g_array_append_val (self->indices, index);
      g_array_append_val (self->rounds, round);
      g_array_append_vals (self->scores, scores, self->n_seats);
    }
  place_samples (self, match);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ludus_score_chart_get_n_samples (LudusScoreChart *self)
{
  g_return_val_if_fail (LUDUS_IS_SCORE_CHART (self), 0);
  return self->indices->len;
}

guint
ludus_score_chart_get_sample_index (LudusScoreChart *self,
                                    guint            sample)
{
  g_return_val_if_fail (LUDUS_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (sample < self->indices->len, 0);
  return g_array_index (self->indices, guint, sample);
}

int
ludus_score_chart_get_sample_score (LudusScoreChart *self,
                                    guint            sample,
                                    guint            seat)
{
  g_return_val_if_fail (LUDUS_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (sample < self->indices->len, 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return g_array_index (self->scores, int, sample * self->n_seats + seat);
}

/* A step of 1, 2 or 5 × 10^k that cuts range into at most max_ticks parts. */
static double
nice_step (double range,
           int    max_ticks)
{
  double raw = range / MAX (max_ticks, 1);
  double mag, norm;

  if (raw <= 0)
    return 1;
  mag = pow (10, floor (log10 (raw)));
  norm = raw / mag;
  if (norm <= 1)
    return mag;
  if (norm <= 2)
    return 2 * mag;
  if (norm <= 5)
    return 5 * mag;
  return 10 * mag;
}

static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

/* Draws text with its anchor point at (x, y): xalign and yalign 0 (start) … 1 (end). */
static double
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      xalign,
           double      yalign,
           double      size,
           gboolean    bold)
{
  g_autoptr(PangoLayout) layout = make_layout (cr, text, size, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * xalign, y - h * yalign);
  pango_cairo_show_layout (cr, layout);
  return w;
}

static double
text_width (cairo_t    *cr,
            const char *text,
            double      size,
            gboolean    bold)
{
  g_autoptr(PangoLayout) layout = make_layout (cr, text, size, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

static void
set_seat_line (LudusScoreChart *self,
               cairo_t         *cr,
               guint            seat,
               double           line_width)
{
  double r, g, b;
  double dashes[8];
  int n = seat_dashes[seat].n;

  ludus_view_get_seat_rgb (self->view, seat, &r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, n > 0 ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int i = 0; i < n; i++)
    dashes[i] = seat_dashes[seat].dashes[i] * line_width;
  cairo_set_dash (cr, dashes, n, 0);
}


static double
plot_x (const Plot *p,
        double      index)
{
  return p->left + (p->x_max > 0 ? index / p->x_max : 0) * p->width;
}

static double
plot_y (const Plot *p,
        double      score)
{
  return p->top + p->height - (score - p->y_min) / (p->y_max - p->y_min) * p->height;
}

static void
draw_axes (cairo_t            *cr,
           const Plot         *p,
           const LudusPalette *pal,
           double              font,
           gboolean            in_rounds)
{
  double y_step = nice_step (p->y_max - p->y_min, 5);
  double x_step = nice_step (MAX (p->x_max, 1), 6);

  cairo_save (cr);
  cairo_set_line_width (cr, 1);

  /* Horizontal grid lines with the score labels. */
  for (double v = ceil (p->y_min / y_step) * y_step; v <= p->y_max + 1e-9; v += y_step)
    {
      char text[32];
      double y = round (plot_y (p, v)) + 0.5;

      ludus_cairo_set_rgb (cr, &pal->line, fabs (v) < 1e-9 ? 0.9 : 0.3);
      cairo_move_to (cr, p->left, y);
      cairo_line_to (cr, p->left + p->width, y);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%.0f", v);
      ludus_cairo_set_rgb (cr, &pal->text_dim, 1);
      draw_text (cr, text, p->left - 6, y, 1, 0.5, font, FALSE);
    }

  /* Ticks and labels along the moves; or a tick where each round begins and its number in the
   * middle of it. */
  for (double v = 0; v <= p->x_max + 1e-9; v += x_step)
    {
      char text[32];
      double x = round (plot_x (p, v)) + 0.5;

      ludus_cairo_set_rgb (cr, &pal->line, 0.9);
      cairo_move_to (cr, x, p->top + p->height);
      cairo_line_to (cr, x, p->top + p->height + 4);
      cairo_stroke (cr);
      /* Round v + 1 spans v to v + 1: its number in its middle. */
      if (in_rounds && v >= p->x_max - 1e-9)
        break;
      g_snprintf (text, sizeof text, "%.0f", in_rounds ? v + 1 : v);
      ludus_cairo_set_rgb (cr, &pal->text_dim, 1);
      draw_text (cr, text, in_rounds ? plot_x (p, v + 0.5) : x, p->top + p->height + 6, 0.5, 0,
                 font, FALSE);
    }

  ludus_cairo_set_rgb (cr, &pal->line, 0.9);
  cairo_move_to (cr, p->left + 0.5, p->top);
  cairo_line_to (cr, p->left + 0.5, p->top + p->height);
  cairo_stroke (cr);

  ludus_cairo_set_rgb (cr, &pal->text, 1);
  /* Translators: the horizontal axis of the score chart */
  draw_text (cr, in_rounds ? _("Rounds") : _("Moves"), p->left + p->width,
             p->top + p->height + 8 + font, 1, 0, font, TRUE);
  /* Translators: the vertical axis of the score chart */
  draw_text (cr, _("Points"), p->left - 6, p->top - 8, 0.5, 1, font, TRUE);
  cairo_restore (cr);
}

static void
draw_lines (LudusScoreChart *self,
            cairo_t         *cr,
            const Plot      *p)
{
  guint n = self->indices->len;

  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      guint marker_every = MAX (n / 8, 1);

      cairo_save (cr);
      cairo_rectangle (cr, p->left - 8, p->top - 8, p->width + 16, p->height + 16);
      cairo_clip (cr);
      set_seat_line (self, cr, seat, 2.5);
      for (guint k = 0; k < n; k++)
        {
          double x = plot_x (p, g_array_index (self->xs, double, k));
          double y = plot_y (p, ludus_score_chart_get_sample_score (self, k, seat));

          if (k == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);

      /* The seat's piece along its line, offset per seat so equal scores stay visible. */
      for (guint k = (seat * marker_every) / MAX (self->n_seats, 1); k < n; k += marker_every)
        ludus_cairo_seat_piece (cr, self->view, seat,
                                plot_x (p, g_array_index (self->xs, double, k)),
                                plot_y (p, ludus_score_chart_get_sample_score (self, k, seat)),
                                5);
      if (n > 0)
        ludus_cairo_seat_piece (cr, self->view, seat,
                                plot_x (p, g_array_index (self->xs, double, n - 1)),
                                plot_y (p, ludus_score_chart_get_sample_score (self, n - 1, seat)),
                                6);
      cairo_restore (cr);
    }
}

/* The legend: one entry per seat (line sample, piece, name), wrapped over as many lines as the
 * width needs. Returns its height. */
static double
draw_legend (LudusScoreChart    *self,
             cairo_t            *cr,
             const LudusPalette *pal,
             double              left,
             double              top,
             double              width,
             double              font,
             gboolean            paint)
{
  double x = left, y = top, line_height = font * 1.8;

  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      const char *name = self->names[seat] != NULL ? self->names[seat] : "";
      double entry = 34 + 8 + text_width (cr, name, font, FALSE) + 20;

      if (x > left && x + entry > left + width)
        {
          x = left;
          y += line_height;
        }
      if (paint)
        {
          cairo_save (cr);
          set_seat_line (self, cr, seat, 2.5);
          cairo_move_to (cr, x, y + line_height / 2);
          cairo_line_to (cr, x + 34, y + line_height / 2);
          cairo_stroke (cr);
          cairo_restore (cr);
          ludus_cairo_seat_piece (cr, self->view, seat, x + 17, y + line_height / 2, 5);
          ludus_cairo_set_rgb (cr, &pal->text, 1);
          draw_text (cr, name, x + 42, y + line_height / 2, 0, 0.5, font, FALSE);
        }
      x += entry;
    }
  return y + line_height - top;
}

void
ludus_score_chart_draw (LudusScoreChart *self,
                        cairo_t         *cr,
                        int              width,
                        int              height,
                        gboolean         dark)
{
  const LudusPalette *pal = ludus_palette_get (dark);
  double font = 12, legend_height, y_label_width = 0;
  Plot p;
  guint n;

  g_return_if_fail (LUDUS_IS_SCORE_CHART (self));

  n = self->indices->len;
  if (self->view == NULL || n == 0 || width < 80 || height < 80)
    return;

  p.x_max = g_array_index (self->xs, double, n - 1);
  if (self->in_rounds)
    p.x_max = MAX (ceil (p.x_max), 1);
  p.y_min = 0;
  p.y_max = 0;
  for (guint i = 0; i < self->scores->len; i++)
    {
      int v = g_array_index (self->scores, int, i);

      p.y_min = MIN (p.y_min, v);
      p.y_max = MAX (p.y_max, v);
    }
  if (p.y_max - p.y_min < 5)
    p.y_max = p.y_min + 5;
  /* Round the range out to whole ticks. */
  {
    double step = nice_step (p.y_max - p.y_min, 5);

    p.y_min = floor (p.y_min / step) * step;
    p.y_max = ceil (p.y_max / step) * step;
  }

  for (double v = p.y_min; v <= p.y_max; v += nice_step (p.y_max - p.y_min, 5))
    {
      char text[32];

      g_snprintf (text, sizeof text, "%.0f", v);
      y_label_width = MAX (y_label_width, text_width (cr, text, font, FALSE));
    }

  legend_height = draw_legend (self, cr, pal, 12, 0, width - 24, font, FALSE);
  p.left = MAX (y_label_width + 14, 36);
  p.top = 12 + font * 1.6;
  p.width = width - p.left - 16;
  p.height = height - p.top - legend_height - font * 2 - 24;
  if (p.width < 20 || p.height < 20)
    return;

  draw_axes (cr, &p, pal, font, self->in_rounds);
  draw_lines (self, cr, &p);
  self->plot = p;
  self->drawn = TRUE;
  draw_legend (self, cr, pal, 12, height - legend_height - 2, width - 24, font, TRUE);
}
