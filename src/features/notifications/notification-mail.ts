import type { MailMessage } from '../../platform/mail';
import { renderMail } from '../../platform/mail';
import type { NotificationData } from './notification-data';

/** A notification as an e-mail in the site's one mail layout, with RFC 8058 one-click unsubscribe. */
export function notificationMail(opts: {
  to: string;
  siteName: string;
  appUrl: string;
  typeName: string;
  data: NotificationData;
  unsubscribeUrl: string;
}): MailMessage {
  const [first, ...rest] = opts.data.lines;
  const heading = first?.content ?? opts.typeName;
  const action = opts.data.mainAction;
  const internal = action && action.action.startsWith('/') && !action.action.startsWith('//');
  const { html, text } = renderMail({
    siteName: opts.siteName,
    heading,
    lines: rest.map((l) => l.content),
    action: internal ? { label: action.label ?? 'Open', url: new URL(action.action, opts.appUrl).toString() } : undefined,
    footer: `You get this e-mail because you chose e-mail for "${opts.typeName}" notifications. Unsubscribe: ${opts.unsubscribeUrl}`,
  });
  return {
    to: opts.to,
    subject: heading.slice(0, 150),
    html,
    text,
    headers: { 'List-Unsubscribe': `<${opts.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The daily digest: one e-mail listing what happened, newest first. */
export function digestMail(opts: {
  to: string;
  siteName: string;
  appUrl: string;
  items: NotificationData[];
  settingsUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const count = opts.items.length;
  const heading = count === 1 ? '1 new notification' : `${count} new notifications`;
  const lines = opts.items.slice(0, 50).map((d) => {
    const line = d.lines[0]?.content ?? '';
    const path = d.mainAction?.action;
    return path && path.startsWith('/') && !path.startsWith('//') ? `${line} — ${new URL(path, opts.appUrl).toString()}` : line;
  });
  if (count > 50) lines.push(`…and ${count - 50} more.`);
  const { html, text } = renderMail({
    siteName: opts.siteName,
    heading,
    lines,
    action: { label: 'Open notifications', url: new URL('/notifications', opts.appUrl).toString() },
    footer: `This is your daily digest; change it in your notification settings: ${opts.settingsUrl} — Unsubscribe: ${opts.unsubscribeUrl}`,
  });
  return {
    to: opts.to,
    subject: `${heading} on ${opts.siteName}`,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${opts.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
