import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { useCurrentUser } from '../../shell/bootstrap';

/** Sends guests to the login page instead of running a signed-in action. */
export function useRequireLogin() {
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  return (run: () => void) => (user ? run() : navigate(paths.login));
}
