import { describe, expect, it } from 'vitest';
import { LoginRequest, SignupRequest } from './auth.ts';
import { NUL_MESSAGE, text } from './common.ts';
import { ContactRequest } from './contact.ts';
import { MeshLoginBody } from './mesh.ts';

describe('text()', () => {
  it('refuses a NUL character anywhere and keeps the chained rules', () => {
    const name = text().trim().min(1, 'empty').max(5, 'long');
    expect(name.parse('  ab ')).toBe('ab');
    for (const bad of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      const r = name.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
    }
    expect(name.safeParse('').error?.issues[0]?.message).toBe('empty');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('long');
  });

  it('guards the sign-up, sign-in, contact and mesh sign-in fields', () => {
    const nul = 'x\u0000y';
    const signup = { email: 'a@example.test', password: 'Blue-Kite-2026', first_name: 'A', last_name: 'B' };
    expect(SignupRequest.safeParse(signup).success).toBe(true);
    for (const field of ['password', 'first_name', 'last_name'] as const)
      expect(SignupRequest.safeParse({ ...signup, [field]: nul }).success).toBe(false);
    expect(SignupRequest.safeParse({ ...signup, email: 'a\u0000@example.test' }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: nul, password: 'x' }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: 'kid', password: nul }).success).toBe(false);
    const contact = { name: 'A', email: 'a@example.test', subject: 'Hi', message: 'Hello' };
    expect(ContactRequest.safeParse(contact).success).toBe(true);
    expect(ContactRequest.safeParse({ ...contact, message: nul }).success).toBe(false);
    expect(MeshLoginBody.safeParse({ username: nul, password: 'x' }).success).toBe(false);
  });
});
