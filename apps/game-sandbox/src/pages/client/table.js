/* global window, setTimeout */
// The live tables (baccarat, roulette, dragon tiger, hi-lo, pok deng): choose a bet and a stake;
// the bet is taken at once and the result arrives a few seconds later ("รอผล...").
(() => {
  const { config, texts, game, element, formatSatang, showMessage, showBalance, request, act, refreshBalance } = window.sandbox;
  let view = config.view;
  let choice = view.choices[0].value;
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

  const tableArea = element('div');
  const choiceArea = element('div');
  const controls = element('div');
  const stake = window.sandbox.stakePicker(controls, view.stakesSatang);
  const betButton = element('button', { type: 'button', class: 'primary', text: texts.placeBet });
  const roundsArea = element('div', { class: 'list' });
  game.append(tableArea, choiceArea, controls, betButton, element('div', { class: 'section-title', text: texts.yourRounds }), roundsArea);

  function choiceButton(each) {
    const pocket = each.value.startsWith('number-') ? Number(each.value.slice('number-'.length)) : null;
    const colour = pocket === null ? '' : pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
    const label =
      pocket === null
        ? [element('span', { text: each.label }), element('span', { class: 'muted', text: each.pays })]
        : [element('span', { text: String(pocket) })];
    return element(
      'button',
      { type: 'button', class: `${colour}${each.value === choice ? ' selected' : ''}`, 'data-value': each.value, onClick: () => selectChoice(each.value) },
      label,
    );
  }

  function selectChoice(value) {
    choice = value;
    for (const button of choiceArea.querySelectorAll('button')) button.classList.toggle('selected', button.dataset.value === value);
  }

  function renderChoices() {
    choiceArea.textContent = '';
    const outside = view.choices.filter((each) => !each.value.startsWith('number-'));
    const numbers = view.choices.filter((each) => each.value.startsWith('number-'));
    if (!view.choices.some((each) => each.value === choice)) choice = view.choices[0].value;
    choiceArea.append(element('div', { class: 'grid' }, outside.map(choiceButton)));
    if (numbers.length > 0) choiceArea.append(element('div', { class: 'numbers' }, numbers.map(choiceButton)));
  }

  function renderTable() {
    tableArea.textContent = '';
    if (view.table && view.table.cardText) {
      const isRed = /[♥♦]/.test(view.table.cardText);
      tableArea.append(
        element('div', { class: 'big-card', style: isRed ? 'color:#c8102e' : '', text: view.table.cardText }),
        element('p', { class: 'muted', text: texts.hiloQuestion }),
      );
    }
  }

  function renderRounds() {
    roundsArea.textContent = '';
    if (view.rounds.length === 0) roundsArea.append(element('p', { class: 'muted', text: texts.noRounds }));
    for (const round of view.rounds) {
      const lines = [element('div', { text: `${round.choiceLabel} · ${texts.stake} ฿${round.stakeText}` })];
      if (round.status === 'waiting') lines.push(element('div', { class: 'muted', text: texts.waiting }));
      else {
        lines.push(element('div', { text: `${texts.result}: ${round.resultText}` }));
        lines.push(
          element('div', { class: round.winSatang > 0 ? 'message win' : 'muted', text: round.winSatang > 0 ? `${texts.win} ฿${round.winText}` : texts.noWin }),
        );
      }
      roundsArea.append(element('div', { class: 'card' }, lines));
    }
  }

  function render() {
    renderTable();
    renderChoices();
    renderRounds();
  }

  async function poll() {
    const waitingBefore = view.rounds.filter((round) => round.status === 'waiting').map((round) => round.round);
    const answer = await request('state');
    if (answer.view) view = answer.view;
    const justSettled = view.rounds.filter((round) => waitingBefore.includes(round.round) && round.status === 'settled');
    for (const round of justSettled) {
      if (round.balanceText) showBalance(round);
      else void refreshBalance();
      showMessage(
        round.winSatang > 0 ? `${texts.win} ฿${formatSatang(round.winSatang)}` : `${texts.result}: ${round.resultText}`,
        round.winSatang > 0 ? 'win' : '',
      );
    }
    render();
    if (view.rounds.some((round) => round.status === 'waiting')) setTimeout(poll, 1000);
  }

  betButton.addEventListener('click', async () => {
    betButton.disabled = true;
    const answer = await act({ choice, stakeSatang: stake() });
    betButton.disabled = false;
    if (!answer.ok) return;
    showMessage(texts.waiting);
    const wasPolling = view.rounds.some((round) => round.status === 'waiting');
    view = { ...view, rounds: [answer.round, ...view.rounds] };
    renderRounds();
    if (!wasPolling) setTimeout(poll, 1000);
  });

  render();
  if (view.rounds.some((round) => round.status === 'waiting')) setTimeout(poll, 1000);
})();
