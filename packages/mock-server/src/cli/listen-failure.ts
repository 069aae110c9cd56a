/**
 * One line saying why the CLI could not listen, for the errors a user can fix with a flag; undefined for
 * anything else (that one keeps its stack trace: it is a bug).
 *
 * @example
 * listenFailure(Object.assign(new Error(), { code: 'EADDRINUSE' }), 4010, '127.0.0.1');
 * // 'card-issuance-mock: port 4010 on 127.0.0.1 is already in use; try --port 0 for any free port'
 */
export function listenFailure(error: unknown, port: number, host: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `card-issuance-mock: port ${port} on ${host} is already in use; try --port 0 for any free port`;
    case 'EACCES':
      return `card-issuance-mock: not allowed to listen on port ${port} on ${host}; try a port above 1023, or --port 0`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `card-issuance-mock: ${host} is not an address of this machine; try --host 127.0.0.1`;
    default:
      return undefined;
  }
}
