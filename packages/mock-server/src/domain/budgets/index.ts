export {
  BUDGETS,
  type BudgetRecord,
  type BudgetView,
  budgetView,
  createBudget,
  getBudget,
  requireBudget,
} from './budget-store';
export { type BudgetTransferResult, transferIn, transferOut } from './budget-transfers';
