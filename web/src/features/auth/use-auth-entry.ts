import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSettings, useSiteName } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { useFinishSignIn } from './api';

/**
 * What the login and register pages share: the query (an invite's email, inviteId, redirectFrom),
 * whether this is the workspace-join variant, and the two-factor challenge state.
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
  /** The other auth page: its join variant keeps the query (the invite). */
  const otherPage = (joinPath: string, plainPath: string) => (isJoin ? `${joinPath}${query ? `?${query}` : ''}` : plainPath);
  return { t, settings, siteName, search, queryEmail: search.get('email'), isJoin, otherPage, finishSignIn, challenge, setChallenge };
}
