import { exportCommand } from './export-command';
import { fixturesCommand } from './fixtures-command';
import { listenCommand } from './listen-command';
import { triggerCommand } from './trigger-command';

export { CliError } from './cli-error';
export { CONTROL_TOKEN_ENV, connect, DEFAULT_CONTROL_URL, withControlToken } from './connect';
export { MOCK_URL_ENV } from './control-url';
export { loadFixturesFile } from './fixtures-file';
export { type FixtureStepReport, runFixtures, stepLine } from './fixtures-runner';

/**
 * The subcommands of `card-issuance-mock`, by name; each takes the arguments after its name.
 *
 * @example
 * await SUBCOMMANDS.trigger?.(['--list']);
 */
export const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<void>> = {
  listen: listenCommand,
  trigger: triggerCommand,
  fixtures: fixturesCommand,
  // Loaded on use: the SDKs and the schema validator stay out of the mock's start.
  conform: async (argv) => (await import('./conform-command')).conformCommand(argv),
  export: exportCommand,
};
