// The import-direction rules of ARCHITECTURE §2, checked by `npm run lint` (and so by `npm test`).

/*
 * The business modules in layers, lowest first (docs/decisions.md "Modules depend one way"). A module may
 * import modules of the layers below its own, never one of its own layer or above: the module graph has no
 * circle, and a new edge that would close one fails here rather than at a confusing load-order error.
 * A lower module that needs something of a higher one gets it provided when that module is loaded
 * (platform/wiring/providedLater.ts) or hears of it through a platform event (onApprovalEnded,
 * onSupplierPendingOpened). A new module takes the lowest layer its imports allow.
 */
const MODULE_LAYERS = [
  ['admin'], // organisations, people, users and login; the shared admin kit every module uses
  ['base', 'bpm', 'file'], // master data, approval administration, attachments
  ['notice'], // notices and notifications (notify())
  ['message'], // the message centre: sendMessage(), in-app copies through notify()
  ['supplier'], // suppliers: they send notices and messages
  ['purchase'], // purchasing documents: they name suppliers, materials and people
  ['sourcing'], // inquiries, tenders and awards: they invite suppliers and end in prices and orders
  ['contract'], // contracts, their templates and signing: they cite awards, orders and agreements
  ['settlement'], // supply storage, statements, invoices, payments: they settle what purchasing received
  ['export', 'home', 'pending'], // across modules: Excel routes of others' imports, the home's figures, supplier to-dos
];
const modulePaths = (names) => `^apps/server/src/modules/(${names.join('|')})/`;
const moduleLayerRules = MODULE_LAYERS.map((layer, i) => ({
  name: `modules-depend-one-way-${layer.join('-')}`,
  comment: `${layer.join(', ')}: no module of its own layer or above (${MODULE_LAYERS.slice(i).flat().join(', ')}).`,
  severity: 'error',
  from: { path: modulePaths(layer) },
  // $1 is the importing module (the group of `from`): its own files are not another module.
  to: { path: modulePaths(MODULE_LAYERS.slice(i).flat()), pathNot: '^apps/server/src/modules/$1/' },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No file imports itself through others, in any app or package: modules depend one way (see MODULE_LAYERS), and inside a module a shared piece goes to a file both sides import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...moduleLayerRules,
    {
      name: 'modules-have-a-layer',
      comment: 'A new folder under modules/ gets its place in MODULE_LAYERS above, so its imports are checked too.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: modulePaths(MODULE_LAYERS.flat()) },
      to: {},
    },
    {
      name: 'platform-never-imports-modules',
      comment: 'platform/ is generic machinery; business modules plug into it, never the other way round.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'core-is-shared-by-both-sides',
      comment: 'packages/core is imported by server and web; it must not import either of them.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'modules-talk-through-services',
      comment: "A module may use another module's exported service (index.ts/service files), never its tables.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/([^/]+)/schema\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
