// The whole example: `MOCK_URL=<the mock's control URL> pnpm start`. Issues a card, reveals it by
// envelope in Node, then serves a page that reveals it with the hosted widget.
import { createStyleAClient } from '@card-issuance/sdk-style-a';
import { issueCard } from './issue-card.ts';
import { maskedCard, revealWithEnvelope } from './reveal-envelope.ts';
import { connectSandbox } from './sandbox.ts';
import { startWidgetServer } from './widget-server.ts';

const sandbox = await connectSandbox(process.env.MOCK_URL ?? 'http://127.0.0.1:4010/_mock');
const client = createStyleAClient(sandbox.styleA);

const card = await issueCard(client, sandbox);
console.log(`Issued card ${card.id} (${card.bin}…${card.last_four}, ${card.status})`);

const details = await revealWithEnvelope(client, card.id);
console.log(`Envelope: ${maskedCard(details)}  (full number and CVV decrypted in memory, not printed)`);

const server = await startWidgetServer({ client, cardId: card.id, port: Number(process.env.PORT ?? 0) });
console.log(`Widget: open ${server.url} (Ctrl-C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close());
