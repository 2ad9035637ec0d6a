// SPDX-License-Identifier: GPL-3.0-or-later
// The board's picture above a seat's choices (docs/seats.md, "The board's picture"): the
// game's spots laid out as on the table (an advisor, a depot, a tile placed, where the tile
// may go); a spot where some choice acts is a button, and a tap on it keeps only those
// choices on the list; a second tap shows them all again. Nothing is proposed by a spot: the
// choice is still one tap of its own.
'use strict';

// eslint-disable-next-line no-unused-vars
function tablesideSeatPicture({ $, word, str, num, arr, obj, el, changed }) {
  let picked = '';    // the spot whose choices alone are listed, or ''
  let labels = {};    // each spot's label by id

  function pick(id) {
    picked = picked === id ? '' : id;
    for (const b of $('picture-grid').querySelectorAll('button'))
      b.setAttribute('aria-pressed', b.dataset.spot === picked ? 'true' : 'false');
    hint();
    changed();
  }

  function hint() {
    $('picture-hint').textContent = picked
      ? word('picture-picked', { label: labels[picked] || picked }) : word('picture-hint');
  }

  // The spots of @picture (null: none), @choices being the seat's choices now.
  function render(picture, choices, busy) {
    const spots = arr(picture).map(obj).filter((s) => str(s.id) !== '');
    const acting = new Set(choices.map((c) => str(obj(c).spot)).filter((id) => id !== ''));
    const grid = $('picture-grid');
    grid.replaceChildren();
    labels = {};
    if (!acting.has(picked))
      picked = '';
    let cols = 0;
    for (const spot of spots) {
      const id = str(spot.id);
      const label = str(spot.label) || id;
      labels[id] = label;
      let cell;
      if (acting.has(id)) {
        cell = el('button', 'spot spot-act', str(spot.mark));
        cell.type = 'button';
        cell.dataset.spot = id;
        cell.setAttribute('aria-pressed', id === picked ? 'true' : 'false');
        cell.disabled = busy;
        cell.addEventListener('click', () => pick(id));
      } else {
        cell = el('span', 'spot spot-still', str(spot.mark));
        cell.setAttribute('role', 'img');
      }
      cell.setAttribute('aria-label', label);
      cell.title = label;
      // CSSOM, not a style attribute: the page's Content-Security-Policy allows no inline style.
      cell.style.gridColumn = String((num(spot.col) ?? 0) + 1);
      cell.style.gridRow = String((num(spot.row) ?? 0) + 1);
      cols = Math.max(cols, (num(spot.col) ?? 0) + 1);
      grid.append(cell);
    }
    grid.style.gridTemplateColumns = `repeat(${Math.max(cols, 1)}, minmax(2.75rem, max-content))`;
    $('picture').hidden = acting.size === 0;
    hint();
  }

  // Whether choice @c stays on the list: every choice while no spot is picked.
  const keeps = (c) => picked === '' || str(obj(c).spot) === picked;

  function setBusy(busy) {
    for (const b of $('picture-grid').querySelectorAll('button'))
      b.disabled = busy;
  }

  return { render, keeps, setBusy };
}
