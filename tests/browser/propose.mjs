// SPDX-License-Identifier: GPL-3.0-or-later
// Players enter their own moves from their phones, in a real browser (Debian's chromium driven
// by playwright-core), on `tableside-cli serve --play`, which keeps the record (docs/seats.md,
// "Entering moves"; docs/testing.md, "Browser tests"). It holds:
//  - Caylus 1303, Bruno to use the Farm (CY-ACT-01): his phone lists his two choices, numbered,
//    and Ana's phone none; a double tap on the first records it once, the record saved on disk
//    with exactly that entry, both phones then at the new state; "Take back" takes it back;
//  - a proposal the page kept when its connection dropped before the answer is sent again
//    once the page is back (a reload), and answered as recorded without a second entry, even
//    sent once more;
//  - a proposal made on an older state (a raw WebSocket with the seat's token) is answered as
//    stale and records nothing;
//  - Carcassonne, Bruno to place his tile: 50 choices, a filter field above them; "3" and
//    Enter records the third;
//  - `serve` without --play: the phone says it only follows, with no choices;
//  - every choice and button at least 44 px; no script error, no refusal by the
//    Content-Security-Policy, no word missing from /words.
// Usage: node propose.mjs TABLESIDE_CLI SOURCE_ROOT. Exit 77 (skipped) without chromium or
// without tests/browser/node_modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { WAIT, check, loadChromium, phone as openPhone, serve as serveSeats,
         summary } from './common.mjs';

const [cliPath, sourceRoot] = process.argv.slice(2);
if (!cliPath || !sourceRoot) {
  console.error('usage: node propose.mjs TABLESIDE_CLI SOURCE_ROOT');
  process.exit(2);
}

// --- The served game -------------------------------------------------------------------------

function copyRecord(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableside-propose-'));
  const copy = path.join(dir, name);
  fs.copyFileSync(path.join(sourceRoot, 'tests', 'data', 'corpus', name), copy);
  return copy;
}

const entriesOf = (copy) => JSON.parse(fs.readFileSync(copy, 'utf8')).entries;

// `tableside-cli serve COPY [--play]`, once it has printed every seat's link.
async function serve(copy, players, play) {
  const server = serveSeats(cliPath, copy, players, play ? ['--play'] : []);
  return { ...server, seats: await server.ready };
}

async function stop(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

// --- Phones ----------------------------------------------------------------------------------

const phone = (browser, url, label) => openPhone(browser, url, label, 'en-GB');

const at = (page, n) => page.waitForFunction(
  (k) => Number(document.body.dataset.revision || -1) === k, n, { timeout: WAIT });

// What the move section shows: its choices' numbers and words, the take-back button, the
// status lines, and the smallest height of its targets.
function moveView(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const visible = (e) => e && !e.hidden && e.getClientRects().length > 0;
    const targets = [...document.querySelectorAll('#move button')].filter(visible);
    return {
      shown: visible($('move')),
      choices: [...document.querySelectorAll('#choices .choice-button')].map((b) => ({
        number: b.querySelector('.choice-number').textContent,
        text: b.querySelector('.choice-text').textContent,
      })),
      takeBack: visible($('take-back')) ? $('take-back').textContent : null,
      filter: visible($('move-filter-row')),
      locked: visible($('move-locked')) ? $('move-locked').textContent : null,
      status: $('move-status').textContent,
      refusal: $('move-refusal').textContent,
      smallest: Math.min(...targets.map((b) => b.getBoundingClientRect().height)),
    };
  });
}

async function waitStatus(page, prefix) {
  await page.waitForFunction(
    (p) => document.getElementById('move-status').textContent.startsWith(p), prefix,
    { timeout: WAIT });
}

// The seat's own proposal from a raw WebSocket in the page, with the seat's token: its answer.
function rawProposal(page, message) {
  return page.evaluate((text) => new Promise((resolve, reject) => {
    const token = sessionStorage.getItem('tableside-token');
    const ws = new WebSocket(`ws://${location.host}/api/live`,
                             ['tableside-1', `token.${token}`, 'phone.raw0000000000001', 'lang.en']);
    ws.onmessage = (event) => {
      const m = JSON.parse(event.data);
      if (m.type === 'state' && !ws.sent) {
        ws.sent = true;
        ws.send(text);
      } else if (m.type === 'result') {
        ws.close();
        resolve(m);
      }
    };
    ws.onerror = () => reject(new Error('the raw WebSocket failed'));
  }), JSON.stringify(message));
}

// --- Caylus 1303: Bruno's Farm ---------------------------------------------------------------

async function caylus(browser) {
  const copy = copyRecord('caylus-1303-5p-in-progress.json');
  const n = entriesOf(copy).length;
  const server = await serve(copy, 5, true);
  const ana = await phone(browser, server.seats[0].link, 'Ana');
  const bruno = await phone(browser, server.seats[1].link, 'Bruno');
  try {
    await at(bruno.page, n);
    await at(ana.page, n);
    let view = await moveView(bruno.page);
    check(view.shown && view.choices.length === 2, `Bruno: ${view.choices.length} choices`);
    check(view.choices[0]?.number === '1' && view.choices[1]?.number === '2', 'Bruno: numbered');
    check(view.choices[0]?.text === 'Bruno uses the Farm (road space 5): 1 food.',
          `Bruno's first choice: “${view.choices[0]?.text}”`);
    check(view.smallest >= 44, `Bruno: a target ${view.smallest} px high`);
    check(!view.filter, 'Bruno: a filter above two choices');
    const other = await moveView(ana.page);
    check(!other.shown, 'Ana: a move section while it is Bruno’s turn');

    // A double tap: two clicks at once; the first disables the choices.
    await bruno.page.evaluate(() => {
      const b = document.querySelector('#choices .choice-button');
      b.click();
      b.click();
    });
    await waitStatus(bruno.page, 'Recorded: ');
    await at(bruno.page, n + 1);
    await at(ana.page, n + 1);
    let entries = entriesOf(copy);
    check(entries.length === n + 1, `a double tap: ${entries.length - n} entries recorded`);
    check(JSON.stringify(entries[n]) === '{"type":"use","player":1,"option":0}',
          `recorded ${JSON.stringify(entries[n])}`);
    view = await moveView(bruno.page);
    check(view.status === 'Recorded: Bruno uses the Farm (road space 5): 1 food.',
          `Bruno's status: “${view.status}”`);
    check(view.takeBack === 'Take back: Bruno uses the Farm (road space 5): 1 food.',
          `Bruno's take-back: “${view.takeBack}”`);

    // Take it back.
    await bruno.page.locator('#take-back').tap();
    await waitStatus(bruno.page, 'Taken back: ');
    await at(ana.page, n);
    check(entriesOf(copy).length === n, `after Take back: ${entriesOf(copy).length - n} more`);

    // A proposal the rules refuse (a Farm does not move the Provost, CY-ACT-02): the reason,
    // the rule, and Why? shows the guide's words for it.
    const refused = JSON.stringify({ type: 'propose', id: 'why00000000000000000000000000001',
                                     at: n, entry: { type: 'use', player: 1, option: 0, steps: 2 } });
    await bruno.page.evaluate((text) => sessionStorage.setItem('tableside-pending', text), refused);
    await bruno.page.reload();
    await bruno.page.waitForFunction(() => document.getElementById('move-refusal').textContent !== '');
    view = await moveView(bruno.page);
    check(view.refusal === 'The Farm does not move the Provost.', `refused: “${view.refusal}”`);
    check(await bruno.page.locator('#move-rule').textContent() === 'Rule CY-ACT-02',
          'the refusal names no rule');
    await bruno.page.locator('#move-why').tap();
    await bruno.page.waitForSelector('#move-why-text:not([hidden]) h3');
    const why = await bruno.page.evaluate(() => [...document.querySelectorAll('#move-why-text > *')]
      .map((e) => e.textContent));
    check(why[0] === 'CY-ACT-02 · Using a building' && why.length >= 2,
          `Why?: ${JSON.stringify(why).slice(0, 200)}`);
    check(entriesOf(copy).length === n, 'a refused proposal recorded something');

    // A proposal kept when the connection dropped before its answer: sent again on return,
    // recorded once, and once more answered the same.
    const choice = { type: 'skip', player: 1 };
    const kept = JSON.stringify({ type: 'propose', id: 'kept0000000000000000000000000001', at: n,
                                  entry: choice });
    for (let round = 0; round < 2; round++) {
      await bruno.page.evaluate((text) => sessionStorage.setItem('tableside-pending', text), kept);
      await bruno.page.reload();
      await waitStatus(bruno.page, 'Recorded: ');
      await at(bruno.page, n + 1);
      entries = entriesOf(copy);
      check(entries.length === n + 1, `the kept proposal, round ${round + 1}: ` +
            `${entries.length - n} entries recorded`);
    }
    check(await bruno.page.evaluate(() => sessionStorage.getItem('tableside-pending')) === null,
          'the kept proposal still kept after its answer');

    // Stale: made on the state before that entry.
    const stale = await rawProposal(bruno.page, {
      type: 'propose', id: 'stale000000000000000000000000001', at: n,
      entry: { type: 'use', player: 1, option: 0 },
    });
    check(stale.ok === false && stale.stale === true, `a stale proposal: ${JSON.stringify(stale)}`);
    check(entriesOf(copy).length === n + 1, 'a stale proposal recorded something');
  } finally {
    await ana.context.close();
    await bruno.context.close();
    await stop(server);
  }
}

// --- Carcassonne: 50 places, a filter --------------------------------------------------------

async function carcassonne(browser) {
  const copy = copyRecord('carcassonne-2p-in-progress.json');
  const n = entriesOf(copy).length;
  const server = await serve(copy, 2, true);
  const bruno = await phone(browser, server.seats[1].link, 'Bruno');
  try {
    await at(bruno.page, n);
    const view = await moveView(bruno.page);
    check(view.filter && view.choices.length === 50, `Carcassonne: ${view.choices.length} ` +
          `choices, filter ${view.filter}`);
    const third = view.choices[2]?.text;
    await bruno.page.locator('#move-filter').fill('3');
    const narrowed = await moveView(bruno.page);
    check(narrowed.choices.length === 1 && narrowed.choices[0].text === third,
          `“3” keeps ${narrowed.choices.map((c) => c.number).join(', ')}`);
    await bruno.page.locator('#move-filter').press('Enter');
    await waitStatus(bruno.page, 'Recorded: ');
    check(entriesOf(copy).length === n + 1, 'Carcassonne: “3” and Enter recorded nothing');
    const done = await moveView(bruno.page);
    check(done.status === `Recorded: ${third}`, `Carcassonne: “${done.status}”`);
    await bruno.page.screenshot({ path: path.join(process.env.TABLESIDE_ARTIFACTS || '.',
                                                  'seat-propose-360.png'), fullPage: true });
  } finally {
    await bruno.context.close();
    await stop(server);
  }
}

// --- Following a file: no moves ---------------------------------------------------------------

async function following(browser) {
  const copy = copyRecord('caylus-1303-5p-in-progress.json');
  const n = entriesOf(copy).length;
  const server = await serve(copy, 5, false);
  const bruno = await phone(browser, server.seats[1].link, 'Bruno (following)');
  try {
    await at(bruno.page, n);
    const view = await moveView(bruno.page);
    check(view.shown && view.choices.length === 0, `following: ${view.choices.length} choices`);
    check(view.locked === 'This game is followed from its file: moves are entered where it is kept.',
          `following: “${view.locked}”`);
  } finally {
    await bruno.context.close();
    await stop(server);
  }
}

const browser = await loadChromium(sourceRoot);
let status = 0;
try {
  await caylus(browser);
  await carcassonne(browser);
  await following(browser);
} catch (e) {
  console.log(`FAIL: ${e.stack || e}`);
  status = 1;
} finally {
  await browser.close();
}
process.exit(summary(status));
