// Bootstrap of a benchmark worker thread: registers tsx inside the worker, then imports the TypeScript entry.
//
// Why not `new Worker('worker.ts', { execArgv: ['--import', 'tsx'] })`? On Node 20 module customization hooks
// given to a Worker through execArgv (or inherited from `tsx bench/run.ts`) do not apply to the worker's own entry
// module: it fails with ERR_UNKNOWN_FILE_EXTENSION ".ts" (nodejs/node#47747, privatenumber/tsx#354). Registering
// tsx from plain JavaScript inside the worker (tsx/esm/api `register`) works on Node 20 and later, and tsx then
// resolves the tsconfig `paths` (`kriegsspiel`, `kriegsspiel/rulesets/...`) exactly as in the main thread.
//
// `workerData.tsconfig` (optional): the tsconfig whose `paths` resolve `kriegsspiel`. The baseline comparison
// (bench/baseline.ts) passes the baseline checkout's, so that its code imports its own engine; by default tsx reads
// the tsconfig of the working directory, which a worker thread cannot change.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register(workerData.tsconfig ? { tsconfig: workerData.tsconfig } : {});
await import(workerData.entry);
