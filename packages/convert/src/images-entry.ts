// What a browser needs to turn images into PDFs (on-device mode, issue 54): a file known by its
// bytes, and an image checked for its size before the engine decodes it. Nothing here may
// import Node's modules, Office or e-mail.
export { checkImage, DEFAULT_CONVERSION_LIMITS, type ConversionLimits } from './check-image';
export { ConversionError } from './conversion-error';
export { needsConversion, sniffFormat } from './sniff';
