// Preloaded into a soak bench's server: on SIGUSR2 a full garbage collection, so the heap then sampled is what is
// still reachable (a leak), not garbage the collector had not yet reclaimed.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
process.on('SIGUSR2', () => collect());
