// Runs the onboarding against a running mock and prints each step:
//   node src/main.ts [controlUrl]   (default http://127.0.0.1:4010/_mock)
import { runOnboarding } from './run-onboarding.ts';

const controlUrl = process.argv[2] ?? process.env.MOCK_CONTROL_URL ?? 'http://127.0.0.1:4010/_mock';
// The sandbox hands out its base URL and credentials; in production they come from your dashboard.
const response = await fetch(`${controlUrl}/config`);
if (!response.ok) throw new Error(`GET ${controlUrl}/config answered ${response.status}`);
const { styleB } = ((await response.json()) as { data: { styleB: Record<string, string> } }).data;

const result = await runOnboarding({
  baseUrl: String(styleB.baseUrl),
  controlUrl,
  clientId: String(styleB.clientId),
  clientSecret: String(styleB.clientSecret),
  parentAccountId: String(styleB.parentAccountId),
  webhookSecret: String(styleB.webhookSecret),
  onStep: (step, detail) => console.log(`✔ ${step.padEnd(22)} ${JSON.stringify(detail)}`),
});
console.log(`\nCard ${result.cardId}: ${result.cardStatuses.issued} → ${result.cardStatuses.frozen}`);
