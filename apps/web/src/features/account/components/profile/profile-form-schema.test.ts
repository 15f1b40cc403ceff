import { describe, expect, it } from 'vitest';
import { profileFormSchema, sameEmail } from './profile-form-schema.ts';

const values = {
  first_name: 'Ada',
  last_name: 'Byron',
  email: 'ada@example.test',
  current_password: '',
  timezone: '',
  bio: '',
};

describe('profileFormSchema', () => {
  it('needs the current password only when the email changes', () => {
    expect(profileFormSchema(' ADA@example.test').safeParse(values).success).toBe(true);
    const changed = profileFormSchema('old@example.test').safeParse(values);
    expect(changed.error?.issues.map((i) => i.path.join('.'))).toEqual(['current_password']);
  });
  it('compares addresses without case or spaces', () => {
    expect(sameEmail(' A@b.test ', 'a@B.test')).toBe(true);
    expect(sameEmail('a@b.test', null)).toBe(false);
  });
});
