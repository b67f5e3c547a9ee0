import type { TestServer } from './server';

export interface GraphQLAnswer {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Runs one GraphQL operation in-process as the holder of `token`. */
export async function gqlAs(t: TestServer, token: string | null, query: string, variables?: Record<string, unknown>, lang = 'en'): Promise<GraphQLAnswer> {
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return res.json();
}

/**
 * The outcome code of a single-field operation: '200' when it succeeded, the top-level error's
 * code, or the typed AppError result's code.
 */
export function outcome(answer: GraphQLAnswer): string {
  if (answer.errors?.length) return answer.errors[0].extensions?.code ?? 'error';
  const value = answer.data ? Object.values(answer.data)[0] : null;
  if (value && typeof value === 'object' && '__typename' in value && value.__typename === 'AppError') return (value as { code: string }).code;
  return '200';
}
