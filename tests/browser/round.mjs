// SPDX-License-Identifier: GPL-3.0-or-later
// Four phones play a whole round of each game by taps alone, in a real browser (Debian's
// chromium driven by playwright-core), on `tableside-cli serve --play`, which keeps the record
// (docs/seats.md, "The table's parts"; docs/testing.md, "Browser tests"). For each game:
//  - the table's parts of the round (The Castles of Burgundy's and Kingsburg's dice, CB-RND-01,
//    KB-ORD-01; Carcassonne's tiles drawn, CA-BTR-01) are entered on the four phones at the
//    same time, each phone its own; the record holds one entry made of them, in the rules'
//    order, whatever order they came in;
//  - each player then taps their own moves when the engine lists them, and only then; the
//    round ends where the rules end it (the next roll, the fifth tile, Caylus 1303's round 2);
//  - Kingsburg's building, taken in turn order (KB-BLD-01): the phones tap at once, those
//    after the first ahead of their turns, and the record keeps turn order;
//  - every entry of the round is one the phones made; the record replays (`tableside-cli
//    check`), and each phone's taps are counted: a round of The Castles of Burgundy takes at
//    most 10 taps a player, the dice included (docs/benchmarks.md, "A round on phones").
//  - The Castles of Burgundy's starting goods (CB-SET-09): each phone taps its player's 3
//    goods at once; one entry a player, in setup order.
// Usage: node round.mjs TABLESIDE_CLI SOURCE_ROOT. Exit 77 (skipped) without chromium or
// without tests/browser/node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { WAIT, check, loadChromium, phone as openPhone, serve as serveSeats,
         summary } from './common.mjs';

const [cliPath, sourceRoot] = process.argv.slice(2);
if (!cliPath || !sourceRoot) {
  console.error('usage: node round.mjs TABLESIDE_CLI SOURCE_ROOT');
  process.exit(2);
}

// The games: a 4-player record cut where a round begins, each player's dice, which choice a
// player taps (the first that matches, in order, after their first @free taps of choices; else
// the first choice), and where the round ends.
const GAMES = [
  {
    // The start: each player draws 3 goods at once (CB-SET-09); one entry a player, in setup
    // order, whoever tapped first.
    id: 'castles-of-burgundy-setup',
    record: 'castles-of-burgundy-4p-extras-inns-in-progress.json',
    cut: 0,
    dice: [[2, 6, 4], [1, 1, 4], [4, 3, 2], [6, 4, 5]],
    extra: 1,
    prefer: [],
    free: 0,
    order: [0, 1, 2, 3],
    starting: true,
    over: (entries) => entries.length >= 4,
  },
  {
    id: 'castles-of-burgundy',
    record: 'castles-of-burgundy-4p-extras-inns-in-progress.json',
    cut: 22, // phase A, round 2: the dice are due
    dice: [[1, 6], [2, 5], [3, 4], [4, 4]],
    extra: 5, // the white die
    prefer: [/takes workers/, /ends (the|their|his|her) turn/],
    free: 0,
    // The next round's dice are due.
    over: (entries, view) => entries.some((e) => e.type === 'roll') && view.parts > 0,
    maxTaps: 10,
  },
  {
    id: 'kingsburg',
    record: 'kingsburg-4p-in-progress.json',
    cut: 4, // year 1: the spring's dice are due
    dice: [[1, 2, 6], [3, 3, 4], [5, 1, 2], [6, 6, 6]],
    extra: 3,
    prefer: [/passes/],
    free: 1,
    over: (entries, view) => entries.some((e) => e.type === 'roll') && view.parts > 0,
  },
  {
    // Summer's building, taken in turn order (KB-BLD-01): the players after Bruno tap theirs
    // at once, ahead of their turns; the record keeps turn order.
    id: 'kingsburg-building',
    record: 'kingsburg-4p-in-progress.json',
    cut: 35,
    dice: null,
    prefer: [/passes/],
    free: 1,
    order: [1, 3, 0, 2],
    over: (entries, view) => entries.length >= 4 && view.parts > 0,
  },
  {
    id: 'carcassonne',
    record: 'carcassonne-4p-half-cities-in-progress.json',
    cut: 0, // Ana draws the first tile
    dice: null,
    prefer: [/no figure|places nothing|passes/],
    free: 1,
    over: (entries, view) => entries.filter((e) => e.type === 'draw').length >= 4 && view.parts > 0,
  },
  {
    id: 'caylus-1303',
    record: 'caylus-1303-4p-residence-counts-in-progress.json',
    cut: 21, // round 1: the characters are drafted
    dice: null,
    prefer: [/passes/, /skips/, /leaves/, /does not/],
    free: 1,
    over: (entries, view) => /Round 2\b/.test(view.progress),
  },
];

const entriesOf = (copy) => JSON.parse(fs.readFileSync(copy, 'utf8')).entries;

function cutRecord(game) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableside-round-'));
  const copy = path.join(dir, game.record);
  const record = JSON.parse(fs.readFileSync(path.join(sourceRoot, 'tests', 'data', 'corpus',
                                                      game.record), 'utf8'));
  record.entries = record.entries.slice(0, game.cut);
  fs.writeFileSync(copy, JSON.stringify(record, null, 2));
  return copy;
}

// What a phone shows: its revision and progress, the parts it may enter (field, owner, whether
// one of its values is pressed, the values), its choices, and whether it waits for an answer.
function view(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const shown = (e) => e && !e.hidden && e.getClientRects().length > 0;
    const parts = shown($('parts')) ? [...document.querySelectorAll('#parts .part')].map((g) => ({
      field: Number(g.dataset.field),
      owner: Number(g.dataset.owner),
      entered: g.querySelector('[aria-pressed="true"]') !== null,
      values: [...g.querySelectorAll('.part-option')].map((b) => b.dataset.value),
    })) : [];
    return {
      revision: Number(document.body.dataset.revision || -1),
      progress: $('progress').textContent,
      parts,
      choices: shown($('move'))
        ? [...document.querySelectorAll('#choices .choice-button')].map((b) => b.textContent) : [],
      busy: $('move').getAttribute('aria-busy') === 'true',
      refusal: $('move-refusal').textContent,
    };
  });
}

// The value a seat taps for a part: its own dice in order, the table's die, a tile's first kind.
function partValue(game, seat, v, part) {
  if (!game.dice)
    return part.values[0];
  if (part.owner < 0 || part.owner !== seat || !game.dice[seat])
    return String(game.extra);
  const own = v.parts.filter((p) => p.owner === seat);
  const k = own.findIndex((p) => p.field === part.field);
  return String(game.dice[seat][k] ?? game.extra);
}

// One tap of a phone, when it has something to tap; waits for the laptop's answer.
async function act(game, ph, state) {
  const v = await view(ph.page);
  if (v.busy)
    return false;
  const part = v.parts.find((p) => !p.entered && (p.owner === ph.seat || (p.owner < 0 && ph.seat === 0)));
  let target = null;
  if (part) {
    const value = partValue(game, ph.seat, v, part);
    target = `#parts .part-option[data-field="${part.field}"][data-value="${CSS_ESCAPE(value)}"]`;
  } else if (v.choices.length > 0) {
    let pick = 0;
    if (ph.choiceTaps >= game.free) {
      for (const re of game.prefer) {
        const i = v.choices.findIndex((t) => re.test(t));
        if (i >= 0) {
          pick = i;
          break;
        }
      }
    }
    ph.choiceTaps++;
    target = `#choices li:nth-child(${pick + 1}) .choice-button`;
  } else {
    return false;
  }
  if (!part && await ph.page.locator('#move-ahead').isVisible())
    state.ahead++;
  await ph.page.locator(target).tap();
  ph.taps++;
  state.taps++;
  // The answer: a new revision, the part shown pressed, or a refusal.
  await ph.page.waitForFunction(([before, sel]) => {
    const busy = document.getElementById('move').getAttribute('aria-busy') === 'true';
    if (busy)
      return false;
    const e = document.querySelector(sel);
    return Number(document.body.dataset.revision || -1) !== before
      || (e && e.getAttribute('aria-pressed') === 'true')
      || document.getElementById('move-refusal').textContent !== '';
  }, [v.revision, target], { timeout: WAIT });
  const refusal = await ph.page.locator('#move-refusal').textContent();
  if (refusal)
    state.refusals.push(`${ph.label}: ${refusal}`);
  return true;
}

// Values are digits and tile ids; a JSON value would need escaping in a selector.
function CSS_ESCAPE(value) {
  return value.replace(/["\\]/g, '\\$&');
}

async function playRound(browser, game) {
  const copy = cutRecord(game);
  const server = serveSeats(cliPath, copy, 4, ['--play']);
  const seats = await server.ready;
  const phones = [];
  const state = { taps: 0, refusals: [], ahead: 0 };
  try {
    for (let s = 0; s < 4; s++) {
      const ph = await openPhone(browser, seats[s].link, `${game.id} ${seats[s].name}`, 'en-GB');
      phones.push({ ...ph, seat: s, taps: 0, choiceTaps: 0 });
    }
    for (const ph of phones)
      await ph.page.waitForFunction((k) => Number(document.body.dataset.revision || -1) === k,
                                    game.cut, { timeout: WAIT });
    let idle = 0;
    for (let step = 0; step < 400; step++) {
      const entries = entriesOf(copy).slice(game.cut);
      const views = await Promise.all(phones.map((p) => view(p.page)));
      // Judged, and tapped, only once every phone shows the game the record holds: a loaded
      // machine pushes the new state to one phone after another.
      if (views.some((v) => v.revision !== game.cut + entries.length)) {
        if (++idle > 1200) {
          check(false, `${game.id}: the phones never caught up with the record`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (entries.length > 0 && game.over(entries, {
        ...views[0], parts: views.reduce((n, x) => n + x.parts.length, 0) }))
        break;
      // Every phone at once: the parts go in parallel, a turn's moves from its one seat.
      const acted = await Promise.all(phones.map((ph) => act(game, ph, state)));
      if (acted.some((a) => a)) {
        idle = 0;
        continue;
      }
      if (++idle > 200) {
        check(false, `${game.id}: no phone has anything to tap, and the round is not over`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const entries = entriesOf(copy).slice(game.cut);
    console.log(`# ${game.id}: ${entries.length} entries, taps ${phones.map((p) => `${p.label.split(' ').pop()} ${p.taps}`).join(', ')}`);
    check(state.refusals.length === 0, `${game.id}: refused: ${state.refusals.join(' | ')}`);
    check(entries.length >= 4, `${game.id}: only ${entries.length} entries in the round`);
    // Every entry of the round came from the phones: the table's made of parts, the others
    // each naming its player; none twice.
    for (const ph of phones)
      check(ph.taps > 0, `${game.id}: ${ph.label} tapped nothing`);
    if (game.starting) {
      const goods = entries.slice(0, 4).map((e) => e.goods);
      check(JSON.stringify(goods) === JSON.stringify(game.dice),
            `${game.id}: the starting goods ${JSON.stringify(goods)}`);
    } else if (game.dice) {
      const roll = entries.find((e) => e.type === 'roll');
      const dice = JSON.stringify(roll?.dice);
      check(dice === JSON.stringify(game.dice), `${game.id}: the roll ${JSON.stringify(roll)}`);
    }
    if (game.order) {
      const players = entries.slice(0, game.order.length).map((e) => e.player);
      check(JSON.stringify(players) === JSON.stringify(game.order),
            `${game.id}: recorded in the order ${JSON.stringify(players)}`);
      if (!game.starting)
        check(state.ahead > 0, `${game.id}: no phone chose ahead of its turn`);
    }
    if (game.maxTaps)
      for (const ph of phones)
        check(ph.taps <= game.maxTaps, `${game.id}: ${ph.label} tapped ${ph.taps} times`);
    try {
      execFileSync(cliPath, ['check', copy], { stdio: 'pipe' });
      check(true, 'check');
    } catch (e) {
      check(false, `${game.id}: tableside-cli check: ${e.stdout}${e.stderr}`);
    }
  } finally {
    for (const ph of phones)
      await ph.context.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const browser = await loadChromium(sourceRoot);
let status = 0;
try {
  for (const game of GAMES)
    await playRound(browser, game);
} catch (e) {
  console.log(`FAIL: ${e.stack || e}`);
  status = 1;
} finally {
  await browser.close();
}
process.exit(summary(status));
