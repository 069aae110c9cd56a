export { type CardListState, type CardListStore, createCardListStore } from './card-list-store';
export { type CardRow, type CardStatus, toCardRow, withStatus } from './card-view';
export { friendlyMessage } from './friendly-error';
