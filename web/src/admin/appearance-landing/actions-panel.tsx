import { LANDING_LIMITS, type LandingAction } from '../../../../src/shared/settings/landing';
import { useTrans } from '../../shell/i18n';
import { SelectField, TextField } from '../../ui/field';
import { ItemList } from './item-list';
import { newItemId } from './landing-draft';
import { useLandingList } from './landing-list';
import { BlockError } from '../appearance-kit/panel-states';
import { PanelHeader, PanelShell } from './panel-kit';

/** Landing page > Action buttons: the hero's buttons (label, link, primary or secondary). */
export default function LandingActionsPanel() {
  const t = useTrans();
  const { draft, errors, patch, list } = useLandingList('actions');
  return (
    <PanelShell draft={draft} section="actions" testId="landing-actions-panel">
      <PanelHeader
        title="Action buttons"
        description="Buttons under the headline. Drag to reorder; the first primary button stands out most."
      />
      <BlockError message={errors.actions} />
      <ItemList
        testId="landing-actions"
        {...list}
        name={(a) => a.label}
        newItem={(): LandingAction => ({
          id: newItemId('action'),
          label: '',
          action: '/',
          type: draft.draft.actions.length ? 'secondary' : 'primary',
        })}
        addLabel="Add button"
        max={LANDING_LIMITS.actions}
        empty={{ title: 'No buttons', message: 'The hero shows only the headline. Add a button to send visitors somewhere.' }}
        renderFields={(action, i) => (
          <>
            <TextField
              label={t('Label')}
              value={action.label}
              maxLength={80}
              error={errors[`actions.${i}.label`]}
              onChange={(e) => patch(i, { label: e.target.value })}
            />
            <TextField
              label={t('Link')}
              value={action.action}
              placeholder="/movies"
              description={t('A path on this site (/register) or a full https:// address.')}
              error={errors[`actions.${i}.action`]}
              onChange={(e) => patch(i, { action: e.target.value })}
            />
            <SelectField
              label={t('Type')}
              value={action.type}
              error={errors[`actions.${i}.type`]}
              onChange={(e) => patch(i, { type: e.target.value as LandingAction['type'] })}
              options={[
                { value: 'primary', label: t('Primary') },
                { value: 'secondary', label: t('Secondary') },
              ]}
            />
          </>
        )}
      />
    </PanelShell>
  );
}
