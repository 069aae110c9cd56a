import { describe, expect, it } from 'vitest';
import { type LogEntry, levelFilter } from './logger';

const entry = (level: LogEntry['level']): LogEntry => ({
  level,
  event: 'response',
  method: 'GET',
  url: 'https://x.test/v1',
  retryCount: 0,
  headers: {},
});

describe('levelFilter', () => {
  it('passes entries at or above the level and drops the rest', () => {
    const seen: string[] = [];
    const log = levelFilter((e) => seen.push(e.level), 'warn');
    for (const level of ['debug', 'info', 'warn', 'error'] as const) log?.(entry(level));
    expect(seen).toEqual(['warn', 'error']);
  });

  it('is undefined when there is no logger or the level is off', () => {
    expect(levelFilter(undefined, 'debug')).toBeUndefined();
    expect(levelFilter(() => {}, 'off')).toBeUndefined();
  });
});
