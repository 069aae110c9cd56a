export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest, pageOf } from './page';
