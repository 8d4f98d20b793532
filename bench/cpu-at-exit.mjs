// Preloaded by `npm run bench` (node --import) into each CLI run it times: at exit, the process's
// own CPU time (user + system, every thread, from getrusage) and its peak resident memory go to
// stderr on lines of their own. CPU time depends far less on the machine's load than wall time does.
// Worker threads run this preload too (they inherit the --import): only the main thread reports,
// once they have ended.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.on('exit', () => {
    const u = process.cpuUsage();
    process.stderr.write(`\nbench-cpu-us ${u.user + u.system}\nbench-maxrss-kb ${process.resourceUsage().maxRSS}\n`);
  });
}
