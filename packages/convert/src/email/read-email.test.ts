import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../sniff';
import { emailEml, nestedEml } from '../test/office-files';
import { readEmail } from './read-email';

describe('readEmail', () => {
  it('lays out the header block and the body, and lists the attachments in order', async () => {
    const eml = emailEml({
      from: 'Kari Nordmann <kari@example.no>',
      to: 'NAV <post@nav.no>',
      subject: 'Søknad om støtte',
      text: 'Hei, se vedlagt.\nMvh Kari',
      attachments: [
        {
          name: 'skjema.pdf',
          type: 'application/pdf',
          bytes: new TextEncoder().encode('%PDF-1.4'),
        },
        { name: 'videre.eml', type: 'message/rfc822', bytes: nestedEml(1) },
      ],
    });
    expect(sniffFormat(eml)).toBe('eml');
    const email = await readEmail(eml);
    expect(email.subject).toBe('Søknad om støtte');
    expect(email.html).toContain('Kari Nordmann &#60;kari@example.no&#62;');
    expect(email.html).toContain('Hei, se vedlagt.');
    expect(email.attachments.map((one) => [one.name, one.type])).toEqual([
      ['skjema.pdf', 'application/pdf'],
      ['videre.eml', 'message/rfc822'],
    ]);
  });

  it('keeps no script, style or remote image of an HTML body, and shows its inline ones', async () => {
    const email = await readEmail(
      emailEml({
        from: 'a@example.no',
        to: 'b@example.no',
        subject: 'HTML',
        text: '',
        html: '<p onclick="x()">Tekst</p><script>alert(1)</script><img src="https://tracker.example/p.png"><iframe src="https://example.org"></iframe>',
      }),
    );
    expect(email.html).toContain('<p>Tekst</p>');
    for (const gone of ['script', 'onclick', 'tracker.example', 'iframe'])
      expect(email.html).not.toContain(gone);
  });

  it('is not mistaken for other text', () => {
    expect(
      sniffFormat(new TextEncoder().encode('Subject: only one header\n\nand text')),
    ).toBeNull();
    expect(
      sniffFormat(new TextEncoder().encode('Kari Nordmann\nFrom: a\nTo: b\nDate: c\n')),
    ).toBeNull();
  });
});
