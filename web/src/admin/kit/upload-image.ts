import { getActiveWorkspaceId } from '../../api';
import { resolvePath } from '../../api/http';
import { sendXhr } from '../../features/uploads/transfer-xhr';

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
