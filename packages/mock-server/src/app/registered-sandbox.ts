import type { Sandbox } from './open-sandbox';

/**
 * One sandbox made with `POST /_mock/sandboxes`, as the registry holds it: what it is known by, and the
 * sandbox itself, opened on first use. A sandbox kept on disk is not opened when the mock starts, and is
 * closed again once it is idle with nothing scheduled (`release`), so it holds no file while unused.
 *
 * @example
 * const entry = new RegisteredSandbox('sbx_1', { name: null, createdAt, lastUsedAt: createdAt }, () => open('sbx_1'));
 * entry.sandbox.ctx; // opened now
 */
export class RegisteredSandbox {
  name: string | null;
  readonly createdAt: number;
  /** Real time of the last request it served; it expires `idleTtlMs` after. */
  lastUsedAt: number;
  #sandbox: Sandbox | undefined;
  readonly #open: () => Sandbox;

  constructor(
    readonly id: string,
    known: { name: string | null; createdAt: number; lastUsedAt: number },
    open: () => Sandbox,
    opened?: Sandbox,
  ) {
    this.name = known.name;
    this.createdAt = known.createdAt;
    this.lastUsedAt = known.lastUsedAt;
    this.#open = open;
    this.#sandbox = opened;
  }

  /** The sandbox, opened now if it is not (its store read back: records, clock, pending work). */
  get sandbox(): Sandbox {
    this.#sandbox ??= this.#open();
    return this.#sandbox;
  }

  /** Whether the sandbox is open now. */
  get opened(): boolean {
    return this.#sandbox !== undefined;
  }

  /** Closes the sandbox (its clock, its webhook engine); the next use opens it again. */
  close(): void {
    this.#sandbox?.close();
    this.#sandbox = undefined;
  }
}
