/* global window, setInterval */
// The lottery: the next draw's countdown, "2 ตัว" / "3 ตัวตรง" tickets, your tickets and past results.
(() => {
  const { config, texts, game, element, showMessage, request, act, refreshBalance, countdownText } = window.sandbox;
  let view = config.view;
  let kind = 'two';
  // The server's clock decides draws; the page counts down from the time it was told.
  let drawAtLocal = Date.now() + view.msToNextDraw;

  const countdown = element('div', { class: 'countdown', 'aria-live': 'off' });
  const drawLabel = element('div', { class: 'muted', style: 'text-align:center' });
  const kindButtons = [
    ['two', `${texts.twoDigits} (x90)`],
    ['three', `${texts.threeDigits} (x900)`],
  ].map(([value, label]) =>
    element('button', { type: 'button', class: value === kind ? 'selected' : '', 'data-kind': value, text: label, onClick: () => chooseKind(value) }),
  );
  const numberInput = element('input', {
    type: 'text',
    inputmode: 'numeric',
    pattern: '[0-9]*',
    maxlength: '2',
    placeholder: '00',
    'aria-label': texts.number,
    autocomplete: 'off',
  });
  const controls = element('div');
  const stake = window.sandbox.stakePicker(controls, view.stakesSatang);
  const buyButton = element('button', { type: 'button', class: 'primary', text: texts.buy });
  const ticketsArea = element('div', { class: 'list' });
  const resultsArea = element('div', { class: 'list' });
  game.append(
    element('div', { class: 'card' }, [element('div', { class: 'muted', style: 'text-align:center', text: texts.nextDraw }), countdown, drawLabel]),
    element('div', { class: 'chips' }, kindButtons),
    numberInput,
    controls,
    buyButton,
    element('div', { class: 'section-title', text: texts.yourTickets }),
    ticketsArea,
    element('div', { class: 'section-title', text: texts.pastResults }),
    resultsArea,
  );

  function chooseKind(value) {
    kind = value;
    for (const button of kindButtons) button.className = button.dataset.kind === kind ? 'selected' : '';
    const digits = kind === 'two' ? 2 : 3;
    numberInput.maxLength = digits;
    numberInput.placeholder = '0'.repeat(digits);
    numberInput.value = numberInput.value.slice(0, digits);
  }

  function render() {
    drawAtLocal = Date.now() + view.msToNextDraw;
    drawLabel.textContent = `${texts.drawAt} ${view.nextDrawTimeText} ${texts.oClock}`;
    ticketsArea.textContent = '';
    if (view.tickets.length === 0) ticketsArea.append(element('p', { class: 'muted', text: texts.noRounds }));
    for (const ticket of view.tickets) {
      const label = `${ticket.kind === 'two' ? texts.twoDigits : texts.threeDigits} ${ticket.number} · ฿${ticket.stakeText}`;
      const status = ticket.status === 'open' ? texts.waiting : ticket.status === 'won' ? `${texts.win} ฿${ticket.winText}` : texts.noWin;
      ticketsArea.append(
        element('div', { class: 'card' }, [
          element('div', { text: label }),
          element('div', { class: ticket.status === 'won' ? 'message win' : 'muted', text: status }),
        ]),
      );
    }
    resultsArea.textContent = '';
    if (view.results.length === 0) resultsArea.append(element('p', { class: 'muted', text: texts.noRounds }));
    for (const result of view.results) {
      resultsArea.append(
        element('div', { class: 'card' }, [
          element('strong', { text: result.number }),
          element('span', { class: 'muted', text: ` · ${texts.drawAt} ${result.drawTimeText} ${texts.oClock}` }),
        ]),
      );
    }
  }

  async function poll() {
    const hadOpen = view.tickets.some((ticket) => ticket.status === 'open');
    const answer = await request('state');
    if (!answer.view) return;
    view = answer.view;
    if (hadOpen && !view.tickets.some((ticket) => ticket.status === 'open')) {
      void refreshBalance();
      const latest = view.results[0];
      if (latest) showMessage(`${texts.result}: ${latest.number}`, '');
    }
    render();
  }

  buyButton.addEventListener('click', async () => {
    const digits = kind === 'two' ? 2 : 3;
    const number = numberInput.value.trim();
    if (!new RegExp(`^\\d{${digits}}$`).test(number)) {
      showMessage(`${texts.enterDigitsBefore} ${digits} ${texts.enterDigitsAfter}`, 'error');
      return;
    }
    buyButton.disabled = true;
    const answer = await act({ kind, number, stakeSatang: stake() });
    buyButton.disabled = false;
    if (!answer.ok) return;
    showMessage(`${texts.buy} ${number} ✓`, 'win');
    await poll();
  });

  render();
  let ticks = 0;
  setInterval(() => {
    ticks += 1;
    countdown.textContent = countdownText(new Date(drawAtLocal).toISOString(), Date.now());
    if (drawAtLocal <= Date.now() || ticks % 5 === 0) void poll();
  }, 1000);
  countdown.textContent = countdownText(new Date(drawAtLocal).toISOString(), Date.now());
})();
