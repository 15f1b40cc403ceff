import { describe, expect, it } from 'vitest';
import { findPersonalDetails, personalDetailsMessage } from './personal-details.ts';

const names = [
  { first: 'Mia', last: 'Rossi' },
  { first: 'Leo', last: 'Okafor' },
];

describe('findPersonalDetails', () => {
  it.each([
    ['Text me on 555 201 4477', ['phone']],
    ['my email is mia.r@example.com', ['email']],
    ['mia at gmail dot com', ['email']],
    ['I live at 12 Oak Road', ['address']],
    ['come round, we are at 14 Elm Street', ['address']],
    ['our postcode is SW1A 1AA', ['postcode']],
    ['it is near M1 1AE', ['postcode']],
    ['I go to Oakfield Primary', ['school']],
    ["St Mary's High School is fun", ['school']],
    ['i go to hillside school', ['school']],
    ['my school is called Brookside', ['school']],
    ['My name is Mia Rossi', ['full_name']],
    ['I played with leo okafor today', ['full_name']],
    ['follow @mia_rocks', ['handle']],
  ])('%s', (text, kinds) => {
    expect(findPersonalDetails(text, names)).toEqual(kinds);
  });

  it.each([
    'I jumped off the diving board at the pool. My tummy felt fizzy!',
    'I walked to school and it was fun',
    'After school I played football with my friends',
    'I love my new school and my teacher',
    'I jumped really high on the trampoline',
    'My name is Mia and I like cats',
    'I scored 12345 points in the cave mission',
    'Mia and Leo are my friends',
    'We made a cool school project about frogs',
  ])('finds nothing in: %s', (text) => {
    expect(findPersonalDetails(text, names)).toEqual([]);
  });

  it('tells the child kindly without repeating the detail', () => {
    const message = personalDetailsMessage(['phone', 'full_name']);
    expect(message).toContain('a phone number or a full name');
    expect(message).not.toMatch(/\d/);
  });
});
