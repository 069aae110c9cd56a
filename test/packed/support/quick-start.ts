import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The text of a README section, from its `## <heading>` line to the next `## ` heading. */
function section(readmePath: string, heading: string): string {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(`\n## ${heading}`);
  if (start === -1) throw new Error(`${readmePath} has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/**
 * The commands of the `sh` blocks of a README section that start with `command`, each split into its
 * arguments, trailing `# comments` dropped: what a user pastes.
 *
 * @example
 * readmeCommands('packages/mock-server/README.md', 'Install', 'npm');
 * // [['install', '--save-dev', '@card-issuance/mock-server'], ['install', '--save-dev', 'msw']]
 */
export function readmeCommands(readmePath: string, heading: string, command: string): string[][] {
  const blocks = [...section(readmePath, heading).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) =>
      line
        .replace(/\s#.*$/, '')
        .trim()
        .split(/\s+/),
    )
    .filter(([first]) => first === command)
    .map(([, ...args]) => args);
}

/**
 * The TypeScript block of a README's "Quick start" section, as written.
 *
 * @example
 * writeFileSync(file, quickStartCode(readme).replaceAll('http://127.0.0.1:4010', origin));
 */
export function quickStartCode(readmePath: string): string {
  const code = /```ts\n([\s\S]*?)```/.exec(section(readmePath, 'Quick start'))?.[1];
  if (code === undefined) throw new Error(`${readmePath} has no TypeScript block under "## Quick start"`);
  return code;
}

/**
 * Asserts what an SDK README's quick start prints when it ran to the end: an issued card and the last
 * four digits of its number, a purchase held (PENDING), and the webhook its receiver verified (Style B's
 * CARD_TRANSACTION.CREATED of the purchase, Style A's card.frozen: Style A has no transaction event).
 *
 * @example
 * expectQuickStartOutput('sdk-style-b', stdout);
 */
export function expectQuickStartOutput(sdk: 'sdk-style-a' | 'sdk-style-b', stdout: string): void {
  expect(stdout, `${sdk} quick start output`).toMatch(/^card \S+ issued, number ending \d{4}/m);
  expect(stdout, `${sdk} quick start output`).toMatch(/^purchase txn_\S+: PENDING$/m);
  const webhook = sdk === 'sdk-style-b' ? 'CARD_TRANSACTION\\.CREATED' : 'card\\.frozen';
  expect(stdout, `${sdk} quick start output`).toMatch(new RegExp(`^webhook ${webhook} received`, 'm'));
}
