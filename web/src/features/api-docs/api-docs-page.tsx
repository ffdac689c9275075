import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { http } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';

interface Reference {
  base_url: string;
  groups: { name: string; endpoints: { method: string; path: string }[] }[];
}

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-emerald-500/15 text-emerald-400',
  POST: 'bg-sky-500/15 text-sky-400',
  PUT: 'bg-amber-500/15 text-amber-400',
  PATCH: 'bg-amber-500/15 text-amber-400',
  DELETE: 'bg-rose-500/15 text-rose-400',
};

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-fg/8 px-1.5 py-0.5 font-mono text-[0.85em]">{children}</code>
);

function Block({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-xl border border-line bg-background p-4 font-mono text-xs leading-6 text-fg">{children}</pre>
  );
}

function Guide({ base }: { base: string }) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-8 text-sm leading-6 text-muted [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-fg">
      <section>
        <h2>{t('Authentication')}</h2>
        <p>
          {t('Create a personal access token in')}{' '}
          <Link to={paths.accountSettings} className="font-medium text-primary hover:underline">
            {t('Account settings')}
          </Link>{' '}
          {t('and send it as a bearer token. Requests act as you, with your permissions.')}
        </p>
        <Block>{`curl ${base}/titles?perPage=5 \\\n  -H "Authorization: Bearer YOUR_TOKEN" \\\n  -H "Accept: application/json"`}</Block>
      </section>
      <section>
        <h2>{t('Requests and responses')}</h2>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            {t('Bodies are JSON')} (<Code>Content-Type: application/json</Code>); {t('uploads use multipart form data.')}
          </li>
          <li>
            {t('Lists are paginated with')} <Code>page</Code> {t('and')} <Code>perPage</Code> ({t('at most 100')}) {t('and answer')}{' '}
            <Code>{'{ pagination: { data, current_page, per_page, total, last_page } }'}</Code>.
          </li>
          <li>
            <Code>with</Code>, <Code>load</Code> {t('and')} <Code>loadCount</Code>{' '}
            {t('take comma-separated relations to include in a response.')}
          </li>
          <li>
            {t('Clients that cannot send PUT, PATCH or DELETE may POST with')} <Code>X-HTTP-Method-Override</Code> {t('or a')}{' '}
            <Code>_method</Code> {t('field.')}
          </li>
        </ul>
      </section>
      <section>
        <h2>{t('Errors')}</h2>
        <p>
          {t('Failures answer with a status code and a JSON body:')} <Code>401</Code> {t('signed out or bad token,')} <Code>403</Code>{' '}
          {t('missing permission,')} <Code>404</Code> {t('not found,')} <Code>422</Code> {t('invalid input with a message per field,')}{' '}
          <Code>429</Code> {t('too many requests (see the Retry-After header).')}
        </p>
        <Block>{`HTTP/1.1 422 Unprocessable Entity\n{\n  "message": "The name field is required.",\n  "errors": { "name": ["The name field is required."] }\n}`}</Block>
      </section>
    </div>
  );
}

/** /api-docs: how to call the API, and every endpoint the server mounts (read from the server itself). */
export default function ApiDocsPage() {
  const t = useTrans();
  const [filter, setFilter] = useState('');
  const query = useQuery({ queryKey: ['api-docs'], queryFn: () => http.get<Reference>('api-docs'), staleTime: Infinity });
  const needle = filter.trim().toLowerCase();
  const groups = (query.data?.groups ?? [])
    .map((g) => ({ ...g, endpoints: g.endpoints.filter((e) => !needle || `${e.method} ${e.path}`.toLowerCase().includes(needle)) }))
    .filter((g) => g.endpoints.length);
  const total = query.data?.groups.reduce((s, g) => s + g.endpoints.length, 0) ?? 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-8 md:pt-12" data-testid="api-docs-page">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('API documentation')}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t('Everything the web app does goes through the same JSON API, at')} <Code>{query.data?.base_url ?? '/api/v1'}</Code>.
      </p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Guide base={query.data?.base_url ?? `${window.location.origin}/api/v1`} />
        <section aria-labelledby="endpoints-heading">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 id="endpoints-heading" className="me-auto text-lg font-semibold">
              {t('Endpoints')} {total > 0 && <span className="text-sm font-normal text-muted">({total})</span>}
            </h2>
            <label className="relative w-full sm:w-64">
              <span className="sr-only">{t('Filter endpoints')}</span>
              <Search size={16} aria-hidden className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
              <input
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder={t('Filter endpoints')}
                className={`${inputClass} ps-9`}
                type="search"
              />
            </label>
          </div>
          {query.isPending ? (
            <div className="flex flex-col gap-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-8 w-full" />
              ))}
            </div>
          ) : groups.length === 0 ? (
            <p className="rounded-xl border border-line p-6 text-center text-sm text-muted">
              {t('There are no items matching your query')}
            </p>
          ) : (
            <div className="flex flex-col gap-6">
              {groups.map((g) => (
                <div key={g.name} className="overflow-hidden rounded-xl border border-line bg-surface">
                  <h3 className="border-b border-line bg-fg/3 px-4 py-2 font-mono text-sm font-semibold">{g.name}</h3>
                  <ul className="divide-y divide-line" data-testid={`endpoints-${g.name}`}>
                    {g.endpoints.map((e) => (
                      <li key={`${e.method} ${e.path}`} className="flex items-center gap-3 px-4 py-2 font-mono text-xs">
                        <span
                          className={`w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-bold ${METHOD_STYLE[e.method] ?? 'bg-fg/10'}`}
                        >
                          {e.method}
                        </span>
                        <span className="min-w-0 break-all text-fg">{e.path}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
