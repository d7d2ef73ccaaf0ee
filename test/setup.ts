// Vitest setup: every state the engine produces is deep-frozen, so a test fails at once if any code mutates a
// state it does not own (the production default leaves freezing off for speed).
import { setFreezing } from '../src/core/engine.js';

setFreezing(true);
