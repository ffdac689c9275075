import { LANDING_LIMITS, landingIcons, type LandingSecondaryFeature } from '../../../../src/shared/settings/landing';
import { useTrans } from '../../shell/i18n';
import { SelectField, TextArea, TextField } from '../../ui/field';
import { landingIconComponents } from '../../ui/landing/landing-icons';
import { ItemList } from './item-list';
import { newItemId } from './landing-draft';
import { useLandingList } from './landing-list';
import { BlockError } from '../appearance-kit/panel-states';
import { PanelHeader, PanelShell } from './panel-kit';

const iconLabel = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** Landing page > Secondary features: a grid of small icon, title and text cards. */
export default function LandingSecondaryPanel() {
  const t = useTrans();
  const key = 'secondary_features';
  const { draft, errors, patch, list } = useLandingList(key);
  return (
    <PanelShell draft={draft} section="secondary" testId="landing-secondary-panel">
      <PanelHeader title="Secondary features" description="A grid of short points with an icon each, under the primary features." />
      <BlockError message={errors[key]} />
      <ItemList
        testId="landing-secondary"
        {...list}
        name={(f) => f.title}
        newItem={(): LandingSecondaryFeature => ({ id: newItemId('point'), icon: 'sparkles', title: '', description: '' })}
        addLabel="Add secondary feature"
        max={LANDING_LIMITS.secondary}
        empty={{ title: 'No secondary features', message: 'Add short points to show under the primary features.' }}
        renderFields={(feature, i) => {
          const Icon = landingIconComponents[feature.icon];
          return (
            <>
              <div className="flex items-end gap-3">
                <span aria-hidden className="mb-1 grid size-9 shrink-0 place-items-center rounded-lg bg-primary/12 text-primary">
                  <Icon size={18} />
                </span>
                <div className="min-w-0 flex-1">
                  <SelectField
                    label={t('Icon')}
                    value={feature.icon}
                    error={errors[`${key}.${i}.icon`]}
                    onChange={(e) => patch(i, { icon: e.target.value as LandingSecondaryFeature['icon'] })}
                    options={landingIcons.map((name) => ({ value: name, label: t(iconLabel(name)) }))}
                  />
                </div>
              </div>
              <TextField
                label={t('Title')}
                value={feature.title}
                maxLength={100}
                error={errors[`${key}.${i}.title`]}
                onChange={(e) => patch(i, { title: e.target.value })}
              />
              <TextArea
                label={t('Text')}
                rows={3}
                value={feature.description}
                error={errors[`${key}.${i}.description`]}
                onChange={(e) => patch(i, { description: e.target.value })}
              />
            </>
          );
        }}
      />
    </PanelShell>
  );
}
