import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerStages, execForm } from './deploy-files';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const stages = dockerStages();
const stage = (name: string) => stages.find((s) => s.name === name)!;
const runs = (name: string) =>
  stage(name)
    .lines.filter((l) => l.startsWith('RUN '))
    .map((l) => l.slice(4));

describe('the Dockerfile runs the npm scripts CI runs', () => {
  it('builds with npm ci and npm run build, the commands this repository defines', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    expect(runs('build')).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(read('.ci/run')).toContain('npm ci --no-audit --no-fund');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.build).toBe('tsx scripts/build.ts');
  });

  it('runs as a non-root user on production dependencies and the compiled server', () => {
    const lines = stage('runtime').lines;
    expect(runs('runtime')[0]).toMatch(/^npm ci --omit=dev\b/);
    expect(lines).toContain('COPY --from=build /app/dist ./dist');
    expect(lines.find((l) => l.startsWith('USER '))).toBe('USER node');
    expect(lines.find((l) => l.startsWith('ENV '))).toContain('NODE_ENV=production');
    const cmd = execForm(lines.find((l) => l.startsWith('CMD '))!);
    // What npm start runs in production: scripts/start.mjs imports the same file.
    expect(cmd).toEqual(['node', 'dist/server/main.js']);
    expect(read('scripts/start.mjs')).toContain("'dist/server/main.js'");
  });

  it('checks health on /readyz with node itself (the slim image has no curl)', () => {
    const healthcheck = stage('runtime').lines.find((l) => l.startsWith('HEALTHCHECK '))!;
    const cmd = execForm(healthcheck);
    expect(cmd.slice(0, 2)).toEqual(['node', '-e']);
    expect(cmd[2]).toContain('/readyz');
    expect(healthcheck).not.toContain('curl');
  });

  it('keeps local installs and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.git', '.env']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  it('runs PostgreSQL, Redis and two app replicas behind one published port', () => {
    for (const service of ['postgres:', 'redis:', 'app:', 'balancer:']) {
      expect(compose).toMatch(new RegExp(`^  ${service}`, 'm'));
    }
    expect(compose).toMatch(/deploy:\n\s+replicas: 2/);
    expect(compose.match(/^\s+ports:/gm)).toHaveLength(1);
    expect(compose).toContain('DATABASE_URL: postgres://');
    expect(compose).toContain('REDIS_URL: redis://redis:6379');
    expect(compose).toContain('OPERATOR_TOKEN_SECRET: ${OPERATOR_TOKEN_SECRET:?');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app:3000');
    expect(nginx).toMatch(/location = \/metrics \{\s+return 404;/);
    // Live battles: WebSocket upgrades pass, and long-polling sticks to one replica.
    expect(nginx).toMatch(/upstream quiz_arena_live \{\s+ip_hash;/);
    expect(nginx).toMatch(
      /location \/socket\.io\/ \{[^}]*proxy_pass http:\/\/quiz_arena_live;[^}]*Upgrade \$http_upgrade;[^}]*Connection \$live_connection;/,
    );
    // Sign-in URLs are logged without their query string (the access token).
    expect(nginx).toMatch(
      /map \$uri \$logged_request \{\s+~\*\^\/\(login\|api\/check-token\)\s+"\$request_method \$uri \$server_protocol";\s+default\s+\$request;/,
    );
    expect(nginx).toMatch(/log_format no_tokens [^;]*"\$logged_request"[^;]*;/);
    expect(nginx).toMatch(/access_log \S+ no_tokens;/);
    expect(nginx.match(/log_format[^;]*;/g)?.join('')).not.toMatch(
      /\$(request_uri|args|query_string|request)\b/,
    );
  });
});
