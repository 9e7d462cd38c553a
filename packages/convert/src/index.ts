export { needsConversion, sniffFormat } from './sniff';
export { checkImage, DEFAULT_CONVERSION_LIMITS, type ConversionLimits } from './check-image';
export { ConversionError } from './conversion-error';
