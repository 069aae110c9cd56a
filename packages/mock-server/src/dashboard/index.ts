export { createDashboardRoutes, DASHBOARD_PATHS, type DashboardRouteDependencies } from './dashboard-routes';
