/** A process that takes a lease and holds it until it is killed (coordination.test.ts kills it with SIGKILL). */
import { redisCoordination } from './redis-coordination';

const [url, prefix, role] = process.argv.slice(2) as [string, string, string];
const coordination = await redisCoordination({ url, prefix, log: () => {} });
coordination.lease(role, { held: () => void process.stdout.write('held\n'), lost: () => {} });
setInterval(() => {}, 1000);
