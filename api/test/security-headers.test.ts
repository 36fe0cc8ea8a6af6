import { helmetHeaders } from '../src/plugins/security-headers';
import { startServer, type TestServer } from './helpers/server';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('every answer carries them: success, cached, not found, refused', async () => {
    const answers = [
      await server.request('GET', '/health'),
      await server.request('GET', '/api/posts?page=0&size=1'),
      await server.request('GET', '/api/posts?page=0&size=1'),
      await server.request('GET', '/api/posts/000000000000000000000000'),
      await server.request('GET', '/api/notifications'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });

  test('are computed by helmet from the options, once', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(helmetHeaders({ frameguard: false, contentSecurityPolicy: false })).not.toHaveProperty(
      'x-frame-options',
    );
  });
});
