// The server's walls (issue 21), checked by `npm run check`. Layers, from the bottom:
//   contract/                      zod schemas shared with the web app; imports neither side
//   server/{lib,db,jobs}/          shared machinery (errors, the database, the job queue and the
//                                  interval scheduler); knows no module
//   server/modules/<m>/            features; another module is reached through its index.ts, and
//                                  its tables.ts (the tables it owns) for reads, joins and foreign
//                                  keys: only the owner writes them (scripts/table-writers.ts)
//   server/{app,scheduled-work,seed,tables,bootstrap,main,…}.ts  wiring above the modules
// Test files are left out: a test may reach into any file it tests.

const lowerLayers = '^server/(lib|db|jobs)/';
// What the lower layers may use at the server's root: settings and the context's types.
const lowerMayUse = '^server/((lib|db|jobs|types)/|(config|context)\\.ts$)';
const aboveModules =
  '^server/(seed/|(app|openapi|asyncapi|bootstrap|main|cluster|scheduled-work|tables|web-static|web-build)\\.ts$)';

// A module's tables.ts is the second thing others import: reading or joining its rows and
// referencing its keys need the table objects, and a tables.ts imports nothing but other tables
// (rule `tables-are-leaves`), so importing one can never close a cycle through a service, as
// re-exporting tables from an index.ts did (users → friends → users). Writing them stays the
// owner's (scripts/table-writers.ts, run by a unit test).
const otherModuleInternals = {
  path: '^server/modules/[^/]+/',
  pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/(index|tables)\\.ts$'],
};
const tablesFiles = '^server/(modules/[^/]+|jobs)/tables\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'lower-layer-imports-up',
      comment: 'lib/, db/ and jobs/ sit below the modules: a module registers with them instead.',
      severity: 'error',
      from: { path: lowerLayers },
      to: { path: '^server/', pathNot: lowerMayUse },
    },
    {
      name: 'context-is-infrastructure',
      comment:
        'server/context.ts holds settings, the databases, Redis and the clock, and a store the ' +
        'modules keep their own state in (lib/process-local.ts): it imports no module and no lib/ ' +
        'file, so nothing reaches a module through it (issue 34).',
      severity: 'error',
      from: { path: '^server/context\\.ts$' },
      to: { path: '^server/', pathNot: '^server/(config\\.ts$|db/|types/)' },
    },
    {
      name: 'lib-db-below-jobs',
      comment: 'The job queue and scheduler are built on lib/ and db/, not the other way round.',
      severity: 'error',
      from: { path: '^server/(lib|db)/' },
      to: { path: '^server/jobs/' },
    },
    {
      name: 'module-imports-wiring',
      comment: 'The app, the seed and the process wiring import modules, never the reverse.',
      severity: 'error',
      from: { path: '^server/modules/' },
      to: { path: aboveModules },
    },
    {
      name: 'contract-stands-alone',
      comment: 'contract/ is shared by the server and the web app, so it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|web|scripts)/' },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle, type imports included.',
      severity: 'error',
      from: { path: '^(server|contract|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'tables-are-leaves',
      comment:
        'A tables.ts declares tables: it imports the column shapes and, for foreign keys, other ' +
        "modules' tables.ts, never a service, so every module may import it without a cycle.",
      severity: 'error',
      from: { path: tablesFiles },
      to: { path: '^(server|scripts|web)/', pathNot: [tablesFiles, '^server/db/columns\\.ts$'] },
    },
    {
      name: 'battles-build-on-the-game',
      comment:
        'Live battles are a mode on top of the engine, wallet, users, friends and notifications: ' +
        'none of those may import the battles module (issue 35).',
      severity: 'error',
      from: { path: '^server/modules/(engine|wallet|users|friends|notifications)/' },
      to: { path: '^server/modules/battles/' },
    },
    {
      name: 'module-public-entry',
      comment: "A module imports another module's index.ts (or tables.ts), never its inner files.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: otherModuleInternals,
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    // Type imports count: a cycle through `import type` is still a cycle between the files.
    tsPreCompilationDeps: true,
    // Resolves @contract/* and @web/*.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
