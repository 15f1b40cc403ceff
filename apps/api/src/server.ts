import { registerHooks } from 'node:module';

// The process entry. drizzle-orm is loaded through its CommonJS build: on Node 24, importing its ES
// module build re-reads its 179 KB package.json for each of its ~200 files, a passing 150 MB that the
// heap keeps as resident memory afterwards (measured: 239 MB resident after importing
// drizzle-orm/pg-core as a module, 62 MB through require; the whole API 309 MB → 231 MB). Same code,
// same version: the package ships both builds. Tests run through vite and are not affected.
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, conditions: ['node', 'require', 'default'] });
    }
    return next(specifier, context);
  },
});

await import('./main.ts');
