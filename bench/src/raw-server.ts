// The ceiling of a Node HTTP server on this machine: node:http answering every request with canned
// bytes, so the ratio API/raw shows what the framework and database cost.
//   raw-server <body-file> <content-type> <port>   every request gets the file's bytes (api bench)
//   raw-server --routes <routes.json> <port>        each route (`METHOD /path/:id`) gets its own
//                                                   status and body (load bench: one per action)
import { readFileSync } from 'node:fs';
import http from 'node:http';

type Answer = { status: number; body: Buffer; contentType: string };

const args = process.argv.slice(2);
let answer: (method: string, url: string) => Answer | undefined;
let port: string | undefined;

if (args[0] === '--routes') {
  const [, routesFile, routesPort] = args;
  if (!routesFile || !routesPort) throw new Error('usage: raw-server --routes <routes.json> <port>');
  const routes = new Map<string, Answer>();
  const table = JSON.parse(readFileSync(routesFile, 'utf8')) as Record<
    string,
    { status: number; body: string }
  >;
  for (const [key, { status, body }] of Object.entries(table))
    routes.set(key, { status, body: Buffer.from(body), contentType: 'application/json; charset=utf-8' });
  // The same key as bench/src/load/virtual-user.ts routeKey: ids (24 hex) as `:id`, no query.
  answer = (method, url) => routes.get(`${method} ${url.split('?')[0]!.replace(/[0-9a-f]{24}/gi, ':id')}`);
  port = routesPort;
} else {
  const [bodyFile, contentType, bodyPort] = args;
  if (!bodyFile || !contentType || !bodyPort)
    throw new Error('usage: raw-server <body-file> <content-type> <port>');
  const fixed = { status: 200, body: readFileSync(bodyFile), contentType };
  answer = () => fixed;
  port = bodyPort;
}

const notFound = Buffer.from('{"message":"no canned answer"}');
http
  .createServer((req, res) => {
    // Read the request body (writes send one) before answering, as the API does.
    req.resume();
    req.on('end', () => {
      const found = answer(req.method ?? 'GET', req.url ?? '/');
      const body = found?.body ?? notFound;
      res.writeHead(found?.status ?? 404, {
        'Content-Type': found?.contentType ?? 'application/json',
        'Content-Length': body.length,
      });
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
