import { type components, createStyleBClient, type StyleBClient } from '@card-issuance/sdk-style-b';
import { renderCards } from './card-table';
import { type SandboxConfig, sandbox } from './control-api';
import { STYLE_B_URL, startInPageMock } from './in-page-mock';
import { type Account, createAccount, issueCard } from './onboarding';

type Card = components['schemas']['Card'];

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const form = (id: string) => byId(id) as HTMLFormElement;
const status = byId('status');
const errorBox = byId('error');
const cardRows = byId('cards');

let config: SandboxConfig;
let client: StyleBClient;
let account: Account;

/** Enables one step's form and puts the keyboard focus on its first field. */
function activate(id: string, active = true): void {
  const fieldset = form(id).querySelector('fieldset') as HTMLFieldSetElement;
  fieldset.disabled = !active;
  if (active) (fieldset.querySelector('input, button') as HTMLElement).focus();
}

/** Runs a step with its progress in the live region and any failure in the alert. */
async function run(progress: string, action: () => Promise<string>): Promise<boolean> {
  status.textContent = progress;
  errorBox.textContent = '';
  try {
    status.textContent = await action();
    return true;
  } catch (error) {
    status.textContent = '';
    errorBox.textContent = error instanceof Error ? error.message : String(error);
    return false;
  }
}

/** Wires a form's submit (a button click or Enter in a field) to a step. */
function onSubmit(id: string, step: (fields: FormData) => Promise<void>): void {
  form(id).addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = new FormData(form(id)); // before disabling: disabled fields are left out of FormData
    const fieldset = form(id).querySelector('fieldset') as HTMLFieldSetElement;
    fieldset.disabled = true; // no double submit while the calls run
    await step(fields);
  });
}

async function refreshCards(): Promise<void> {
  const cards: Card[] = [];
  for await (const card of client.cards.list({ accountId: account.accountId })) cards.push(card);
  renderCards(cardRows, cards, toggleFreeze);
}

async function toggleFreeze(card: Card): Promise<void> {
  const freezing = card.status === 'ACTIVE';
  await run(freezing ? 'Freezing the card…' : 'Unfreezing the card…', async () => {
    const params = { accountId: account.accountId };
    const data = freezing
      ? await client.cards.freeze(card.cardId, params)
      : await client.cards.unfreeze(card.cardId, params);
    await refreshCards();
    return `Card •••• ${data.last4} is ${data.status}.`;
  });
  // Keep the keyboard where it was: on the same card's button.
  cardRows.querySelector<HTMLButtonElement>(`tr[data-card-id="${card.cardId}"] button`)?.focus();
}

onSubmit('sign-in', async (fields) => {
  const ok = await run('Signing in…', async () => {
    client = createStyleBClient({
      baseUrl: STYLE_B_URL,
      clientId: String(fields.get('clientId')),
      clientSecret: String(fields.get('clientSecret')),
    });
    await client.auth.getAccessToken(); // authorize, then exchange the code for an access token
    return 'Signed in. Create an account next.';
  });
  activate(ok ? 'create-account' : 'sign-in');
});

onSubmit('create-account', async (fields) => {
  const person = {
    firstName: String(fields.get('firstName')),
    lastName: String(fields.get('lastName')),
    email: String(fields.get('email')),
  };
  const ok = await run('Creating the account and passing KYC…', async () => {
    account = await createAccount(client, config, person);
    return `Account ${account.accountId} passed KYC; its wallet is open.`;
  });
  activate(ok ? 'issue-card' : 'create-account');
});

onSubmit('issue-card', async (fields) => {
  await run('Issuing the card…', async () => {
    await issueCard(client, account, String(fields.get('label') ?? ''));
    await refreshCards();
    return 'Card issued.';
  });
  activate('issue-card');
});

await run('Starting the sandbox in this page…', async () => {
  await startInPageMock();
  config = await sandbox.config();
  // The sandbox's own credentials, as the mock exposes them: in a real app the secret stays on a server.
  const signIn = form('sign-in');
  (signIn.elements.namedItem('clientId') as HTMLInputElement).value = config.clientId;
  (signIn.elements.namedItem('clientSecret') as HTMLInputElement).value = config.clientSecret;
  (form('create-account').elements.namedItem('email') as HTMLInputElement).value = 'ann@example.com';
  activate('sign-in');
  return 'Sandbox ready, with its credentials filled in. Sign in.';
});
