export {
  type CountedPage,
  type DomainPage,
  invalidCursor,
  type KeysetRequest,
  type OffsetRequest,
  type PageRequest,
  pageOfIndex,
  pageOfList,
} from './page';
export { type IndexedFilter, pageOfFilters } from './page-of-filters';
