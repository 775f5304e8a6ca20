import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

/** Debian's redis-server (CI installs it; `apt-get install -y redis-server` locally). */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';
export const hasRedisServer = spawnSync(REDIS_SERVER, ['--version']).status === 0;

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A throw-away Redis on a free port, keeping nothing on disk. */
export async function startTestRedis(port = 20_000 + Math.floor(Math.random() * 20_000)): Promise<TestRedis> {
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
