import { pdfRenderer } from '../../../platform/pdf';
import { EVIDENCE_SHOWN, LEVELS, type ReportModel } from './report-model';

const COLORS: Record<string, string> = { high: '#c53030', medium: '#dd6b20', low: '#b7791f', info: '#3182ce', secure: '#38a169' };

/** A PDF report (pdfmake) with the same content as the HTML one. */
export async function renderPdfReport(m: ReportModel): Promise<Buffer> {
  const { t } = m;
  const pdf = await pdfRenderer();
  const grid = (head: string[], rows: string[][], widths?: (string | number)[]) =>
    rows.length === 0
      ? { text: t('reportNone'), color: '#718096', margin: [0, 2, 0, 6] }
      : {
          table: { headerRows: 1, widths: widths ?? head.map(() => '*'), body: [head.map((h) => ({ text: h, bold: true, fillColor: '#f7fafc' })), ...rows] },
          layout: 'lightHorizontalLines',
          fontSize: 8,
          margin: [0, 2, 0, 8],
        };
  const h2 = (text: string) => ({ text, style: 'h2' });
  const findings = m.findings.flatMap((f) => {
    const shown = f.evidence.slice(0, EVIDENCE_SHOWN);
    const more = (f.evidenceCount ?? f.evidence.length) - shown.length;
    return [
      {
        text: [
          { text: `${f.levelLabel}  `, color: COLORS[f.level], bold: true },
          { text: f.title, bold: true },
        ],
        margin: [0, 6, 0, 1],
      },
      { text: `${f.id} · ${f.cwe} · ${f.masvs.join(', ')}`, fontSize: 7, color: '#718096' },
      { text: f.description, fontSize: 9, margin: [0, 2, 0, 2] },
      ...(shown.length
        ? [{ ul: [...shown.map((e) => [e.file, e.location, e.detail].filter(Boolean).join('  ')), ...(more > 0 ? [t('reportMoreEvidence', { count: more })] : [])], fontSize: 7 }]
        : []),
      { text: [{ text: `${t('reportRemediation')}: `, bold: true }, f.remediation], fontSize: 8, margin: [0, 2, 0, 4] },
    ];
  });
  const definition = {
    info: { title: `${t('reportTitle')} — ${m.facts[0][1]}`, creator: 'Rampart' },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 40],
    defaultStyle: { fontSize: 9 },
    styles: { h1: { fontSize: 18, bold: true }, h2: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] } },
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 7, color: '#718096' }),
    content: [
      { text: t('reportTitle'), style: 'h1' },
      { text: t('reportGenerated', { date: m.generatedAt }), color: '#718096', fontSize: 8, margin: [0, 2, 0, 6] },
      h2(t('reportApp')),
      grid(
        [t('reportName'), ''],
        m.facts.map(([k, v]) => [k, v]),
        [140, '*'],
      ),
      h2(t('reportScore')),
      { text: `${m.score} / 100`, fontSize: 20, bold: true },
      h2(t('reportSummary')),
      grid(
        LEVELS.map((l) => m.levelLabel(l)),
        [LEVELS.map((l) => String(m.summary[l]))],
      ),
      h2(`${t('reportFindings')} (${m.findings.length})`),
      ...(findings.length ? findings : [{ text: t('reportNone') }]),
      h2(`${t('reportPermissions')} (${m.permissions.length})`),
      grid(
        [t('reportName'), t('reportLevel')],
        m.permissions.map((p) => [p.name, p.level]),
        ['*', 100],
      ),
      h2(t('reportCertificates')),
      { text: `${t('reportSchemes')}: ${m.schemes.join(', ') || '-'}`, margin: [0, 0, 0, 4] },
      grid(
        [t('reportSubject'), t('reportIssuer'), t('reportValidity'), t('reportAlgorithm'), 'SHA-256'],
        m.certificates.map((c) => [c.subject, c.issuer, `${c.notBefore} – ${c.notAfter}`, c.algorithm, c.sha256]),
      ),
      h2(`${t('reportSdks')} (${m.sdks.length})`),
      grid(
        [t('reportName'), t('reportCategory')],
        m.sdks.map((s) => [s.name, s.category]),
      ),
      h2(t('reportMasvs')),
      grid(
        [t('reportControl'), t('reportFindings'), t('reportResult')],
        m.masvs.map((c) => [c.control, String(c.findings), c.risk ? t('reportResultRisk') : t('reportResultSafe')]),
      ),
    ],
  };
  return pdf.render(definition);
}
