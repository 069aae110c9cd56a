import { defineConfig } from '@playwright/test';

const port = Number(process.env.APP_PORT ?? 4780);

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
