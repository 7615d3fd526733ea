/* nr-rules.h: the Nova Roma rules engine (no GTK)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moves. Every decision is one small move; the JSON name of each kind is in
 * nr_move_kind_names and never changes. Arguments:
 *
 *   emperor      [cell]              the Emperor on one of the token's two cells
 *   patrician    [cell]              place a patrician (the turn's first decision)
 *   legionnaire  [cell]              2 players: place a legionnaire after the patrician
 *   mosaic       [cell 0..8]         place an achievement token (start or end of a turn)
 *   perform      [action]            perform one of the placement's two actions
 *   decline      [action]            decline it for 1 sesterce
 *   associate    [card, cell]        use a card of the row during the action (cell: where
 *                                    the artisan goes, for Agrippa, Hadrianus, Lucius, Rufus)
 *   done         []                  end the current step (skip it), or end the turn
 *   discard      [card]              from the hand: trade step 2, or down to the hand limit
 *   buy          [resource]          trade step 3: 1 sesterce for 1 resource
 *   wine         []                  development step 2: 1 wine for 1 influence
 *   latifundium  [slot, cell]        development step 3: slot 0..3 basic, 4 special
 *   claim        []                  petition step 1: the first-player token
 *   petition     [action, influence] petition step 2: perform another action with that power
 *   draw         [slot]              associates step 1: market slot 0..3, or 4 for the deck
 *   play         [card, discard]     associates step 2 (or the Associates tile): play a card,
 *                                    first discarding `discard` from a full row (-1: none)
 *   contract     [slot]              seafaring or construction step 1
 *   sail         [ship, route]       move a ship one harbour on (route: its route, or the
 *                                    route it leaves the start port by)
 *   build        [district, cells 0..29, cells 30..59]   the cells, as bit masks
 *   race         [cells on track 0, 1, 2]                race step 1 (or the Race tile)
 *   charioteer   [track]             race step 2: return a free artisan for 1 more cell
 *   hire         []                  production: 1 wheat for 1 artisan
 *   place        [cell]              production: place a free artisan
 *   wheel        [0 achievement, 1 influence]            a golden wheel's bonus
 *   resource     [resource]          pick a resource of your choice
 *   use          []                  use the tile's exchange or income (the coin tiles)
 *   choose       [option]            pick one effect of a printed choice
 *   draft_mosaic [token]             mosaic draft: take a face-up strip
 *   draft_pick   [card]              associate draft: keep a card and pass the rest
 *   draft_keep   [card, card]        associate draft: the two cards kept (the smaller first)
 */
#pragma once

#include "ludus.h"
#include "nr-data.h"
#include "nr-state.h"

G_BEGIN_DECLS

#define NR_RULES_VERSION 1

typedef enum
{
  NR_MOVE_EMPEROR,
  NR_MOVE_PATRICIAN,
  NR_MOVE_LEGIONNAIRE,
  NR_MOVE_MOSAIC,
  NR_MOVE_PERFORM,
  NR_MOVE_DECLINE,
  NR_MOVE_ASSOCIATE,
  NR_MOVE_DONE,
  NR_MOVE_DISCARD,
  NR_MOVE_BUY,
  NR_MOVE_WINE,
  NR_MOVE_LATIFUNDIUM,
  NR_MOVE_CLAIM,
  NR_MOVE_PETITION,
  NR_MOVE_DRAW,
  NR_MOVE_PLAY,
  NR_MOVE_CONTRACT,
  NR_MOVE_SAIL,
  NR_MOVE_BUILD,
  NR_MOVE_RACE,
  NR_MOVE_CHARIOTEER,
  NR_MOVE_HIRE,
  NR_MOVE_PLACE,
  NR_MOVE_WHEEL,
  NR_MOVE_RESOURCE,
  NR_MOVE_USE,
  NR_MOVE_CHOOSE,
  NR_MOVE_DRAFT_MOSAIC,
  NR_MOVE_DRAFT_PICK,
  NR_MOVE_DRAFT_KEEP,
  NR_N_MOVE_KINDS
} NrMoveKind;

#define NR_DRAW_DECK      NR_MARKET   /* draw [4]: the top of the deck */
#define NR_SLOT_SPECIAL   NR_MARKET   /* latifundium [4, cell]: the special slot */
#define NR_WHEEL_ACHIEVEMENT 0
#define NR_WHEEL_INFLUENCE   1

extern const char *const nr_move_kind_names[NR_N_MOVE_KINDS + 1];

/* Option indices (ludus_game_get_options order). */
typedef enum
{
  NR_OPT_DIFFICULTY,        /* solo: 0 easy, 1 normal, 2 hard */
  NR_OPT_MOSAIC_DRAFT,
  NR_OPT_ASSOCIATE_DRAFT,
  NR_OPT_START_PLAYER,      /* a seat, or -1: drawn at random (not used in solo) */
  NR_N_OPTIONS
} NrOption;

/* The most moves one decision can have. */
#define NR_MAX_MOVES 1536

typedef struct
{
  LudusMove *v;
  guint      n;
  guint      cap;
} NrMoves;

/* Setup (nr-setup.c); options may be NULL (all defaults). */
gboolean nr_setup           (NrState       *s,
                             const NrData  *d,
                             guint          n_players,
                             guint64        seed,
                             const int     *options,
                             GError       **error);

/* Decisions (nr-moves.c) */
guint    nr_actors          (const NrState *s);
void     nr_legal_moves     (const NrState *s,
                             const NrData  *d,
                             guint          player,
                             NrMoves       *out);
/* Applies a move listed by nr_legal_moves(), then every automatic step
 * that follows, up to the next decision. */
void     nr_apply           (NrState       *s,
                             const NrData  *d,
                             guint          player,
                             const LudusMove *move);
void     nr_canonicalize    (const NrState *s,
                             guint          player,
                             LudusMove     *move);
gboolean nr_is_over         (const NrState *s);
/* The seat who decides the top task, or the active seat. */
int      nr_decider         (const NrState *s);

/* Hidden information (nr-check.c) */
void     nr_redact          (NrState       *s,
                             int            viewer);
void     nr_determinize     (NrState       *s,
                             guint          seat,
                             LudusRng      *rng);
/* Every component exactly once, every count in range. */
gboolean nr_check_state     (const NrState *s,
                             const NrData  *d,
                             GError       **error);

/* Scoring (nr-scoring.c) */
typedef enum
{
  NR_CAT_SEA,
  NR_CAT_BUILDING,
  NR_CAT_DISTRICTS,
  NR_CAT_FAVOURITES,
  NR_CAT_FINISH,
  NR_CAT_ASSOCIATES,
  NR_CAT_ANIMALS,
  NR_CAT_MOSAIC,
  NR_CAT_GOODS,
  NR_CAT_INFLUENCE,
  NR_CAT_FIRST_PLAYER,
  NR_N_CATEGORIES
} NrCategory;

/* Rows of the final score: per category and owner (NR_AUTOMA: the solo
 * automa; its column also holds its VP from play in `automa_play`). */
typedef struct
{
  int cat[NR_N_CATEGORIES][NR_N_OWNERS];
  int automa_play;             /* start value + blocked legionnaires */
  int total[NR_N_OWNERS];
} NrScore;

void     nr_score           (const NrState *s,
                             const NrData  *d,
                             NrScore       *score);
void     nr_ranks           (const NrState *s,
                             const NrData  *d,
                             guint         *ranks);
int      nr_end_card_vp     (const NrState *s,
                             const NrData  *d,
                             guint          p,
                             int            card);
int      nr_animal_vp       (int            animals);

/* The search's estimate of an unfinished position (nr-eval.c): each seat's utility as
 * LudusGame.evaluate gives it, and each owner's estimated final score (NR_AUTOMA: the solo
 * automa). FALSE during the setup drafts. */
gboolean nr_evaluate        (const NrState *s,
                             const NrData  *d,
                             double        *values);
void     nr_estimate_scores (const NrState *s,
                             const NrData  *d,
                             double        *scores);
/* The factor on the search's exploration constant (LudusRules.exploration_scale). */
double   nr_exploration_scale (const NrState *s);
/* The search's playout policy (nr-policy.c; LudusRules.playout_move). */
guint    nr_playout_move    (const NrState   *s,
                             guint            player,
                             const LudusMove *moves,
                             guint            n_moves,
                             LudusRng        *rng);
/* How the search plays its playouts at level (nr-policy.c; LudusRules.playout_flags). */
LudusPlayoutFlags nr_playout_flags (const NrState *s,
                                    guint          level);

/* JSON (nr-json.c) */
JsonNode *nr_state_to_json  (const NrState *s);
gboolean  nr_state_from_json (NrState      *s,
                              const NrData *d,
                              JsonNode     *node,
                              GError      **error);

/* Helpers shared by the engine, the text and the board (nr-procs.c). */
int      nr_forum_power     (const NrState *s,
                             guint          p,
                             int            cell,
                             gboolean       column);
int      nr_count_latifundia (const NrState *s,
                              const NrData  *d,
                              guint          p);
int      nr_count_animals   (const NrState *s,
                             const NrData  *d,
                             guint          p);
int      nr_chariot_cells   (const NrState *s,
                             guint          owner);
gboolean nr_cond_met        (const NrState *s,
                             const NrData  *d,
                             guint          p,
                             NrCond         cond);
/* Whether owner a's chariot is further ahead than owner b's on a track. */
gboolean nr_ahead           (const NrState *s,
                             int            track,
                             int            a,
                             int            b);
int      nr_prod_cells      (const NrData  *d);
/* The sesterce price to play an associate at that power. */
int      nr_play_price      (int            power);
/* The market slots a contract may be taken from at that power. */
int      nr_contract_slots  (int            power);
/* Districts a building may go into at that power (bit per district). */
guint    nr_district_mask   (int            power);

G_END_DECLS
