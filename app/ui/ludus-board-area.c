/* ludus-board-area.c: draws a game's board and turns input into moves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <math.h>

#include "ludus-board-area.h"

struct _LudusBoardArea
{
  GtkWidget        parent_instance;

  LudusView            *view;
  const LudusBoardSpec *spec;
  gpointer              renderer;   /* the spec's, owned */

  LudusHitMap     *hits;
  /* Where the drawing sits inside the widget. */
  double           origin_x, origin_y, width, height;

  gboolean         has_hover;
  LudusMove        hover;
  int              focus_index;   /* among move regions; -1 for none */
  gboolean         has_focus_move;
  LudusMove        focus_move;
  gboolean         has_hint;      /* a move to mark as the search's suggestion */
  LudusMove        hint;
  gulong           changed_id;
};

G_DEFINE_FINAL_TYPE (LudusBoardArea, ludus_board_area, GTK_TYPE_WIDGET)

static gboolean
is_dark (LudusBoardArea *self)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean dark = FALSE;
  g_autofree char *theme = NULL;

  if (adw_is_initialized ())
    return adw_style_manager_get_dark (adw_style_manager_get_default ());

  g_object_get (settings,
                "gtk-application-prefer-dark-theme", &dark,
                "gtk-theme-name", &theme,
                NULL);
  return dark || (theme != NULL && g_str_has_suffix (theme, "-dark"));
}

static void
compute_frame (LudusBoardArea *self,
               double          widget_width,
               double          widget_height)
{
  self->width = widget_width;
  self->height = widget_height;

  if (self->spec->aspect_ratio > 0 && widget_height > 0)
    {
      if (widget_width / widget_height > self->spec->aspect_ratio)
        self->width = widget_height * self->spec->aspect_ratio;
      else
        self->height = widget_width / self->spec->aspect_ratio;
    }

  self->origin_x = (widget_width - self->width) / 2;
  self->origin_y = (widget_height - self->height) / 2;
}

static void
draw_focus_ring (LudusBoardArea *self,
                 cairo_t        *cr,
                 gboolean        dark)
{
  LudusMove move;
  double x, y, w, h;

  /* Drawn when the focus came by keyboard (and stays until the pointer is used again). */
  if (self->focus_index < 0 || !gtk_widget_has_visible_focus (GTK_WIDGET (self)) ||
      (guint) self->focus_index >= ludus_hit_map_get_n_moves (self->hits))
    return;

  ludus_hit_map_get_move_region (self->hits, (guint) self->focus_index, &move, &x, &y, &w, &h);
  ludus_cairo_set_rgb (cr, &ludus_palette_get (dark)->accent, 1.0);
  cairo_set_line_width (cr, 3);
  cairo_set_dash (cr, (double[]) { 6, 3 }, 2, 0);
  ludus_cairo_rounded_rect (cr, x - 3, y - 3, w + 6, h + 6, 6);
  cairo_stroke (cr);
}

/* The hint's colour: GNOME's green, which no legal-move highlight uses. */
static const LudusRgb hint_light = { 0x26 / 255.0, 0xa2 / 255.0, 0x69 / 255.0 };
static const LudusRgb hint_dark = { 0x57 / 255.0, 0xe3 / 255.0, 0x89 / 255.0 };

/* A five-pointed star, the hint's badge. */
static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   radius)
{
  for (int i = 0; i < 10; i++)
    {
      double r = i % 2 == 0 ? radius : radius * 0.45;
      double angle = -G_PI / 2 + i * G_PI / 5;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (angle), cy + r * sin (angle));
      else
        cairo_line_to (cr, cx + r * cos (angle), cy + r * sin (angle));
    }
  cairo_close_path (cr);
}

/* The hint: a green ring with a star around each region that carries the suggested move. */
static void
draw_hint (LudusBoardArea *self,
           cairo_t        *cr,
           gboolean        dark)
{
  const LudusRgb *green = dark ? &hint_dark : &hint_light;

  if (!self->has_hint)
    return;
  for (guint i = 0; i < ludus_hit_map_get_n_moves (self->hits); i++)
    {
      LudusMove move;
      double x, y, w, h;

      ludus_hit_map_get_move_region (self->hits, i, &move, &x, &y, &w, &h);
      if (!ludus_move_equal (&move, &self->hint))
        continue;
      ludus_cairo_set_rgb (cr, green, 0.22);
      ludus_cairo_rounded_rect (cr, x - 6, y - 6, w + 12, h + 12, 8);
      cairo_fill_preserve (cr);
      ludus_cairo_set_rgb (cr, green, 1.0);
      cairo_set_line_width (cr, 5);
      cairo_stroke (cr);
      star_path (cr, x + w + 2, y - 2, 13);
      cairo_fill_preserve (cr);
      ludus_cairo_set_rgb (cr, &ludus_palette_get (dark)->background, 1.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

/* A legal move that a competitive match could not take back: it draws at random or reveals
 * hidden information (see ludus_view_move_reveals ()). */
static gboolean
is_final (LudusBoardArea  *self,
          const LudusMove *move)
{
  return move != NULL && move->kind < LUDUS_BOARD_LOCAL_MOVE && !self->spec->marks_final_moves &&
         ludus_view_get_interactive (self->view) && !ludus_view_get_casual (self->view) &&
         ludus_view_move_reveals (self->view, move);
}

/* Its badge, in the region's top right corner: a "!" in the accent colour. Once per region
 * (a move may have several). */
static void
draw_final_marks (LudusBoardArea *self,
                  cairo_t        *cr,
                  gboolean        dark)
{
  const LudusPalette *palette = ludus_palette_get (dark);
  guint n = ludus_hit_map_get_n_moves (self->hits), n_final = 0;

  /* A badge tells one move from another: when every move on the board draws or reveals (a
   * draft of face-down tiles), badges would cover it and say nothing; the tooltips still do. */
  for (guint i = 0; i < n; i++)
    {
      LudusMove move;

      ludus_hit_map_get_move_region (self->hits, i, &move, NULL, NULL, NULL, NULL);
      n_final += is_final (self, &move) || move.kind >= LUDUS_BOARD_LOCAL_MOVE;
    }
  if (n_final == n)
    return;
  for (guint i = 0; i < n; i++)
    {
      LudusMove move;
      double x, y, w, h, r;

      ludus_hit_map_get_move_region (self->hits, i, &move, &x, &y, &w, &h);
      if (!is_final (self, &move))
        continue;
      r = CLAMP (MIN (w, h) / 4, 6, 9);
      cairo_arc (cr, x + w - r * 0.6, y + r * 0.6, r, 0, 2 * G_PI);
      ludus_cairo_set_rgb (cr, &palette->accent, 1.0);
      cairo_fill_preserve (cr);
      ludus_cairo_set_rgb (cr, &palette->background, 1.0);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      ludus_cairo_set_rgb (cr, &palette->accent_text, 1.0);
      ludus_cairo_text_centered (cr, "!", x + w - r * 0.6, y + r * 0.6, r * 1.4, 0);
    }
}

static void
ludus_board_area_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LudusBoardArea *self = LUDUS_BOARD_AREA (widget);
  double widget_width = gtk_widget_get_width (widget);
  double widget_height = gtk_widget_get_height (widget);
  gboolean dark = is_dark (self);
  LudusRenderContext ctx = { 0 };
  cairo_t *cr;

  ludus_hit_map_clear (self->hits);
  if (ludus_view_get_state (self->view) == NULL || widget_width < 1 || widget_height < 1)
    return;

  compute_frame (self, widget_width, widget_height);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, widget_width, widget_height));
  cairo_translate (cr, self->origin_x, self->origin_y);

  ctx.view = self->view;
  ctx.state = ludus_view_get_state (self->view);
  ctx.width = self->width;
  ctx.height = self->height;
  ctx.dark = dark;
  ctx.hits = self->hits;
  ctx.hover = self->has_hover ? &self->hover : NULL;
  ctx.focus = self->has_focus_move ? &self->focus_move : NULL;

  cairo_save (cr);
  ludus_render_draw (self->spec, self->renderer, cr, &ctx);
  cairo_restore (cr);

  draw_final_marks (self, cr, dark);
  draw_hint (self, cr, dark);
  draw_focus_ring (self, cr, dark);
  cairo_destroy (cr);
}

static gboolean
lookup (LudusBoardArea  *self,
        double           x,
        double           y,
        LudusMove       *move,
        const char     **tooltip)
{
  return ludus_hit_map_lookup (self->hits, x - self->origin_x, y - self->origin_y, move, tooltip);
}

/* A board-local move changes only what the board shows; any other goes to
 * the view, which judges it. */
static gboolean
choose (LudusBoardArea  *self,
        const LudusMove *move)
{
  if (move->kind >= LUDUS_BOARD_LOCAL_MOVE)
    {
      if (self->spec->local_move == NULL)
        return FALSE;
      if (self->spec->local_move (self->renderer, move))
        gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  return ludus_view_choose (self->view, move);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            LudusBoardArea  *self)
{
  LudusMove move;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (lookup (self, x, y, &move, NULL) && choose (self, &move))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
set_hover (LudusBoardArea  *self,
           const LudusMove *move)
{
  if ((move == NULL && !self->has_hover) ||
      (move != NULL && self->has_hover && ludus_move_equal (move, &self->hover)))
    return;

  self->has_hover = move != NULL;
  if (move != NULL)
    self->hover = *move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           LudusBoardArea           *self)
{
  LudusMove move;

  set_hover (self, lookup (self, x, y, &move, NULL) ? &move : NULL);
}

static void
on_leave (GtkEventControllerMotion *controller,
          LudusBoardArea           *self)
{
  set_hover (self, NULL);
}

static gboolean
ludus_board_area_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard_mode,
                                GtkTooltip *tooltip)
{
  LudusBoardArea *self = LUDUS_BOARD_AREA (widget);
  const char *text = NULL;
  LudusMove move;
  gboolean found;

  if (keyboard_mode && self->focus_index >= 0 &&
      (guint) self->focus_index < ludus_hit_map_get_n_moves (self->hits))
    {
      double rx, ry, rw, rh;

      ludus_hit_map_get_move_region (self->hits, (guint) self->focus_index, NULL,
                                     &rx, &ry, &rw, &rh);
      found = lookup (self, rx + rw / 2 + self->origin_x, ry + rh / 2 + self->origin_y, &move,
                      &text);
    }
  else
    found = lookup (self, x, y, &move, &text);

  if (found && is_final (self, &move))
    {
      /* Translators: added to the tooltip of a move on the board that undo could not take
       * back (the badge "!" marks it) */
      const char *why = _("Draws at random or reveals hidden information: cannot be undone in "
                          "a competitive match");
      g_autofree char *full = text != NULL ? g_strdup_printf ("%s\n%s", text, why)
                                           : g_strdup (why);

      gtk_tooltip_set_text (tooltip, full);
      return TRUE;
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
set_focus_index (LudusBoardArea *self,
                 int             index)
{
  guint n = ludus_hit_map_get_n_moves (self->hits);

  if (n == 0)
    {
      self->focus_index = -1;
      self->has_focus_move = FALSE;
    }
  else
    {
      self->focus_index = ((index % (int) n) + (int) n) % (int) n;
      ludus_hit_map_get_move_region (self->hits, (guint) self->focus_index, &self->focus_move,
                                     &(double) { 0 }, &(double) { 0 }, &(double) { 0 },
                                     &(double) { 0 });
      self->has_focus_move = TRUE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LudusBoardArea        *self)
{
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      set_focus_index (self, self->focus_index + 1);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      set_focus_index (self, self->focus_index < 0 ? -1 : self->focus_index - 1);
      return TRUE;
    case GDK_KEY_Home:
      set_focus_index (self, 0);
      return TRUE;
    case GDK_KEY_End:
      set_focus_index (self, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (self->has_focus_move)
        {
          LudusMove move = self->focus_move;

          return choose (self, &move);
        }
      return FALSE;
    default:
      return FALSE;
    }
}

/* Keyboard focus arriving (Tab) lands on the first choice at once, its ring drawn. */
static void
on_focus_enter (GtkEventControllerFocus *controller,
                LudusBoardArea          *self)
{
  if (self->focus_index < 0 && ludus_hit_map_get_n_moves (self->hits) > 0)
    set_focus_index (self, 0);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (GtkEventControllerFocus *controller,
                LudusBoardArea          *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_view_changed (LudusView      *view,
                 LudusBoardArea *self)
{
  if (self->spec->view_changed != NULL)
    self->spec->view_changed (self->renderer);
  /* Keep keyboard focus on the same move when it is still legal. */
  if (self->has_focus_move && self->focus_move.kind < LUDUS_BOARD_LOCAL_MOVE &&
      !ludus_view_is_legal (view, &self->focus_move))
    {
      self->has_focus_move = FALSE;
      self->focus_index = -1;
    }
  self->has_hover = FALSE;
  /* A hint is for the position it was asked in. */
  self->has_hint = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_settings_changed (LudusBoardArea *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ludus_board_area_root (GtkWidget *widget)
{
  GtkSettings *settings;

  GTK_WIDGET_CLASS (ludus_board_area_parent_class)->root (widget);

  if (adw_is_initialized ())
    g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                             G_CALLBACK (on_settings_changed), widget, G_CONNECT_SWAPPED);

  settings = gtk_widget_get_settings (widget);
  g_signal_connect_object (settings, "notify::gtk-application-prefer-dark-theme",
                           G_CALLBACK (on_settings_changed), widget, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "notify::gtk-theme-name",
                           G_CALLBACK (on_settings_changed), widget, G_CONNECT_SWAPPED);
}

static void
ludus_board_area_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  /* A board wants to be large: a container that gives its natural size (the
   * match page folds its side panel away below it) should give it at least
   * 1200 pixels' width, where a heavy board's smallest print is legible. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1200 : 750;
}

static void
ludus_board_area_dispose (GObject *object)
{
  LudusBoardArea *self = LUDUS_BOARD_AREA (object);

  if (self->view != NULL)
    g_clear_signal_handler (&self->changed_id, self->view);
  g_clear_object (&self->view);
  g_clear_pointer (&self->hits, ludus_hit_map_free);
  if (self->renderer != NULL && self->spec->renderer_free != NULL)
    self->spec->renderer_free (self->renderer);
  self->renderer = NULL;

  G_OBJECT_CLASS (ludus_board_area_parent_class)->dispose (object);
}

static void
ludus_board_area_class_init (LudusBoardAreaClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_board_area_dispose;
  widget_class->snapshot = ludus_board_area_snapshot;
  widget_class->measure = ludus_board_area_measure;
  widget_class->query_tooltip = ludus_board_area_query_tooltip;
  widget_class->root = ludus_board_area_root;

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ludus_board_area_init (LudusBoardArea *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->hits = ludus_hit_map_new ();
  self->focus_index = -1;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

static void
on_scale_factor_changed (LudusBoardArea *self)
{
  if (self->spec->set_device_scale != NULL)
    self->spec->set_device_scale (self->renderer, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ludus_board_area_new:
 * @view: what to show
 * @spec: how the board is drawn; must outlive the widget (games keep it
 *   in a static table)
 *
 * Returns: (transfer floating): a new board widget
 */
GtkWidget *
ludus_board_area_new (LudusView            *view,
                      const LudusBoardSpec *spec)
{
  LudusBoardArea *self;

  g_return_val_if_fail (LUDUS_IS_VIEW (view), NULL);
  g_return_val_if_fail (spec != NULL && spec->draw != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_BOARD_AREA, NULL);
  self->view = g_object_ref (view);
  self->spec = spec;
  if (spec->renderer_new != NULL)
    self->renderer = spec->renderer_new ();
  self->changed_id = g_signal_connect (view, "changed", G_CALLBACK (on_view_changed), self);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
  on_scale_factor_changed (self);
  if (spec->name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    ludus_gettext (spec->name), -1);
  return GTK_WIDGET (self);
}

/**
 * ludus_board_area_new_for_view:
 * @view: what to show
 *
 * Returns: (transfer floating) (nullable): the board of @view's game, or
 *   %NULL if the game has none
 */
GtkWidget *
ludus_board_area_new_for_view (LudusView *view)
{
  const LudusBoardSpec *spec;

  g_return_val_if_fail (LUDUS_IS_VIEW (view), NULL);

  spec = ludus_game_get_board (ludus_view_get_game (view));
  if (spec == NULL)
    return NULL;
  return ludus_board_area_new (view, spec);
}

/**
 * ludus_board_area_get_renderer:
 *
 * Returns: (transfer none): the data made by the spec's renderer_new
 */
gpointer
ludus_board_area_get_renderer (LudusBoardArea *self)
{
  g_return_val_if_fail (LUDUS_IS_BOARD_AREA (self), NULL);
  return self->renderer;
}

LudusView *
ludus_board_area_get_view (LudusBoardArea *self)
{
  g_return_val_if_fail (LUDUS_IS_BOARD_AREA (self), NULL);
  return self->view;
}

/**
 * ludus_board_area_set_hint:
 * @move: (nullable): a legal move of the view to mark as a suggestion, or
 *   %NULL to clear the mark
 *
 * Marks every region that carries @move until the view next changes.
 *
 * Returns: whether the board has a region for @move (a move the board
 *   builds in steps may have none until its first step is chosen)
 */
gboolean
ludus_board_area_set_hint (LudusBoardArea  *self,
                           const LudusMove *move)
{
  gboolean shown = FALSE;

  g_return_val_if_fail (LUDUS_IS_BOARD_AREA (self), FALSE);

  self->has_hint = move != NULL;
  if (move != NULL)
    self->hint = *move;
  for (guint i = 0; move != NULL && i < ludus_hit_map_get_n_moves (self->hits); i++)
    {
      LudusMove region;

      ludus_hit_map_get_move_region (self->hits, i, &region, &(double) { 0 }, &(double) { 0 },
                                     &(double) { 0 }, &(double) { 0 });
      shown |= ludus_move_equal (&region, move);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return shown;
}
