export { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64';
