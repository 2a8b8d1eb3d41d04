// The import graph's own check, beside lint (issue 43): no cycles, and only
// the edges between capabilities that ADR 55 allows, type-only imports
// counted. ESLint's import-x/no-cycle follows only the imports that reach the
// bundle; a cycle of types alone still ties two modules together for a
// reader, and it is how the first runtime cycle usually starts.
// `tsPreCompilationDeps` makes dependency-cruiser read imports as written,
// before TypeScript drops the type-only ones. Version 17 is the last for
// Node 20 (18 needs Node 22).

/**
 * Which capability may use which (ADR 55, docs/decisions/0055-*.md): each
 * folder of app/ and the folders it may import besides its own. The floors,
 * lowest first: the foundation, the adapters, the lead pipeline, the domain
 * capabilities, the tools, the plan; the shell, the root modules and
 * site-files compose them. A capability's `routes/` pages are composition
 * roots (see `pages` below); the staff areas are listed under `staffAreas`.
 */
const foundation = ["lib", "db", "content", "ui", "platform", "generated", "places"];
const floors = {
  lib: [],
  db: ["lib"],
  content: ["lib"],
  // India's PIN codes: where each is, its district and state (ADR 59).
  places: ["lib"],
  ui: ["lib", "content", "generated"],
  platform: ["lib", "ui", "content"],
  generated: [],
  // Adapters: the outside systems (the ERP, stored files).
  erp: foundation,
  media: foundation,
  // The lead pipeline: forms, submission, delivery, the CRM adapter, bookings.
  leads: [...foundation, "erp", "media"],
  // Domain capabilities.
  products: [...foundation, "erp", "media"],
  catalogue: [...foundation, "erp", "media", "products"],
  editorial: [...foundation, "erp", "media"],
  investors: [...foundation, "erp", "media"],
  company: [...foundation, "erp", "media"],
  // The rights of the people whose data we hold (issue 44): their requests,
  // erasure and retention reach the leads' and the alert sign-ups' stores.
  privacy: [...foundation, "erp", "media", "leads", "investors"],
  // The tools may use products, and the tools below them.
  shades: [...foundation, "products"],
  "paint-budget": [...foundation, "products", "shades"],
  visualiser: [...foundation, "products", "shades", "paint-budget"],
  dealers: [...foundation, "products"],
  "paint-finder": [...foundation, "products", "shades", "paint-budget"],
  // The plan joins the tools.
  plan: [
    ...foundation,
    "products",
    "shades",
    "paint-budget",
    "visualiser",
    "dealers",
    "paint-finder",
  ],
};

/** Composition: the site's frame and its files may use every public capability. */
const composition = ["shell", "site-files", "downloads"];

/**
 * The faces a lower floor may use of a higher one. Every page embeds the
 * consultation's link (its dialog is opened by the root layout's host), and
 * every page with a form of its own uses the lead forms' kit: the signed
 * form session and the form's answer.
 */
const faces = [
  "^app/leads/consultation/ConsultationLink\\.tsx$",
  "^app/leads/consultation/ConsultationDialogHost\\.tsx$",
  "^app/leads/consultation/contributors\\.ts$",
  "^app/leads/forms/lead-result\\.ts$",
  "^app/leads/submit/form-session-(signer\\.server|token)\\.ts$",
];

/**
 * The staff areas: each may use staff's own kit (ui, auth, audit, shell,
 * uploads), the foundation and the adapters, and the capability whose data
 * it edits, through that capability's store (ADR 48).
 */
const staffKit = ["staff/ui", "staff/auth", "staff/audit", "staff/shell", "staff/uploads"];
const staffAreas = {
  "staff/ui": ["staff/auth"],
  "staff/auth": ["staff/ui", "staff/audit", "staff/shell", "staff/accounts", "shell"],
  "staff/audit": ["staff/ui", "staff/auth"],
  "staff/shell": ["staff/ui", "staff/auth", "shell"],
  "staff/uploads": ["staff/auth", "media"],
  "staff/accounts": staffKit,
  "staff/alerts": [...staffKit, "investors"],
  "staff/bookings": [...staffKit, "leads"],
  "staff/calendar": [...staffKit, "investors", "staff/content", "staff/translations"],
  "staff/catalogue": [...staffKit, "catalogue", "staff/content"],
  "staff/content": [...staffKit, "editorial", "staff/translations"],
  "staff/dealers": [...staffKit, "dealers"],
  "staff/documents": [...staffKit, "investors"],
  "staff/leads": [...staffKit, "leads", "staff/bookings"],
  "staff/privacy": [...staffKit, "privacy", "leads", "investors"],
  "staff/translations": [...staffKit, "investors", "staff/calendar", "staff/content"],
};

const publicCapabilities = Object.keys(floors).concat(composition);
const folder = (name) => `^app/${name}/`;
const anyOf = (names) => `^app/(${names.join("|")})/`;
const test = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other, types included: one of them owns the shared part.",
      from: {},
      to: { circular: true },
    },
  ],
  // Everything not allowed here fails (`allowedSeverity`).
  allowedSeverity: "error",
  allowed: [
    // Outside app/ (packages, node:, server/, scripts/) the floors do not apply.
    { from: {}, to: { pathNot: "^app/" } },
    { from: { pathNot: "^app/" }, to: {} },
    // Within a capability (a staff area counts as one).
    { from: { path: "^app/(staff/[^/]+|[^/]+)/" }, to: { path: "^app/$1/" } },
    // The floors.
    ...Object.entries(floors)
      .filter(([, may]) => may.length > 0)
      .map(([name, may]) => ({
        from: { path: folder(name), pathNot: test },
        to: { path: anyOf(may), pathNot: "/routes/" },
      })),
    // A lower floor may use the faces of the lead pipeline.
    {
      from: { path: anyOf(publicCapabilities), pathNot: test },
      to: { path: faces },
    },
    // Composition roots: the root modules (root.tsx, routes.ts, the entries),
    // the shell and site-files, and every capability's pages in `routes/`,
    // may use any public capability, but never another capability's pages.
    {
      from: { path: [`^app/[^/]+\\.tsx?$`, anyOf(composition), "^app/[^/]+/routes/"] },
      to: { path: anyOf(publicCapabilities), pathNot: "/routes/" },
    },
    // The route table joins every capability's route list and staff's (ADR 47).
    { from: { path: "^app/routes\\.ts$" }, to: { path: "^app/" } },
    // Staff areas.
    ...Object.entries(staffAreas).map(([name, may]) => ({
      from: { path: folder(name), pathNot: test },
      to: { path: anyOf([...foundation, "erp", "media", ...may]), pathNot: "/routes/" },
    })),
    // Tests may set up what the code under test meets (a product's PDF, a
    // lead's life from the form to the staff list); they are no floor's code.
    { from: { path: test }, to: {} },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^app/generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts", ".json"],
    },
  },
};
