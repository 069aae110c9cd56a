/** Where buffered lines go: `process.stderr` in the CLI. */
export interface LineSink {
  write(chunk: string): unknown;
}

/** Lines gathered during one turn of the event loop, written together. */
export interface BufferedLines {
  /** Queues one line (without its newline); it is written at the end of this turn of the event loop. */
  line(text: string): void;
  /** Writes whatever is queued now. The CLI calls it on exit, so no line is lost. */
  flush(): void;
}

/** Past this many queued characters the lines are written at once rather than at the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/**
 * Request log lines for stderr, written once per turn of the event loop instead of once per request: under
 * load a turn serves many requests, and one write of all their lines costs about what one line did. The
 * order of the lines is kept; `flush()` writes the rest synchronously (stderr is synchronous for files,
 * pipes and terminals on POSIX), so the CLI calls it on exit.
 *
 * @example
 * const log = bufferedLines(process.stderr);
 * process.on('exit', log.flush);
 * log.line('2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms');
 */
export function bufferedLines(sink: LineSink): BufferedLines {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    sink.write(chunk);
  };
  const onTurnEnd = () => {
    scheduled = false;
    flush();
  };
  return {
    line(text) {
      pending += `${text}\n`;
      if (pending.length >= MAX_PENDING_CHARS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(onTurnEnd);
      }
    },
    flush,
  };
}
