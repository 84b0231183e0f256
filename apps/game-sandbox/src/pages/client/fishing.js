/* global window */
// Fishing: pick a fish, pick the cannon's stake, fire. Each shot is one round.
(() => {
  const { config, texts, game, element, formatSatang, showMessage, act } = window.sandbox;
  const view = config.view;
  let target = view.fish[0].key;
  const fishButtons = view.fish.map((fish) =>
    element(
      'button',
      {
        type: 'button',
        class: fish.key === target ? 'selected' : '',
        onClick: () => {
          target = fish.key;
          fishButtons.forEach((button, index) => (button.className = view.fish[index].key === target ? 'selected' : ''));
        },
      },
      [element('span', { text: fish.name }), element('span', { class: 'muted', text: `x${fish.multiple}` })],
    ),
  );
  const controls = element('div');
  const stake = window.sandbox.stakePicker(controls, view.stakesSatang);
  const shootButton = element('button', { type: 'button', class: 'primary', text: `◎ ${texts.shoot}` });
  game.append(element('div', { class: 'section-title', text: texts.pickFish }), element('div', { class: 'grid' }, fishButtons), controls, shootButton);

  shootButton.addEventListener('click', async () => {
    shootButton.disabled = true;
    showMessage('');
    const answer = await act({ stakeSatang: stake(), fish: target });
    shootButton.disabled = false;
    if (!answer.ok) return;
    const fish = view.fish.find((each) => each.key === answer.fish);
    if (answer.winStatus !== 'paid') showMessage(answer.message, 'error');
    else if (answer.caught) showMessage(`${texts.caught} ${fish ? fish.name : ''}! ${texts.win} ฿${formatSatang(answer.winSatang)}`, 'win');
    else showMessage(texts.missed);
  });
})();
