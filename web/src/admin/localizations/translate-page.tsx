import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Languages, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { http, showHttpError } from '../../api';
import { paths } from '../../paths';
import { applyBootstrapData, bootstrapStore } from '../../shell/bootstrap';
import type { BootstrapData } from '../../shell/bootstrap-types';
import { useTrans } from '../../shell/i18n';
import { AdminPagination } from '../../ui/admin-table';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import { l10nApi, l10nKeys, useLocalization, useSourceStrings } from './api';

const PER_PAGE = 50;

/**
 * /admin/localizations/{id}/translate: every source string beside its translation, 50 a page.
 * Edits are kept across pages and searches; Save sends only the changed lines (an emptied field
 * removes the line, so the site falls back to the source text).
 */
export default function TranslatePage() {
  const t = useTrans();
  const client = useQueryClient();
  const id = Number(useParams<{ localeId: string }>().localeId);
  const loc = useLocalization(id);
  const sources = useSourceStrings();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [text, setText] = useState('');
  const query = useDebounced(text.trim().toLowerCase(), 200);
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [page, setPage] = useState(1);

  const saved = loc.data?.localization.lines;
  const keys = useMemo(() => {
    // source strings first, then lines the file or an older version of the site added
    const all = [...(sources.data?.strings ?? [])];
    const known = new Set(all);
    for (const k of Object.keys(saved ?? {})) if (!known.has(k)) all.push(k);
    return all;
  }, [sources.data, saved]);
  const valueOf = (key: string) => edits[key] ?? saved?.[key] ?? '';
  const shown = useMemo(
    () =>
      keys.filter((k) => {
        const value = edits[k] ?? saved?.[k] ?? '';
        if (untranslatedOnly && value.trim()) return false;
        return !query || k.toLowerCase().includes(query) || value.toLowerCase().includes(query);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- edits are left out on purpose: typing must not make a row jump out of the filtered list
    [keys, saved, query, untranslatedOnly],
  );
  const lastPage = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const current = Math.min(page, lastPage);
  const pageRows = shown.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const changed = Object.entries(edits).filter(([k, v]) => v !== (saved?.[k] ?? ''));

  // unsaved edits: the browser asks before the tab is closed or reloaded
  const dirty = changed.length > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: () => l10nApi.update(id, { lines: Object.fromEntries(changed.map(([k, v]) => [k, v.trim() ? v : null])) }),
    onSuccess: async (res) => {
      client.setQueryData([...l10nKeys.all, String(id)], res);
      setEdits({});
      void client.invalidateQueries({ queryKey: [...l10nKeys.all, 'list'] });
      toast(t('Translations saved'));
      // the admin is looking at the site in this language: show the new lines at once
      if (bootstrapStore.get().i18n.language === res.localization.language)
        applyBootstrapData(await http.get<BootstrapData>('bootstrap-data'));
    },
    onError: (e) => showHttpError(e),
  });

  const loading = loc.isPending || sources.isPending;
  if (loc.isError) {
    return (
      <EmptyState
        icon={<Languages />}
        title={t('Localization not found')}
        message={
          <Link to={paths.adminLocalizations} className="text-primary hover:underline">
            {t('Back to localizations')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="admin-translate">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Link
          to={paths.adminLocalizations}
          aria-label={t('Back to localizations')}
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="me-auto text-2xl font-bold tracking-tight">
          {loading ? <Skeleton className="h-8 w-48" /> : t('Translate: :name', { name: loc.data.localization.name })}
        </h1>
      </div>
      <div className="sticky top-[var(--mq-navbar-height)] z-10 -mx-1 mb-4 flex flex-wrap items-center gap-3 bg-background/95 px-1 py-2 backdrop-blur">
        <div className="relative min-w-56 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            placeholder={t('Search source or translation')}
            aria-label={t('Search source or translation')}
            className={`${inputClass} h-10 ps-9`}
            data-testid="translate-search"
          />
        </div>
        <div className="flex w-full items-center gap-3 sm:ms-auto sm:w-auto">
          <label className="flex items-center gap-2 whitespace-nowrap text-sm">
            <input
              type="checkbox"
              checked={untranslatedOnly}
              onChange={(e) => {
                setUntranslatedOnly(e.target.checked);
                setPage(1);
              }}
              className="size-4 accent-[rgb(var(--mq-primary))]"
              data-testid="untranslated-only"
            />
            {t('Untranslated only')}
          </label>
          <span className="ms-auto hidden whitespace-nowrap text-sm text-muted sm:inline">
            {t('[one] :count unsaved change|[other] :count unsaved changes', { count: changed.length })}
          </span>
          <Button
            size="sm"
            disabled={changed.length === 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
            className="ms-auto sm:ms-0"
            data-testid="translate-save"
          >
            {t('Save')}
            {changed.length > 0 && <span className="rounded-full bg-black/20 px-1.5 text-xs sm:hidden">{changed.length}</span>}
          </Button>
        </div>
      </div>
      {loading ? (
        <div className="space-y-3">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Languages />}
          title={t('Nothing to translate here')}
          message={t('There are no items matching your query')}
          className="rounded-theme border border-line"
        />
      ) : (
        <ul className="divide-y divide-line rounded-theme border border-line">
          {pageRows.map((key) => {
            const edited = key in edits && edits[key] !== (saved?.[key] ?? '');
            return (
              <li
                key={key}
                className={`grid gap-2 px-4 py-3 md:grid-cols-2 md:gap-6 ${edited ? 'bg-primary/6' : ''}`}
                data-testid="translate-row"
              >
                <p className="min-w-0 whitespace-pre-wrap break-words pt-2 text-sm" data-testid="translate-source">
                  {key}
                </p>
                <textarea
                  rows={key.length > 70 ? 2 : 1}
                  value={valueOf(key)}
                  onChange={(e) => setEdits((s) => ({ ...s, [key]: e.target.value }))}
                  aria-label={t('Translation of :text', { text: key })}
                  placeholder={key}
                  className={`${inputClass} h-auto! min-h-10 resize-y py-2`}
                  data-testid="translate-input"
                />
              </li>
            );
          })}
        </ul>
      )}
      <AdminPagination page={{ current_page: current, last_page: lastPage, per_page: PER_PAGE, total: shown.length }} onPage={setPage} />
    </div>
  );
}
