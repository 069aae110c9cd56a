export {
  BINS,
  type BinRecord,
  type BinType,
  binsOf,
  requireBin,
  SEED_BINS,
  seedBins,
} from './bin-catalogue';
export { listBins } from './list-bins';
