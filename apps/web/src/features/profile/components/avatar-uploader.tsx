import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { PHOTO_ACCEPT } from '@hearth/domain/files';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { writeStoredThumbnail } from '@/shared/session/session-storage.ts';
import { AvatarImage, initialOf } from '@/shared/ui/avatar-image.tsx';
import { CameraIcon } from '@/shared/ui/icons.tsx';
import { useSetAvatar } from '../api/set-avatar.ts';
import { uploadImage } from '../api/upload-file.ts';

/** "File upload failed": the upload never got an answer. */
export const FILE_UPLOAD_FAILED_KEY = 'pages.store.fileUploadFailed';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'setting' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** The message for a failed upload: the network, else the server's reason, else "upload failed". */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return FILE_UPLOAD_FAILED_KEY;
    return error.envelope.messages[0]?.message ?? MESSAGES.avatarUploadFailed;
  }
  return MESSAGES.avatarUploadFailed;
}

interface AvatarUploaderProps {
  avatarUrl: string | null;
  firstName: string | null;
  nickname: string | null;
  /** Shown beside the picture, above the upload messages (who this is). */
  children?: ReactNode;
}

/**
 * The profile picture with a camera button: upload (with progress), set as avatar; the new picture shows
 * here and in the header at once, without reloading the page, so the profile form keeps what the user was
 * typing; the messages show beside the picture. Without a picture, or when it fails to
 * load, the initial of the first name or nickname shows.
 */
export function AvatarUploader({ avatarUrl, firstName, nickname, children }: AvatarUploaderProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const setAvatar = useSetAvatar();
  // The picture just set, until the profile read again has it too.
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const busy = state.kind === 'uploading' || state.kind === 'setting';

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return;

    setState({ kind: 'uploading', percent: 0 });
    let fileId: number;
    try {
      const descriptor = await uploadImage(file, (fraction) =>
        setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      );
      fileId = descriptor.id;
    } catch (error) {
      setState({ kind: 'failed', message: uploadFailure(error) });
      return;
    }

    setState({ kind: 'setting' });
    try {
      const { model, messages } = await setAvatar.mutateAsync({ fileId });
      setNewUrl(model.avatarUrl);
      const message = messages[0] ?? MESSAGES.avatarUpdatedSuccess;
      writeStoredThumbnail(model.thumbnailUrl);
      setState({ kind: 'done', message });
    } catch {
      setState({ kind: 'failed', message: MESSAGES.avatarUpdateFailed });
    }
  }

  return (
    <div className="avatar-uploader">
      <div className="avatar-uploader__picture">
        <AvatarImage
          src={newUrl ?? avatarUrl}
          initial={initialOf(firstName, nickname)}
          size="xlarge"
          alt={t('profile.avatar.alt')}
        />
        <button
          type="button"
          className="avatar-uploader__camera"
          aria-label={t('profile.avatar.change')}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          <CameraIcon size={18} />
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('profile.avatar.file')}
          onChange={(event) => void onFileChosen(event)}
        />
      </div>
      <div className="avatar-uploader__side">
        {children}
        <div className="avatar-uploader__messages">
          <UploadMessage state={state} />
        </div>
      </div>
    </div>
  );
}

function UploadMessage({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'idle':
      return <p className="muted small">{t('profile.avatar.hint')}</p>;
    case 'uploading':
      return (
        <div role="status" className="upload-progress">
          <span>{t('profile.avatar.uploading', { percent: state.percent })}</span>
          <progress max={100} value={state.percent} aria-label={t('profile.avatar.progress')} />
        </div>
      );
    case 'setting':
      return (
        <p role="status" className="small">
          {t('profile.avatar.setting')}
        </p>
      );
    case 'done':
      return (
        <p role="status" className="upload-message upload-message--success">
          {translateMessage(t, state.message)}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="upload-message upload-message--error">
          {translateMessage(t, state.message)}
        </p>
      );
  }
}
