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
//  - The same rounds as the laptop's keys (tests/data/rounds/, played by the e2e keyboard tests
//    of each game): the phones tap the same dice, tiles, events and moves, and the record
//    must hold the same entries, one by one. A choice on a list of more than 7 that acts on a
//    place of the board's picture is found by a tap on that place first (docs/seats.md, "The
//    board's picture"): the list then holds that place's choices alone.
// Usage: node round.mjs TABLESIDE_CLI SOURCE_ROOT (ROUND_ONLY=ID-PREFIX: those games). Exit 77 (skipped) without chromium or
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
    // The round the laptop's keys play in tests/e2e/test-burgundy-keyboard-round.py: the
    // phones tap the same dice and the same moves, and the record must hold the same entries.
    id: 'castles-of-burgundy-as-keys',
    keys: 'castles-of-burgundy-keys.json',
    spots: true,
  },
  {
    // The spring the laptop's keys play in tests/e2e/test-kingsburg-keyboard-spring4.py.
    id: 'kingsburg-as-keys',
    keys: 'kingsburg-spring-keys.json',
    spots: true,
  },
  {
    // The 4 turns of tests/e2e/test-carcassonne-keyboard.py, for 2 players.
    id: 'carcassonne-as-keys',
    keys: 'carcassonne-keys.json',
    spots: true,
  },
  {
    // The setup and round 1 of tests/e2e/test-caylus-keyboard.py, for 2 players.
    id: 'caylus-1303-as-keys',
    keys: 'caylus-1303-keys.json',
    spots: true,
  },
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

// A round the laptop's keys recorded (tests/data/rounds/): the game before it, and its entries.
function keysRound(game) {
  return JSON.parse(fs.readFileSync(path.join(sourceRoot, 'tests', 'data', 'rounds', game.keys),
                                    'utf8'));
}

function cutRecord(game) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableside-round-'));
  if (game.keys) {
    const copy = path.join(dir, game.keys);
    fs.writeFileSync(copy, JSON.stringify(keysRound(game).record, null, 2));
    return copy;
  }
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

// Entries compared whatever the order of their members.
function canonical(value) {
  if (Array.isArray(value))
    return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
  return value;
}
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

// In a round the laptop's keys recorded, the choice on @ph's list that makes @next, the entry
// the keys made there: its button, and the board's place to tap first where the list is long
// and the choice acts on one (docs/seats.md, "The board's picture"); null while the phone's
// list is not (yet) the game's.
async function keysChoice(ph, next) {
  const state = await ph.page.evaluate(async (token) => {
    const answer = await fetch('/api/state', { headers: { Authorization: 'Bearer ' + token },
                                               cache: 'no-store' });
    return answer.json();
  }, ph.token);
  const choices = (state.propose?.choices ?? []).filter((c) => c.entry !== undefined);
  const i = choices.findIndex((c) => same(c.entry, next));
  if (i < 0)
    return null;
  const target = `#choices .choice-button[data-choice="${i}"]`;
  const shown = await ph.page.locator(target).count() > 0
    ? await ph.page.locator(`${target} .choice-text`).textContent() : '';
  if (shown !== choices[i].text)
    return null;
  const spot = choices.length > 7 && choices[i].spot ? choices[i].spot : null;
  return { target, spot, among: choices.filter((c) => c.spot === spot).length };
}

// In a round the laptop's keys recorded, the value of @part that makes @next, the entry the
// keys made there: a table event itself (Caylus 1303's setup), the tile drawn, or a die.
function keysPartValue(game, seat, v, part, next) {
  const event = part.values.find((value) => value.startsWith('{') && same(JSON.parse(value), next));
  if (event)
    return event;
  if (next.type === 'draw')
    return next.tile;
  return partValue(game, seat, v, part);
}

// What @ph taps next: a part of the table's entry, or a choice.
async function pickTarget(game, ph, v, recorded) {
  const next = game.round ? game.round[recorded] : undefined;
  if (game.round && (!next || next.automatic))
    return null;
  const part = v.parts.find((p) => !p.entered && (p.owner === ph.seat || (p.owner < 0 && ph.seat === 0)));
  if (part) {
    const value = next ? keysPartValue(game, ph.seat, v, part, next) : partValue(game, ph.seat, v, part);
    return { part, target: `#parts .part-option[data-field="${part.field}"][data-value="${CSS_ESCAPE(value)}"]` };
  }
  if (game.round)
    return next.player === ph.seat && v.choices.length > 0 ? keysChoice(ph, next) : null;
  if (v.choices.length === 0)
    return null;
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
  return { target: `#choices li:nth-child(${pick + 1}) .choice-button` };
}

// One tap of a phone, when it has something to tap; waits for the laptop's answer.
async function act(game, ph, state) {
  const v = await view(ph.page);
  if (v.busy)
    return false;
  const picked = await pickTarget(game, ph, v, state.recorded);
  if (!picked || !picked.target)
    return false;
  const { part, target } = picked;
  if (!part)
    ph.choiceTaps++;
  if (!part && await ph.page.locator('#move-ahead').isVisible())
    state.ahead++;
  if (picked.spot) {
    // The board's picture: a tap on the place lists its choices alone.
    const place = `#picture-grid button[data-spot="${CSS_ESCAPE(picked.spot)}"]`;
    await ph.page.locator(place).tap();
    ph.taps++;
    state.taps++;
    state.spots++;
    await ph.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true', place);
    const listed = await ph.page.locator('#choices .choice-button').count();
    check(listed === picked.among, `${game.id}: ${picked.among} choices at ${picked.spot}, ${listed} listed`);
  }
  // The state another phone's entry pushes may take this phone's choice off the page between
  // the pick and the tap: then, as a player does, it looks again, nothing tapped.
  for (const start = Date.now(); ;) {
    try {
      await ph.page.locator(target).tap({ timeout: 5000 });
      break;
    } catch (e) {
      if (await ph.page.locator(target).count() === 0) {
        state.stale++;
        return true;
      }
      if (Date.now() - start > WAIT)
        throw e;
    }
  }
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
  // Phones tap at once: one whose tap meets a game another phone's entry has just moved on
  // is told so, nothing recorded, and taps again on the game as it is now, as a player does.
  // The record is still held to the laptop's keys entry by entry below.
  if (refusal && refusal.startsWith('The game moved on before this arrived'))
    state.stale++;
  else if (refusal)
    state.refusals.push(`${ph.label}: ${refusal}`);
  return true;
}

// Values are digits, tile ids and (Caylus 1303's setup) events as JSON: quotes escaped.
function CSS_ESCAPE(value) {
  return value.replace(/["\\]/g, '\\$&');
}

async function playRound(browser, game) {
  if (game.keys) {
    // The round's dice are those the keys typed; it is over once as many entries are in.
    const { record, round } = keysRound(game);
    const roll = round.find((e) => e.type === 'roll');
    game = { ...game, cut: record.entries.length, round, dice: roll?.dice ?? null,
             extra: roll?.white ?? 0, over: (entries) => entries.length >= round.length };
  }
  const copy = cutRecord(game);
  const players = JSON.parse(fs.readFileSync(copy, 'utf8')).players.length;
  const server = serveSeats(cliPath, copy, players, ['--play']);
  const seats = await server.ready;
  const phones = [];
  const state = { taps: 0, refusals: [], ahead: 0, spots: 0, stale: 0 };
  try {
    for (let s = 0; s < players; s++) {
      const ph = await openPhone(browser, seats[s].link, `${game.id} ${seats[s].name}`, 'en-GB');
      phones.push({ ...ph, seat: s, token: seats[s].token, taps: 0, choiceTaps: 0 });
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
      state.recorded = entries.length;
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
    console.log(`# ${game.id}: ${entries.length} entries, ${state.spots} places tapped, ${state.stale} taps met a game moved on, taps ${phones.map((p) => `${p.label.split(' ').pop()} ${p.taps}`).join(', ')}`);
    check(state.refusals.length === 0, `${game.id}: refused: ${state.refusals.join(' | ')}`);
    check(entries.length >= 4, `${game.id}: only ${entries.length} entries in the round`);
    // Every entry of the round came from the phones: the table's made of parts, the others
    // each naming its player; none twice.
    for (const ph of phones)
      check(ph.taps > 0, `${game.id}: ${ph.label} tapped nothing`);
    if (game.round) {
      if (game.spots)
        check(state.spots > 0, `${game.id}: no choice was found on the board's picture`);
      check(same(entries, game.round),
            `${game.id}: the phones recorded ${JSON.stringify(entries)}, the keys ${JSON.stringify(game.round)}`);
    } else if (game.starting) {
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
  for (const game of GAMES.filter((g) => !process.env.ROUND_ONLY || g.id.startsWith(process.env.ROUND_ONLY)))
    await playRound(browser, game);
} catch (e) {
  console.log(`FAIL: ${e.stack || e}`);
  status = 1;
} finally {
  await browser.close();
}
process.exit(summary(status));
