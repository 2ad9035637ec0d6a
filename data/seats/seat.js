// SPDX-License-Identifier: GPL-3.0-or-later
// A player's phone at the table. It joins a seat (the link's #t=TOKEN, or a typed seat code),
// then follows the game over one WebSocket, /api/live, which sends the seat's state at once
// and after every change (docs/seats.md). Every string it shows comes from /words or the
// state, both in the phone's language. Nothing here trusts the state's shape: a member
// missing or of another type shows nothing, never throws.
'use strict';

(function () {
  const TOKEN_KEY = 'tableside-token';
  const PHONE_KEY = 'tableside-phone';
  const PROTOCOL = 'tableside-1';
  // The longest wait between two tries to reach the table again (ms).
  const BACKOFF_MAX = 4000;
  const PING_EVERY = 30000;

  // The words that only this script shows, in English until /words answers
  // (app/model/seats/ts-seat-words.c holds them all, with their translations).
  const ENGLISH = {
    'connecting': 'Connecting to the table…',
    'live': 'Following the game live',
    'reconnecting': 'Connection lost: trying again…',
    'renewed': 'This seat’s link was renewed. Ask the scorekeeper for the new seat code.',
    'removed': 'The scorekeeper removed this phone from the table.',
    'stopped': 'The table stopped sharing the game.',
    'link-invalid': 'This link no longer opens a seat. Ask the scorekeeper for your seat code.',
    'join-empty': 'Type your seat code first.',
    'join-refused': 'No seat has this code. Check it with the scorekeeper.',
    'join-too-often': 'Too many tries. Wait a minute, then try again.',
    'join-unreachable': 'The table cannot be reached. Is this phone on the same network as the scorekeeper’s computer?',
    'joining': 'Joining…',
    'you': 'You',
    'you-are': 'You are {name}',
    'now': 'Now',
    'place': 'Place {place}',
    'tied-place': 'Tied for place {place}',
    'winner': 'Winner: {name}',
    'total': 'Total',
    'points-from': 'Points from',
    'your-move': 'Your move',
    'move-filter': 'Type a number or words',
    'no-match': 'No choice has “{filter}”.',
    'sending': 'Sending to the table…',
    'recorded': 'Recorded: {text}',
    'taken-back': 'Taken back: {text}',
    'take-back': 'Take back: {text}',
    'kept': 'Kept: {text}',
    'ahead-open': 'Your turn has not come yet: what you choose now is recorded when it does.',
    'ahead-kept': 'Chosen ahead: {text} It is recorded when your turn comes.',
    'anyone-part': '{label} (anyone at the table)',
    'still-to-enter': 'Still to enter: {names}',
    'part-value': '{label}: {value}',
    'stale': 'The game moved on before this arrived: nothing was recorded. Here is the game as it is now.',
    'rule': 'Rule {clause}',
    'why': 'Why?',
    'why-none': 'The guide on this computer has no words for rule {clause}.',
  };

  let words = {};
  let wordsLoaded = false; // /words answered: a key missing from it is a mistake of this page
  let token = null;
  let phone = null;
  let socket = null;
  let attempts = 0;
  let retryTimer = 0;
  let pingTimer = 0;
  let stopped = false; // closed for good (renewed, removed, stopped): no more tries
  let shown = null;    // the state on the screen
  let announcedUpTo = -1; // the newest entry number read out (or skipped as already there)
  let wakeLock = null;

  const $ = (id) => document.getElementById(id);

  // --- Members of unknown shape -------------------------------------------------------------

  const str = (v) => (typeof v === 'string' ? v : (typeof v === 'number' && isFinite(v) ? String(v) : ''));
  const num = (v) => (typeof v === 'number' && isFinite(v) ? v : null);
  const arr = (v) => (Array.isArray(v) ? v : []);
  const obj = (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {});
  // What a state looks like on the page (seat-render.js, loaded before this script).
  const render = tablesideSeatRender({ $, word: (key, values) => word(key, values), str, num, arr, obj });
  // The seat's own moves (seat-move.js): it sends over the live connection when it is open.
  const move = tablesideSeatMove({
    $, word: (key, values) => word(key, values), str, num, arr, obj,
    token: () => token,
    send: (text) => {
      if (!socket || socket.readyState !== WebSocket.OPEN)
        return false;
      socket.send(text);
      return true;
    },
  });

  function storage(kind) {
    try {
      return window[kind];
    } catch (e) {
      return null; // storage refused (a private window, a policy)
    }
  }

  function load(kind, key) {
    try {
      const s = storage(kind);
      return s ? s.getItem(key) : null;
    } catch (e) {
      return null;
    }
  }

  function save(kind, key, value) {
    try {
      const s = storage(kind);
      if (!s)
        return;
      if (value === null)
        s.removeItem(key);
      else
        s.setItem(key, value);
    } catch (e) {
      // Kept in memory only: this page still works until it is closed.
    }
  }

  // --- Words --------------------------------------------------------------------------------

  function word(key, values) {
    if (wordsLoaded && !(key in words))
      console.warn('tableside: /words has no ' + key);
    let text = str(words[key]) || ENGLISH[key] || '';
    if (values) {
      for (const [name, value] of Object.entries(values))
        text = text.split('{' + name + '}').join(String(value));
    }
    return text;
  }

  function applyWords() {
    for (const el of document.querySelectorAll('[data-word]')) {
      if (wordsLoaded)
        el.textContent = word(el.dataset.word) || el.textContent;
    }
    for (const el of document.querySelectorAll('[data-word-alt]')) {
      if (wordsLoaded)
        el.alt = word(el.dataset.wordAlt) || el.alt;
    }
  }

  async function fetchWords() {
    try {
      const answer = await fetch('/words', { cache: 'no-store' });
      if (answer.ok) {
        const body = obj(await answer.json());
        words = obj(body.words);
        wordsLoaded = true;
        const lang = str(body.lang);
        if (/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang))
          document.documentElement.lang = lang;
      }
    } catch (e) {
      // The English in the page and in ENGLISH stands in.
    }
    applyWords();
    document.body.classList.remove('waiting');
  }

  // --- The seat: token and phone ------------------------------------------------------------

  const validToken = (t) => typeof t === 'string' && /^[0-9A-Za-z_-]{8,128}$/.test(t);

  function phoneId() {
    let id = load('localStorage', PHONE_KEY);
    if (!id || !/^[0-9a-f]{16}$/.test(id)) {
      const bytes = new Uint8Array(8);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      save('localStorage', PHONE_KEY, id);
    }
    return id;
  }

  // The link's token leaves the address bar at once: a shared screenshot or the history shows
  // no seat.
  function tokenFromLink() {
    const hash = location.hash.replace(/^#/, '');
    if (hash === '')
      return;
    const t = new URLSearchParams(hash).get('t');
    if (validToken(t))
      save('sessionStorage', TOKEN_KEY, t);
    history.replaceState(null, '', location.pathname + location.search);
  }

  // --- Showing what is going on -------------------------------------------------------------

  function setConnection(state) {
    const el = $('connection');
    el.dataset.state = state;
    el.textContent = word({ connecting: 'connecting', live: 'live', lost: 'reconnecting' }[state]);
  }

  function showNotice(key, retry) {
    $('notice-text').textContent = word(key);
    $('notice-retry').hidden = !retry;
    $('notice').hidden = false;
    $('connection').hidden = true;
  }

  function hideNotice() {
    $('notice').hidden = true;
    $('connection').hidden = false;
  }

  function showJoin(errorKey) {
    $('join').hidden = false;
    $('game').hidden = true;
    $('connection').hidden = true;
    $('join-error').textContent = errorKey ? word(errorKey) : '';
  }

  // --- Joining by code ----------------------------------------------------------------------

  async function join(event) {
    event.preventDefault();
    const input = $('join-code');
    const code = input.value.replace(/[\s-]+/g, '').toUpperCase();
    const error = $('join-error');
    if (code === '') {
      error.textContent = word('join-empty');
      input.focus();
      return;
    }
    const button = $('join-button');
    button.disabled = true;
    button.textContent = word('joining');
    error.textContent = '';
    try {
      const answer = await fetch('/api/join', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
        cache: 'no-store',
      });
      let body = {};
      try {
        body = obj(await answer.json());
      } catch (e) {
        body = {};
      }
      if (answer.ok && validToken(body.token)) {
        save('sessionStorage', TOKEN_KEY, body.token);
        token = body.token;
        input.value = '';
        $('join').hidden = true;
        hideNotice();
        stopped = false;
        connect();
      } else if (answer.status === 429) {
        error.textContent = str(body.error) || word('join-too-often');
      } else if (answer.status === 403 || answer.status === 400) {
        error.textContent = str(body.error) || word('join-refused');
      } else {
        error.textContent = word('join-unreachable');
      }
    } catch (e) {
      error.textContent = word('join-unreachable');
    }
    button.disabled = false;
    button.textContent = word('join');
    if (error.textContent)
      input.focus();
  }

  // --- The live connection ------------------------------------------------------------------

  function clearTimers() {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    retryTimer = 0;
    pingTimer = 0;
  }

  function connect() {
    clearTimers();
    if (socket) {
      const old = socket;
      socket = null;
      old.close();
    }
    if (!token || stopped)
      return;
    setConnection(shown ? 'lost' : 'connecting');
    const lang = (navigator.language || 'en').replace(/[^A-Za-z0-9-]/g, '');
    let ws;
    try {
      ws = new WebSocket('ws://' + location.host + '/api/live',
                         [PROTOCOL, 'token.' + token, 'phone.' + phone, 'lang.' + lang]);
    } catch (e) {
      retry();
      return;
    }
    socket = ws;
    let opened = false;
    let first = true;
    ws.onopen = () => {
      if (ws !== socket)
        return;
      opened = true;
      attempts = 0;
      setConnection('live');
      pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN)
          ws.send(JSON.stringify({ type: 'ping' }));
      }, PING_EVERY);
    };
    ws.onmessage = (event) => {
      if (ws !== socket || typeof event.data !== 'string')
        return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (obj(message).type === 'state') {
        showState(message, first);
        // Back on the connection: a proposal still unanswered goes again.
        if (first)
          move.reopened();
        first = false;
      } else if (obj(message).type === 'result') {
        move.result(obj(message));
      }
    };
    ws.onclose = (event) => {
      if (ws !== socket)
        return;
      socket = null;
      clearTimers();
      closed(event.code, opened);
    };
  }

  function closed(code, opened) {
    if (code === 4001) {
      // The seat's link was renewed: this phone needs the new code.
      forget();
      showJoin();
      showNotice('renewed', false);
    } else if (code === 4003) {
      forget();
      $('join').hidden = true;
      showNotice('removed', false);
    } else if (code === 1001) {
      // The game shown stays, as it was last; whose turn it is no longer follows it.
      stopped = true;
      $('your-turn').hidden = true;
      showNotice('stopped', true);
    } else if (!opened) {
      // Refused before it opened: a token the table no longer knows, or the table out of
      // reach. Only the first is for good.
      checkToken();
    } else {
      retry();
    }
  }

  // This phone no longer has a seat: nothing of the game stays on its screen.
  function forget() {
    stopped = true;
    token = null;
    shown = null;
    save('sessionStorage', TOKEN_KEY, null);
    $('game').hidden = true;
    $('move').hidden = true;
    $('game-name').textContent = '';
    $('title').textContent = 'Tableside';
    document.title = 'Tableside';
    $('progress').hidden = true;
    $('you-are').hidden = true;
  }

  async function checkToken() {
    try {
      const answer = await fetch('/api/state', {
        headers: { 'Authorization': 'Bearer ' + token },
        cache: 'no-store',
      });
      if (answer.status === 401) {
        forget();
        showJoin('link-invalid');
        return;
      }
    } catch (e) {
      // Out of reach: try again.
    }
    retry();
  }

  function retry() {
    if (stopped || !token)
      return;
    setConnection('lost');
    clearTimeout(retryTimer);
    const wait = Math.min(BACKOFF_MAX, 250 * Math.pow(2, attempts)) * (0.75 + Math.random() / 2);
    attempts++;
    retryTimer = setTimeout(connect, wait);
  }

  // --- The state ----------------------------------------------------------------------------

  function showState(state, fresh) {
    const revision = num(state.revision);
    // Every state is the game as it is now: a connection delivers them in order, and after an
    // undo on the laptop the game holds fewer entries than the state before.
    const before = shown;
    shown = state;
    hideNotice();
    $('join').hidden = true;
    $('game').hidden = false;
    try {
      render(state);
      move.show(state);
    } catch (e) {
      console.error('tableside: a state the page could not show', e);
    }
    announce(state, before);
    // Which state is on the screen, for the browser tests (tests/browser/phones.mjs).
    document.body.dataset.revision = revision === null ? '' : String(revision);
    keepAwake();
  }

  function announce(state, before) {
    const fresh = arr(state.recent).map(obj)
      .filter((e) => num(e.number) !== null && e.number > announcedUpTo)
      .sort((a, b) => a.number - b.number);
    const newest = fresh.length > 0 ? fresh[fresh.length - 1].number : announcedUpTo;
    const lines = [];
    if (before !== null && announcedUpTo >= 0) {
      for (const e of fresh)
        lines.push([str(e.text), str(e.points)].filter((s) => s !== '').join(', '));
    }
    const seat = num(state.seat);
    const mine = seat !== null && num(state.turn) === seat && state.finished !== true;
    const wasMine = before !== null && num(before.seat) !== null &&
      num(before.turn) === num(before.seat) && before.finished !== true;
    if (mine && !wasMine && before !== null) {
      lines.push(word('your-turn'));
      if (navigator.vibrate)
        navigator.vibrate(200);
    }
    announcedUpTo = Math.max(announcedUpTo, newest, 0);
    if (lines.length > 0)
      $('announce').textContent = lines.join('. ');
  }

  // --- The screen stays on while the game is followed (where the browser allows it: not on
  // plain http but for this computer's own address) ----------------------------------------

  async function keepAwake() {
    if (wakeLock || !('wakeLock' in navigator) || document.visibilityState !== 'visible')
      return;
    try {
      wakeLock = await navigator.wakeLock.request('screen');
      wakeLock.addEventListener('release', () => {
        wakeLock = null;
      });
    } catch (e) {
      wakeLock = null;
    }
  }

  // --- Start --------------------------------------------------------------------------------

  async function start() {
    phone = phoneId();
    tokenFromLink();
    $('join-form').addEventListener('submit', join);
    $('notice-retry').addEventListener('click', () => {
      stopped = false;
      attempts = 0;
      hideNotice();
      connect();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible')
        return;
      if (shown)
        keepAwake();
      // Back on screen: a dropped connection is tried again now, not after its wait.
      if (!socket && token && !stopped) {
        attempts = 0;
        connect();
      }
    });
    window.addEventListener('online', () => {
      if (!socket && token && !stopped) {
        attempts = 0;
        connect();
      }
    });

    await fetchWords();
    token = load('sessionStorage', TOKEN_KEY);
    if (!validToken(token)) {
      token = null;
      showJoin();
      return;
    }
    connect();
  }

  start();
})();
