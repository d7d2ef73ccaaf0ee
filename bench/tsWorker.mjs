// Bootstrap of a benchmark worker thread: registers tsx inside the worker, then imports the TypeScript entry.
//
// Why not `new Worker('worker.ts', { execArgv: ['--import', 'tsx'] })`? On Node 20 module customization hooks
// given to a Worker through execArgv (or inherited from `tsx bench/run.ts`) do not apply to the worker's own entry
// module: it fails with ERR_UNKNOWN_FILE_EXTENSION ".ts" (nodejs/node#47747, privatenumber/tsx#354). Registering
// tsx from plain JavaScript inside the worker (tsx/esm/api `register`) works on Node 20 and later, and tsx then
// resolves the tsconfig `paths` (`kriegsspiel`, `kriegsspiel/rulesets/...`) exactly as in the main thread.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
