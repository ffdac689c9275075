import { type MailMessage, renderMail } from '../../../platform/mail';
import type { SessionMeta } from './sessions';

export function passwordResetMail(siteName: string, to: string, url: string, token: string): MailMessage {
  const { html, text } = renderMail({
    siteName,
    heading: 'Reset your password',
    lines: ['You are receiving this email because we received a password reset request for your account.'],
    action: { label: 'Reset Password', url },
    footer: 'This password reset link will expire in 60 minutes. If you did not request a password reset, no further action is required.',
  });
  return { to, subject: `${siteName}: reset your password`, html, text, secrets: [token] };
}

export function newSignInMail(siteName: string, to: string, meta: SessionMeta, when: string): MailMessage {
  const device = [meta.browser, meta.platform].filter(Boolean).join(' on ') || 'an unknown device';
  const place = [meta.city, meta.country].filter(Boolean).join(', ');
  const { html, text } = renderMail({
    siteName,
    heading: 'New sign-in to your account',
    lines: [
      `Your account was just signed in to from ${device}${meta.ip_address ? ` (IP address ${meta.ip_address}${place ? `, ${place}` : ''})` : ''} at ${when} UTC.`,
      'If this was you, there is nothing to do. If not, change your password now and log out your other sessions from your account settings.',
    ],
  });
  return { to, subject: `${siteName}: new sign-in from a new device`, html, text };
}
