// A server stand-in for dataDirLock.test.ts: takes the lock on the directory given as argument, says so, and
// holds it until it is killed.
import { lockDataDir } from './dataDirLock.ts';

await lockDataDir(process.argv[2]);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
