import { apiUpload } from '../../../shared/api/api-client.ts';
import { missingAnswer, withFallback } from './fail-with.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** POST /secure/file-upload, multipart field `data`, reporting the fraction sent: the new file's id. */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<number> {
  const body = new FormData();
  body.append('data', file);
  let id: unknown;
  try {
    const envelope = await apiUpload<{ fileDescriptor?: { id?: number } }>('/secure/file-upload', body, {
      onProgress,
    });
    id = envelope.model?.fileDescriptor?.id;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.imageUploadFailed);
  }
  if (typeof id !== 'number') throw missingAnswer(WIZARD_MESSAGES.imageUploadFailed);
  return id;
}
