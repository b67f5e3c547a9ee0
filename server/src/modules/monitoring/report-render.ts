import { message, type Lang, type MessageKey } from '../../i18n/messages';
import { pdfRenderer } from '../../platform/pdf';
import type { MonitoringDashboardService } from './dashboard.service';
import type { ReportFormat } from './reports.tables';

export type ReportFigures = Awaited<ReturnType<MonitoringDashboardService['reportFigures']>>;

export interface ReportContext {
  taskName: string;
  from: Date;
  to: Date;
  timeZone: string;
  /** Names of the apps reported on; empty means all apps of the account. */
  appNames: string[];
  lang: Lang;
  generatedAt: Date;
}

const LEVEL_COLORS = { high: '#c53030', medium: '#dd6b20', low: '#d69e2e' } as const;
const LEVELS = ['high', 'medium', 'low'] as const;
const LEVEL_KEYS: Record<(typeof LEVELS)[number], MessageKey> = { high: 'monitorReportHigh', medium: 'monitorReportMedium', low: 'monitorReportLow' };

/** A local date (and time, unless `dateOnly`) of an instant in the report's zone. */
function localText(at: Date, timeZone: string, dateOnly = false): string {
  const options: Intl.DateTimeFormatOptions = dateOnly
    ? { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }
    : { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return new Intl.DateTimeFormat('en-CA', options).format(at).replace(',', '');
}

/** The file of a report: PDF (charts and tables) or CSV (plain rows). */
export async function renderMonitoringReport(format: ReportFormat, figures: ReportFigures, ctx: ReportContext): Promise<Buffer> {
  return format === 'pdf' ? renderPdf(figures, ctx) : Buffer.from(renderCsv(figures, ctx), 'utf8');
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading formula character is defused for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV: one row per figure, `section,key,value[,risk_events]`. */
export function renderCsv(f: ReportFigures, ctx: ReportContext): string {
  const rows: Array<Array<string | number>> = [
    ['section', 'key', 'value', 'risk_events'],
    ['report', 'task', ctx.taskName, ''],
    ['report', 'from', ctx.from.toISOString(), ''],
    ['report', 'to', ctx.to.toISOString(), ''],
    ['report', 'time_zone', ctx.timeZone, ''],
    ['report', 'apps', ctx.appNames.join('; ') || '*', ''],
    ['totals', 'events', f.totals.events, f.totals.riskEvents],
    ['totals', 'high', f.totals.high, ''],
    ['totals', 'medium', f.totals.medium, ''],
    ['totals', 'low', f.totals.low, ''],
    ['totals', 'risk_devices', f.totals.riskDevices, ''],
    ...f.topKinds.map((k) => ['top_threat', k.key, k.value, '']),
    ...f.topApps.map((a) => ['top_app', a.label, a.value, '']),
    ...f.topModels.map((m) => ['top_device', m.key, m.value, '']),
    ...f.trend.map((d) => ['trend', localText(d.at, ctx.timeZone, true), d.events, d.riskEvents]),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const CHART_WIDTH = 515;
const CHART_HEIGHT = 120;

/** Vertical bars of the risk levels, drawn as pdfmake canvas rectangles. */
function levelBars(f: ReportFigures, t: (key: MessageKey) => string) {
  const max = Math.max(1, ...LEVELS.map((l) => f.totals[l]));
  const slot = CHART_WIDTH / LEVELS.length;
  const barWidth = slot * 0.5;
  const shapes: Record<string, unknown>[] = [{ type: 'line', x1: 0, y1: CHART_HEIGHT, x2: CHART_WIDTH, y2: CHART_HEIGHT, lineWidth: 0.5, lineColor: '#a0aec0' }];
  LEVELS.forEach((level, i) => {
    const h = Math.max(0.5, (f.totals[level] / max) * (CHART_HEIGHT - 4));
    shapes.push({ type: 'rect', x: i * slot + (slot - barWidth) / 2, y: CHART_HEIGHT - h, w: barWidth, h, color: LEVEL_COLORS[level] });
  });
  return [
    { canvas: shapes, margin: [0, 4, 0, 2] },
    { columns: LEVELS.map((level) => ({ text: `${t(LEVEL_KEYS[level])}: ${f.totals[level]}`, alignment: 'center', fontSize: 8 })) },
  ];
}

/** The per-day trend: events and risk events as two polylines over a baseline. */
function trendLines(f: ReportFigures, ctx: ReportContext, t: (key: MessageKey) => string) {
  const points = f.trend;
  const max = Math.max(1, ...points.map((p) => p.events));
  const x = (i: number) => (points.length <= 1 ? CHART_WIDTH / 2 : (i / (points.length - 1)) * CHART_WIDTH);
  const y = (v: number) => CHART_HEIGHT - (v / max) * (CHART_HEIGHT - 4);
  const shapes: Record<string, unknown>[] = [
    { type: 'line', x1: 0, y1: CHART_HEIGHT, x2: CHART_WIDTH, y2: CHART_HEIGHT, lineWidth: 0.5, lineColor: '#a0aec0' },
    { type: 'line', x1: 0, y1: 0, x2: 0, y2: CHART_HEIGHT, lineWidth: 0.5, lineColor: '#a0aec0' },
  ];
  const line = (values: number[], color: string) => {
    if (values.length === 1) shapes.push({ type: 'ellipse', x: x(0), y: y(values[0]), r1: 2, r2: 2, color });
    else if (values.length > 1) shapes.push({ type: 'polyline', points: values.map((v, i) => ({ x: x(i), y: y(v) })), lineWidth: 1.5, lineColor: color });
  };
  line(
    points.map((p) => p.events),
    '#3182ce',
  );
  line(
    points.map((p) => p.riskEvents),
    '#c53030',
  );
  return [
    { canvas: shapes, margin: [0, 4, 0, 2] },
    {
      columns: [
        { text: points.length ? localText(points[0].at, ctx.timeZone, true) : '', fontSize: 7, color: '#718096' },
        {
          text: [
            { text: `■ ${t('monitorReportEvents')}  `, color: '#3182ce' },
            { text: `■ ${t('monitorReportRiskEvents')}`, color: '#c53030' },
          ],
          alignment: 'center',
          fontSize: 7,
        },
        { text: points.length ? localText(points[points.length - 1].at, ctx.timeZone, true) : '', alignment: 'right', fontSize: 7, color: '#718096' },
      ],
    },
  ];
}

async function renderPdf(f: ReportFigures, ctx: ReportContext): Promise<Buffer> {
  const pdf = await pdfRenderer();
  const t = (key: MessageKey, params?: Record<string, string | number>) => message(ctx.lang, key, params);
  const grid = (head: string[], rows: Array<Array<string | number>>, widths?: Array<string | number>) =>
    rows.length === 0
      ? { text: t('monitorReportNone'), color: '#718096', margin: [0, 2, 0, 6] }
      : {
          table: {
            headerRows: 1,
            widths: widths ?? head.map(() => '*'),
            body: [head.map((h) => ({ text: h, bold: true, fillColor: '#f7fafc' })), ...rows.map((r) => r.map(String))],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
          margin: [0, 2, 0, 8],
        };
  const h2 = (text: string) => ({ text, style: 'h2' });
  const definition = {
    info: { title: `${t('monitorReportTitle')} — ${ctx.taskName}`, creator: 'Rampart' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    styles: { h1: { fontSize: 18, bold: true }, h2: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] } },
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 7, color: '#718096' }),
    content: [
      { text: t('monitorReportTitle'), style: 'h1' },
      { text: t('monitorReportGenerated', { date: localText(ctx.generatedAt, ctx.timeZone) }), color: '#718096', fontSize: 8, margin: [0, 2, 0, 6] },
      grid(
        [t('monitorReportTask'), ctx.taskName],
        [
          [t('monitorReportPeriod'), `${localText(ctx.from, ctx.timeZone)} – ${localText(ctx.to, ctx.timeZone)} (${ctx.timeZone})`],
          [t('monitorReportApps'), ctx.appNames.join(', ') || t('monitorReportAllApps')],
        ],
        [140, '*'],
      ),
      h2(t('monitorReportTotals')),
      grid(
        [t('monitorReportEvents'), t('monitorReportRiskEvents'), t('monitorReportHigh'), t('monitorReportMedium'), t('monitorReportLow'), t('monitorReportRiskDevices')],
        [[f.totals.events, f.totals.riskEvents, f.totals.high, f.totals.medium, f.totals.low, f.totals.riskDevices]],
      ),
      ...levelBars(f, t),
      h2(t('monitorReportTrend')),
      ...trendLines(f, ctx, t),
      grid(
        [t('monitorReportDay'), t('monitorReportEvents'), t('monitorReportRiskEvents')],
        f.trend.map((d) => [localText(d.at, ctx.timeZone, true), d.events, d.riskEvents]),
      ),
      h2(t('monitorReportTopThreats')),
      grid(
        [t('monitorReportThreat'), t('monitorReportRiskEvents')],
        f.topKinds.map((k) => [k.key, k.value]),
      ),
      h2(t('monitorReportTopApps')),
      grid(
        [t('monitorReportApp'), t('monitorReportRiskEvents')],
        f.topApps.map((a) => [a.label, a.value]),
      ),
      h2(t('monitorReportTopDevices')),
      grid(
        [t('monitorReportModel'), t('monitorReportRiskDevices')],
        f.topModels.map((m) => [m.key, m.value]),
      ),
    ],
  };
  return pdf.render(definition);
}
