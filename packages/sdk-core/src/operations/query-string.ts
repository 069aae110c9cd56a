const form = (name: string, value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    throw new Error(
      'Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.',
    );
  }
  return `${name}=${encodeURIComponent(value as string | number | boolean)}`;
};

/**
 * The query string of a call (no leading `?`), byte for byte what openapi-fetch's default query
 * serializer writes (`to-request.test.ts` compares them): `name=value` percent-encoded, an array as
 * `name=a&name=b` (form, exploded), an object as `name[key]=value` (deepObject); null, undefined and empty
 * arrays left out. Kept here so that the client entry needs none of openapi-fetch's code (its client,
 * `client.raw`, loads with its own file).
 *
 * @example
 * queryString({ accountId: 'a 1', status: ['A', 'B'] }); // 'accountId=a%201&status=A&status=B'
 */
export function queryString(query: Record<string, unknown>): string {
  const search: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.push(value.map((item) => form(name, item)).join('&'));
    } else if (typeof value === 'object') {
      const fields: string[] = [];
      for (const key in value) {
        fields.push(form(`${name}[${key}]`, (value as Record<string, unknown>)[key]));
      }
      search.push(fields.join('&'));
    } else {
      search.push(form(name, value));
    }
  }
  return search.join('&');
}
