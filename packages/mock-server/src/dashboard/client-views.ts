/**
 * The dashboard script's views (browser JavaScript as text, see client-core.ts): cards, the timeline, the
 * webhooks with every attempt and the dead-letter queue, both styles' tenants, the faults and the clock,
 * each built from the control API's answers.
 */
export const CLIENT_VIEWS = `
function cardsOf(state) {
  const budgets = new Map(state.styleB.budgets.map((budget) => [budget.budgetId, budget]));
  const b = state.styleB.cards.map((card) => ({
    id: card.cardId, style: 'B', number: card.maskedCardNumber, status: card.status,
    holder: card.cardholderId, owner: card.accountId, label: card.label,
    balance: budgets.has(card.budgetId) ? budgets.get(card.budgetId).balance.available + ' USD (budget)' : '',
  }));
  const a = state.styleA.cards.map((card) => ({
    id: card.id, style: 'A', number: card.bin + '******' + card.last_four, status: card.status,
    holder: card.cardholder_id, owner: card.organization_id, label: card.label,
    balance: card.funding === 'PREPAID' ? cents(card.balance_cents) + ' (prepaid)' : card.funding,
  }));
  return b.concat(a);
}

const cardName = (card) => card.number + ' · ' + card.style + ' · ' + card.status;

function renderCards(cards, transactions) {
  render('cards-table', cards, () => table('Cards, both styles', [
    ['Style', (c) => c.style], ['Card number', (c) => h('span', { class: 'mono pan', text: c.number })],
    ['Status', (c) => statusText(c.status)], ['Balance', (c) => c.balance], ['Cardholder', (c) => c.holder],
    ['Owner', (c) => c.owner], ['Label', (c) => c.label], ['Card id', (c) => h('code', { text: c.id })],
  ], cards, 'No cards yet: issue one through Style A or Style B.'));
  fillSelect($('card-select'), cards.map((c) => [c.id, cardName(c)]), cards.length ? '' : 'No cards yet');
  if (!$('card-select').value && cards.length) $('card-select').value = cards[cards.length - 1].id;
  const mine = transactions.filter((t) => t.cardId === $('card-select').value);
  fillSelect($('transaction-select'), mine.slice().reverse().map((t) =>
    [t.cardTransactionId, t.amount + ' ' + t.currency + ' · ' + t.status + ' · ' + t.merchantName]), mine.length ? '' : 'No transactions on this card');
  if (!$('transaction-select').value && mine.length) $('transaction-select').value = mine[mine.length - 1].cardTransactionId;
  fillSelect($('timeline-card'), cards.map((c) => [c.id, c.number + ' · ' + c.style]), 'All cards');
}

function timelineOf(transactions, events) {
  const txs = transactions.map((t) => ({
    key: 'tx-' + t.cardTransactionId + '-' + t.updatedAt, at: t.updatedAt, type: 'transaction', cardId: t.cardId,
    label: 'Transaction ' + t.status, detail: t.amount + ' ' + t.currency + ' at ' + t.merchantName +
      (t.declineReason ? ' · declined: ' + t.declineReason : '') + (t.refundedAmount ? ' · refunded ' + t.refundedAmount : ''),
  }));
  const evs = events.map((event) => {
    const p = event.payload || {};
    const cardId = p.cardId || p.card_id || (/^card[._]/i.test(event.type) ? p.id : undefined);
    return { key: 'ev-' + event.id, at: event.at, type: event.type, cardId, label: event.type,
      detail: 'Style ' + event.style.toUpperCase() + ' · ' + (p.status || p.kyc_status || p.amount || '') };
  });
  // Newest first; the sort is stable, so entries at the same time keep the event log's order.
  return evs.concat(txs).sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0));
}

function renderTimeline(entries, cards) {
  const types = [...new Set(entries.map((entry) => entry.type))].sort();
  fillSelect($('timeline-type'), types.map((type) => [type, type === 'transaction' ? 'Transactions' : type]), 'All types');
  const type = $('timeline-type').value;
  const card = $('timeline-card').value;
  const numbers = new Map(cards.map((c) => [c.id, c.number]));
  const shown = entries.filter((e) => (!type || e.type === type) && (!card || e.cardId === card)).slice(0, 150);
  render('timeline-list', shown, () => shown.length
    ? h('ol', { class: 'scroll', 'aria-label': 'Timeline entries, newest first', tabindex: '0' }, shown.map((e) =>
      h('li', {}, [h('time', { datetime: e.at, class: 'mono', text: time(e.at) }), ' ', h('strong', { text: e.label }),
        e.cardId ? ' · ' + (numbers.get(e.cardId) || e.cardId) : '', ' · ', e.detail])))
    : h('p', { class: 'empty', text: 'Nothing matches.' }));
}

const attemptsOf = (d) => d.attempts.length
  ? h('ol', { class: 'attempts' }, d.attempts.map((a) => h('li', {
    text: time(a.at) + ' · ' + (a.status === null ? 'no answer' : 'HTTP ' + a.status) + ' · ' + a.latencyMs + ' ms' + (a.error ? ' · ' + a.error : ''),
  })))
  : 'not attempted yet';

function renderWebhooks(endpoints, deliveries, dead) {
  render('endpoints', endpoints, () => table('Endpoints', [
    ['URL', (e) => h('code', { text: e.url })], ['Style', (e) => e.style.toUpperCase()],
    ['Program', (e) => e.programId], ['Events', (e) => e.eventTypes.length + (e.eventTypes.length === 1 ? ' type' : ' types')],
  ], endpoints, 'No endpoints: register one with POST /_mock/webhooks/endpoints.'));
  render('dead-letters', dead, () => table('Dead-letter queue', [
    ['Event', (d) => d.eventType], ['URL', (d) => h('code', { text: d.url })], ['Attempts', attemptsOf],
    ['', (d) => h('button', { type: 'button', 'data-key': 'replay-' + d.id, 'data-replay': d.id,
      'aria-label': 'Replay ' + d.eventType + ' to ' + d.url, text: 'Replay' })],
  ], dead, 'The dead-letter queue is empty.'));
  render('deliveries', deliveries, () => table('Deliveries, newest first', [
    ['Event', (d) => d.eventType], ['Status', (d) => statusText(d.status)], ['URL', (d) => h('code', { text: d.url })],
    ['Attempts (time, status, latency, error)', attemptsOf], ['Next attempt', (d) => time(d.nextAttemptAt)],
  ], deliveries, 'No deliveries yet.'));
}

function renderTenants(state) {
  const b = state.styleB;
  const a = state.styleA;
  const balance = (x) => x.balance.available + ' available · ' + x.balance.locked + ' locked';
  render('tenant-tables', { b, a }, () => h('div', {}, [
    h('h3', { text: 'Style B' }),
    table('Programs and partner accounts', [['Program', (p) => p.name], ['Program id', (p) => p.id], ['Partner account', (p) => p.parentAccountId]], b.programs),
    table('Sub-accounts', [['Name', (x) => x.name], ['Account id', (x) => x.accountId], ['KYC', (x) => x.kycStatus], ['Initialized', (x) => (x.initialized ? 'yes' : 'no')]], b.accounts),
    table('Wallets', [['Account', (w) => w.accountId], ['Currency', (w) => w.currency], ['Balance', balance]], b.wallets),
    table('Budgets', [['Name', (x) => x.name], ['Account', (x) => x.accountId], ['Balance', balance]], b.budgets),
    table('Cardholders (Style B)', [['Name', (c) => c.firstName + ' ' + c.lastName], ['Status', (c) => c.status], ['Account', (c) => c.accountId], ['Id', (c) => c.cardholderId]], b.cardholders),
    h('h3', { text: 'Style A' }),
    table('Organizations', [['Name', (o) => o.name], ['Id', (o) => o.id], ['Parent', (o) => o.parentId], ['Credit', (o) => cents(o.creditCents)]], a.organizations),
    table('Applicants', [['Name', (x) => [x.firstName, x.lastName].filter(Boolean).join(' ')], ['KYC', (x) => x.kycStatus], ['Organization', (x) => x.organizationId], ['Id', (x) => x.id]], a.applicants),
    table('Cardholders (Style A)', [['Name', (c) => c.first_name + ' ' + c.last_name], ['Status', (c) => c.status], ['Program', (c) => c.program_id], ['Id', (c) => c.id]], a.cardholders),
  ]));
}

function describeFault(f) {
  const m = f.match || {};
  const where = [m.style ? 'Style ' + m.style.toUpperCase() : 'both styles', m.method || 'any method', m.path || 'any path'].join(' · ');
  const effect = f.effect.type === 'status' ? 'answer ' + f.effect.status : f.effect.type === 'timeout' ? 'time out ' + f.effect.delayMs + ' ms' : 'drop the connection';
  return { where, effect };
}

function renderFaults(faults) {
  render('fault-list', faults, () => table('Active faults', [
    ['Calls matched', (f) => describeFault(f).where], ['Effect', (f) => describeFault(f).effect],
    ['Remaining', (f) => f.remaining + ' of ' + f.count],
    ['', (f) => h('button', { type: 'button', class: 'secondary', 'data-key': 'fault-' + f.id, 'data-fault': f.id, 'aria-label': 'Clear fault ' + f.id, text: 'Clear' })],
  ], faults, 'No faults injected.'));
}

function renderClock(clock) {
  $('clock-now').textContent = time(clock.now);
  $('clock-mode').textContent = clock.frozen ? '(frozen)' : '(running)';
}
`;
