import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { IMAGES_REDIRECT_MS, type RelatedFile as ProductImage } from '@hearth/domain/catalogue';
import { isPhotoFile, PHOTO_ACCEPT } from '@hearth/domain/files';
import { useRelateFile } from '../api/relate-file.ts';
import { useRemoveProductFile } from '../api/remove-product-file.ts';
import { uploadImage } from '../api/upload-file.ts';
import { WIZARD_MESSAGES } from '../api/wizard-messages.ts';
import { imageUploadFailure, productSaveFailure, wizardMessage } from '../utils/outcome.ts';

interface Upload {
  key: string;
  name: string;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

interface ImagesStepProps {
  productId: number | null;
  title: string;
  images: readonly ProductImage[];
  onImagesChange: (images: ProductImage[]) => void;
  /** Files chosen and not uploaded yet count as unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** The dish is enabled; when it is not, a successful upload offers Publish instead of opening its page. */
  active: boolean;
  /** Enables the dish (it has a photo now); throws when the server refuses. */
  onPublish: () => Promise<void>;
}

/**
 * Step 3: choose photos (JPEG, PNG, WebP, HEIC), upload each with its progress (POST /secure/file-upload, then
 * /secure/relate-file-to-product), remove stored ones; after the upload, the dish's page after 2 seconds.
 */
export function ImagesStep({
  productId,
  title,
  images,
  onImagesChange,
  onDirtyChange,
  active,
  onPublish,
}: ImagesStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // After an upload to a disabled dish: Publish, then the dish page (decision 054).
  const [offerPublish, setOfferPublish] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const relate = useRelateFile();
  const removeFile = useRemoveProductFile();

  useEffect(() => onDirtyChange(files.length > 0), [files, onDirtyChange]);

  useEffect(() => {
    if (!redirecting || productId === null) return;
    const timer = window.setTimeout(() => void navigate(`/product-detail/${productId}`), IMAGES_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, productId, navigate]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    setUploads([]);
    setRedirecting(false);
    setOfferPublish(false);
    if (chosen.some((file) => !isPhotoFile(file))) {
      // The whole choice is refused: nothing of it goes out.
      event.target.value = '';
      setFiles([]);
      setError(WIZARD_MESSAGES.jpgOnly);
      return;
    }
    setError(null);
    setFiles(chosen);
  }

  function patch(key: string, change: Partial<Upload>) {
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  async function upload() {
    if (files.length === 0 || productId === null) {
      setError(WIZARD_MESSAGES.imageSelect);
      return;
    }
    setError(null);
    setBusy(true);
    const queue = files.map((file, index) => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      percent: 0,
      state: 'waiting' as const,
      file,
    }));
    setUploads(queue.map(({ file: _file, ...rest }) => rest));
    let failed = 0;
    for (const item of queue) {
      patch(item.key, { state: 'uploading' });
      let uploaded = false;
      try {
        const fileId = await uploadImage(item.file, (fraction) =>
          patch(item.key, { percent: Math.round(fraction * 100) }),
        );
        uploaded = true;
        const { model } = await relate.mutateAsync({ productId, fileId });
        onImagesChange(model.relatedFiles);
        patch(item.key, { state: 'done', percent: 100 });
      } catch (cause) {
        failed += 1;
        const fallback = uploaded ? WIZARD_MESSAGES.relateFailed : WIZARD_MESSAGES.imageUploadFailed;
        patch(item.key, { state: 'failed', message: imageUploadFailure(cause, fallback) });
      }
    }
    setBusy(false);
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
    if (failed === 0) {
      if (active) setRedirecting(true);
      else setOfferPublish(true);
    }
  }

  async function publish() {
    setError(null);
    setPublishing(true);
    try {
      await onPublish();
      setOfferPublish(false);
      setRedirecting(true);
    } catch (cause) {
      setError(productSaveFailure(cause).banner.message);
    } finally {
      setPublishing(false);
    }
  }

  async function remove(image: ProductImage) {
    setError(null);
    setRemoving(image.fileId);
    try {
      const { model } = await removeFile.mutateAsync({ fileId: image.fileId });
      onImagesChange(model.relatedFiles);
    } catch {
      setError(WIZARD_MESSAGES.removeImageFailed);
    } finally {
      setRemoving(null);
    }
  }

  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <div className="form">
      <section aria-labelledby={`${inputId}-stored`}>
        <h3 id={`${inputId}-stored`}>{t('productWizard.images.stored')}</h3>
        {images.length === 0 ? (
          <p className="muted">{t('productWizard.images.none')}</p>
        ) : (
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: '0.75rem',
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {images.map((image, index) => (
              <li key={image.fileId} style={{ display: 'grid', gap: '0.4rem' }}>
                <img
                  src={image.thumbnailUrl || image.url}
                  alt={t('productWizard.images.alt', { title, number: index + 1 })}
                  width={160}
                  height={120}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 8,
                  }}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={removing !== null || busy}
                  aria-label={t('productWizard.images.remove', { number: index + 1 })}
                  onClick={() => void remove(image)}
                >
                  {t('productWizard.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('productWizard.images.choose')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="field__input"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
          onChange={onChoose}
        />
        <p className="field__hint" id={hintId}>
          {t('productWizard.images.hint')}
        </p>
        {error && (
          <p className="field__error" id={errorId} role="alert">
            {wizardMessage(t, error)}
          </p>
        )}
      </div>

      {files.length > 0 && (
        <p className="small">{t('productWizard.images.selected', { count: files.length })}</p>
      )}

      {uploads.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {uploads.map((item) => (
            <li key={item.key} className="upload-progress">
              <span>
                {item.state === 'failed'
                  ? t('productWizard.images.failed', { name: item.name })
                  : item.state === 'done'
                    ? t('productWizard.images.done', { name: item.name })
                    : t('productWizard.images.uploading', { name: item.name, percent: item.percent })}
              </span>
              {item.state === 'failed' ? (
                <span className="upload-message upload-message--error" role="alert">
                  {wizardMessage(t, item.message ?? WIZARD_MESSAGES.imageUploadFailed)}
                </span>
              ) : (
                <progress
                  max={100}
                  value={item.percent}
                  aria-label={t('productWizard.images.progress', { name: item.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {offerPublish && !active && images.length > 0 && (
        <div className="notice notice--info form-banner" role="status">
          <p>{t('productWizard.images.publishLead')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={publishing}
            onClick={() => void publish()}
          >
            {publishing ? t('productWizard.images.publishing') : t('productWizard.images.publish')}
          </button>
        </div>
      )}

      {redirecting && (
        <p className="notice notice--success form-banner" role="status">
          {t('productWizard.images.uploaded')}
        </p>
      )}

      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void upload()}
        >
          {busy ? t('productWizard.images.uploadingAll') : t('productWizard.images.upload')}
        </button>
      </div>
    </div>
  );
}
