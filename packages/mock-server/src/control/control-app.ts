import { Hono } from 'hono';
import { isDomainError } from '../domain';
import { bindOperations, matchCachingRouter, requestId } from '../http';
import { cardListRoutes } from './card-list-routes';
import { cardShippingSteering } from './card-shipping-steering';
import { cardSteering } from './card-steering';
import { clockRoutes } from './clock-routes';
import { type ControlHandlers, controlBinding } from './control-binding';
import { controlError, controlFailure } from './control-envelope';
import type { ControlDependencies } from './control-kit';
import { faultRoutes } from './fault-routes';
import { mockRoutes } from './mock-routes';
import { networkSimulation } from './network-simulation';
import { portalRoutes } from './portal-routes';
import { styleASteering } from './style-a-steering';
import { styleBSteering } from './style-b-steering';
import { webhookRoutes } from './webhook-routes';

/** Every operation of specs/mock-control.openapi.yaml, by handler: the control folder owns the list. */
function controlHandlers(deps: ControlDependencies): ControlHandlers {
  const { ctx, engine } = deps;
  return {
    ...mockRoutes(deps),
    ...clockRoutes(deps),
    ...faultRoutes(ctx),
    ...styleBSteering(ctx),
    ...styleASteering(ctx),
    ...networkSimulation(ctx),
    ...cardSteering(ctx),
    ...cardListRoutes(ctx),
    ...portalRoutes(ctx),
    ...cardShippingSteering(ctx),
    ...webhookRoutes(ctx, engine),
  };
}

/**
 * The mock-only control API at `/_mock` (specs/mock-control.openapi.yaml): every operation bound from the
 * generated tables by the faces' binder (http/bind-operations.ts) with the control policy
 * (control-binding.ts), and the control envelope for every failure.
 *
 * @example
 * const control = createControlApp({ ctx, engine, advance, config, reset, state });
 */
export function createControlApp(deps: ControlDependencies) {
  // Not strict: `DELETE {controlUrl}` arrives as `/_mock` from a client and `/_mock/` from a spec's `/`.
  const app = new Hono({ strict: false, router: matchCachingRouter() }).basePath('/_mock');
  app.use('*', requestId());
  bindOperations(app, controlBinding(deps.ctx), controlHandlers(deps));
  app.notFound((c) =>
    controlError(c, 404, 'NOT_FOUND', `no control operation ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = controlFailure(error);
      return controlError(c, status, code, error.message);
    }
    console.error('control request failed', error);
    return controlError(c, 500, 'INTERNAL_ERROR', 'internal error');
  });
  return app;
}
