import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Languages, Pencil, Plus, Search, Star, Trash2, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { AdminPagination, AdminTable } from '../../ui/admin-table';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { DropdownItem, DropdownSeparator } from '../../ui/menu';
import { RowActionsMenu } from '../kit/row-actions-menu';
import { toast } from '../../ui/toast-store';
import { useAdminListParams } from '../kit/use-admin-list';
import { formatDate } from '../../ui/catalogue/format';
import { l10nApi, l10nKeys, type LocalizationRow, useLocalizations } from './api';
import { openLocalizationDialog } from './localization-dialog';
import { exportLocalization, importLocalization, pickJsonFile } from './transfer';

/** /admin/localizations: the site's languages, how much of each is translated, and their actions. */
export default function LocalizationsPage() {
  const t = useTrans();
  const client = useQueryClient();
  const { page, text, setText, query, setParams } = useAdminListParams();
  const list = useLocalizations(query, page);
  const rows = list.data?.pagination.data ?? [];
  const total = list.data?.pagination.total_strings ?? 0;
  const refresh = () => client.invalidateQueries({ queryKey: l10nKeys.all });

  const action = useMutation({
    mutationFn: async ({ key, row }: { key: string; row: LocalizationRow }) => {
      if (key === 'default') {
        await l10nApi.makeDefault(row.id);
        return t(':name is now the default language', { name: row.name });
      }
      if (key === 'delete') {
        await l10nApi.remove(row.id);
        return t('Localization deleted');
      }
      return '';
    },
    onSuccess: (message) => {
      void refresh();
      if (message) toast(message);
    },
    onError: (e) => showHttpError(e),
  });

  const onAction = async (key: string, row: LocalizationRow) => {
    if (key === 'rename') await openLocalizationDialog(row);
    else if (key === 'export') await exportLocalization(row);
    else if (key === 'import') {
      const file = await pickJsonFile();
      if (file && (await importLocalization(row, file))) void refresh();
    } else if (key === 'delete') {
      const ok = await confirmAction({
        title: t('Delete :name?', { name: row.name }),
        body: t('Its translations are deleted with it. This cannot be undone.'),
        confirmLabel: t('Delete'),
      });
      if (ok) action.mutate({ key, row });
    } else action.mutate({ key, row });
  };

  return (
    <div data-testid="admin-localizations">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold tracking-tight">{t('Localizations')}</h1>
        <Button size="sm" onClick={() => void openLocalizationDialog()} data-testid="add-localization">
          <Plus className="size-4" aria-hidden />
          {t('Add localization')}
        </Button>
      </div>
      <div className="relative mb-4 sm:max-w-sm">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('Search localizations')}
          aria-label={t('Search localizations')}
          className={`${inputClass} h-10 ps-9`}
        />
      </div>
      <AdminTable
        loading={list.isPending}
        skeletonRows={4}
        columns={[
          { label: 'Language' },
          { label: 'Code', className: 'hidden sm:table-cell' },
          { label: 'Translated', className: 'hidden md:table-cell' },
          { label: 'Last updated', className: 'hidden whitespace-nowrap lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Languages />}
              title={query ? t('No localizations found') : t('No localizations yet')}
              message={query ? t('There are no items matching your query') : t('Add a language to translate the site into it.')}
            />
          )
        }
      >
        {rows.map((row) => {
          const pct = total ? Math.round((row.translated_count / total) * 100) : 0;
          return (
            <tr key={row.id} className="transition-colors hover:bg-fg/4" data-testid="localization-row" data-language={row.language}>
              <td className="w-full max-w-0 px-4 py-3">
                <div className="flex min-w-0 items-center gap-2">
                  <Link
                    to={pathTo(paths.adminLocalizationTranslate, { localeId: row.id })}
                    className="truncate font-semibold hover:text-primary"
                  >
                    {row.name}
                  </Link>
                  {row.is_default && (
                    <span
                      className="shrink-0 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary"
                      data-testid="default-badge"
                    >
                      {t('Default')}
                    </span>
                  )}
                </div>
                <p className="text-xs text-muted sm:hidden">
                  {row.language} · {t(':done of :total translated', { done: row.translated_count, total })}
                </p>
              </td>
              <td className="hidden whitespace-nowrap px-4 py-3 font-mono text-xs text-muted sm:table-cell">{row.language}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 md:table-cell">
                <div className="flex items-center gap-3">
                  <div className="h-1.5 w-24 overflow-hidden rounded-full bg-fg/10" aria-hidden>
                    <div className="h-full rounded-full bg-primary" style={{ width: `${pct}%` }} />
                  </div>
                  <span className="text-xs text-muted" data-testid="translated-count">
                    {row.translated_count} / {total}
                  </span>
                </div>
              </td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-muted lg:table-cell">{formatDate(row.updated_at)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-end">
                <div className="flex items-center justify-end gap-2">
                  <Link
                    to={pathTo(paths.adminLocalizationTranslate, { localeId: row.id })}
                    className="text-xs font-semibold text-primary hover:underline"
                    data-testid="translate-link"
                  >
                    {t('Translate')}
                  </Link>
                  <RowActionsMenu label={t('Actions for :name', { name: row.name })} testId="localization-actions">
                    <DropdownItem id="rename" icon={<Pencil />} onAction={() => void onAction('rename', row)}>
                      {t('Rename')}
                    </DropdownItem>
                    <DropdownItem id="default" icon={<Star />} isDisabled={row.is_default} onAction={() => void onAction('default', row)}>
                      {t('Make default')}
                    </DropdownItem>
                    <DropdownItem id="export" icon={<Download />} onAction={() => void onAction('export', row)}>
                      {t('Export')}
                    </DropdownItem>
                    <DropdownItem id="import" icon={<Upload />} onAction={() => void onAction('import', row)}>
                      {t('Import')}
                    </DropdownItem>
                    <DropdownSeparator />
                    <DropdownItem
                      id="delete"
                      icon={<Trash2 />}
                      isDisabled={row.is_default}
                      className="text-danger"
                      onAction={() => void onAction('delete', row)}
                    >
                      {t('Delete')}
                    </DropdownItem>
                  </RowActionsMenu>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
