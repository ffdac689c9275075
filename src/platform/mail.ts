import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { recordOutgoingMail } from './mail.queries';
import { ProviderError, unanswered } from './provider-failure';
import type { SettingsStore } from '../features/operations/settings/settings.store';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Codes or links inside the body. The log transport keeps them (the log is its mailbox); when the
   * mail really leaves by SMTP, the copy kept in the log has them replaced by [redacted].
   */
  secrets?: string[];
  /** Extra headers (List-Unsubscribe...); values are folded and encoded by nodemailer. */
  headers?: Record<string, string>;
}

export type MailStatus = 'logged' | 'sent' | 'failed';

/**
 * Outgoing mail through nodemailer. MAIL_TRANSPORT=log (default) delivers nowhere and records each
 * message in outgoing_email_log; smtp sends through SMTP_URL and records the outcome there too.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL'> & { PROVIDER_TIMEOUT_MS?: number },
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly logger: Logger,
  ) {}

  /** nodemailer loads with the first mail (it adds ~25 MB to a process that may send none for hours). */
  private transporter() {
    const { config } = this;
    return (this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      config.MAIL_TRANSPORT === 'smtp' && config.SMTP_URL
        ? nodemailer.createTransport(smtpOptions(config.SMTP_URL, config.PROVIDER_TIMEOUT_MS ?? 15_000))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  }

  siteName() {
    return this.settings.get<string>('branding.site_name');
  }

  from() {
    if (this.config.MAIL_FROM) return this.config.MAIL_FROM;
    const host = new URL(this.config.APP_URL).hostname;
    return `"${this.siteName().replace(/["\\\r\n]/g, '')}" <no-reply@${host}>`;
  }

  /** Sends (or logs) one message; never throws: a failure is logged and recorded as 'failed'. */
  async send(message: MailMessage): Promise<MailStatus> {
    return (await this.attempt(message)).status;
  }

  /**
   * Sends now, for a mail someone is waiting for (contact form, a new code, invitations): a mail
   * server that is down, silent or refusing becomes a ProviderError (503/504/502) they are told.
   */
  async deliver(message: MailMessage): Promise<void> {
    const { failure } = await this.attempt(message);
    if (failure) throw smtpFailure(failure);
  }

  /**
   * Checks that the mail server takes connections, without sending: for answers that must not
   * depend on whether a mail is sent (a password reset for an unknown address looks the same).
   */
  async assertReachable(): Promise<void> {
    if (this.config.MAIL_TRANSPORT !== 'smtp') return;
    try {
      await (await this.transporter()).verify();
    } catch (err) {
      throw smtpFailure(err);
    }
  }

  private async attempt(message: MailMessage): Promise<{ status: MailStatus; failure?: unknown }> {
    const from = this.from();
    const smtp = this.config.MAIL_TRANSPORT === 'smtp';
    let status: MailStatus = smtp ? 'sent' : 'logged';
    let messageId: string | null = null;
    let error: string | null = null;
    let failure: unknown;
    try {
      const info = await (
        await this.transporter()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      messageId = info.messageId ?? null;
    } catch (err) {
      status = 'failed';
      failure = err;
      error = (err as Error).message.slice(0, 2000);
      this.logger.error({ err, to: message.to, subject: message.subject }, 'mail failed');
    }
    const redact = (body: string) =>
      smtp ? (message.secrets ?? []).reduce((b, s) => (s ? b.split(s).join('[redacted]') : b), body) : body;
    try {
      await recordOutgoingMail(this.db, {
        message_id: messageId,
        from,
        to: message.to,
        subject: message.subject,
        html: redact(message.html),
        text: redact(message.text),
        status,
        error,
      });
    } catch (err) {
      this.logger.error({ err }, 'could not record outgoing mail');
    }
    return { status, failure };
  }

  /** Sends in the background so that a slow SMTP server never delays (or reveals anything by) a response. */
  queue(message: MailMessage) {
    const p = this.send(message).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for queued messages: used at shutdown and by tests. */
  async flush() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

/** SMTP_URL with every wait bounded: connecting, the greeting and each exchange. */
function smtpOptions(url: string, timeoutMs: number) {
  return { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
}

const TRY_AGAIN =
  "The e-mail was not sent: please try again in a few minutes. If it keeps failing, tell the site's administrator (SMTP_URL).";
const MAIL_ADVICE = { unreachable: TRY_AGAIN, timeout: TRY_AGAIN };

/** A nodemailer failure as the answer: no connection 503, no answer in time 504, a refusal 502. */
function smtpFailure(err: unknown): ProviderError {
  const { code, responseCode, response } = err as { code?: string; responseCode?: number; response?: string };
  if (code === 'EAUTH')
    return new ProviderError(
      'The mail server',
      502,
      "The mail server refused this site's sign-in, so the e-mail was not sent. The site's administrator should check the user and password in SMTP_URL.",
      err,
    );
  if (responseCode && code !== 'ETIMEDOUT')
    return new ProviderError(
      'The mail server',
      502,
      `The mail server refused the e-mail (${(response ?? String(responseCode)).slice(0, 200)}). ${TRY_AGAIN}`,
      err,
    );
  return unanswered('The mail server', MAIL_ADVICE, err);
}

export function createMailer(db: Db, config: Config, settings: SettingsStore, logger: Logger) {
  return new Mailer(db, config, settings, logger);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface MailContent {
  siteName: string;
  heading: string;
  lines: string[];
  code?: string;
  action?: { label: string; url: string };
  footer?: string;
}

/** One simple, inline-styled layout for every message, plus its plain-text twin. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#333">${escapeHtml(s)}</p>`;
  const parts = [`<h1 style="margin:0 0 24px;font-size:20px;color:#111">${escapeHtml(content.heading)}</h1>`, ...content.lines.map(p)];
  if (content.code) {
    parts.push(
      `<p style="margin:0 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:monospace;color:#111">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;padding:10px 20px;background:#111;color:#fff;border-radius:6px;text-decoration:none;font-size:15px">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#666;word-break:break-all">${url}</p>`,
    );
  }
  if (content.footer) parts.push(`<p style="margin:24px 0 0;font-size:13px;color:#666">${escapeHtml(content.footer)}</p>`);
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif"><div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#111">${escapeHtml(content.siteName)}</p>${parts.join('')}</div></body></html>`;
  const text = [
    content.siteName,
    '',
    content.heading,
    '',
    ...content.lines,
    ...(content.code ? ['', content.code] : []),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer ? ['', content.footer] : []),
  ].join('\n');
  return { html, text };
}
