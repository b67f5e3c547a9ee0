import type { Actor } from '../../authz/actor';
import type { Lang } from '../../i18n/messages';
import { NotFoundError } from '../../lib/errors';

/** What a report template decides (spec §3 Report template): its language and checks. */
export interface ReportTemplate {
  /** null for the built-in default template. */
  id: string | null;
  lang: Lang;
  /** Finding ids (or id prefixes such as `android.manifest.`) to include; `'all'` for every check. */
  checks: 'all' | readonly string[];
}

/**
 * Where assessments find their report template. Report templates (spec §2 /analysis-template)
 * arrive with their own module, which will implement this; until then every assessment uses
 * {@link defaultTemplate}.
 */
export interface ReportTemplateSource {
  resolve(actor: Actor, templateId: string | null, lang: Lang): Promise<ReportTemplate>;
}

/** The default template: every check, in the caller's language. */
export const defaultTemplate = (lang: Lang): ReportTemplate => ({ id: null, lang, checks: 'all' });

/** No stored templates yet: the default template, and 404 for any named one. */
export const builtinTemplates: ReportTemplateSource = {
  async resolve(_actor, templateId, lang) {
    if (templateId) throw new NotFoundError();
    return defaultTemplate(lang);
  },
};

/** Whether a template includes a finding. */
export function includesFinding(template: Pick<ReportTemplate, 'checks'>, findingId: string): boolean {
  return template.checks === 'all' || template.checks.some((c) => findingId === c || (c.endsWith('.') && findingId.startsWith(c)));
}
