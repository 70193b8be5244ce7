/* nginx in front of several Fluxo processes, for the multi-process bench (decision 191). The
   server block is the one docs/OPERATIONS.md shows; only the paths and ports are the run's. */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface ProxyHandle {
  url: string;
  stop(): Promise<void>;
}

export function nginxConf(dir: string, port: number, upstreams: readonly number[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${n}_temp_path ${join(dir, n)};`).join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream fluxo {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 300m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # $http_host keeps the port: the Origin check (decision 134) compares it with the Host.
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Which process answered (the bench checks that both do).
    add_header X-Fluxo-Upstream $upstream_addr always;
    location = /api/eventos {
      proxy_pass http://fluxo;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://fluxo;
    }
  }
}
`;
}

export async function startNginx(dir: string, port: number, upstreams: readonly number[]): Promise<ProxyHandle> {
  if (!existsSync(NGINX)) throw new Error(`nginx ausente em ${NGINX} (apt-get install -y nginx)`);
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user: they must reach the temp
  // directories, or every request body over 16 KB (a drain batch) fails with a 500.
  chmodSync(dirname(dir), 0o711);
  chmodSync(dir, 0o777);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir, port, upstreams));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-2000); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx saiu com ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx não respondeu em 10 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => { clearTimeout(timer); resolve(); });
      child.kill('SIGQUIT');
    }),
  };
}
