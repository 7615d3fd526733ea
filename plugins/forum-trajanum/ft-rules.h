/* ft-rules.h: the Forum Trajanum rules engine's internal API
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"
#include "ft-data.h"
#include "ft-state.h"

G_BEGIN_DECLS

/* Option indices (ludus_game_get_options order). */
typedef enum
{
  FT_OPT_FIRST_GAME,
  FT_OPT_HANDICAP_1,
  FT_OPT_HANDICAP_2,
  FT_OPT_HANDICAP_3,
  FT_OPT_HANDICAP_4,
  FT_OPT_SIDE_B,
  FT_OPT_PROMO,
  FT_OPT_UNLIMITED,
  FT_OPT_RANDOM_FORUM,
  FT_OPT_FIRST_GAME_CARD,     /* 0 random, 1..4 tc_3_1..tc_3_4, 5 tc_3_promo */
  FT_OPT_START_PLAYER,        /* -1 drawn at random, else the seat */
  FT_N_OPTIONS
} FtOption;

/* Errors: sets error (LUDUS_GAME_ERROR, code) to the formatted message and
 * returns FALSE. */
#define ft_error(error, code, ...) ludus_game_error_set ((error), (code), NULL, __VA_ARGS__)

/* Setup (ft-setup.c). options may be NULL (all defaults). */
gboolean ft_setup             (const FtData  *d,
                               FtState       *s,
                               guint          n_players,
                               guint64        seed,
                               const int     *options,
                               GError       **error);
void     ft_forum_derive      (FtState       *s);

/* Decisions (ft-moves.c and the phase files; see ft-private.h) */
guint    ft_actors            (const FtState *s);
/* Appends the legal moves of player; kind >= 0 limits them to one kind.
 * The one judge of legality: a move is legal exactly when it is listed. */
void     ft_legal_moves       (const FtData  *d,
                               const FtState *s,
                               guint          player,
                               int            kind,
                               GArray        *moves);
/* Rewrites a move whose arguments name the same decision in another order
 * (the two cells of a double tile of one colour) into the form
 * ft_legal_moves lists. */
void     ft_canonicalize_move (const FtState *s,
                               guint          player,
                               LudusMove     *move);
/* Applies a move just listed by ft_legal_moves(), without judging it; the
 * decisions with a single choice that follow are left to ft_settle(). */
void     ft_apply_trusted     (const FtData    *d,
                               FtState         *s,
                               guint            player,
                               const LudusMove *move);
/* A decision due now that has a single choice, which the game makes by
 * itself: a seat with exactly one legal move. */
gboolean ft_automatic_move    (const FtData  *d,
                               const FtState *s,
                               guint         *player,
                               LudusMove     *move);
/* Makes every such decision, one after the other. */
void     ft_settle            (const FtData  *d,
                               FtState       *s);

/* Whether move m, which player just made, ended that seat's turn. */
gboolean ft_ends_turn         (const FtState   *after,
                               guint            player,
                               const LudusMove *m);

/* Hidden information (ft-hidden.c) */
void     ft_redact            (FtState       *s,
                               int            viewer);
void     ft_determinize       (const FtData  *d,
                               FtState       *s,
                               guint          seat,
                               LudusRng      *rng);

/* Helpers shared by the engine, the text and the board. */
int      ft_column_value      (const FtState *s);
int      ft_active_citizens   (const FtPlayer *pl);
gboolean ft_ability           (const FtPlayer *pl,
                               int            row);
int      ft_street_of_card    (const FtData  *d,
                               const FtState *s,
                               guint          player,
                               int            card);
gboolean ft_cell_in_street    (int            cell,
                               int            street);
gboolean ft_is_corner         (int            cell);
int      ft_corner_index      (int            cell);
int      ft_corner_cell       (int            corner);
int      ft_single_pool       (const FtState *s,
                               int            colour);
int      ft_double_pool       (const FtState *s,
                               int            colour);
void     ft_add_vp            (FtState       *s,
                               guint          player,
                               FtVpSource     src,
                               int            vp);
int      ft_left              (const FtState *s,
                               int            p);
int      ft_right             (const FtState *s,
                               int            p);
gboolean ft_is_over           (const FtState *s);

/* Scoring (ft-scoring.c) */
void     ft_score_pass        (const FtData  *d,
                               FtState       *s);
int      ft_score_cranes      (const FtState *s,
                               guint          p);
int      ft_score_colonia     (const FtData  *d,
                               const FtState *s,
                               guint          p);
int      ft_score_eagles      (const FtState *s,
                               guint          p);
int      ft_largest_group     (const FtState *s,
                               guint          p);
int      ft_area_vp           (const FtData  *d,
                               const FtPlayer *pl,
                               int            n);
int      ft_trajan_building   (const FtData  *d,
                               const FtState *s,
                               guint          p,
                               int            card);
int      ft_trajan_collection (const FtState *s,
                               guint          p,
                               int            card);
int      ft_trajan_value      (const FtData  *d,
                               const FtPlayer *pl);
void     ft_ranks             (const FtState *s,
                               guint         *ranks);
int      ft_resources         (const FtPlayer *pl);

/* The search's playouts (ft-policy.c), as LudusRules.playout_flags and .playout_move:
 * how each level plays them, and hard's policy. */
LudusPlayoutFlags ft_playout_flags (const LudusState *state,
                                    guint             level);
guint    ft_playout_move      (const LudusState *state,
                               guint             player,
                               const LudusMove  *moves,
                               guint             n_moves,
                               LudusRng         *rng);

/* Checks (ft-check.c): conservation and consistency of a full state. */
gboolean ft_check_state       (const FtData  *d,
                               const FtState *s,
                               GError       **error);

/* JSON (ft-json.c) */
JsonNode *ft_state_to_json    (const FtState *s);
gboolean  ft_state_from_json  (const FtData  *d,
                               FtState       *s,
                               JsonNode      *node,
                               GError       **error);

G_END_DECLS
