import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorBody, NUL_MESSAGE } from '@ye/contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
export const INTERNAL_DETAIL = 'Something went wrong on our side. Please try again.';
/** What a request answers with 503 while the database cannot be reached (/v1 and /graphql alike). */
export const UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Please try again in a moment.';

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
          detail: UNAVAILABLE_DETAIL,
          code: 'unavailable',
        });
      }
      if (isMultipartParseError(err, request.headers['content-type'])) {
        return reply.status(400).send({
          detail: 'The form could not be read. Send it as multipart/form-data with its boundary.',
          code: 'bad_multipart',
        });
      }
      if (isUnstorableText(err)) {
        return reply.status(400).send({ detail: NUL_MESSAGE, code: 'nul_character' });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return reply.status(500).send({ detail: INTERNAL_DETAIL });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err }, 'unhandled error');
        return reply.status(500).send({ detail: INTERNAL_DETAIL });
      }
      return reply.status(status).send({ detail: clientMessage(err), code: err.code });
    });
  },
  { name: 'errors' },
);

/**
 * busboy's own failures (no boundary, a boundary too long, a body cut short) are the client's form, not
 * our fault. They are plain Errors without a status, so they are told apart by their message, and only
 * on a multipart request.
 */
function isMultipartParseError(
  err: Error & { statusCode?: number },
  contentType: string | undefined,
): boolean {
  if (err.statusCode !== undefined || !contentType?.toLowerCase().startsWith('multipart/')) return false;
  return /boundary|multipart|needle|part terminated early|malformed part header/i.test(err.message);
}

/** PostgreSQL refused a character (a NUL byte, an encoding it cannot store): the input's fault. */
function isUnstorableText(err: Error & { code?: unknown }): boolean {
  return err.code === '22021' || err.code === '22P05';
}

/**
 * Fastify's `frameworkErrors`: failures found before any route runs (a broken %-escape in the URL, a
 * path parameter longer than the router takes). Answered as `{detail}` like every other error,
 * without echoing the URL back.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    reply
      .status(400)
      .send({ detail: 'The address is not valid: it holds a broken %-escape.', code: 'bad_url' });
    return;
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ detail: 'The address is too long.', code: 'uri_too_long' });
    return;
  }
  request.log.error({ err }, 'framework error');
  reply.status(500).send({ detail: INTERNAL_DETAIL });
}

/**
 * Node's `clientError`: a request so broken no route can see it (headers over the size limit, bytes
 * that are not HTTP, a request that never finished). Written straight to the socket, as `{detail}`.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail, code] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.', 'headers_too_large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.', 'request_timeout']
        : [400, 'The request could not be read.', 'bad_request'];
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

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
