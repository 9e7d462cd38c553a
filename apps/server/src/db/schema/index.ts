export * from './departments';
export * from './plans';
export * from './users';
export * from './settings';
export * from './documents';
export * from './billing';
export * from './organizations';
export * from './processing';
