import type { WebhookDelivery } from './control-client';
import { h, pill } from './dom';
import { shortTime } from './format';

/**
 * One webhook delivery: a disclosure with its status, event type and URL (on its own line, wrapping only
 * at its end), opened to every attempt's time, HTTP status, latency and error; a dead one can be replayed.
 *
 * @example
 * list.append(deliveryItem(delivery, open, replay));
 */
export function deliveryItem(
  delivery: WebhookDelivery,
  open: Set<string>,
  replay: (delivery: WebhookDelivery) => void,
): HTMLLIElement {
  const details = h(
    'details',
    { open: open.has(delivery.id), 'data-key': `delivery:${delivery.id}` },
    h(
      'summary',
      {},
      pill(delivery.status),
      h('span', { class: 'mono event-type', text: delivery.eventType }),
      h('span', {
        class: 'row-sub',
        text: `${delivery.attempts.length} attempt${delivery.attempts.length === 1 ? '' : 's'} · ${shortTime(delivery.createdAt)}`,
      }),
      h('span', { class: 'url mono', title: delivery.url, text: delivery.url }),
    ),
    h('p', { class: 'full-url' }, 'To ', h('span', { class: 'mono', text: delivery.url })),
    h(
      'ol',
      { class: 'attempts', 'aria-label': `Attempts of ${delivery.eventType} to ${delivery.url}` },
      ...delivery.attempts.map((attempt) =>
        h(
          'li',
          {},
          h('span', { class: 'mono', text: shortTime(attempt.at) }),
          ` · ${attempt.status === null ? 'no answer' : `HTTP ${attempt.status}`} · ${attempt.latencyMs} ms`,
          attempt.error ? h('span', { class: 'decline', text: ` · ${attempt.error}` }) : null,
        ),
      ),
    ),
    delivery.nextAttemptAt
      ? h('p', { class: 'row-sub', text: `Next attempt ${shortTime(delivery.nextAttemptAt)}` })
      : null,
    delivery.status === 'dead'
      ? h('button', {
          type: 'button',
          'data-key': `replay:${delivery.id}`,
          'aria-label': `Replay ${delivery.eventType} to ${delivery.url}`,
          text: 'Replay',
          onclick: () => replay(delivery),
        })
      : null,
  );
  details.addEventListener('toggle', () => {
    if (details.open) open.add(delivery.id);
    else open.delete(delivery.id);
  });
  return h('li', {}, details);
}
