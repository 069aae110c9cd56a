import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainContext } from '../domain/context';
import { idempotent } from './idempotent';
import { readJsonBody } from './read-json-body';
import { stampRequestId } from './request-id';
import { parseRequest, type RequestInput, type RequestSchemas } from './request-input';
import { requestTraceOf } from './request-trace';
import type { IssueRule } from './zod-input';

/**
 * One operation as a generated table (`@card-issuance/contracts/style-a`, `/style-b`,
 * `/mock-control-operations`) describes it.
 */
export interface OperationEntry {
  readonly method: string;
  readonly path: string;
  readonly idempotency?: 'required' | 'recommended' | 'optional';
  readonly roles?: readonly string[];
  readonly anonymous?: boolean;
}

/**
 * A generated operation table's operations by id: its exports that have schemas (the table also exports
 * constants such as `ANONYMOUS_PATHS`).
 *
 * @example
 * export const STYLE_B_OPERATIONS = operationsOf<Operations>(operations, OPERATION_SCHEMAS);
 */
export function operationsOf<O>(
  table: Record<string, unknown>,
  schemas: Record<string, unknown>,
): O & Record<string, OperationEntry> {
  return Object.fromEntries(Object.entries(table).filter(([id]) => id in schemas)) as O &
    Record<string, OperationEntry>;
}

/** What an answer carries besides its data: a status (Style A's 201), a code and message (Style B's no-ops). */
export interface ReplyOptions {
  status?: ContentfulStatusCode;
  code?: string;
  message?: string;
  /** Headers of this answer besides the envelope's own (`c.header()` is not read by the JSON answers). */
  headers?: Readonly<Record<string, string>>;
}

const REPLY = Symbol('reply');

/** A handler's data with {@link ReplyOptions}, made by {@link reply}. */
export interface Reply {
  readonly [REPLY]: true;
  readonly data: unknown;
  readonly options: ReplyOptions;
}

/**
 * Data answered with a status or code of its own; a handler returns plain data for the style's default.
 *
 * @example
 * createCard: (input, { principal }) => reply(cardView(ctx, issueProgramCard(ctx, principal, input)), { status: 201 })
 */
export function reply(data: unknown, options: ReplyOptions): Reply {
  return { [REPLY]: true, data, options };
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && REPLY in value;

/** What differs between the two faces around every operation: the rest is the binder's. */
export interface StylePolicy<P> {
  /** The caller of a protected operation; throws the style's `unauthorized` or `forbidden`. */
  authenticate(c: Context): P | Promise<P>;
  /** Refuses a caller outside the operation's `x-roles` (only operations with roles ask). */
  authorize(principal: P, roles: readonly string[]): void;
  /** The credentials and operation an `Idempotency-Key` is kept under (DECISIONS.md G-8). */
  idempotencyScope(c: Context, principal: P | undefined): string;
  /** The style's rule for issues that carry a code of the spec (`x-issue-codes`, G-88). */
  issueRule: IssueRule;
  /** The style's success envelope. */
  success(c: Context, data: unknown, options: ReplyOptions): Response;
}

/** What a handler receives besides its validated input. */
export interface Call<P> {
  c: Context;
  /** The caller (`undefined` for an operation the spec calls without a token). */
  principal: P;
  /** The JSON body as sent, read once (a malformed body is `invalid` naming it). */
  body(): Promise<Record<string, unknown>>;
  /** Validates a part of the request the spec checks later than the rest, with the style's rule. */
  parse<S extends RequestSchemas>(schemas: S, body?: Record<string, unknown>): RequestInput<S>;
}

/** A handler: its validated input in, its data (or a {@link Reply}, or a whole `Response`) out. */
export type Handle<I, P> = (input: I, call: Call<P>) => unknown;

/** A handler with the exceptions to the binder's defaults; each says why in its face. */
export interface OperationHandler<I, P> {
  /**
   * Schemas that replace the generated ones where the spec says in words what zod cannot (a refinement),
   * or that depend on the body (`cardMode`) or the settings (the KYC provider).
   */
  schemas?: RequestSchemas | ((body: Record<string, unknown>) => RequestSchemas);
  /**
   * What must be found before the body is read (404 before 400): validated with `schemas` (default: the
   * operation's path and query), its answer goes to `handle` as `call.located`.
   */
  // `never`: each `run` names the parameters it reads (the generated path and query, or its own schemas).
  locate?: { schemas?: RequestSchemas; run(input: never, call: Call<P>): unknown };
  /** Optional body fields whose `null` (or `""`) removes the value (a card's `label`, A-29). */
  clearable?: readonly string[];
  /** How the body is read (default: JSON); `raw` leaves reading and validating it to the handler. */
  body?: 'raw' | ((c: Context) => Promise<Record<string, unknown>>);
  /** The route when the spec's path has values only known at run time (provider names, G-10). */
  route?: string;
  // biome-ignore lint/suspicious/noExplicitAny: what `locate` found is the face's to type; a mapped table of operations cannot infer it per operation.
  handle(input: I, call: Call<P> & { located: any }): unknown;
}

/**
 * Makes the handler of an operation whose body schema is the face's own (it depends on the body or on the
 * settings), typed by that schema: `P` is the face's caller.
 *
 * @example
 * const withSchemas = ownSchemas<PartnerScope>();
 * submitKyc: withSchemas(() => ({ body: kycBody, path: zSubmitKycPath }), (input, { principal }) => ...)
 */
export function ownSchemas<P>() {
  return <O extends RequestSchemas>(
    schemas: (body: Record<string, unknown>) => O,
    handle: (input: RequestInput<O>, call: Call<P>) => unknown,
  ): OperationHandler<never, P> => ({ schemas, handle: handle as OperationHandler<never, P>['handle'] });
}

/** An operation answered by the route of another one (the provider callbacks share one route). */
export interface ServedBy {
  servedBy: string;
}

type Principal<O, P> = O extends { anonymous: true } ? undefined : P;

/** Per operation id of a style's table, its handler: a face names nothing else. */
export type FaceHandlers<
  Ops extends Record<string, OperationEntry>,
  Schemas extends Record<keyof Ops, RequestSchemas>,
  P,
> = {
  [K in keyof Ops & keyof Schemas]:
    | Handle<RequestInput<Schemas[K]>, Principal<Ops[K], P>>
    | OperationHandler<RequestInput<Schemas[K]>, Principal<Ops[K], P>>
    | ServedBy;
};

/** A style's operations as the binder reads them. */
export interface FaceBinding<P> {
  ctx: DomainContext;
  operations: Record<string, OperationEntry>;
  schemas: Record<string, RequestSchemas>;
  policy: StylePolicy<P>;
}

/**
 * Registers every operation of a style on `app` from the generated tables: method and path, roles,
 * idempotency mode and schemas come from the spec; authentication, the role check, validation, the
 * `Idempotency-Key` and the success envelope happen here, through the style's {@link StylePolicy}. Throws
 * when an operation of the table has no handler or a handler names no operation.
 *
 * @example
 * bindOperations(app, { ctx, operations, schemas: OPERATION_SCHEMAS, policy }, {
 *   getCard: ({ id }, { principal }) => cardView(ctx, requireProgramCard(ctx, principal, id)),
 * });
 */
export function bindOperations<P>(
  app: Hono,
  binding: FaceBinding<P>,
  handlers: Record<string, unknown>,
): void {
  const { operations, schemas } = binding;
  const missing = Object.keys(schemas).filter((id) => !(id in handlers));
  const unknown = Object.keys(handlers).filter((id) => !(id in schemas) || !(id in operations));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `operations without a handler: ${missing.join(', ') || 'none'}; handlers without an operation: ${unknown.join(', ') || 'none'}`,
    );
  }
  const routes = Object.entries(handlers).flatMap(([id, declared]) => {
    const found = declared as Handle<unknown, P> | OperationHandler<unknown, P> | ServedBy;
    if ('servedBy' in found) {
      if (!(found.servedBy in handlers)) throw new Error(`${id} is served by unknown ${found.servedBy}`);
      return [];
    }
    const handler = typeof found === 'function' ? { handle: found } : found;
    const operation = operations[id] as OperationEntry;
    const route = handler.route ?? operation.path.replace(/\{([^}]+)\}/g, ':$1');
    return [{ id, route, operation, handler, generated: schemas[id] as RequestSchemas }];
  });
  // Literal paths before parameterised ones, so `/v1/cards/wallets` is never read as a card id.
  routes.sort((a, b) => Number(a.route.includes(':')) - Number(b.route.includes(':')));
  for (const { id, route, operation, handler, generated } of routes) {
    // What is validated, when the handler's schemas do not depend on the body: known once, not per request.
    const fixed =
      typeof handler.schemas === 'function'
        ? undefined
        : partsOf(generated, handler.schemas, handler.body === 'raw');
    app.on(operation.method, route, (c) => serve(c, binding, { id, operation }, generated, handler, fixed));
  }
}

/** The schemas a request is validated with: the generated ones, the handler's own over them. */
function partsOf(generated: RequestSchemas, own: RequestSchemas | undefined, raw: boolean): RequestSchemas {
  const { body: bodySchema, ...params } = { ...generated, ...own };
  return raw || !bodySchema ? params : { ...params, body: bodySchema };
}

async function serve<P>(
  c: Context,
  { ctx, policy }: FaceBinding<P>,
  { id, operation }: { id: string; operation: OperationEntry },
  generated: RequestSchemas,
  handler: OperationHandler<unknown, P>,
  fixed: RequestSchemas | undefined,
): Promise<Response> {
  // Awaited only when it is a promise: a request has enough turns of the microtask queue already.
  const authenticated = operation.anonymous ? undefined : policy.authenticate(c);
  const principal = (authenticated instanceof Promise ? await authenticated : authenticated) as P;
  if (operation.roles && principal !== undefined) policy.authorize(principal, operation.roles);
  let body: Record<string, unknown> | undefined;
  const readBody = handler.body === 'raw' || handler.body === undefined ? readJsonBody : handler.body;
  const call: Call<P> & { located: unknown } = {
    c,
    principal,
    located: undefined,
    body: async () => {
      body ??= await readBody(c);
      return body;
    },
    parse: (parts, sent = body ?? {}) => parseRequest(c, parts, sent, policy.issueRule, handler.clearable),
  };
  if (handler.locate) {
    const { path, query } = generated;
    const where = handler.locate.schemas ?? { ...(path ? { path } : {}), ...(query ? { query } : {}) };
    call.located = await handler.locate.run(call.parse(where) as never, call);
  }
  const raw = handler.body === 'raw';
  if (generated.body && !raw) await call.body();
  const parts =
    fixed ??
    partsOf(
      generated,
      (handler.schemas as (body: Record<string, unknown>) => RequestSchemas)(body ?? {}),
      raw,
    );
  const answered = (result: unknown) => {
    if (result instanceof Response) return stampRequestId(c, result);
    return isReply(result) ? policy.success(c, result.data, result.options) : policy.success(c, result, {});
  };
  const traced = requestTraceOf(c.req.raw);
  if (traced) traced.operationId = id;
  const answer = () => {
    // What the handler does before its first await is the request's work: its events carry its trace.
    const result = traced
      ? ctx.tracer.within(traced.cause, () => handler.handle(call.parse(parts), call))
      : handler.handle(call.parse(parts), call);
    return result instanceof Promise ? result.then(answered) : answered(result);
  };
  if (!operation.idempotency) return answer();
  return idempotent(
    c,
    {
      ctx,
      scope: policy.idempotencyScope(c, principal),
      mode: operation.idempotency,
      request: body ?? {},
    },
    answer,
  );
}
