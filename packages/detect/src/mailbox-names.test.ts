import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';
import { mailboxNames } from './mailbox-names';
import type { Span } from './span';

const engine = createFastEngine();
const people = async (text: string) =>
  (await engine.detect({ text, entities: ['PERSON', 'EMAIL_ADDRESS', 'SOCIAL_PROFILE'] }))
    .filter((span) => span.entity_type === 'PERSON' && span.score >= 0.5)
    .map((span) => span.text);

describe('a name its holder’s mailbox spells', () => {
  it('is a person’s, in capitals or unknown to the lexicon', async () => {
    const cv = [
      'CONTACTO',
      '+34 667 280 096',
      'joseluispastoralemany@gmail.com',
      'Valencia, España',
      'JOSE LUIS PASTOR',
      'Especialista GIS',
    ].join('\n');
    expect(await people(cv)).toContain('JOSE LUIS PASTOR');
    const footer = ['Summary', 'Mail: kunheekim@korea.ac.kr', 'KUNHEE KiM · Curriculum Vitae'];
    expect(await people(footer.join('\n'))).toContain('KUNHEE KiM');
    const twoLines = ['Juan Casado', 'Ballesteros', 'LinkedIn: @juancasadoballesteros', 'Sobre mí'];
    expect(await people(twoLines.join('\n'))).toContain('Juan Casado\nBallesteros');
    const initial = ['ANNA BERIT KVAM', 'Post: akvam@example.no'].join('\n');
    expect(await people(initial)).toContain('ANNA BERIT KVAM');
  });

  it('is nothing for an office’s mailbox, a company or words it does not spell', async () => {
    await people('');
    const spelled = (text: string) => {
      const at = text.search(/\S+@/u);
      const mailbox = text.slice(at).split(/\s/u)[0]!;
      const email: Span = {
        start: at,
        end: at + mailbox.length,
        text: mailbox,
        entity_type: 'EMAIL_ADDRESS',
        score: 0.95,
        engine: 'fast',
      };
      return mailboxNames(text, [email], []).map((span) => span.text);
    };
    expect(spelled('JOSE LUIS PASTOR\njoseluispastoralemany@gmail.com')).toEqual([
      'JOSE LUIS PASTOR',
    ]);
    expect(spelled('Boletín Oficial\nboletin_oficial@buenosaires.gob.ar')).toEqual([]);
    expect(spelled('NORDMANN BYGG AS\nnordmannbyggas@example.no')).toEqual([]);
    expect(spelled('JOSE LUIS PASTOR\ncontacto@example.es')).toEqual([]);
  });
});
