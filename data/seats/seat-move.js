// SPDX-License-Identifier: GPL-3.0-or-later
// A player enters their own moves (docs/seats.md, "Entering moves"): the seat's choices as
// the engine lists them, found by a tap, a number or words; a tap proposes one to the laptop,
// whose engine decides; the answer is said in a live region. A proposal whose answer has not
// come when the connection drops is kept (sessionStorage too) and sent again, the very same
// message, once the connection is back: the server answers a repeated id as the first time
// and records it at most once. One tap, one proposal: the choices wait for the answer.
// The table's parts (the dice, a tile drawn, the enemy card): each phone enters its own and
// the table's at once, one tap a part; the laptop makes the entry once the last is in.
// The board's picture (seat-picture.js, loaded before this script) narrows the list to the
// choices of the spot tapped.
'use strict';

// eslint-disable-next-line no-unused-vars
function tablesideSeatMove({ $, word, str, num, arr, obj, send, token }) {
  const PENDING_KEY = 'tableside-pending';
  // More choices than this and a filter field stands above them.
  const FILTER_FROM = 7;

  let state = null;
  let waiting = null; // the message sent and not yet answered (its text)
  let choices = [];   // the state's choices on the list now
  let fields = [];    // the table's parts this seat may enter now

  function storage() {
    try {
      return window.sessionStorage;
    } catch (e) {
      return null;
    }
  }

  function keep(text) {
    waiting = text;
    try {
      const s = storage();
      if (s && text)
        s.setItem(PENDING_KEY, text);
      else if (s)
        s.removeItem(PENDING_KEY);
    } catch (e) {
      // Kept in memory only.
    }
  }

  function newId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  // Case and accents aside: "Bruno" finds "bruno", "lenha" finds "Lenha".
  const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

  function el(tag, className, content) {
    const e = document.createElement(tag);
    if (className)
      e.className = className;
    if (content !== undefined)
      e.textContent = content;
    return e;
  }

  // eslint-disable-next-line no-undef
  const picture = tablesideSeatPicture({ $, word, str, num, arr, obj, el,
                                         changed: () => renderChoices() });

  function say(text, refusal, clause) {
    $('move-status').textContent = refusal ? '' : text;
    $('move-refusal').textContent = refusal ? text : '';
    const rule = $('move-rule');
    rule.textContent = refusal && clause ? word('rule', { clause }) : '';
    rule.hidden = rule.textContent === '';
    const why = $('move-why');
    why.hidden = rule.hidden;
    why.dataset.clause = refusal && clause ? clause : '';
    why.setAttribute('aria-expanded', 'false');
    $('move-why-text').replaceChildren();
    $('move-why-text').hidden = true;
  }

  // Why?: the guide's words for the rule, in the phone's language where the guide has them.
  async function why() {
    const clause = $('move-why').dataset.clause;
    const box = $('move-why-text');
    if (!clause)
      return;
    if (!box.hidden) {
      box.hidden = true;
      $('move-why').setAttribute('aria-expanded', 'false');
      return;
    }
    let rule = null;
    try {
      const answer = await fetch('/api/rule?clause=' + encodeURIComponent(clause), {
        headers: { 'Authorization': 'Bearer ' + token() },
        cache: 'no-store',
      });
      if (answer.ok)
        rule = obj(await answer.json());
    } catch (e) {
      rule = null;
    }
    box.replaceChildren();
    if (rule && str(rule.title)) {
      box.append(el('h3', '', str(rule.title)));
      for (const p of arr(rule.text))
        box.append(el('p', '', str(p)));
    } else {
      box.append(el('p', '', word('why-none', { clause })));
    }
    box.hidden = false;
    $('move-why').setAttribute('aria-expanded', 'true');
  }

  function setBusy(busy) {
    for (const b of $('choices').querySelectorAll('button'))
      b.disabled = busy;
    for (const b of $('parts').querySelectorAll('button'))
      b.disabled = busy;
    picture.setBusy(busy);
    $('take-back').disabled = busy;
    $('move').setAttribute('aria-busy', busy ? 'true' : 'false');
  }

  function propose(message) {
    if (waiting)
      return; // one tap, one proposal: the first is on its way
    const text = JSON.stringify(message);
    keep(text);
    setBusy(true);
    say(word('sending'), false);
    send(text); // not open: sent again once the connection is back
  }

  function choose(index) {
    const choice = obj(choices[index]);
    if (!state || choice.entry === undefined)
      return;
    propose({ type: 'propose', id: newId(), at: num(state.revision), entry: choice.entry });
  }

  function enterPart(field, value) {
    if (!state)
      return;
    propose({ type: 'part', id: newId(), at: num(state.revision), field, value });
  }

  // Each part this seat may enter: its label (with the value entered so far) and a button
  // per value, pressed where it is the value entered; a few values in a row, more in a list.
  function renderParts(form) {
    const box = $('parts');
    box.replaceChildren();
    fields = arr(form.fields).map(obj).filter((f) => f.mine === true && arr(f.options).length > 0);
    for (const field of fields) {
      const group = el('div', 'part');
      group.dataset.field = String(num(field.field));
      group.dataset.owner = String(num(field.owner));
      const label = field.owner === -1 || num(field.owner) < 0
        ? word('anyone-part', { label: str(field.label) }) : str(field.label);
      const heading = el('h3', 'part-label',
                         str(field.value_text) ? word('part-value', { label, value: str(field.value_text) })
                                               : label);
      heading.id = 'part-' + num(field.field);
      const options = arr(field.options).map(obj);
      const list = el('div', options.length > FILTER_FROM ? 'part-options part-list' : 'part-options');
      list.setAttribute('role', 'group');
      list.setAttribute('aria-labelledby', heading.id);
      for (const option of options) {
        const button = el('button', 'part-option', str(option.text));
        button.type = 'button';
        button.dataset.field = String(num(field.field));
        button.dataset.value = str(option.value);
        button.setAttribute('aria-pressed', str(option.value) === str(field.value) ? 'true' : 'false');
        button.disabled = waiting !== null;
        button.addEventListener('click', () => enterPart(num(field.field), str(option.value)));
        list.append(button);
      }
      group.append(heading, list);
      box.append(group);
    }
    box.hidden = fields.length === 0;
    const left = str(form.waiting);
    const note = $('parts-waiting');
    note.textContent = left ? word('still-to-enter', { names: left }) : '';
    note.hidden = note.textContent === '' || arr(form.fields).length === 0;
  }

  // The choices the filter and the spot picked keep; a number is a choice's own, as listed
  // without either.
  function matches(filter) {
    const typed = filter.trim();
    const kept = choices.map((c, i) => i).filter((i) => picture.keeps(choices[i]));
    if (/^\d+$/.test(typed)) {
      const n = parseInt(typed, 10);
      return kept.filter((i) => i + 1 === n);
    }
    const words = fold(typed).split(/\s+/).filter((w) => w !== '');
    return kept.filter((i) => words.every((w) => fold(str(obj(choices[i]).text)).includes(w)));
  }

  function renderChoices() {
    const list = $('choices');
    const filter = $('move-filter').value;
    const shown = matches(filter);
    list.replaceChildren();
    for (const i of shown) {
      const li = el('li', 'choice');
      const button = el('button', 'choice-button');
      button.type = 'button';
      button.dataset.choice = String(i);
      button.append(el('span', 'choice-number', String(i + 1)),
                    el('span', 'choice-text', str(obj(choices[i]).text)));
      button.disabled = waiting !== null;
      button.addEventListener('click', () => choose(i));
      li.append(button);
      list.append(li);
    }
    const none = $('choices-none');
    none.textContent = shown.length === 0 && filter.trim() !== ''
      ? word('no-match', { filter: filter.trim() }) : '';
    none.hidden = none.textContent === '';
  }

  // A new state: the seat's choices and what it may take back, or why it may not enter.
  function show(next) {
    state = next;
    const propose = state.finished === true ? {} : obj(state.propose);
    const locked = state.finished === true ? '' : str(state.locked);
    choices = arr(propose.choices).filter((c) => obj(c).entry !== undefined);
    const form = state.finished === true ? {} : obj(state.form);
    renderParts(form);
    const undo = str(propose.undo);
    const note = str(propose.note);
    const section = $('move');
    section.hidden = choices.length === 0 && undo === '' && locked === '' && note === ''
      && arr(form.fields).length === 0;
    // Before the seat's turn, where the rules let it choose: what it chose waits for the turn.
    const ahead = $('move-ahead');
    ahead.textContent = propose.ahead !== true ? ''
      : undo ? word('ahead-kept', { text: undo }) : word('ahead-open');
    ahead.hidden = ahead.textContent === '';
    $('move-note').textContent = note;
    $('move-note').hidden = note === '';
    const lockedNote = $('move-locked');
    lockedNote.textContent = locked;
    lockedNote.hidden = locked === '';
    const filterRow = $('move-filter-row');
    filterRow.hidden = choices.length < FILTER_FROM;
    if (filterRow.hidden)
      $('move-filter').value = '';
    picture.render(propose.picture, choices, waiting !== null);
    renderChoices();
    const takeBack = $('take-back');
    takeBack.textContent = undo ? word('take-back', { text: undo }) : '';
    takeBack.hidden = undo === '';
    takeBack.disabled = waiting !== null;
  }

  // The laptop's answer to a message of this page.
  function result(message) {
    const sent = waiting ? obj(JSON.parse(waiting)) : {};
    if (!waiting || str(message.id) !== str(sent.id))
      return; // an answer to another tab's message, or one already had
    keep(null);
    setBusy(false);
    if (message.ok === true) {
      const said = message.undone === true ? 'taken-back' : message.kept === true ? 'kept' : 'recorded';
      say(word(said, { text: str(message.text) }), false);
    } else if (message.stale === true) {
      say(word('stale'), true);
    } else {
      say(str(message.reason), true, str(message.clause));
    }
    $('move-filter').value = '';
    if (state)
      show(state);
  }

  // The connection is open again (its first state shown): a message still unanswered goes
  // again, the very same.
  function reopened() {
    if (waiting === null) {
      try {
        const s = storage();
        waiting = s ? s.getItem(PENDING_KEY) : null;
      } catch (e) {
        waiting = null;
      }
    }
    if (waiting) {
      setBusy(true);
      send(waiting);
    }
  }

  $('move-filter').addEventListener('input', renderChoices);
  // Enter in the filter takes its one match, as the laptop's lists do.
  $('move-filter').addEventListener('keydown', (event) => {
    if (event.key !== 'Enter')
      return;
    event.preventDefault();
    const shown = matches($('move-filter').value);
    if (shown.length === 1)
      choose(shown[0]);
  });
  $('move-why').addEventListener('click', why);
  $('take-back').addEventListener('click', () => {
    if (state)
      propose({ type: 'undo', id: newId(), at: num(state.revision) });
  });

  return { show, result, reopened };
}
