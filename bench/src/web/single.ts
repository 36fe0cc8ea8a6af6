// Builds the single-bundle variant (bench/single/webpack.config.mjs) with the shell's webpack.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';

export function buildSingleBundle(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'shell/node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--config',
        path.join(repoRoot, 'bench/single/webpack.config.mjs'),
      ],
      { cwd: path.join(repoRoot, 'shell'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built the single bundle in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      } else {
        process.stderr.write(out);
        reject(new Error(`single-bundle build failed (exit ${code})`));
      }
    });
  });
}
