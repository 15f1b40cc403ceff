import { NUL_MESSAGE } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from '../errors.ts';

/**
 * A safety net under the schemas: no request reaches a route with a NUL character in any string of its
 * body (JSON, urlencoded or multipart fields), query or path parameters, or in an object key. PostgreSQL
 * text cannot hold NUL, so one that slipped past a schema would end as a 500. The contracts' `text()`
 * refuses it too; this catches every schema that forgets.
 */
export function findNul(value: unknown): boolean {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Buffer.isBuffer(v)) {
      // a raw body (an upload): bytes, not text
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
    // A 1 MB body holds at most about a million values; stop well past that rather than spin.
    if (++seen > 2_000_000) return false;
  }
  return false;
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (findNul(request.params) || findNul(request.query) || findNul(request.body))
        throw new Invalid(NUL_MESSAGE, 'nul_character');
    });
  },
  { name: 'input-guard' },
);
