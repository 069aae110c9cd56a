export { spendControlRule } from './spend-control-rule';
export {
  applicantSpendControls,
  type CreateSpendControlInput,
  createSpendControl,
  deleteSpendControl,
  listSpendControls,
  SPEND_CONTROL_COLLECTION,
  SPEND_CONTROL_LIST_TYPES,
  SPEND_CONTROL_USAGES,
  SPEND_CONTROLS,
  type SpendControlFilters,
  type SpendControlListType,
  type SpendControlRecord,
  type SpendControlUsage,
  spendControlView,
} from './spend-control-store';
