/**
 * The path of an absolute URL as `Request` serializes it (parsed and normalized already), sliced out rather
 * than parsed again: `new URL(request.url).pathname` without the second parse, for code that runs on every
 * request.
 *
 * @example
 * pathOfUrl('http://127.0.0.1:4010/style-b/v1/card-list?pageNum=2'); // '/style-b/v1/card-list'
 */
export function pathOfUrl(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  let end = url.length;
  for (let i = start; i < end; i += 1) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) end = i;
  }
  return url.slice(start, end);
}
