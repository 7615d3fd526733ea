#!/usr/bin/env python3
# check-install.py MESON BUILDDIR PREFIX BINDIR PLUGINDIR DATADIR LOCALEDIR APP_ID
#
# Installs the build into a temporary DESTDIR and checks the installed tree:
# the shipped data and catalogues are where desktops look for them, and the
# installed ludus-cli, moved away from its prefix and run without any
# LD_LIBRARY_PATH or LUDUS_* variable, finds its libraries through $ORIGIN
# rpaths and loads every installed game plugin without a warning.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from taplib import Tap

LANGS = ['ru', 'de', 'cs']
# Variables that would let an installed program find build-tree files.
SCRUB = ('LD_LIBRARY_PATH', 'LUDUS_PLUGIN_PATH', 'LUDUS_PLUGIN_PATH_ONLY', 'LUDUS_LOCALEDIR',
         'GSETTINGS_SCHEMA_DIR', 'XDG_DATA_DIRS')


def staged(destdir, path):
    return os.path.join(destdir, path.lstrip('/'))


def runpath(binary):
    try:
        out = subprocess.run(['readelf', '-d', binary], capture_output=True, text=True).stdout
    except OSError:
        return None
    m = re.search(r'\((?:RUNPATH|RPATH)\).*\[(.*)\]', out)
    return m.group(1) if m else ''


def installed_env():
    env = {k: v for k, v in os.environ.items() if k not in SCRUB}
    env['GSETTINGS_BACKEND'] = 'memory'
    env['LC_ALL'] = 'C.UTF-8'
    env.pop('LANGUAGE', None)
    return env


def check_cli(tap, destdir, bindir, plugindir, builddir):
    cli = staged(destdir, os.path.join(bindir, 'ludus-cli'))
    if not tap.check(os.access(cli, os.X_OK), 'bin/ludus-cli is installed and executable'):
        return
    rp = runpath(cli)
    tap.check(rp is not None and rp.startswith('$ORIGIN') and builddir not in rp,
              f'ludus-cli has an $ORIGIN-relative rpath ({rp})', rp)

    plugins = sorted(f for f in os.listdir(staged(destdir, plugindir)) if f.endswith('.so')) \
        if os.path.isdir(staged(destdir, plugindir)) else []
    tap.diag(f'installed plugins: {plugins}')
    for p in plugins:
        rp = runpath(os.path.join(staged(destdir, plugindir), p))
        tap.check(rp is not None and builddir not in rp and all(
                  e.startswith('$ORIGIN') for e in rp.split(':') if e),
                  f'{p}: rpath is $ORIGIN-relative ({rp})', rp)

    res = subprocess.run([cli, 'list'], capture_output=True, text=True, env=installed_env(),
                         cwd=tempfile.gettempdir(), timeout=120)
    tap.diag('ludus-cli list printed:\n' + res.stdout + res.stderr)
    tap.check(res.returncode == 0, 'the installed ludus-cli list exits 0',
              f'exit {res.returncode}\n{res.stderr}')
    tap.check(not re.search(r'WARNING|CRITICAL|ERROR|cannot|failed|unavailable',
                            res.stdout + res.stderr, re.I),
              'no plugin failed to load and nothing was warned about', res.stdout + res.stderr)
    listed = res.stdout.lower()
    for p in plugins:
        game = re.sub(r'^lib', '', p[:-3]).replace('_', '-')
        game = re.sub(r'-?plugin$', '', game)
        tap.check(game in listed or game.replace('-', '_') in listed,
                  f'the installed game “{game}” ({p}) is listed', res.stdout)


def main():
    meson, builddir, prefix, bindir, plugindir, datadir, localedir, app_id = sys.argv[1:9]
    tap = Tap()
    destdir = tempfile.mkdtemp(prefix='ludus-install-')
    try:
        res = subprocess.run([meson, 'install', '-C', builddir, '--no-rebuild', '--quiet',
                              '--destdir', destdir], capture_output=True, text=True,
                             env=dict(os.environ, DESTDIR=destdir))
        if not tap.check(res.returncode == 0, 'meson install --destdir succeeds',
                         res.stdout + res.stderr):
            return tap.finish()

        # Everything the build says it installs is there.
        with open(os.path.join(builddir, 'meson-info', 'intro-installed.json')) as f:
            installed = json.load(f)
        missing = [dst for dst in installed.values() if not os.path.exists(staged(destdir, dst))]
        tap.check(not missing, f'all {len(installed)} installed files are in DESTDIR',
                  '\n'.join(missing))

        for rel in (f'applications/{app_id}.desktop',
                    f'metainfo/{app_id}.metainfo.xml',
                    f'icons/hicolor/scalable/apps/{app_id}.svg',
                    f'icons/hicolor/symbolic/apps/{app_id}-symbolic.svg',
                    f'glib-2.0/schemas/{app_id}.gschema.xml'):
            tap.check(os.path.isfile(staged(destdir, os.path.join(datadir, rel))),
                      f'share/{rel} is installed')
        with open(staged(destdir, os.path.join(datadir, 'applications', app_id + '.desktop')),
                  encoding='utf-8') as f:
            desktop = f.read()
        for lang in LANGS:
            tap.check(f'Name[{lang}]=' in desktop or f'Comment[{lang}]=' in desktop,
                      f'the installed desktop file is translated into {lang}')
            tap.check(os.path.isfile(staged(destdir, os.path.join(
                localedir, lang, 'LC_MESSAGES', 'ludus.mo'))),
                f'share/locale/{lang}/LC_MESSAGES/ludus.mo is installed')

        targets = [os.path.basename(dst) for dst in installed.values()]
        if 'ludus-cli' in targets:
            check_cli(tap, destdir, bindir, plugindir, builddir)
        else:
            tap.diag('this build installs no ludus-cli yet; the run check is left out')
        if 'ludus' in targets:
            tap.check(os.access(staged(destdir, os.path.join(bindir, 'ludus')), os.X_OK),
                      'bin/ludus is installed and executable')
    finally:
        shutil.rmtree(destdir, ignore_errors=True)
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
