import { describe, expect, it } from 'vitest';
import { apiPromise } from '../operations/api-promise';
import type { Page } from './page';
import { paginate } from './paginate';

interface NumberPage extends Page<number> {
  cursor: string | null;
}

// The pure walk; each SDK proves its own page shape against the mock.
describe('paginate', () => {
  const answers: Record<string, { items: number[]; next: string | null }> = {
    start: { items: [1, 2], next: 'b' },
    b: { items: [3], next: 'c' },
    c: { items: [], next: null },
  };
  const walk = (loaded: Array<string | undefined>) =>
    paginate<{ items: number[]; next: string | null }, number, NumberPage, string>(
      (cursor) => {
        loaded.push(cursor);
        const answer = answers[cursor ?? 'start'];
        return apiPromise(
          answer
            ? Promise.resolve({
                data: answer,
                response: new Response('{}', { headers: { 'request-id': `r-${cursor}` } }),
              })
            : Promise.reject(new Error(`no page ${cursor}`)),
        );
      },
      undefined,
      (answer) => ({ page: { items: answer.items, cursor: answer.next }, next: answer.next ?? undefined }),
    );

  it('awaits to the first page with its own fields, hasNextPage and getNextPage', async () => {
    const loaded: Array<string | undefined> = [];
    const first = await walk(loaded);
    expect(first.items).toEqual([1, 2]);
    expect(first.cursor).toBe('b');
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.items).toEqual([3]);
    const last = await second.getNextPage();
    expect(last.hasNextPage()).toBe(false);
    await expect(last.getNextPage()).rejects.toThrow(RangeError);
    expect(loaded).toEqual([undefined, 'b', 'c']);
  });

  it('iterates every record of every page once, one request per page', async () => {
    const loaded: Array<string | undefined> = [];
    const out: number[] = [];
    for await (const n of walk(loaded)) out.push(n);
    expect(out).toEqual([1, 2, 3]);
    expect(loaded).toEqual([undefined, 'b', 'c']);
  });

  it('stops on break without loading further pages, and gives withResponse of the first page', async () => {
    const loaded: Array<string | undefined> = [];
    const list = walk(loaded);
    for await (const n of list) if (n === 1) break;
    expect(loaded).toEqual([undefined]);
    const { data, requestId } = await list.withResponse();
    expect(data.items).toEqual([1, 2]);
    expect(requestId).toBe('r-undefined');
  });
});
