import type { FileDescriptor } from '@hearth/domain/files';
import { uploadFile } from '@hearth/domain/contracts/files';
import { uploadApi } from '@/shared/api/contract-client.ts';

/** POST /secure/file-upload, multipart field `data`, reporting the fraction sent: model.fileDescriptor. */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<FileDescriptor> {
  const body = new FormData();
  body.append('data', file);
  return (await uploadApi(uploadFile, body, { onProgress })).model.fileDescriptor;
}
