import type { ControlOperationId } from './control-operation-types';

/**
 * The control client's methods, grouped as a user looks for them, each named by the operationId it
 * calls. `control-resources.test.ts` checks that every operation of the spec is here once (the inbox's
 * own receiver, `receiveInInbox`, is what webhook deliveries call, not a helper).
 */
export const CONTROL_RESOURCES = {
  config: 'getConfig',
  reset: 'resetMock',
  /** On a sandbox's control URL: removes that sandbox. */
  deleteSandbox: 'deleteSandbox',
  sandboxes: { create: 'createSandbox', list: 'listSandboxes' },
  state: 'getState',
  clock: { get: 'getClock', freeze: 'freezeClock', unfreeze: 'unfreezeClock', advance: 'advanceClock' },
  simulate: {
    authorize: 'simulateAuthorization',
    settle: 'simulateSettlement',
    reverse: 'simulateReversal',
    refund: 'simulateRefund',
    expire: 'simulateExpiry',
    decline: 'simulateDecline',
    increment: 'simulateIncrement',
    forceCapture: 'simulateForceCapture',
    unlinkedRefund: 'simulateUnlinkedRefund',
    getSettings: 'getNetworkSettings',
    updateSettings: 'updateNetworkSettings',
  },
  cards: {
    list: 'listCards',
    listTransactions: 'listCardTransactions',
    freeze: 'freezeCard',
    unfreeze: 'unfreezeCard',
    ship: 'advanceCardShipping',
    riskClose: 'riskCloseCard',
  },
  /** The merchant portal and the administrator of the interface (Style B cards, G-75). */
  portal: {
    issueCard: 'issuePortalCard',
    suspendCard: 'suspendPortalCard',
    closeCard: 'closePortalCard',
    restrictCard: 'restrictCard',
    unrestrictCard: 'unrestrictCard',
  },
  styleB: {
    kycDecision: 'forceKycDecision',
    kybDecision: 'forceKybDecision',
    cardholderDecision: 'forceCardholderDecision',
    creditWallet: 'creditWallet',
  },
  styleA: {
    kycDecision: 'forceApplicantKycDecision',
    updateOrganization: 'updateOrganizationSettings',
    provisionApiKey: 'provisionApiKey',
    settleCreditPurchase: 'settleCreditPurchase',
    receiveDeposit: 'receiveApplicantDeposit',
    freezeDeposits: 'freezeApplicantDeposit',
    unfreezeDeposits: 'unfreezeApplicantDeposit',
  },
  faults: { create: 'createFault', list: 'listFaults', clear: 'clearFaults', delete: 'deleteFault' },
  webhooks: {
    createEndpoint: 'createWebhookEndpoint',
    listEndpoints: 'listWebhookEndpoints',
    deleteEndpoint: 'deleteWebhookEndpoint',
    listDeliveries: 'listWebhookDeliveries',
    getDelivery: 'getWebhookDelivery',
    replayDelivery: 'replayWebhookDelivery',
    listInbox: 'listInbox',
    clearInbox: 'clearInbox',
  },
  events: { list: 'listEvents' },
  requests: { list: 'listRequests' },
} as const satisfies ResourceTree;

/** Operations deliberately without a method. */
export const NOT_HELPERS: readonly ControlOperationId[] = ['receiveInInbox'];

interface ResourceTree {
  [name: string]: ControlOperationId | ResourceTree;
}
