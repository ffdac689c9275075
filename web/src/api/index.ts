export { http, isHttpError } from './http';
export { errorMessage, showHttpError } from './errors';
export { applyServerErrors } from './form-errors';
export { queryClient } from './query-client';
export { queryKeys } from './query-keys';
export { getActiveWorkspaceId } from './workspace';
