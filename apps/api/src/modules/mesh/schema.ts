/** The mesh service's GraphQL schema (camelCase, as the web client asks for it). */
export const meshSchema = /* GraphQL */ `
  enum SubscriptionFrequency {
    MONTHLY
    YEARLY
  }

  type Organization {
    id: ID!
    name: String
  }

  type Subscription {
    id: ID!
    status: String
    trialEndAt: String
    createdAt: String
  }

  type Stripe {
    subscriptions: [Subscription!]!
  }

  type Me {
    id: ID!
    permissions: [String!]!
    hasActiveStripeSubscription: Boolean!
    organizations: [Organization!]!
    subscriptionStatus: String
    stripe: Stripe
  }

  type Query {
    "The signed-in user of the bearer mesh token."
    me: Me
  }

  type Mutation {
    "A checkout page for the family membership (parents only). The return URLs must be on this site."
    checkoutUrl(subscriptionType: SubscriptionFrequency!, successUrl: String!, cancelUrl: String!): String
    "The payment provider's customer portal: change plan, cancel, cards (parents only)."
    portalUrl(returnUrl: String!): String
  }
`;
