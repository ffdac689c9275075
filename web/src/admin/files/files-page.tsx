import { Download, FileIcon, FileVideo, Files, Trash2, X } from 'lucide-react';
import { trans, useTrans } from '../../shell/i18n';
import { AdminListPage, shownFrom } from '../kit/admin-list-page';
import { SortSelect } from '../kit/list-toolbar';
import { orderByParams, useAdminListParams } from '../kit/use-admin-list';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { type AdminFileEntry, type FileListQuery, formatBytes, useAdminFiles, useDeleteFiles } from './api';
import { choices, sortBy } from '../kit/sort-options';

const sorts = [
  sortBy.newest,
  sortBy.oldest,
  ...choices({ 'file_size:desc': 'Largest first', 'file_size:asc': 'Smallest first', 'name:asc': 'Name (A-Z)' }),
];
const types = choices({ '': 'All types', image: 'Images', video: 'Videos', other: 'Other files' });

/** /admin/files: every uploaded file entry, searchable and filterable, with bulk delete. */
export default function FilesPage() {
  const t = useTrans();
  const state = useAdminListParams<'type' | 'userId' | 'orderBy' | 'orderDir' | 'owner'>();
  const { params, page, query, setParams } = state;
  const order = orderByParams(state, 'created_at', sorts);
  const q: FileListQuery = {
    query,
    page,
    type: params.get('type') ?? '',
    userId: params.get('userId') ?? '',
    orderBy: order.orderBy,
    orderDir: order.orderDir,
  };
  const list = useAdminFiles(q);
  const remove = useDeleteFiles();

  return (
    <AdminListPage
      testId="admin-files"
      title={t('Files')}
      state={state}
      list={list}
      search={{ label: t('Search files'), testId: 'files-search' }}
      filters={
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <SortSelect
            label="Type"
            value={q.type}
            options={types}
            onChange={(v) => setParams({ type: v, page: '' })}
            className="pe-8 sm:w-40"
            testId="files-type"
          />
          <SortSelect {...order.sort} className="pe-8 sm:w-44" testId="files-sort" />
        </div>
      }
      extra={
        q.userId && (
          <button
            type="button"
            onClick={() => setParams({ userId: '', owner: '', page: '' })}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-primary/15 px-3 text-xs font-semibold text-primary"
            data-testid="owner-filter"
          >
            {t('Owner: :name', { name: params.get('owner') ?? q.userId })}
            <X className="size-3.5" aria-label={t('Clear')} />
          </button>
        )
      }
      select={{ name: (row) => row.name }}
      bulkDelete={deleteRows(remove, deleting(), { bulk: true })}
      rows={{ skeleton: 6, skeletonClassName: 'h-12', testId: 'file-row' }}
      columns={(c) => [
        c.main('File', 'w-full max-w-0 px-4 py-2', (row) => (
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
        )),
        c.shown('Size', 'sm', (row) => formatBytes(row.size), { muted: true, nowrap: true, testId: 'file-size' }),
        {
          label: 'Owner',
          className: shownFrom.md,
          td: 'hidden max-w-48 px-4 py-2 md:table-cell',
          cell: (row) =>
            row.owner ? (
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
            ),
        },
        c.date('Uploaded', 'lg', 'created_at', { nowrap: true }),
      ]}
      rowActions={(row, tools) => (
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
            onClick={tools.remove}
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
            aria-label={t('Delete :name', { name: row.name })}
            data-testid="file-delete"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      )}
      empty={{
        icon: <Files />,
        filtered: Boolean(query || q.type || q.userId),
        found: t('No files found'),
        none: t('No files yet'),
        hint: t('Files people upload appear here.'),
      }}
    />
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

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count file?|[other] Delete :count files?'),
  body: trans('The files are removed from storage. This cannot be undone.'),
  done: trans('[one] Deleted :count file|[other] Deleted :count files'),
});
