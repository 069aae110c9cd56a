export {
  type CreditPurchase,
  type CreditPurchaseInput,
  settleCreditPurchase,
} from './settle-credit-purchase';
