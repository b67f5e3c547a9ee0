import { EVIDENCE_SHOWN, LEVELS, type ReportModel } from './report-model';

const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const COLORS: Record<string, string> = { high: '#c53030', medium: '#dd6b20', low: '#d69e2e', info: '#3182ce', secure: '#38a169' };

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",sans-serif;margin:2rem auto;max-width:1100px;color:#1a202c;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;border-bottom:2px solid #e2e8f0;padding-bottom:.3rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}th,td{border:1px solid #e2e8f0;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f7fafc}code{font-family:ui-monospace,monospace;font-size:.85em;word-break:break-all}
.badge{display:inline-block;color:#fff;border-radius:4px;padding:0 .45rem;font-size:.8rem;font-weight:600}
.score{font-size:2.4rem;font-weight:700}.muted{color:#718096;font-size:.85rem}
.finding{border:1px solid #e2e8f0;border-left-width:5px;border-radius:4px;padding:.6rem .9rem;margin:.6rem 0}
.finding h3{margin:.1rem 0 .4rem;font-size:1rem}ul{margin:.3rem 0;padding-left:1.2rem}
`;

const badge = (level: string, label: string) => `<span class="badge" style="background:${COLORS[level] ?? '#4a5568'}">${esc(label)}</span>`;

function table(head: string[], rows: string[][], emptyLabel: string): string {
  if (rows.length === 0) return `<p class="muted">${esc(emptyLabel)}</p>`;
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** A self-contained HTML report (inline styles, no external resources) in the template's language. */
export function renderHtmlReport(m: ReportModel): string {
  const { t } = m;
  const findings = m.findings
    .map((f) => {
      const shown = f.evidence.slice(0, EVIDENCE_SHOWN);
      const more = (f.evidenceCount ?? f.evidence.length) - shown.length;
      return `<div class="finding" style="border-left-color:${COLORS[f.level]}">
<h3>${badge(f.level, f.levelLabel)} ${esc(f.title)}</h3>
<div class="muted"><code>${esc(f.id)}</code> · ${esc(f.cwe)} · ${esc(f.masvs.join(', '))}</div>
<p>${esc(f.description)}</p>
${shown.length ? `<strong>${esc(t('reportEvidence'))}</strong><ul>${shown.map((e) => `<li><code>${esc(e.file)}</code>${e.location ? ` <code>${esc(e.location)}</code>` : ''}${e.detail ? ` — ${esc(e.detail)}` : ''}</li>`).join('')}${more > 0 ? `<li>${esc(t('reportMoreEvidence', { count: more }))}</li>` : ''}</ul>` : ''}
<p><strong>${esc(t('reportRemediation'))}:</strong> ${esc(f.remediation)}</p>
</div>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${esc(m.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t('reportTitle'))} — ${esc(m.facts[0][1])}</title><style>${STYLE}</style></head>
<body>
<h1>${esc(t('reportTitle'))}</h1>
<p class="muted">${esc(t('reportGenerated', { date: m.generatedAt }))}</p>
<h2>${esc(t('reportApp'))}</h2>
${table(
  [t('reportName'), ''],
  m.facts.map(([k, v]) => [esc(k), `<code>${esc(v)}</code>`]),
  t('reportNone'),
)}
<h2>${esc(t('reportScore'))}</h2>
<div class="score">${m.score}<span class="muted"> / 100</span></div>
<h2>${esc(t('reportSummary'))}</h2>
${table(
  LEVELS.map((l) => m.levelLabel(l)),
  [LEVELS.map((l) => `${badge(l, String(m.summary[l]))}`)],
  t('reportNone'),
)}
<h2>${esc(t('reportFindings'))} (${m.findings.length})</h2>
${findings || `<p class="muted">${esc(t('reportNone'))}</p>`}
<h2>${esc(t('reportPermissions'))} (${m.permissions.length})</h2>
${table(
  [t('reportName'), t('reportLevel')],
  m.permissions.map((p) => [`<code>${esc(p.name)}</code>`, esc(p.level)]),
  t('reportNone'),
)}
<h2>${esc(t('reportCertificates'))}</h2>
<p>${esc(t('reportSchemes'))}: <code>${esc(m.schemes.join(', ') || '-')}</code></p>
${table(
  [t('reportSubject'), t('reportIssuer'), t('reportValidity'), t('reportAlgorithm'), 'SHA-256'],
  m.certificates.map((c) => [esc(c.subject), esc(c.issuer), `${esc(c.notBefore)} – ${esc(c.notAfter)}`, esc(c.algorithm), `<code>${esc(c.sha256)}</code>`]),
  t('reportNone'),
)}
<h2>${esc(t('reportSdks'))} (${m.sdks.length})</h2>
${table(
  [t('reportName'), t('reportCategory'), t('reportEvidence')],
  m.sdks.map((s) => [esc(s.name), esc(s.category), `<code>${esc(s.evidence.slice(0, 3).join(', '))}</code>`]),
  t('reportNone'),
)}
<h2>${esc(t('reportMasvs'))}</h2>
${table(
  [t('reportControl'), t('reportFindings'), t('reportResult')],
  m.masvs.map((c) => [esc(c.control), String(c.findings), c.risk ? badge('high', t('reportResultRisk')) : badge('secure', t('reportResultSafe'))]),
  t('reportNone'),
)}
</body></html>
`;
}
