export * from './geometry';
export * from './appearance';
export * from './redaction-mapping';
export * from './file-errors';
export * from './words';
export * from './existing-marks';
export * from './source-formats';
export * from './fold-text';
