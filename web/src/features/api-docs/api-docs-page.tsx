import { useQuery } from '@tanstack/react-query';
import { KeyRound, Search } from 'lucide-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { http } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { groupOperations, listOperations, type OpenApiDocument } from './openapi-model';
import { OperationView } from './operation-view';
import { SchemaView } from './schema-view';

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-fg/8 [overflow-wrap:anywhere] px-1.5 py-0.5 font-mono text-[0.85em]">{children}</code>
);

function Block({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-xl border border-line bg-background p-4 font-mono text-xs leading-6 text-fg">{children}</pre>
  );
}

function Guide({ base }: { base: string }) {
  const t = useTrans();
  return (
    <div className="grid gap-8 text-sm leading-6 text-muted lg:grid-cols-3 [&>section]:min-w-0 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-fg">
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

const slug = (tag: string) => `tag-${tag.replace(/[^a-z0-9]+/gi, '-')}`;

/** The security schemes and the shared error responses, shown once; operations link here. */
function Shared({ doc }: { doc: OpenApiDocument }) {
  const t = useTrans();
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  const responses = Object.entries(doc.components?.responses ?? {});
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="security-heading">
        <h2 id="security-heading" className="mb-3 text-lg font-semibold">
          {t('Security schemes')}
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {schemes.map(([name, s]) => (
            <li key={name} className="flex flex-col gap-1 px-4 py-3">
              <span className="font-mono text-sm font-semibold">{name}</span>
              <span className="font-mono text-xs text-primary">
                {s.type}
                {s.scheme ? ` · ${s.scheme}` : ''}
                {s.in ? ` · ${s.in} ${s.name ?? ''}` : ''}
              </span>
              {s.description && <span className="text-sm text-muted">{s.description}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shared-responses-heading" data-testid="shared-responses">
        <h2 id="shared-responses-heading" className="mb-3 text-lg font-semibold">
          {t('Shared error responses')}
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {responses.map(([name, r]) => (
            <li key={name} id={`response-${name}`} className="flex scroll-mt-24 flex-col gap-0.5 px-4 py-3">
              <span className="font-mono text-sm font-semibold">{name}</span>
              <span className="text-sm text-muted">{r.description}</span>
            </li>
          ))}
        </ul>
        {doc.components?.schemas?.ErrorBody && (
          <div className="mt-3 rounded-xl border border-line bg-surface px-4 py-2">
            <p className="pt-1 text-xs font-semibold uppercase tracking-wide text-muted">ErrorBody</p>
            <SchemaView doc={doc} schema={doc.components.schemas.ErrorBody} />
          </div>
        )}
      </section>
    </div>
  );
}

/** /api-docs: how to call the API, and every operation of its OpenAPI document (read from the server itself). */
export default function ApiDocsPage() {
  const t = useTrans();
  const [filter, setFilter] = useState('');
  const [token, setToken] = useState('');
  const needle = useDeferredValue(filter);
  const query = useQuery({
    queryKey: ['openapi.json'],
    queryFn: () => http.get<OpenApiDocument>('openapi.json'),
    staleTime: Infinity,
  });
  const doc = query.data;
  const ops = useMemo(() => (doc ? listOperations(doc) : []), [doc]);
  const tags = useMemo(() => doc?.tags?.map((tag) => tag.name) ?? [], [doc]);
  const groups = useMemo(() => groupOperations(ops, tags, needle), [ops, tags, needle]);
  const base = doc?.servers?.[0]?.url ? `${doc.servers[0].url}/api/v1` : `${window.location.origin}/api/v1`;
  const shown = groups.reduce((s, g) => s + g.ops.length, 0);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 md:pt-12" data-testid="api-docs-page">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('API documentation')}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t('Everything the web app does goes through the same JSON API, at')} <Code>{base}</Code>.
        {doc && (
          <>
            {' '}
            <a href="/api/v1/openapi.json" className="font-medium text-primary hover:underline">
              OpenAPI {doc.openapi}
            </a>{' '}
            · {t('version')} {doc.info.version}
          </>
        )}
      </p>
      <div className="mt-10">
        <Guide base={base} />
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav
          aria-label={t('API sections')}
          className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
        >
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('Sections')}</p>
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0" data-testid="tag-nav">
            {groups.map((g) => (
              <li key={g.tag} className="shrink-0">
                <a
                  href={`#${slug(g.tag)}`}
                  className="flex items-center justify-between gap-2 rounded-md px-2 py-1 font-mono text-xs text-muted hover:bg-fg/5 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {g.tag}
                  <span className="text-[0.7rem] text-muted/80">{g.ops.length}</span>
                </a>
              </li>
            ))}
            <li className="shrink-0">
              <a
                href="#shared-responses-heading"
                className="block rounded-md px-2 py-1 text-xs text-muted hover:bg-fg/5 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
              >
                {t('Shared error responses')}
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="endpoints-heading" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 id="endpoints-heading" className="me-auto text-lg font-semibold">
              {t('Endpoints')}{' '}
              {ops.length > 0 && (
                <span className="text-sm font-normal text-muted" data-testid="endpoint-count">
                  ({shown === ops.length ? ops.length : `${shown} / ${ops.length}`})
                </span>
              )}
            </h2>
            <label className="relative w-full sm:w-72">
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
          <label className="mb-6 flex flex-col gap-1 text-xs text-muted">
            <span className="flex items-center gap-1.5">
              <KeyRound size={14} aria-hidden />
              {t('Token for "Try it" (optional; without one, requests use your session)')}
            </span>
            <input
              value={token}
              onChange={(e) => setToken(e.target.value)}
              placeholder={t('Paste a personal access token')}
              className={`${inputClass.replace('h-11', 'h-9')} font-mono`}
              type="password"
              autoComplete="off"
            />
          </label>
          {query.isPending ? (
            <div className="flex flex-col gap-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-8 w-full" />
              ))}
            </div>
          ) : query.isError ? (
            <p role="alert" className="rounded-xl border border-line p-6 text-center text-sm text-muted">
              {t('There was an issue. Please try again.')}
            </p>
          ) : groups.length === 0 ? (
            <p className="rounded-xl border border-line p-6 text-center text-sm text-muted">
              {t('There are no items matching your query')}
            </p>
          ) : (
            <div className="flex flex-col gap-6">
              {groups.map((g) => (
                <div key={g.tag} id={slug(g.tag)} className="scroll-mt-24 overflow-hidden rounded-xl border border-line bg-surface">
                  <h3 className="border-b border-line bg-fg/3 px-4 py-2 font-mono text-sm font-semibold">{g.tag}</h3>
                  <ul className="divide-y divide-line" data-testid={`endpoints-${g.tag}`}>
                    {g.ops.map((entry) => (
                      <OperationView key={`${entry.method} ${entry.path}`} doc={doc!} entry={entry} token={token} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          {doc && (
            <div className="mt-12">
              <Shared doc={doc} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
