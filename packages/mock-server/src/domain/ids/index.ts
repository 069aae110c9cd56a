export { cardNumber, cvv, luhnValid } from './card-number';
export { prefixedId, randomToken, uuid } from './ids';
export { cryptoRandom, type RandomBytes } from './random';
export { type SeededPosition, type SeededRandom, seededRandom } from './seeded-random';
