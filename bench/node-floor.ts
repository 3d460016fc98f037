/**
 * The Node floor of the API bench: a bare node:http server answering every request with the bytes and headers
 * it was given (a JSON file: { headers, body (base64) }). Prints its port on stdout.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const { headers, body } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const bytes = Buffer.from(body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
