// The boundaries of the code base, checked by `npm run check:boundaries` in `npm test` (decision 023).
// Server: a domain module (apps/api/src/modules/<domain>/) reads and writes its own tables through its
// own queries.ts; another module may join those tables in its queries.ts, never call that queries.ts.
// Web: a feature (apps/web/src/features/<domain>/) never imports another feature; shared code
// (components/, lib/, theme/) never imports a feature.
// A module is a folder under modules/, or a sub-module one level further (learning/progress).
const MODULE = '^apps/api/src/modules/([a-z-]+/[a-z-]+|[a-z-]+)/[a-z.-]+$';
const FEATURE = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files import each other in a ring: pull what both need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-foreign-queries',
      comment:
        "A module never calls another module's queries.ts: join its tables in your own queries.ts, or call its service.",
      severity: 'error',
      // Tests may arrange rows through any module's queries (an account to sign in as, say).
      from: { path: MODULE, pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/api/src/modules/[a-z-/]+/[a-z-]*queries[.]ts$',
        pathNot: '^apps/api/src/modules/$1/[a-z-]*queries[.]ts$',
      },
    },
    {
      name: 'tables-only-in-queries',
      comment:
        'Only queries.ts (and the tables themselves) touch tables: services and routes go through queries.ts.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: '(queries|tables)\\.ts$|\\.test\\.ts$|/test-[^/]+\\.ts$',
      },
      to: { path: '^apps/api/src/modules/.+/tables\\.ts$' },
    },
    {
      name: 'no-cross-feature',
      comment: 'A web feature never imports another: move what both need to components/ or lib/.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-shared-to-feature',
      comment: 'components/, lib/ and theme/ are shared by every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|theme)/' },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/|\\.data/|\\.tmp/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
