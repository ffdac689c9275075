export { apiRequest, http, HttpError, isHttpError, type DebugException, type ErrorBody } from './http';
export { errorMessage, GENERIC_ERROR, showHttpError } from './errors';
export { applyServerErrors } from './form-errors';
export { queryClient, createQueryClient } from './query-client';
export { queryKeys } from './query-keys';
export { getActiveWorkspaceId, setActiveWorkspaceId } from './workspace';
