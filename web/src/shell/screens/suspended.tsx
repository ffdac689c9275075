import { Ban } from 'lucide-react';
import { useSiteName } from '../bootstrap';
import { useTrans } from '../i18n';
import { AccountGateLayout } from './account-gate-layout';

export function SuspendedScreen() {
  const t = useTrans();
  const name = useSiteName();
  return (
    <AccountGateLayout>
      <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-danger/15 text-danger">
        <Ban size={22} />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('Your account is suspended')}</h1>
      <p className="mt-3 text-sm leading-6 text-muted">
        {t("You can't open :name because your account is suspended. Contact the Admin to re-activate your account.", { name })}
      </p>
    </AccountGateLayout>
  );
}
