/**
 * The dashboard script's actions and live updates (browser JavaScript as text, see client-core.ts): every
 * button calls a documented control API operation, then the page refreshes; while the page is visible it
 * polls bounded pages of the control API (never the whole state on a timer) and announces new events in
 * its live region.
 */
export const CLIENT_ACTIONS = `
let transactions = [];
let lastState = null;
let lastEventId;
let stateWanted = true;

// The timer reads bounded pages only. The whole state (cards, tenants, transactions) is read on load,
// after one of the page's own actions, and when the event log's newest page shows something new (G-58).
async function readAndRender(quiet) {
  const card = $('timeline-card').value;
  const [events, cardEvents, endpoints, deliveries, dead, faults, clock] = await Promise.all([
    api('GET', '/events?limit=100'),
    card ? api('GET', '/events?limit=100&cardId=' + encodeURIComponent(card)) : null,
    api('GET', '/webhooks/endpoints'), api('GET', '/webhooks/deliveries?limit=50'),
    api('GET', '/webhooks/deliveries?status=dead&limit=50'), api('GET', '/faults'), api('GET', '/clock'),
  ]);
  const newest = events.items[0] ? events.items[0].id : null;
  if (stateWanted || !lastState || newest !== lastEventId) {
    lastState = await api('GET', '/state');
    transactions = lastState.styleB.transactions;
    stateWanted = false;
  }
  const state = lastState;
  const cards = cardsOf(state);
  renderClock(clock);
  renderCards(cards, transactions);
  renderTimeline(timelineOf(transactions, (cardEvents || events).items), cards);
  renderWebhooks(endpoints.items, deliveries.items, dead.items);
  renderTenants(state);
  renderFaults(faults.items);
  if (!quiet && lastEventId !== undefined && newest !== lastEventId) {
    const known = events.items.findIndex((e) => e.id === lastEventId);
    const count = known === -1 ? events.items.length : known;
    if (count > 0) announce(count === 1 ? '1 new event: ' + events.items[0].type : count + ' new events');
  }
  lastEventId = newest;
  body.setAttribute('data-refreshed', clock.now);
}

// One refresh at a time: a poll and an action's refresh never interleave, so the newest event seen only
// moves forward and a change brings one read of the state.
let refreshing = Promise.resolve();
function refresh(quiet) {
  const next = refreshing.catch(() => {}).then(() => readAndRender(quiet));
  refreshing = next;
  return next;
}

async function act(message, work) {
  try {
    const result = await work();
    announce(typeof message === 'function' ? message(result) : message);
    stateWanted = true;
    await refresh(true);
  } catch (error) {
    fail(error);
  }
}

const on = (id, type, handler) => $(id).addEventListener(type, (event) => {
  event.preventDefault();
  handler(event);
});
const card = () => $('card-select').value;
const tx = () => $('transaction-select').value;
const purchaseBody = () => ({ cardId: card(), amount: $('card-amount').value.trim(), merchantName: $('card-merchant').value.trim() });
const optionalAmount = () => ($('transaction-amount').value.trim() ? { amount: $('transaction-amount').value.trim() } : {});
const txMessage = (verb) => (t) => verb + ': ' + t.amount + ' ' + t.currency + ', now ' + t.status;

on('card-form', 'submit', () => act(txMessage('Purchase authorized'), () => api('POST', '/simulate/authorize', purchaseBody())));
on('decline', 'click', () => act(txMessage('Purchase declined'), () => api('POST', '/simulate/decline', purchaseBody())));
on('freeze', 'click', () => act((c) => 'Card ' + c.status, () => api('POST', '/cards/' + encodeURIComponent(card()) + '/freeze')));
on('unfreeze', 'click', () => act((c) => 'Card ' + c.status, () => api('POST', '/cards/' + encodeURIComponent(card()) + '/unfreeze')));
on('settle', 'click', () => act(txMessage('Settled'), () => api('POST', '/simulate/settle', Object.assign({ cardTransactionId: tx() }, optionalAmount()))));
on('reverse', 'click', () => act(txMessage('Reversed'), () => api('POST', '/simulate/reverse', { cardTransactionId: tx() })));
on('refund', 'click', () => act(txMessage('Refunded'), () => api('POST', '/simulate/refund', Object.assign({ cardTransactionId: tx() }, optionalAmount()))));
on('card-select', 'change', () => lastState && renderCards(cardsOf(lastState), transactions));
on('clock-freeze', 'click', () => act('Clock frozen', () => api('POST', '/clock/freeze')));
on('clock-unfreeze', 'click', () => act('Clock running', () => api('POST', '/clock/unfreeze')));
on('advance-form', 'submit', () => {
  const ms = Number($('advance-amount').value) * Number($('advance-unit').value);
  act((c) => 'Clock advanced to ' + time(c.now), () => api('POST', '/clock/advance', { ms }));
});
on('reset', 'click', () => act('Sandbox reset to its seed', () => api('POST', '/reset')));
on('timeline-type', 'change', () => refresh(true).catch(fail));
on('timeline-card', 'change', () => refresh(true).catch(fail));
on('fault-form', 'submit', () => {
  const match = {};
  if ($('fault-style').value) match.style = $('fault-style').value;
  if ($('fault-method').value) match.method = $('fault-method').value;
  if ($('fault-path').value.trim()) match.path = $('fault-path').value.trim();
  const chosen = $('fault-effect').value;
  const effect = chosen.startsWith('status:') ? { type: 'status', status: Number(chosen.slice(7)) }
    : chosen === 'timeout' ? { type: 'timeout', delayMs: 5000 } : { type: 'network-error' };
  act('Fault added', () => api('POST', '/faults', { match, count: Number($('fault-count').value), effect }));
});
on('faults-clear', 'click', () => act((r) => 'Cleared ' + r.cleared + ' faults', () => api('DELETE', '/faults')));
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('button[data-replay], button[data-fault]') : null;
  if (!target) return;
  const replay = target.getAttribute('data-replay');
  if (replay) act((d) => 'Replayed ' + d.eventType + ': ' + d.status, () => api('POST', '/webhooks/deliveries/' + encodeURIComponent(replay) + '/replay'));
  const fault = target.getAttribute('data-fault');
  if (fault) act('Fault cleared', () => api('DELETE', '/faults/' + encodeURIComponent(fault)));
});

// Live updates: poll while the page is visible, one request batch at a time.
async function poll() {
  if (!document.hidden) await refresh().catch(fail);
  setTimeout(poll, POLL_MS);
}
poll();
`;
