import { Download, FileIcon, FileVideo, Files, Search, Trash2, X } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { formatDate } from '../../ui/catalogue/format';
import { confirmBulkDelete } from '../kit/use-bulk-delete';
import { type AdminFileEntry, type FileListQuery, formatBytes, useAdminFiles, useDeleteFiles } from './api';

const sorts = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'file_size:desc', label: 'Largest first' },
  { value: 'file_size:asc', label: 'Smallest first' },
  { value: 'name:asc', label: 'Name (A-Z)' },
];
const types = [
  { value: '', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'other', label: 'Other files' },
];

/** /admin/files: every uploaded file entry, searchable and filterable, with bulk delete. */
export default function FilesPage() {
  const t = useTrans();
  const { params, page, text, setText, query, setParams } = useAdminListParams<'type' | 'userId' | 'orderBy' | 'orderDir' | 'owner'>();
  const q: FileListQuery = {
    query,
    page,
    type: params.get('type') ?? '',
    userId: params.get('userId') ?? '',
    orderBy: params.get('orderBy') ?? 'created_at',
    orderDir: params.get('orderDir') === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminFiles(q);
  const remove = useDeleteFiles();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);
  const filtered = Boolean(query || q.type || q.userId);

  const deleteFiles = async (ids: number[]) => {
    const ok = await confirmBulkDelete({
      title: t('[one] Delete :count file?|[other] Delete :count files?', { count: ids.length }),
      body: t('The files are removed from storage. This cannot be undone.'),
      confirmLabel: t('Delete'),
    });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        toast(t('[one] Deleted :count file|[other] Deleted :count files', { count: ids.length }));
      },
    });
  };

  return (
    <div data-testid="admin-files">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{t('Files')}</h1>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('Search files')}
            aria-label={t('Search files')}
            className={`${inputClass} h-10 ps-9`}
            data-testid="files-search"
          />
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <select
            aria-label={t('Type')}
            value={q.type}
            onChange={(e) => setParams({ type: e.target.value, page: '' })}
            className={`${inputClass} h-10 pe-8 sm:w-40`}
            data-testid="files-type"
          >
            {types.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('Order by')}
            value={`${q.orderBy}:${q.orderDir}`}
            onChange={(e) => {
              const [orderBy, orderDir] = e.target.value.split(':');
              setParams({ orderBy, orderDir, page: '' });
            }}
            className={`${inputClass} h-10 pe-8 sm:w-44`}
            data-testid="files-sort"
          >
            {sorts.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </div>
        {q.userId && (
          <button
            type="button"
            onClick={() => setParams({ userId: '', owner: '', page: '' })}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-primary/15 px-3 text-xs font-semibold text-primary"
            data-testid="owner-filter"
          >
            {t('Owner: :name', { name: params.get('owner') ?? q.userId })}
            <X className="size-3.5" aria-label={t('Clear')} />
          </button>
        )}
        {selected.size > 0 && (
          <Button
            variant="danger"
            size="sm"
            onClick={() => void deleteFiles([...selected])}
            loading={remove.isPending}
            data-testid="bulk-delete"
          >
            <Trash2 className="size-4" aria-hidden />
            {t('Delete :count', { count: selected.size })}
          </Button>
        )}
      </div>
      <AdminTable
        loading={list.isPending}
        skeletonRows={6}
        skeletonClassName="h-12"
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'File' },
          { label: 'Size', className: 'hidden sm:table-cell' },
          { label: 'Owner', className: 'hidden md:table-cell' },
          { label: 'Uploaded', className: 'hidden lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Files />}
              title={filtered ? t('No files found') : t('No files yet')}
              message={filtered ? t('There are no items matching your query') : t('Files people upload appear here.')}
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="file-row"
          >
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="w-full max-w-0 px-4 py-2">
              <div className="flex items-center gap-3">
                <Thumb row={row} />
                <div className="min-w-0">
                  <p className="truncate font-semibold" title={row.name}>
                    {row.name}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {row.mime}
                    <span className="sm:hidden"> · {formatBytes(row.size)}</span>
                  </p>
                </div>
              </div>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted sm:table-cell" data-testid="file-size">
              {formatBytes(row.size)}
            </td>
            <td className="hidden max-w-48 px-4 py-2 md:table-cell">
              {row.owner ? (
                <button
                  type="button"
                  className="block max-w-full truncate text-start hover:text-primary"
                  title={t('Show files of :name', { name: row.owner.name })}
                  onClick={() => setParams({ userId: String(row.owner!.id), owner: row.owner!.name, page: '' })}
                >
                  {row.owner.name}
                </button>
              ) : (
                <span className="text-muted">—</span>
              )}
            </td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted lg:table-cell">{formatDate(row.created_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <div className="flex items-center justify-end gap-1">
                <a
                  href={row.url}
                  download={row.name}
                  className="grid size-9 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg"
                  aria-label={t('Download :name', { name: row.name })}
                  data-testid="file-download"
                >
                  <Download className="size-4" aria-hidden />
                </a>
                <button
                  type="button"
                  onClick={() => void deleteFiles([row.id])}
                  className="grid size-9 place-items-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
                  aria-label={t('Delete :name', { name: row.name })}
                  data-testid="file-delete"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}

function Thumb({ row }: { row: AdminFileEntry }) {
  const box = 'grid size-12 shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-fg/5 text-muted';
  if (row.type === 'image' && row.mime !== 'image/svg+xml') {
    return (
      <span className={box}>
        <img src={row.url} alt="" loading="lazy" className="size-full object-cover" data-testid="file-thumb" />
      </span>
    );
  }
  return (
    <span className={box}>
      {row.type === 'video' ? <FileVideo className="size-5" aria-hidden /> : <FileIcon className="size-5" aria-hidden />}
    </span>
  );
}
