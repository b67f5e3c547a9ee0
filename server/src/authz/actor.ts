import { AppError, ForbiddenError, NotFoundError, ReadOnlyError, UnauthenticatedError } from '../lib/errors';
import { isUuid } from '../lib/validation';
import { effectiveCodes, productMap, requirementText, satisfies, type PermissionCode, type PermissionRequirement, type Product } from '../../../common/permissions';

/** Who is calling: the signed-in user, its account and its effective permission codes. */
export class Actor {
  readonly codes: ReadonlySet<PermissionCode>;

  constructor(
    readonly user: { id: string; username: string; readOnly: boolean },
    readonly account: { id: string; name: string; isSystem: boolean },
    codes: readonly PermissionCode[],
    /** A system super admin may act across accounts; nobody else can. */
    readonly isSystemAdmin: boolean,
    readonly sessionId: string | null,
    /** The role may create, change and assign administrator roles. */
    readonly manageAdminRoles: boolean = false,
    /** Codes the account would hold but the installation's licence withholds (see {@link licensedEntitlements}). */
    readonly licenceWithheld: ReadonlySet<PermissionCode> = new Set(),
  ) {
    this.codes = new Set(codes);
  }

  get accountId(): string {
    return this.account.id;
  }

  /** `code` may list alternatives (or separate them by `|`); an empty code means no check. */
  can(code: string | PermissionRequirement): boolean {
    return satisfies(this.codes, typeof code === 'string' ? code : requirementText(code));
  }

  assertCan(code: PermissionRequirement | `${PermissionCode}|${string}`): void {
    if (!this.can(code)) throw this.refusal(code);
  }

  /** Why `requirement` is refused: the licence, when it withholds one of its codes; else plain 403. */
  refusal(requirement: string | PermissionRequirement): AppError {
    const codes = typeof requirement === 'string' ? requirement.split('|').map((c) => c.trim()) : requirement;
    return codes.some((code) => this.licenceWithheld.has(code as PermissionCode)) ? new AppError('403', 'licenceWithheld') : new ForbiddenError();
  }

  /** Like assertCan, for actions that change state: a read-only user may not take them. */
  assertCanChange(code: PermissionCode | `${PermissionCode}|${string}`): void {
    this.assertCan(code);
    if (this.user.readOnly) throw new ReadOnlyError();
  }

  /** For console-wide actions (sign-up approval, the mail outbox): system super admins only. */
  assertSystemAdmin(): void {
    if (!this.isSystemAdmin) throw new ForbiddenError();
  }

  /**
   * The account a tenant query runs in. Only a system super admin may name another account;
   * for anyone else the requested account is ignored in favour of their own, so another
   * account's rows are simply not found.
   */
  accountScope(requested?: string | null): string {
    if (this.isSystemAdmin && requested && !isUuid(requested)) throw new NotFoundError();
    return this.isSystemAdmin && requested ? requested : this.account.id;
  }

  /** Accounts a list may span: a system super admin sees all unless it narrows to one. */
  listScope(requested?: string | null): string | null {
    if (this.isSystemAdmin && requested && !isUuid(requested)) throw new NotFoundError();
    if (this.isSystemAdmin) return requested ?? null;
    return this.account.id;
  }

  get product(): Partial<Record<Product, PermissionCode[]>> {
    return productMap([...this.codes]);
  }
}

/** A signed-in user as the session and API-key lookups read it: the user, its account and role. */
export interface ActorSource {
  id: string;
  username: string;
  readOnly: boolean;
  accountId: string;
  accountName: string;
  accountIsSystem: boolean;
  entitlements: readonly string[];
  roleType: string;
  roleCodes: readonly string[];
  roleManageAdminRoles: boolean;
}

/**
 * What the installation's product licence allows (modules/licence): `entitlements` is null while
 * no licence was ever installed (accounts keep their own entitlements), the licence's
 * entitlements while it is valid, and empty once it expired or no longer verifies.
 */
export interface LicenceGrant {
  entitlements: readonly string[] | null;
}

/** No licence installed: nothing is narrowed. */
export const NO_LICENCE: LicenceGrant = { entitlements: null };

/** Whether two licence grants narrow the same way (the licence service keeps one list while its licence stands). */
export function sameGrant(a: LicenceGrant, b: LicenceGrant): boolean {
  if (a.entitlements === b.entitlements) return true;
  if (!a.entitlements || !b.entitlements || a.entitlements.length !== b.entitlements.length) return false;
  return a.entitlements.every((e, i) => e === b.entitlements![i]);
}

/** An account's entitlements narrowed to the installation's licence. */
export function licensedEntitlements(accountEntitlements: readonly string[], licence: LicenceGrant): string[] {
  if (licence.entitlements === null) return [...accountEntitlements];
  const licensed = new Set(licence.entitlements);
  return accountEntitlements.filter((e) => licensed.has(e));
}

/** The actor of a user: its role's codes narrowed to what the account is entitled to and the licence allows. */
export function actorFor(user: ActorSource, sessionId: string | null, licence: LicenceGrant = NO_LICENCE): Actor {
  const isSystemAdmin = user.accountIsSystem && user.roleType === 'SUPER_ADMIN';
  const codes = effectiveCodes(user.roleCodes, licensedEntitlements(user.entitlements, licence));
  const held = new Set(codes);
  const withheld = licence.entitlements === null ? [] : effectiveCodes(user.roleCodes, user.entitlements).filter((code) => !held.has(code));
  return new Actor(
    { id: user.id, username: user.username, readOnly: user.readOnly },
    { id: user.accountId, name: user.accountName, isSystem: user.accountIsSystem },
    codes,
    isSystemAdmin,
    sessionId,
    user.roleManageAdminRoles,
    new Set(withheld),
  );
}

/**
 * The signed-in caller of a request. Every field and route that calls it already required a
 * session through its auth scope; a request without one is refused the same way here.
 */
export function actorOf(request: { actor: Actor | null; authError?: AppError | null }): Actor {
  if (!request.actor) throw request.authError ?? new UnauthenticatedError();
  return request.actor;
}
