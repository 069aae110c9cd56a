import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The machine, the runtime and the measured commit, for the header of RESULTS.md. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  v8: string;
  loadBefore: number[];
  commit: string;
  dirty: string[];
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * Describes this machine and the commit measured (uncommitted changes under packages/ are listed: the
 * built packages may hold them).
 *
 * @example
 * const machine = describeMachine();
 */
export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} (${os.arch()}, ${os.version()})`,
    node: process.versions.node,
    v8: process.versions.v8,
    loadBefore: os.loadavg(),
    commit: git(['log', '-1', '--format=%h %s']),
    dirty: git(['status', '--porcelain', '--', 'packages'])
      .split('\n')
      .filter((line) => line.trim() !== ''),
  };
}
