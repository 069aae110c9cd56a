export { decodeBase64, encodeBase64 } from './base64';
export { decodeHex, encodeHex } from './hex';
