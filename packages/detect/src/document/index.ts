export {
  detectBatch,
  type DetectBatch,
  type DetectEmit,
  type DetectOptions,
  type ReadPages,
} from './detect-batch';
export { enginePage } from './engine-page';
export { pageAreas } from './page-areas';
