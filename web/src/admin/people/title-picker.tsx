import { Film } from 'lucide-react';
import { useId } from 'react';
import { useTrans } from '../../shell/i18n';
import { PickerField, type PickerProps } from '../kit/picker-field';
import { typeLabel } from '../../ui/catalogue/format';
import { type TitleOption, TitleSearchCombobox } from '../kit/title-search';

/** A combobox over GET titles?query=: type a name, arrows and Enter (or a click) to choose. */
export function TitlePicker(picker: PickerProps<TitleOption>) {
  const { onChange, error } = picker;
  const t = useTrans();
  const id = useId();
  const meta = (o: TitleOption) => [typeLabel(o.type), o.year].filter(Boolean).join(' · ');

  return (
    <PickerField id={id} label={t('Title')} meta={meta} picker={picker} kind="poster" changeLabel={t('Change title')} testId="title-picker">
      <TitleSearchCombobox
        id={id}
        delay={200}
        orderBy="popularity"
        meta={meta}
        onChoose={onChange}
        optionClassName="px-2 py-1.5"
        placeholder={t('Search titles')}
        testId="title-picker"
        error={error}
        noMatch={(query) => (
          <div className="absolute inset-x-0 top-full z-30 mt-1 flex items-center gap-2 rounded-theme border border-line bg-raised px-3 py-2 text-sm text-muted shadow-xl">
            <Film className="size-4" aria-hidden />
            {t('No titles match “:query”', { query })}
          </div>
        )}
      />
    </PickerField>
  );
}
