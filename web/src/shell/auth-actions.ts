import { api } from '../api/client';
import { forgetThisBrowser } from '../api/push';
import { showHttpError } from '../api/errors';
import { queryClient } from '../api/query-client';
import { PERSONAL_WORKSPACE_ID, setActiveWorkspaceId } from '../api/workspace';
import { toast } from '../ui/toast-store';
import { applyBootstrapData } from './bootstrap';
import type { BootstrapData } from './bootstrap-types';
import { trans } from './i18n';

export const APPEARANCE_PREVIEW_FRAME_ID = 'mq-appearance-preview';

/** True on the editor's own pages and inside its live-preview frame. */
export function isInAppearanceEditor() {
  if (location.pathname.startsWith('/admin/appearance')) return true;
  try {
    return window.frameElement?.id === APPEARANCE_PREVIEW_FRAME_ID;
  } catch {
    return false;
  }
}

/** Responses may carry bootstrapData as an object or as a JSON string. */
export function readBootstrapData(value: unknown): BootstrapData | null {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as BootstrapData;
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as BootstrapData) : null;
}

/** Spec section 4: apply the returned bootstrap data, clear cached data, go to /login. */
export async function logout(navigate: (to: string) => void) {
  if (isInAppearanceEditor()) {
    toast.danger(trans("Can't logout while in appearance editor."));
    return;
  }
  try {
    // while still signed in: the next person on this browser must not get this user's notifications
    await forgetThisBrowser();
    const res = await api.post('auth/logout');
    const data = readBootstrapData(res?.bootstrapData);
    if (data) applyBootstrapData(data);
    // the next person to sign in on this browser starts in their personal space
    setActiveWorkspaceId(PERSONAL_WORKSPACE_ID);
    queryClient.clear();
    navigate('/login');
  } catch (err) {
    showHttpError(err);
  }
}
