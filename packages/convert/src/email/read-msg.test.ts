import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../sniff';
import { outlookMsg } from '../test/office-files';
import { readMsg } from './read-msg';

describe('readMsg', () => {
  it('reads an Outlook message’s sender, recipients, subject, body and attachments', () => {
    const msg = outlookMsg({
      fromName: 'Kari Nordmann',
      fromEmail: 'kari.nordmann@example.no',
      to: [{ name: 'NAV Familie', email: 'familie@nav.no' }],
      subject: 'Søknad om kontantstøtte',
      body: 'Hei,\nse vedlagt.\nKari',
      attachments: [
        {
          name: 'skjema.pdf',
          type: 'application/pdf',
          bytes: new TextEncoder().encode('%PDF-1.4 x'),
        },
      ],
    });
    expect(sniffFormat(msg)).toBe('msg');
    const email = readMsg(msg);
    expect(email.subject).toBe('Søknad om kontantstøtte');
    for (const shown of [
      'Kari Nordmann &#60;kari.nordmann@example.no&#62;',
      'NAV Familie &#60;familie@nav.no&#62;',
      'se vedlagt.',
    ])
      expect(email.html).toContain(shown);
    expect(
      email.attachments.map((one) => [one.name, one.type, new TextDecoder().decode(one.bytes)]),
    ).toEqual([['skjema.pdf', 'application/pdf', '%PDF-1.4 x']]);
  });

  it('writes a message attached inside it out as a .msg that reads as that message', () => {
    const inner = {
      fromName: 'Per Olsen',
      fromEmail: 'per.olsen@example.no',
      to: [{ name: 'Kari Nordmann', email: 'kari.nordmann@example.no' }],
      subject: 'Opprinnelig søknad',
      body: 'Fødselsnummer 29027612383',
      attachments: [
        { name: 'notat.txt', type: 'text/plain', bytes: new TextEncoder().encode('Notat') },
      ],
    };
    const msg = outlookMsg({
      fromName: 'Kari Nordmann',
      fromEmail: 'kari.nordmann@example.no',
      to: [{ name: 'NAV Familie', email: 'familie@nav.no' }],
      subject: 'VS: Opprinnelig søknad',
      body: 'Videresender.',
      messages: [{ name: 'Opprinnelig søknad', mail: inner }],
    });
    const [attached] = readMsg(msg).attachments;
    expect(attached).toMatchObject({
      name: 'Opprinnelig søknad.msg',
      type: 'application/vnd.ms-outlook',
    });
    expect(attached!.missing).toBeUndefined();
    expect(sniffFormat(attached!.bytes, attached!.name)).toBe('msg');
    const nested = readMsg(attached!.bytes);
    expect(nested.subject).toBe('Opprinnelig søknad');
    expect(nested.html).toContain('Per Olsen &#60;per.olsen@example.no&#62;');
    expect(nested.html).toContain('Fødselsnummer 29027612383');
    expect(nested.attachments.map((one) => one.name)).toEqual(['notat.txt']);
  });

  it('refuses a compound file that is no message with a clear error', () => {
    expect(() =>
      readMsg(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    ).toThrow(/Outlook message cannot be read/);
  });
});
