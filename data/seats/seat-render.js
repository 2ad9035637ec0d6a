// SPDX-License-Identifier: GPL-3.0-or-later
// What a phone shows of its seat's state (docs/seats.md, "The state of a seat"): the game,
// the players with their places, the seat's holdings, the table's counts, the last entries,
// and at the end the final scoring and the play for BG Stats. seat.js asks for it with the
// helpers it shares: the words, and readers of members of unknown shape (a member missing or
// of another type shows nothing, never throws).
'use strict';

// eslint-disable-next-line no-unused-vars
function tablesideSeatRender({ $, word, str, num, arr, obj }) {
  function text(el, value) {
    el.textContent = value;
    el.hidden = value === '';
  }

  function render(state) {
    const game = obj(state.game);
    const name = str(game.name);
    const title = str(game.title);
    $('game-name').textContent = name;
    $('title').textContent = title || name || 'Tableside';
    document.title = [title, name].filter((s) => s !== '').join(' – ') || 'Tableside';
    text($('progress'), str(state.progress));
    text($('pending'), str(state.pending));

    const seat = num(state.seat);
    const players = arr(state.players);
    const me = seat !== null ? obj(players[seat]) : {};
    text($('you-are'), str(me.name) ? word('you-are', { name: str(me.name) }) : '');
    const turn = num(state.turn);
    $('your-turn').hidden = !(seat !== null && turn === seat && state.finished !== true);

    const secret = state.secret === true;
    text($('secret-note'), secret ? str(state.secret_note) : '');
    renderPlayers(players, seat, secret, str(state.unit));
    renderFacts($('holdings'), $('holdings-section'), state.holdings);
    renderFacts($('table'), $('table-section'), state.table);
    renderRecent(arr(state.recent));
    renderFinal(state.finished === true ? obj(state.final) : null, players);
    renderBgStats(obj(state.bgstats));
  }

  function el(tag, className, content) {
    const e = document.createElement(tag);
    if (className)
      e.className = className;
    if (content !== undefined)
      e.textContent = content;
    return e;
  }

  // The player's colour behind their initial, with ink that reads on it.
  function swatch(player, name) {
    const s = el('span', 'swatch', str(player.initial) || Array.from(name)[0] || '?');
    s.setAttribute('aria-hidden', 'true');
    const colour = str(player.colour);
    const hex = /^#([0-9a-f]{6})$/i.exec(colour);
    if (hex) {
      s.style.setProperty('--player-colour', colour);
      const rgb = [0, 2, 4].map((i) => parseInt(hex[1].substr(i, 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)));
      const luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
      s.style.setProperty('--player-ink', luminance > 0.18 ? '#000000' : '#ffffff');
    }
    return s;
  }

  function renderPlayers(players, seat, secret, unit) {
    const list = $('players');
    const ranks = players.map((p) => num(obj(p).rank));
    list.replaceChildren();
    players.forEach((raw, i) => {
      const p = obj(raw);
      const name = str(p.name);
      const li = el('li', 'player');
      li.dataset.player = String(i);
      if (i === seat)
        li.classList.add('me');
      if (p.now === true)
        li.classList.add('now');
      li.append(swatch(p, name));

      const who = el('div', 'who');
      who.append(el('span', 'name', name));
      if (i === seat)
        who.append(' ', el('span', 'badge you', word('you')));
      if (p.now === true)
        who.append(' ', el('span', 'badge now', word('now')));
      if (str(p.colour_name))
        who.append(el('span', 'colour-name', str(p.colour_name)));
      li.append(who);

      const score = num(p.score);
      const rank = num(p.rank);
      if (!secret && (score !== null || rank !== null)) {
        const box = el('div', 'score');
        if (score !== null)
          box.append(el('span', 'points', unit ? score + '\u00a0' + unit : String(score)));
        if (rank !== null) {
          const tied = ranks.filter((r) => r === rank).length > 1;
          box.append(el('span', 'rank', word(tied ? 'tied-place' : 'place', { place: rank })));
        }
        // Where the player would stand if the game ended now: the game's own final scoring.
        const ended = num(p.if_ended);
        if (ended !== null)
          box.append(el('span', 'if-ended',
                        word('if-ended', { points: unit ? ended + '\u00a0' + unit : String(ended) })));
        li.append(box);
      }

      const facts = el('dl', 'facts');
      fillFacts(facts, p.facts);
      if (facts.childElementCount > 0)
        li.append(facts);
      list.append(li);
    });
  }

  function fillFacts(dl, facts) {
    dl.replaceChildren();
    for (const raw of arr(facts)) {
      const f = obj(raw);
      const label = str(f.label);
      const value = str(f.value);
      if (label === '' && value === '')
        continue;
      const row = el('div');
      row.append(el('dt', '', label), el('dd', '', value));
      dl.append(row);
    }
  }

  function renderFacts(dl, section, facts) {
    fillFacts(dl, facts);
    section.hidden = dl.childElementCount === 0;
  }

  function renderRecent(recent) {
    const list = $('recent');
    list.replaceChildren();
    for (const raw of recent) {
      const e = obj(raw);
      const li = el('li');
      const number = num(e.number);
      if (number !== null)
        li.append(el('span', 'entry-number', number + '.'));
      const body = el('span', 'entry-text', str(e.text));
      if (str(e.points))
        body.append(el('span', 'entry-points', str(e.points)));
      li.append(body);
      list.append(li);
    }
    $('recent-empty').hidden = list.childElementCount > 0;
  }

  // Rows: every cause in the order the players' lines give them (a cause first met at a later
  // player goes after that player's previous one); a column a player, the total at the foot.
  function renderFinal(final, players) {
    const section = $('final');
    if (!final) {
      section.hidden = true;
      return;
    }
    section.hidden = false;
    const winner = str(final.winner);
    text($('winner'), winner ? word('winner', { name: winner }) : '');
    text($('explanation'), str(final.explanation));

    const columns = arr(final.players).map(obj);
    const labels = [];
    const cells = columns.map((p) => {
      const points = new Map();
      let previous = -1;
      for (const raw of arr(p.lines)) {
        const line = obj(raw);
        const label = str(line.label);
        let at = labels.indexOf(label);
        if (at < 0) {
          at = previous + 1;
          labels.splice(at, 0, label);
        }
        previous = at;
        points.set(label, num(line.points));
      }
      return points;
    });

    const table = $('breakdown');
    table.replaceChildren();
    const head = el('thead');
    const headRow = el('tr');
    const corner = el('th', '', word('points-from'));
    corner.scope = 'col';
    headRow.append(corner);
    columns.forEach((p, i) => {
      const name = str(p.name);
      const th = el('th');
      th.scope = 'col';
      const box = el('span', 'column-head');
      box.append(swatch(obj(players[i]), name), el('span', '', name));
      th.append(box);
      if (winner && name === winner)
        th.classList.add('won');
      headRow.append(th);
    });
    head.append(headRow);

    const body = el('tbody');
    for (const label of labels) {
      const tr = el('tr');
      const th = el('th', '', label);
      th.scope = 'row';
      tr.append(th);
      cells.forEach((points) => {
        const value = points.has(label) ? points.get(label) : null;
        tr.append(el('td', '', value === null ? '–' : String(value)));
      });
      body.append(tr);
    }

    const foot = el('tfoot');
    const totalRow = el('tr');
    const totalHead = el('th', '', word('total'));
    totalHead.scope = 'row';
    totalRow.append(totalHead);
    columns.forEach((p, i) => {
      const total = num(p.total);
      const td = el('td', 'total', total === null ? '–' : String(total));
      td.dataset.player = String(i);
      if (winner && str(p.name) === winner)
        td.classList.add('won');
      totalRow.append(td);
    });
    foot.append(totalRow);
    table.append(head, body, foot);
  }

  function renderBgStats(bgstats) {
    const svg = str(bgstats.svg);
    const section = $('bgstats');
    if (!svg.startsWith('<')) {
      section.hidden = true;
      return;
    }
    section.hidden = false;
    $('bgstats-code').src = 'data:image/svg+xml,' + encodeURIComponent(svg);
    const link = str(bgstats.link);
    const a = $('bgstats-link');
    if (/^(https|bgstats):/.test(link)) {
      a.href = link;
      a.parentElement.hidden = false;
    } else {
      a.removeAttribute('href');
      a.parentElement.hidden = true;
    }
  }

  // Read out once: the entries made since the last state (their text and points), and "Your
  // turn" when it comes to this seat. What was already there when the page opened is not.

  return render;
}
