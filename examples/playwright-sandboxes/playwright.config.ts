import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A port of 127.0.0.1 free now: the app's, unless APP_PORT names one. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Chosen once, in the main process: the workers load this file again and inherit APP_PORT from it.
process.env.APP_PORT ??= String(await freePort());
const port = Number(process.env.APP_PORT);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 3,
  reporter: process.env.PLAYWRIGHT_JSON ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Debian's Chromium (never a downloaded browser); set CHROMIUM_PATH elsewhere.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    },
  },
  webServer: {
    // The Node that runs Playwright (the workspace's Node 24 runs TypeScript as is).
    command: `"${process.execPath}" serve-app.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: { APP_PORT: String(port) },
    reuseExistingServer: false,
  },
});
