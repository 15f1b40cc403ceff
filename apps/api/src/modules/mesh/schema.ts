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
    "A checkout page for a subscription. Billing is not available yet: answers with an error."
    checkoutUrl(subscriptionType: SubscriptionFrequency!, successUrl: String!, cancelUrl: String!): String
    "The customer portal. Billing is not available yet: answers with an error."
    portalUrl(returnUrl: String!): String
  }
`;
