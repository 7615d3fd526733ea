/* pn-board-private.h: the parts of the Porta Nigra board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pn-board.h"

G_BEGIN_DECLS

#define PNB_MAX_MEANS 16

/* ---- Choices (pn-board-plan.c) ---- */

typedef struct
{
  int       target;
  int       means;
  LudusMove move;
} PnbEntry;

typedef struct
{
  GArray *entries;           /* PnbEntry, one per legal move */
  PnbSel  sel;               /* the choice, checked against the moves */
  int     panel_target;      /* the target whose moves the panel shows, or PNB_T_NONE */
} PnbPlan;

typedef enum
{
  PNB_BUTTON_MEANS,
  PNB_BUTTON_VARIANT,
  PNB_BUTTON_BACK,
} PnbButtonKind;

typedef struct
{
  LudusMove move;            /* a legal move, or a board-local one */
  int       kind;            /* PnbButtonKind */
  int       means;
} PnbButton;

gboolean pnb_is_panel_target (int              target);
void     pnb_plan_fill       (PnbPlan         *plan,
                              const LudusMove *moves,
                              guint            n_moves,
                              const PnbSel    *sel);
guint    pnb_plan_count      (const PnbPlan   *plan,
                              int              target,
                              int              means);
gboolean pnb_plan_target     (const PnbPlan   *plan,
                              int              target,
                              LudusMove       *out);
void     pnb_plan_panel      (const PnbPlan   *plan,
                              GArray          *buttons);
gboolean pnb_plan_closable   (const PnbPlan   *plan);
int      pnb_move_target     (const LudusMove *m);

/* ---- Drawing (pn-board-draw.c and the others) ---- */

typedef struct
{
  double x, y, w, h;
} PnbRect;

typedef struct
{
  PnbRect   r;
  gboolean  circle;
  gboolean  has_move;
  LudusMove move;
  char     *tip;
} PnbRegion;

/* Where the parts of the city are, for the hover preview. */
typedef struct
{
  PnbRect quarter[PN_N_QUARTERS];
  PnbRect shop[PN_N_SHOPS];
  PnbRect site[PN_N_SITES];
  double  cx, cy, radius;    /* the centre plaza */
} PnbCity;

typedef struct _PnbSprites PnbSprites;
typedef struct _PnbOps PnbOps;

typedef struct
{
  cairo_t             *cr;
  LudusView           *view;
  const PnState       *s;
  const PnData        *d;
  int                  viewer;
  gboolean             acting;       /* the viewer has legal moves */
  gboolean             dark;
  const LudusPalette  *pal;
  double               u;            /* 1 at 1280×716 */
  double               fs;           /* body text size */
  PnbPlan             *plan;
  GArray              *regions;      /* PnbRegion */
  PnbCity              city;
  PnbRect              panel_area;   /* where the choice panel opens */
  gboolean             regions_on;
  gboolean             masked;       /* drop regions under the open choice panel */
  char                *names[PN_MAX_PLAYERS];  /* made-up seat names, freed with the Pnb */
  gpointer             layout;       /* a PangoLayout for measuring text, made once */
  GHashTable          *text_cache;   /* the renderer's laid-out text, or NULL: draw directly */
  int                  scale;        /* device pixels per unit of the cached drawing */
  PnbSprites          *sprites;      /* the renderer's parts as images, or NULL: draw directly */
  PnbOps              *ops;          /* where top-level parts are listed, or NULL: paint them */
  cairo_t             *text_cr;      /* what text is laid out for, or NULL: cr */
} Pnb;

/* Parts kept as images (pn-board-sprites.c). paint draws the part in r into b->cr and
 * makes no regions; key names everything the part shows but its size and the style. */
typedef void (*PnbPaintFunc) (Pnb           *b,
                              PnbRect        r,
                              gconstpointer  data);

PnbSprites *pnb_sprites_new    (void);
void        pnb_sprites_clear  (PnbSprites    *sprites);
void        pnb_sprites_free   (PnbSprites    *sprites);
guint       pnb_sprites_count  (PnbSprites    *sprites);
void        pnb_sprites_next   (PnbSprites    *sprites);
/* The part in r drawn by paint, or painted from its image: blended, or copied with what
 * is around it (pad) in under when that colour is known. */
void        pnb_sprite         (Pnb            *b,
                                PnbRect         r,
                                double          pad,
                                const LudusRgb *under,
                                PnbPaintFunc    paint,
                                gconstpointer   data,
                                const char     *key);
guint       pnb_rgb_key        (const LudusRgb *rgb);
int         pnb_hundredths     (double          v);
char       *pnb_seat_key       (Pnb           *b,
                                guint          seat);
/* A seat's piece, through the cache. */
void        pnb_seat_piece     (Pnb           *b,
                                guint          seat,
                                double         cx,
                                double         cy,
                                double         r);

/* The widget's drawing as a list of parts, repainted where it changed (pn-board-ops.c).
 * While b->ops is set, pnb_sprite and the text list what they would paint at the top
 * level, and b->cr takes nothing else. */
PnbOps     *pnb_ops_new        (void);
void        pnb_ops_free       (PnbOps          *ops);
void        pnb_ops_forget     (PnbOps          *ops);
double      pnb_ops_repainted  (PnbOps          *ops);
void        pnb_ops_image      (PnbOps          *ops,
                                cairo_surface_t *image,
                                double           x,
                                double           y,
                                int              scale,
                                gboolean         copy);
void        pnb_ops_mask       (PnbOps          *ops,
                                cairo_t         *cr,
                                cairo_surface_t *mask,
                                double           x,
                                double           y,
                                int              scale);
void        pnb_ops_paint      (PnbOps          *ops,
                                cairo_t         *cr,
                                int              width,
                                int              height,
                                int              scale);

/* Regions: a move (NULL for a tooltip only); tip is taken (may be NULL). */
void     pnb_region          (Pnb             *b,
                              PnbRect          r,
                              const LudusMove *move,
                              char            *tip);
void     pnb_region_circle   (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           radius,
                              const LudusMove *move,
                              char            *tip);
void     pnb_regions_clear   (GArray          *regions);
/* The region of target, highlighted when it carries something. Returns
 * whether it has a move. tip is taken. */
gboolean pnb_target_region   (Pnb             *b,
                              PnbRect          r,
                              int              target,
                              char            *tip);
const char *pnb_seat_name   (Pnb             *b,
                              guint            seat);
void     pnb_finish          (Pnb             *b);
void     pnb_highlight       (Pnb             *b,
                              PnbRect          r,
                              double           radius,
                              gboolean         chosen);

/* Text (pn-board-text.c) and glyphs (pn-board-glyphs.c) */
GHashTable *pnb_text_cache_new (void);
void     pnb_brick_rgb       (int              color,
                              gboolean         dark,
                              LudusRgb        *rgb);
void     pnb_ink_on          (Pnb             *b,
                              int              color);
double   pnb_measure         (Pnb             *b,
                              const char      *text,
                              double           size);
double   pnb_measure_bold    (Pnb             *b,
                              const char      *text,
                              double           size);
void     pnb_text            (Pnb             *b,
                              const char      *text,
                              double           cx,
                              double           cy,
                              double           size,
                              double           max_width);
void     pnb_text_2          (Pnb             *b,
                              const char      *text,
                              double           cx,
                              double           cy,
                              double           size,
                              double           max_width);
double   pnb_text_left       (Pnb             *b,
                              const char      *text,
                              double           x,
                              double           cy,
                              double           size,
                              double           max_width,
                              gboolean         bold);
void     pnb_frame           (Pnb             *b,
                              PnbRect          r,
                              double           radius,
                              double           lw,
                              const LudusRgb  *fill,
                              double           fill_alpha,
                              const LudusRgb  *line,
                              double           line_alpha);
void     pnb_panel           (Pnb             *b,
                              PnbRect          r,
                              const LudusRgb  *fill);
void     pnb_brick           (Pnb             *b,
                              int              color,
                              double           cx,
                              double           cy,
                              double           size);
void     pnb_coin            (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
void     pnb_torch           (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
void     pnb_influence       (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
void     pnb_roman           (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
void     pnb_build_glyph     (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
void     pnb_vp_glyph        (Pnb             *b,
                              double           cx,
                              double           cy,
                              double           r);
/* A glyph (PNB_GLYPH_…) centred on (cx, cy), through the cache. */
void     pnb_glyph           (Pnb             *b,
                              int              which,
                              int              param,
                              double           cx,
                              double           cy,
                              double           r);
/* The width pnb_counter uses, without drawing. */
double   pnb_counter_width   (Pnb             *b,
                              int              count,
                              double           r);
/* A glyph with its count beside it; returns the width used. */
double   pnb_counter         (Pnb             *b,
                              int              glyph,
                              int              param,
                              int              count,
                              double           x,
                              double           cy,
                              double           r);
void     pnb_gain            (Pnb             *b,
                              const PnGain    *gain,
                              double           x,
                              double           cy,
                              double           r,
                              double          *advance);
void     pnb_icon            (Pnb             *b,
                              const PnIcon    *icon,
                              PnbRect          r);

enum
{
  PNB_GLYPH_COIN,
  PNB_GLYPH_TORCH,
  PNB_GLYPH_INFLUENCE,
  PNB_GLYPH_ROMAN,
  PNB_GLYPH_BRICK,
  PNB_GLYPH_VP,
  PNB_GLYPH_BUILD,
};

/* The parts (pn-board-city.c, pn-board-side.c, pn-board-turn.c) */
void     pnb_draw_city_ground (Pnb            *b,
                              PnbRect          r);
void     pnb_draw_city       (Pnb             *b,
                              PnbRect          r);
void     pnb_draw_side       (Pnb             *b,
                              PnbRect          r,
                              PnbRect         *turn);
void     pnb_draw_players    (Pnb             *b,
                              PnbRect          r,
                              double           row);
char    *pnb_honor_tip       (Pnb             *b,
                              int              card);
void     pnb_draw_honor_card (Pnb             *b,
                              int              card,
                              PnbRect          r);
void     pnb_draw_turn       (Pnb             *b,
                              PnbRect          r);
void     pnb_panel_size      (Pnb             *b,
                              double           first);
void     pnb_draw_panel      (Pnb             *b,
                              PnbRect          r);
void     pnb_draw_card       (Pnb             *b,
                              int              card,
                              PnbRect          r,
                              gboolean         played);
/* This turn's refill, marked until the seat plays its card (pn-board-draw.c). */
gboolean pnb_refill_fresh    (Pnb             *b);
void     pnb_refill_mark     (Pnb             *b,
                              PnbRect          r);
char    *pnb_refill_tip      (char            *tip,
                              const char      *note);
/* Everything: the board for the plan, into b->cr. */
void     pnb_draw_all        (Pnb             *b,
                              double           width,
                              double           height);
/* The hover preview: the master builder's way and its cost. */
void     pnb_draw_preview    (Pnb             *b,
                              const LudusMove *move);

G_END_DECLS
