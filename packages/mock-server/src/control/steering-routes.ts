import type { Hono } from 'hono';
import type { DomainContext } from '../domain';
import type { DeliveryEngine } from '../domain/webhooks';
import { cardListRoutes } from './card-list-routes';
import { cardShippingSteering } from './card-shipping-steering';
import { cardSteering } from './card-steering';
import { networkSimulation } from './network-simulation';
import { portalRoutes } from './portal-routes';
import { styleASteering } from './style-a-steering';
import { styleBSteering } from './style-b-steering';
import { webhookRoutes } from './webhook-routes';

/**
 * Every steering route of the control API (decisions, the card network, cards, webhooks), registered on
 * one sandbox's control app: the control folder owns its list, the app only composes it.
 *
 * @example
 * createControlApp({ ...deps, register: (app) => steeringRoutes(app, ctx, engine) });
 */
export function steeringRoutes(app: Hono, ctx: DomainContext, engine: DeliveryEngine): void {
  styleBSteering(app, ctx);
  styleASteering(app, ctx);
  networkSimulation(app, ctx);
  cardSteering(app, ctx);
  cardListRoutes(app, ctx);
  portalRoutes(app, ctx);
  cardShippingSteering(app, ctx);
  webhookRoutes(app, ctx, engine);
}
