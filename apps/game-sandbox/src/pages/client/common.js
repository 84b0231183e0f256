/* global window, document, fetch */
// Shared by every game page: the page's configuration, requests to the sandbox's play endpoints,
// the balance box and the message line. The engine's script (inlined after this one) uses
// window.sandbox.
(() => {
  const config = JSON.parse(document.getElementById('sandbox-config').textContent);
  const texts = config.texts;
  const balanceElement = document.getElementById('balance');
  const messageElement = document.getElementById('message');

  /** 123450 -> "1,234.50", from whole satang, as the server writes it. */
  function formatSatang(satang) {
    const baht = Math.floor(satang / 100);
    const rest = String(satang % 100).padStart(2, '0');
    return `${baht.toLocaleString('en-US')}.${rest}`;
  }

  /** An element with text only (never HTML), attributes and children. */
  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (name === 'text') node.textContent = value;
      else if (name === 'onClick') node.addEventListener('click', value);
      else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? '' : value);
    }
    for (const child of children || []) if (child) node.append(child);
    return node;
  }

  function showMessage(text, kind) {
    messageElement.textContent = text || '';
    messageElement.className = `message${kind ? ` ${kind}` : ''}`;
  }

  function showBalance(answer) {
    if (answer && answer.balanceText) balanceElement.textContent = answer.balanceText;
  }

  async function request(path, body) {
    try {
      const response = await fetch(`/play/${encodeURIComponent(config.sessionId)}/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await response.json();
      if (!response.ok && answer.ok === undefined) return { ok: false, message: answer.message || answer.error || texts.networkError };
      return answer;
    } catch {
      return { ok: false, message: texts.networkError };
    }
  }

  async function refreshBalance() {
    const answer = await request('balance');
    if (answer.balanceText) showBalance(answer);
    else showMessage(answer.message || texts.balanceUnavailable, 'error');
  }

  /** Sends one action; a refusal is shown (with the operator's balance for "เครดิตไม่พอ"). */
  async function act(body) {
    const answer = await request('action', body);
    showBalance(answer);
    if (answer.ok === false) showMessage(answer.message || texts.networkError, 'error');
    return answer;
  }

  /** A row of stake buttons; returns a function giving the chosen stake in satang. */
  function stakePicker(container, stakesSatang, onChange) {
    let chosen = stakesSatang[0];
    const buttons = stakesSatang.map((stake) =>
      element('button', {
        type: 'button',
        text: formatSatang(stake).replace(/\.00$/, ''),
        'aria-pressed': String(stake === chosen),
        class: stake === chosen ? 'selected' : '',
        onClick: () => {
          chosen = stake;
          for (const [index, button] of buttons.entries()) {
            button.className = stakesSatang[index] === stake ? 'selected' : '';
            button.setAttribute('aria-pressed', String(stakesSatang[index] === stake));
          }
          if (onChange) onChange(stake);
        },
      }),
    );
    container.append(element('div', { class: 'section-title', text: texts.stakeInBaht }), element('div', { class: 'chips' }, buttons));
    return () => chosen;
  }

  /** "mm:ss" until an ISO time. */
  function countdownText(untilIso, now) {
    const seconds = Math.max(0, Math.ceil((Date.parse(untilIso) - now) / 1000));
    return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  }

  document.getElementById('refresh-balance').addEventListener('click', () => {
    showMessage('');
    void refreshBalance();
  });
  if (config.isClosed) showMessage(texts.sessionClosed, 'error');

  const game = document.getElementById('game');
  game.textContent = '';
  window.sandbox = { config, texts, game, element, formatSatang, showMessage, showBalance, request, act, refreshBalance, stakePicker, countdownText };
})();
