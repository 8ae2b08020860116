/**
 * E-mail delivery. The built-in default keeps every message in the database (the development
 * mailbox at /dev/mailbox shows them, so reset and unlock links work with nothing configured);
 * with SMTP_URL set, nodemailer delivers them and the table is the delivery log.
 */
/** A file sent with a message (a booking's calendar entry): text content, its MIME type. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (the one-click unsubscribe page of an alert e-mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'database' | 'smtp';
  /** Deliver one message; throws when the server refuses it. The database transport has nothing to do. */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export const databaseMailer: Mailer = {
  transport: 'database',
  deliver: async () => undefined,
  close: async () => undefined,
};

export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  return {
    transport: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [], headers: mail.headers ?? {} });
    },
    close: async () => transporter.close(),
  };
}

export async function createMailer(settings: { SMTP_URL?: string | undefined; MAIL_FROM: string }): Promise<Mailer> {
  return settings.SMTP_URL ? smtpMailer(settings.SMTP_URL, settings.MAIL_FROM) : databaseMailer;
}
