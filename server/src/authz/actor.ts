import { ForbiddenError } from '../lib/errors';
import { productMap, satisfies, type PermissionCode, type Product } from './catalogue';

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
  ) {
    this.codes = new Set(codes);
  }

  get accountId(): string {
    return this.account.id;
  }

  /** `code` may list alternatives separated by `|`; an empty code means no check. */
  can(code: string): boolean {
    return satisfies(this.codes, code);
  }

  assertCan(code: PermissionCode | `${PermissionCode}|${string}`): void {
    if (!this.can(code)) throw new ForbiddenError();
  }

  get product(): Partial<Record<Product, PermissionCode[]>> {
    return productMap([...this.codes]);
  }
}
