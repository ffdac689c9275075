import { apiRequest, type HttpMethod, type RequestOptions } from './http';
import type { paths } from './schema.gen';

// The typed face of http.ts: paths, parameters, bodies and success bodies come from the server's
// OpenAPI document (schema.gen.ts, `npm run gen:api`). Types only, plus a path-template fill: the
// request itself (workspace, method override, errors as HttpError) is apiRequest's.

/** A path as http.ts takes it: api/v1/ paths without the prefix, auth/* (the web mounts) as they are. */
type ClientPath<P> = P extends `/api/v1/auth/${string}` ? never : P extends `/api/v1/${infer R}` ? R : P extends `/${infer R}` ? R : never;
type ServerPath<P extends string> = `/api/v1/${P}` extends keyof paths ? `/api/v1/${P}` : `/${P}` extends keyof paths ? `/${P}` : never;

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OperationOf<P extends string, M extends Verb> = paths[ServerPath<P>] extends infer Item
  ? Item extends { [K in M]: infer Op }
    ? Op
    : never
  : never;

/** The paths that answer method M, in http.ts form. */
export type ApiPath<M extends Verb> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? ClientPath<P> : never;
}[keyof paths];

type Json<C> = C extends { content: { 'application/json': infer T } }
  ? T
  : C extends { content: { 'multipart/form-data': infer T } }
    ? T
    : never;

/** What a successful call answers. */
export type ApiResponse<M extends Verb, P extends ApiPath<M>> =
  OperationOf<P, M> extends { responses: { '2XX': infer R } }
    ? Json<R>
    : OperationOf<P, M> extends { responses: { '204': unknown } | { '201': unknown } | { '200': unknown } }
      ? void
      : never;
/** The query parameters of a call. */
export type ApiQuery<M extends Verb, P extends ApiPath<M>> = OperationOf<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

type PathParams<O> = O extends { parameters: { path: infer T } } ? { [K in keyof T]: string | number } : never;
type PathPart<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryPart<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? { query?: never }
    : { query?: Q }
  : { query?: never };
type BodyPart<O> = O extends { requestBody?: infer B }
  ? [Json<NonNullable<B>>] extends [never]
    ? { body?: never }
    : { body?: Json<NonNullable<B>> | FormData }
  : { body?: never };

export type ApiOptions<M extends Verb, P extends ApiPath<M>> = PathPart<OperationOf<P, M>> &
  QueryPart<OperationOf<P, M>> &
  BodyPart<OperationOf<P, M>> &
  Pick<RequestOptions, 'headers' | 'signal'>;

/** Options are optional when the path has no parameters. */
type Args<M extends Verb, P extends ApiPath<M>> = [PathParams<OperationOf<P, M>>] extends [never]
  ? [options?: ApiOptions<M, P>]
  : [options: ApiOptions<M, P>];

/** `titles/{id}` + `{ id: 7 }` -> `titles/7` (each value URI-encoded). */
export const fillPath = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

const call =
  <M extends Verb>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...[options]: Args<M, P>): Promise<ApiResponse<M, P>> => {
    const {
      path: values,
      query,
      body,
      ...rest
    } = (options ?? {}) as { path?: Record<string, string | number>; query?: object; body?: object };
    return apiRequest(method.toUpperCase() as HttpMethod, fillPath(path, values), {
      ...rest,
      params: query as RequestOptions['params'],
      body: body as RequestOptions['body'],
    });
  };

/** `api.get('titles/{id}', { path: { id } })`: the request and its answer typed by the contract. */
export const api = { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
