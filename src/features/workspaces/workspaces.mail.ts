import { type MailMessage, renderMail } from '../../platform/mail';

export interface InviteMailInput {
  siteName: string;
  to: string;
  inviterName: string;
  workspaceName: string;
  role: 'admin' | 'member' | 'owner';
  url: string;
  token: string;
  /** Whether an account with the address exists (sign in and join) or not (create one and join). */
  hasAccount: boolean;
}

/** The invitation e-mail: who invites, to what, and the one link that joins. */
export function workspaceInviteMail(m: InviteMailInput): MailMessage {
  const { html, text } = renderMail({
    siteName: m.siteName,
    heading: `Join ${m.workspaceName}`,
    lines: [
      `${m.inviterName} invited you to join the workspace ${m.workspaceName} on ${m.siteName} as ${m.role === 'admin' ? 'an admin' : 'a member'}.`,
      'Members share lists, a watchlist and a plan.',
      m.hasAccount ? 'Sign in with this email address to accept.' : `Create your ${m.siteName} account with this email address to accept.`,
    ],
    action: { label: m.hasAccount ? 'Sign in and join' : 'Create account and join', url: m.url },
    footer: 'This invitation expires in 7 days. If you were not expecting it, you can ignore this email.',
  });
  return { to: m.to, subject: `${m.inviterName} invited you to join ${m.workspaceName} on ${m.siteName}`, html, text, secrets: [m.token] };
}
