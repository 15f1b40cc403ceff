import { ErrorBody } from '@ye/contracts/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { connectionFailure, isConnectionError } from '../db/client.ts';
import { AppError, TooManyRequests } from '../errors.ts';

/**
 * One place that turns every failure into `{"detail": ...}` with the right status. Services throw typed
 * errors; Fastify's own errors (bad JSON, body too large) and validation errors are mapped here too.
 * A 5xx never shows its internal message.
 */
/** The error answers most routes declare in their response schema (each is `{detail}`). */
export const errorResponses = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((v) => ({
          field: fieldName(v.instancePath, v.params),
          message: v.message ?? 'is not valid',
        }));
        const first = errors[0];
        const detail = first
          ? `${first.field ? `${first.field}: ` : ''}${first.message}`
          : 'The request is not valid.';
        return reply.status(400).send({ detail, code: 'validation_error', errors });
      }
      if (err instanceof TooManyRequests) {
        reply.header('retry-after', String(err.retryAfterSeconds));
        return reply.status(429).send({ detail: err.message, code: err.code });
      }
      if (err instanceof AppError) {
        return reply.status(err.statusCode).send({ detail: err.message, code: err.code });
      }
      if (isConnectionError(err)) {
        // One short line per request: an outage under load answers thousands of these.
        request.log.warn({ db: connectionFailure(err) }, 'database unreachable');
        return reply.status(503).send({
          detail: 'The service is briefly unavailable. Please try again in a moment.',
          code: 'unavailable',
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err }, 'unhandled error');
        return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
      }
      return reply.status(status).send({ detail: clientMessage(err), code: err.code });
    });
  },
  { name: 'errors' },
);

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { issue?: { path?: unknown[] } })?.issue?.path;
  return Array.isArray(missing) ? missing.join('.') : '';
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    default:
      return err.message;
  }
}
