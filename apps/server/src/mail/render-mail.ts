import type { TLanguage } from '@workbench/contracts';
import type { MailTemplate, RenderMail } from './mailer';

const PRODUCT = 'Redaction Workbench';

/** Plain-text copy of one e-mail; the text and HTML layouts below both render from it. */
type MailCopy = {
  subject: string;
  heading: string;
  greeting: string;
  body: string;
  action?: { label: string; link: string; copyHint: string };
  notes: string[];
};

type Copywriter = {
  [K in MailTemplate['kind']]: (t: Extract<MailTemplate, { kind: K }>) => MailCopy;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The contact request's optional details, one line each, in the copy's language. */
function contactDetails(
  t: Extract<MailTemplate, { kind: 'contact-request' }>,
  labels: { organization: string; size: string; account: string; reply: string },
): string[] {
  return [
    t.organization && `${labels.organization}: ${t.organization}`,
    t.size && `${labels.size}: ${t.size}`,
    t.account && `${labels.account}: ${t.account}`,
    `${labels.reply}: ${t.email}`,
  ].filter((line): line is string => Boolean(line));
}

const ROLE_NAMES = {
  en: { admin: 'an admin', member: 'a member', viewer: 'a viewer' },
  nb: { admin: 'administrator', member: 'medlem', viewer: 'leser' },
} as const;

const COPY: Record<TLanguage, Copywriter> = {
  en: {
    'verify-email': (t) => ({
      subject: `Confirm your e-mail address for ${PRODUCT}`,
      heading: 'Confirm your e-mail address',
      greeting: `Hi ${t.username},`,
      body: `Confirm that this is your e-mail address to use it with your ${PRODUCT} account.`,
      action: {
        label: 'Confirm e-mail address',
        link: t.link,
        copyHint: 'If the button does not work, copy this link into your browser:',
      },
      notes: [
        `The link expires in ${plural(t.expiresInHours, 'hour', 'hours')}.`,
        'If you did not ask for this, you can ignore this e-mail.',
      ],
    }),
    'reset-password': (t) => ({
      subject: `Reset your ${PRODUCT} password`,
      heading: 'Reset your password',
      greeting: `Hi ${t.username},`,
      body: `We received a request to reset the password for your ${PRODUCT} account. Choose a new password with the link below.`,
      action: {
        label: 'Choose a new password',
        link: t.link,
        copyHint: 'If the button does not work, copy this link into your browser:',
      },
      notes: [
        `The link expires in ${plural(t.expiresInMinutes, 'minute', 'minutes')}.`,
        'If you did not ask for this, you can ignore this e-mail. Your password stays the same.',
      ],
    }),
    // Goes to an address that may be mistyped, so it names nothing of the account but its user.
    'confirm-email-change': (t) => ({
      subject: `Confirm your new e-mail address for ${PRODUCT}`,
      heading: 'Confirm your new e-mail address',
      greeting: `Hi ${t.username},`,
      body: `You asked to use this address for your ${PRODUCT} account. Your account keeps its current address until you confirm this one.`,
      action: {
        label: 'Confirm the new address',
        link: t.link,
        copyHint: 'If the button does not work, copy this link into your browser:',
      },
      notes: [
        `The link expires in ${plural(t.expiresInHours, 'hour', 'hours')}.`,
        'If you did not ask for this, you can ignore this e-mail: nothing changes.',
      ],
    }),
    'email-change-requested': (t) => ({
      subject: `Your ${PRODUCT} account asked to change its e-mail address`,
      heading: 'A change of your e-mail address was asked',
      greeting: `Hi ${t.username},`,
      body: `Someone signed in to your ${PRODUCT} account asked to change its address to ${t.newEmail}. Your account keeps using ${t.email} until the new address is confirmed with the link sent there. If that address is wrong, or you did not ask for this, cancel the change. Cancelling also undoes the change if it was confirmed already, and signs out every device.`,
      action: {
        label: 'Cancel the change',
        link: t.link,
        copyHint: 'If the button does not work, copy this link into your browser:',
      },
      notes: [
        `The link works for ${plural(t.expiresInDays, 'day', 'days')}.`,
        'If you did not ask for this, also change your password after cancelling.',
      ],
    }),
    'contact-request': (t) => ({
      subject: `Contact form: ${t.subject}`,
      heading: t.subject,
      greeting: `From ${t.name} <${t.email}>`,
      body: t.message,
      notes: contactDetails(t, {
        organization: 'Organization',
        size: 'Size',
        account: 'Signed in as',
        reply: 'Reply to the sender at',
      }),
    }),
    // Sent to an address anyone can type in: it repeats nothing they wrote, so the form cannot
    // be used to mail other people someone else's text.
    'contact-received': () => ({
      subject: `We received your message – ${PRODUCT}`,
      heading: 'We received your message',
      greeting: 'Hello,',
      body: `Thank you for contacting ${PRODUCT}. We read every message and answer within two working days.`,
      notes: [
        'If you did not send a message through our contact form, you can ignore this e-mail.',
      ],
    }),
    'organization-invitation': (t) => ({
      subject: `${t.invitedBy} invited you to ${t.organizationName} on ${PRODUCT}`,
      heading: `Join ${t.organizationName}?`,
      greeting: `Hi ${t.username},`,
      body: `${t.invitedBy} invited you to join the organization ${t.organizationName} on ${PRODUCT} as ${ROLE_NAMES.en[t.role]}. You join only if you accept; open the Organization page to accept or decline.`,
      action: {
        label: 'See the invitation',
        link: t.link,
        copyHint: 'If the button does not work, copy this link into your browser:',
      },
      notes: [
        `The invitation can be accepted for ${plural(t.expiresInDays, 'day', 'days')}.`,
        'While you are a member, the organization’s plan covers your work, and only its owner can buy plans.',
      ],
    }),
  },
  nb: {
    'verify-email': (t) => ({
      subject: `Bekreft e-postadressen din for ${PRODUCT}`,
      heading: 'Bekreft e-postadressen din',
      greeting: `Hei ${t.username},`,
      body: `Bekreft at dette er e-postadressen din, slik at du kan bruke den med kontoen din i ${PRODUCT}.`,
      action: {
        label: 'Bekreft e-postadressen',
        link: t.link,
        copyHint: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
      },
      notes: [
        `Lenken utløper om ${plural(t.expiresInHours, 'time', 'timer')}.`,
        'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
      ],
    }),
    'reset-password': (t) => ({
      subject: `Tilbakestill passordet ditt i ${PRODUCT}`,
      heading: 'Tilbakestill passordet ditt',
      greeting: `Hei ${t.username},`,
      body: `Vi har fått en forespørsel om å tilbakestille passordet til kontoen din i ${PRODUCT}. Velg et nytt passord med lenken nedenfor.`,
      action: {
        label: 'Velg et nytt passord',
        link: t.link,
        copyHint: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
      },
      notes: [
        `Lenken utløper om ${plural(t.expiresInMinutes, 'minutt', 'minutter')}.`,
        'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
      ],
    }),
    'confirm-email-change': (t) => ({
      subject: `Bekreft den nye e-postadressen din for ${PRODUCT}`,
      heading: 'Bekreft den nye e-postadressen din',
      greeting: `Hei ${t.username},`,
      body: `Du har bedt om å bruke denne adressen for kontoen din i ${PRODUCT}. Kontoen beholder den nåværende adressen til du bekrefter denne.`,
      action: {
        label: 'Bekreft den nye adressen',
        link: t.link,
        copyHint: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
      },
      notes: [
        `Lenken utløper om ${plural(t.expiresInHours, 'time', 'timer')}.`,
        'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: ingenting endres.',
      ],
    }),
    'email-change-requested': (t) => ({
      subject: `Det er bedt om å endre e-postadressen til kontoen din i ${PRODUCT}`,
      heading: 'Det er bedt om å endre e-postadressen din',
      greeting: `Hei ${t.username},`,
      body: `Noen som er logget inn på kontoen din i ${PRODUCT}, har bedt om å endre adressen til ${t.newEmail}. Kontoen bruker ${t.email} til den nye adressen er bekreftet med lenken som ble sendt dit. Hvis den adressen er feil, eller du ikke har bedt om dette, kan du avbryte endringen. Å avbryte angrer også endringen hvis den allerede er bekreftet, og logger ut alle enheter.`,
      action: {
        label: 'Avbryt endringen',
        link: t.link,
        copyHint: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
      },
      notes: [
        `Lenken virker i ${plural(t.expiresInDays, 'dag', 'dager')}.`,
        'Hvis det ikke var du, bør du også endre passordet etter at du har avbrutt.',
      ],
    }),
    'contact-request': (t) => ({
      subject: `Kontaktskjema: ${t.subject}`,
      heading: t.subject,
      greeting: `Fra ${t.name} <${t.email}>`,
      body: t.message,
      notes: contactDetails(t, {
        organization: 'Organisasjon',
        size: 'Størrelse',
        account: 'Innlogget som',
        reply: 'Svar avsenderen på',
      }),
    }),
    'contact-received': () => ({
      subject: `Vi har fått meldingen din – ${PRODUCT}`,
      heading: 'Vi har fått meldingen din',
      greeting: 'Hei,',
      body: `Takk for at du kontaktet ${PRODUCT}. Vi leser alle meldinger og svarer innen to virkedager.`,
      notes: [
        'Hvis du ikke har sendt noen melding via kontaktskjemaet vårt, kan du se bort fra denne e-posten.',
      ],
    }),
    'organization-invitation': (t) => ({
      subject: `${t.invitedBy} har invitert deg til ${t.organizationName} i ${PRODUCT}`,
      heading: `Bli med i ${t.organizationName}?`,
      greeting: `Hei ${t.username},`,
      body: `${t.invitedBy} har invitert deg til organisasjonen ${t.organizationName} i ${PRODUCT} som ${ROLE_NAMES.nb[t.role]}. Du blir bare med hvis du takker ja; åpne Organisasjon-siden for å takke ja eller nei.`,
      action: {
        label: 'Se invitasjonen',
        link: t.link,
        copyHint: 'Hvis knappen ikke virker, kan du kopiere denne lenken inn i nettleseren:',
      },
      notes: [
        `Invitasjonen kan godtas i ${plural(t.expiresInDays, 'dag', 'dager')}.`,
        'Mens du er medlem, dekker organisasjonens abonnement arbeidet ditt, og bare eieren kan kjøpe abonnementer.',
      ],
    }),
  },
};

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(copy: MailCopy): string {
  const action = copy.action ? [`${copy.action.label}:`, copy.action.link, ''] : [];
  return [copy.greeting, '', copy.body, '', ...action, ...copy.notes, '', `– ${PRODUCT}`, ''].join(
    '\n',
  );
}

// Mail clients drop <style> blocks and external sheets, so the little styling there is stays
// inline. Every piece of copy passes through escapeHtml, interpolated values included.
function renderHtml(copy: MailCopy, language: TLanguage): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(text)}</p>`;
  const action = copy.action
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(copy.action.link)}" style="background:#1f4e79;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(copy.action.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(copy.action.copyHint)}<br><span style="word-break:break-all">${escapeHtml(copy.action.link)}</span></p>`,
      ]
    : [];
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(copy.heading)}</h1>`,
    paragraph(copy.greeting),
    paragraph(copy.body),
    ...action,
    ...copy.notes.map(paragraph),
    `<p style="margin:24px 0 0;color:#555555">– ${PRODUCT}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function writeCopy(template: MailTemplate, language: TLanguage): MailCopy {
  const copy = COPY[language];
  switch (template.kind) {
    case 'verify-email':
      return copy['verify-email'](template);
    case 'reset-password':
      return copy['reset-password'](template);
    case 'confirm-email-change':
      return copy['confirm-email-change'](template);
    case 'email-change-requested':
      return copy['email-change-requested'](template);
    case 'contact-request':
      return copy['contact-request'](template);
    case 'contact-received':
      return copy['contact-received'](template);
    case 'organization-invitation':
      return copy['organization-invitation'](template);
  }
}

export const renderMail: RenderMail = (template, language) => {
  const copy = writeCopy(template, language);
  return { subject: copy.subject, text: renderText(copy), html: renderHtml(copy, language) };
};
