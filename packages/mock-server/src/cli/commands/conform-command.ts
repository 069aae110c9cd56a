import { parseArgs } from 'node:util';
import { conformLines, conformTable, createResponseContract, packagedSpec, runConform } from '../../conform';
import { CliError } from './cli-error';
import { CONTROL_TOKEN_ENV, CONTROL_TOKEN_OPTION, CONTROL_TOKEN_USAGE } from './connect';

/** Where `--client-id` and `--client-secret` are read from when not given (a CI secret, not a process argument). */
export const CONFORM_CREDENTIAL_ENV = {
  clientId: 'CARD_ISSUANCE_CLIENT_ID',
  clientSecret: 'CARD_ISSUANCE_CLIENT_SECRET',
} as const;

export const CONFORM_USAGE = `Usage: card-issuance-mock conform --style <a|b> --base-url <url> --client-id <id> --client-secret <secret> [options]

Runs the contract's journey of one style through the SDKs against any deployment of the interface (the
service's sandbox, a mock) and checks every answer against specs/: its status, its envelope, its
response schema and its error code. Exit code 1 on any drift.

  Style B: the OAuth token, a sub-account through KYC and init, a cardholder, a funded budget, a card,
           its freeze, then the reads.
  Style A: the token, an applicant through KYC (a sandbox's simulated provider page is approved as the
           applicant would), a cardholder and a card, then the reads.

Options:
  --style <a|b>             the style to check
  --base-url <url>          the style's base URL, e.g. http://127.0.0.1:4010/style-b
  --client-id <id>          Style B: the OAuth client id; Style A: the API key's client_id
                            (default: $${CONFORM_CREDENTIAL_ENV.clientId})
  --client-secret <secret>  Style B: the OAuth client secret; Style A: the API key's client_secret
                            (default: $${CONFORM_CREDENTIAL_ENV.clientSecret})
  --parent-account-id <id>  Style B: the partner account sub-accounts are registered under
  --account-id <id>         Style B with --read-only: the sub-account to read
  --deadline <seconds>      the longest wait for a KYC or cardholder decision, polled (default 120)
  --read-only               only the token calls and reads: nothing is created
  --compare <controlUrl>    run the same journey in a fresh sandbox of the mock at this control URL
                            and report every difference in status, code, field presence and type
${CONTROL_TOKEN_USAGE}
  --json                    one JSON line per check, stop and difference, then a summary line
  -h, --help                show this help`;

function required(value: string | undefined, flag: string, env?: string): string {
  if (value === undefined || value.trim() === '') {
    throw new CliError(`conform needs ${flag}${env ? ` (or $${env})` : ''}\n\n${CONFORM_USAGE}`, 2);
  }
  return value;
}

function deadlineMs(value: string | undefined): number {
  const seconds = value === undefined ? 120 : Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3_600) {
    throw new CliError(`--deadline must be 1 to 3600 seconds, got ${value}`, 2);
  }
  return seconds * 1_000;
}

function urlOf(value: string, flag: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new CliError(`${flag} must be an http(s) URL, got ${value}`, 2);
  }
  return value.replace(/\/+$/, '');
}

/**
 * `card-issuance-mock conform`: the drift check of a deployment against the contract (and the mock).
 *
 * @example
 * await conformCommand(['--style', 'b', '--base-url', 'http://127.0.0.1:4010/style-b', '--client-id', id, '--client-secret', secret, '--json']);
 */
export async function conformCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      style: { type: 'string' },
      'base-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'parent-account-id': { type: 'string' },
      'account-id': { type: 'string' },
      deadline: { type: 'string' },
      'read-only': { type: 'boolean' },
      compare: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(CONFORM_USAGE);
  const style = values.style;
  if (style !== 'a' && style !== 'b') throw new CliError(`--style must be a or b\n\n${CONFORM_USAGE}`, 2);
  const { clientId, clientSecret } = CONFORM_CREDENTIAL_ENV;
  const target = {
    baseUrl: urlOf(required(values['base-url'], '--base-url'), '--base-url'),
    clientId: required(values['client-id'] ?? process.env[clientId], '--client-id', clientId),
    clientSecret: required(
      values['client-secret'] ?? process.env[clientSecret],
      '--client-secret',
      clientSecret,
    ),
    parentAccountId: values['parent-account-id'],
    accountId: values['account-id'],
  };
  const spec = await packagedSpec(style);
  if (!spec)
    throw new CliError('the specs are missing beside the CLI (dist/docs/specs): build the package first');
  const json = values.json ?? false;
  const progress = (line: string) => console.error(line);
  const report = await runConform({
    style,
    target,
    contract: createResponseContract(style, spec),
    deadlineMs: deadlineMs(values.deadline),
    readOnly: values['read-only'] ?? false,
    compare: values.compare
      ? {
          controlUrl: urlOf(values.compare, '--compare'),
          token: values['control-token'] ?? process.env[CONTROL_TOKEN_ENV],
        }
      : undefined,
    // With --json stdout holds the lines only; progress and the warning go to stderr either way.
    ...(json ? {} : { log: progress }),
    warn: progress,
  });
  console.log(
    json
      ? conformLines(report)
          .map((line) => JSON.stringify(line))
          .join('\n')
      : conformTable(report),
  );
  if (report.drift) process.exitCode = 1;
}
