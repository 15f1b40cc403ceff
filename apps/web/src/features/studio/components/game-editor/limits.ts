import {
  AffirmationGame,
  BreathingGame,
  type GameType,
  MatchGame,
  QuizGame,
  SortGame,
} from '@ye/contracts/games';
import { z } from 'zod';

// The editor's limits (how many rows, how many characters, which numbers) are read from the game
// schemas themselves, so the forms and their messages follow the contract when it changes.

export interface Range {
  min: number;
  max: number;
}

interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const SCHEMAS = {
  quiz: QuizGame,
  sort: SortGame,
  match: MatchGame,
  affirmation: AffirmationGame,
  breathing: BreathingGame,
} as const;

const cache = new Map<GameType, JsonNode>();
function jsonSchema(type: GameType): JsonNode {
  let node = cache.get(type);
  if (!node) {
    node = z.toJSONSchema(SCHEMAS[type]) as JsonNode;
    cache.set(type, node);
  }
  return node;
}

/**
 * The bounds at `path` of a game type's schema: the number of rows of a list, the characters of a
 * text, or the smallest and largest number. The path names fields through lists ('questions',
 * 'questions.options', 'questions.prompt', 'cycles'); '#' is one entry of a list of words ('words.#').
 */
export function limit(type: GameType, path: string): Range {
  let node: JsonNode | undefined = jsonSchema(type);
  for (const key of path.split('.')) {
    if (node?.type === 'array') node = node.items;
    if (key !== '#') node = node?.properties?.[key];
  }
  if (node?.type === 'array' && node.minItems !== undefined && node.maxItems !== undefined)
    return { min: node.minItems, max: node.maxItems };
  if (node?.type === 'string' && node.minLength !== undefined && node.maxLength !== undefined)
    return { min: node.minLength, max: node.maxLength };
  if (node?.minimum !== undefined && node.maximum !== undefined)
    return { min: node.minimum, max: node.maximum };
  throw new Error(`The ${type} game has no limits at "${path}".`);
}

/** "2 to 4 options", or "2 or 3 groups" when there are only two choices. */
export function between({ min, max }: Range, noun: string): string {
  return `${min} ${max - min === 1 ? 'or' : 'to'} ${max} ${noun}`;
}
