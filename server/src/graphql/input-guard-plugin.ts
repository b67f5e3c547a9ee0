import {
  BREAK,
  getArgumentValues,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputField,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import { message } from '../i18n/messages';
import { AppError, ValidationError } from '../lib/errors';
import { assertSafeInput, findUnsafeText } from '../lib/validation';

/**
 * Checks every operation's input before it executes, so bad text never reaches a resolver or
 * PostgreSQL: a string with a NUL byte or a lone surrogate (in variables or inline literals, at
 * any depth) answers `400 textInvalid` naming the argument. Ids are checked per field by
 * `assertIdArguments` (id-guard-plugin.ts).
 */
export function useInputGuard(): Plugin {
  const check = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    variableValues?: Record<string, unknown> | null;
    operationName?: string | null;
    contextValue: unknown;
  }): ExecutionResult | null => {
    const problem = findProblem(args.schema, args.document, args.variableValues ?? {}, args.operationName ?? null);
    if (!problem) return null;
    const ctx = args.contextValue as Context;
    return { errors: [new GraphQLError(message(ctx.lang, problem.messageKey, problem.params), { originalError: problem, extensions: { code: problem.code } })] };
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const result = check(args);
      if (result) setResultAndStopExecution(result);
    },
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const result = check(args);
      if (result) setResultAndStopExecution(result);
    },
  };
}

function findProblem(schema: GraphQLSchema, document: DocumentNode, rawVariables: Record<string, unknown>, operationName: string | null): AppError | null {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (operationName === null || d.name?.value === operationName),
  );
  if (!operation) return null;
  // Variables first, by name, so the message names what the client sent.
  try {
    assertSafeInput(rawVariables, '');
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  // Only field arguments are checked below; most queries the console repeats have none.
  if (!hasFieldArguments(document)) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables);
  // Variables that do not fit their types are answered by execution itself.
  if (coerced.errors) return null;
  const typeInfo = new TypeInfo(schema);
  let problem: AppError | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (problem) return false;
        const field = typeInfo.getFieldDef();
        if (!field || !node.arguments?.length) return undefined;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, coerced.coerced);
        } catch {
          return undefined; // execution reports it
        }
        for (const arg of field.args) {
          if (values[arg.name] === undefined) continue;
          problem = checkValue(arg, arg.type, values[arg.name], arg.name);
          if (problem) return false;
        }
        return undefined;
      },
    }),
  );
  return problem;
}

/** Per parsed document (Yoga hands out the same one for the same text): whether any field takes arguments. */
const fieldArguments = new WeakMap<DocumentNode, boolean>();

function hasFieldArguments(document: DocumentNode): boolean {
  let found = fieldArguments.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Field(node) {
        if (node.arguments?.length) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    fieldArguments.set(document, found);
  }
  return found;
}

/** Checks one coerced value against its type: strings PostgreSQL can store. */
function checkValue(holder: GraphQLArgument | GraphQLInputField, type: GraphQLInputType, value: unknown, path: string): AppError | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return checkValue(holder, type.ofType, value, path);
  if (isListType(type)) {
    if (!Array.isArray(value)) return checkValue(holder, type.ofType, value, path);
    for (let i = 0; i < value.length; i++) {
      const problem = checkValue(holder, type.ofType, value[i], `${path}.${i}`);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      const problem = field ? checkValue(field, field.type, inner, `${path}.${key}`) : null;
      if (problem) return problem;
    }
    return null;
  }
  const unsafe = findUnsafeText(value, path);
  if (unsafe !== null) return new ValidationError('textInvalid', { field: unsafe });
  return null;
}
