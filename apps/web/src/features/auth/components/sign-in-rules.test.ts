import { Email } from '@ye/contracts/auth';
import { describe, expect, it } from 'vitest';
import { emailRule, LOGIN_RULES, STUDENT_LOGIN_RULES } from './sign-in-rules.ts';

/** What the contracts' zod schema says of the same input: the cleaned value or its first message. */
function zodSays(raw: string) {
  const result = Email.safeParse(raw);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

describe('the sign-in forms check what the contracts check (decision 054)', () => {
  it.each([
    '',
    '   ',
    'parent@demo.test',
    '  parent@demo.test  ',
    'Parent.Name+kids@Example.co.uk',
    "o'neil@example.com",
    'no-at-sign.example.com',
    'two@@example.com',
    '.leading@example.com',
    'double..dot@example.com',
    'trailing.@example.com',
    'a@b.c',
    'a@-b.com',
    'a@b-.com',
    'name@localhost',
    'x y@example.com',
    'zoë@example.com',
    'nul\u0000@example.com',
    `${'a'.repeat(245)}@example.com`,
    `${'a'.repeat(242)}@example.com`,
  ])('email %j', (raw) => {
    expect(emailRule(raw)).toEqual(zodSays(raw));
  });

  it('asks for a password, and answers an impossible one as a wrong one', () => {
    expect(LOGIN_RULES.password('')).toEqual({ message: 'Please enter your password.' });
    expect(LOGIN_RULES.password(' secret ')).toEqual({ value: ' secret ' });
    expect(LOGIN_RULES.password('x'.repeat(128))).toEqual({ value: 'x'.repeat(128) });
    expect(LOGIN_RULES.password('x'.repeat(129))).toEqual({ message: 'The email or password is incorrect.' });
  });

  it("trims a child's username and says in a child's words what is missing", () => {
    expect(STUDENT_LOGIN_RULES.username('  mia  ')).toEqual({ value: 'mia' });
    expect(STUDENT_LOGIN_RULES.username('   ')).toEqual({ message: 'Type your username here.' });
    expect(STUDENT_LOGIN_RULES.username('m'.repeat(151))).toEqual({ message: 'That username is too long.' });
    expect(STUDENT_LOGIN_RULES.password('')).toEqual({ message: 'Type your password here.' });
    expect(STUDENT_LOGIN_RULES.password('p'.repeat(129))).toEqual({ message: 'That password is too long.' });
    // A password is sent as typed: spaces are part of it.
    expect(STUDENT_LOGIN_RULES.password(' Mia#2026 ')).toEqual({ value: ' Mia#2026 ' });
  });
});
