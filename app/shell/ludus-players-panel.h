/* ludus-players-panel.h: the seats of a match, as one seat may see them
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_PLAYERS_PANEL (ludus_players_panel_get_type ())
G_DECLARE_FINAL_TYPE (LudusPlayersPanel, ludus_players_panel, LUDUS, PLAYERS_PANEL, GtkWidget)

GtkWidget *ludus_players_panel_new    (void);
/*
 * Shows every seat of match: its piece (colour and shape from view), name, human or computer,
 * score, whether it must act, and the game's description of it. Scores and descriptions come
 * from the view's state, already redacted for its viewer (-1: public information only), so a
 * seat never sees what another seat hides. actors is the bit set of seats that must act there.
 */
void       ludus_players_panel_update (LudusPlayersPanel *self,
                                       LudusMatch        *match,
                                       LudusView         *view,
                                       guint              actors);

/* Shows that seat (-1: none) is thinking, fraction of the way through; kept across updates. */
void       ludus_players_panel_set_thinking (LudusPlayersPanel *self,
                                             int                seat,
                                             double             fraction);
/* Who plays a seat, translated: "Human", "Computer (hard)". */
const char *ludus_seat_kind_label     (LudusSeatKind      kind,
                                       LudusLevel         level);

/* A seat's piece (its colour and the shape that tells it apart without colour), size pixels
 * square; follows the view's seat colours. Used by the move log and the game over page too. */
GtkWidget *ludus_seat_swatch_new      (LudusView         *view,
                                       guint              seat,
                                       int                size);

/* A start-aligned label with a style class, wrapped or ellipsized; the panel's and the recap's. */
GtkWidget *ludus_panel_label_new      (const char        *text,
                                       const char        *css_class,
                                       gboolean           wrap);

G_END_DECLS
