// `node --import ./scripts/ts-loader.mjs apps/server/src/main.ts`: how the server (and the processes the tests and
// benches start from its code) runs its TypeScript. Unlike tsx, it does not wrap every function the code creates in
// a name-setting helper (esbuild's keepNames): that helper ran on each closure of each call and cost about a fifth
// of a light call's CPU (docs/architecture.md, "Running the TypeScript").
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./ts-hooks.mjs', import.meta.url);
