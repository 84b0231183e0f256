/* global window, setTimeout, setInterval, clearInterval */
// The video slot: 5x3 reels drawn with the studio's symbols, a stake row and the spin button.
(() => {
  const { config, texts, game, element, formatSatang, showMessage, act } = window.sandbox;
  const view = config.view;
  const cells = [];
  /** A reel symbol: a plain character in the studio's colour (no emoji font needed). */
  function paint(cell, symbol) {
    cell.textContent = symbol.glyph;
    cell.style.color = symbol.colour;
    cell.style.fontSize = symbol.glyph.length > 1 ? '18px' : '';
  }
  const reels = element('div', { class: 'reels', role: 'img', 'aria-label': 'reels' });
  for (let row = 0; row < 3; row += 1) {
    for (let reel = 0; reel < 5; reel += 1) {
      const cell = element('div');
      paint(cell, view.symbols[(row + reel) % view.symbols.length]);
      cells.push(cell);
      reels.append(cell);
    }
  }
  const controls = element('div');
  const stake = window.sandbox.stakePicker(controls, view.stakesSatang);
  const spinButton = element('button', { type: 'button', class: 'primary', text: texts.spin });
  const paytable = element('details', {}, [
    element('summary', { text: `${texts.paytable} (${view.lines} ${texts.paytableLines})` }),
    element('table', {}, [
      element('tr', {}, [element('th', { text: '' }), element('th', { text: '3' }), element('th', { text: '4' }), element('th', { text: '5' })]),
      ...view.paytable.map((row) =>
        element('tr', {}, [element('td', { text: view.symbols[row.symbolIndex].glyph }), ...row.pays.map((pays) => element('td', { text: `x${pays}` }))]),
      ),
    ]),
  ]);
  game.append(reels, controls, spinButton, paytable);

  function showGrid(grid, lineWins) {
    const hits = new Set();
    for (const win of lineWins) for (let reel = 0; reel < win.count; reel += 1) hits.add(win.rows[reel] * 5 + reel);
    grid.forEach((row, rowIndex) =>
      row.forEach((symbolIndex, reel) => {
        const cell = cells[rowIndex * 5 + reel];
        paint(cell, view.symbols[symbolIndex]);
        cell.className = hits.has(rowIndex * 5 + reel) ? 'hit' : '';
      }),
    );
  }

  function shuffleCells() {
    for (const cell of cells) {
      cell.className = '';
      paint(cell, view.symbols[Math.floor(Math.random() * view.symbols.length)]);
    }
  }

  spinButton.addEventListener('click', async () => {
    spinButton.disabled = true;
    const startedAt = Date.now();
    showMessage('');
    const spinning = setInterval(shuffleCells, 120);
    const answer = await act({ stakeSatang: stake() });
    // The reels turn for the whole game cycle (view.minSpinGapMs, 2.5 s): the outcome, decided
    // already, is shown when the next spin may start. One spin per press; there is no autoplay.
    setTimeout(
      () => {
        clearInterval(spinning);
        spinButton.disabled = false;
        if (!answer.ok) return;
        showGrid(answer.grid, answer.lineWins);
        if (answer.winStatus !== 'paid') showMessage(answer.message, 'error');
        else if (answer.winSatang > 0) showMessage(`${texts.win} ฿${formatSatang(answer.winSatang)}`, 'win');
        else showMessage(texts.noWin);
      },
      Math.max(350, view.minSpinGapMs - (Date.now() - startedAt)),
    );
  });
})();
