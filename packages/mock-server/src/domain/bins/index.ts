export {
  BINS,
  type BinRecord,
  type BinType,
  type BinView,
  binsOf,
  binView,
  requireBin,
  SEED_BINS,
  seedBins,
} from './bin-catalogue';
export { listBins } from './list-bins';
