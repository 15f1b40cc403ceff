import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { isConnectionError } from '../../db/client.ts';
import { INTERNAL_DETAIL, UNAVAILABLE_DETAIL } from '../../plugins/errors.ts';

// mercurius is CommonJS: Node's ESM loader exposes only its default export, not named ones.
const { ErrorWithProps } = mercurius;

type ErrorFormatter = NonNullable<mercurius.MercuriusOptions['errorFormatter']>;

/** What /v1 answers with its 503 too. */
export const UNAVAILABLE_MESSAGE = UNAVAILABLE_DETAIL;

/**
 * Errors we raise on purpose and GraphQL's own (syntax, validation) keep their message. A database
 * that cannot be reached, in the context or in any resolver, answers 503 as /v1 does, so a client
 * knows to try again. Any other failure (a bug) is logged and shown as a plain sentence.
 */
export const meshErrorFormatter: ErrorFormatter = (execution, ctx) => {
  let unavailable = false;
  const errors = execution.errors.map((error) => {
    const original = error.originalError as (Error & { errors?: unknown; statusCode?: unknown }) | undefined;
    const location = {
      ...(error.nodes ? { nodes: error.nodes } : {}),
      ...(error.path ? { path: error.path } : {}),
    };
    if (original && isConnectionError(original)) {
      unavailable = true;
      ctx.reply.log.warn('database unreachable during a GraphQL request');
      return new GraphQLError(UNAVAILABLE_MESSAGE, { ...location, extensions: { code: 'UNAVAILABLE' } });
    }
    const status = typeof original?.statusCode === 'number' ? original.statusCode : undefined;
    const expected =
      !original ||
      original instanceof ErrorWithProps ||
      original instanceof GraphQLError ||
      Array.isArray(original.errors) ||
      (status !== undefined && status < 500); // a request-level 4xx: malformed JSON, body too large
    if (expected) return error;
    ctx.reply.log.error({ err: original }, 'graphql request failed');
    const masked = new Error(INTERNAL_DETAIL);
    return new GraphQLError(masked.message, {
      ...location,
      originalError: status === undefined ? masked : Object.assign(masked, { statusCode: 500 }),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, ctx);
  if (unavailable) return { ...formatted, statusCode: 503 };
  // A refused document (several validation errors at once) is still a 400: mercurius keeps 200
  // when one request-level error expands into more than one GraphQL error.
  const requestStatus = (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)
    ?.statusCode;
  if (
    !execution.data &&
    execution.errors.length === 1 &&
    typeof requestStatus === 'number' &&
    requestStatus >= 400
  )
    return { ...formatted, statusCode: requestStatus };
  return formatted;
};
