// The dashboard's entry: `pnpm generate` bundles it with esbuild into src/generated/dashboard-bundle.ts.
import { startDashboard } from './dashboard-app';

startDashboard(document.body);
