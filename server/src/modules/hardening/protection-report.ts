import { message, type Lang, type MessageKey } from '../../i18n/messages';
import type { HardeningJobRow } from './hardening.repo';
import type { ProtectionReport } from './hardening.job';

const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",sans-serif;margin:2rem auto;max-width:1100px;color:#1a202c;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;border-bottom:2px solid #e2e8f0;padding-bottom:.3rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}th,td{border:1px solid #e2e8f0;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f7fafc}code{font-family:ui-monospace,monospace;font-size:.85em;word-break:break-all}.muted{color:#718096;font-size:.85rem}
td.num{text-align:right;font-variant-numeric:tabular-nums}
`;

const ACTION: Record<string, MessageKey> = { protected: 'protectionReportActionProtected', inline: 'protectionReportActionInline', copied: 'protectionReportActionCopied' };

function table(head: string[], rows: string[][], none: string): string {
  if (rows.length === 0) return `<p class="muted">${esc(none)}</p>`;
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.join('')}</tr>`).join('')}</tbody></table>`;
}
const td = (value: unknown) => `<td>${esc(value)}</td>`;
const num = (value: number) => `<td class="num">${value.toLocaleString('en')}</td>`;

/** The report as a self-contained HTML page (no scripts, no external resources) in `lang`. */
function html(job: HardeningJobRow, report: ProtectionReport, lang: Lang): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => message(lang, key, params);
  const h5 = report.h5;
  const totals = h5?.totals;
  const facts: [string, string][] = [
    [t('protectionReportTask'), job.taskName],
    [t('protectionReportKind'), job.kind],
    [t('protectionReportPolicy'), job.policyName],
    [t('protectionReportEngine'), report.engineVersion],
    [t('protectionReportInput'), `${report.input.name} · ${report.input.size} B · sha256 ${report.input.sha256}`],
    [t('protectionReportOutput'), `${report.output.name} · ${report.output.size} B · sha256 ${report.output.sha256}`],
    [t('protectionReportDuration'), `${(report.durationMs / 1000).toFixed(1)} s`],
    [t('protectionReportSeed'), String(report.seed)],
  ];
  return `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t('protectionReportTitle'))} — ${esc(job.taskName)}</title><style>${STYLE}</style></head>
<body>
<h1>${esc(t('protectionReportTitle'))}</h1>
<p class="muted">${esc(t('protectionReportGenerated', { date: new Date().toISOString() }))}</p>
<h2>${esc(t('protectionReportJob'))}</h2>
${table(
  ['', ''],
  facts.map(([k, v]) => [td(k), `<td><code>${esc(v)}</code></td>`]),
  t('protectionReportNone'),
)}
<h2>${esc(t('protectionReportApplied'))}</h2>
${h5 && h5.applied.length ? `<ul>${h5.applied.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>` : `<p class="muted">${esc(t('protectionReportNone'))}</p>`}
<h2>${esc(t('protectionReportSkipped'))}</h2>
${h5 && h5.skipped.length ? `<ul>${h5.skipped.map((s) => `<li><code>${esc(s.option)}</code>: ${esc(s.reason)}</li>`).join('')}</ul>` : `<p class="muted">${esc(t('protectionReportNone'))}</p>`}
<h2>${esc(t('protectionReportComparison'))}</h2>
${
  totals
    ? table(
        [t('protectionReportMeasure'), t('protectionReportBefore'), t('protectionReportAfter')],
        [
          [td(t('protectionReportReadable')), num(totals.readableStrings), num(totals.readableStringsLeft)],
          [td(t('protectionReportBytes')), num(totals.bytesIn), num(totals.bytesOut)],
        ],
        t('protectionReportNone'),
      )
    : ''
}
<p>${
    totals
      ? esc(
          t('protectionReportCounts', {
            files: totals.filesProtected,
            inline: totals.inlineScripts,
            strings: totals.strings,
            functions: totals.functions,
            copied: totals.filesCopied,
          }),
        )
      : ''
  }</p>
<h2>${esc(t('protectionReportFiles'))}</h2>
${table(
  [t('protectionReportPath'), t('protectionReportAction'), t('protectionReportBefore'), t('protectionReportAfter')],
  (h5?.files ?? []).map((f) => [`<td><code>${esc(f.path)}</code></td>`, td(t(ACTION[f.action])), num(f.bytesIn), num(f.bytesOut)]),
  t('protectionReportNone'),
)}
</body></html>`;
}

/** A protection report as a download: JSON (what the job stored) or HTML. */
export function renderProtectionReport(job: HardeningJobRow, report: unknown, format: 'json' | 'html', lang: Lang): { body: string; contentType: string; fileName: string } {
  const base = `${job.taskName.replace(/[^\w.-]+/g, '_') || 'job'}.protection-report`;
  if (format === 'json') return { body: JSON.stringify(report, null, 2), contentType: 'application/json; charset=utf-8', fileName: `${base}.json` };
  return { body: html(job, report as ProtectionReport, lang), contentType: 'text/html; charset=utf-8', fileName: `${base}.html` };
}
