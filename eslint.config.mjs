// ESLint for ui/src (`npm run lint`, run by scripts/test.sh).
//
// Besides typescript-eslint's recommended rules it enforces the import
// direction of the UI's layers, highest first:
//
//   shell       entry-*.tsx, app/app.tsx, app/route-modules.*  (may import anything)
//   routes      routes/<page>/        one folder per page
//   features    features/<domain>/    a domain's UI used by several pages
//   components  components/           shared pieces, layouts
//   app infra   app/* (the rest)      link, page context, API client and panggil, query
//   lib         lib/                  pure formatting helpers
//   api         api/                  generated types (imports nothing)
//
// A layer imports only layers below it (and itself); `import type` counts too.
// All internal imports are relative, so the rules match folder names in the
// import path. Known violations are listed in KNOWN_VIOLATIONS below: each
// is a file allowed its current imports until it is moved, not a pattern to
// copy.
//
// JSON API calls go through app/panggil.ts (typed by the OpenAPI `paths`):
// only it (and api-client's own test) may import api/apiGet from api-client.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const SHELL = { regex: String.raw`(^|/)(entry-[^/]*|app/app|app/route-modules[^/]*)$`, message: "Only the shell (entry-*, app/app.tsx, app/route-modules.*) imports the shell." };
const ROUTES = { regex: String.raw`(^|/)routes/`, message: "Only routes/ and the shell import routes/ (layers: routes → features → components → app infra → lib → api)." };
const FEATURES = { regex: String.raw`(^|/)features/`, message: "components/, app/ and lib/ must not import features/ (layers: routes → features → components → app infra → lib → api)." };
const COMPONENTS = { regex: String.raw`(^|/)components/`, message: "app/ infra and lib/ must not import components/ (layers: routes → features → components → app infra → lib → api)." };
const APP = { regex: String.raw`(^|/)app/`, message: "lib/ and api/ must not import app/." };
const LIB = { regex: String.raw`(^|/)lib/`, message: "api/ holds generated types only and imports nothing else." };

// api()/apiGet() take any string and a type argument the caller picks; panggil() takes an
// OpenAPI template and types params, body and answer from the server's document.
const API_UNTYPED = {
  regex: String.raw`(^|/)api-client$`, // "./api-client" inside app/
  importNames: ["api", "apiGet"],
  message: "Panggil API JSON lewat panggil() dari app/panggil.ts (bertipe dari OpenAPI paths), bukan api()/apiGet().",
};
const PANGGIL_FILES = ["ui/src/app/panggil.ts", "ui/src/app/api-client.test.ts"];

// Every layer's restriction also refuses the untyped API calls, except in PANGGIL_FILES.
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns: [...patterns, API_UNTYPED] }] });

const SHELL_FILES = ["ui/src/entry-*.tsx", "ui/src/app/app.tsx", "ui/src/app/route-modules.*"];

// Existing imports against the direction, to be fixed by moving the file:
// - the context layout renders the chat column, so it belongs in features/chat
//   (it is used by routes and named in app/route-types.ts);
// - app/route-types.ts names the context layout's props and the chat target
//   (type-only), so it really is part of the shell.
const KNOWN_VIOLATIONS = ["ui/src/components/layout/context-layout.tsx", "ui/src/app/route-types.ts"];

export default tseslint.config(
  { ignores: ["ui/dist/**", "ui/src/api/schema.d.ts", "ui/src/app/route-modules.d.ts"] },
  {
    files: ["ui/src/**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["ui/src/routes/**"], rules: restrict(SHELL) },
  { files: ["ui/src/features/**"], rules: restrict(SHELL, ROUTES) },
  { files: ["ui/src/components/**"], rules: restrict(SHELL, ROUTES, FEATURES) },
  { files: ["ui/src/app/**"], ignores: [...SHELL_FILES, ...PANGGIL_FILES], rules: restrict(SHELL, ROUTES, FEATURES, COMPONENTS) },
  // panggil.ts is app infra that wraps api(); api-client's test tests api() itself.
  { files: PANGGIL_FILES, rules: { "no-restricted-imports": ["error", { patterns: [SHELL, ROUTES, FEATURES, COMPONENTS] }] } },
  { files: ["ui/src/lib/**"], rules: restrict(SHELL, ROUTES, FEATURES, COMPONENTS, APP) },
  { files: ["ui/src/api/**"], rules: restrict(SHELL, ROUTES, FEATURES, COMPONENTS, APP, LIB) },
  // The shell has no layer restriction, only the untyped API calls.
  { files: SHELL_FILES, rules: restrict() },
  // The known violations keep every other restriction of their layer.
  {
    files: [KNOWN_VIOLATIONS[0]],
    rules: restrict(SHELL, ROUTES, { ...FEATURES, regex: String.raw`(^|/)features/(?!chat/)` }),
  },
  {
    files: [KNOWN_VIOLATIONS[1]],
    rules: restrict(SHELL, ROUTES, { ...FEATURES, regex: String.raw`(^|/)features/(?!chat/types$)` }, {
      ...COMPONENTS,
      regex: String.raw`(^|/)components/(?!layout/context-layout$)`,
    }),
  },
);
