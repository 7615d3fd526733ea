/* ludus-application.c: the Ludus application
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Start-up order: the language from GSettings before any window, the style, the game registry,
 * then the window. Also the hidden benchmark and screenshot options.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "ludus-application.h"
#include "ludus-preferences.h"
#include "ludus-window.h"

struct _LudusApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  LudusRegistry  *registry;

  /* --bench-startup, --screenshot and --page */
  gint64          started;
  gboolean        bench;
  char           *bench_file;
  char           *screenshot;
  char           *page;
  double          startup_ms;   /* main () to the end of startup, for --bench-startup */
  double          window_ms;    /* main () to the main window built */
  GtkWidget      *shot_target;
  guint           shot_tries;
  guint           paints;
  /* --bench-startup with a match: moves timed after it is drawn */
  GArray         *move_apply_ms;
  GArray         *move_frame_ms;
  gint64          move_started;
};

/* How many moves of the benchmark's match are timed once it is drawn. */
#define BENCH_MOVES 20

G_DEFINE_FINAL_TYPE (LudusApplication, ludus_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "bench-startup", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the start-up time and memory use, then quit"), NULL },
  { "screenshot", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL,
    "Save a PNG of the window after its first frame, then quit", "FILE" },
  { "page", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, NULL,
    "Show a page first: gallery, new-match:GAME, rules:GAME, preferences, shortcuts, about", "PAGE" },
  { NULL }
};

LudusApplication *
ludus_application_new (gint64 started)
{
  LudusApplication *self = g_object_new (LUDUS_TYPE_APPLICATION,
                                         "application-id", APP_ID,
                                         "flags", G_APPLICATION_HANDLES_OPEN,
                                         "resource-base-path", "/io/github/ludusgames/Ludus",
                                         NULL);

  self->started = started;
  return self;
}

LudusRegistry *
ludus_application_get_registry (LudusApplication *self)
{
  g_return_val_if_fail (LUDUS_IS_APPLICATION (self), NULL);
  return self->registry;
}

GSettings *
ludus_application_get_settings (LudusApplication *self)
{
  g_return_val_if_fail (LUDUS_IS_APPLICATION (self), NULL);
  return self->settings;
}

static void
apply_style (LudusApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme value = ADW_COLOR_SCHEME_DEFAULT;

  if (g_str_equal (scheme, "light"))
    value = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (scheme, "dark"))
    value = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

void
ludus_application_set_style (LudusApplication *self,
                             const char       *scheme)
{
  g_return_if_fail (LUDUS_IS_APPLICATION (self));

  g_settings_set_string (self->settings, "color-scheme", scheme);
  apply_style (self);
}

void
ludus_application_set_language (LudusApplication *self,
                                const char       *code)
{
  GList *windows = NULL;
  gboolean had_preferences = FALSE;

  g_return_if_fail (LUDUS_IS_APPLICATION (self));

  if (code == NULL)
    code = "";
  g_settings_set_string (self->settings, "language", code);
  if (g_str_equal (code, ludus_i18n_get_language ()))
    return;
  ludus_i18n_set_language (code);

  /* Rebuild every window from its template; each main window hands its match to its
   * successor, so the match itself (moves, redo list, autosave) is untouched. */
  /* Held, since destroying one window may free it while the list is walked again. */
  windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                              (GCopyFunc) g_object_ref, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    if (LUDUS_IS_PREFERENCES (l->data))
      {
        had_preferences = TRUE;
        gtk_window_destroy (GTK_WINDOW (l->data));
      }
  for (GList *l = windows; l != NULL; l = l->next)
    if (LUDUS_IS_WINDOW (l->data))
      {
        LudusWindow *old = l->data;
        LudusWindow *rebuilt = ludus_window_new_replacing (self, old);

        gtk_window_present (GTK_WINDOW (rebuilt));
        gtk_window_destroy (GTK_WINDOW (old));
      }
  g_list_free_full (windows, g_object_unref);
  if (had_preferences)
    ludus_application_show_preferences (self);
}

GtkWindow *
ludus_application_show_preferences (LudusApplication *self)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  LudusPreferences *preferences;

  g_return_val_if_fail (LUDUS_IS_APPLICATION (self), NULL);

  if (parent != NULL && !LUDUS_IS_WINDOW (parent))
    parent = gtk_window_get_transient_for (parent);
  preferences = ludus_preferences_new (self);
  gtk_window_set_transient_for (GTK_WINDOW (preferences), parent);
  gtk_window_present (GTK_WINDOW (preferences));
  return GTK_WINDOW (preferences);
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  ludus_application_show_preferences (LUDUS_APPLICATION (user_data));
}

static GtkWindow *
show_about (LudusApplication *self)
{
  static const char *developers[] = { "The Ludus developers", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for",
                        gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "application-name", "Ludus",
                        "application-icon", APP_ID,
                        "developer-name", "The Ludus developers",
                        "version", PACKAGE_VERSION,
                        "comments", _("Heavy board games for friends sharing one computer"),
                        "website", "https://github.com/ludusgames/ludus",
                        "issue-url", "https://github.com/ludusgames/ludus/issues",
                        "developers", developers,
                        "copyright", "© 2026 The Ludus developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: your names, one per line, shown in the About window. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
  return GTK_WINDOW (about);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  show_about (LUDUS_APPLICATION (user_data));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = user_data;
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (app)),
                                     (GCopyFunc) g_object_ref, NULL);

  /* Closing each window stores its size; the matches are autosaved already. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (app);
}

static const GActionEntry app_actions[] = {
  { "preferences", preferences_activated, NULL, NULL, NULL },
  { "about", about_activated, NULL, NULL, NULL },
  { "quit", quit_activated, NULL, NULL, NULL },
};

static void
set_accels (LudusApplication *self)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.new-match", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "match.undo", { "<Control>z", NULL } },
    { "match.redo", { "<Control><Shift>z", NULL } },
    { "match.rules", { "F1", NULL } },
    { "match.present", { "Escape", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);
}

static void
ludus_application_startup (GApplication *app)
{
  LudusApplication *self = LUDUS_APPLICATION (app);
  g_autofree char *language = NULL;

  G_APPLICATION_CLASS (ludus_application_parent_class)->startup (app);

  /* Long selectable texts (the rules, the log) would otherwise be selected whole whenever
   * they take the keyboard focus, as when a rules window opens. */
  g_object_set (gtk_settings_get_default (), "gtk-label-select-on-focus", FALSE, NULL);

  self->settings = g_settings_new (APP_ID);
  language = g_settings_get_string (self->settings, "language");
  if (*language != '\0')
    ludus_i18n_set_language (language);
  apply_style (self);

  self->registry = ludus_registry_new ();
  ludus_registry_load_default (self->registry);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  set_accels (self);
  self->startup_ms = (g_get_monotonic_time () - self->started) / 1000.0;
}

/* Benchmark and screenshot: both wait for the window's first drawn frame. */

static guint64
read_rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, "VmRSS:");
  return line != NULL ? g_ascii_strtoull (line + strlen ("VmRSS:"), NULL, 10) : 0;
}

/* Processor time used so far (user and system), which depends less on the machine's load. */
static double
cpu_ms (void)
{
  struct rusage usage;

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return -1;
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

/* Milliseconds since the kernel started the process, or -1; tick resolution (10 ms). */
static double
ms_since_exec (void)
{
  g_autofree char *stat = NULL;
  struct timespec now;
  const char *p;
  guint64 start_ticks;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL) ||
      clock_gettime (CLOCK_BOOTTIME, &now) != 0)
    return -1;
  /* The command name may hold spaces; the fields after it are plain. */
  p = strrchr (stat, ')');
  if (p == NULL)
    return -1;
  /* starttime is field 22; p points at the end of field 2. */
  for (int field = 2; field < 22 && p != NULL; field++)
    p = strchr (p + 1, ' ');
  if (p == NULL)
    return -1;
  start_ticks = g_ascii_strtoull (p + 1, NULL, 10);
  return (now.tv_sec * 1000.0 + now.tv_nsec / 1e6) -
         start_ticks * 1000.0 / sysconf (_SC_CLK_TCK);
}

static gboolean
save_screenshot (GtkWidget  *widget,
                 const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return FALSE;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  return gdk_texture_save_to_png (texture, path);
}

static void after_paint (GdkFrameClock *clock,
                         gpointer       user_data);

static gboolean
finish_screenshot (gpointer user_data)
{
  LudusApplication *self = user_data;
  GtkWidget *window = self->shot_target;
  gboolean saved;

  if (window == NULL)
    window = GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (self)));
  saved = window != NULL && save_screenshot (window, self->screenshot);
  /* A widget's paintable is empty while a redraw is pending (a computer seat has just moved,
   * say) until the next frame is drawn: try again a little later. */
  if (!saved && window != NULL && self->shot_tries++ < 20)
    return G_SOURCE_CONTINUE;
  if (!saved)
    g_printerr ("Could not save a screenshot to %s\n", self->screenshot);
  g_application_quit (G_APPLICATION (self));
  return G_SOURCE_REMOVE;
}

static void
stop_measuring (LudusApplication *self,
                GdkFrameClock    *clock)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, self);
  g_application_quit (G_APPLICATION (self));
}

/* The first frame is drawn: print the figures, then open the benchmark's match if any. */
static void
bench_first_frame (LudusApplication *self,
                   GdkFrameClock    *clock)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr(GError) error = NULL;

  g_print ("startup-to-first-frame-ms: %.1f\n", ms_since_exec ());
  g_print ("main-to-first-frame-ms: %.1f\n", (g_get_monotonic_time () - self->started) / 1000.0);
  g_print ("cpu-to-first-frame-ms: %.1f\n", cpu_ms ());
  g_print ("main-to-startup-done-ms: %.1f\n", self->startup_ms);
  g_print ("main-to-window-built-ms: %.1f\n", self->window_ms);
  g_print ("rss-kib: %" G_GUINT64_FORMAT "\n", read_rss_kib ());

  if (self->bench_file == NULL)
    stop_measuring (self, clock);
  else if (!ludus_window_open_file (LUDUS_WINDOW (window), self->bench_file, &error))
    {
      g_printerr ("%s\n", error->message);
      stop_measuring (self, clock);
    }
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median_ms (GArray *values)
{
  g_array_sort (values, compare_doubles);
  if (values->len == 0)
    return 0;
  if (values->len % 2 == 1)
    return g_array_index (values, double, values->len / 2);
  return (g_array_index (values, double, values->len / 2 - 1) +
          g_array_index (values, double, values->len / 2)) / 2;
}

/* The redraw figures: a move of the lowest seat that acts (its first legal move), timed from
 * ludus_match_apply () to its return (the autosave and the page's refresh included) and to
 * the next frame drawn. FALSE once BENCH_MOVES were made or the match has none to make. */
static gboolean
bench_next_move (LudusApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  LudusMatch *match = LUDUS_IS_WINDOW (window) ? ludus_window_get_match (LUDUS_WINDOW (window))
                                               : NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GError) error = NULL;
  guint actors;
  gint64 start;
  double elapsed;

  if (match == NULL || ludus_match_is_over (match) || self->move_apply_ms->len >= BENCH_MOVES)
    return FALSE;
  actors = ludus_match_get_actors (match);
  if (actors == 0)
    return FALSE;
  ludus_game_legal_moves (ludus_match_get_game (match), ludus_match_get_state (match),
                          (guint) g_bit_nth_lsf (actors, -1), moves);
  if (moves->len == 0)
    return FALSE;

  start = g_get_monotonic_time ();
  if (!ludus_match_apply (match, (guint) g_bit_nth_lsf (actors, -1),
                          &g_array_index (moves, LudusMove, 0), &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  elapsed = (g_get_monotonic_time () - start) / 1000.0;
  g_array_append_val (self->move_apply_ms, elapsed);
  self->move_started = start;
  gtk_widget_queue_draw (GTK_WIDGET (window));
  return TRUE;
}

static void
bench_with_match (LudusApplication *self,
                  GdkFrameClock    *clock)
{
  if (self->paints == 3)
    /* Two frames after opening: the match page is laid out and drawn. */
    g_print ("rss-with-match-kib: %" G_GUINT64_FORMAT "\n", read_rss_kib ());
  else if (self->move_started != 0)
    {
      double elapsed = (g_get_monotonic_time () - self->move_started) / 1000.0;

      g_array_append_val (self->move_frame_ms, elapsed);
      self->move_started = 0;
    }
  else
    return;

  if (!bench_next_move (self))
    {
      if (self->move_apply_ms->len > 0)
        {
          g_print ("move-apply-ms: %.2f\n", median_ms (self->move_apply_ms));
          g_print ("move-to-frame-ms: %.2f\n", median_ms (self->move_frame_ms));
        }
      stop_measuring (self, clock);
    }
}

static void
after_paint (GdkFrameClock *clock,
             gpointer       user_data)
{
  LudusApplication *self = user_data;

  self->paints++;
  if (self->bench && self->paints == 1)
    bench_first_frame (self, clock);
  else if (self->bench && self->paints >= 3)
    bench_with_match (self, clock);
  else if (!self->bench && self->screenshot != NULL && self->paints == 1)
    {
      g_signal_handlers_disconnect_by_func (clock, after_paint, self);
      /* Let fonts, icons and the page transition settle. */
      g_timeout_add (800, finish_screenshot, self);
    }
}

static void
window_mapped (GtkWidget *window,
               gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint), user_data);
}

static void
show_page (LudusApplication *self,
           LudusWindow      *window)
{
  g_auto(GStrv) parts = NULL;
  GtkWindow *shown = NULL;

  if (self->page == NULL)
    return;
  parts = g_strsplit (self->page, ":", 2);
  if (g_str_equal (parts[0], "gallery"))
    ludus_window_show_gallery (window);
  else if (g_str_equal (parts[0], "preferences"))
    shown = ludus_application_show_preferences (self);
  else if (g_str_equal (parts[0], "about"))
    shown = show_about (self);
  else if (g_str_equal (parts[0], "shortcuts"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
      shown = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
    }
  else if (parts[1] != NULL)
    {
      LudusGame *game = ludus_registry_lookup (self->registry, parts[1]);

      if (game == NULL)
        g_printerr ("No game “%s”\n", parts[1]);
      else if (g_str_equal (parts[0], "new-match"))
        ludus_window_show_new_match (window, game);
      else if (g_str_equal (parts[0], "rules"))
        shown = ludus_window_show_rules (window, game);
    }
  if (shown != NULL && self->screenshot != NULL)
    {
      /* The screenshot is of this window (drawn by then, see after_paint ()). */
      g_set_weak_pointer (&self->shot_target, GTK_WIDGET (shown));
    }
}

static LudusWindow *
create_window (LudusApplication *self)
{
  LudusWindow *window = ludus_window_new (self);

  if (self->window_ms == 0)
    self->window_ms = (g_get_monotonic_time () - self->started) / 1000.0;
  if (self->bench || self->screenshot != NULL)
    g_signal_connect (window, "map", G_CALLBACK (window_mapped), self);
  return window;
}

static void
ludus_application_activate (GApplication *app)
{
  LudusApplication *self = LUDUS_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (create_window (self));
  gtk_window_present (window);
  show_page (self, LUDUS_WINDOW (window));
}

static void
ludus_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  LudusApplication *self = LUDUS_APPLICATION (app);
  g_autofree char *path = g_file_get_path (files[0]);
  LudusWindow *window;

  if (self->bench)
    {
      /* Measured after the first frame, see after_paint(). */
      g_free (self->bench_file);
      self->bench_file = g_steal_pointer (&path);
      ludus_application_activate (app);
      return;
    }

  window = create_window (self);
  gtk_window_present (GTK_WINDOW (window));
  ludus_window_open_and_report (window, path);
  show_page (self, window);
}

static int
ludus_application_handle_local_options (GApplication *app,
                                        GVariantDict *options)
{
  LudusApplication *self = LUDUS_APPLICATION (app);
  const char *env = g_getenv ("LUDUS_BENCH_STARTUP");

  self->bench = g_variant_dict_contains (options, "bench-startup") ||
                (env != NULL && g_str_equal (env, "1"));
  g_variant_dict_lookup (options, "screenshot", "^ay", &self->screenshot);
  g_variant_dict_lookup (options, "page", "s", &self->page);

  /* Measurements and screenshots run alone, never handed to a running instance. */
  if (self->bench || self->screenshot != NULL)
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  return -1;
}

static void
ludus_application_dispose (GObject *object)
{
  LudusApplication *self = LUDUS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->registry);
  g_clear_pointer (&self->bench_file, g_free);
  g_clear_pointer (&self->screenshot, g_free);
  g_clear_pointer (&self->page, g_free);
  g_clear_weak_pointer (&self->shot_target);
  g_clear_pointer (&self->move_apply_ms, g_array_unref);
  g_clear_pointer (&self->move_frame_ms, g_array_unref);

  G_OBJECT_CLASS (ludus_application_parent_class)->dispose (object);
}

static void
ludus_application_class_init (LudusApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ludus_application_dispose;
  app_class->startup = ludus_application_startup;
  app_class->activate = ludus_application_activate;
  app_class->open = ludus_application_open;
  app_class->handle_local_options = ludus_application_handle_local_options;
}

static void
ludus_application_init (LudusApplication *self)
{
  self->move_apply_ms = g_array_new (FALSE, FALSE, sizeof (double));
  self->move_frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), "[FILE.ludus]");
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Heavy board games for friends sharing one computer"));
}
