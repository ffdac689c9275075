import { useState } from 'react';
import { fetchFollowingContent, followKeys, type FollowType } from '../../api/follows';
import { useTrans } from '../../shell/i18n';
import { ProfileTab } from './profile-tabs';

type Kind = 'users' | FollowType;

/**
 * The profile's "Following" tab: the users someone follows, and the series and the cast and crew
 * they follow to hear about new episodes and titles, one kind at a time.
 */
export function FollowingTab({ userId }: { userId: number }) {
  const t = useTrans();
  const [kind, setKind] = useState<Kind>('users');
  const kinds: [Kind, string][] = [
    ['users', t('Users')],
    ['title', t('Series')],
    ['person', t('Cast & crew')],
  ];
  return (
    <div>
      <div role="group" aria-label={t('What they follow')} className="mb-5 flex flex-wrap gap-2">
        {kinds.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            onClick={() => setKind(value)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
              kind === value ? 'border-primary bg-primary text-on-primary' : 'border-line text-muted hover:border-fg/40 hover:text-fg'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {kind === 'users' ? (
        <ProfileTab key="users" userId={userId} tab="followed-users" empty={t('Not following anyone yet.')} />
      ) : (
        <ProfileTab
          key={kind}
          userId={userId}
          tab={`following-${kind}`}
          source={{ key: followKeys.following(userId, kind), fetch: (page) => fetchFollowingContent(userId, kind, page) }}
          empty={kind === 'title' ? t('No series followed yet.') : t('No cast or crew followed yet.')}
        />
      )}
    </div>
  );
}
