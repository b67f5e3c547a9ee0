import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Kind, type DocumentNode, type GraphQLField } from 'graphql';
import { satisfies, SYSTEM_ONLY_CODES, type PermissionCode } from '../../common/permissions';
import { schema } from '../../server/src/graphql/schema';
import type { AuthScopes } from '../../server/src/graphql/builder';

// The menu decides who sees a page (web/src/app/menu.ts); the server decides who may read its
// data (each root field's auth scope). This test holds the two together for every built page of
// the shell: a user holding exactly the codes the page's menu item asks for may run every query
// and subscription the page's own code sends, and the page's data is guarded on the server by a
// code the menu asks for too, so hiding the item and refusing the data are the same decision.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The web app's modules are loaded at run time: they are type-checked by the web's own project,
// which this test (checked with the server's) cannot include.
interface Access {
  product?: string;
  codes: readonly string[];
}
const webModule = (file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path.join(repoRoot, 'web/src', file));
const { PAGES } = (await webModule('app/pages.ts')) as { PAGES: Record<string, unknown> };
const { shellRoutes } = (await webModule('app/routes.tsx')) as { shellRoutes: () => { path?: string; element?: unknown }[] };
const documents = await webModule('gql/graphql.ts');
const appDir = path.join(repoRoot, 'web/src/app');
const featuresDir = path.join(repoRoot, 'web/src/features');

interface BuiltPage {
  path: string;
  access: Access | undefined;
  key: string;
}

/** Every built page with the access its route guard applies. */
function builtPages(): BuiltPage[] {
  const keyOf = new Map(Object.entries(PAGES).map(([key, page]) => [page, key]));
  const pages: BuiltPage[] = [];
  for (const route of shellRoutes()) {
    let element = route.element as ReactElement<{ access?: Access; page?: unknown; children?: ReactElement }> | undefined;
    if (element?.props.children && !('page' in element.props)) element = element.props.children as typeof element;
    const key = element?.props.page ? keyOf.get(element.props.page) : undefined;
    if (key) pages.push({ path: route.path!, access: element!.props.access, key });
  }
  return pages;
}

/** The module file each page key loads, read off `pages.ts`. */
function pageFiles(): Map<string, string> {
  const source = readFileSync(path.join(appDir, 'pages.ts'), 'utf8');
  const files = new Map<string, string>();
  for (const m of source.matchAll(/(\w+): lazyPage\(\(\) => import\('([^']+)'\)/g)) files.set(m[1], resolveModule(appDir, m[2]));
  return files;
}

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(from, specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/**
 * The generated documents a page's code sends whatever the user holds: in its module and every
 * module it imports, relatively, from the feature folders (shared components such as the account
 * selector are left out: they serve whoever may use them and carry their own checks). A hook
 * call given a `skip` option is left out too: the page sends it only when its condition holds.
 */
function documentsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const skipped = new Set([...source.matchAll(/use\w+\(\s*([A-Z]\w*Document)\s*,\s*\{[^;]*?\bskip:/g)].map((m) => m[1]));
  for (const m of source.matchAll(/\b([A-Z]\w*Document)\b/g)) if (!skipped.has(m[1])) names.add(m[1]);
  for (const m of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    if (m[1].endsWith('.graphql')) continue;
    const target = resolveModule(path.dirname(file), m[1]);
    if (!target.startsWith(featuresDir)) continue;
    for (const name of documentsOf(target, seen)) names.add(name);
  }
  return names;
}

interface RootRead {
  operation: string;
  field: string;
  scopes: Partial<AuthScopes>;
}

/** The root fields a document's queries and subscriptions select, with their auth scopes. */
function rootReads(name: string): RootRead[] {
  const doc = documents[name] as DocumentNode | undefined;
  if (!doc?.definitions) return [];
  const reads: RootRead[] = [];
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION || def.operation === 'mutation') continue;
    const type = def.operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
    for (const selection of def.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || selection.name.value.startsWith('__')) continue;
      const field = type?.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined;
      if (!field) throw new Error(`${name} selects ${selection.name.value}, which the server does not have`);
      const options = (field.extensions as { pothosOptions?: { authScopes?: Partial<AuthScopes> } }).pothosOptions;
      reads.push({ operation: name, field: field.name, scopes: options?.authScopes ?? {} });
    }
  }
  return reads;
}

/** Every way of holding just what `access` asks: one code of each `a|b` alternative. */
function minimalHoldings(access: Access): PermissionCode[][] {
  let holdings: PermissionCode[][] = [[]];
  for (const expr of access.codes) {
    const options = expr.split('|') as PermissionCode[];
    holdings = holdings.flatMap((held) => options.map((code) => [...held, code]));
  }
  return holdings;
}

const requirementCodes = (scopes: Partial<AuthScopes>): PermissionCode[] => (scopes.can === undefined ? [] : typeof scopes.can === 'string' ? [scopes.can] : [...scopes.can]);

/** Whether a caller holding `held` (and signed in) passes the scopes; system-only codes mean a system super admin. */
function allowed(scopes: Partial<AuthScopes>, held: PermissionCode[]): boolean {
  if (scopes.public || scopes.authenticated || scopes.enrolment) return true;
  if (scopes.systemAdmin) return held.some((code) => SYSTEM_ONLY_CODES.includes(code));
  if (scopes.can !== undefined) return requirementCodes(scopes).some((code) => satisfies(held, code));
  return false;
}

/**
 * Disagreements known outside the monitoring area, each a page whose menu code differs from
 * what its data needs, as `path → field`. The test fails when one is mended (take it out) or a
 * new one appears.
 */
const KNOWN_GAPS: Record<string, string> = {
  // The product dashboards open with the console's Dashboard code and any code of the product;
  // their data asks for the product's kind codes.
  '/hardening/dashboard → hardeningDashboard': 'dashboard vs kind codes',
  '/hardening/dashboard → hardeningEngines': 'dashboard vs kind codes',
  '/hardening/dashboard → hardeningJobUpdated': 'dashboard vs kind codes',
  '/assessment/dashboard → assessmentDashboard': 'dashboard vs kind codes',
  // Policy pages are per kind, the menu item is not: listing a kind's policies also needs the kind's code.
  '/hardening-policy/android/list → hardeningPolicies': 'policy_view vs kind codes',
  '/hardening-policy/android-sdk/list → hardeningPolicies': 'policy_view vs kind codes',
  '/hardening-policy/ipa/list → hardeningPolicies': 'policy_view vs kind codes',
  '/hardening-policy/h5/list → hardeningPolicies': 'policy_view vs kind codes',
  // The policy form lists users to share with, which needs policy_add, also when only viewing.
  '/hardening-policy/android/add → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/android/edit → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/android/edit-v6 → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/android-sdk/add → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/android-sdk/edit → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/ipa/add → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/ipa/edit → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/h5/add → hardeningPolicyUserChoices': 'share list needs policy_add',
  '/hardening-policy/h5/edit → hardeningPolicyUserChoices': 'share list needs policy_add',
  // Picking a group's members lists the account's users, which needs manage_user.
  '/manage/clientmanage/userGroup → users': 'member picker needs manage_user',
  // The approvals page has a tab per kind of approval, each shown only to holders of its code:
  // sign-ups (manage_approval, system super admins) and security responses (monitor_approve).
  '/manage/clientmanage/approval → pendingSignups': 'sign-up tab needs a system super admin',
  '/manage/clientmanage/approval → securityResponseApprovals': 'response tab needs monitor_approve',
};

describe('page access and the server agree', () => {
  const pages = builtPages();
  const files = pageFiles();

  it('finds the built pages and the operations they send', () => {
    expect(pages.length).toBeGreaterThan(30);
    const withReads = pages.filter((p) => [...documentsOf(files.get(p.key)!)].some((d) => rootReads(d).length > 0));
    expect(withReads.length).toBeGreaterThan(25);
  });

  it('lets a user with exactly the menu codes of a page run every query and subscription it sends', () => {
    const refused = new Map<string, string>();
    for (const page of pages) {
      if (!page.access) continue;
      const reads = [...documentsOf(files.get(page.key)!)].flatMap(rootReads);
      for (const held of minimalHoldings(page.access)) {
        for (const read of reads) {
          if (!allowed(read.scopes, held)) refused.set(`${page.path} → ${read.field}`, `[${held.join(', ')}] cannot run ${read.operation}: ${JSON.stringify(read.scopes)}`);
        }
      }
    }
    const unknown = [...refused].filter(([key]) => !(key in KNOWN_GAPS)).map(([key, why]) => `${key} ${why}`);
    expect(unknown).toEqual([]);
    expect(Object.keys(KNOWN_GAPS).filter((key) => !refused.has(key))).toEqual([]);
  });

  it("guards each page's data on the server by a code its menu item asks for", () => {
    const unguarded: string[] = [];
    for (const page of pages) {
      if (!page.access || page.access.codes.length === 0) continue;
      const menuCodes = new Set(page.access.codes.flatMap((expr) => expr.split('|')));
      const reads = [...documentsOf(files.get(page.key)!)].flatMap(rootReads);
      const guarded = reads.filter((r) => r.scopes.can !== undefined);
      if (guarded.length === 0) continue;
      if (guarded.every((r) => `${page.path} → ${r.field}` in KNOWN_GAPS)) continue;
      if (!guarded.some((r) => requirementCodes(r.scopes).some((code) => menuCodes.has(code)))) {
        unguarded.push(
          `${page.path} asks for ${[...menuCodes].join(', ')}; its data needs ${guarded.map((r) => `${r.field}: ${requirementCodes(r.scopes).join('|')}`).join(', ')}`,
        );
      }
    }
    expect(unguarded).toEqual([]);
  });
});
