/**
 * A one-way signal between two concurrent tests: one opens it, the other awaits it. Two latches make a
 * real interleaving (the observer reads after the mover moved) with no sleeps; a test that is never
 * reached leaves the other waiting until Vitest's timeout fails it.
 *
 * @example
 * const moved = latch();
 * test.concurrent('mover', async () => { await move(); moved.open(); });
 * test.concurrent('observer', async () => { await moved.opened; await observe(); });
 */
export function latch(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
}
