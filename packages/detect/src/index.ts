export { clampThreshold, DEFAULT_THRESHOLD, filterByThreshold } from './threshold';
