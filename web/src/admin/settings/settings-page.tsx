import { Settings } from 'lucide-react';
import { useParams } from 'wouter';
import { pathTo, paths, tabs } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage } from '../../shell/screens/not-found';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { useSettingsForm, useSettingsValues } from './api';
import { SettingsTabForm } from './settings-tab-form';
import { SettingsTabs } from './settings-tabs';

const tabHref = (tab: string) => pathTo(paths.adminSettings, { tab: tab === tabs.adminSettings[0] ? undefined : tab });

/** /admin/settings/{tab}: one form per tab, rendered from the server's setting definitions. */
export default function SettingsPage() {
  const t = useTrans();
  const { tab } = useParams<{ tab?: string }>();
  const active = tab ?? tabs.adminSettings[0];
  const form = useSettingsForm();
  const values = useSettingsValues();
  if (!(tabs.adminSettings as readonly string[]).includes(active)) return <NotFoundPage />;
  const tabForm = form.data?.find((f) => f.id === active);

  return (
    <div data-testid="admin-settings">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{t('Settings')}</h1>
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <SettingsTabs tabs={tabs.adminSettings} active={active} href={tabHref} />
        <div className="min-w-0">
          {form.isPending || values.isPending ? (
            <div aria-busy data-testid="settings-loading">
              <Skeleton className="h-6 w-48" />
              <SkeletonText lines={6} className="mt-6 max-w-2xl" />
            </div>
          ) : form.isError || values.isError || !tabForm ? (
            <EmptyState
              icon={<Settings />}
              title={t('Settings could not be loaded')}
              message={t('There was an issue. Please try again.')}
              actions={
                <Button
                  variant="outline"
                  onClick={() => {
                    void form.refetch();
                    void values.refetch();
                  }}
                >
                  {t('Try again')}
                </Button>
              }
            />
          ) : (
            <SettingsTabForm key={active} tab={tabForm} values={values.data} />
          )}
        </div>
      </div>
    </div>
  );
}
