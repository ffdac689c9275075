import { useState } from 'react';
import { errorMessage } from '../../api';
import { bootstrapStore } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { ImageFileControls } from '../../ui/image-file-controls';
import { toast } from '../../ui/toast-store';
import { removeAvatar, removeBanner, uploadAvatar, uploadBanner } from './api';

const MAX_BYTES = 2 * 1024 * 1024;

/** Keeps the navbar avatar in step with the profile's. */
function patchNavbarImage(userId: number, image: string | null) {
  bootstrapStore.set((d) => (d.user && d.user.id === userId ? { ...d, user: { ...d.user, image } } : d));
}

interface Props {
  kind: 'avatar' | 'banner';
  userId: number;
  name: string;
  current: string | null;
  onChanged: (url: string | null) => void;
}

/** Upload or remove the avatar or banner at once (image/* up to 2 MB; the server re-checks). */
export function ProfileImageField({ kind, userId, name, current, onChanged }: Props) {
  const t = useTrans();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const label = kind === 'avatar' ? t('Avatar') : t('Banner');
  const run = async (what: 'upload' | 'remove', work: () => Promise<string | null>, done: string) => {
    setBusy(what);
    try {
      const url = await work();
      setError(null);
      onChanged(url);
      if (kind === 'avatar') patchNavbarImage(userId, url);
      toast(done);
    } catch (e) {
      setError(errorMessage(e, 'file'));
    } finally {
      setBusy(null);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_BYTES) return setError(t('Please select an image.'));
    void run(
      'upload',
      async () => (kind === 'avatar' ? (await uploadAvatar(userId, file)).user.image : (await uploadBanner(userId, file)).banner),
      kind === 'avatar' ? t('Uploaded avatar') : t('Uploaded banner'),
    );
  };
  const remove = () =>
    void run(
      'remove',
      async () => (kind === 'avatar' ? await removeAvatar(userId) : await removeBanner(userId), null),
      kind === 'avatar' ? t('Removed avatar') : t('Removed banner'),
    );
  return (
    <div className="flex items-center gap-3 sm:gap-4" data-testid={`profile-${kind}-field`}>
      <div className="flex w-20 shrink-0 justify-center sm:w-44">
        {kind === 'avatar' ? (
          <Avatar label={name} src={current} size={64} />
        ) : (
          <div className="aspect-[3/1] w-full overflow-hidden rounded-theme bg-gradient-to-br from-primary/40 via-surface to-background ring-1 ring-line">
            {current && <img src={current} alt="" className="size-full object-cover" data-testid="banner-preview" />}
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-1.5">
        <p className="text-sm font-medium">{label}</p>
        <ImageFileControls
          uploadLabel={t('Upload')}
          removeLabel={t('Remove')}
          inputLabel={t('Upload :what', { what: label.toLowerCase() })}
          inputTestId={`${kind}-file`}
          uploading={busy === 'upload'}
          removing={busy === 'remove'}
          onFile={onFile}
          onRemove={current ? remove : undefined}
          error={error}
          hint={kind === 'avatar' ? t('JPG, PNG, GIF or WebP, up to 2 MB.') : t('A wide image, 3:1, up to 2 MB.')}
        />
      </div>
    </div>
  );
}
