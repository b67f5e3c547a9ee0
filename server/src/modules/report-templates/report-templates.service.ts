import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { FINDINGS, OPPOSITE_FINDINGS, type FindingLevel } from '../../engines/rules/findings-catalogue';
import { LANGS, message, type Lang } from '../../i18n/messages';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
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

/** A template as the console lists it: whose it is, where it is assigned, and whether the caller may edit it. */
export interface TemplateView extends repo.TemplateRow {
  /** Accounts a system super admin assigned it to; only the owning account sees them. */
  assignedAccounts: Array<{ id: string; name: string }>;
  /** The caller's account owns it (an assigned template is used, never edited). */
  owned: boolean;
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
      table: 't',
      fetch: async (page) => this.view(actor, await repo.listTemplates(this.db, actor.accountId, platform, page)),
      count: () => repo.countTemplates(this.db, actor.accountId, platform),
    });
  }

  /** A template the caller's account owns or was assigned. */
  async get(actor: Actor, id: string): Promise<TemplateView> {
    return (await this.view(actor, [await this.find(actor, id)]))[0];
  }

  private async find(actor: Actor, id: string): Promise<repo.TemplateRow> {
    actor.assertCan('report_template|apk_analysis|ipa_analysis');
    const row = isUuid(id) ? await repo.findTemplate(this.db, actor.accountId, id) : undefined;
    if (!row || !actor.can(`report_template|${PLATFORM_CODE[row.platform]}`)) throw new NotFoundError();
    return row;
  }

  /** A template the caller's account owns, to change: an assigned one is refused. */
  private async findOwned(actor: Actor, id: string): Promise<repo.TemplateRow> {
    const row = await this.find(actor, id);
    if (row.accountId !== actor.accountId) throw new AppError('403', 'templateAssignedNotEditable');
    return row;
  }

  /** Rows with their assignments (one query for the page) and ownership. */
  private async view(actor: Actor, rows: repo.TemplateRow[]): Promise<TemplateView[]> {
    const owned = rows.filter((r) => r.accountId === actor.accountId).map((r) => r.id);
    const assignments = await repo.assignedAccounts(this.db, owned);
    return rows.map((row) => ({
      ...row,
      owned: row.accountId === actor.accountId,
      assignedAccounts: assignments.filter((a) => a.templateId === row.id).map((a) => ({ id: a.id, name: a.name })),
    }));
  }

  /**
   * The accounts a system super admin may assign templates to, by name (at most 100; `search`
   * narrows them). Anyone else may not assign, and is offered none.
   */
  async accountChoices(actor: Actor, search?: string | null): Promise<Array<{ id: string; name: string }>> {
    actor.assertCan('report_template');
    if (!actor.isSystemAdmin) return [];
    return repo.accountChoices(this.db, search?.trim() || null, 100);
  }

  /**
   * Assigns one of the system account's templates to other accounts (spec §3 "accounts or
   * customer"), replacing the earlier assignment: their users may use it for assessment
   * reports but not edit it. System super admins only.
   */
  async assign(actor: Actor, id: string, accountIds: string[], meta: { ip: string | null }): Promise<TemplateView> {
    actor.assertSystemAdmin();
    actor.assertCanChange('report_template');
    const template = await this.findOwned(actor, id);
    const wanted = [...new Set(accountIds)].filter((a) => a !== actor.accountId);
    if (wanted.length > 100) throw new ValidationError('batchTooLarge', { total: 100 });
    if (!wanted.every(isUuid) || (await repo.existingAccounts(this.db, wanted)).length !== wanted.length) throw new NotFoundError();
    await this.db.transaction().execute((trx) => repo.replaceAssignments(trx, template.id, wanted, actor.user.id));
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.assign', { target: `reportTemplate:${template.name}` });
    return this.get(actor, template.id);
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

  async create(actor: Actor, platform: Platform, input: TemplateInput, meta: { ip: string | null }): Promise<TemplateView> {
    actor.assertCanChange('report_template');
    const values = this.validate(platform, input);
    if (await repo.nameTaken(this.db, actor.accountId, platform, values.name)) throw new ConflictError();
    const row = await repo.insertTemplate(this.db, { ...values, accountId: actor.accountId, platform, createdBy: actor.user.id, creator: actor.user.username });
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.create', { target: `reportTemplate:${values.name}` });
    return this.get(actor, row.id);
  }

  async update(actor: Actor, id: string, input: TemplateInput, meta: { ip: string | null }): Promise<TemplateView> {
    actor.assertCanChange('report_template');
    const current = await this.findOwned(actor, id);
    const values = this.validate(current.platform, input);
    if (await repo.nameTaken(this.db, actor.accountId, current.platform, values.name, current.id)) throw new ConflictError();
    const row = await repo.updateTemplate(this.db, actor.accountId, current.id, values);
    if (!row) throw new NotFoundError();
    await this.audit.byActor(actor, meta.ip, 'reportTemplate.update', { target: `reportTemplate:${values.name}` });
    return this.get(actor, row.id);
  }

  /** Deletes templates permanently; jobs keep the template they ran with. Unknown ids → 404, nothing deleted. */
  async delete(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    actor.assertCanChange('report_template');
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    if ((await repo.findTemplatesByIds(this.db, actor.accountId, wanted)).length !== wanted.length) {
      // An assigned template is visible but not the account's to delete.
      for (const id of wanted) await this.findOwned(actor, id);
      throw new NotFoundError();
    }
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
