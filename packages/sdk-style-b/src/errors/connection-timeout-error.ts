import { StyleBConnectionError } from './style-b-connection-error';

/**
 * Every attempt the call was allowed hit its timeout (`timeoutMs`); `timedOut` is true.
 *
 * @example
 * if (error instanceof ConnectionTimeoutError) console.warn(`${error.method} ${error.path} timed out`);
 */
export class ConnectionTimeoutError extends StyleBConnectionError {
  override readonly name: string = 'ConnectionTimeoutError';
}
