/* ludus-handover.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-handover.h"

struct _LudusHandover
{
  GtkWidget      parent_instance;

  AdwStatusPage     *status;
  GtkButton         *button;
  GtkWidget         *recap_clamp;
  GtkScrolledWindow *recap_scroller;
  char              *name;
};

G_DEFINE_FINAL_TYPE (LudusHandover, ludus_handover, GTK_TYPE_WIDGET)

enum {
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_button_clicked (LudusHandover *self)
{
  g_signal_emit (self, signals[CONFIRMED], 0);
}

/* Focus goes to the button, so that the player who takes over can press Enter. */
static gboolean
ludus_handover_grab_focus (GtkWidget *widget)
{
  LudusHandover *self = LUDUS_HANDOVER (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->button));
}

static void
ludus_handover_dispose (GObject *object)
{
  LudusHandover *self = LUDUS_HANDOVER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_HANDOVER);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (ludus_handover_parent_class)->dispose (object);
}

static void
ludus_handover_class_init (LudusHandoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_handover_dispose;
  widget_class->grab_focus = ludus_handover_grab_focus;

  /**
   * LudusHandover::confirmed:
   *
   * The seat named on the screen says it is at the computer.
   */
  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-handover.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusHandover, status);
  gtk_widget_class_bind_template_child (widget_class, LudusHandover, button);
  gtk_widget_class_bind_template_child (widget_class, LudusHandover, recap_clamp);
  gtk_widget_class_bind_template_child (widget_class, LudusHandover, recap_scroller);
  gtk_widget_class_bind_template_callback (widget_class, on_button_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-handover");
}

static void
ludus_handover_init (LudusHandover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_handover_set_name (self, "");
}

GtkWidget *
ludus_handover_new (void)
{
  return g_object_new (LUDUS_TYPE_HANDOVER, NULL);
}

void
ludus_handover_set_name (LudusHandover *self,
                         const char    *name)
{
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (LUDUS_IS_HANDOVER (self));
  g_return_if_fail (name != NULL);

  g_free (self->name);
  self->name = g_strdup (name);

  /* Translators: the hand-over screen between two players at one computer */
  title = g_strdup_printf (_("Pass the Computer to %s"), name);
  /* Translators: the button on the hand-over screen; %s is the player's name */
  label = g_strdup_printf (_("I am %s — Show My Board"), name);
  adw_status_page_set_title (self->status, title);
  gtk_button_set_label (self->button, label);
}

/**
 * ludus_handover_set_recap:
 * @recap: (nullable) (transfer floating): what happened since the seat's last turn, as everyone
 *   may read it (a list from ludus_recap_list_new ()), or %NULL for none
 */
void
ludus_handover_set_recap (LudusHandover *self,
                          GtkWidget     *recap)
{
  g_return_if_fail (LUDUS_IS_HANDOVER (self));

  if (recap != NULL)
    {
      gtk_widget_set_margin_top (recap, 12);
      gtk_widget_set_margin_bottom (recap, 12);
      gtk_widget_set_margin_start (recap, 12);
      gtk_widget_set_margin_end (recap, 12);
    }
  gtk_scrolled_window_set_child (self->recap_scroller, recap);
  gtk_widget_set_visible (self->recap_clamp, recap != NULL);
}

const char *
ludus_handover_get_name (LudusHandover *self)
{
  g_return_val_if_fail (LUDUS_IS_HANDOVER (self), NULL);
  return self->name;
}
