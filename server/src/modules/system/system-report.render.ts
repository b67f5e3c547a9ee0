import { message, type Lang, type MessageKey } from '../../i18n/messages';
import { pdfRenderer } from '../../platform/pdf';
import { USAGE_COLUMNS, type ReportPeriod, type UsageColumn, type UsageFigures, type UsageRow } from './system-report.repo';

/** What an export shows beside the figures. */
export interface UsageReportContext {
  period: ReportPeriod;
  timeZone: string;
  lang: Lang;
  generatedAt: Date;
}

/** The heading of each figure column, in the request's language. */
const COLUMN_LABELS: Record<UsageColumn, MessageKey> = {
  androidAssessments: 'systemReportAndroidAssessments',
  iosAssessments: 'systemReportIosAssessments',
  hardeningAndroid: 'systemReportHardeningAndroid',
  hardeningAndroidSdk: 'systemReportHardeningAndroidSdk',
  hardeningIos: 'systemReportHardeningIos',
  hardeningH5: 'systemReportHardeningH5',
  monitoredApps: 'systemReportMonitoredApps',
  devices: 'systemReportDevices',
  events: 'systemReportEvents',
  storageBytes: 'systemReportStorage',
};

/** A local date and time of an instant in the reader's zone (`YYYY-MM-DD HH:mm`). */
function localText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(',', '');
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run
 * as a formula (= + - @, tab, CR first) gets an apostrophe in front (OWASP CSV injection).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV: a UTF-8 byte-order mark (so Excel reads Chinese account names and headings
 * right), a heading row in the request's language, one row per account and a total row. Lines
 * end in CRLF (RFC 4180).
 */
export function renderUsageCsv(rows: readonly UsageRow[], totals: UsageFigures, ctx: UsageReportContext): Buffer {
  const t = (key: MessageKey) => message(ctx.lang, key);
  const lines: Array<Array<string | number>> = [
    [t('systemReportAccount'), ...USAGE_COLUMNS.map((c) => t(COLUMN_LABELS[c]))],
    ...rows.map((row) => [row.name, ...USAGE_COLUMNS.map((c) => row[c])]),
    [t('systemReportTotal'), ...USAGE_COLUMNS.map((c) => totals[c])],
  ];
  return Buffer.from('\uFEFF' + lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

const CHART_WIDTH = 762;
const CHART_HEIGHT = 110;
/** Accounts the PDF's chart draws (the busiest by jobs); the table lists them all. */
const CHART_ACCOUNTS = 20;

const jobsOf = (f: UsageFigures) => f.androidAssessments + f.iosAssessments + f.hardeningAndroid + f.hardeningAndroidSdk + f.hardeningIos + f.hardeningH5;

/** Bars of assessment and hardening jobs per account, drawn as pdfmake canvas rectangles. */
function jobBars(rows: readonly UsageRow[], t: (key: MessageKey) => string) {
  const top = [...rows].sort((a, b) => jobsOf(b) - jobsOf(a) || a.name.localeCompare(b.name)).slice(0, CHART_ACCOUNTS);
  if (top.length === 0) return [];
  const max = Math.max(1, ...top.map((r) => Math.max(r.androidAssessments + r.iosAssessments, jobsOf(r) - r.androidAssessments - r.iosAssessments)));
  const slot = CHART_WIDTH / top.length;
  const bar = Math.min(18, slot * 0.35);
  const shapes: Record<string, unknown>[] = [{ type: 'line', x1: 0, y1: CHART_HEIGHT, x2: CHART_WIDTH, y2: CHART_HEIGHT, lineWidth: 0.5, lineColor: '#a0aec0' }];
  top.forEach((row, i) => {
    const assessments = row.androidAssessments + row.iosAssessments;
    const hardening = jobsOf(row) - assessments;
    const x = i * slot + slot / 2 - bar;
    const h1 = (assessments / max) * (CHART_HEIGHT - 4);
    const h2 = (hardening / max) * (CHART_HEIGHT - 4);
    if (h1 > 0) shapes.push({ type: 'rect', x, y: CHART_HEIGHT - h1, w: bar, h: h1, color: '#3182ce' });
    if (h2 > 0) shapes.push({ type: 'rect', x: x + bar, y: CHART_HEIGHT - h2, w: bar, h: h2, color: '#38a169' });
  });
  return [
    { canvas: shapes, margin: [0, 8, 0, 2] },
    { columns: top.map((row) => ({ text: row.name, fontSize: 6, alignment: 'center', color: '#4a5568' })), margin: [0, 0, 0, 2] },
    {
      text: [
        { text: `■ ${t('systemReportChartAssessments')}  `, color: '#3182ce' },
        { text: `■ ${t('systemReportChartHardening')}`, color: '#38a169' },
      ],
      fontSize: 7,
      alignment: 'center',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The report as a landscape A4 PDF: period, a chart of jobs per account, the table and totals. */
export async function renderUsagePdf(rows: readonly UsageRow[], totals: UsageFigures, ctx: UsageReportContext): Promise<Buffer> {
  const pdf = await pdfRenderer();
  const t = (key: MessageKey, params?: Record<string, string | number>) => message(ctx.lang, key, params);
  const head = [t('systemReportAccount'), ...USAGE_COLUMNS.map((c) => t(COLUMN_LABELS[c]))].map((text) => ({ text, bold: true, fillColor: '#f7fafc' }));
  const figure = (value: number) => ({ text: value.toLocaleString('en-US'), alignment: 'right' });
  const body = [
    head,
    ...rows.map((row) => [row.name, ...USAGE_COLUMNS.map((c) => figure(row[c]))]),
    [{ text: t('systemReportTotal'), bold: true }, ...USAGE_COLUMNS.map((c) => ({ ...figure(totals[c]), bold: true }))],
  ];
  const definition = {
    info: { title: t('systemReportTitle'), creator: 'Rampart' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 8 },
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 7, color: '#718096' }),
    content: [
      { text: t('systemReportTitle'), fontSize: 18, bold: true },
      { text: t('systemReportGenerated', { date: `${localText(ctx.generatedAt, ctx.timeZone)} (${ctx.timeZone})` }), color: '#718096', fontSize: 8, margin: [0, 2, 0, 2] },
      { text: `${t('systemReportPeriod')}: ${localText(ctx.period.from, ctx.timeZone)} – ${localText(ctx.period.to, ctx.timeZone)} (${ctx.timeZone})`, margin: [0, 0, 0, 2] },
      { text: t('systemReportAccounts', { count: rows.length }), margin: [0, 0, 0, 4] },
      ...jobBars(rows, t),
      rows.length === 0
        ? { text: t('systemReportNone'), color: '#718096' }
        : { table: { headerRows: 1, widths: ['*', ...USAGE_COLUMNS.map(() => 'auto')], body }, layout: 'lightHorizontalLines', fontSize: 7 },
    ],
  };
  return pdf.render(definition);
}
