export * from './departments';
export * from './plans';
