import './src/node-host';
import { createFastEngine, FAST_TYPES } from './src/index';
const fast = createFastEngine();
for (const text of process.argv.slice(2)) {
  const spans = await fast.detect({ text, entities: [...FAST_TYPES] });
  for (const s of spans) console.log(s.entity_type, s.score.toFixed(2), JSON.stringify(s.text), JSON.stringify(s.basis ?? {}));
}
