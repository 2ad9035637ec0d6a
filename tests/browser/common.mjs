// SPDX-License-Identifier: GPL-3.0-or-later
// What the browser tests share (docs/testing.md, "Browser tests"): Debian's chromium through
// playwright-core (exit 77, skipped, without either), the checks and their count,
// `tableside-cli serve` and its seats' links, and a phone: a browser context at 360x740 with
// touch whose page is watched for what must never happen.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SKIP = 77;
// Playwright's waits: generous, so that a machine busy with other work still passes.
export const WAIT = 60000;
export const VIEWPORT = { width: 360, height: 740 };

let failures = 0;
let checks = 0;

export function check(ok, what) {
  checks++;
  if (!ok) {
    failures++;
    console.log(`FAIL: ${what}`);
  }
}

// The count of checks, and the exit status: 1 when one failed or @status says so.
export function summary(status) {
  console.log(`# checks: ${checks - failures} held, ${failures} failed`);
  return failures > 0 ? 1 : status;
}

// Playwright's chromium, or exit 77 (skipped) without the browser or tests/browser/node_modules.
export async function loadChromium(sourceRoot) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const chromiumPath = process.env.TABLESIDE_CHROMIUM || '/usr/bin/chromium';
  const playwrightPath = path.join(here, 'node_modules', 'playwright-core', 'index.mjs');
  if (!fs.existsSync(chromiumPath)) {
    console.log(`SKIP: no chromium at ${chromiumPath} (build-aux/install-deps installs it)`);
    process.exit(SKIP);
  }
  if (!fs.existsSync(playwrightPath)) {
    console.log(`SKIP: no ${path.relative(sourceRoot, playwrightPath)}: ` +
                'npm ci --prefix tests/browser (build-aux/install-deps does)');
    process.exit(SKIP);
  }
  const { chromium } = await import(pathToFileURL(playwrightPath).href);
  return chromium.launch({ executablePath: chromiumPath });
}

// `tableside-cli serve COPY --address 127.0.0.1 --port 0 [MORE]`: its first lines are the
// seats' links, `NAME: LINK (code CODE)`, one a player.
export function serve(cliPath, copy, players, more = []) {
  const child = spawn(cliPath, ['serve', copy, '--address', '127.0.0.1', '--port', '0', ...more],
                      { stdio: ['ignore', 'pipe', 'inherit'] });
  const seats = [];
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const m = /^(.*): (http:\/\/127\.0\.0\.1:\d+\/)#t=([0-9a-f]+) \(code ([A-Z0-9]+)\)$/.exec(line);
      if (m && seats.length < players) {
        seats.push({ name: m[1], base: m[2], token: m[3], code: m[4], link: `${m[2]}#t=${m[3]}` });
        if (seats.length === players)
          resolve(seats);
      }
    });
    exited.then(({ code, signal }) => reject(new Error(
      `tableside-cli serve ended (${code ?? signal}) after ${seats.length} of ${players} links`)));
  });
  return { child, ready, exited };
}

// Every page is watched for what must never happen: a script error, a refusal by the CSP, a
// key the page asks of /words that /words does not have.
export function watch(page, label) {
  page.on('pageerror', (e) => check(false, `${label}: script error: ${e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'warning' && text.startsWith('tableside:'))
      check(false, `${label}: ${text}`);
    if (/Content Security Policy/i.test(text))
      check(false, `${label}: ${text}`);
    // A refused code answers 403, and a table out of reach fails a WebSocket: the checks
    // below say what the page must show then.
    if (m.type() === 'error' && !/Failed to load resource|WebSocket connection/.test(text))
      check(false, `${label}: console error: ${text}`);
  });
}

export async function phone(browser, url, label, locale) {
  const context = await browser.newContext({
    viewport: VIEWPORT, hasTouch: true, isMobile: true, locale: locale || 'en-GB',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  watch(page, label);
  await page.goto(url);
  return { context, page, label };
}
