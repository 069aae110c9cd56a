import type { ControlClient } from './control-client';
import { h } from './dom';

/** Where the dashboard of a sandbox is: the default one's at `/_mock/dashboard`, the others below their path. */
export function dashboardPathOf(sandboxId: string): string {
  return sandboxId === 'default' ? '/_mock/dashboard' : `/sandboxes/${sandboxId}/_mock/dashboard`;
}

/**
 * Fills the sandbox picker once, on load (it is not polled): the mock's own sandbox and every one made
 * with `POST /_mock/sandboxes`, by name; choosing one opens its dashboard, keeping `#token=` (G-78).
 *
 * @example
 * await fillSandboxPicker(select, rootControl, 'default');
 */
export async function fillSandboxPicker(
  select: HTMLSelectElement,
  root: ControlClient,
  current: string,
): Promise<void> {
  const { items } = await root.sandboxes.list();
  const choices = [
    { id: 'default', label: 'Default sandbox' },
    ...items.map((sandbox) => ({ id: sandbox.id, label: sandbox.name ?? sandbox.id })),
  ];
  select.replaceChildren(
    ...choices.map((choice) =>
      h('option', { value: choice.id, text: choice.label, selected: choice.id === current }),
    ),
  );
  select.disabled = choices.length < 2;
  // A name too long for the header ends in an ellipsis there: the title says it whole.
  select.title = select.selectedOptions[0]?.text ?? '';
  select.addEventListener('change', () => {
    location.assign(`${dashboardPathOf(select.value)}${location.hash}`);
  });
}
