import { Upload, type DetailedError } from 'tus-js-client';
import { requestHeaders } from '../../lib/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/graphql-result';
import { uploadProblem, type PlatformKey } from './assessment-platform';

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
/** What a package is uploaded for: an assessment platform or a hardening input. */
export type UploadTarget = PlatformKey | 'h5' | 'android-sdk' | 'monitoring-sdk-android' | 'monitoring-sdk-ios' | 'monitoring-sdk-h5';

export function uploadPackage(file: File, platform: UploadTarget, onPhase: (phase: UploadPhase) => void): Promise<string> {
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

/**
 * A submit dialog's package: the chosen file, the spec's upload messages (§5) checked before any
 * byte is sent, the upload's progress, and `send`, which uploads the file and hands its id to
 * the job's creation. A refusal becomes the dialog's error and is thrown so the dialog stays open.
 */
export function usePackageUpload(target: UploadTarget, accepted: { extensions: readonly string[]; fileType: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadPhase | null>(null);

  function fileProblem(candidate: File | null): string | null {
    const problem = uploadProblem(candidate, accepted);
    if (!problem) return null;
    if (problem.key === 'wrongType') return t('assessment.upload.wrongType', { fileType: problem.fileType });
    return t(problem.key === 'noFile' ? 'assessment.upload.noFile' : 'assessment.upload.tooLarge');
  }

  function choose(candidate: File | null): void {
    setFile(candidate);
    setError(candidate ? fileProblem(candidate) : null);
  }

  /** Uploads the file, then `create(fileId)`; `otherProblem` (e.g. no template) refuses first. */
  async function send(otherProblem: string | null, create: (fileId: string) => Promise<unknown>): Promise<File> {
    const problem = fileProblem(file) ?? otherProblem;
    if (problem) {
      setError(problem);
      throw new Error(problem);
    }
    setError(null);
    try {
      await create(await uploadPackage(file!, target, setUpload));
    } catch (failure) {
      setUpload(null);
      setError(failure instanceof Error && failure.message ? failure.message : errorText(failure, t));
      throw failure;
    }
    return file!;
  }

  return { file, choose, error, upload, send };
}
