// Starts the receiver against a running mock, registers it for both styles and prints each event handled:
//   node src/main.ts [express|hono] [port] [controlUrl]   (defaults: express, 3000, http://127.0.0.1:4010/_mock)
import { createReceiverCore } from './receiver-core.ts';
import { registerReceiver } from './register-receiver.ts';
import { type Framework, startReceiver } from './start-receiver.ts';

const [framework = 'express', port = '3000', controlUrl = 'http://127.0.0.1:4010/_mock'] =
  process.argv.slice(2);
if (framework !== 'express' && framework !== 'hono') throw new Error(`unknown framework ${framework}`);

// The sandbox hands out the Style B secret; the Style A secret is chosen when registering the endpoint.
const response = await fetch(`${controlUrl}/config`);
const { styleB } = ((await response.json()) as { data: { styleB: { webhookSecret: string } } }).data;
const styleASecret = process.env.STYLE_A_WEBHOOK_SECRET ?? `whsec_${crypto.randomUUID()}`;

const core = createReceiverCore({
  styleBSecret: styleB.webhookSecret,
  styleASecret,
  onHandled: (handled) => {
    if (handled.style === 'a') return console.log(`A ${handled.event.type} ${handled.event.id}`);
    const { event } = handled;
    const transaction =
      event.eventType === 'CARD_TRANSACTION.CREATED' || event.eventType === 'CARD_TRANSACTION.UPDATED'
        ? ` -> ${event.payload.cardTransactionId} now ${core.store.transactions.get(event.payload.cardTransactionId)?.status}`
        : '';
    console.log(`B ${event.eventType} ${event.eventId}${transaction}`);
  },
});
const receiver = await startReceiver(framework as Framework, core, { port: Number(port) });
const endpoints = await registerReceiver(controlUrl, receiver.url, { styleASecret });
console.log(`${framework} receiver on ${receiver.url}, registered for Style B and Style A; Ctrl+C to stop`);

// On the way out, unregister so the mock stops retrying deliveries to a receiver that is gone.
const stop = async () => {
  for (const id of [endpoints.styleB, endpoints.styleA]) {
    await fetch(`${controlUrl}/webhooks/endpoints/${id}`, { method: 'DELETE' });
  }
  await receiver.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
