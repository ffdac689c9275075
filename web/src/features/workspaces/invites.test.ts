import { describe, expect, it } from 'vitest';
import { addEmails, splitEmails } from './email-list';
import { emailErrors } from './invite-dialog';
import { canChangeRole, canRemove } from './roles';

describe('the invite dialog’s addresses', () => {
  it('takes several addresses separated by commas, spaces, semicolons or lines, once each', () => {
    expect(splitEmails('ada@example.com, Bob@Example.com;carl@example.com\ndora@example.com  ada@example.com')).toEqual([
      'ada@example.com',
      'bob@example.com',
      'carl@example.com',
      'dora@example.com',
    ]);
    expect(splitEmails('Ada Lovelace <ada@example.com>, "Bob" <bob@example.com>')).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('turns addresses into chips and leaves what is not an address in the input', () => {
    expect(addEmails(['ada@example.com'], 'bob@example.com ada@example.com nope')).toEqual({
      chips: ['ada@example.com', 'bob@example.com'],
      rest: 'nope',
    });
  });

  it('puts the server’s emails.N message on the N-th address sent', () => {
    const sent = ['ada@example.com', 'bob@example.com'];
    expect(emailErrors({ 'emails.1': ['This person is already a member.'], emails: ['Too many.'] }, sent)).toEqual({
      byEmail: { 'bob@example.com': 'This person is already a member.' },
      general: ['Too many.'],
    });
  });
});

describe('who may change or remove whom', () => {
  const owner = { id: 1, role: 'owner' as const };
  const admin = { id: 2, role: 'admin' as const };
  const member = { id: 3, role: 'member' as const };
  it('lets the owner change and remove anyone but themself', () => {
    expect([owner, admin, member].map((m) => canChangeRole('owner', 1, m))).toEqual([false, true, true]);
    expect([owner, admin, member].map((m) => canRemove('owner', 1, m))).toEqual([false, true, true]);
  });
  it('lets an admin change non-owners and remove members only; a member nobody', () => {
    expect([owner, admin, member].map((m) => canChangeRole('admin', 9, m))).toEqual([false, true, true]);
    expect([owner, admin, member].map((m) => canRemove('admin', 9, m))).toEqual([false, false, true]);
    expect([owner, admin, member].map((m) => canRemove('member', 9, m) || canChangeRole('member', 9, m))).toEqual([false, false, false]);
  });
});
