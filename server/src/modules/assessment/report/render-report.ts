import path from 'node:path';
import { toSarif } from '../../../engines/report/sarif';
import type { ScanResult } from '../../../engines/report/scan-result';
import { toCycloneDx } from './cyclonedx-report';
import { renderHtmlReport } from './html-report';
import { renderPdfReport } from './pdf-report';
import { buildReportModel, type ReportContext } from './report-model';

export const REPORT_FORMATS = ['json', 'html', 'pdf', 'sarif', 'cyclonedx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ReportFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

const TYPES: Record<ReportFormat, [contentType: string, suffix: string]> = {
  json: ['application/json; charset=utf-8', '.json'],
  html: ['text/html; charset=utf-8', '.html'],
  pdf: ['application/pdf', '.pdf'],
  sarif: ['application/sarif+json; charset=utf-8', '.sarif'],
  cyclonedx: ['application/vnd.cyclonedx+json; charset=utf-8', '.cdx.json'],
};

/**
 * Renders one report format from a stored scan result. JSON is the engine's result as stored
 * (the contract of docs/scan-result.schema.json), SARIF the engine's SARIF 2.1.0; HTML and PDF
 * follow the job's template (its checks and language); CycloneDX lists the detected SDKs.
 */
export async function renderReport(result: ScanResult, format: ReportFormat, ctx: ReportContext): Promise<ReportFile> {
  const [contentType, suffix] = TYPES[format];
  const base = path.parse(ctx.fileName).name.replace(/[^\w.-]+/g, '_') || 'package';
  const fileName = `${base}-report${suffix}`;
  const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
  switch (format) {
    case 'json':
      return { contentType, fileName, body: json(result) };
    case 'sarif':
      return { contentType, fileName, body: json(toSarif(result)) };
    case 'cyclonedx':
      return { contentType, fileName, body: json(toCycloneDx(result, ctx.finishedAt)) };
    case 'html':
      return { contentType, fileName, body: Buffer.from(renderHtmlReport(buildReportModel(result, ctx))) };
    case 'pdf':
      return { contentType, fileName, body: await renderPdfReport(buildReportModel(result, ctx)) };
  }
}
