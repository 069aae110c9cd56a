import type { ControlClient } from './control-client';
import { byId, h, pill, renderIfChanged } from './dom';
import {
  effectFields,
  FAULT_FIELD_INPUTS,
  type Fault,
  faultEffectText,
  faultMatchText,
  faultRequestOf,
  faultUsesText,
  refusedInput,
} from './fault-request';
import { shortTime } from './format';

/** How the panel runs a user's action: the page announces its answer and refreshes, or shows its error. */
export type RunAction = (action: () => Promise<string>, onError: (error: unknown) => void) => void;

const value = (id: string) => byId(id, HTMLInputElement).value;
const choice = (id: string) => byId(id, HTMLSelectElement).value;

/**
 * One fault of the list: what it does, which calls it matches, how many it still affects, and its
 * Remove button.
 *
 * @example
 * list.append(faultItem(fault, (f) => remove(f)));
 */
export function faultItem(fault: Fault, remove: (fault: Fault) => void): HTMLLIElement {
  const effect = faultEffectText(fault.effect);
  const match = faultMatchText(fault.match);
  return h(
    'li',
    { class: 'row', 'data-fault-id': fault.id },
    pill(effect, fault.remaining === 0 ? 'EXPIRED' : 'FAIL'),
    h('span', { class: 'row-main mono', text: match }),
    h('span', { class: 'row-sub', text: `${faultUsesText(fault)} · ${shortTime(fault.createdAt)}` }),
    h('button', {
      type: 'button',
      class: 'secondary small',
      'data-key': `fault:${fault.id}`,
      'aria-label': `Remove the fault ${effect} on ${match}`,
      text: 'Remove',
      onclick: () => remove(fault),
    }),
  );
}

/**
 * The fault panel (`POST`, `GET` and `DELETE /_mock/faults`): the form that injects one, the list, and
 * Clear all. A refused fault shows the control API's own message beside the form, on the field it names.
 *
 * @example
 * const faults = new FaultsPanel(control, run);
 * faults.wire();
 * faults.render(items);
 */
export class FaultsPanel {
  constructor(
    private readonly control: ControlClient,
    private readonly run: RunAction,
  ) {}

  /** Shows the list (oldest first, the order in which faults apply). */
  render(faults: readonly Fault[]): void {
    byId('faults-clear', HTMLButtonElement).disabled = faults.length === 0;
    renderIfChanged(byId('faults-list', HTMLUListElement), faults, () =>
      faults.length === 0
        ? [h('li', { class: 'empty', text: 'No faults: every call to a face is served.' })]
        : faults.map((fault) => faultItem(fault, (f) => this.remove(f))),
    );
  }

  /** Wires the form, the effect's own fields and Clear all. */
  wire(): void {
    const effect = byId('fault-effect', HTMLSelectElement);
    const showEffectFields = () => {
      const wants = effectFields(effect.value);
      byId('fault-retry-field', HTMLLabelElement).hidden = !wants.retryAfter;
      byId('fault-delay-field', HTMLLabelElement).hidden = !wants.delay;
    };
    effect.addEventListener('change', showEffectFields);
    showEffectFields();
    byId('fault-form', HTMLFormElement).addEventListener('submit', (event) => {
      event.preventDefault();
      this.run(() => this.add(), this.refused);
    });
    byId('faults-clear', HTMLButtonElement).addEventListener('click', () =>
      this.run(async () => {
        const { cleared } = await this.control.faults.clear();
        this.showError(null);
        return `Removed ${cleared} fault${cleared === 1 ? '' : 's'}`;
      }, this.refused),
    );
  }

  private async add(): Promise<string> {
    const fault = await this.control.faults.create(
      faultRequestOf({
        style: choice('fault-style'),
        method: choice('fault-method'),
        path: value('fault-path'),
        effect: choice('fault-effect'),
        retryAfterSeconds: value('fault-retry'),
        delayMs: value('fault-delay'),
        count: value('fault-count'),
      }),
    );
    this.showError(null);
    return `Fault injected: ${faultEffectText(fault.effect)} on ${faultMatchText(fault.match)}`;
  }

  private remove(fault: Fault): void {
    this.run(async () => {
      await this.control.faults.delete({ faultId: fault.id });
      this.showError(null);
      return `Fault removed: ${faultEffectText(fault.effect)} on ${faultMatchText(fault.match)}`;
    }, this.refused);
  }

  private readonly refused = (error: unknown) => this.showError(error);

  /** Shows a refusal beside the form and marks the field it names; null clears both. */
  private showError(error: unknown): void {
    const message = error === null ? '' : error instanceof Error ? error.message : String(error);
    byId('fault-error', HTMLParagraphElement).textContent = message ? `Not done: ${message}` : '';
    const named = message ? refusedInput(message) : undefined;
    for (const id of Object.values(FAULT_FIELD_INPUTS)) {
      const input = document.getElementById(id);
      if (id === named) {
        input?.setAttribute('aria-invalid', 'true');
        input?.setAttribute('aria-describedby', 'fault-error');
      } else {
        input?.removeAttribute('aria-invalid');
        input?.removeAttribute('aria-describedby');
      }
    }
  }
}
