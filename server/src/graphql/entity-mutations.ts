import type { InputObjectRef, ObjectRef, SchemaTypes } from '@pothos/core';
import type { PermissionRequirement } from '../../../common/permissions';
import { actorOf, type Actor } from '../authz/actor';
import type { Context, Services } from '../context';
import type { Lang } from '../i18n/messages';
import { scopeOf, type ActScope } from '../lib/request-meta';
import { builder } from './builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

export const ACCOUNT_ARG = 'The account to act on (system admins only; others act on their own).';
export const SYSTEM_ARG = 'Act on the system-wide defaults instead of an account (system admins only).';

/** What a change acts with: the account and address, the caller's language, and for `create` of system defaults `system`. */
export type EntityScope = ActScope & { lang: Lang; system?: boolean | null };

/** Who calls, with what scope, and the services to call. */
export interface EntityCall {
  actor: Actor;
  scope: EntityScope;
  services: Services;
}

/** The service calls behind the mutations; the auth scopes here only refuse early, the services check again. */
interface EntityMethods<Shape, Created, Input> {
  create?: (input: Input, call: EntityCall) => Promise<Created>;
  update?: (id: string, input: Input, call: EntityCall) => Promise<Shape>;
  remove?: (id: string, call: EntityCall) => Promise<boolean>;
}

interface EntityOptions<Shape, Created, Input> {
  /** Names the mutations `create<Entity>`, `update<Entity>` and `delete<Entity>`. */
  entity: string;
  type: ObjectRef<Types, Shape>;
  /** What `create` answers when it is more than the entity (an app with its secret, shown once). */
  createdType?: ObjectRef<Types, Created>;
  input: InputObjectRef<Types, Input>;
  /** One requirement for all three mutations, or one each. */
  can: PermissionRequirement | { create: PermissionRequirement; update: PermissionRequirement; delete: PermissionRequirement };
  /** `create` also takes `system` (write a system-wide default rather than an account's). */
  system?: boolean;
}

function callOf(ctx: Context, args: { accountId?: string | null; system?: boolean | null }): EntityCall {
  const scope = { ...scopeOf(ctx, args), lang: ctx.lang, ...(args.system === undefined ? {} : { system: args.system }) };
  return { actor: actorOf(ctx), scope, services: ctx.services };
}

/**
 * `create<Entity>`, `update<Entity>` and `delete<Entity>` for an account-owned entity, each
 * with an optional `accountId` (system admins act on another account) and typed error results;
 * a mutation is defined only where `calls` names its service call:
 * `entityMutations({ entity, type, input, can }).calls({ create, update, remove })`.
 */
export function entityMutations<Shape, Input, Created = Shape>(options: EntityOptions<Shape, Created, Input>) {
  return { calls: (methods: EntityMethods<Shape, Created, Input>) => defineMutations(options, methods) };
}

function defineMutations<Shape, Input, Created>(options: EntityOptions<Shape, Created, Input>, methods: EntityMethods<Shape, Created, Input>): void {
  const { entity } = options;
  const can = (action: 'create' | 'update' | 'delete'): PermissionRequirement =>
    typeof options.can === 'string' || Array.isArray(options.can) ? (options.can as PermissionRequirement) : (options.can as Record<typeof action, PermissionRequirement>)[action];
  const type = options.type as ObjectRef<Types, unknown>;
  const input = options.input as InputObjectRef<Types, unknown>;
  const { create, update, remove } = methods;
  if (create) {
    builder.mutationField(`create${entity}`, (t) =>
      t.field({
        type: (options.createdType as ObjectRef<Types, unknown> | undefined) ?? type,
        authScopes: { can: can('create') },
        errors: {},
        args: {
          input: t.arg({ type: input, required: true }),
          accountId: t.arg.id({ description: ACCOUNT_ARG }),
          ...(options.system ? { system: t.arg.boolean({ description: SYSTEM_ARG }) } : {}),
        },
        resolve: (_root, args, ctx) => create(args.input as Input, callOf(ctx, args)),
      }),
    );
  }
  if (update) {
    builder.mutationField(`update${entity}`, (t) =>
      t.field({
        type,
        authScopes: { can: can('update') },
        errors: {},
        args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
        resolve: (_root, args, ctx) => update(args.id, args.input as Input, callOf(ctx, args)),
      }),
    );
  }
  if (remove) {
    builder.mutationField(`delete${entity}`, (t) =>
      t.field({
        type: 'Boolean',
        authScopes: { can: can('delete') },
        errors: {},
        args: { id: t.arg.id({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
        resolve: (_root, args, ctx) => remove(args.id, callOf(ctx, args)),
      }),
    );
  }
}
