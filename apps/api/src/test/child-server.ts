/**
 * The API as its own process, for tests that must kill it (`SIGKILL` at a bad moment) and start
 * it again on the same database, as a crash and a restart would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ChildServer {
  /** `http://127.0.0.1:port` */
  origin: string;
  child: ChildProcess;
  /** Kill it at once, like a crash: nothing is flushed or closed. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/** `onLine`: every line the API writes to stdout (its log), as it comes. */
export async function startChildServer(env: Record<string, string>, port?: number, options: { onLine?: (line: string) => void } = {}): Promise<ChildServer> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', ...env, API_PORT: String(listenOn), HOST: '127.0.0.1' },
    stdio: ['ignore', options.onLine ? 'pipe' : 'ignore', 'pipe'],
  });
  if (options.onLine) {
    const onLine = options.onLine;
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it was ready: ${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    origin,
    child,
    crash: async () => {
      if (ended()) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
    stop: async () => {
      if (ended()) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
