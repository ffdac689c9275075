import type { DebugException, DebugFrame, ErrorBody } from '../../../src/shared/errors';
import { getActiveWorkspaceId } from './workspace';

export type { DebugException, DebugFrame, ErrorBody };

// The one HTTP client of spec section 7. Every call to the server goes through apiRequest().

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, unknown>;

/** What a failed response carried: the spec's error body, or part of it (a proxy's page carries none; a field may hold one string). */
export type ResponseErrorBody = Partial<Omit<ErrorBody, 'errors'>> & { errors?: Record<string, string[] | string> };

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ResponseErrorBody,
  ) {
    super(body.message || `Request failed with status ${status}`);
    this.name = 'HttpError';
  }
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(this.body.errors ?? {})) out[key] = Array.isArray(value) ? value : [value];
    return out;
  }
  get exception() {
    return this.body.exception;
  }
}

export const isHttpError = (e: unknown): e is HttpError => e instanceof HttpError;

const UNPREFIXED = /^(auth|secure|log-viewer|horizon)(\/|$|\?)/;
const RELATION_PARAMS = new Set(['with', 'load', 'loadCount']);
const WORKSPACE_METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT']);
const OVERRIDDEN_METHODS = new Set<HttpMethod>(['PUT', 'PATCH', 'DELETE']);

let apiOrigin = '';
/** Where relative paths resolve; '' = the page's own origin. Tests point it at a local server. */
export function setApiOrigin(origin: string) {
  apiOrigin = origin.replace(/\/$/, '');
}

/** api/v1/ is prepended unless the path starts with auth, secure, log-viewer or horizon, or is absolute. */
export function resolvePath(path: string) {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('//')) return path;
  const clean = path.replace(/^\/+/, '');
  const prefixed = UNPREFIXED.test(clean) || clean.startsWith('api/') ? clean : `api/v1/${clean}`;
  return `${apiOrigin}/${prefixed}`;
}

/** with/load/loadCount arrays become comma lists; other arrays repeat the key; null/undefined are dropped. */
export function appendParams(search: URLSearchParams, params: Params, joinRelations: boolean) {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (joinRelations && RELATION_PARAMS.has(key)) search.set(key, value.join(','));
      else for (const v of value) search.append(key, String(v));
    } else if (typeof value === 'object') search.set(key, JSON.stringify(value));
    else search.set(key, String(value));
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

export interface RequestOptions {
  params?: Params;
  body?: Record<string, unknown> | FormData | Blob | string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

/** Builds the URL and fetch options exactly as spec section 7 describes (exported for tests). */
export function prepareRequest(method: HttpMethod, path: string, options: RequestOptions = {}): PreparedRequest {
  const params: Params = { ...options.params };
  let body = options.body ?? undefined;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

  // Only a workspace other than the personal one (id 0) is sent: the server reads absent as personal.
  const workspaceId = getActiveWorkspaceId();
  if (WORKSPACE_METHODS.has(method) && workspaceId !== 0) {
    if (method === 'GET') {
      if (params.workspaceId === undefined) params.workspaceId = workspaceId;
    } else if (body instanceof FormData) {
      if (!body.has('workspaceId')) body.append('workspaceId', String(workspaceId));
    } else if (body === undefined || isPlainObject(body)) {
      if (body?.workspaceId === undefined) body = { ...body, workspaceId };
    }
  }

  let sendMethod: string = method;
  if (OVERRIDDEN_METHODS.has(method)) {
    sendMethod = 'POST';
    headers['X-HTTP-Method-Override'] = method;
    params._method = method;
  }

  const url = new URL(resolvePath(path), apiOrigin || (typeof location !== 'undefined' ? location.origin : 'http://localhost'));
  appendParams(url.searchParams, params, method === 'GET');

  let payload: BodyInit | undefined;
  if (isPlainObject(body)) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  } else if (body !== undefined && body !== null) payload = body as BodyInit;

  const href = apiOrigin || /^[a-z]+:\/\//i.test(path) ? url.href : `${url.pathname}${url.search}`;
  return { url: href, init: { method: sendMethod, headers, body: payload, credentials: 'include', signal: options.signal } };
}

/** Sends the request; resolves with parsed JSON (or undefined for empty bodies), throws HttpError. */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
  const { url, init } = prepareRequest(method, path, options);
  const response = await fetch(url, init);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw new HttpError(response.status, isPlainObject(data) ? (data as ResponseErrorBody) : {});
  return data as T;
}

export const http = {
  get: <T = unknown>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) =>
    apiRequest<T>('GET', path, { ...options, params }),
  post: <T = unknown>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) =>
    apiRequest<T>('DELETE', path, { ...options, params }),
};
