/* ludus-plugin-scan.h: examining a plugin in a separate, short-lived process (private)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-registry.h"

G_BEGIN_DECLS

typedef struct _LudusScanCache LudusScanCache;

LudusScanCache *ludus_scan_cache_load  (void);
void            ludus_scan_cache_free  (LudusScanCache  *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusScanCache, ludus_scan_cache_free)

/* The game id a module provides, examined by ludus-plugin-scanner (or from the cache). */
char           *ludus_plugin_scan      (LudusScanCache  *cache,
                                        const char      *path,
                                        GError         **error);
/* The same, in this process: what the scanner runs. */
char           *ludus_plugin_probe     (const char      *path,
                                        GError         **error);

G_END_DECLS
