export {
  type Cents,
  CURRENCIES,
  type Currency,
  formatCents,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  type ParseAmountOptions,
  parseAmount,
  parseCurrency,
} from './money';
