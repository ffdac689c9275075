import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './button';

/**
 * Upload and remove buttons for one image (avatar, banner), the hidden file input behind Upload,
 * and the error or else the hint below. The input is emptied before `onFile`, so the same file can
 * be picked again. Without `onRemove` there is no Remove button.
 */
export function ImageFileControls({
  uploadLabel,
  removeLabel,
  inputLabel,
  inputTestId,
  uploading,
  removing,
  onFile,
  onRemove,
  error,
  hint,
  buttonsClassName = '',
}: {
  uploadLabel: string;
  removeLabel: string;
  inputLabel: string;
  inputTestId?: string;
  uploading: boolean;
  removing: boolean;
  onFile: (file: File | undefined) => void;
  onRemove?: () => void;
  error: string | null;
  hint: string;
  buttonsClassName?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className={`flex flex-wrap gap-2 ${buttonsClassName}`}>
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          <ImageUp className="size-4" aria-hidden />
          {uploadLabel}
        </Button>
        {onRemove && (
          <Button variant="ghost" size="sm" loading={removing} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
            {removeLabel}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          onFile(file);
        }}
        data-testid={inputTestId}
      />
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted">{hint}</p>
      )}
    </>
  );
}
