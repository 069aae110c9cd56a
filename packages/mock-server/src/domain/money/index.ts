export {
  type Cents,
  CURRENCIES,
  type Currency,
  amountProblem,
  decimalToCents,
  formatCents,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  type ParseAmountOptions,
} from './money';
