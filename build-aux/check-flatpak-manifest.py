#!/usr/bin/env python3
# check-flatpak-manifest.py MANIFEST APP_ID: the Flatpak manifest is valid
# JSON with the runtime, command, minimal permissions and modules we promise.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import sys

from taplib import Tap

FINISH_ARGS = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']


def main():
    path, app_id = sys.argv[1], sys.argv[2]
    tap = Tap()
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        tap.check(False, 'manifest is well-formed JSON', e)
        return tap.finish()
    tap.check(isinstance(manifest, dict), 'manifest is a JSON object')
    tap.check(manifest.get('id', manifest.get('app-id')) == app_id, f'id is {app_id}',
              manifest.get('id', manifest.get('app-id')))
    tap.check(manifest.get('runtime') == 'org.gnome.Platform'
              and manifest.get('sdk') == 'org.gnome.Sdk', 'GNOME runtime and SDK')
    version = manifest.get('runtime-version')
    tap.check(isinstance(version, str) and version.isdigit() and int(version) >= 45,
              'a current GNOME runtime version', version)
    tap.check(manifest.get('command') == 'ludus', 'command is ludus')
    tap.check(manifest.get('finish-args') == FINISH_ARGS,
              'finish-args are exactly ' + ' '.join(FINISH_ARGS), manifest.get('finish-args'))
    tap.check(manifest.get('separate-locales') is False,
              'every language ships in the application (separate-locales is false)')
    modules = manifest.get('modules')
    tap.check(isinstance(modules, list) and modules, 'has modules')
    if isinstance(modules, list) and modules and isinstance(modules[-1], dict):
        ludus = modules[-1]
        tap.check(ludus.get('name') == 'ludus' and ludus.get('buildsystem') == 'meson',
                  'the last module is ludus, built with meson')
        sources = ludus.get('sources') or []
        tap.check(any(s.get('type') == 'dir' and s.get('path') == '..' for s in sources
                      if isinstance(s, dict)),
                  'ludus is built from the source tree (dir ..)', sources)
        opts = ludus.get('config-opts', [])
        tap.check(isinstance(opts, list) and all(isinstance(o, str) for o in opts),
                  'config-opts are a list of strings', opts)
    for m in modules or []:
        tap.check(isinstance(m, dict) and isinstance(m.get('name'), str)
                  and isinstance(m.get('sources'), list),
                  f'module {m.get("name") if isinstance(m, dict) else m!r} has a name and sources')
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
