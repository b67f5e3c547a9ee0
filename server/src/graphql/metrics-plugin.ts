import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../platform/metrics';

/**
 * Times each GraphQL execution (HTTP and graphql-ws alike) into
 * `rampart_graphql_operation_duration_seconds`, labelled by operation name (bounded: see
 * {@link Metrics.operationLabel}), type and outcome (`error` when the result carries errors).
 * Subscriptions are timed until their stream is set up, not for their lifetime.
 */
export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const start = performance.now();
      return {
        onExecuteDone({ result }) {
          const operation = getOperationAST(args.document, args.operationName);
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlDuration.observe(
            { operation: metrics.operationLabel(operation?.name?.value), type: operation?.operation ?? 'unknown', outcome: failed ? 'error' : 'ok' },
            (performance.now() - start) / 1000,
          );
        },
      };
    },
  };
}
