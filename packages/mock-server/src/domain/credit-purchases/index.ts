export { type CreditPurchase, settleCreditPurchase } from './settle-credit-purchase';
