import type { PopupControl } from '../ui/deferred-popup';
import { DropdownItem, DropdownMenu } from '../ui/menu';
import { useBootstrap } from './bootstrap';
import { useTrans } from './i18n';
import { changeLanguage } from './language';

/** The footer's language menu, loaded on the first use of its button (LanguagePicker). */
export function LanguageMenu({ control }: { control: PopupControl }) {
  const t = useTrans();
  const { localizations, i18n } = useBootstrap();
  return (
    <DropdownMenu label={t('Language')} placement="top end" control={control}>
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
