#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The rooms of app/ and the one-way rule (issue 44, docs/architecture.md, "Rooms").

Reads every `#include "..."` of app/'s C files and headers, finds the header it names in
app/ (header names are unique there; a name not found, such as config.h or a generated
header, is not a room's), and fails when a file includes a header of a room above its own:

    engine core < engine games < model < cli | views/shared < views' games
                < views/start | views/stats < views/shell < main.c

Rooms side by side (cli and views/shared, start and stats, two games) do not include each
other: a game never includes another game's headers, in the engine or in the views. And
app/views/ holds rooms only: no C file or header loose at its top.

The model is a house of rooms too (issue 57), one library:

    model/common < model/record < model/people < model/games < model/match < model/stats
                 < model/seats

A model room includes its own files, and of a room below it only its face, the one header
named for the room (ts-model-<room>.h); never a room above it. app/model/ holds rooms only.
Above the model (the cli, the views, main.c) a file may include the model's headers by name,
but never a room's private header (a name ending in -private.h).

Each game's engine is a house of rooms too, in the same order for every game (a game has
the rooms it needs):

    data < state < rules < score < text < play < modules < solo < team < sheet < table < game

A room includes its own headers and those of the rooms below it in its game; a header of a
room declares only what that room's C files define (or inline), so a call can only go where
an include may. A game folder that has rooms holds rooms only. The CLI, likewise:

    cli/common < cli/commands < cli (ts-cli.c, the dispatcher, and main)

Usage: check-includes.py SOURCE_ROOT
       check-includes.py --self-test   (shows that a wrong include is caught)
"""

import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
VIEW_ROOMS = {'shared': 3, 'start': 5, 'stats': 5, 'shell': 6}
# The model's rooms from the ground up, each a step above the one before, all of them between
# the engine games (1) and the cli (3).
MODEL_ROOMS = ['common', 'record', 'people', 'games', 'match', 'stats', 'seats']
# The rooms of a game's engine from the ground up (docs/architecture.md, "The engines").
ENGINE_ROOMS = ['data', 'state', 'rules', 'score', 'text', 'play', 'modules', 'solo', 'team',
                'sheet', 'table', 'game']
CLI_ROOMS = ['common', 'commands']
DECLARED = re.compile(r'^[A-Za-z][^;{}()#]*?\b(ts_[a-z0-9_]+)\s*\(', re.MULTILINE)
DEFINED = re.compile(r'^(ts_[a-z0-9_]+) \(', re.MULTILINE)
INLINE = re.compile(r'^static inline[^\n]*\n?(?:[^\n(]*\n)?\s*(ts_[a-z0-9_]+) \(', re.MULTILINE)


def room_of(path, housed=()):
    """(name, rank, game) of @path, relative to app/; None for a loose file in a folder that
    holds rooms only. A rank is a number, or (number, step) for the rooms of one house (an
    engine game, the cli), which only rooms of the same house compare step by step.
    @housed: the engine games whose folders hold rooms."""
    parts = path.split('/')
    if parts[0] == 'engine':
        if len(parts) > 2 and parts[1] != 'core':
            if parts[1] not in housed:
                return ('engine/' + parts[1], 1, parts[1])
            if len(parts) == 3 or parts[2] not in ENGINE_ROOMS:
                return None
            return ('engine/' + parts[1] + '/' + parts[2],
                    (1, ENGINE_ROOMS.index(parts[2])), parts[1])
        return ('engine/core', 0, None)
    if parts[0] == 'model':
        if len(parts) == 2 or parts[1] not in MODEL_ROOMS:
            return None
        return ('model/' + parts[1], 2 + MODEL_ROOMS.index(parts[1]) / 10, None)
    if parts[0] == 'cli':
        if len(parts) == 2:
            return ('cli', (3, len(CLI_ROOMS)), None)
        if parts[1] not in CLI_ROOMS:
            return None
        return ('cli/' + parts[1], (3, CLI_ROOMS.index(parts[1])), None)
    if parts[0] == 'views':
        if len(parts) == 2:
            return None
        if parts[1] in VIEW_ROOMS:
            return ('views/' + parts[1], VIEW_ROOMS[parts[1]], None)
        return ('views/' + parts[1], 4, parts[1])
    return ('app', 7, None)


def compare(room, other):
    """-1, 0 or 1 as @other's rank is below, beside or above @room's."""
    a, b = room[1], other[1]
    if isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0] and room[2] == other[2]:
        a, b = a[1], b[1]
    else:
        a = a[0] if isinstance(a, tuple) else a
        b = b[0] if isinstance(b, tuple) else b
    return (b > a) - (b < a)


def housed_games(app_dir):
    """The engine games whose folders have room folders."""
    engine = os.path.join(app_dir, 'engine')
    games = set()
    if os.path.isdir(engine):
        for game in os.listdir(engine):
            folder = os.path.join(engine, game)
            if game != 'core' and os.path.isdir(folder) and any(
                    os.path.isdir(os.path.join(folder, room)) for room in os.listdir(folder)):
                games.add(game)
    return games


def declared_elsewhere(app_dir, files, housed):
    """Functions that a housed room's header declares but that another room defines."""
    defined = {}
    rooms = {}
    for path in files:
        room = room_of(path, housed)
        if room is None or not isinstance(room[1], tuple):
            continue
        rooms[path] = room
        with open(os.path.join(app_dir, path), encoding='utf-8') as f:
            text = f.read()
        pattern = DEFINED if path.endswith('.c') else INLINE
        for match in pattern.finditer(text):
            defined.setdefault(match.group(1), room[0])
    problems = []
    for path, room in sorted(rooms.items()):
        if not path.endswith('.h'):
            continue
        with open(os.path.join(app_dir, path), encoding='utf-8') as f:
            text = f.read()
        for match in DECLARED.finditer(text):
            name = match.group(1)
            where = defined.get(name)
            if where is not None and where != room[0]:
                line = text.count('\n', 0, match.start(1)) + 1
                problems.append(f'app/{path}:{line}: declares {name}, which {where} defines: '
                                f'a room\'s header declares only its own room\'s functions')
    return problems


def in_model(room):
    return room[0].startswith('model/')


def face_of(room):
    """The one header of a model room that the rooms above it include."""
    return 'ts-model-' + room[0].split('/')[1] + '.h'


def sources(app_dir):
    for folder, _dirs, names in os.walk(app_dir):
        for name in sorted(names):
            if name.endswith(('.c', '.h')):
                yield os.path.relpath(os.path.join(folder, name), app_dir).replace(os.sep, '/')


def check(root):
    app_dir = os.path.join(root, 'app')
    files = sorted(sources(app_dir))
    by_name = {}
    for path in files:
        by_name.setdefault(os.path.basename(path), []).append(path)
    housed = housed_games(app_dir)
    problems = []

    for path in files:
        room = room_of(path, housed)
        if room is None:
            folder = os.path.dirname(path)
            problems.append(f'app/{path}: loose in app/{folder}/, which holds rooms only')
            continue
        with open(os.path.join(app_dir, path), encoding='utf-8') as f:
            text = f.read()
        for match in INCLUDE.finditer(text):
            name = match.group(1)
            line = text.count('\n', 0, match.start()) + 1
            near = os.path.normpath(os.path.join(os.path.dirname(path), name)).replace(os.sep, '/')
            if near in files:
                targets = [near]
            else:
                targets = [t for t in by_name.get(os.path.basename(name), [])
                           if t == name or t.endswith('/' + name)]
            if len(targets) != 1:
                continue  # not a header of app/ (config.h, generated), or not found at all
            target = targets[0]
            other = room_of(target, housed)
            if other is None or other[0] == room[0]:
                continue
            where = f'app/{path}:{line}: includes "{name}" (app/{target})'
            if other[2] is not None and room[2] is not None and other[2] != room[2]:
                problems.append(f'{where}: {room[0]} may not use another game ({other[0]})')
            elif compare(room, other) > 0:
                problems.append(f'{where}: {other[0]} is above {room[0]}')
            elif compare(room, other) == 0:
                problems.append(f'{where}: {other[0]} is beside {room[0]}, not below it')
            elif in_model(other) and in_model(room):
                face = face_of(other)
                if os.path.basename(target) != face:
                    problems.append(f'{where}: {room[0]} may include only the face of '
                                    f'{other[0]} ({face})')
            elif in_model(other) and target.endswith('-private.h'):
                problems.append(f'{where}: {room[0]} may not include a private header of '
                                f'{other[0]}')
    return problems + declared_elsewhere(app_dir, files, housed)


def self_test():
    """A tree with one include of each kind the rule refuses, and one it allows."""
    cases = {
        'app/views/shell/ts-window.h': '',
        'app/views/shared/ts-tooltip.h': '',
        'app/views/shared/ts-game-page.c': '#include "ts-window.h"\n',
        'app/views/burgundy/ts-burgundy-view.h': '#include "ts-tooltip.h"\n',
        'app/views/kingsburg/ts-kingsburg-view.c': '#include "ts-burgundy-view.h"\n',
        'app/views/stats/ts-stats-page.c': '#include "ts-start-page.h"\n',
        'app/views/start/ts-start-page.h': '',
        'app/views/ts-loose.c': '',
        'app/model/match/ts-match.c': '#include "ts-tooltip.h"\n',
        'app/model/match/ts-match.h': '',
        'app/model/match/ts-match-save.c': '#include "ts-model-record.h"\n',
        'app/model/record/ts-model-record.h': '',
        'app/model/record/ts-record-private.h': '',
        'app/model/record/ts-record.c': '#include "ts-match.h"\n',
        'app/model/stats/ts-stats.c': '#include "ts-record-private.h"\n',
        'app/model/ts-loose.c': '',
        'app/cli/ts-cli.c': '#include "ts-match.h"\n#include "ts-record-private.h"\n',
        'app/cli/common/ts-cli-common.h': '',
        'app/cli/common/ts-cli-common.c': '#include "ts-cli-common.h"\n'
                                          '#include "ts-cli-commands.h"\n',
        'app/cli/commands/ts-cli-commands.h': '',
        'app/cli/commands/ts-cli-score.c': '#include "ts-cli-common.h"\n',
        'app/cli/extra/ts-cli-extra.c': '',
        'app/engine/kingsburg/state/ts-kingsburg-state.h': '',
        'app/engine/kingsburg/state/ts-kingsburg-state.c': '#include "ts-kingsburg-state.h"\n'
                                                           '#include "ts-kingsburg-play.h"\n',
        'app/engine/kingsburg/play/ts-kingsburg-play.h': 'gboolean ts_kingsburg_apply (void);\n',
        'app/engine/kingsburg/play/ts-kingsburg-apply.c': '#include "ts-kingsburg-state.h"\n'
                                                          'gboolean\nts_kingsburg_apply (void)\n',
        'app/engine/kingsburg/text/ts-kingsburg-text.h': 'void ts_kingsburg_cost (void);\n',
        'app/engine/kingsburg/rules/ts-kingsburg-costs.c': 'void\nts_kingsburg_cost (void)\n',
        'app/engine/kingsburg/ts-kingsburg-loose.c': '',
        'app/engine/caylus/data/ts-caylus-data.c': '#include "ts-kingsburg-state.h"\n',
    }
    expected = [
        'app/cli/common/ts-cli-common.c:2: includes "ts-cli-commands.h" '
        '(app/cli/commands/ts-cli-commands.h): cli/commands is above cli/common',
        'app/cli/extra/ts-cli-extra.c: loose in app/cli/extra/, which holds rooms only',
        'app/cli/ts-cli.c:2: includes "ts-record-private.h" '
        '(app/model/record/ts-record-private.h): cli may not include a private header of '
        'model/record',
        'app/engine/caylus/data/ts-caylus-data.c:1: includes "ts-kingsburg-state.h" '
        '(app/engine/kingsburg/state/ts-kingsburg-state.h): engine/caylus/data may not use '
        'another game (engine/kingsburg/state)',
        'app/engine/kingsburg/state/ts-kingsburg-state.c:2: includes "ts-kingsburg-play.h" '
        '(app/engine/kingsburg/play/ts-kingsburg-play.h): engine/kingsburg/play is above '
        'engine/kingsburg/state',
        'app/engine/kingsburg/ts-kingsburg-loose.c: loose in app/engine/kingsburg/, which '
        'holds rooms only',
        'app/model/match/ts-match.c:1: includes "ts-tooltip.h" '
        '(app/views/shared/ts-tooltip.h): views/shared is above model/match',
        'app/model/record/ts-record.c:1: includes "ts-match.h" (app/model/match/ts-match.h): '
        'model/match is above model/record',
        'app/model/stats/ts-stats.c:1: includes "ts-record-private.h" '
        '(app/model/record/ts-record-private.h): model/stats may include only the face of '
        'model/record (ts-model-record.h)',
        'app/model/ts-loose.c: loose in app/model/, which holds rooms only',
        'app/views/kingsburg/ts-kingsburg-view.c:1: includes "ts-burgundy-view.h" '
        '(app/views/burgundy/ts-burgundy-view.h): views/kingsburg may not use another game '
        '(views/burgundy)',
        'app/views/shared/ts-game-page.c:1: includes "ts-window.h" '
        '(app/views/shell/ts-window.h): views/shell is above views/shared',
        'app/views/stats/ts-stats-page.c:1: includes "ts-start-page.h" '
        '(app/views/start/ts-start-page.h): views/start is beside views/stats, not below it',
        'app/views/ts-loose.c: loose in app/views/, which holds rooms only',
        'app/engine/kingsburg/text/ts-kingsburg-text.h:1: declares ts_kingsburg_cost, which '
        'engine/kingsburg/rules defines: a room\'s header declares only its own room\'s '
        'functions',
    ]
    with tempfile.TemporaryDirectory() as root:
        for path, text in cases.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), 'w', encoding='utf-8') as f:
                f.write(text)
        found = check(root)
    if found != expected:
        print('check-includes.py --self-test: expected', *expected, 'found', *found, sep='\n  ')
        return 1
    print(f'check-includes.py --self-test: the {len(expected)} wrong includes are caught')
    return 0


def main():
    if sys.argv[1:] == ['--self-test']:
        return self_test()
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    problems = check(sys.argv[1])
    for problem in problems:
        print(problem)
    if problems:
        print(f'{len(problems)} include(s) against the rooms\' one-way rule '
              '(docs/architecture.md, "Rooms")')
        return 1
    print('app/: every include points down to a room below, or within its own room')
    return 0


if __name__ == '__main__':
    sys.exit(main())
