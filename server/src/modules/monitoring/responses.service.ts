import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import {
  APPROVAL_STATUS,
  RESPONSE_STATUS,
  isResponseAction,
  type ApprovalStatus,
  type ApprovalType,
  type ResponseAction,
  type ResponseStatus,
} from '../../../../common/response-actions';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { RISK_LEVELS, type RiskLevel } from '../../engines/risk/event-kinds';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, optionalText, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { Announce, NoticesService } from '../notices/notices.service';
import { assertMonitoring } from './monitoring-access';
import type { SdkAppCache } from './policy-cache';
import * as repo from './responses.repo';
import type { ResponseProposal, ResponseValues } from './responses.tables';
import { findRule } from './risk-config.repo';

export interface SecurityResponseInput {
  name: string;
  ruleId: string;
  riskLevel: RiskLevel;
  responseType: ResponseAction;
  description?: string | null;
}

export interface ResponseListOptions {
  args: DefaultConnectionArguments;
  accountId?: string | null;
  search?: string | null;
  status?: ResponseStatus | null;
  riskLevel?: RiskLevel | null;
  responseType?: ResponseAction | null;
  approvalStatus?: ApprovalStatus | null;
}

export interface ApprovalListOptions {
  args: DefaultConnectionArguments;
  accountId?: string | null;
  status?: ApprovalStatus | null;
  type?: ApprovalType | null;
  responseId?: string | null;
  search?: string | null;
}

const REQUEST_ACTIVITY: Record<ApprovalType, ActivityType> = {
  add: 'monitorResponse.requestAdd',
  change: 'monitorResponse.requestChange',
  status: 'monitorResponse.requestStatus',
  delete: 'monitorResponse.requestDelete',
};

/** Postgres' unique violation, here of `monitor_response_approvals_open_key`: a second open approval. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Security responses (spec §3) and their approval flow (spec §4, §6): adding, changing, changing
 * the status of and deleting a response are requests (`monitor_request` plus the response's
 * own add/update/delete code) that create an approval; a user with `monitor_approve` who is not
 * the requester passes or rejects it; a passed approval is applied at once, in the same
 * transaction, and a rejected one changes nothing. Every step goes to the activity log.
 */
export class SecurityResponsesService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly cache: SdkAppCache,
    /** Outbound integrations: approval changes go to the webhook outbox (monitor.approval.changed). */
    private readonly integrations?: Pick<IntegrationsService, 'approvalChanged'>,
    /** Notices: approvers hear of a request (approval_next), the requester of the decision (approval_pass / approval_reject). */
    private readonly notices?: Pick<NoticesService, 'approvalRequested' | 'approvalDecided'>,
  ) {}

  async list(actor: Actor, options: ResponseListOptions) {
    assertMonitoring(actor, 'monitor_response_list');
    const filter: repo.ResponseFilter = {
      accountId: actor.listScope(options.accountId),
      search: options.search?.trim() || null,
      status: options.status ?? null,
      riskLevel: options.riskLevel ?? null,
      responseType: options.responseType ?? null,
      approvalStatus: options.approvalStatus ?? null,
    };
    return byCreation({
      args: options.args,
      table: 'r',
      fetch: (page) => repo.listResponses(this.db, filter, page),
      count: () => repo.countResponses(this.db, filter),
    });
  }

  async get(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_response_list');
    return this.response(actor.accountScope(accountId), id);
  }

  /** The account's risk rules, for choosing the one a response answers. */
  async ruleChoices(actor: Actor, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_response_list');
    return repo.ruleChoices(this.db, actor.accountScope(accountId));
  }

  /** Requests a new response: it is stored pending and takes effect when the approval passes. */
  async requestAdd(actor: Actor, input: SecurityResponseInput, reason: string | null | undefined, scope: ActScope) {
    this.assertRequest(actor, 'monitor_response_add');
    const accountId = actor.accountScope(scope.accountId);
    const values = await this.validate(accountId, input);
    const why = optionalText(reason, 'reason', 500);
    let announce: Announce | undefined;
    const approvalId = await this.db.transaction().execute(async (trx) => {
      const responseId = await repo.insertResponse(trx, accountId, values, actor.user);
      const id = await repo.insertApproval(trx, accountId, {
        responseId,
        type: 'add',
        proposal: values,
        previous: null,
        reason: why,
        requestedBy: actor.user.id,
        requester: actor.user.username,
      });
      announce = await this.notices?.approvalRequested(trx, { accountId, responseName: values.name, approvalType: 'add' }, actor.user);
      return id;
    });
    announce?.();
    return this.requested(actor, accountId, scope.ip, 'add', values.name, approvalId, why);
  }

  async requestChange(actor: Actor, id: string, input: SecurityResponseInput, reason: string | null | undefined, scope: ActScope) {
    this.assertRequest(actor, 'monitor_response_update');
    const accountId = actor.accountScope(scope.accountId);
    const response = await this.response(accountId, id);
    const values = await this.validate(accountId, input);
    return this.request(actor, accountId, scope.ip, response, 'change', values, valuesOf(response), reason);
  }

  /** Requests enabling or disabling a response. */
  async requestStatus(actor: Actor, id: string, status: ResponseStatus, reason: string | null | undefined, scope: ActScope) {
    this.assertRequest(actor, 'monitor_response_update');
    const accountId = actor.accountScope(scope.accountId);
    const response = await this.response(accountId, id);
    if (status !== RESPONSE_STATUS.enabled && status !== RESPONSE_STATUS.disabled) throw new ValidationError('badRequest');
    if (status === response.status) throw new ValidationError('monitorResponseStatusUnchanged');
    return this.request(actor, accountId, scope.ip, response, 'status', { status }, { status: response.status }, reason);
  }

  async requestDelete(actor: Actor, id: string, reason: string | null | undefined, scope: ActScope) {
    this.assertRequest(actor, 'monitor_response_delete');
    const accountId = actor.accountScope(scope.accountId);
    const response = await this.response(accountId, id);
    return this.request(actor, accountId, scope.ip, response, 'delete', {}, { ...valuesOf(response), status: response.status }, reason);
  }

  /** Approvals of the account's responses: for approvers, and for requesters to follow theirs. */
  async listApprovals(actor: Actor, options: ApprovalListOptions) {
    actor.assertCan('threat_perception');
    actor.assertCan(['monitor_approve', 'monitor_request']);
    if (options.responseId && !isUuid(options.responseId)) throw new NotFoundError();
    const filter: repo.ApprovalFilter = {
      accountId: actor.listScope(options.accountId),
      status: options.status ?? null,
      type: options.type ?? null,
      responseId: options.responseId ?? null,
      search: options.search?.trim() || null,
    };
    return byCreation({
      args: options.args,
      table: 'p',
      fetch: (page) => repo.listApprovals(this.db, filter, page),
      count: () => repo.countApprovals(this.db, filter),
    });
  }

  /** Passes a pending approval and applies it: the response is created, changed, enabled, disabled or deleted. */
  async pass(actor: Actor, id: string, comment: string | null | undefined, scope: ActScope) {
    return this.decide(actor, id, APPROVAL_STATUS.pass, comment, scope);
  }

  /** Rejects a pending approval; the response stays as it is. */
  async reject(actor: Actor, id: string, comment: string | null | undefined, scope: ActScope) {
    return this.decide(actor, id, APPROVAL_STATUS.reject, comment, scope);
  }

  private async decide(actor: Actor, id: string, status: typeof APPROVAL_STATUS.pass | typeof APPROVAL_STATUS.reject, comment: string | null | undefined, scope: ActScope) {
    assertMonitoring(actor, 'monitor_approve', { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const approval = await this.approval(accountId, id);
    const note = optionalText(comment, 'comment', 500);
    const activity: ActivityType = status === APPROVAL_STATUS.pass ? 'monitorResponse.pass' : 'monitorResponse.reject';
    const target = `response:${approval.responseName}`;
    if (approval.requestedBy === actor.user.id) {
      await this.audit.byActor(actor, scope.ip, activity, { accountId, target, result: 'failure', reason: 'own request' });
      throw new AppError('403', 'monitorApprovalOwnRequest');
    }
    let announce: Announce | undefined;
    await this.db.transaction().execute(async (trx) => {
      // The one guard against deciding twice: only a row still pending is decided, so of two
      // decisions (at once or one after the other) the second finds none and changes nothing.
      const decided = await repo.decideApproval(trx, accountId, id, { status, approvedBy: actor.user.id, approver: actor.user.username, comment: note });
      if (!decided) throw new ConflictError('monitorApprovalDecided');
      if (status === APPROVAL_STATUS.pass) {
        await this.apply(trx, accountId, decided.responseId, decided.type, decided.proposal);
        await repo.markApplied(trx, accountId, id, decided.responseId, decided.type);
      }
      announce = await this.notices?.approvalDecided(
        trx,
        { accountId, responseName: approval.responseName, approvalType: decided.type },
        { passed: status === APPROVAL_STATUS.pass, requestedBy: approval.requestedBy, approver: actor.user, comment: note },
      );
    });
    announce?.();
    await this.audit.byActor(actor, scope.ip, activity, { accountId, target, reason: note });
    if (status === APPROVAL_STATUS.pass) {
      this.cache.invalidateAccount(accountId);
      await this.audit.byActor(actor, scope.ip, 'monitorResponse.apply', { accountId, target, reason: approval.type });
    }
    const decided = await this.approval(accountId, id);
    await this.integrations?.approvalChanged(decided, status === APPROVAL_STATUS.pass ? 'passed' : 'rejected', actor.user.username);
    if (status === APPROVAL_STATUS.pass) await this.integrations?.approvalChanged(decided, 'applied', actor.user.username);
    return decided;
  }

  /** Puts a passed approval's change into effect, inside the deciding transaction. */
  private async apply(trx: Database, accountId: string, responseId: string, type: ApprovalType, proposal: ResponseProposal) {
    switch (type) {
      case 'add':
        await repo.updateResponse(trx, accountId, responseId, { status: RESPONSE_STATUS.enabled });
        return;
      case 'change': {
        const { name, ruleId, riskLevel, responseType, description } = proposal as ResponseValues;
        // The rule may have been deleted since the request: never point at a rule that is gone.
        if (ruleId && !(await findRule(trx, accountId, ruleId))) throw new ConflictError('monitorResponseRuleGone');
        await repo.updateResponse(trx, accountId, responseId, { name, ruleId, riskLevel, responseType, description });
        return;
      }
      case 'status':
        await repo.updateResponse(trx, accountId, responseId, { status: proposal.status });
        return;
      case 'delete':
        await repo.updateResponse(trx, accountId, responseId, { deletedAt: new Date() });
        return;
    }
  }

  private assertRequest(actor: Actor, code: 'monitor_response_add' | 'monitor_response_update' | 'monitor_response_delete') {
    assertMonitoring(actor, 'monitor_request', { change: true });
    assertMonitoring(actor, code, { change: true });
  }

  /** Opens an approval of an existing response; one open approval per response at a time. */
  private async request(
    actor: Actor,
    accountId: string,
    ip: string | null,
    response: repo.ResponseRow,
    type: ApprovalType,
    proposal: ResponseProposal,
    previous: ResponseProposal,
    reason: string | null | undefined,
  ) {
    const why = optionalText(reason, 'reason', 500);
    if (await repo.openApprovalOf(this.db, accountId, response.id)) throw new ConflictError('monitorResponseApprovalOpen');
    let approvalId: string;
    let announce: Announce | undefined;
    try {
      approvalId = await this.db.transaction().execute(async (trx) => {
        const id = await repo.insertApproval(trx, accountId, {
          responseId: response.id,
          type,
          proposal,
          previous,
          reason: why,
          requestedBy: actor.user.id,
          requester: actor.user.username,
        });
        announce = await this.notices?.approvalRequested(trx, { accountId, responseName: response.name, approvalType: type }, actor.user);
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('monitorResponseApprovalOpen');
      throw err;
    }
    announce?.();
    return this.requested(actor, accountId, ip, type, response.name, approvalId, why);
  }

  private async requested(actor: Actor, accountId: string, ip: string | null, type: ApprovalType, name: string, approvalId: string, reason: string | null) {
    await this.audit.byActor(actor, ip, REQUEST_ACTIVITY[type], { accountId, target: `response:${name}`, reason });
    const approval = await this.approval(accountId, approvalId);
    await this.integrations?.approvalChanged(approval, 'requested', actor.user.username);
    return approval;
  }

  private async response(accountId: string, id: string) {
    const response = isUuid(id) ? await repo.findResponse(this.db, accountId, id) : undefined;
    if (!response) throw new NotFoundError();
    return response;
  }

  private async approval(accountId: string, id: string) {
    const approval = isUuid(id) ? await repo.findApproval(this.db, accountId, id) : undefined;
    if (!approval) throw new NotFoundError();
    return approval;
  }

  private async validate(accountId: string, input: SecurityResponseInput): Promise<ResponseValues> {
    const name = requireText(input.name, 'name', 4, 100);
    // Like the apps of a blacklist: a rule that is not the account's is not found.
    if (!isUuid(input.ruleId) || !(await findRule(this.db, accountId, input.ruleId))) throw new NotFoundError();
    if (!RISK_LEVELS.includes(input.riskLevel)) throw new ValidationError('badRequest');
    if (!isResponseAction(input.responseType)) throw new ValidationError('badRequest');
    return {
      name,
      ruleId: input.ruleId,
      riskLevel: input.riskLevel,
      responseType: input.responseType,
      description: optionalText(input.description, 'description', 500),
    };
  }
}

function valuesOf(response: repo.ResponseRow): ResponseValues {
  return { name: response.name, ruleId: response.ruleId, riskLevel: response.riskLevel, responseType: response.responseType, description: response.description };
}
