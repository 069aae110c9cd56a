import { afterEach, describe, expect, it } from 'vitest';
import { sandboxStores } from '../../test/support/sandbox-stores';
import { createMock, type Mock } from './create-mock';

// `GET /_mock/sandboxes` is paged like the other control reads: `limit`, `cursor`, `nextCursor`.

let mock: Mock | undefined;
const stores = sandboxStores('sandbox-list-');
afterEach(() => {
  mock?.close();
  mock = undefined;
  stores.cleanup();
});

interface Page {
  items: Array<{ id: string }>;
  nextCursor: string | null;
}

describe.each(Object.entries(stores.forms))('the sandbox list, a page at a time (%s)', (_name, store) => {
  it('walks every sandbox oldest first in pages of limit, and ends with a null nextCursor', async () => {
    mock = createMock(store());
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
      made.push(((await created.json()) as { data: { id: string } }).data.id);
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '?limit=2' : `?limit=2&cursor=${cursor}`;
      const response = await mock.fetch(`${mock.origin}/_mock/sandboxes${query}`);
      expect(response.status).toBe(200);
      const page = ((await response.json()) as { data: Page }).data;
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(made);
    const all = ((await (await mock.fetch(`${mock.origin}/_mock/sandboxes`)).json()) as { data: Page }).data;
    expect(all.items.map((item) => item.id)).toEqual(made);
    expect(all.nextCursor).toBeNull();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['cursor=bm9wZQ', 'cursor'],
    ['colour=red', 'colour'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    mock = createMock(store());
    const response = await mock.fetch(`${mock.origin}/_mock/sandboxes?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(body.error.message).toContain(field);
  });
});
