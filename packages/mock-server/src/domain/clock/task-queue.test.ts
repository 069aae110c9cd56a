import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTaskQueue, type QueuedTask } from './task-queue';

describe('createTaskQueue', () => {
  it('takes live tasks in (at, seq) order whatever was pushed and cancelled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 50 }), cancel: fc.boolean() }), {
          maxLength: 300,
        }),
        (specs) => {
          const queue = createTaskQueue();
          const tasks: QueuedTask[] = specs.map(({ at }, seq) => ({
            at,
            seq,
            task: () => {},
            cancelled: false,
          }));
          for (const task of tasks) queue.push(task);
          for (const [i, spec] of specs.entries()) if (spec.cancel) queue.cancel(tasks[i] as QueuedTask);
          const expected = tasks
            .filter((_, i) => !specs[i]?.cancel)
            .sort((x, y) => x.at - y.at || x.seq - y.seq)
            .map((task) => task.seq);
          expect(queue.size).toBe(expected.length);
          const taken: number[] = [];
          for (let task = queue.take(); task; task = queue.take()) taken.push(task.seq);
          expect(taken).toEqual(expected);
        },
      ),
    );
  });

  it('ignores cancelling a task already taken', () => {
    const queue = createTaskQueue();
    const task: QueuedTask = { at: 1, seq: 0, task: () => {}, cancelled: false };
    queue.push(task);
    queue.take();
    queue.cancel(task);
    queue.push({ at: 2, seq: 1, task: () => {}, cancelled: false });
    expect(queue.size).toBe(1);
  });
});
