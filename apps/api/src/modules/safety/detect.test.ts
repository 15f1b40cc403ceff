import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkChildText, SAFETY_VERSION } from './check.ts';
import { findCrisis } from './crisis.ts';
import { findPersonalDetails, hidePersonalDetails } from './personal.ts';

describe('crisis phrases', () => {
  it.each([
    ['I want to kill myself', 'self_harm'],
    ['i wanna diiiie', 'self_harm'],
    ['iwanttodie', 'self_harm'],
    ['k1ll mys3lf', 'self_harm'],
    ['thinking about sucide', 'self_harm'],
    ['kill my self tonight', 'self_harm'],
    ['everyone would be happier without me', 'self_harm'],
    ['Nobody likes me at school', 'distress'],
    ['nobody really likes me', 'distress'],
    ['my stepdad hits me when mum is out', 'abuse'],
    ['a man online asked me to send pictures', 'sexual'],
    ['they beat me up after school every day', 'bullying'],
    ["i'm going to bring a knife to school", 'violence'],
  ])('%s is a crisis (%s)', (text, category) => {
    expect(findCrisis(text)?.category).toBe(category);
  });

  it.each([
    'this level is killing me',
    'I nearly died laughing at the video',
    'I want to diet like my mum',
    'my phone battery died',
    'the zombie killed me three times',
    'nobody likes broccoli',
    'I baked a cake with my nan',
    'I killed it at my piano concert',
  ])('%s is not a crisis', (text) => {
    expect(findCrisis(text)).toBeNull();
  });
});

// Sentiment is not on the crisis path: a word-list sentiment scorer (AFINN-style weights, as the
// `sentiment` npm package uses) rates this sentence as positive because of "likes", yet the check
// still finds the crisis, and no file of the safety module uses a sentiment score at all.
describe('sentiment never judges a child', () => {
  const AFINN: Record<string, number> = { likes: 2, like: 2, nobody: 0, school: 0, me: 0, at: 0 };
  const sentiment = (text: string) =>
    text
      .toLowerCase()
      .split(/\W+/)
      .reduce((sum, w) => sum + (AFINN[w] ?? 0), 0);

  it('catches "Nobody likes me at school" though a word-list tool rates it positive', () => {
    const text = 'Nobody likes me at school';
    expect(sentiment(text)).toBeGreaterThan(0);
    expect(checkChildText(text).crisis?.category).toBe('distress');
  });

  it('no file of the safety layer scores sentiment', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\/\/.*$/gm, '');
      expect(text, file).not.toMatch(/sentiment|afinn|vader/i);
    }
  });
});

describe('personal details', () => {
  it.each([
    ['email me at mia.rose@gmail.com', 'email'],
    ['my number is 07700 900123', 'phone'],
    ['my postcode is SW1A 1AA', 'postcode'],
    ['I live at 12 Oak Tree Road', 'address'],
    ['I go to Oakwood Primary', 'school'],
    ['i go to oakwood primary school', 'school'],
    ['we live in Leeds near the park', 'place'],
    ['follow me @mia_rocks', 'handle'],
  ])('%s holds %s', (text, kind) => {
    expect(checkChildText(text).personal).toContain(kind);
  });

  it('hides them from what others read and keeps the rest', () => {
    const text = 'Hi! I go to Oakwood Primary and my number is 07700 900123. I like cats.';
    expect(hidePersonalDetails(text)).toBe('Hi! I go to [hidden] and my number is [hidden]. I like cats.');
  });

  it('leaves everyday numbers and words alone', () => {
    for (const text of ['I scored 120 points on level 3', 'I got a ps4 2nd hand', 'I am 9 years old'])
      expect(findPersonalDetails(text), text).toEqual([]);
  });
});

it('names its version and finds rude words through obscenity', () => {
  const check = checkChildText('you are a f*cking loser');
  expect(check.version).toBe(SAFETY_VERSION);
  expect(check.rude).not.toBeNull();
  expect(check.crisis).toBeNull();
});
