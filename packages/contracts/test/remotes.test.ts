import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../src/remotes';

const dirs: Record<RemoteName, string> = {
  reader: 'mf-reader',
  editor: 'mf-editor',
  social: 'mf-social',
  admin: 'mf-admin',
};

describe('remote module list', () => {
  test.each(Object.keys(REMOTES) as RemoteName[])(
    '%s exposes exactly the modules the contracts name',
    (name) => {
      const file = path.resolve(__dirname, '../../..', dirs[name], 'exposes.json');
      const exposes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(exposes).sort()).toEqual([...REMOTES[name]].sort());
    },
  );
});
