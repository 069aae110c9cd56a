/**
 * A `--data-dir` file that cannot hold the sandbox: damaged, not a sandbox of this mock, or held by another
 * mock. The message is one line naming the file, what is wrong and what to do; the CLI prints it as it is,
 * without a stack trace, and exits with 1.
 *
 * @example
 * try {
 *   createSqliteStorage(file);
 * } catch (error) {
 *   if (error instanceof SandboxFileError) console.error(error.message);
 * }
 */
export class SandboxFileError extends Error {
  override readonly name = 'SandboxFileError';
}
