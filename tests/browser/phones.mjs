// SPDX-License-Identifier: GPL-3.0-or-later
// The players' phones, in a real browser (Debian's chromium driven by playwright-core), on
// `tableside-cli serve` (docs/testing.md, "Browser tests"). For a 4-player game of each of the
// four games, it holds:
//  - four phones at 360x740 with touch follow the record as it grows (the test writes ever
//    longer prefixes of its entries, atomically, as the app saves): each shows the same scores
//    as `tableside-cli score --json` (none while Caylus 1303's prestige is secret), its own
//    seat marked, and the state the server sends for it (progress, pending, facts, holdings,
//    last entries);
//  - the Your-turn banner is on the phone of the player the state names, and on no other;
//  - the newest entry is read out by the polite live region;
//  - a phone that reloads shows the game as it is now;
//  - at the end, the final breakdown (its totals those of the CLI's final scoring, the
//    winner named) and the BG Stats code;
//  - when the table stops sharing, the phones say so.
// Once: a phone that types its seat code joins that seat; the join form's targets are 44 px
// or more; a phone in Brazilian Portuguese gets the page and the game in Portuguese. On every
// page: no script error, no refusal by the Content-Security-Policy, no word missing from
// /words.
// Usage: node phones.mjs TABLESIDE_CLI SOURCE_ROOT. Exit 77 (skipped) without chromium or
// without tests/browser/node_modules (build-aux/install-deps installs both).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { WAIT, check, loadChromium, phone, serve as serveSeats, summary } from './common.mjs';

const GAMES = [
  { id: 'castles-of-burgundy', file: 'tests/data/corpus/castles-of-burgundy-4p-extras-inns-complete.json' },
  { id: 'kingsburg', file: 'tests/data/corpus/kingsburg-4p-complete.json' },
  { id: 'carcassonne', file: 'tests/data/corpus/carcassonne-4p-half-cities-complete.json' },
  { id: 'caylus', file: 'tests/data/corpus/caylus-1303-4p-residence-counts-complete.json' },
];
// How far into the record each step of a game goes (the last step is the whole record).
const STEPS = [0.2, 0.4, 0.6, 0.8, 1];

const [cliPath, sourceRoot] = process.argv.slice(2);
if (!cliPath || !sourceRoot) {
  console.error('usage: node phones.mjs TABLESIDE_CLI SOURCE_ROOT');
  process.exit(2);
}

function log(line) {
  console.log(line);
}

// --- The CLI and the server ------------------------------------------------------------------

function cli(args) {
  return new Promise((resolve, reject) => {
    execFile(cliPath, args, { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`tableside-cli ${args.join(' ')}: ${error.message}\n${stderr}`));
      else
        resolve(stdout);
    });
  });
}

async function scores(copy) {
  return JSON.parse(await cli(['score', copy, '--now', '--json']));
}

// A prefix of the record, written as the app saves: to a file beside it, then renamed over it,
// so that the server never reads half a file.
function writePrefix(copy, record, n) {
  const prefix = { ...record, entries: record.entries.slice(0, n) };
  if (Array.isArray(record.times))
    prefix.times = record.times.slice(0, n);
  if (n < record.entries.length) {
    prefix.status = 'in-progress';
    delete prefix.winner;
    delete prefix.winners;
    delete prefix.progress;
  }
  const temp = `${copy}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(prefix, null, 1));
  fs.renameSync(temp, copy);
}

// One connection a request (agent: false): a kept-alive one the server has just closed would
// fail the next request.
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    }).on('error', (e) => reject(new Error(`GET ${url}: ${e.message}`)));
  });
}

async function serverState(seat, lang) {
  const answer = await get(`${seat.base}api/state`, {
    'Authorization': `Bearer ${seat.token}`,
    'Accept-Language': lang || 'en',
  });
  if (answer.status !== 200)
    throw new Error(`GET /api/state: ${answer.status}`);
  return JSON.parse(answer.body);
}

async function words(base, lang) {
  const answer = await get(`${base}words`, { 'Accept-Language': lang });
  return JSON.parse(answer.body);
}

// --- Phones ----------------------------------------------------------------------------------

// Waits until the page shows the state of at least this many entries (the revision it keeps
// on <body>: the match's entries, which can be one or two more than the file's when the game
// adds the automatic entries that follow them), then reads what it shows.
async function shown(page, entries, label) {
  try {
    await page.waitForFunction((n) => Number(document.body.dataset.revision || -1) >= n, entries,
                               { timeout: WAIT });
  } catch (e) {
    const screen = await page.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '?');
    throw new Error(`${label}: no state of ${entries} entries shown; the page says: ${screen}`);
  }
  return page.evaluate(() => {
    const visible = (e) => e !== null && !e.hidden && e.offsetParent !== null;
    const textOf = (sel) => {
      const e = document.querySelector(sel);
      return visible(e) ? e.textContent.trim() : null;
    };
    return {
      revision: Number(document.body.dataset.revision),
      url: location.href,
      lang: document.documentElement.lang,
      turnBanner: visible(document.getElementById('your-turn')),
      progress: textOf('#progress'),
      pending: textOf('#pending'),
      secretNote: textOf('#secret-note'),
      me: Array.from(document.querySelectorAll('#players li.me')).map((li) => Number(li.dataset.player)),
      players: Array.from(document.querySelectorAll('#players li')).map((li) => ({
        name: li.querySelector('.name')?.textContent ?? null,
        initial: li.querySelector('.swatch')?.textContent ?? null,
        colour: li.querySelector('.swatch')?.style.getPropertyValue('--player-colour') ?? '',
        points: li.querySelector('.points')?.textContent ?? null,
        ifEnded: li.querySelector('.if-ended')?.textContent ?? null,
        facts: li.querySelectorAll('.facts dt').length,
      })),
      holdings: Array.from(document.querySelectorAll('#holdings dd')).map((e) => e.textContent),
      table: Array.from(document.querySelectorAll('#table dd')).map((e) => e.textContent),
      recent: Array.from(document.querySelectorAll('#recent .entry-text')).map((e) => e.firstChild?.textContent ?? ''),
      announced: document.getElementById('announce').textContent,
      final: visible(document.getElementById('final')),
      winner: textOf('#winner'),
      totals: Array.from(document.querySelectorAll('#breakdown tfoot td')).map((e) => e.textContent),
      rows: document.querySelectorAll('#breakdown tbody tr').length,
      bgstats: visible(document.getElementById('bgstats'))
        ? document.getElementById('bgstats-code').getAttribute('src') : null,
      standingsHeading: textOf('#players-heading'),
    };
  });
}

const pointsOf = (text) => (text === null ? null : Number((/-?\d+/.exec(text.replace('\u2212', '-')) || [])[0]));

// What one phone shows against the server's state for its seat and the CLI's scores.
function compare(view, state, seat, score, label) {
  check(view.me.length === 1 && view.me[0] === seat, `${label}: its own seat marked (${view.me})`);
  check(view.players.length === state.players.length,
        `${label}: ${view.players.length} players shown, the state has ${state.players.length}`);
  view.players.forEach((p, i) => {
    const s = state.players[i] || {};
    check(p.name === s.name, `${label}: player ${i} shown as ${p.name}, not ${s.name}`);
    check(p.initial !== null && p.initial !== '' && (typeof s.initial !== 'string' || p.initial === s.initial),
          `${label}: player ${i}'s initial ${p.initial}, not ${s.initial}`);
    check(!s.colour || p.colour === s.colour, `${label}: player ${i}'s colour ${p.colour}, not ${s.colour}`);
    check(p.facts === (s.facts || []).length, `${label}: player ${i}'s facts`);
    if (state.secret) {
      check(p.points === null, `${label}: ${p.name}'s points shown while they are secret`);
      check(p.ifEnded === null, `${label}: ${p.name}'s points if it ended now shown while secret`);
    } else {
      const want = score.players[i].vp;
      check(pointsOf(p.points) === want,
            `${label}: ${p.name} shows ${p.points}, tableside-cli score says ${want}`);
      check(s.score === want, `${label}: the state gives ${p.name} ${s.score}, the CLI ${want}`);
      // If it ended now: the CLI's `score --now` while the game goes on, nothing at its end.
      const ended = state.finished ? null : score.now?.players?.[i]?.total ?? null;
      check(pointsOf(p.ifEnded) === ended,
            `${label}: ${p.name} shows “${p.ifEnded}” if it ended now, tableside-cli score --now says ${ended}`);
    }
  });
  if (state.secret)
    check(view.secretNote !== null && view.secretNote === state.secret_note,
          `${label}: the secret note (${view.secretNote})`);
  const mine = state.turn === seat && !state.finished;
  check(view.turnBanner === mine,
        `${label}: Your turn ${view.turnBanner ? 'shown' : 'not shown'} (turn ${state.turn}, seat ${seat})`);
  check(view.progress === (state.progress || null), `${label}: progress ${view.progress}`);
  check(view.pending === (state.pending || null), `${label}: pending ${view.pending}`);
  check(JSON.stringify(view.holdings) === JSON.stringify((state.holdings || []).map((f) => f.value)),
        `${label}: holdings ${view.holdings}`);
  check(JSON.stringify(view.table) === JSON.stringify((state.table || []).map((f) => f.value)),
        `${label}: table ${view.table}`);
  check(JSON.stringify(view.recent) === JSON.stringify((state.recent || []).map((e) => e.text)),
        `${label}: last entries`);
}

// --- One game --------------------------------------------------------------------------------

async function playGame(browser, game, first) {
  const record = JSON.parse(fs.readFileSync(path.join(sourceRoot, game.file), 'utf8'));
  const total = record.entries.length;
  const players = record.players.length;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableside-phones-'));
  const copy = path.join(dir, `${game.id}.json`);
  const counts = STEPS.map((f) => Math.max(1, Math.round(total * f)));
  log(`# ${game.id}: ${total} entries, steps ${counts.join(', ')}`);

  writePrefix(copy, record, counts[0]);
  const server = serveSeats(cliPath, copy, players);
  const phones = [];
  let turnsSeen = 0;
  try {
    const seats = await server.ready;
    check(seats.length === players, `${game.id}: ${seats.length} links for ${players} players`);
    // The page itself first: without it, nothing below can say more.
    for (const file of ['', 'seat.js', 'seat.css']) {
      const answer = await get(`${seats[0].base}${file}`, {});
      if (answer.status !== 200)
        throw new Error(`GET /${file} answers ${answer.status}: the server does not serve the page`);
    }
    for (let s = 0; s < players; s++)
      phones.push(await phone(browser, seats[s].link, `${game.id} phone ${s}`));
    for (const ph of phones)
      check(!ph.page.url().includes('#'), `${ph.label}: the token left in the address bar`);

    if (first)
      await joinByCode(browser, seats, game, counts[0]);

    for (let k = 0; k < counts.length; k++) {
      const n = counts[k];
      if (k > 0)
        writePrefix(copy, record, n);
      const score = await scores(copy);
      check(score.entries === n, `${game.id}: the CLI read ${score.entries} entries, not ${n}`);
      // A phone that reloads (a different one each step) sees the game as it is now.
      if (k > 0 && k < counts.length - 1) {
        const again = phones[k % players];
        await again.page.reload();
        log(`# ${again.label} reloaded at ${n} entries`);
      }
      let turn = -1;
      for (let s = 0; s < players; s++) {
        const view = await shown(phones[s].page, n, `${game.id} phone ${s} at ${n}`);
        const state = await serverState(seats[s]);
        check(view.revision === state.revision,
              `${game.id} phone ${s}: shows revision ${view.revision}, the server has ${state.revision}`);
        check(state.revision >= n && state.revision <= n + 4,
              `${game.id}: the server's revision ${state.revision} for ${n} entries`);
        check(state.seat === s, `${game.id}: seat ${s}'s state says seat ${state.seat}`);
        compare(view, state, s, score, `${game.id} phone ${s} at ${n}`);
        turn = state.turn;
        // The newest entry read out once, on a phone that was not just reloaded (a reloaded
        // page reads out nothing that was there when it opened).
        if (k > 0 && (k >= counts.length - 1 || s !== k % players) && state.recent.length > 0)
          check(view.announced.includes(state.recent[0].text),
                `${game.id} phone ${s} at ${n}: read out “${view.announced}”, not the newest entry`);
        if (k === counts.length - 1)
          checkFinal(view, state, score, `${game.id} phone ${s}`);
      }
      if (turn >= 0 && k < counts.length - 1)
        turnsSeen++;
      log(`# ${game.id} at ${n} entries: turn ${turn}, scores ` +
          (score.players.map((p) => p.vp).join(' ')));
    }
    check(turnsSeen > 0, `${game.id}: no step where a player's turn was shown`);

    if (first)
      await portuguese(browser, seats, counts[counts.length - 1]);

    // The table stops sharing (Ctrl+C): the phones say so.
    server.child.kill('SIGINT');
    await server.exited;
    for (const ph of phones) {
      await ph.page.waitForFunction(() => !document.getElementById('notice').hidden, null,
                                    { timeout: WAIT }).catch(() => {});
      const notice = await ph.page.evaluate(() => (document.getElementById('notice').hidden
        ? null : document.getElementById('notice-text').textContent));
      check(notice !== null && notice.length > 0, `${ph.label}: nothing said when the table stopped sharing`);
    }
  } finally {
    for (const ph of phones)
      await ph.context.close();
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGINT');
      await server.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function checkFinal(view, state, score, label) {
  check(state.finished === true, `${label}: the state is not finished at the end`);
  check(view.final, `${label}: no final breakdown at the end`);
  const want = score.final ? score.final.players.map((p) => String(p.total)) : [];
  check(JSON.stringify(view.totals) === JSON.stringify(want),
        `${label}: final totals ${view.totals}, tableside-cli score says ${want}`);
  check(view.rows > 0, `${label}: the final breakdown has no lines`);
  const winner = score.final && score.final.winner !== null ? score.final.players[score.final.winner].name : null;
  if (winner !== null)
    check(view.winner !== null && view.winner.includes(winner), `${label}: winner shown as ${view.winner}`);
  check(view.bgstats !== null && view.bgstats.startsWith('data:image/svg+xml,'),
        `${label}: no BG Stats code at the end`);
  check(!view.turnBanner, `${label}: Your turn shown on a finished game`);
}

// A phone with no link: the form, its targets, a wrong code refused, the seat's code joins.
async function joinByCode(browser, seats, game, n) {
  const ph = await phone(browser, seats[0].base, `${game.id} typed code`);
  try {
    const { page } = ph;
    await page.locator('#join-code').waitFor({ state: 'visible' });
    for (const sel of ['#join-code', '#join-button']) {
      const box = await page.locator(sel).boundingBox();
      check(box && box.height >= 44, `${sel} is ${box && box.height} px high, less than 44`);
    }
    const label = await page.locator('label[for="join-code"]').textContent();
    check(label.trim().length > 0, 'the seat code field has no label');
    await page.locator('#join-code').fill('ZZZZZZ');
    await page.locator('#join-button').tap();
    await page.waitForFunction(() => document.getElementById('join-error').textContent !== '');
    check(await page.locator('#join').isVisible(), 'a wrong code left the form');
    await page.locator('#join-code').fill(seats[2].code.toLowerCase());
    await page.locator('#join-button').tap();
    const view = await shown(page, n, 'the phone that typed a code');
    check(view.me.length === 1 && view.me[0] === 2, `the code of seat 2 joined seat ${view.me}`);
    const stored = await page.evaluate(() => sessionStorage.getItem('tableside-token'));
    check(stored === seats[2].token, 'the token the code gave is not kept for this tab');
  } finally {
    await ph.context.close();
  }
}

// A phone in Brazilian Portuguese: the page's words and the game's state in Portuguese.
async function portuguese(browser, seats, n) {
  const ph = await phone(browser, seats[0].link, 'pt-BR phone', 'pt-BR');
  try {
    const view = await shown(ph.page, n, 'pt-BR phone');
    const pt = await words(seats[0].base, 'pt-BR');
    const en = await words(seats[0].base, 'en');
    check(/^pt/.test(view.lang), `pt-BR phone: <html lang="${view.lang}">`);
    check(pt.words.standings !== en.words.standings, `/words in pt-BR says “${pt.words.standings}” as in English`);
    check(view.standingsHeading === pt.words.standings, `pt-BR phone: heading “${view.standingsHeading}”`);
    const statePt = await serverState(seats[0], 'pt-BR');
    const stateEn = await serverState(seats[0], 'en');
    check(statePt.final && stateEn.final && statePt.final.explanation !== stateEn.final.explanation,
          'the state in pt-BR explains the winner in English');
    check(view.recent[0] === statePt.recent[0].text, `pt-BR phone: last entry “${view.recent[0]}”`);
  } finally {
    await ph.context.close();
  }
}

// --- Main ------------------------------------------------------------------------------------

const browser = await loadChromium(sourceRoot);
let status = 0;
try {
  for (let g = 0; g < GAMES.length; g++)
    await playGame(browser, GAMES[g], g === 0);
} catch (e) {
  console.log(`FAIL: ${e.stack || e}`);
  status = 1;
} finally {
  await browser.close();
}
process.exit(summary(status));
