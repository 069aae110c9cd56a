import { type Socket, connect as tcpConnect } from 'node:net';

/**
 * Calls `onGone` once when the mock at `origin` stops: it holds one idle TCP connection to it (no requests,
 * so nothing in the mock's request log), and when that connection closes, tries a new one; a refused
 * connection means the mock is gone. Answers a function that stops watching.
 *
 * @example
 * const stop = watchMock('http://127.0.0.1:4010', () => process.exit(1));
 */
export function watchMock(origin: string, onGone: () => void): () => void {
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let socket: Socket | undefined;
  let stopped = false;
  const open = (): void => {
    let connected = false;
    socket = tcpConnect({ port, host });
    socket.unref();
    socket.once('connect', () => {
      connected = true;
    });
    socket.on('error', () => {});
    socket.once('close', () => {
      if (stopped) return;
      // A connection that was up and then closed (an idle timeout, the mock stopping) gets one more try.
      if (connected) setTimeout(open, 250).unref();
      else onGone();
    });
  };
  open();
  return () => {
    stopped = true;
    socket?.destroy();
  };
}
