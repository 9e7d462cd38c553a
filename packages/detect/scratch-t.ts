import './src/node-host';
import { createFastEngine, FAST_TYPES } from './src/index';
const PERSONAL = ['PERSON', 'ADDRESS', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'DATE_OF_BIRTH', 'ID_NUMBER'];
const fast = createFastEngine();
for (const text of process.argv.slice(2)) {
  const spans = await fast.detect({ text: text.replaceAll('\\n', '\n'), entities: process.env.ALL ? [...FAST_TYPES] : PERSONAL });
  for (const s of spans) console.log(s.entity_type, s.score.toFixed(2), JSON.stringify(s.text), (s as any).reason ?? '');
  console.log('--');
}
