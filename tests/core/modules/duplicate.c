/* duplicate.c: a plugin whose game has the id of another (“testgame”)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The registry reads the id before anything else and refuses the game, so
 * the other vfuncs are never called; the type is otherwise a complete one.
 */
#include "ludus.h"

#define BROKEN_TYPE_DUPLICATE (broken_duplicate_get_type ())
G_DECLARE_FINAL_TYPE (BrokenDuplicate, broken_duplicate, BROKEN, DUPLICATE, GObject)

struct _BrokenDuplicate
{
  GObject parent_instance;
};

static void broken_duplicate_iface_init (LudusGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BrokenDuplicate, broken_duplicate, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (LUDUS_TYPE_GAME, broken_duplicate_iface_init))

static const char *
broken_duplicate_get_id (LudusGame *game)
{
  return "testgame";
}

static void
broken_duplicate_iface_init (LudusGameInterface *iface)
{
  iface->get_id = broken_duplicate_get_id;
}

static void
broken_duplicate_class_init (BrokenDuplicateClass *klass)
{
}

static void
broken_duplicate_init (BrokenDuplicate *self)
{
}

LUDUS_DEFINE_PLUGIN (broken_duplicate_get_type)
