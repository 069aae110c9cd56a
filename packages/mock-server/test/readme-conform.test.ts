import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFORM_USAGE } from '../src/cli/commands/conform-command';

// The README's nightly CI job for `conform` is copied as it is: it must be a workflow GitHub can read, and
// every flag it passes must be one the command takes.
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function section(title: string): string {
  const start = README.indexOf(`## ${title}`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end === -1 ? undefined : end);
}

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Array<{ run?: string }> }>;
}

describe("the README's nightly conform job", () => {
  const text = section('Keep the mock honest: conform');
  const yaml = /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1] ?? '';

  it('is a scheduled workflow running conform with --json', () => {
    const workflow = parse(yaml) as Workflow;
    expect(Object.keys(workflow.on)).toContain('schedule');
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    const conform = runs.find((run) => run.includes('card-issuance-mock conform'));
    expect(conform).toContain('--json');
    expect(conform).toContain('--compare');
  });

  it('passes only flags the command takes, as do the other examples of the section', () => {
    const flags = new Set([...text.matchAll(/\s(--[a-z-]+)/g)].map((match) => match[1]));
    const known = new Set([...CONFORM_USAGE.matchAll(/^\s+(--[a-z-]+)/gm)].map((match) => match[1]));
    expect(known.size).toBeGreaterThan(8);
    expect(
      [...flags].filter((flag) => !known.has(flag) && flag !== '--no-save' && flag !== '--port'),
    ).toEqual([]);
  });
});
