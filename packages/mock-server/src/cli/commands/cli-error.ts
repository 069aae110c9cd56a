/**
 * A failure a subcommand reports as one readable message and an exit code (2: bad usage or a bad file,
 * 1: the mock or a step failed), without a stack trace.
 *
 * @example
 * throw new CliError('unknown event type FOO', 2);
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
