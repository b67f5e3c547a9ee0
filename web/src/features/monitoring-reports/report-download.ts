import { downloadWithToken } from '../../lib/download';

/**
 * Downloads a ready monitoring report with the user's token (the server's download route); a
 * system super admin's managed account goes along as `?accountId=`.
 */
export function downloadMonitoringReport(id: string, accountId: string | null): Promise<void> {
  const query = accountId ? `?accountId=${encodeURIComponent(accountId)}` : '';
  return downloadWithToken(
    `/api/monitor/report/download/${encodeURIComponent(id)}${query}`,
    (response) => (response.headers.get('content-disposition') ?? '').startsWith('attachment'),
    'report',
  );
}
