import { Link } from 'wouter';
import { paths } from '../paths';
import { useSettings } from './bootstrap';
import { useTrans } from './i18n';

/** A guest's Login link and, unless registration is off, Register (navbar and landing header). */
export function GuestAuthLinks({ loginClass, registerClass }: { loginClass: string; registerClass: string }) {
  const t = useTrans();
  const settings = useSettings();
  return (
    <>
      <Link to={paths.login} className={loginClass}>
        {t('Login')}
      </Link>
      {!settings.registration?.disable && (
        <Link to={paths.register} className={registerClass}>
          {t('Register')}
        </Link>
      )}
    </>
  );
}
