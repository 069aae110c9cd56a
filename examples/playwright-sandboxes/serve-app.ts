// A static server for app/, on 127.0.0.1:$APP_PORT (playwright.config.ts picks a free one), or a free port
// it prints: the page under test (Playwright's webServer).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
const port = Number(process.env.APP_PORT ?? 0);
const server = createServer(async (request, response) => {
  const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
  const name = path.replace(/[^a-z.]/g, '');
  try {
    const body = await readFile(new URL(`./app/${name}`, import.meta.url));
    response.writeHead(200, { 'content-type': TYPES[name.slice(name.lastIndexOf('.'))] ?? 'text/plain' });
    response.end(body);
  } catch {
    response.writeHead(404).end('not found');
  }
});
server.listen(port, '127.0.0.1', () => {
  console.log(`app on http://127.0.0.1:${(server.address() as { port: number }).port}/`);
});
