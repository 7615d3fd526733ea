/* fuzz-replay.c: a main () for the fuzz targets where there is no libFuzzer (gcc builds)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fuzz-TARGET-replay FILE|DIRECTORY… runs the target once on each file (a directory: on each
 * file in it, in name order), as libFuzzer does with -runs=0, and prints how many. A crash
 * or a sanitizer report is the failure; the `fuzz` suite runs every target over its seed
 * corpus in every build.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "fuzz-common.h"

static guint
run_file (const char *path)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &error))
    g_error ("%s", error->message);
  LLVMFuzzerTestOneInput ((const guint8 *) data, length);
  return 1;
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static guint
run_path (const char *path)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return run_file (path);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    n += run_path (g_ptr_array_index (names, i));
  return n;
}

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  if (n == 0)
    g_error ("no inputs: give the corpus directories");
  {
    g_autofree char *name = g_path_get_basename (argv[0]);

    g_print ("%s: %u inputs, no crash\n", name, n);
  }
  return 0;
}
