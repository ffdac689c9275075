import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { type ListedOperation, type OpenApiDocument, refName, type Response, typeLabel } from './openapi-model';
import { SchemaView } from './schema-view';
import { TryIt } from './try-it';

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400',
  POST: 'bg-sky-500/15 text-sky-700 dark:text-sky-400',
  PUT: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  PATCH: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  DELETE: 'bg-rose-500/15 text-rose-700 dark:text-rose-400',
};

function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold ${METHOD_STYLE[method] ?? 'bg-fg/10'}`}>
      {method}
    </span>
  );
}

function Example({ value }: { value: unknown }) {
  const t = useTrans();
  if (value === undefined) return null;
  return (
    <div className="mt-2">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('Example')}</p>
      <pre className="max-h-72 overflow-auto rounded-lg border border-line bg-background p-3 font-mono text-xs leading-5 text-fg">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const Heading = ({ children }: { children: string }) => (
  <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{children}</h4>
);

function Parameters({ doc, entry }: { doc: OpenApiDocument; entry: ListedOperation }) {
  const t = useTrans();
  const params = entry.op.parameters ?? [];
  if (!params.length) return null;
  return (
    <section>
      <Heading>{t('Parameters')}</Heading>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" data-testid="parameters">
        {params.map((p) => (
          <li key={`${p.in}-${p.name}`} className="flex flex-col gap-1 px-3 py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="break-all font-mono text-sm font-semibold text-fg">{p.name}</span>
              <span className="rounded bg-fg/8 px-1.5 font-mono text-[0.7rem] text-muted">{p.in}</span>
              <span className="break-all font-mono text-xs text-primary">{typeLabel(doc, p.schema)}</span>
              {p.required && (
                <span className="rounded bg-danger/15 px-1.5 text-[0.7rem] font-semibold uppercase tracking-wide text-danger">
                  {t('required')}
                </span>
              )}
            </div>
            {(p.description ?? p.schema?.description) && (
              <p className="text-xs leading-5 text-muted">{p.description ?? p.schema?.description}</p>
            )}
            {p.schema?.enum && (
              <p className="break-words text-xs text-muted">
                {t('one of')} {p.schema.enum.map((v) => JSON.stringify(v)).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestBody({ doc, entry }: { doc: OpenApiDocument; entry: ListedOperation }) {
  const t = useTrans();
  const content = entry.op.requestBody?.content;
  if (!content) return null;
  const [type, media] = Object.entries(content)[0]!;
  return (
    <section data-testid="request-body">
      <Heading>{t('Request body')}</Heading>
      <p className="mb-2 break-words font-mono text-xs text-muted">{Object.keys(content).join(', ')}</p>
      <div className="rounded-lg border border-line px-3">
        {media.schema ? <SchemaView doc={doc} schema={media.schema} flagRequired /> : <p className="py-2 text-xs text-muted">{type}</p>}
      </div>
      <Example value={media.example} />
    </section>
  );
}

/** Success first, then the errors by status (JSON objects list numeric keys before '2XX'). */
const responsesInOrder = (responses: Record<string, Response>) =>
  Object.entries(responses).sort(([a], [b]) => Number(!a.startsWith('2')) - Number(!b.startsWith('2')) || a.localeCompare(b));

function Responses({ doc, entry }: { doc: OpenApiDocument; entry: ListedOperation }) {
  const t = useTrans();
  return (
    <section>
      <Heading>{t('Responses')}</Heading>
      <ul className="flex flex-col gap-3">
        {responsesInOrder(entry.op.responses).map(([status, response]) => (
          <ResponseItem key={status} doc={doc} status={status} response={response} />
        ))}
      </ul>
    </section>
  );
}

function ResponseItem({ doc, status, response }: { doc: OpenApiDocument; status: string; response: Response }) {
  const t = useTrans();
  const ok = status.startsWith('2');
  if (response.$ref) {
    const name = refName(response.$ref);
    const shared = doc.components?.responses?.[name];
    return (
      <li className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-mono font-semibold text-danger">{status}</span>
        <a href={`#response-${name}`} className="font-mono text-xs text-primary underline-offset-4 hover:underline">
          {name}
        </a>
        <span className="min-w-0 text-xs text-muted">{shared?.description?.replace(/^\d+: /, '')}</span>
      </li>
    );
  }
  const media = response.content?.['application/json'];
  return (
    <li className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className={`font-mono font-semibold ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger'}`}>{status}</span>
        <span className="text-xs text-muted">{response.description}</span>
      </div>
      {media?.schema && (
        <details className="group rounded-lg border border-line">
          <summary className="cursor-pointer rounded-lg px-3 py-2 text-xs font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary">
            {t('Response schema')} <span className="font-mono font-normal text-primary">{typeLabel(doc, media.schema)}</span>
          </summary>
          <div className="border-t border-line px-3">
            <SchemaView doc={doc} schema={media.schema} />
          </div>
        </details>
      )}
      {media?.example !== undefined && <Example value={media.example} />}
      {!media && !ok && <span className="text-xs text-muted">{t('No body')}</span>}
    </li>
  );
}

/** One operation: a row that opens into its permission, parameters, body, responses and "Try it". */
export function OperationView({ doc, entry, token }: { doc: OpenApiDocument; entry: ListedOperation; token: string }) {
  const t = useTrans();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const permissions = entry.op['x-permissions'] ?? [];
  return (
    <li data-testid={`operation-${entry.op.operationId}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 px-3 py-2.5 text-start transition-colors duration-150 hover:bg-fg/5 focus-visible:bg-fg/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-4"
      >
        <MethodBadge method={entry.method} />
        <span className="min-w-0 flex-1 break-all font-mono text-xs leading-5 text-fg">{entry.path}</span>
        {permissions.length > 0 && (
          <span className="hidden shrink-0 rounded bg-fg/8 px-1.5 font-mono text-[0.7rem] leading-5 text-muted md:inline">
            {permissions.join(', ')}
          </span>
        )}
        <ChevronDown
          size={16}
          aria-hidden
          className={`mt-0.5 shrink-0 text-muted transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-5 border-t border-line bg-fg/2 px-3 py-4 sm:px-4" data-testid="operation-details">
          <p className="text-sm text-muted">
            {t('Permission')}:{' '}
            {permissions.length ? (
              permissions.map((p) => (
                <code key={p} className="me-1 rounded bg-fg/8 px-1.5 py-0.5 font-mono text-xs text-fg">
                  {p}
                </code>
              ))
            ) : (
              <span>{t('None')}</span>
            )}
          </p>
          <Parameters doc={doc} entry={entry} />
          <RequestBody doc={doc} entry={entry} />
          <Responses doc={doc} entry={entry} />
          <TryIt entry={entry} token={token} />
        </div>
      )}
    </li>
  );
}
