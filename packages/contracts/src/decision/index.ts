export * from './case';
export * from './schedule';
export * from './consistency';
export * from './template';
export * from './letter';
export { APPEAL, APPEAL_BODY } from './appeal';
export { csvCell, csvText } from './csv';
export { letterDate, pageRanges } from './letter-texts';
