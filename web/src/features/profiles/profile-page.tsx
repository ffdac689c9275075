import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { paths, pathTo, tabs } from '../../paths';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { pageFrame } from '../../ui/catalogue/section';
import { QueryPage } from '../../ui/page-state';
import { fetchProfile, type Profile, profileKeys, setFollowing } from './api';
import { editProfile } from './edit-profile-dialog';
import { useDiaryCount } from './diary-api';
import { DiaryTab } from './diary-tab';
import { FollowingTab } from './following-tab';
import { ProfileTab } from './profile-tabs';

const TAB_LABELS: Record<string, string> = {
  lists: 'Lists',
  ratings: 'Ratings',
  diary: 'Diary',
  reviews: 'Reviews',
  comments: 'Comments',
  followers: 'Followers',
  'followed-users': 'Following',
};
/** Users, series and people: the Following tab lists all three. */
const followingCount = (counts: Profile['counts']) => counts.followed_users + (counts.followed_content ?? 0);
const tabCount = (tab: string, counts: Profile['counts'], diary: number | undefined) =>
  tab === 'followed-users' ? followingCount(counts) : tab === 'diary' ? diary : counts[tab as keyof Profile['counts']];

function ProfileView({ profile, tab }: { profile: Profile; tab: string }) {
  const t = useTrans();
  const user = useCurrentUser();
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const [following, setFollowState] = useState(profile.is_following);
  // the diary carries the ratings given with each viewing: hidden exactly when the ratings are (count null)
  const diaryCount = useDiaryCount(profile.id, profile.counts.ratings !== null).data;
  const refresh = () => qc.invalidateQueries({ queryKey: ['profiles', profile.id] });
  const toggleFollow = () => {
    if (!user) return navigate(paths.login);
    const next = !following;
    setFollowState(next);
    setFollowing(profile.id, next).then(refresh, (e) => (setFollowState(!next), showHttpError(e)));
  };
  const tabLink = (name: string) =>
    pathTo(name === 'lists' ? paths.userProfile : paths.userProfileTab, { userId: profile.id, slug: profile.slug || 'user', tab: name });
  return (
    <div data-testid="profile-page">
      <div className="relative h-36 overflow-hidden bg-gradient-to-br from-primary/40 via-surface to-background md:h-56">
        {profile.banner && <img src={profile.banner} alt="" className="absolute inset-0 size-full object-cover" />}
        <div className="absolute inset-0 bg-gradient-to-t from-background to-transparent" />
      </div>
      <div className={`${pageFrame} -mt-14 md:-mt-20`}>
        <header className="relative flex flex-wrap items-end gap-4 md:gap-6">
          <Avatar label={profile.name} src={profile.avatar} size={112} className="ring-4 ring-background" />
          <div className="min-w-0 flex-1 basis-40 pb-1">
            <h1 className="truncate text-2xl font-extrabold tracking-tight md:text-4xl" data-testid="profile-name">
              {profile.name}
            </h1>
            <p className="mt-1 text-sm text-muted">
              {t(':n followers', { n: profile.counts.followers })} · {t(':n following', { n: followingCount(profile.counts) })}
            </p>
          </div>
          <div className="w-full pb-1 sm:w-auto">
            {profile.is_own ? (
              <Button variant="secondary" onClick={() => void editProfile(profile).then(() => refresh())} data-testid="edit-profile">
                <Pencil className="size-4" aria-hidden />
                {t('Edit profile')}
              </Button>
            ) : (
              <Button
                variant={following ? 'secondary' : 'primary'}
                onClick={toggleFollow}
                aria-pressed={following}
                data-testid="follow-button"
              >
                {following ? <UserMinus className="size-4" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
                {following ? t('Unfollow') : t('Follow')}
              </Button>
            )}
          </div>
        </header>
        {profile.bio && (
          <p className="mt-4 max-w-3xl whitespace-pre-line break-words text-fg/85" data-testid="profile-bio">
            {profile.bio}
          </p>
        )}
        <nav aria-label={t('Profile sections')} className="mt-6 flex gap-1 overflow-x-auto border-b border-line/60">
          {tabs.userProfile.map((name) => {
            const n = tabCount(name, profile.counts, diaryCount);
            return (
              <Link
                key={name}
                to={tabLink(name)}
                aria-current={tab === name ? 'page' : undefined}
                className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors ${tab === name ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}
              >
                {t(TAB_LABELS[name] ?? name)}
                {n !== null && n !== undefined && <span className="ms-1.5 text-xs text-muted">{n}</span>}
              </Link>
            );
          })}
        </nav>
        <div className="py-6 md:py-8">
          {tab === 'followed-users' ? (
            <FollowingTab key={tab} userId={profile.id} />
          ) : tab === 'diary' ? (
            <DiaryTab userId={profile.id} own={profile.is_own} />
          ) : (
            <ProfileTab key={tab} userId={profile.id} tab={tab} />
          )}
        </div>
      </div>
    </div>
  );
}

/** user/{userId}/{slug}(/{tab}): a wrong slug or unknown tab is replaced by the right URL. */
export default function ProfilePage() {
  const { userId = '', slug = '', tab = 'lists' } = useParams<{ userId: string; slug: string; tab?: string }>();
  const id = Number(userId);
  const [, navigate] = useLocation();
  const result = useQuery({
    queryKey: profileKeys.profile(id),
    queryFn: () => fetchProfile(id),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
  const profile = result.data?.profile;
  const knownTab = (tabs.userProfile as readonly string[]).includes(tab);
  useEffect(() => {
    if (!profile) return;
    const right = profile.slug || 'user';
    if (slug !== right || !knownTab) {
      navigate(
        knownTab && tab !== 'lists'
          ? pathTo(paths.userProfileTab, { userId: profile.id, slug: right, tab })
          : pathTo(paths.userProfile, { userId: profile.id, slug: right }),
        { replace: true },
      );
    }
  }, [profile, slug, tab, knownTab, navigate]);
  return <QueryPage query={result}>{(data) => <ProfileView profile={data.profile} tab={knownTab ? tab : 'lists'} />}</QueryPage>;
}
