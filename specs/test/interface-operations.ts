import type { Style } from './load-spec';

/**
 * One operation as the interface spec (or a DECISIONS.md decision, for paths it leaves "not shown") documents
 * it. Field lists use dotted paths; `[]` steps into array items.
 */
export interface DocumentedOperation {
  style: Style;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Where it is documented: a section number of the interface (as DECISIONS.md's gaps cite them) or a DECISIONS.md id. */
  source: string;
  /** Request body fields the source marks required. */
  body?: string[];
  /** Request body fields the source names as optional: they must exist, and must not be required. */
  optionalBody?: string[];
  /** Query parameters the source marks required. */
  query?: string[];
  /** Query parameters that must exist but stay optional. */
  optionalQuery?: string[];
  /** Header parameters that must be required (Style B Idempotency-Key, callback signatures). */
  headers?: string[];
  /** Header parameters that must exist but stay optional. */
  optionalHeaders?: string[];
  /** Fields the source names in the success response. */
  response?: string[];
  /** The operation takes no credentials. */
  public?: true;
  deprecated?: true;
}

const B_CARDHOLDER_FIELDS = [
  'accountId',
  'binId',
  'businessModel',
  'referenceId',
  'firstName',
  'lastName',
  'email',
  'phoneCountryCode',
  'phoneNumber',
  'address',
];
const B_TRANSFER_BODY = ['clientTransactionId', 'amount', 'accountId'];

/** Style B: the interface's 4.1 and 4.2, all 28 operations. */
export const styleBOperations: DocumentedOperation[] = [
  {
    style: 'b',
    method: 'GET',
    path: '/v1/oauth/authorize',
    source: '4.1',
    query: ['clientId'],
    response: ['data.code', 'data.timestamp'],
    public: true,
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/oauth/access-token',
    source: '4.1',
    body: ['clientId', 'clientSecret', 'code'],
    response: ['data.accessToken', 'data.refreshToken', 'data.expiresIn', 'data.timestamp'],
    public: true,
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/accounts/register',
    source: '2.1, 4.2',
    body: ['name', 'email', 'parentAccountId'],
    optionalBody: ['phone'],
    optionalHeaders: ['Idempotency-Key'],
    response: ['data.accountId', 'data.userId'],
  },
  { style: 'b', method: 'GET', path: '/v1/accounts', source: '4.2', query: ['email'] },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/accounts/{accountId}/kyc',
    source: '4.2, G-10',
    body: ['sourceType', 'veritasShareToken'],
    optionalBody: ['ipAddress', 'occupation', 'annualSalary', 'accountPurpose', 'expectedMonthlyVolume'],
  },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/accounts/cdd/detail/{accountId}',
    source: '4.2',
    response: ['data.kyc.status', 'data.kyc.caseId'],
  },
  { style: 'b', method: 'POST', path: '/v1/accounts/{accountId}/init', source: '4.2' },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/cardholders',
    source: '2.1, 4.2',
    body: B_CARDHOLDER_FIELDS,
    headers: ['Idempotency-Key'],
    response: ['data.status'],
  },
  { style: 'b', method: 'GET', path: '/v1/cardholders', source: '4.2', query: ['accountId'] },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/cardholders/{cardholderId}',
    source: '4.2',
    query: ['accountId'],
  },
  {
    style: 'b',
    method: 'PATCH',
    path: '/v1/cardholders/{cardholderId}',
    source: '4.2',
    body: ['accountId'],
    optionalBody: ['email', 'phoneCountryCode', 'phoneNumber', 'firstName', 'lastName', 'address'],
  },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/card/bins',
    source: '2.1, 4.2',
    query: ['accountId'],
    response: [
      'data.list[].id',
      'data.list[].bin',
      'data.list[].type',
      'data.list[].currencies',
      'data.list[].network',
      'data.list[].supportPhysicalCard',
    ],
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/budgets',
    source: '2.1, 4.2',
    body: ['accountId', 'name'],
    optionalBody: ['currency'],
    headers: ['Idempotency-Key'],
    response: ['data.balance.available'],
  },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/budgets/{budgetId}',
    source: '4.2',
    query: ['accountId'],
    response: ['data.balance.available'],
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/budgets/{budgetId}/transfer-in',
    source: '4.2',
    body: B_TRANSFER_BODY,
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/budgets/{budgetId}/transfer-out',
    source: '4.2',
    body: B_TRANSFER_BODY,
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/business/transfer/external',
    source: '4.2, B-10',
    body: [
      'clientTransactionId',
      'amount',
      'from',
      'to',
      'from.accountId',
      'from.id',
      'from.currency',
      'to.accountId',
      'to.id',
      'to.currency',
    ],
    optionalBody: ['from.businessType'],
    headers: ['Idempotency-Key'],
  },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/cards/wallets',
    source: '2.1, 4.2',
    query: ['accountId'],
    response: ['data.list[].objectType', 'data.list[].id'],
  },
  {
    style: 'b',
    method: 'POST',
    path: '/v1/budget-card',
    source: '2.1, 4.2',
    body: ['accountId', 'binId', 'cardMode', 'cardholderId', 'budgetId', 'referenceId'],
    optionalBody: ['label', 'useType', 'physicalCardDesignId'],
    headers: ['Idempotency-Key'],
  },
  // cardId is optional by B-8 (the spec's "required" contradicts its own "with cardId at most one record").
  {
    style: 'b',
    method: 'GET',
    path: '/v1/card-list',
    source: '4.2, B-8',
    query: ['accountId'],
    optionalQuery: ['cardId'],
  },
  { style: 'b', method: 'GET', path: '/v1/cards/{cardId}', source: '4.2, B-12', query: ['accountId'] },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/cards/{cardId}/private-info/access-token',
    source: '4.2',
    query: ['accountId'],
  },
  { style: 'b', method: 'PUT', path: '/v1/cards/{cardId}', source: '4.2', body: ['accountId', 'label'] },
  {
    style: 'b',
    method: 'PUT',
    path: '/v1/cards/{cardId}/velocity-control',
    source: '2.1, 4.2',
    body: ['accountId', 'transactionLimitsType', 'amountLimit'],
  },
  { style: 'b', method: 'POST', path: '/v1/cards/{cardId}/freeze', source: '4.2', body: ['accountId'] },
  { style: 'b', method: 'POST', path: '/v1/cards/{cardId}/unfreeze', source: '4.2', body: ['accountId'] },
  { style: 'b', method: 'DELETE', path: '/v1/cards/{cardId}', source: '4.2', query: ['accountId'] },
  {
    style: 'b',
    method: 'GET',
    path: '/v1/cards/transaction-list',
    source: '4.2, B-9',
    query: ['accountId'],
    optionalQuery: ['cardId', 'status', 'startTime', 'endTime', 'pageNum', 'pageSize'],
  },
];

/** Style A: the interface's 4.3 and 4.4, and the operations DECISIONS.md adds. */
export const styleAOperations: DocumentedOperation[] = [
  {
    style: 'a',
    method: 'POST',
    path: '/v1/oauth/token',
    source: '4.3, 5',
    body: ['client_id', 'client_secret'],
    response: ['access_token', 'token_type', 'expires_in'],
    public: true,
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards/{id}/payment-details',
    source: '4.3',
    body: ['encryption', 'encryption.public_key_pem'],
    response: [
      'data.algorithm',
      'data.encryptedKey',
      'data.iv',
      'data.authTag',
      'data.ciphertext',
      'data.expiresIn',
    ],
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards/{id}/defund',
    source: '4.3, A-4',
    body: ['amount_cents'],
    optionalHeaders: ['Idempotency-Key'],
    response: ['data.id', 'data.balance_cents'],
  },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/cards/spend-controls',
    source: '2.2, 4.3, A-5',
    optionalQuery: ['usage', 'list_type'],
    response: ['data.items[].id', 'data.items[].usage', 'data.items[].keywords', 'data.items[].list_type'],
  },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/applicants/{id}/funding/balances',
    source: '2.2, 4.3',
    response: [
      'data.applicant_id',
      'data.deposit[].currency',
      'data.deposit[].available',
      'data.deposit[].frozen',
      'data.infinity_usd',
      'data.available_to_fund_usd',
    ],
  },
  { style: 'a', method: 'GET', path: '/v1/cardholders/{id}', source: '4.3, A-16', response: ['data'] },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards/{id}/freeze',
    source: '4.3',
    response: ['data.id', 'data.status'],
  },
  {
    style: 'a',
    method: 'PATCH',
    path: '/v1/cards/{id}',
    source: '4.3, A-1',
    optionalBody: ['label', 'spend_limit_cents'],
    response: ['data.id', 'data.label', 'data.spend_limit_cents'],
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards/{id}/activate',
    source: '4.3, A-1',
    response: ['data.id', 'data.status'],
  },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/cards/{id}',
    source: '2.2, 4.3, A-1',
    response: ['data.id', 'data.status', 'data.label', 'data.spend_limit_cents'],
  },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/cards/{id}/secure-details',
    source: '4.3, A-14',
    response: ['data'],
  },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/kyc/config',
    source: '4.3, A-17',
    response: ['data.veritasWebhookUrl', 'data.veritasWebhookMode'],
  },
  { style: 'a', method: 'POST', path: '/v1/applicants/{id}/submit', source: '4.3, A-13' },
  {
    style: 'a',
    method: 'GET',
    path: '/v1/applicants/{id}/kyc-status',
    source: '4.3',
    response: ['data.issuerKycReady'],
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/applicants/{id}/kyc-share',
    source: '4.3, A-2',
    body: ['share_token'],
  },
  { style: 'a', method: 'POST', path: '/v1/webhooks', source: '4.3, A-18' },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/webhooks/veritas',
    source: '4.4, A-19',
    headers: ['x-veritas-signature'],
    public: true,
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/webhooks/cardrail',
    source: '4.4, A-19',
    headers: ['x-cardrail-signature'],
    public: true,
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/webhooks/walletkit',
    source: '4.4, A-19',
    headers: ['x-walletkit-signature-256'],
    public: true,
  },
  {
    style: 'a',
    method: 'POST',
    path: '/webhooks/veritas',
    source: '4.4, G-2',
    headers: ['x-veritas-signature'],
    public: true,
    deprecated: true,
  },
  // Operations DECISIONS.md adds so that every catalogued error is reachable.
  {
    style: 'a',
    method: 'POST',
    path: '/v1/applicants',
    source: 'A-7',
    optionalHeaders: ['Idempotency-Key'],
  },
  { style: 'a', method: 'GET', path: '/v1/applicants', source: 'A-7' },
  { style: 'a', method: 'GET', path: '/v1/applicants/{id}', source: 'A-7, A-12', response: ['data.id'] },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/applicants/{id}/spend-controls',
    source: 'A-6',
    body: ['usage', 'keywords', 'list_type'],
  },
  { style: 'a', method: 'DELETE', path: '/v1/applicants/{id}/spend-controls/{controlId}', source: 'A-6' },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cardholders',
    source: 'A-7',
    body: ['applicant_id', 'program_id'],
    optionalBody: ['address'],
    optionalHeaders: ['Idempotency-Key'],
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards',
    source: 'A-7',
    body: ['cardholder_id', 'program_id', 'type'],
    optionalBody: ['label', 'spend_limit_cents'],
    optionalHeaders: ['Idempotency-Key'],
  },
  { style: 'a', method: 'GET', path: '/v1/cards', source: 'A-7, G-11', optionalQuery: ['limit', 'cursor'] },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/cards/{id}/fund',
    source: 'A-7',
    body: ['amount_cents'],
    optionalHeaders: ['Idempotency-Key'],
  },
  { style: 'a', method: 'GET', path: '/v1/programs', source: 'A-24' },
  { style: 'a', method: 'GET', path: '/v1/organizations', source: 'A-24' },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/auth/login',
    source: 'A-8',
    body: ['email', 'password'],
    public: true,
  },
  {
    style: 'a',
    method: 'POST',
    path: '/v1/invites/{token}/accept',
    source: 'A-8',
    body: ['password'],
    public: true,
  },
  { style: 'a', method: 'GET', path: '/.well-known/jwks.json', source: 'A-22', public: true },
];
