import { message, type Lang, type MessageKey } from '../../i18n/messages';
import { pdfRenderer } from '../../platform/pdf';
import type { HardeningJobRow } from './hardening.repo';
import type { ProtectionReport } from './hardening.job';

export const PROTECTION_REPORT_FORMATS = ['html', 'json', 'pdf'] as const;
export type ProtectionReportFormat = (typeof PROTECTION_REPORT_FORMATS)[number];

const ACTION: Record<string, MessageKey> = { protected: 'protectionReportActionProtected', inline: 'protectionReportActionInline', copied: 'protectionReportActionCopied' };

/** What the HTML and PDF reports both show, in the reader's language. */
interface ReportView {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  taskName: string;
  facts: [string, string][];
  applied: string[];
  skipped: string[];
  comparison: [string, number, number][];
  /** Findings of the original assessment the protected package no longer has. */
  resolved: string[];
  counts: string;
  files: [string, string, number, number][];
}

function viewOf(job: HardeningJobRow, report: ProtectionReport, lang: Lang): ReportView {
  const t = (key: MessageKey, params?: Record<string, string | number>) => message(lang, key, params);
  const h5 = report.h5;
  const android = report.android;
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
  if (android) {
    const assessment = android.assessment;
    const comparison: [string, number, number][] = assessment
      ? [
          [t('protectionReportScore'), assessment.before.score, assessment.after.score],
          [t('protectionReportHigh'), assessment.before.levels.high, assessment.after.levels.high],
          [t('protectionReportMedium'), assessment.before.levels.medium, assessment.after.levels.medium],
          [t('protectionReportSecrets'), assessment.before.secrets, assessment.after.secrets],
          [t('protectionReportClasses'), assessment.before.classes, assessment.after.classes],
          [t('protectionReportMethods'), assessment.before.methods, assessment.after.methods],
        ]
      : [];
    comparison.push([t('protectionReportBytes'), report.input.size, report.output.size]);
    const c = android.counts;
    return {
      lang,
      t,
      taskName: job.taskName,
      facts,
      applied: android.applied,
      skipped: android.skipped.map((s) => `${s.option}: ${s.reason}`),
      comparison,
      resolved: (assessment?.resolved ?? []).map((f) => `${f.title} (${f.id}, ${f.level})`),
      counts: t('protectionReportAndroidCounts', {
        classes: c.classesInScope,
        methods: c.methods,
        strings: c.strings,
        assets: c.assetsEncrypted,
        libraries: c.librariesEncrypted,
        logs: c.logCalls,
        dex: c.payloadBytes > 0 ? c.dexIn : 0,
      }),
      files: [],
    };
  }
  return {
    lang,
    t,
    taskName: job.taskName,
    facts,
    applied: h5?.applied ?? [],
    skipped: (h5?.skipped ?? []).map((s) => `${s.option}: ${s.reason}`),
    comparison: totals
      ? [
          [t('protectionReportReadable'), totals.readableStrings, totals.readableStringsLeft],
          [t('protectionReportBytes'), totals.bytesIn, totals.bytesOut],
        ]
      : [],
    resolved: [],
    counts: totals
      ? t('protectionReportCounts', {
          files: totals.filesProtected,
          inline: totals.inlineScripts,
          strings: totals.strings,
          functions: totals.functions,
          copied: totals.filesCopied,
        })
      : '',
    files: (h5?.files ?? []).map((f) => [f.path, t(ACTION[f.action]), f.bytesIn, f.bytesOut]),
  };
}

const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",sans-serif;margin:2rem auto;max-width:1100px;color:#1a202c;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;border-bottom:2px solid #e2e8f0;padding-bottom:.3rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}th,td{border:1px solid #e2e8f0;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f7fafc}code{font-family:ui-monospace,monospace;font-size:.85em;word-break:break-all}.muted{color:#718096;font-size:.85rem}
td.num{text-align:right;font-variant-numeric:tabular-nums}
`;
const num = (value: number) => `<td class="num">${value.toLocaleString('en')}</td>`;

function table(head: string[], rows: string[][], none: string): string {
  if (rows.length === 0) return `<p class="muted">${esc(none)}</p>`;
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.join('')}</tr>`).join('')}</tbody></table>`;
}
const list = (items: string[], none: string) => (items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : `<p class="muted">${esc(none)}</p>`);

/** A self-contained HTML page: no scripts, no external resources. */
function html(v: ReportView): string {
  const { t } = v;
  const none = t('protectionReportNone');
  return `<!doctype html>
<html lang="${esc(v.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t('protectionReportTitle'))} — ${esc(v.taskName)}</title><style>${STYLE}</style></head>
<body>
<h1>${esc(t('protectionReportTitle'))}</h1>
<p class="muted">${esc(t('protectionReportGenerated', { date: new Date().toISOString() }))}</p>
<h2>${esc(t('protectionReportJob'))}</h2>
${table(
  ['', ''],
  v.facts.map(([k, val]) => [`<td>${esc(k)}</td>`, `<td><code>${esc(val)}</code></td>`]),
  none,
)}
<h2>${esc(t('protectionReportApplied'))}</h2>
${list(v.applied, none)}
<h2>${esc(t('protectionReportSkipped'))}</h2>
${list(v.skipped, none)}
<h2>${esc(t('protectionReportComparison'))}</h2>
${table(
  [t('protectionReportMeasure'), t('protectionReportBefore'), t('protectionReportAfter')],
  v.comparison.map(([k, before, after]) => [`<td>${esc(k)}</td>`, num(before), num(after)]),
  none,
)}
<p>${esc(v.counts)}</p>
${v.resolved.length ? `<h2>${esc(t('protectionReportResolved'))}</h2>\n${list(v.resolved, none)}` : ''}
<h2>${esc(t('protectionReportFiles'))}</h2>
${table(
  [t('protectionReportPath'), t('protectionReportAction'), t('protectionReportBefore'), t('protectionReportAfter')],
  v.files.map(([p, action, before, after]) => [`<td><code>${esc(p)}</code></td>`, `<td>${esc(action)}</td>`, num(before), num(after)]),
  none,
)}
</body></html>`;
}

/** The same content as a PDF (pdfmake, Noto Sans CJK when installed). */
async function pdf(v: ReportView): Promise<Buffer> {
  const renderer = await pdfRenderer();
  const { t } = v;
  const none = { text: t('protectionReportNone'), color: '#718096', margin: [0, 2, 0, 6] };
  const grid = (head: string[], rows: (string | number)[][], widths?: (string | number)[]) =>
    rows.length === 0
      ? none
      : {
          table: {
            headerRows: 1,
            widths: widths ?? head.map(() => '*'),
            body: [
              head.map((h) => ({ text: h, bold: true, fillColor: '#f7fafc' })),
              ...rows.map((r) => r.map((c) => (typeof c === 'number' ? { text: c.toLocaleString('en'), alignment: 'right' } : c))),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
          margin: [0, 2, 0, 8],
        };
  const h2 = (text: string) => ({ text, style: 'h2' });
  const bullets = (items: string[]) => (items.length ? { ul: items, fontSize: 9 } : none);
  const definition = {
    info: { title: `${t('protectionReportTitle')} — ${v.taskName}`, creator: 'Rampart' },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 40],
    defaultStyle: { fontSize: 9 },
    styles: { h1: { fontSize: 18, bold: true }, h2: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] } },
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 7, color: '#718096' }),
    content: [
      { text: t('protectionReportTitle'), style: 'h1' },
      { text: t('protectionReportGenerated', { date: new Date().toISOString() }), color: '#718096', fontSize: 8, margin: [0, 2, 0, 6] },
      h2(t('protectionReportJob')),
      grid(['', ''], v.facts, [140, '*']),
      h2(t('protectionReportApplied')),
      bullets(v.applied),
      h2(t('protectionReportSkipped')),
      bullets(v.skipped),
      h2(t('protectionReportComparison')),
      grid([t('protectionReportMeasure'), t('protectionReportBefore'), t('protectionReportAfter')], v.comparison, ['*', 70, 70]),
      { text: v.counts, margin: [0, 2, 0, 6] },
      ...(v.resolved.length ? [h2(t('protectionReportResolved')), bullets(v.resolved)] : []),
      h2(t('protectionReportFiles')),
      grid([t('protectionReportPath'), t('protectionReportAction'), t('protectionReportBefore'), t('protectionReportAfter')], v.files, ['*', 110, 60, 60]),
    ],
  };
  return renderer.render(definition);
}

/** A protection report as a download: JSON (what the job stored), HTML or PDF in `lang`. */
export async function renderProtectionReport(
  job: HardeningJobRow,
  report: unknown,
  format: ProtectionReportFormat,
  lang: Lang,
): Promise<{ body: string | Buffer; contentType: string; fileName: string }> {
  const base = `${job.taskName.replace(/[^\w.-]+/g, '_') || 'job'}.protection-report`;
  if (format === 'json') return { body: JSON.stringify(report, null, 2), contentType: 'application/json; charset=utf-8', fileName: `${base}.json` };
  const view = viewOf(job, report as ProtectionReport, lang);
  if (format === 'pdf') return { body: await pdf(view), contentType: 'application/pdf', fileName: `${base}.pdf` };
  return { body: html(view), contentType: 'text/html; charset=utf-8', fileName: `${base}.html` };
}
