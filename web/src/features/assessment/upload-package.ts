import { Upload, type DetailedError } from 'tus-js-client';
import { requestHeaders } from '../../lib/api-client';
import type { PlatformKey } from './assessment-platform';

import type { UploadPhase } from '../../components/upload-progress';

export type { UploadPhase };

interface Envelope {
  code?: string;
  msg?: string;
  data?: { fileId?: string } | null;
}

function parseEnvelope(body: string | undefined): Envelope | null {
  try {
    return body ? (JSON.parse(body) as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads a package by the tus protocol to `/api/file/tus` (a dropped connection resumes where
 * it stopped) and answers the server's file id. The server checks the type and unpacks the
 * package when the last byte arrives; its answer to that last request carries the file id or
 * the error envelope, whose message is thrown.
 */
export function uploadPackage(file: File, platform: PlatformKey | 'h5' | 'android-sdk', onPhase: (phase: UploadPhase) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: '/api/file/tus',
      headers: requestHeaders(),
      metadata: { filename: file.name, platform },
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      onProgress(sent, total) {
        const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
        onPhase({ phase: sent >= total ? 'unpacking' : 'uploading', percent });
      },
      onSuccess({ lastResponse }) {
        const body = parseEnvelope(lastResponse.getBody());
        const fileId = lastResponse.getHeader('Rampart-File-Id') ?? body?.data?.fileId;
        if (body?.code === '200' && fileId) resolve(fileId);
        else reject(new Error(body?.msg ?? ''));
      },
      onError(error) {
        const body = parseEnvelope((error as DetailedError).originalResponse?.getBody());
        reject(new Error(body?.msg ?? ''));
      },
      onShouldRetry(error) {
        // Refusals (type, size, permission) are final; only network failures and 5xx retry.
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500;
      },
    });
    onPhase({ phase: 'uploading', percent: 0 });
    upload.start();
  });
}
