import type { MonitorPlatform } from '../../gql/graphql';
import { downloadWithToken } from '../../lib/download';
import type { UploadTarget } from '../assessment/upload-package';

/** The server's cap of an SDK package (200 MB). */
export const SDK_FILE_LIMIT_BYTES = 200 * 1024 ** 2;

/** The server's version rule: 2 to 4 dot-separated numbers, optionally `-label`. */
export const SDK_VERSION = /^\d{1,6}(\.\d{1,6}){1,3}(-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;

/** What each platform's SDK package may be (the server checks the content too). */
export const SDK_FILE_TYPES: Record<MonitorPlatform, { target: UploadTarget; extensions: readonly string[]; fileType: string }> = {
  ANDROID: { target: 'monitoring-sdk-android', extensions: ['.aar', '.zip'], fileType: 'aar/zip' },
  IOS: { target: 'monitoring-sdk-ios', extensions: ['.zip'], fileType: 'zip' },
  H5: { target: 'monitoring-sdk-h5', extensions: ['.js', '.zip'], fileType: 'js/zip' },
};

/** Downloads an SDK file with the user's token: the one `id` names, else the newest enabled version. */
export function downloadSdkFile(platformPath: string, id: string | null): Promise<void> {
  const query = id ? `?id=${encodeURIComponent(id)}` : '';
  return downloadWithToken(
    `/api/monitor/sdk-file/${encodeURIComponent(platformPath)}/download${query}`,
    (response) => (response.headers.get('content-disposition') ?? '').startsWith('attachment'),
    'sdk',
  );
}
