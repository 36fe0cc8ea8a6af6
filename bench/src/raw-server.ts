// The ceiling of a Node HTTP server on this machine: node:http answering every request with the
// bytes one API endpoint returned, so the ratio API/raw shows what the framework and database cost.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType, port] = process.argv.slice(2);
if (!bodyFile || !contentType || !port)
  throw new Error('usage: raw-server <body-file> <content-type> <port>');
const body = readFileSync(bodyFile);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
