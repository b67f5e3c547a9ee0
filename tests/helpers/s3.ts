import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/src/platform/file-store';

/** A running S3-compatible server for tests: in this process, on a loopback port, over a temporary directory. */
export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the `S3_*` environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts an S3-compatible server (s3rver behind {@link MultipartFront}) with one empty bucket. */
export async function startS3(bucket = 'rampart-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const front = await MultipartFront.start(port);
  const settings: S3Settings = { endpoint: front.url, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async close() {
      await front.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface Part {
  size: number;
  etag: string;
  modified: Date;
}

interface MultipartUpload {
  bucket: string;
  key: string;
  parts: Map<number, Part>;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An HTTP front before s3rver that passes every request on unchanged (the signature covers the
 * Host header, which it keeps) and adds what s3rver lacks of multipart uploads: ListParts, which
 * the tus S3 store calls on every HEAD and PATCH, and AbortMultipartUpload. It learns the parts
 * from the UploadPart requests it forwards (their numbers, their sizes as counted in passing and
 * the ETags s3rver answered) and forgets an upload once it is completed or aborted.
 */
class MultipartFront {
  private readonly uploads = new Map<string, MultipartUpload>();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(upstreamPort: number): Promise<MultipartFront> {
    let front: MultipartFront | null = null;
    const server = http.createServer((req, res) => front!.handle(req, res, upstreamPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    front = new MultipartFront(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return front;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, upstreamPort: number): void {
    const url = new URL(req.url ?? '/', 'http://s3');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    if (uploadId !== null && req.method === 'GET') return this.listParts(res, uploadId, url.searchParams);
    if (uploadId !== null && req.method === 'DELETE') {
      const known = this.uploads.delete(uploadId);
      return known ? void res.writeHead(204).end() : noSuchUpload(res, uploadId);
    }

    let received = 0;
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const ok = (answer.statusCode ?? 500) < 300;
      const partNumber = Number(url.searchParams.get('partNumber'));
      if (ok && req.method === 'PUT' && uploadId !== null && partNumber > 0) {
        this.uploads.get(uploadId)?.parts.set(partNumber, { size: received, etag: String(answer.headers.etag), modified: new Date() });
      }
      if (ok && req.method === 'POST' && uploadId !== null) this.uploads.delete(uploadId);
      if (ok && req.method === 'POST' && url.searchParams.has('uploads')) {
        // The upload id is in the answer's body: read it on the way through.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const id = /<UploadId>([^<]+)<\/UploadId>/.exec(Buffer.concat(chunks).toString())?.[1];
          if (id) this.uploads.set(id, { bucket, key, parts: new Map() });
        });
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  }

  /** ListParts as S3 documents it: parts after `part-number-marker`, at most `max-parts` (1000) of them. */
  private listParts(res: http.ServerResponse, uploadId: string, query: URLSearchParams): void {
    const upload = this.uploads.get(uploadId);
    if (!upload) return noSuchUpload(res, uploadId);
    const marker = Number(query.get('part-number-marker') ?? 0);
    const maxParts = Math.min(Number(query.get('max-parts') ?? 1000), 1000);
    const after = [...upload.parts.entries()].filter(([number]) => number > marker).sort(([a], [b]) => a - b);
    const page = after.slice(0, maxParts);
    const truncated = after.length > page.length;
    const next = page.length > 0 ? page[page.length - 1][0] : marker;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Bucket>${xml(upload.bucket)}</Bucket><Key>${xml(upload.key)}</Key><UploadId>${xml(uploadId)}</UploadId>`,
      `<PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${next}</NextPartNumberMarker>`,
      `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated><StorageClass>STANDARD</StorageClass>`,
      ...page.map(
        ([number, part]) =>
          `<Part><PartNumber>${number}</PartNumber><LastModified>${part.modified.toISOString()}</LastModified><ETag>${xml(part.etag)}</ETag><Size>${part.size}</Size></Part>`,
      ),
      '</ListPartsResult>',
    ].join('');
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  }
}

function noSuchUpload(res: http.ServerResponse, uploadId: string): void {
  res
    .writeHead(404, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`,
    );
}
