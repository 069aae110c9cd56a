export {
  amountProblem,
  type Cents,
  CURRENCIES,
  type Currency,
  decimalToCents,
  formatCents,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  type ParseAmountOptions,
} from './money';
