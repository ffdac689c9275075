import { getActiveWorkspaceId, http, showHttpError } from '../../api';
import { resolvePath } from '../../api/http';
import { sendXhr } from '../../features/uploads/transfer-xhr';
import { confirmAction } from '../../shell/confirm';
import { trans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';

/** POST images (multipart) with upload progress; resolves when the server has stored every size. */
export function uploadImage(file: File, modelType: string, modelId: number, type: string, onProgress: (p: number) => void) {
  const form = new FormData();
  form.set('model_type', modelType);
  form.set('model_id', String(modelId));
  form.set('type', type);
  form.set('file', file);
  form.set('workspaceId', String(getActiveWorkspaceId()));
  return sendXhr({
    method: 'POST',
    url: resolvePath('images'),
    body: form,
    headers: { Accept: 'application/json' },
    withCredentials: true,
    onProgress: (loaded, total) => onProgress(total ? loaded / total : 0),
  });
}

/** Asks, then deletes the image with every size of it: `deleted` as a toast, then `refresh`. */
export async function confirmDeleteImage(id: number, texts: { title: string; deleted: string }, refresh: () => Promise<unknown>) {
  const ok = await confirmAction({
    title: texts.title,
    body: trans('Every size of this image is deleted. This cannot be undone.'),
    confirmLabel: trans('Delete'),
  });
  if (!ok) return;
  try {
    await http.delete(`images/${id}`);
    toast(texts.deleted);
    await refresh();
  } catch (e) {
    showHttpError(e);
  }
}
