#!/usr/bin/env python3
# check-install.py MESON BUILDDIR PREFIX BINDIR PLUGINDIR DATADIR LOCALEDIR APP_ID
#
# Installs the build into a temporary DESTDIR and checks the installed tree:
# the shipped data and catalogues are where desktops look for them. Then the
# staged prefix is moved to DESTDIR/app, the layout of a Flatpak (unless the
# build's prefix is /app already), and the installed ludus-cli is run from
# there without any LD_LIBRARY_PATH or LUDUS_* variable: it must find its
# libraries through $ORIGIN rpaths, load every installed game plugin from the
# staged tree without a warning, and speak Russian from the staged catalogues.
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


def run_cli(cli, *args, language=None):
    env = installed_env()
    if language:
        env['LANGUAGE'] = language
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env,
                          cwd=tempfile.gettempdir(), timeout=120)


def inside(path, root):
    path, root = os.path.realpath(path), os.path.realpath(root)
    return os.path.commonpath([path, root]) == root


def check_rpaths(tap, cli, plugin_dir, plugins, builddir):
    rp = runpath(cli)
    tap.check(rp is not None and rp.startswith('$ORIGIN') and builddir not in rp,
              f'ludus-cli has an $ORIGIN-relative rpath ({rp})', rp)
    for p in plugins:
        rp = runpath(os.path.join(plugin_dir, p))
        tap.check(rp is not None and builddir not in rp and all(
                  e.startswith('$ORIGIN') for e in rp.split(':') if e),
                  f'{p}: rpath is $ORIGIN-relative ({rp})', rp)


def check_list_text(tap, cli, plugins):
    res = run_cli(cli, 'list')
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
    tap.check(re.search(r'^\s+trajan\s+Trajan\s', res.stdout, re.M),
              'trajan is listed as an available game', res.stdout)


def check_list_json(tap, cli, root, plugin_dir, locale_dir):
    res = run_cli(cli, 'list', '--json')
    try:
        data = json.loads(res.stdout)
    except ValueError as e:
        tap.check(False, 'ludus-cli list --json prints JSON', f'{e}\n{res.stdout}{res.stderr}')
        return
    games = {g['id']: g for g in data['games']}
    tap.check(data['unavailable'] == [], 'ludus-cli list --json reports no unavailable plugin',
              json.dumps(data['unavailable']))
    module = games.get('trajan', {}).get('module') or ''
    tap.check(module and inside(module, plugin_dir),
              f'trajan is loaded from the staged tree ({module})', json.dumps(data, indent=1))
    tap.check(inside(data['plugin_dir'], plugin_dir),
              f'the plugin directory is found beside the program ({data["plugin_dir"]})',
              f'expected {plugin_dir}')
    tap.check(inside(data['locale_dir'], locale_dir),
              f'the catalogues are found beside the program ({data["locale_dir"]})',
              f'expected {locale_dir}')
    tap.check(all(inside(g['module'], root) for g in data['games'] if g['module']),
              'every game comes from the staged tree', json.dumps(data['games'], indent=1))


def check_cli(tap, root, bindir, plugindir, localedir, builddir):
    """root is the relocated prefix; the others are relative to it."""
    cli = os.path.join(root, bindir, 'ludus-cli')
    plugin_dir = os.path.join(root, plugindir)
    if not tap.check(os.access(cli, os.X_OK), 'bin/ludus-cli is installed and executable'):
        return
    plugins = sorted(f for f in os.listdir(plugin_dir) if f.endswith('.so')) \
        if os.path.isdir(plugin_dir) else []
    tap.diag(f'installed plugins: {plugins}')
    check_rpaths(tap, cli, plugin_dir, plugins, builddir)
    check_list_text(tap, cli, plugins)
    check_list_json(tap, cli, root, plugin_dir, os.path.join(root, localedir))

    res = run_cli(cli, 'list', language='ru')
    tap.check(res.returncode == 0 and 'Установленные игры:' in res.stdout and
              'Траян' in res.stdout,
              'LANGUAGE=ru ludus-cli list answers in Russian from the staged catalogue',
              res.stdout + res.stderr)
    res = run_cli(cli, 'play', 'trajan', '--seed', '1', '--quiet')
    tap.check(res.returncode == 0 and 'Score breakdown:' in res.stdout,
              'the installed ludus-cli plays a match of trajan', res.stdout + res.stderr)


def relocate(destdir, prefix):
    """Moves the staged prefix to DESTDIR/app, as a Flatpak has it."""
    staged_prefix = staged(destdir, prefix)
    root = os.path.join(destdir, 'app')
    if os.path.realpath(staged_prefix) != os.path.realpath(root):
        moved = os.path.join(destdir, '.staged-prefix')
        os.rename(staged_prefix, moved)
        shutil.rmtree(os.path.join(destdir, prefix.strip('/').split('/')[0]),
                      ignore_errors=True)
        os.rename(moved, root)
    return root


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
        tap.check('ludus-cli' in targets, 'the build installs ludus-cli')
        if 'ludus' in targets:
            tap.check(os.access(staged(destdir, os.path.join(bindir, 'ludus')), os.X_OK),
                      'bin/ludus is installed and executable')
        if 'ludus-cli' in targets:
            root = relocate(destdir, prefix)
            tap.diag(f'the staged prefix {prefix} now lies at {root}')
            rel = lambda path: os.path.relpath(path, prefix)
            check_cli(tap, root, rel(bindir), rel(plugindir), rel(localedir), builddir)
    finally:
        shutil.rmtree(destdir, ignore_errors=True)
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
