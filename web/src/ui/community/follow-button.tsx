import { BellPlus, BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { type FollowType, setContentFollow } from '../../api/follows';
import { useTrans } from '../../shell/i18n';
import { toast } from '../toast-store';
import { PressedButton } from './pressed-button';
import { useRequireLogin } from './require-login';

/**
 * Follow a series or a person: told when a new episode can be watched, or when they have a new
 * title. The new state shows at once and is rolled back with a toast if the call fails; guests
 * are sent to the login page.
 */
export function FollowButton({ type, id, initial }: { type: FollowType; id: number; initial: boolean }) {
  const t = useTrans();
  const guard = useRequireLogin();
  const [on, setOn] = useState(initial);
  const latest = useRef(0);
  useEffect(() => setOn(initial), [initial]);
  const toggle = () =>
    guard(() => {
      const next = !on;
      const call = ++latest.current;
      setOn(next);
      setContentFollow(type, id, next).then(
        (res) => call === latest.current && setOn(res.is_following),
        (e) => {
          if (call === latest.current) setOn(!next);
          toast.danger(errorMessage(e) || t('Could not update who you follow.'));
        },
      );
    });
  return (
    <PressedButton on={on} onClick={toggle} testId="content-follow-button">
      {on ? <BellRing className="size-5" aria-hidden /> : <BellPlus className="size-5" aria-hidden />}
      {on ? t('Following') : t('Follow')}
    </PressedButton>
  );
}
