export {
  BUDGETS,
  type BudgetRecord,
  type CreateBudgetInput,
  createBudget,
  getBudget,
  requireBudget,
} from './budget-store';
export {
  type BudgetTransferInput,
  type BudgetTransferResult,
  transferIn,
  transferOut,
} from './budget-transfers';
