export { hasPdfSignature, SIGNATURE_SEARCH_BYTES } from './signature';
