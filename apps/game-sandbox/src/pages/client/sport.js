/* global window, setInterval */
// The sportsbook: today's fixtures with 1X2 prices, a one-selection bet slip, and the player's
// slips, open ("รอผล...") or settled with the score.
(() => {
  const { config, texts, game, element, formatSatang, showMessage, request, act, refreshBalance, countdownText } = window.sandbox;
  let view = config.view;
  let selection = null;
  const PICK_LABELS = { home: texts.home, draw: texts.draw, away: texts.away };

  const fixturesArea = element('div', { class: 'list' });
  const slipsArea = element('div', { class: 'list' });
  const slip = element('div', { class: 'slip', hidden: true });
  game.append(
    element('div', { class: 'section-title', text: texts.pickSelection }),
    fixturesArea,
    element('div', { class: 'section-title', text: texts.openBets }),
    slipsArea,
    slip,
  );

  function renderFixtures() {
    fixturesArea.textContent = '';
    for (const fixture of view.fixtures) {
      const isSettled = Boolean(fixture.result);
      const buttons = ['home', 'draw', 'away'].map((pick) =>
        element(
          'button',
          {
            type: 'button',
            disabled: isSettled,
            class: selection && selection.fixture.id === fixture.id && selection.pick === pick ? 'selected' : '',
            onClick: () => openSlip(fixture, pick),
          },
          [element('span', { text: PICK_LABELS[pick] }), element('b', { text: fixture.odds[pick] })],
        ),
      );
      const status = isSettled ? `${texts.fixtureSettled} ${fixture.result.score}` : `${texts.kickOff} ${fixture.kickOffText}`;
      fixturesArea.append(
        element('div', { class: 'card' }, [
          element('div', { text: `${fixture.home}` }),
          element('div', { text: `vs ${fixture.away}` }),
          element('div', { class: 'muted', text: status }),
          element('div', { class: 'odds' }, buttons),
        ]),
      );
    }
  }

  function renderSlips() {
    slipsArea.textContent = '';
    if (view.slips.length === 0) slipsArea.append(element('p', { class: 'muted', text: texts.noRounds }));
    const now = Date.now();
    for (const bet of view.slips) {
      const lines = [
        element('div', { text: `${bet.fixture.home} vs ${bet.fixture.away}` }),
        element('div', { class: 'muted', text: `${PICK_LABELS[bet.pick]} @ ${bet.odds} · ${texts.stake} ฿${bet.stakeText}` }),
      ];
      if (bet.status === 'open') {
        const wait = bet.fixture.publishesAt ? ` (${countdownText(bet.fixture.publishesAt, now)})` : '';
        lines.push(element('div', { text: `${texts.waiting}${wait}` }));
      } else {
        lines.push(element('div', { text: `${texts.result}: ${bet.fixture.result ? bet.fixture.result.score : ''}` }));
        lines.push(
          element('div', { class: bet.status === 'won' ? 'message win' : 'muted', text: bet.status === 'won' ? `${texts.win} ฿${bet.winText}` : texts.noWin }),
        );
      }
      slipsArea.append(element('div', { class: 'card' }, lines));
    }
  }

  function openSlip(fixture, pick) {
    selection = { fixture, pick };
    slip.textContent = '';
    const inner = element('div', { class: 'slip-inner' });
    const returnLine = element('div', { class: 'muted' });
    const stake = window.sandbox.stakePicker(inner, view.stakesSatang, (chosen) => updateReturn(chosen));
    function updateReturn(chosen) {
      const odds = Math.round(Number(fixture.odds[pick]) * 100);
      returnLine.textContent = `${texts.maxReturn} ฿${formatSatang(Math.floor((chosen * odds) / 100))}`;
    }
    updateReturn(stake());
    const place = element('button', { type: 'button', class: 'primary', text: texts.placeBet });
    const close = element('button', { type: 'button', text: '✕', 'aria-label': texts.close, onClick: closeSlip });
    place.addEventListener('click', async () => {
      place.disabled = true;
      const answer = await act({ fixtureId: fixture.id, pick, stakeSatang: stake() });
      place.disabled = false;
      if (!answer.ok) return;
      showMessage(texts.waiting);
      closeSlip();
      await poll();
    });
    inner.prepend(
      element('div', { style: 'display:flex;align-items:center;gap:8px' }, [
        element('strong', { style: 'flex:1', text: `${texts.betSlip}: ${PICK_LABELS[pick]} @ ${fixture.odds[pick]}` }),
        close,
      ]),
      element('div', { class: 'muted', text: `${fixture.home} vs ${fixture.away}` }),
    );
    inner.append(returnLine, place);
    slip.append(inner);
    slip.hidden = false;
    renderFixtures();
  }

  function closeSlip() {
    selection = null;
    slip.hidden = true;
    renderFixtures();
  }

  async function poll() {
    const openBefore = view.slips.filter((bet) => bet.status === 'open').map((bet) => bet.round);
    const answer = await request('state');
    if (answer.view) view = answer.view;
    const settled = view.slips.filter((bet) => openBefore.includes(bet.round) && bet.status !== 'open');
    if (settled.length > 0) {
      void refreshBalance();
      const won = settled.filter((bet) => bet.status === 'won');
      showMessage(
        won.length > 0 ? `${texts.win} ฿${won.map((bet) => bet.winText).join(', ')}` : `${texts.result}: ${texts.noWin}`,
        won.length > 0 ? 'win' : '',
      );
    }
    renderFixtures();
    renderSlips();
  }

  renderFixtures();
  renderSlips();
  // The page follows the open slips: the countdown each second, the book every few seconds.
  let ticks = 0;
  setInterval(() => {
    ticks += 1;
    const hasOpen = view.slips.some((bet) => bet.status === 'open');
    if (hasOpen && ticks % 3 === 0) void poll();
    else if (hasOpen) renderSlips();
  }, 1000);
})();
