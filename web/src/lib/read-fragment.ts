/**
 * Reads a masked fragment's data. The client preset names this function `useFragment`, but it
 * is a plain function, not a hook, so it may be called in loops and callbacks.
 */
export { useFragment as readFragment } from '../gql/fragment-masking';
