import { LANGUAGES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from './mailer';
import { escapeHtml, renderMail } from './render-mail';

const LINK = 'https://workbench.example/verify-email?token=AbC_d-123&lang=nb';

const TEMPLATES: MailTemplate[] = [
  { kind: 'verify-email', username: 'alice', link: LINK, expiresInHours: 24 },
  { kind: 'reset-password', username: 'alice', link: LINK, expiresInMinutes: 30 },
  { kind: 'confirm-email-change', username: 'alice', link: LINK, expiresInHours: 24 },
  {
    kind: 'email-change-requested',
    username: 'alice',
    email: 'alice@example.org',
    newEmail: 'new.address@example.org',
    link: LINK,
    expiresInDays: 7,
  },
  {
    kind: 'organization-invitation',
    username: 'alice',
    organizationName: 'Arkivverket',
    invitedBy: 'bjorn',
    role: 'viewer',
    link: LINK,
    expiresInDays: 14,
  },
];

describe('renderMail', () => {
  for (const template of TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`writes ${template.kind} in ${language} with its values in text and HTML`, () => {
        const mail = renderMail(template, language);
        expect(mail.subject).toContain('Redaction Workbench');
        expect(mail.text).toContain('alice');
        expect(mail.html).toContain('alice');
        expect(mail.html).toContain(`<html lang="${language}">`);
        if (template.kind === 'email-change-requested') {
          expect(mail.text).toContain(template.newEmail);
          expect(mail.html).toContain(template.newEmail);
        }
        // The raw link sits alone on a line so it survives copy-paste from any client.
        expect(mail.text.split('\n')).toContain(LINK);
        expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
        expect(mail.html).toContain(`>${escapeHtml(LINK)}<`);
      });
    }

    it(`gives ${template.kind} a different subject and body per language`, () => {
      const en = renderMail(template, 'en');
      const nb = renderMail(template, 'nb');
      expect(en.subject).not.toBe(nb.subject);
      expect(en.text).not.toBe(nb.text);
    });
  }

  it('states the expiry in the reader’s language', () => {
    const verify = TEMPLATES[0]!;
    expect(renderMail(verify, 'en').text).toContain('The link expires in 24 hours.');
    expect(renderMail(verify, 'nb').text).toContain('Lenken utløper om 24 timer.');
    const reset = { ...TEMPLATES[1]!, expiresInMinutes: 1 } as MailTemplate;
    expect(renderMail(reset, 'en').text).toContain('The link expires in 1 minute.');
    expect(renderMail(reset, 'nb').text).toContain('Lenken utløper om 1 minutt.');
  });

  it('tells the old address that nothing changed yet, and how long the cancel link works', () => {
    const asked = TEMPLATES[3]!;
    const en = renderMail(asked, 'en').text;
    expect(en).toContain('Your account keeps using alice@example.org until');
    expect(en).toContain('The link works for 7 days.');
    expect(renderMail(asked, 'nb').text).toContain('Lenken virker i 7 dager.');
  });

  it('names no old address in the mail to a new one, which may be mistyped', () => {
    for (const language of LANGUAGES) {
      expect(renderMail(TEMPLATES[2]!, language).text).not.toContain('@');
    }
  });

  it('escapes every interpolated value in the HTML but not in the text', () => {
    const hostile = '<script>alert("x")</script>';
    const templates: MailTemplate[] = [
      { kind: 'verify-email', username: hostile, link: `${LINK}"><img src=x>`, expiresInHours: 1 },
      { kind: 'reset-password', username: hostile, link: LINK, expiresInMinutes: 5 },
      {
        kind: 'email-change-requested',
        username: hostile,
        email: 'a@example.org',
        newEmail: `<b>${hostile}</b>@example.org`,
        link: LINK,
        expiresInDays: 7,
      },
    ];
    for (const template of templates) {
      for (const language of LANGUAGES) {
        const mail = renderMail(template, language);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).not.toContain('"><img');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
        expect(mail.text).toContain(hostile);
      }
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
