/* ui-test-util.c: widget-tree helpers shared by the widget tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-util.h"

GtkWidget *
ui_test_find_widget (GtkWidget *root,
                     GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_test_find_action_button (GtkWidget  *root,
                            const char *action)
{
  if (GTK_IS_BUTTON (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
ui_test_collect_labels (GtkWidget *root,
                        gboolean   drawn_only,
                        GString   *text)
{
  if (drawn_only && !gtk_widget_is_drawable (root))
    return;
  if (GTK_IS_LABEL (root))
    {
      g_string_append (text, gtk_label_get_text (GTK_LABEL (root)));
      g_string_append_c (text, '\n');
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_test_collect_labels (child, drawn_only, text);
}

char *
ui_test_state_json (LudusMatch *match)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (ludus_match_get_game (match),
                                                       ludus_match_get_state (match));

  return json_to_string (node, FALSE);
}

/* Pages worth checking on their own: a window's finalization alone would not say which of
 * its pages a leaked reference holds. */
static void
collect_pages (GtkWidget *root,
               GPtrArray *objects)
{
  const char *const types[] = {
    "LudusGallery", "LudusNewMatch", "LudusMatchPage", "LudusRulesPage", "LudusBoardArea",
  };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_type_from_name (types[i]) != 0 &&
        g_type_is_a (G_OBJECT_TYPE (root), g_type_from_name (types[i])))
      g_ptr_array_add (objects, g_object_ref (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_pages (child, objects);
}

void
ui_test_destroy_windows (GList *windows)
{
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();
  g_autoptr(GPtrArray) held = g_ptr_array_new ();

  for (GList *l = windows; l != NULL; l = l->next)
    {
      collect_pages (l->data, pages);
      g_ptr_array_add (held, g_object_ref (l->data));
    }
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  /* Let idle callbacks and pending frames drop what they hold. */
  for (guint i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  /* The windows first: the last reference to each is this one, and it lets go of its pages. */
  for (guint i = 0; i < held->len; i++)
    g_assert_finalize_object (g_ptr_array_index (held, i));
  for (guint i = 0; i < pages->len; i++)
    g_assert_finalize_object (g_ptr_array_index (pages, i));
}
