import '@workbench/detect';
import { createFastEngine } from '/work/main/packages/detect/src/fast-engine';
const e = createFastEngine();
for (const t of ['Tel: 0123 456789', 'Telefon: 030 12345678', 'Tel.: +49 30 1234567', 'E-Mail: technokratus@laudanum.rom', 'E-Mail: kari@example.invalid', 'Mail: ola@firma.no', 'Tlf: 22 33 44 55'])
  console.log(t, (await e.detect({ text: t, entities: ['PHONE_NUMBER', 'NO_PHONE_NUMBER', 'EMAIL_ADDRESS'] })).map((s) => `${s.entity_type} ${s.text} ${s.score}`));
