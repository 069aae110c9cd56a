import { describe, expect, it } from 'vitest';
import { listenFailure } from './listen-failure';

const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('listenFailure', () => {
  it('says in one line that the port is taken, and what to do', () => {
    expect(listenFailure(failure('EADDRINUSE'), 4010, '127.0.0.1')).toBe(
      'card-issuance-mock: port 4010 on 127.0.0.1 is already in use; try --port 0 for any free port',
    );
  });

  it('explains a privileged port and an address the machine does not have', () => {
    expect(listenFailure(failure('EACCES'), 80, '0.0.0.0')).toContain('port 80 on 0.0.0.0');
    expect(listenFailure(failure('EADDRNOTAVAIL'), 4010, '10.9.9.9')).toContain('try --host 127.0.0.1');
  });

  it('leaves any other error to its stack trace', () => {
    expect(listenFailure(new Error('boom'), 4010, '127.0.0.1')).toBeUndefined();
    expect(listenFailure(undefined, 4010, '127.0.0.1')).toBeUndefined();
  });
});
