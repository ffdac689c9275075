import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { exampleText, fillPath, type ListedOperation } from './openapi-model';

interface Result {
  status: number;
  statusText: string;
  body: string;
}

const compactInput = inputClass.replace('h-11', 'h-9');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** "Try it": fill the parameters and body, send with this browser's session (or a pasted token), see the answer. */
export function TryIt({ entry, token }: { entry: ListedOperation; token: string }) {
  const t = useTrans();
  const id = useId();
  const params = (entry.op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const json = entry.op.requestBody?.content['application/json'];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(params.map((p) => [p.name, p.in === 'path' || p.required ? exampleText(p.example) : ''])),
  );
  const [body, setBody] = useState(() => (json?.example === undefined ? '' : JSON.stringify(json.example, null, 2)));
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const url = (() => {
    const search = new URLSearchParams();
    for (const p of params) if (p.in === 'query' && values[p.name]) search.set(p.name, values[p.name]!);
    const qs = search.toString();
    return `${fillPath(entry.path, values)}${qs ? `?${qs}` : ''}`;
  })();

  async function send() {
    setError('');
    let payload: string | undefined;
    if (json && BODY_METHODS.has(entry.method) && body.trim()) {
      try {
        payload = JSON.stringify(JSON.parse(body));
      } catch {
        setError(t('The body is not valid JSON.'));
        return;
      }
    }
    setSending(true);
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      if (token.trim()) headers.Authorization = `Bearer ${token.trim()}`;
      // with a token the request acts as the token's owner only: the session cookie is left out
      const res = await fetch(url, { method: entry.method, headers, body: payload, credentials: token.trim() ? 'omit' : 'same-origin' });
      setResult({ status: res.status, statusText: res.statusText, body: pretty(await res.text()) });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line bg-background/40 p-3 sm:p-4"
      data-testid="try-it"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h4 className="text-sm font-semibold text-fg">{t('Try it')}</h4>
      {params.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {params.map((p) => (
            <label key={`${p.in}-${p.name}`} className="flex min-w-0 flex-col gap-1 text-xs text-muted">
              <span>
                <span className="font-mono font-semibold text-fg">{p.name}</span> ({p.in}){p.required ? ' *' : ''}
              </span>
              <input
                className={`${compactInput} font-mono`}
                value={values[p.name] ?? ''}
                required={p.in === 'path'}
                onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
              />
            </label>
          ))}
        </div>
      )}
      {json && BODY_METHODS.has(entry.method) && (
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-body`}>
          {t('Request body (JSON)')}
          <textarea
            id={`${id}-body`}
            className={`${inputClass.replace('h-11', 'h-40')} resize-y py-2 font-mono text-xs`}
            value={body}
            spellCheck={false}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" loading={sending}>
          {t('Send request')}
        </Button>
        <code className="min-w-0 break-all font-mono text-xs text-muted">
          {entry.method} {url}
        </code>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {result && (
        <div className="flex flex-col gap-1" data-testid="try-it-result" aria-live="polite">
          <p className="text-sm">
            {t('Status')}:{' '}
            <span className={`font-mono font-semibold ${result.status < 400 ? 'text-emerald-600 dark:text-emerald-400' : 'text-danger'}`}>
              {result.status} {result.statusText}
            </span>
          </p>
          <pre className="max-h-96 overflow-auto rounded-lg border border-line bg-background p-3 font-mono text-xs leading-5 text-fg">
            {result.body}
          </pre>
        </div>
      )}
    </form>
  );
}
