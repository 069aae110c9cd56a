// Preloaded (`node --import`) into one run of a bundled one-call program (`one-call-bundle.ts`): the global
// `fetch` answers from canned bodies, and the files the program loads are written to ONE_CALL_REPORT.

import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  cannedFetch,
  LITHIC_ROUTES,
  STRIPE_ROUTES,
  STYLE_A_ROUTES,
  STYLE_B_ROUTES,
} from './canned-answers.ts';

const ROUTES = {
  styleA: STYLE_A_ROUTES,
  styleB: STYLE_B_ROUTES,
  stripe: STRIPE_ROUTES,
  lithic: LITHIC_ROUTES,
};
const routes = ROUTES[process.env.ONE_CALL_ROUTES as keyof typeof ROUTES];
if (!routes) throw new Error(`ONE_CALL_ROUTES must be one of ${Object.keys(ROUTES).join(', ')}`);
globalThis.fetch = cannedFetch(routes) as typeof fetch;

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) loaded.push(fileURLToPath(url));
    return nextLoad(url, context);
  },
});
process.on('exit', () => writeFileSync(process.env.ONE_CALL_REPORT ?? 'loaded.json', JSON.stringify(loaded)));
