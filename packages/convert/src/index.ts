export { needsConversion, sniffFormat } from './sniff';
export { checkImage, DEFAULT_CONVERSION_LIMITS, type ConversionLimits } from './check-image';
export { ConversionError } from './conversion-error';
export {
  createOfficeConverter,
  type OfficeConverter,
  type OfficeConversion,
} from './office/office-converter';
export { OFFICE_INSTALL, type OfficeStatus } from './office/find-office';
export { FONTS_INSTALL, fontScriptOf } from './office/font-scripts';
export { OFFICE_WORKER_SCRIPT } from './office/office-worker';
export { OUTSIDE_LINKS_WORKER_SOURCE } from './office/outside-links-thread';
export { missingWords } from './text-check';
export {
  dividerHtml,
  isTextAttachment,
  readEmail,
  textAttachmentHtml,
  withoutTables,
  MAX_ATTACHMENTS,
  type EmailAttachment,
} from './email/read-email';
export { readMsg } from './email/read-msg';
