// Bootstrap of a pool worker (process or thread) when the pool runs from the TypeScript sources (under vitest or
// tsx): registers tsx inside the worker, then hands tinypool the TypeScript entry's task function. Never shipped: the package's
// pool uses dist/poolWorker.js, built by tsup from poolWorker.ts.
//
// Why not `execArgv: ['--import', 'tsx']`? On Node 20, module hooks given to a worker through execArgv do not reach
// the modules it imports (ERR_UNKNOWN_FILE_EXTENSION ".ts"; nodejs/node#47747, privatenumber/tsx#354); registering
// tsx from plain JavaScript inside the worker works, and with the repository's tsconfig tsx resolves the `paths`
// (`kriegsspiel`, `kriegsspiel/rulesets/...`) as in the main thread. Same approach as bench/tsWorker.mjs. A worker
// process is started without the parent's `--import tsx` for the same reason, and registers tsx here too.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
const entry = await import('./poolWorker.ts');

export default entry.default;
