import { uploadFile } from '@hearth/domain/contracts/files';
import { uploadApi } from '@/shared/api/contract-client.ts';

/** POST /secure/file-upload, multipart field `data`, reporting the fraction sent: the new file's id. */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<number> {
  const body = new FormData();
  body.append('data', file);
  return (await uploadApi(uploadFile, body, { onProgress })).model.fileDescriptor.id;
}
