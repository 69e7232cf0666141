import { MESSAGES } from '@hearth/domain/messages';
import { ApiError, apiUpload } from '../../../shared/api/api-client.ts';

export interface FileDescriptor {
  id: number;
  width: number;
  height: number;
  mimeType: string;
}

/** POST /secure/file-upload, multipart field `data`, reporting the fraction sent: model.fileDescriptor. */
export async function uploadFile(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<FileDescriptor> {
  const body = new FormData();
  body.append('data', file);
  const envelope = await apiUpload<{ fileDescriptor?: FileDescriptor }>('/secure/file-upload', body, {
    onProgress,
  });
  const descriptor = envelope.model?.fileDescriptor;
  if (!descriptor || typeof descriptor.id !== 'number') {
    throw new ApiError(500, { success: false, messages: [{ message: MESSAGES.avatarUploadFailed }] });
  }
  return descriptor;
}
