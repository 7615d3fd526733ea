/* ludus-score-chart.h: each seat's score after every move of a match
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line per seat in the seat's colour, each with its own dash pattern and the seat's piece as
 * marker so that colour-blind players can tell them apart; axes with tick labels and a legend.
 * Follows the dark style.
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

/* Longer matches are sampled down to this many positions (the last one always included). */
#define LUDUS_SCORE_CHART_MAX_SAMPLES 400

#define LUDUS_TYPE_SCORE_CHART (ludus_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (LudusScoreChart, ludus_score_chart, LUDUS, SCORE_CHART, GtkDrawingArea)

GtkWidget *ludus_score_chart_new           (void);
/* Computes the scores on ludus_match_get_state_at (i) for i = 0 … n_moves (sampled); seat
 * names and colours come from view. Scores are public: the game's get_scores on full states. */
void       ludus_score_chart_set_match     (LudusScoreChart *self,
                                            LudusMatch      *match,
                                            LudusView       *view);
guint      ludus_score_chart_get_n_samples (LudusScoreChart *self);
/* The sample'th position: its move index and the seat's score there. */
guint      ludus_score_chart_get_sample_index (LudusScoreChart *self,
                                               guint            sample);
int        ludus_score_chart_get_sample_score (LudusScoreChart *self,
                                               guint            sample,
                                               guint            seat);
/* Draws the chart on cr in a width × height area (what the widget does; also for tests). */
void       ludus_score_chart_draw          (LudusScoreChart *self,
                                            cairo_t         *cr,
                                            int              width,
                                            int              height,
                                            gboolean         dark);

/* The tooltip at a point of the chart as last drawn: the scores after the nearest move shown;
 * NULL outside the plot. */
char      *ludus_score_chart_describe_point (LudusScoreChart *self,
                                             double           x,
                                             double           y);

G_END_DECLS
