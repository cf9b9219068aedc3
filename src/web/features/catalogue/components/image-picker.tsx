import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/upload-image';

/**
 * Image picker (image/* only) with a preview and upload progress; the picture is uploaded at once
 * and `onUploaded` receives its URL (the form sends the URL, not the file).
 */
export function ImagePicker({
  label,
  error,
  onUploaded,
}: {
  label: string;
  error?: string | undefined;
  onUploaded: (url: string | null) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const { t } = useLingui();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        className="block w-full text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          onUploaded(null);
          setProblem(null);
          if (!file) return setPreview(null);
          setPreview(URL.createObjectURL(file));
          setProgress(0);
          try {
            const { url } = await uploadImage(file, setProgress);
            onUploaded(url);
          } catch (err) {
            // The server's words when it explained, else what the shopper can do.
            setProblem(
              err instanceof ApiError && err.code
                ? err.message
                : err instanceof TypeError
                  ? t`The upload failed: check your connection and try again.`
                  : t`The upload failed. Please try again.`,
            );
          } finally {
            setProgress(null);
          }
        }}
      />
      {progress !== null && (
        <div className="mt-2">
          <progress className="h-2 w-full" max={1} value={progress} aria-label={t`Upload progress`} />
          <p className="text-xs text-stone-600" role="status">
            <Trans>Uploading… {percent}%</Trans>
          </p>
        </div>
      )}
      {preview && (
        <img
          src={preview}
          alt={t`Preview of the chosen picture`}
          width={180}
          height={100}
          className="mt-2 h-[100px] w-[180px] rounded-lg object-cover"
        />
      )}
      {shown && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
