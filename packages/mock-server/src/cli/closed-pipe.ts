import type { Writable } from 'node:stream';

let onClosed: () => void = () => process.exit(0);
let closed = false;

/**
 * Ends the process quietly, exit code 0, when stdout or stderr is a pipe whose reader went away
 * (`card-issuance-mock trigger --list | head -1`): Node ignores SIGPIPE and would otherwise die on the
 * unhandled EPIPE with a stack trace. A long-running command first names its own way to stop with
 * {@link whenPipeCloses} (it then removes what it registered). Any other stream error stays an error.
 *
 * @example
 * endQuietlyOnClosedPipe();
 * console.log(triggerList()); // `| head -1` ends the process with exit code 0, no stack
 */
export function endQuietlyOnClosedPipe(streams: Writable[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      // Once: the stop may write again (to the same closed pipe).
      if (closed) return;
      closed = true;
      onClosed();
    });
  }
}

/**
 * What a closed pipe does instead of exiting at once: a server or `listen` stops as on SIGTERM.
 *
 * @example
 * whenPipeCloses(() => void stop('stdout closed', 0));
 */
export function whenPipeCloses(stop: () => void): void {
  onClosed = stop;
}
