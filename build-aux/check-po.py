#!/usr/bin/env python3
# check-po.py SRCDIR: extracts the strings afresh from po/POTFILES.in and
# checks that every catalogue in po/LINGUAS is valid, has the right header
# and plural forms, and translates every string, none fuzzy; and that the
# translations keep their keyboard mnemonics and use the language's own
# typography (quotation marks, dashes, the ellipsis character).
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import tempfile

from taplib import Tap

# The keywords of meson's 'glib' preset plus those po/meson.build adds.
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--keyword=ngettext:1,2', '--keyword=g_dgettext:2',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format', '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format', '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
]

PLURAL_FORMS = {
    'ru': 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && '
          '(n%100<10 || n%100>=20) ? 1 : 2);',
    'de': 'nplurals=2; plural=(n != 1);',
    'cs': 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
}


# Characters a language's typography does not use: German and Czech quote
# „…“, Russian «…»; Czech uses the en dash, never the em dash.
WRONG_CHARACTERS = {
    'ru': {'„': 'German-style quotes', '“': 'English-style quotes', '”': 'English-style quotes'},
    'de': {'»': 'guillemets', '«': 'guillemets', '”': 'English-style quotes'},
    'cs': {'»': 'guillemets', '«': 'guillemets', '”': 'English-style quotes',
           '—': 'an em dash (Czech uses the en dash)'},
}
MNEMONIC = re.compile(r'(?<![\w%])_(?=\w)')
ESCAPES = {'n': '\n', 't': '\t', '"': '"', '\\': '\\'}


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def extract(root, pot):
    """Writes a fresh template from POTFILES.in; returns an error or None."""
    res = run(['xgettext', '--package-name=ludus', '-D', root, '-f',
               os.path.join(root, 'po', 'POTFILES.in'), '-o', pot] + XGETTEXT_ARGS)
    return None if res.returncode == 0 and os.path.exists(pot) else res.stderr or 'no output'


def count_entries(po_text):
    """Messages in a catalogue, not counting the header."""
    return len([m for m in re.finditer(r'^msgid ', po_text, re.M)]) - \
        len(re.findall(r'^msgid ""\nmsgstr ""\n"', po_text, re.M))


def msgids(po_text, limit=15):
    ids = re.findall(r'^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)', po_text, re.M)
    ids = [''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', i)) for i in ids]
    ids = [i for i in ids if i]
    more = f'\n... and {len(ids) - limit} more' if len(ids) > limit else ''
    return '\n'.join(ids[:limit]) + more


def unquote(line):
    body = line[line.index('"') + 1:line.rindex('"')]
    return re.sub(r'\\(.)', lambda m: ESCAPES.get(m.group(1), m.group(1)), body)


def messages(po_text):
    """(msgid, [msgstr, …]) of every live message of a catalogue, header excluded."""
    result, msgid, msgstrs, field = [], None, [], None
    for line in po_text.splitlines() + ['']:
        if line.startswith('msgid ') or not line.strip():
            if msgid:
                result.append((msgid, msgstrs))
            msgid, msgstrs, field = None, [], None
        if line.startswith('#') or not line.strip():
            continue
        if line.startswith('msgid '):
            msgid, field = unquote(line), 'id'
        elif line.startswith('msgstr'):
            msgstrs.append(unquote(line))
            field = 'str'
        elif line.startswith('"') and field == 'id':
            msgid += unquote(line)
        elif line.startswith('"') and field == 'str':
            msgstrs[-1] += unquote(line)
        else:
            field = None  # msgctxt, msgid_plural: not needed here
    return result


def typography_problems(lang, msgid, msgstr):
    problems = []
    if MNEMONIC.search(msgid) and not re.search(r'_(?=\w)', msgstr):
        problems.append('lost its keyboard mnemonic (_)')
    if '"' in msgstr and '"' not in msgid:
        problems.append('ASCII quotes')
    if '...' in msgstr:
        problems.append('three dots instead of …')
    for char, what in WRONG_CHARACTERS.get(lang, {}).items():
        if char in msgstr:
            problems.append(f'{what} ({char})')
    return problems


def header_field(po_text, name):
    m = re.search(r'^"' + re.escape(name) + r': ([^"\\]*)(?:\\n)?"', po_text, re.M)
    return m.group(1).strip() if m else None


def check_language(tap, root, lang, pot, tmp):
    po = os.path.join(root, 'po', lang + '.po')
    if not tap.check(os.path.isfile(po), f'{lang}: po/{lang}.po exists'):
        return
    with open(po, encoding='utf-8') as f:
        text = f.read()
    tap.check(header_field(text, 'Language') == lang, f'{lang}: Language header is {lang}',
              header_field(text, 'Language'))
    tap.check(header_field(text, 'Content-Type') == 'text/plain; charset=UTF-8',
              f'{lang}: UTF-8 charset', header_field(text, 'Content-Type'))
    tap.check(header_field(text, 'Plural-Forms') == PLURAL_FORMS[lang],
              f'{lang}: Plural-Forms are {PLURAL_FORMS[lang]}', header_field(text, 'Plural-Forms'))
    res = run(['msgfmt', '-c', '--check-format', '-o', os.devnull, po])
    tap.check(res.returncode == 0, f'{lang}: msgfmt -c --check-format passes', res.stderr)

    merged = os.path.join(tmp, lang + '.po')
    res = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '--no-wrap', '-o', merged, po, pot])
    if not tap.check(res.returncode == 0, f'{lang}: merges with the fresh template', res.stderr):
        return
    # The merged catalogue carries the template's c-format flags, so this also
    # catches a translation whose placeholders do not match a new source.
    res = run(['msgfmt', '-c', '--check-format', '--statistics', '-o', os.devnull, merged],
              env=dict(os.environ, LC_ALL='C'))
    tap.check(res.returncode == 0, f'{lang}: merged catalogue passes msgfmt -c', res.stderr)
    tap.diag(f'{lang}: {res.stderr.strip()}')
    untranslated = run(['msgattrib', '--untranslated', '--no-obsolete', merged]).stdout
    fuzzy = run(['msgattrib', '--only-fuzzy', '--no-obsolete', merged]).stdout
    n_untranslated = count_entries(untranslated)
    n_fuzzy = count_entries(fuzzy)
    tap.check(n_untranslated == 0, f'{lang}: no untranslated strings',
              f'{n_untranslated} untranslated:\n' + msgids(untranslated))
    tap.check(n_fuzzy == 0, f'{lang}: no fuzzy strings', f'{n_fuzzy} fuzzy:\n' + msgids(fuzzy))
    with open(merged, encoding='utf-8') as f:
        live = messages(f.read())
    found = [f'{msgid!r}: {", ".join(p)}' for msgid, msgstrs in live for msgstr in msgstrs
             if msgstr for p in [typography_problems(lang, msgid, msgstr)] if p]
    tap.check(not found, f'{lang}: mnemonics kept, quotes, dashes and ellipses as the language writes them',
              f'{len(found)} translations:\n' + '\n'.join(found[:15]))


def main():
    root = sys.argv[1]
    tap = Tap()
    with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
        langs = [w for line in f for w in line.split('#')[0].split()]
    tap.check(sorted(langs) == sorted(PLURAL_FORMS), 'LINGUAS lists ru, de and cs', langs)
    with tempfile.TemporaryDirectory(prefix='ludus-po-') as tmp:
        pot = os.path.join(tmp, 'ludus.pot')
        err = extract(root, pot)
        if not tap.check(err is None, 'xgettext extracts the strings of POTFILES.in', err):
            return tap.finish()
        with open(pot, encoding='utf-8') as f:
            n = count_entries(f.read())
        tap.check(n > 0, f'the template has strings ({n})')
        for lang in langs:
            if lang in PLURAL_FORMS:
                check_language(tap, root, lang, pot, tmp)
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
