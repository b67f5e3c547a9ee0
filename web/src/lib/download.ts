import { requestHeaders } from './api-client';

/**
 * Fetches a file with the bearer header (a plain link could not carry it) and saves it through
 * a blob link, named as the server's content-disposition says. `isFile` tells the file from an
 * error envelope; an error answer throws with the server's message.
 */
export async function downloadWithToken(url: string, isFile: (response: Response) => boolean, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok || !isFile(response)) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
