import { builder } from './builder';

/** The direction of a list's ordering, shared by every list that lets the caller choose it. */
export const SortDirection = builder.enumType('SortDirection', { values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const });
