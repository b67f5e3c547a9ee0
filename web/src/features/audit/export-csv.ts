import { requestHeaders } from '../auth/api-client';

/** Query parameters of `GET /api/operateLog/export`: the list's filters. */
export type ExportFilter = Record<string, string | null | undefined>;

/**
 * Downloads the filtered activity log as CSV: fetched with the bearer header (a plain link
 * could not carry it), then saved through a blob link. Throws with the server's message when
 * it answers an error envelope instead of the file.
 */
export async function downloadActivityCsv(filter: ExportFilter): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const response = await fetch(`/api/operateLog/export?${query}`, { headers: requestHeaders() });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/csv')) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'activity-log.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
