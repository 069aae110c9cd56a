import type { zCreateSandboxBody, zListSandboxesQuery } from '@card-issuance/contracts/mock-control-zod';
import type { z } from 'zod';
import type { DomainContext } from '../domain/context';
import type { DeliveryEngine } from '../domain/webhooks';
import { ownSchemas } from '../http';

/** What the control API drives. */
export interface ControlDependencies {
  ctx: DomainContext;
  /** The sandbox's webhook deliveries (a replay sends one again). */
  engine: DeliveryEngine;
  /** Walks the clock forward, letting each step's asynchronous work finish (see `Mock.advance`). */
  advance(ms: number): Promise<void>;
  /** The connection details and seeded credentials (the CLI's `--json` line plus `seed`). */
  config(): unknown;
  /** Back to the seed. */
  reset(): void;
  /** A debugging read of the whole state, without secrets. */
  state(): unknown;
  /** Making and listing sandboxes: only the mock's own control API has it (G-78). */
  sandboxes?: {
    create(input: z.output<typeof zCreateSandboxBody>): unknown;
    list(query: z.output<typeof zListSandboxesQuery>): unknown;
  };
  /** The mock's version (the HAR export's `log.creator`); `0.0.0` when not given. */
  version?: string;
  /** Removes this sandbox; absent on the mock's own, which is reset, never removed. */
  remove?(): unknown;
}

/** A control handler whose schemas are its own (an amount read as cents): see `ownSchemas`. */
export const withSchemas = ownSchemas<undefined>();
