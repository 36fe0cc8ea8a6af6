import { runtimeConfigSchema } from '../src/config';
import { parseRuntimeConfig } from '../src/runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:4000',
  googleClientId: null,
  supportEmail: 'support@cwt.local',
  remotes: {
    reader: 'http://localhost:3001/mf-manifest.json',
    editor: 'http://localhost:3002/mf-manifest.json',
    social: 'http://localhost:3003/mf-manifest.json',
    admin: 'http://localhost:3004/mf-manifest.json',
  },
  remoteTimeoutMs: 8000,
};

const samples: [string, unknown][] = [
  ['a full config', valid],
  ['no timeout (defaulted)', { ...valid, remoteTimeoutMs: undefined }],
  ['a Google client id', { ...valid, googleClientId: 'abc.apps.googleusercontent.com' }],
  ['not an object', 'config'],
  ['null', null],
  ['an API URL that is no URL', { ...valid, apiBaseUrl: 'localhost' }],
  ['a numeric client id', { ...valid, googleClientId: 42 }],
  ['no support e-mail', { ...valid, supportEmail: undefined }],
  ['a remote missing', { ...valid, remotes: { ...valid.remotes, admin: undefined } }],
  ['an unknown remote', { ...valid, remotes: { ...valid.remotes, shop: 'http://localhost:3005/m.json' } }],
  ['a remote URL that is no URL', { ...valid, remotes: { ...valid.remotes, reader: 'mf-manifest.json' } }],
  ['remotes as an array', { ...valid, remotes: [] }],
  ['a zero timeout', { ...valid, remoteTimeoutMs: 0 }],
  ['a fractional timeout', { ...valid, remoteTimeoutMs: 1.5 }],
  ['a string timeout', { ...valid, remoteTimeoutMs: '8000' }],
];

describe('parseRuntimeConfig (the zod-free check the shell runs before its first render)', () => {
  test.each(samples)('gives the schema’s verdict and value for %s', (_label, sample) => {
    const expected = runtimeConfigSchema.safeParse(sample);
    const actual = parseRuntimeConfig(sample);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  });
});
