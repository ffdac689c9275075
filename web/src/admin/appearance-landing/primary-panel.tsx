import { LANDING_LIMITS } from '../../../../src/shared/settings/landing';
import { useTrans } from '../../shell/i18n';
import { TextArea, TextField } from '../../ui/field';
import { ItemList } from './item-list';
import { newItemId } from './landing-draft';
import { useLandingList } from './landing-list';
import { BlockError } from '../appearance-kit/panel-states';
import { PanelHeader, PanelShell } from './panel-kit';

/** Landing page > Primary features: large image-and-text rows, alternating sides. */
export default function LandingPrimaryPanel() {
  const t = useTrans();
  const key = 'primary_features';
  const { draft, errors, patch, list } = useLandingList(key);
  return (
    <PanelShell draft={draft} section="primary" testId="landing-primary-panel">
      <PanelHeader title="Primary features" description="Big rows under the hero, an image beside a title and text, alternating sides." />
      <BlockError message={errors[key]} />
      <ItemList
        testId="landing-primary"
        {...list}
        name={(f) => f.title}
        newItem={() => ({ id: newItemId('feature'), title: '', description: '', image: '' })}
        addLabel="Add primary feature"
        max={LANDING_LIMITS.primary}
        empty={{ title: 'No primary features', message: 'Add a feature to tell visitors what they can do here.' }}
        renderFields={(feature, i) => (
          <>
            <TextField
              label={t('Title')}
              value={feature.title}
              maxLength={150}
              error={errors[`${key}.${i}.title`]}
              onChange={(e) => patch(i, { title: e.target.value })}
            />
            <TextArea
              label={t('Text')}
              rows={4}
              value={feature.description}
              error={errors[`${key}.${i}.description`]}
              onChange={(e) => patch(i, { description: e.target.value })}
            />
            <TextField
              label={t('Image')}
              value={feature.image}
              placeholder="https://example.com/screenshot.jpg"
              description={t('A 16:10 image address. Leave empty for a built-in illustration.')}
              error={errors[`${key}.${i}.image`]}
              onChange={(e) => patch(i, { image: e.target.value })}
            />
          </>
        )}
      />
    </PanelShell>
  );
}
