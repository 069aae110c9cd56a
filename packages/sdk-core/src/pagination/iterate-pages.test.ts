import { describe, expect, it } from 'vitest';
import { iteratePages } from './iterate-pages';

// The pure walk; each SDK proves its own page shape against the mock.
describe('iteratePages', () => {
  const pages: Record<string, { items: number[]; next: string | null }> = {
    start: { items: [1, 2], next: 'b' },
    b: { items: [3], next: 'c' },
    c: { items: [], next: 'd' },
  };
  const load = async (cursor: string | undefined) => pages[cursor ?? 'start'] ?? { items: [], next: null };

  it('follows the next position until an empty page and loads each page once', async () => {
    const loaded: Array<string | undefined> = [];
    const out: number[] = [];
    for await (const n of iteratePages(
      undefined,
      (c: string | undefined) => {
        loaded.push(c);
        return load(c);
      },
      (page) => ({ items: page.items, next: page.next ?? undefined }),
    )) {
      out.push(n);
    }
    expect(out).toEqual([1, 2, 3]);
    expect(loaded).toEqual([undefined, 'b', 'c']);
  });

  it('stops loading when the caller breaks', async () => {
    let loads = 0;
    for await (const n of iteratePages(
      undefined,
      (c: string | undefined) => {
        loads += 1;
        return load(c);
      },
      (page) => ({ items: page.items, next: page.next ?? undefined }),
    )) {
      if (n === 1) break;
    }
    expect(loads).toBe(1);
  });
});
