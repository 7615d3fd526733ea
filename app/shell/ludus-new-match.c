/* ludus-new-match.c: seats, colours, variants and seed of a new match
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ludus-new-match.h"
#include "ludus-players-panel.h"

typedef struct
{
  const char *hex;
  const char *name;
} SeatColour;

/* The GNOME palette's distinct hues; the boards also tell seats apart by shape. */
static const SeatColour seat_colours[LUDUS_N_SEAT_COLOURS] = {
  { "#3584e4", N_("Blue") },
  { "#e01b24", N_("Red") },
  { "#2ec27e", N_("Green") },
  { "#f5c211", N_("Yellow") },
  { "#9141ac", N_("Purple") },
  /* Translators: the colour. */
  { "#ff7800", N_("Orange") },
  { "#865e3c", N_("Brown") },
  { "#5e5c64", N_("Grey") },
};

typedef struct
{
  GtkWidget *row;
  GtkWidget *swatch;
  GtkWidget *colour_button;
  GtkWidget *colour_choices[LUDUS_N_SEAT_COLOURS];
  GtkWidget *kind;
  GtkWidget *deal;       /* "deal the setup for me", for games with setup decisions */
  GtkWidget *remove;
  guint      colour;
  guint      position;   /* the index its default name was made for */
} Seat;

struct _LudusNewMatch
{
  GtkWidget            parent_instance;

  GtkWidget           *box;
  AdwWindowTitle      *window_title;
  AdwPreferencesGroup *seats_group;
  AdwPreferencesGroup *options_group;
  GtkWidget           *add_button;
  GtkSwitch           *casual_switch;
  GtkEditable         *seed_entry;

  LudusGame           *game;
  GSettings           *settings;
  GPtrArray           *seats;           /* of Seat */
  GPtrArray           *option_rows;     /* of OptionRow, one per option in the game's order */
};

/* An option's row and the widget holding its value (the row itself for a choice). */
typedef struct
{
  GtkWidget *row;
  GtkWidget *value;
} OptionRow;

G_DEFINE_FINAL_TYPE (LudusNewMatch, ludus_new_match, GTK_TYPE_WIDGET)

enum {
  START,
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
ludus_seat_colour (guint index)
{
  g_return_val_if_fail (index < LUDUS_N_SEAT_COLOURS, NULL);
  return seat_colours[index].hex;
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  guint index = GPOINTER_TO_UINT (user_data);
  GdkRGBA rgba;
  double radius = MIN (width, height) / 2.0 - 1;

  gdk_rgba_parse (&rgba, seat_colours[index].hex);
  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
swatch_new (guint colour,
            int   size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch,
                                  GUINT_TO_POINTER (colour), NULL);
  return area;
}

static char *
default_name (guint seat)
{
  /* Translators: the default name of a seat's player. */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

static Seat *
seat_at (LudusNewMatch *self,
         guint          seat)
{
  return g_ptr_array_index (self->seats, seat);
}

static gboolean
colour_taken (LudusNewMatch *self,
              guint          colour,
              Seat          *except)
{
  for (guint i = 0; i < self->seats->len; i++)
    if (seat_at (self, i) != except && seat_at (self, i)->colour == colour)
      return TRUE;
  return FALSE;
}

/* A seat option (the start player, say) offers "Random" and the seats by
 * name, and follows them as they are named, added and removed. */
static void
update_seat_options (LudusNewMatch *self)
{
  guint n_options = 0;
  const LudusOption *options;

  if (self->game == NULL)
    return;
  options = ludus_game_get_options (self->game, &n_options);
  if (self->option_rows->len != n_options)
    return;                     /* the options of another game are being replaced */
  for (guint i = 0; i < n_options; i++)
    {
      AdwComboRow *row;
      g_autoptr(GtkStringList) choices = NULL;
      guint selected;

      if (options[i].type != LUDUS_OPTION_SEAT)
        continue;
      row = ADW_COMBO_ROW (((OptionRow *) g_ptr_array_index (self->option_rows, i))->value);
      selected = adw_combo_row_get_selected (row);
      if (selected == GTK_INVALID_LIST_POSITION || selected > self->seats->len)
        selected = 0;
      /* Translators: the first choice of the start player, before the seats' names */
      choices = gtk_string_list_new ((const char *const[]) { C_("seat", "Random"), NULL });
      for (guint s = 0; s < self->seats->len; s++)
        {
          g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (
                                                GTK_EDITABLE (seat_at (self, s)->row))));

          if (*name == '\0')
            {
              g_free (name);
              name = default_name (s);
            }
          gtk_string_list_append (choices, name);
        }
      adw_combo_row_set_model (row, G_LIST_MODEL (choices));
      adw_combo_row_set_selected (row, selected);
    }
}

/* Before seat removed leaves: a seat option that named it goes back to
 * "Random", and one that named a seat below it follows that seat up. */
static void
forget_seat_in_options (LudusNewMatch *self,
                        guint          removed)
{
  guint n_options = 0;
  const LudusOption *options = ludus_game_get_options (self->game, &n_options);

  for (guint i = 0; i < n_options && i < self->option_rows->len; i++)
    {
      AdwComboRow *row;
      guint selected;

      if (options[i].type != LUDUS_OPTION_SEAT)
        continue;
      row = ADW_COMBO_ROW (((OptionRow *) g_ptr_array_index (self->option_rows, i))->value);
      selected = adw_combo_row_get_selected (row);
      if (selected == removed + 1)
        adw_combo_row_set_selected (row, 0);
      else if (selected != GTK_INVALID_LIST_POSITION && selected > removed + 1)
        adw_combo_row_set_selected (row, selected - 1);
    }
}

static void
seat_name_changed (LudusNewMatch *self)
{
  update_seat_options (self);
}

/* Titles, colours on offer and the add and remove buttons follow the seats. */
static void
update_seats (LudusNewMatch *self)
{
  guint min_players = 1, max_players = 1;
  guint n = self->seats->len;

  ludus_game_get_player_range (self->game, &min_players, &max_players);
  for (guint i = 0; i < n; i++)
    {
      Seat *seat = seat_at (self, i);
      /* Translators: the title above a seat's name on the new-match page, where the
       * name itself defaults to “Player 1”; so a place at the table, not a person. */
      g_autofree char *title = g_strdup_printf (C_("new match", "Seat %u"), i + 1);
      g_autofree char *tooltip = g_strdup_printf (_("Colour: %s"),
                                                  _(seat_colours[seat->colour].name));

      g_autofree char *old_default = default_name (seat->position);

      /* A default name follows its seat when a seat above it is removed. */
      if (seat->position != i &&
          g_str_equal (gtk_editable_get_text (GTK_EDITABLE (seat->row)), old_default))
        {
          g_autofree char *new_default = default_name (i);

          gtk_editable_set_text (GTK_EDITABLE (seat->row), new_default);
        }
      seat->position = i;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->row), title);
      gtk_widget_set_sensitive (seat->remove, n > min_players);
      gtk_widget_set_tooltip_text (seat->colour_button, tooltip);
      /* Setting the function again redraws the swatch. */
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (seat->swatch), draw_swatch,
                                      GUINT_TO_POINTER (seat->colour), NULL);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (seat->remove), "u", i);
      for (guint c = 0; c < LUDUS_N_SEAT_COLOURS; c++)
        {
          gtk_actionable_set_action_target (GTK_ACTIONABLE (seat->colour_choices[c]), "(uu)", i, c);
          gtk_widget_set_sensitive (seat->colour_choices[c], !colour_taken (self, c, seat));
        }
    }
  gtk_widget_set_sensitive (self->add_button, n < max_players);
  update_seat_options (self);
}

/* new-match.colour ((seat, colour)): a colour of a seat's popover. */
static void
colour_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  LudusNewMatch *self = LUDUS_NEW_MATCH (widget);
  guint seat, colour;

  g_variant_get (parameter, "(uu)", &seat, &colour);
  if (seat >= self->seats->len || colour >= LUDUS_N_SEAT_COLOURS)
    return;
  ludus_new_match_set_seat_colour (self, seat, colour);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (seat_at (self, seat)->colour_button));
}

/* new-match.remove-seat (seat) */
static void
remove_seat_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ludus_new_match_remove_seat (LUDUS_NEW_MATCH (widget), g_variant_get_uint32 (parameter));
}

static GtkWidget *
colour_popover_new (LudusNewMatch *self,
                    Seat          *seat)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint c = 0; c < LUDUS_N_SEAT_COLOURS; c++)
    {
      GtkWidget *button = gtk_button_new ();

      gtk_button_set_child (GTK_BUTTON (button), swatch_new (c, 28));
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "circular");
      gtk_widget_add_css_class (button, "ludus-colour-choice");
      gtk_widget_set_tooltip_text (button, _(seat_colours[c].name));
      /* The target, (seat, colour), follows the seat's place: see update_seats (). */
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", seat->position, c);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "new-match.colour");
      gtk_grid_attach (GTK_GRID (grid), button, c % 4, c / 4, 1, 1);
      seat->colour_choices[c] = button;
    }
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  return popover;
}

/* The kind drop-down's choice 0 is a person. */
static gboolean
kind_is_person (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_uint (from) == 0);
  return TRUE;
}

static void
add_seat_named (LudusNewMatch *self,
                const char    *name)
{
  Seat *seat = g_new0 (Seat, 1);
  /* In the order of kind_index (). */
  const char *kinds[] = {
    ludus_seat_kind_label (LUDUS_SEAT_HUMAN, LUDUS_LEVEL_DEFAULT),
    ludus_seat_kind_label (LUDUS_SEAT_COMPUTER, LUDUS_LEVEL_EASY),
    ludus_seat_kind_label (LUDUS_SEAT_COMPUTER, LUDUS_LEVEL_NORMAL),
    ludus_seat_kind_label (LUDUS_SEAT_COMPUTER, LUDUS_LEVEL_HARD),
    NULL
  };
  g_autofree char *fallback = default_name (self->seats->len);

  while (colour_taken (self, seat->colour, NULL))
    seat->colour++;
  seat->position = self->seats->len;

  seat->row = adw_entry_row_new ();
  gtk_editable_set_text (GTK_EDITABLE (seat->row), name != NULL && *name ? name : fallback);
  g_signal_connect_swapped (seat->row, "changed", G_CALLBACK (seat_name_changed), self);

  seat->swatch = swatch_new (seat->colour, 22);
  seat->colour_button = gtk_menu_button_new ();
  {
    /* The chosen colour with the arrow that says it opens a choice. */
    GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

    gtk_box_append (GTK_BOX (content), seat->swatch);
    gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("pan-down-symbolic"));
    gtk_menu_button_set_child (GTK_MENU_BUTTON (seat->colour_button), content);
  }
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (seat->colour_button),
                               colour_popover_new (self, seat));
  gtk_widget_set_valign (seat->colour_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (seat->colour_button, "flat");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (seat->row), seat->colour_button);

  seat->kind = gtk_drop_down_new_from_strings (kinds);
  gtk_widget_set_valign (seat->kind, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (seat->kind, _("Who plays this seat, and how strongly the "
                                             "computer plays it"));
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (seat->row), seat->kind);

  /* A person may have the setup decisions the rules leave to players dealt at random; the
   * computer makes its own. */
  seat->deal = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (seat->deal), "media-playlist-shuffle-symbolic");
  gtk_widget_set_valign (seat->deal, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (seat->deal, "flat");
  gtk_widget_set_tooltip_text (seat->deal, _("Deal the setup for me: this player’s setup "
                                             "choices are made at random"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->deal), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Deal the setup for me"), -1);
  gtk_widget_set_visible (seat->deal, (ludus_game_get_flags (self->game) &
                                       LUDUS_GAME_SETUP_DECISIONS) != 0);
  g_object_bind_property_full (seat->kind, "selected", seat->deal, "sensitive",
                               G_BINDING_SYNC_CREATE, kind_is_person, NULL, NULL, NULL);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (seat->row), seat->deal);

  seat->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (seat->remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (seat->remove, "flat");
  gtk_widget_set_tooltip_text (seat->remove, _("Remove This Player"));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (seat->remove), "u", seat->position);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (seat->remove), "new-match.remove-seat");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (seat->row), seat->remove);

  g_ptr_array_add (self->seats, seat);
  adw_preferences_group_add (self->seats_group, seat->row);
}

static void
add_clicked (LudusNewMatch *self)
{
  if (ludus_new_match_add_seat (self))
    gtk_widget_grab_focus (seat_at (self, self->seats->len - 1)->row);
}

static void
clear_options (LudusNewMatch *self)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    adw_preferences_group_remove (self->options_group,
                                  ((OptionRow *) g_ptr_array_index (self->option_rows, i))->row);
  g_ptr_array_set_size (self->option_rows, 0);
}

static OptionRow *
option_row_new (const LudusOption *option)
{
  OptionRow *entry = g_new0 (OptionRow, 1);
  GtkWidget *row;

  if (option->type == LUDUS_OPTION_CHOICE)
    {
      g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

      for (guint c = 0; option->choices != NULL && option->choices[c] != NULL; c++)
        gtk_string_list_append (choices, ludus_gettext (option->choices[c]));
      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (choices));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), option->default_value);
      entry->value = row;
    }
  else if (option->type == LUDUS_OPTION_SEAT)
    {
      /* "Random", then the seats by name: filled by update_seat_options (). */
      row = adw_combo_row_new ();
      entry->value = row;
    }
  else if (option->type == LUDUS_OPTION_BOOLEAN)
    {
      GtkWidget *toggle = gtk_switch_new ();

      row = adw_action_row_new ();
      gtk_switch_set_active (GTK_SWITCH (toggle), option->default_value != 0);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      entry->value = toggle;
    }
  else
    {
      GtkWidget *spin = gtk_spin_button_new_with_range (option->min, option->max, 1);

      row = adw_action_row_new ();
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), option->default_value);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      entry->value = spin;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ludus_gettext (option->label));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* AdwComboRow is an AdwActionRow too. */
  if (option->description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ludus_gettext (option->description));
  if (option->unavailable != NULL)
    {
      /* The game cannot offer it: left at its default, and the row says why. */
      gtk_widget_set_sensitive (entry->value, FALSE);
      gtk_widget_set_tooltip_text (row, ludus_gettext (option->unavailable));
      if (option->type == LUDUS_OPTION_BOOLEAN)
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), NULL);
    }
  entry->row = row;
  return entry;
}

static int
option_value (const LudusOption *option,
              const OptionRow   *entry)
{
  if (option->type == LUDUS_OPTION_CHOICE)
    return (int) adw_combo_row_get_selected (ADW_COMBO_ROW (entry->value));
  if (option->type == LUDUS_OPTION_SEAT)
    return (int) adw_combo_row_get_selected (ADW_COMBO_ROW (entry->value)) - 1;
  if (option->type == LUDUS_OPTION_BOOLEAN)
    return gtk_switch_get_active (GTK_SWITCH (entry->value)) ? 1 : 0;
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (entry->value));
}

static char *
describe_range (guint min_players,
                guint max_players)
{
  if (min_players == max_players)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", max_players),
                            max_players);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u–%u player", "%u–%u players",
                                       max_players),
                          min_players, max_players);
}

void
ludus_new_match_set_game (LudusNewMatch *self,
                          LudusGame     *game,
                          GSettings     *settings)
{
  g_auto(GStrv) names = NULL;
  g_autofree char *name = NULL;
  g_autofree char *range = NULL;
  const LudusOption *options;
  guint n_options = 0, min_players = 1, max_players = 1, n_seats;

  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  g_return_if_fail (LUDUS_IS_GAME (game));

  g_set_object (&self->game, game);
  g_set_object (&self->settings, settings);

  name = ludus_game_get_name (game);
  adw_window_title_set_subtitle (self->window_title, name);

  /* The old game's options go first: the seats' updates below look at them. */
  clear_options (self);
  while (self->seats->len > 0)
    {
      adw_preferences_group_remove (self->seats_group, seat_at (self, self->seats->len - 1)->row);
      g_ptr_array_remove_index (self->seats, self->seats->len - 1);
    }
  ludus_game_get_player_range (game, &min_players, &max_players);
  range = describe_range (min_players, max_players);
  adw_preferences_group_set_description (self->seats_group, range);
  names = settings != NULL ? g_settings_get_strv (settings, "player-names") : g_new0 (char *, 1);
  /* As many seats as last time, else two where the game allows. */
  n_seats = g_strv_length (names) > 0 ? g_strv_length (names) : 2;
  n_seats = CLAMP (n_seats, min_players, max_players);
  for (guint i = 0; i < n_seats; i++)
    add_seat_named (self, i < g_strv_length (names) ? names[i] : NULL);
  update_seats (self);

  options = ludus_game_get_options (game, &n_options);
  for (guint i = 0; i < n_options; i++)
    {
      OptionRow *entry = option_row_new (&options[i]);

      g_ptr_array_add (self->option_rows, entry);
      adw_preferences_group_add (self->options_group, entry->row);
    }
  update_seat_options (self);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), n_options > 0);

  gtk_switch_set_active (self->casual_switch, FALSE);
  gtk_editable_set_text (self->seed_entry, "");
}

LudusGame *
ludus_new_match_get_game (LudusNewMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), NULL);
  return self->game;
}

guint
ludus_new_match_get_n_seats (LudusNewMatch *self)
{
  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), 0);
  return self->seats->len;
}

gboolean
ludus_new_match_add_seat (LudusNewMatch *self)
{
  guint min_players = 1, max_players = 1;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  ludus_game_get_player_range (self->game, &min_players, &max_players);
  if (self->seats->len >= max_players)
    return FALSE;
  add_seat_named (self, NULL);
  update_seats (self);
  return TRUE;
}

gboolean
ludus_new_match_remove_seat (LudusNewMatch *self,
                             guint          seat)
{
  guint min_players = 1, max_players = 1;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  ludus_game_get_player_range (self->game, &min_players, &max_players);
  if (seat >= self->seats->len || self->seats->len <= min_players)
    return FALSE;
  forget_seat_in_options (self, seat);
  adw_preferences_group_remove (self->seats_group, seat_at (self, seat)->row);
  g_ptr_array_remove_index (self->seats, seat);
  update_seats (self);
  return TRUE;
}

void
ludus_new_match_set_seat_name (LudusNewMatch *self,
                               guint          seat,
                               const char    *name)
{
  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  g_return_if_fail (seat < self->seats->len);

  gtk_editable_set_text (GTK_EDITABLE (seat_at (self, seat)->row), name);
}

gboolean
ludus_new_match_set_seat_colour (LudusNewMatch *self,
                                 guint          seat,
                                 guint          colour)
{
  Seat *s;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), FALSE);
  g_return_val_if_fail (seat < self->seats->len, FALSE);
  g_return_val_if_fail (colour < LUDUS_N_SEAT_COLOURS, FALSE);

  s = seat_at (self, seat);
  if (colour_taken (self, colour, s))
    return FALSE;
  s->colour = colour;
  update_seats (self);
  return TRUE;
}

guint
ludus_new_match_get_seat_colour (LudusNewMatch *self,
                                 guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), 0);
  g_return_val_if_fail (seat < self->seats->len, 0);
  return seat_at (self, seat)->colour;
}

/* The kind menu lists a person, then the computer at each level. */
static guint
kind_index (LudusSeatKind kind,
            LudusLevel    level)
{
  return kind == LUDUS_SEAT_HUMAN ? 0 : 1 + MIN (level, LUDUS_N_LEVELS - 1);
}

void
ludus_new_match_set_seat_kind (LudusNewMatch *self,
                               guint          seat,
                               LudusSeatKind  kind)
{
  ludus_new_match_set_seat_level (self, seat, kind, LUDUS_LEVEL_DEFAULT);
}

void
ludus_new_match_set_seat_level (LudusNewMatch *self,
                                guint          seat,
                                LudusSeatKind  kind,
                                LudusLevel     level)
{
  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  g_return_if_fail (seat < self->seats->len);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (seat_at (self, seat)->kind),
                              kind_index (kind, level));
}

void
ludus_new_match_set_seat_deal_setup (LudusNewMatch *self,
                                     guint          seat,
                                     gboolean       deal)
{
  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  g_return_if_fail (seat < self->seats->len);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (seat_at (self, seat)->deal), deal);
}

void
ludus_new_match_set_casual (LudusNewMatch *self,
                            gboolean       casual)
{
  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  gtk_switch_set_active (self->casual_switch, casual);
}

void
ludus_new_match_set_seed_text (LudusNewMatch *self,
                               const char    *text)
{
  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));
  gtk_editable_set_text (self->seed_entry, text != NULL ? text : "");
}

gboolean
ludus_new_match_set_option (LudusNewMatch *self,
                            const char    *id,
                            int            value)
{
  const LudusOption *options;
  guint n_options = 0;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  options = ludus_game_get_options (self->game, &n_options);
  for (guint i = 0; i < n_options; i++)
    {
      const OptionRow *entry = g_ptr_array_index (self->option_rows, i);

      if (!g_str_equal (options[i].id, id))
        continue;
      if (options[i].unavailable != NULL && value != options[i].default_value)
        return FALSE;
      if (options[i].type == LUDUS_OPTION_CHOICE)
        adw_combo_row_set_selected (ADW_COMBO_ROW (entry->value), value);
      else if (options[i].type == LUDUS_OPTION_SEAT)
        adw_combo_row_set_selected (ADW_COMBO_ROW (entry->value),
                                    value >= 0 && (guint) value < self->seats->len ? value + 1 : 0);
      else if (options[i].type == LUDUS_OPTION_BOOLEAN)
        gtk_switch_set_active (GTK_SWITCH (entry->value), value != 0);
      else
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (entry->value), value);
      return TRUE;
    }
  return FALSE;
}

static gboolean
parse_seed (LudusNewMatch  *self,
            guint64        *seed,
            GError        **error)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (self->seed_entry)));
  g_autoptr(GError) local_error = NULL;

  if (*text == '\0')
    {
      *seed = ((guint64) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: the text typed as a seed. */
                   _("The seed “%s” is not a whole number from 0 to 18446744073709551615"),
                   text);
      return FALSE;
    }
  return TRUE;
}

/* Remembers the names typed, leaving out the defaults so they follow the language. */
static void
store_names (LudusNewMatch *self,
             GStrv          names)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) stored = NULL;

  if (self->settings == NULL)
    return;
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *fallback = default_name (i);

      g_strv_builder_add (builder, g_str_equal (names[i], fallback) ? "" : names[i]);
    }
  stored = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "player-names", (const char *const *) stored);
}

LudusMatch *
ludus_new_match_build (LudusNewMatch  *self,
                       GError        **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autofree int *values = NULL;
  LudusSeat seats[LUDUS_MAX_PLAYERS] = { { 0 } };
  const LudusOption *options;
  guint n_options = 0;
  guint64 seed = 0;
  LudusMatch *match;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  if (!parse_seed (self, &seed, error))
    return NULL;

  for (guint i = 0; i < self->seats->len; i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (
                                            GTK_EDITABLE (seat_at (self, i)->row))));

      if (*name == '\0')
        {
          g_free (name);
          name = default_name (i);
        }
      g_strv_builder_add (builder, name);
    }
  names = g_strv_builder_end (builder);
  for (guint i = 0; i < self->seats->len; i++)
    {
      Seat *seat = seat_at (self, i);
      guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (seat->kind));

      seats[i].name = names[i];
      seats[i].colour = (char *) seat_colours[seat->colour].hex;
      seats[i].kind = kind > 0 ? LUDUS_SEAT_COMPUTER : LUDUS_SEAT_HUMAN;
      seats[i].level = kind > 0 ? (LudusLevel) (kind - 1) : LUDUS_LEVEL_DEFAULT;
      seats[i].deal_setup = seats[i].kind == LUDUS_SEAT_HUMAN &&
                            gtk_widget_get_visible (seat->deal) &&
                            gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (seat->deal));
    }

  options = ludus_game_get_options (self->game, &n_options);
  values = g_new0 (int, MAX (n_options, 1));
  for (guint i = 0; i < n_options; i++)
    values[i] = option_value (&options[i], g_ptr_array_index (self->option_rows, i));

  match = ludus_match_new (self->game, self->seats->len, seats, seed, values,
                           gtk_switch_get_active (self->casual_switch), error);
  if (match != NULL)
    store_names (self, names);
  return match;
}

void
ludus_new_match_start (LudusNewMatch *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;

  g_return_if_fail (LUDUS_IS_NEW_MATCH (self));

  match = ludus_new_match_build (self, &error);
  if (match == NULL)
    g_signal_emit (self, signals[TOAST], 0, error->message);
  else
    g_signal_emit (self, signals[START], 0, match);
}

static void
start_clicked (LudusNewMatch *self)
{
  ludus_new_match_start (self);
}

static void
ludus_new_match_dispose (GObject *object)
{
  LudusNewMatch *self = LUDUS_NEW_MATCH (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_NEW_MATCH);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludus_new_match_parent_class)->dispose (object);
}

static void
ludus_new_match_finalize (GObject *object)
{
  LudusNewMatch *self = LUDUS_NEW_MATCH (object);

  g_ptr_array_unref (self->seats);
  g_ptr_array_unref (self->option_rows);

  G_OBJECT_CLASS (ludus_new_match_parent_class)->finalize (object);
}

static void
ludus_new_match_class_init (LudusNewMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_new_match_dispose;
  object_class->finalize = ludus_new_match_finalize;

  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_MATCH);
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "new-match.colour", "(uu)", colour_activated);
  gtk_widget_class_install_action (widget_class, "new-match.remove-seat", "u",
                                   remove_seat_activated);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-new-match.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, box);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, window_title);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, seats_group);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, options_group);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, add_button);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, casual_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusNewMatch, seed_entry);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ludus_new_match_init (LudusNewMatch *self)
{
  self->seats = g_ptr_array_new_with_free_func (g_free);
  self->option_rows = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludus_new_match_get_option_available:
 * @why: (out) (optional) (transfer none): the row's tooltip saying why not, or %NULL
 *
 * Returns: whether the option's control can be changed (an option the game marks unavailable
 *   is shown insensitive); FALSE too if there is no such option.
 */
gboolean
ludus_new_match_get_option_available (LudusNewMatch  *self,
                                      const char     *id,
                                      const char    **why)
{
  const LudusOption *options;
  guint n_options = 0;

  g_return_val_if_fail (LUDUS_IS_NEW_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  if (why != NULL)
    *why = NULL;
  options = ludus_game_get_options (self->game, &n_options);
  for (guint i = 0; i < n_options && i < self->option_rows->len; i++)
    {
      const OptionRow *entry = g_ptr_array_index (self->option_rows, i);

      if (!g_str_equal (options[i].id, id))
        continue;
      if (why != NULL)
        *why = gtk_widget_get_tooltip_text (entry->row);
      return gtk_widget_get_sensitive (entry->value);
    }
  return FALSE;
}
