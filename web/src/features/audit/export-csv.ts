import { downloadWithToken } from '../../lib/download';

/** Query parameters of `GET /api/operateLog/export`: the list's filters. */
export type ExportFilter = Record<string, string | null | undefined>;

/**
 * Downloads the filtered activity log as CSV. Throws with the server's message when it answers
 * an error envelope instead of the file.
 */
export async function downloadActivityCsv(filter: ExportFilter): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  await downloadWithToken(`/api/operateLog/export?${query}`, (response) => (response.headers.get('content-type') ?? '').startsWith('text/csv'), 'activity-log.csv');
}
