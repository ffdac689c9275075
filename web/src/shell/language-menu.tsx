import { DropdownItem, DropdownMenu } from '../ui/menu';
import { useBootstrap } from './bootstrap';
import type { MenuButtonFace } from './deferred-menu';
import { useTrans } from './i18n';
import { changeLanguage } from './language';
import { OpeningButton } from './opening-button';

/** The footer's language menu, loaded on the first press of its button. */
export function LanguageMenu({ button }: { button: MenuButtonFace }) {
  const t = useTrans();
  const { localizations, i18n } = useBootstrap();
  return (
    <DropdownMenu label={t('Language')} placement="top end" trigger={<OpeningButton {...button} />}>
      {localizations.map((loc) => (
        <DropdownItem
          key={loc.language}
          id={loc.language}
          onAction={() => changeLanguage(loc.language)}
          className={loc.language === i18n.language ? 'font-semibold text-primary' : ''}
        >
          {loc.name}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}
