import type { TLanguage } from '@workbench/contracts';

/** One e-mail, already rendered in the recipient's language. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail over SMTP, or keeps it in the dev mailbox when no SMTP server is configured. */
export type Mailer = {
  readonly kind: 'smtp' | 'dev-mailbox';
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};

/** The e-mails the app sends; each is written in English and Norwegian Bokmål. */
export type MailTemplate =
  | { kind: 'verify-email'; username: string; link: string; expiresInHours: number }
  | { kind: 'reset-password'; username: string; link: string; expiresInMinutes: number }
  | { kind: 'confirm-email-change'; username: string; link: string; expiresInHours: number }
  | {
      kind: 'email-change-requested';
      username: string;
      email: string;
      newEmail: string;
      link: string;
      expiresInDays: number;
    }
  | {
      kind: 'contact-request';
      name: string;
      email: string;
      organization?: string;
      size?: string;
      subject: string;
      message: string;
      /** The username, when the sender was signed in. */
      account?: string;
    }
  | { kind: 'contact-received' }
  | {
      kind: 'organization-invitation';
      username: string;
      organizationName: string;
      invitedBy: string;
      role: 'admin' | 'member' | 'viewer';
      link: string;
      expiresInDays: number;
    };

export type RenderedMail = Omit<MailMessage, 'to'>;

export type RenderMail = (template: MailTemplate, language: TLanguage) => RenderedMail;
