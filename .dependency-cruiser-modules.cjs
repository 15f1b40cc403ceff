// The module graph of the server, checked by `npm run check:boundaries` (decision 023): no two domain
// modules may depend on each other, however far round. Imports of a tables.ts are left out: a module
// may join another's tables in its own queries.ts (one query beats a call per row), and the tables'
// foreign keys point where the data points, which is not a dependency between the modules' rules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Two modules depend on each other: move the shared piece down, or let the higher one call the lower.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: 'node_modules|/tables[.]ts$|[.]test[.]ts$|/test-[^/]+[.]ts$|^apps/api/src/modules/index[.]ts$',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts'] },
  },
};
