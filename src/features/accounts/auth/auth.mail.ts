import { type MailMessage, renderMail } from '../../../platform/mail';

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
