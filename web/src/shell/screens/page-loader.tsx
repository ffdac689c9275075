import { Spinner } from '../../ui/spinner';
import { useDelayedVisibility } from '../../ui/delayed-visibility';
import { trans } from '../i18n';

/** Full-page loading indicator labelled 'Loading page...'; the spinner follows the 500/200 ms rule. */
export function PageLoader() {
  const visible = useDelayedVisibility(true);
  return (
    <div role="status" aria-label={trans('Loading page...')} className="grid min-h-dvh place-items-center">
      {visible && <Spinner size={40} label={trans('Loading page...')} />}
    </div>
  );
}
