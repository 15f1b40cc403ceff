import { createRequire } from 'node:module';
import type { ASTVisitor, OperationDefinitionNode, SelectionSetNode, ValidationContext } from 'graphql';
import { z } from 'zod';

// mercurius requires graphql's CommonJS build; an ESM import can resolve to its .mjs twin (vitest
// does), and graphql-js refuses objects from "another realm". Take the very module mercurius uses.
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { GraphQLError, Kind } = graphql;

/** Turns off __schema and __type queries (production). */
export const NoSchemaIntrospectionCustomRule = graphql.NoSchemaIntrospectionCustomRule;

/**
 * What one GraphQL request may ask for. The web client's largest query selects about a dozen fields,
 * no aliases and two database reads (me, organizations); these ceilings leave room for that many times
 * over and refuse, before anything runs, a document built to make the server work (hundreds of
 * aliases of `me { organizations }` took seconds each).
 */
export const GRAPHQL_LIMITS = {
  /** Longest query text, in characters. */
  maxQueryChars: 10_000,
  /** Field selections in one operation, counting each alias and each use of a fragment. */
  maxFields: 200,
  /** Aliased fields in one operation. */
  maxAliases: 20,
  /** Cost: 1 per field, FIELD_COST for fields that read the database. */
  maxCost: 100,
  /** Nesting depth (mercurius' queryDepth). */
  maxDepth: 8,
} as const;

/** Fields whose resolver reads the database, and what each costs. */
const FIELD_COST: Record<string, number> = {
  me: 10,
  organizations: 10,
  // Billing reads our tables once per `me`; checkout and the portal call the payment provider.
  hasActiveStripeSubscription: 10,
  subscriptionStatus: 10,
  stripe: 10,
  checkoutUrl: 50,
  portalUrl: 50,
};

interface Tally {
  fields: number;
  aliases: number;
  cost: number;
}

function over(t: Tally): boolean {
  return (
    t.fields > GRAPHQL_LIMITS.maxFields ||
    t.aliases > GRAPHQL_LIMITS.maxAliases ||
    t.cost > GRAPHQL_LIMITS.maxCost
  );
}

/**
 * A graphql-js validation rule: counts fields, aliases and cost of each operation with fragments
 * expanded where they are used, and stops counting as soon as a ceiling is passed (so a fragment that
 * doubles at every level cannot make the count itself expensive).
 */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  const tallySelections = (set: SelectionSetNode, tally: Tally, path: Set<string>): void => {
    for (const selection of set.selections) {
      if (over(tally)) return;
      if (selection.kind === Kind.FIELD) {
        tally.fields += 1;
        if (selection.alias) tally.aliases += 1;
        tally.cost += FIELD_COST[selection.name.value] ?? 1;
        if (selection.selectionSet) tallySelections(selection.selectionSet, tally, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        tallySelections(selection.selectionSet, tally, path);
      } else {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        // A cycle is another rule's error (NoFragmentCycles); here it just stops.
        if (!fragment || path.has(name)) continue;
        path.add(name);
        tallySelections(fragment.selectionSet, tally, path);
        path.delete(name);
      }
    }
  };

  return {
    OperationDefinition(node: OperationDefinitionNode) {
      const tally: Tally = { fields: 0, aliases: 0, cost: 0 };
      tallySelections(node.selectionSet, tally, new Set());
      if (over(tally)) {
        context.reportError(
          new GraphQLError(
            `This query asks for too much at once (at most ${GRAPHQL_LIMITS.maxFields} fields, ` +
              `${GRAPHQL_LIMITS.maxAliases} aliases and a cost of ${GRAPHQL_LIMITS.maxCost}). Ask for less.`,
            { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } },
          ),
        );
      }
      return false; // the selections were walked above
    },
  };
}

const Json = z.record(z.string(), z.unknown());

/** The body of POST /graphql: one operation (no batches), its text a string within the length limit. */
export const GraphqlPostBody = z.object(
  {
    query: z
      .string({ error: 'Send the GraphQL query as a string in "query".' })
      .min(1, 'Send the GraphQL query as a string in "query".')
      .max(
        GRAPHQL_LIMITS.maxQueryChars,
        `The query must be at most ${GRAPHQL_LIMITS.maxQueryChars} characters long.`,
      ),
    variables: Json.nullish(),
    operationName: z.string().max(200).nullish(),
    extensions: Json.nullish(),
  },
  { error: 'Send one GraphQL request as a JSON object: {"query": "...", "variables": {...}}.' },
);

/** The query string of GET /graphql: each parameter at most once, and strings. */
export const GraphqlGetQuery = z.object({
  query: z
    .string({ error: 'Send the GraphQL query once, as a string in "query".' })
    .max(
      GRAPHQL_LIMITS.maxQueryChars,
      `The query must be at most ${GRAPHQL_LIMITS.maxQueryChars} characters long.`,
    )
    .optional(),
  variables: z
    .string({ error: 'Send "variables" once, as JSON.' })
    .max(GRAPHQL_LIMITS.maxQueryChars)
    .optional(),
  operationName: z.string({ error: 'Send "operationName" once.' }).max(200).optional(),
  extensions: z
    .string({ error: 'Send "extensions" once, as JSON.' })
    .max(GRAPHQL_LIMITS.maxQueryChars)
    .optional(),
});
