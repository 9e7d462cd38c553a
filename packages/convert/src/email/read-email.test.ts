import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../sniff';
import { emailEml, nestedEml } from '../test/office-files';
import { isTextAttachment, mboxMessages, readEmail, textAttachmentHtml } from './read-email';

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

  it('reads a message saved from a mailbox (a "From " line first), and each further message of it', async () => {
    const one = emailEml({
      from: 'a@example.no',
      to: 'b@example.no',
      subject: 'Første',
      text: 'En',
    });
    const two = emailEml({
      from: 'c@example.no',
      to: 'd@example.no',
      subject: 'Andre',
      text: 'To',
    });
    const separator = (who: string) => `From ${who} Tue Nov 24 09:30:00 2026\n`;
    const mbox = Buffer.concat([
      Buffer.from(separator('a@example.no')),
      one,
      Buffer.from('\n\n'),
      Buffer.from(separator('c@example.no')),
      two,
    ]);
    expect(sniffFormat(mbox)).toBe('eml');
    expect(mboxMessages(mbox)).toHaveLength(2);
    const email = await readEmail(mbox);
    expect(email.subject).toBe('Første');
    expect(email.attachments.map((one) => [one.name, one.type])).toEqual([
      ['message-2.eml', 'message/rfc822'],
    ]);
    expect(Buffer.from(email.attachments[0]!.bytes).toString()).toContain('Subject: =?utf-8?B?');
    expect(email.notes).toEqual([
      'the file is a mailbox of 2 messages: the first is shown as the message, the others follow as attachments',
    ]);
  });

  it('lists every other header field, an X- field too, after the body', async () => {
    const eml = Buffer.from(
      emailEml({ from: 'a@example.no', to: 'b@example.no', subject: 'S', text: 'Tekst' }),
    )
      .toString()
      .replace('MIME-Version: 1.0', 'X-Case-Number: 2026/4711\r\nMIME-Version: 1.0');
    const { html } = await readEmail(new TextEncoder().encode(eml));
    expect(html).toContain('<th align="left" valign="top">X-Case-Number</th><td>2026/4711</td>');
    expect(html).toContain('Message-ID');
    expect(html.indexOf('X-Case-Number')).toBeGreaterThan(html.indexOf('Tekst'));
  });

  it('shows the plain-text version too when it says what the HTML does not, and says so', async () => {
    const both = (text: string) =>
      emailEml({
        from: 'a@example.no',
        to: 'b@example.no',
        subject: 'S',
        text,
        html: '<p>Hei Kari, møtet er flyttet.</p>',
        alternative: true,
      });
    const same = await readEmail(both('Hei Kari, møtet er flyttet.'));
    expect(same.notes).toEqual([]);
    expect(same.html).not.toContain('Plain-text version');
    const different = await readEmail(
      both('Hei Kari, møtet er flyttet. Fødselsnummer 29027612383'),
    );
    expect(different.html).toContain('Plain-text version of the message');
    expect(different.html).toContain('29027612383');
    expect(different.notes).toEqual([
      'the message’s plain-text version differs from its HTML version: both are shown, the plain text after the HTML',
    ]);
  });

  it('opens a text attachment as the text it is, and HTML as safe HTML', () => {
    const note = {
      name: 'notat.txt',
      type: 'text/plain',
      bytes: Buffer.from('Kari <29027612383>'),
    };
    expect(isTextAttachment(note)).toBe(true);
    expect(textAttachmentHtml(note)).toContain('Kari &#60;29027612383&#62;');
    const latin = {
      name: 'x.log',
      type: 'application/octet-stream',
      bytes: Buffer.from('Bakkeb\xf8', 'latin1'),
    };
    expect(isTextAttachment(latin)).toBe(true);
    expect(textAttachmentHtml(latin)).toContain('Bakkebø');
    const page = {
      name: 'side.html',
      type: 'text/html',
      bytes: Buffer.from('<p>Hei</p><script>x()</script>'),
    };
    expect(textAttachmentHtml(page)).toContain('<p>Hei</p>');
    expect(textAttachmentHtml(page)).not.toContain('script');
    expect(
      isTextAttachment({ name: 'a.txt', type: 'text/plain', bytes: new Uint8Array([65, 0]) }),
    ).toBe(false);
    const report = Buffer.from('Final-Recipient: rfc822; kari@example.no\nAction: failed\n');
    expect(
      isTextAttachment({ name: 'attachment-1', type: 'message/delivery-status', bytes: report }),
    ).toBe(true);
  });

  it('keeps every word of a body nested deeper than a layout engine can follow', async () => {
    const nested =
      '<table><tr><td><div>'.repeat(40) +
      'Dypt nede 41234567' +
      '</div></td></tr></table>'.repeat(40);
    const { html } = await readEmail(
      emailEml({ from: 'a@example.no', to: 'b@example.no', subject: 'S', text: '', html: nested }),
    );
    expect(html).toContain('Dypt nede 41234567');
    expect(html.match(/<table/g)!.length).toBeLessThan(16);
  });
});
