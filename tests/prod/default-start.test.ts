import { afterAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { startServer, stopServer, type ServerProcess } from './servers';

/** The machine's own addresses that are not loopback: where a neighbour on the network would reach the server. */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
    .map((entry) => entry!.address);

/** Whether a TCP connection to address:port is accepted (bounded by a 2-second timer). */
const accepts = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: address, port });
    const done = (result: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(false), 2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const portOf = (server: ServerProcess) => Number(new URL(server.url).port);
const listeningLine = (server: ServerProcess) => server.logs.find((line) => typeof line.port === 'number')!;

describe('the default start (PGlite, no SMTP_URL, no HOST): demo mail on this machine only', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server);
  });

  it('listens on 127.0.0.1, not on the network, and says at start that codes are shown in answers', async () => {
    // An empty HOST counts as unset, as in a shell where it was never exported.
    const server = await startServer({ HOST: '' });
    servers.push(server);
    expect(listeningLine(server).host).toBe('127.0.0.1');
    const warning = server.logs.find((line) => String(line.msg).startsWith('Demo-mail mode'));
    expect(String(warning?.msg)).toMatch(/codes are returned in API responses/);
    expect(String(warning?.msg)).toMatch(/127\.0\.0\.1/);
    expect(await accepts('127.0.0.1', portOf(server))).toBe(true);
    for (const address of outsideAddresses()) expect(await accepts(address, portOf(server)), address).toBe(false);
  });

  it('listens where HOST says when it is set explicitly', async () => {
    const server = await startServer({ HOST: '0.0.0.0' });
    servers.push(server);
    expect(listeningLine(server).host).toBe('0.0.0.0');
    for (const address of outsideAddresses()) expect(await accepts(address, portOf(server)), address).toBe(true);
  });
});
