import { useParams } from 'wouter';
import { pathTo, paths, tabs } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { personLink } from '../../ui/catalogue/links';
import { EditorHeader, editorGate, EditorTabs } from '../kit/editor-shell';
import { useAdminPerson } from './api';
import { PersonCreditsTab } from './person-credits-tab';
import { PersonFactsForm } from './person-facts-form';
import { BackLink } from '../kit/form-layout';

/** /admin/people/new: the facts (and poster) a person starts with; saving opens the editor. */
export function PersonNewPage() {
  const t = useTrans();
  return (
    <div data-testid="admin-person-new">
      <div className="mb-6">
        <BackLink to={paths.adminPeople} label={t('People')} />
        <h1 className="text-2xl font-bold tracking-tight">{t('New person')}</h1>
      </div>
      <PersonFactsForm person={null} />
    </div>
  );
}

/** /admin/people/{personId}/edit/{tab}: header, tabs (primary facts, credits) and the active tab. */
export default function PersonEditPage() {
  const t = useTrans();
  const { personId, tab = tabs.adminPerson[0] } = useParams<{ personId: string; tab?: string }>();
  const query = useAdminPerson(personId);
  const gate = editorGate((tabs.adminPerson as readonly string[]).includes(tab), query);
  if (gate) return gate;
  const person = query.data!.person;
  return (
    <div data-testid="admin-person-edit">
      <EditorHeader crumbs={[{ label: t('People'), to: paths.adminPeople }]} record={person} viewLink={personLink(person)} />
      <EditorTabs
        label={t('Edit person')}
        tabs={tabs.adminPerson}
        active={tab}
        href={(name) => pathTo(paths.adminPersonEdit, { personId: person.id, tab: name })}
      />
      {tab === 'credits' ? <PersonCreditsTab person={person} /> : <PersonFactsForm key={person.id} person={person} />}
    </div>
  );
}
