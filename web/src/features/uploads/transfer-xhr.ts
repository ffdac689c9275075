import { getActiveWorkspaceId } from '../../api';
import { resolvePath } from '../../api/http';

// XMLHttpRequest, because fetch still cannot report upload progress.

export interface XhrResult {
  status: number;
  body: unknown;
  header(name: string): string | null;
}

export interface XhrOptions {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Send cookies (our own API); presigned storage URLs need none. */
  withCredentials?: boolean;
}

export class XhrAbortError extends Error {
  constructor() {
    super('aborted');
    this.name = 'XhrAbortError';
  }
}

export function sendXhr(opts: XhrOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method, opts.url);
    xhr.withCredentials = opts.withCredentials ?? false;
    for (const [k, v] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(k, v);
    if (opts.onProgress) xhr.upload.onprogress = (e) => opts.onProgress!(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body, header: (n) => xhr.getResponseHeader(n) });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new XhrAbortError());
    if (opts.signal) {
      if (opts.signal.aborted) return reject(new XhrAbortError());
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(opts.body);
  });
}

/** The server's own words for a failed upload: the first field error, else its message. */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  for (const value of Object.values(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) return first;
  }
  return typeof message === 'string' && message ? message : null;
}

/** Spec section 7: POST file-entries (multipart) with file, clientMime, clientExtension and the metadata fields. */
export function postFileEntry(
  file: File,
  metadata: Record<string, string>,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) {
  const form = new FormData();
  form.set('file', file);
  form.set('clientMime', file.type || 'application/octet-stream');
  form.set('clientExtension', file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '');
  for (const [k, v] of Object.entries(metadata)) form.set(k, v);
  if (!form.has('workspaceId')) form.set('workspaceId', String(getActiveWorkspaceId()));
  return sendXhr({
    method: 'POST',
    url: resolvePath('file-entries'),
    body: form,
    headers: { Accept: 'application/json' },
    onProgress,
    signal,
    withCredentials: true,
  });
}
