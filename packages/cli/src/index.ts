export { main, USAGE, DEFAULT_CONCURRENCY } from './main';
export { ZRules, type Rules } from './rules';
