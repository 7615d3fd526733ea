/* ludus-render.h: drawing boards with Cairo, and mapping points back to moves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "ludus-view.h"

G_BEGIN_DECLS

/*
 * A LudusHitMap records, while a board is drawn, which region of the drawing
 * stands for which legal move and what a piece is called. Later regions lie
 * on top of earlier ones. Clicks, hovering and keyboard focus all go through
 * it, so a board is drawn and hit-tested by the same code, with no display.
 */
typedef struct _LudusHitMap LudusHitMap;

LudusHitMap *ludus_hit_map_new          (void);
void         ludus_hit_map_free         (LudusHitMap     *map);
void         ludus_hit_map_clear        (LudusHitMap     *map);
/* move may be NULL (a piece that only has a tooltip); tooltip may be NULL. */
void         ludus_hit_map_add_rect     (LudusHitMap     *map,
                                         double           x,
                                         double           y,
                                         double           width,
                                         double           height,
                                         const LudusMove *move,
                                         const char      *tooltip);
void         ludus_hit_map_add_circle   (LudusHitMap     *map,
                                         double           cx,
                                         double           cy,
                                         double           radius,
                                         const LudusMove *move,
                                         const char      *tooltip);
/* The topmost region at (x, y): its move (FALSE if it has none) and tooltip. */
gboolean     ludus_hit_map_lookup       (LudusHitMap     *map,
                                         double           x,
                                         double           y,
                                         LudusMove       *move,
                                         const char     **tooltip);
/* Regions that carry a move, in drawing order, for keyboard navigation. */
guint        ludus_hit_map_get_n_moves  (LudusHitMap     *map);
void         ludus_hit_map_get_move_region (LudusHitMap  *map,
                                            guint         index,
                                            LudusMove    *move,
                                            double       *x,
                                            double       *y,
                                            double       *width,
                                            double       *height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusHitMap, ludus_hit_map_free)

/**
 * LudusTextBox:
 * @text: the string drawn
 * @x: left edge of its ink, in the drawing's device-independent units (the
 *   user space of the cairo_t the board was given, after every transform
 *   the board applied since, before the surface's device scale)
 * @y: top edge
 * @width: width of the ink
 * @height: height of the ink
 * @size: the font size in device pixels, at the scale it was drawn
 *
 * One piece of text a board drew, as a LudusTextMap records it.
 */
typedef struct
{
  char   *text;
  double  x, y, width, height;
  double  size;
} LudusTextBox;

/*
 * A LudusTextMap records, while a board is drawn, every text box it draws,
 * as a LudusHitMap records its regions: the readability checks of the tests
 * (tests/support/ludus-test-readable.h) read it to find text that is too
 * small or that runs into other text. The text helpers below record into
 * the map attached to their cairo_t (ludus_render_set_text_map ()); a board
 * that lays out text with Pango itself calls ludus_render_record_text ().
 */
typedef struct _LudusTextMap LudusTextMap;

LudusTextMap       *ludus_text_map_new          (void);
void                ludus_text_map_free         (LudusTextMap *map);
void                ludus_text_map_clear        (LudusTextMap *map);
guint               ludus_text_map_get_n_boxes  (LudusTextMap *map);
const LudusTextBox *ludus_text_map_get_box      (LudusTextMap *map,
                                                 guint         index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusTextMap, ludus_text_map_free)

/* Text drawn into cr from now on is recorded in map (NULL: no longer). The
 * map is not referenced: detach it before freeing it or keep cr shorter. */
void                ludus_render_set_text_map   (cairo_t      *cr,
                                                 LudusTextMap *map);
LudusTextMap       *ludus_render_get_text_map   (cairo_t      *cr);
/* Records text drawn by a board's own code: its ink box (x, y, width,
 * height) and font size in cr's current user space. Nothing happens unless
 * a map is attached to cr. */
void                ludus_render_record_text    (cairo_t      *cr,
                                                 const char   *text,
                                                 double        x,
                                                 double        y,
                                                 double        width,
                                                 double        height,
                                                 double        size);

/**
 * LudusRenderContext:
 * @view: the view being drawn (seat names and colours, legal moves)
 * @state: the redacted state to draw
 * @width: the drawing's width in user units (device pixels / scale)
 * @height: the drawing's height
 * @dark: whether the dark style is in use
 * @hits: where the render function records regions (may be NULL)
 * @hover: the legal move under the pointer, or NULL
 * @focus: the legal move holding keyboard focus, or NULL
 * @texts: where text boxes are recorded (may be NULL; the shell draws with
 *   none, the readability tests with one). The core's text helpers record
 *   into it by themselves, through the cairo_t; a board that draws text into
 *   an intermediate surface (a cache) should draw it directly instead while
 *   @texts is set, or record it with ludus_render_record_text ().
 *
 * What a game's render function is given.
 */
typedef struct
{
  LudusView        *view;
  const LudusState *state;
  double            width;
  double            height;
  gboolean          dark;
  LudusHitMap      *hits;
  const LudusMove  *hover;
  const LudusMove  *focus;
  LudusTextMap     *texts;
} LudusRenderContext;

typedef void (*LudusRenderFunc) (cairo_t                  *cr,
                                 const LudusRenderContext *ctx,
                                 gpointer                  user_data);

/* Calls spec's draw with ctx->texts attached to cr, so that the text
 * helpers record into it, and detaches it afterwards. */
void ludus_render_draw (const LudusBoardSpec     *spec,
                        gpointer                  renderer,
                        cairo_t                  *cr,
                        const LudusRenderContext *ctx);

gboolean ludus_move_equal (const LudusMove *a,
                           const LudusMove *b);

/* Move kinds from here on are a board's own (a choice of what to display, a
 * first step that the board keeps until the move is complete): a region that
 * carries one is passed to the board's local_move, never to the game. */
#define LUDUS_BOARD_LOCAL_MOVE 0x10000

/**
 * LudusBoardSpec:
 * @name: the board's accessible name, marked with N_()
 * @aspect_ratio: > 0 to draw at this width / height, centred; 0 to be given
 *   the whole area (the board lays itself out for wide and narrow shapes)
 * @renderer_new: (nullable): makes the data one board widget draws with
 *   (caches, a board's own choices); passed to every other member
 * @renderer_free: (nullable): frees it
 * @set_device_scale: (nullable): the widget's scale factor changed
 *   (caches of images are kept at device pixels)
 * @view_changed: (nullable): the view's position, viewer or moves changed
 * @local_move: (nullable): a region carrying a board-local move was chosen;
 *   returns %TRUE if the drawing changed
 * @draw: draws the view and records hit regions
 * @marks_final_moves: the board marks the legal moves that undo could not take back
 *   itself; otherwise the shell marks each such move's region with a badge and adds
 *   why to its tooltip
 *
 * How a game's board is drawn. Everything here is Cairo: the shell makes
 * the widget (a LudusBoardArea) and owns it; tests and benchmarks call
 * @draw on an image surface with no display.
 */
struct _LudusBoardSpec
{
  const char      *name;
  double           aspect_ratio;
  gpointer       (*renderer_new)     (void);
  void           (*renderer_free)    (gpointer         renderer);
  void           (*set_device_scale) (gpointer         renderer,
                                      int              scale);
  void           (*view_changed)     (gpointer         renderer);
  gboolean       (*local_move)       (gpointer         renderer,
                                      const LudusMove *move);
  LudusRenderFunc  draw;
  gboolean         marks_final_moves;
};

/* Shared palette so all games look alike, in the GNOME palette. */
typedef struct
{
  double r, g, b;
} LudusRgb;

typedef struct
{
  LudusRgb background;   /* the board's backdrop */
  LudusRgb surface;      /* areas, cards */
  LudusRgb surface_alt;  /* alternate areas */
  LudusRgb line;         /* outlines */
  LudusRgb text;
  LudusRgb text_dim;
  LudusRgb accent;       /* legal-move highlight */
  LudusRgb accent_text;
} LudusPalette;

const LudusPalette *ludus_palette_get   (gboolean        dark);
void                ludus_cairo_set_rgb (cairo_t        *cr,
                                         const LudusRgb *rgb,
                                         double          alpha);
/* A rounded rectangle path. */
void                ludus_cairo_rounded_rect (cairo_t   *cr,
                                              double     x,
                                              double     y,
                                              double     width,
                                              double     height,
                                              double     radius);
/*
 * Draws a player's piece: a shape that differs by seat (disc, square,
 * triangle, diamond, hexagon, star) filled with the seat's colour, so that
 * seats are told apart without colour.
 */
void                ludus_cairo_seat_piece   (cairo_t   *cr,
                                              LudusView *view,
                                              guint      seat,
                                              double     cx,
                                              double     cy,
                                              double     radius);
/* Text centred on (cx, cy), size in user units, drawn with PangoCairo (so
 * Cyrillic and Czech text shape correctly); max_width > 0 shrinks it to fit.
 * Both helpers record what they draw in the cairo_t's text map, if any. */
void                ludus_cairo_text_centered (cairo_t    *cr,
                                               const char *text,
                                               double      cx,
                                               double      cy,
                                               double      size,
                                               double      max_width);
/* Text with its top-left corner at (x, y); bold if asked. Returns its width. */
double              ludus_cairo_text_at       (cairo_t    *cr,
                                               const char *text,
                                               double      x,
                                               double      y,
                                               double      size,
                                               gboolean    bold);

G_END_DECLS
