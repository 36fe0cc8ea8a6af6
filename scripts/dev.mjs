// `npm run dev`: the API in watch mode plus every bundle's webpack dev server with hot reloading.
// Uses ./data like `npm start`; the shell's dev config is shell/public/config.json.
import path from 'node:path';
import { launch } from '../packages/build/process.mjs';
import { BUNDLES, root } from './lib.mjs';

const children = [];
children.push(
  launch(process.execPath, [path.join(root, 'api/node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'], {
    label: 'api',
    cwd: path.join(root, 'api'),
    env: { ...process.env, CWT_DATA_DIR: process.env.CWT_DATA_DIR ?? path.join(root, 'data') },
  }),
);
for (const b of BUNDLES) {
  children.push(
    launch(
      process.execPath,
      [path.join(root, b.dir, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
      {
        label: b.name,
        cwd: path.join(root, b.dir),
      },
    ),
  );
}
console.log('dev servers: shell http://localhost:3000, remotes 3001-3004, api http://localhost:4000');
const stop = () => {
  Promise.all(children.map((c) => c.stop())).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
