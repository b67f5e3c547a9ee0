import type { Actor } from '../../authz/actor';
import type { Lang } from '../../i18n/messages';
import type { Platform } from '../../authz/platforms';

/** What a report template decides (spec §3 Report template): its language and checks. */
export interface ReportTemplate {
  /** null for the built-in default template. */
  id: string | null;
  lang: Lang;
  /** Finding ids (or id prefixes such as `android.manifest.`) to include; `'all'` for every check. */
  checks: 'all' | readonly string[];
}

/**
 * Where assessments find their report template (the report-templates module): the named one of
 * the actor's account and the package's platform (404 otherwise), or {@link defaultTemplate}.
 */
export interface ReportTemplateSource {
  resolve(actor: Actor, templateId: string | null, lang: Lang, platform: Platform): Promise<ReportTemplate>;
}

/** The default template: every check, in the caller's language. */
export const defaultTemplate = (lang: Lang): ReportTemplate => ({ id: null, lang, checks: 'all' });

/**
 * Whether a template includes a finding. An account's own detection findings (sensitive words,
 * custom rules: ids under `custom.`) are always reported: the account asked for them.
 */
export function includesFinding(template: Pick<ReportTemplate, 'checks'>, findingId: string): boolean {
  return template.checks === 'all' || findingId.startsWith('custom.') || template.checks.some((c) => findingId === c || (c.endsWith('.') && findingId.startsWith(c)));
}
