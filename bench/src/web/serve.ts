// Serves the benchmark's site (federated on :5100, the single bundle on :5120 when built) until
// interrupted, to look at what the benchmark measures: `node --import tsx bench/src/web/serve.ts`.
import { existsSync } from 'node:fs';
import { federatedUrl, SINGLE_DIST, singleUrl, startSite } from './site';

const single = existsSync(SINGLE_DIST);
const site = await startSite({ single });
console.log(`federated ${federatedUrl}${single ? `, single ${singleUrl}` : ''} (post ${site.postId})`);
const stop = () => void site.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
