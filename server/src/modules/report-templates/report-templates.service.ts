import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { FINDINGS, OPPOSITE_FINDINGS, type FindingLevel } from '../../engines/rules/findings-catalogue';
import { LANGS, message, type Lang } from '../../i18n/messages';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { isUuid, requireBatch, requireText } from '../../lib/validation';
import { defaultTemplate, type ReportTemplate, type ReportTemplateSource } from './templates';
import { CHECK_GROUPS, checkApplies } from './default-templates';
import { remediationKey } from './remediation';
import type { Auditor } from '../../platform/auditor';
import { PLATFORM_CODE, type Platform } from '../../authz/platforms';
import * as repo from './report-templates.repo';

// What other modules use of report templates: the template model, the source that resolves one, and the defaults every new account gets.
export { defaultTemplate, includesFinding, type ReportTemplate, type ReportTemplateSource } from './templates';
export { insertDefaultTemplates } from './default-templates';
export { remediationKey } from './remediation';

/** A check of the detection-type tree, with what the reports say about it, in one language. */
export interface CheckNode {
  id: string;
  level: FindingLevel;
  title: string;
  description: string;
  remediation: string;
  /** The check giving the opposite answer of the same test, when it applies to the platform too. */
  opposite: string | null;
}

/** The detection-type tree of a platform: check groups with their checks. */
export interface CheckGroup {
  key: string;
  title: string;
  checks: CheckNode[];
}

export interface TemplateInput {
  name: string;
  lang: string;
  checks: string[];
}

/**
 * Report templates (spec §2 /analysis-template, §3): per account and platform, a name, the
 * export language and the engine checks the report includes. Managing them needs
 * `report_template`; anyone who may assess a platform may list and read its templates to pick
 * one. Assessments resolve their template here (the default template when none is named).
 */
export class ReportTemplatesService implements ReportTemplateSource {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  async list(actor: Actor, platform: Platform, args: DefaultConnectionArguments) {
    actor.assertCan(`report_template|${PLATFORM_CODE[platform]}`);
    return byCreation({
      args,
      fetch: (page) => repo.listTemplates(this.db, actor.accountId, platform, page),
      count: () => repo.countTemplates(this.db, actor.accountId, platform),
    });
  }

  async get(actor: Actor, id: string): Promise<repo.TemplateRow> {
    actor.assertCan('report_template|apk_analysis|ipa_analysis');
    const row = isUuid(id) ? await repo.findTemplate(this.db, actor.accountId, id) : undefined;
    if (!row || !actor.can(`report_template|${PLATFORM_CODE[row.platform]}`)) throw new NotFoundError();
    return row;
  }

  /** The checks a template of `platform` may include, grouped, titled and described in `lang`. */
  checkTree(actor: Actor, platform: Platform, lang: Lang): CheckGroup[] {
    actor.assertCan(`report_template|${PLATFORM_CODE[platform]}`);
    const groups = new Map<string, CheckGroup>();
    for (const def of FINDINGS.values()) {
      if (!checkApplies(def.id, platform)) continue;
      const key = def.id.split('.')[0];
      if (!groups.has(key)) groups.set(key, { key, title: message(lang, CHECK_GROUPS[key].label), checks: [] });
      const opposite = OPPOSITE_FINDINGS.get(def.id);
      groups.get(key)!.checks.push({
        id: def.id,
        level: def.level,
        title: def[lang].title,
        description: def[lang].description,
        remediation: message(lang, remediationKey(def.masvs)),
        opposite: opposite && checkApplies(opposite, platform) ? opposite : null,
      });
    }
    return [...groups.values()];
  }

  async create(actor: Actor, platform: Platform, input: TemplateInput, meta: { ip: string | null }): Promise<repo.TemplateRow> {
    actor.assertCanChange('report_template');
    const values = this.validate(platform, input);
    if (await repo.nameTaken(this.db, actor.accountId, platform, values.name)) throw new ConflictError();
    const row = await repo.insertTemplate(this.db, { ...values, accountId: actor.accountId, platform, createdBy: actor.user.id, creator: actor.user.username });
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.create', { target: `reportTemplate:${row.name}` });
    return row;
  }

  async update(actor: Actor, id: string, input: TemplateInput, meta: { ip: string | null }): Promise<repo.TemplateRow> {
    actor.assertCanChange('report_template');
    const current = await this.get(actor, id);
    const values = this.validate(current.platform, input);
    if (await repo.nameTaken(this.db, actor.accountId, current.platform, values.name, current.id)) throw new ConflictError();
    const row = await repo.updateTemplate(this.db, actor.accountId, current.id, values);
    if (!row) throw new NotFoundError();
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.update', { target: `reportTemplate:${row.name}` });
    return row;
  }

  /** Deletes templates permanently; jobs keep the template they ran with. Unknown ids → 404, nothing deleted. */
  async delete(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    actor.assertCanChange('report_template');
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    if ((await repo.findTemplatesByIds(this.db, actor.accountId, wanted)).length !== wanted.length) throw new NotFoundError();
    const deleted = await repo.deleteTemplates(this.db, actor.accountId, wanted);
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.delete', { target: `reportTemplates:${deleted}` });
    return deleted;
  }

  /** {@link ReportTemplateSource}: the named template of the account and platform, or the default one. */
  async resolve(actor: Actor, templateId: string | null, lang: Lang, platform: Platform): Promise<ReportTemplate> {
    if (!templateId) return defaultTemplate(lang);
    const row = isUuid(templateId) ? await repo.findTemplate(this.db, actor.accountId, templateId) : undefined;
    if (!row || row.platform !== platform) throw new NotFoundError();
    return { id: row.id, lang: row.lang, checks: row.checks };
  }

  private validate(platform: Platform, input: TemplateInput): { name: string; lang: Lang; checks: string[] } {
    const name = requireText(input.name, 'name', 4, 100);
    const lang = LANGS.find((l) => l === input.lang);
    if (!lang) throw new ValidationError('fieldEmpty', { field: 'lang' });
    const checks = [...new Set(input.checks)];
    if (checks.length === 0) throw new ValidationError('fieldEmpty', { field: 'checks' });
    const unknown = checks.find((id) => !FINDINGS.has(id) || !checkApplies(id, platform));
    if (unknown) throw new ValidationError('checkUnknown', { check: unknown.slice(0, 100) });
    return { name, lang, checks };
  }
}
