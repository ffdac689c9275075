import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useBootstrap, useCurrentUser, useSettings, useSiteName } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { useFinishSignIn } from './api';
import { inviteOf } from './join-after-sign-in';

/**
 * What the login and register pages share: the query (an invite's email, inviteId, redirectFrom),
 * whether this is the workspace-join variant, and the two-factor challenge state. `joining` is the
 * invite to accept now: a join page with an inviteId once the user is signed in.
 */
export function useAuthEntry() {
  const t = useTrans();
  const settings = useSettings();
  const siteName = useSiteName();
  const [location] = useLocation();
  const search = new URLSearchParams(useSearch());
  const finishSignIn = useFinishSignIn();
  const [challenge, setChallenge] = useState(false);
  const isJoin = location.startsWith('/workspace/join');
  const query = search.toString();
  const user = useCurrentUser();
  // demo mode only: configured credentials and the seeded demo accounts (login page prefill)
  const demoLogin = useBootstrap().demo_login ?? null;
  const joining = user ? inviteOf(location, query) : null;
  /** The other auth page: its join variant keeps the query (the invite). */
  const otherPage = (joinPath: string, plainPath: string) => (isJoin ? `${joinPath}${query ? `?${query}` : ''}` : plainPath);
  return {
    t,
    settings,
    siteName,
    search,
    queryEmail: search.get('email'),
    isJoin,
    joining,
    otherPage,
    finishSignIn,
    challenge,
    setChallenge,
    demoLogin,
  };
}
