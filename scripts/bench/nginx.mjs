// nginx as the yardstick: the same pages' HTML (fetched from our server) and
// the built client files, served from a temp folder by a foreground nginx.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Writes the site copy and config under dir; returns the nginx config path. */
export async function prepareNginxSite({ dir, origin, pages, clientDir, port, workers }) {
  const www = path.join(dir, "www");
  fs.cpSync(clientDir, www, { recursive: true });
  for (const page of pages) {
    const response = await fetch(origin + page, { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`GET ${page} answered ${response.status}`);
    const file = page === "/" ? "index.html" : `${page.slice(1)}.html`;
    // Nested paths (/Product/1) need their folder.
    fs.mkdirSync(path.dirname(path.join(www, file)), { recursive: true });
    fs.writeFileSync(path.join(www, file), Buffer.from(await response.arrayBuffer()));
  }
  // Precompress like our server does, so nginx answers gzip without work per request.
  for (const entry of fs.readdirSync(www, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|json|webmanifest|txt|xml)$/.test(entry.name))
      continue;
    const full = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(fs.readFileSync(full), { level: 9 }));
  }
  // nginx's workers drop root privileges; they must be able to reach and read the copy
  // (mkdtemp folders are private to their owner).
  fs.chmodSync(path.dirname(dir), 0o755);
  chmodTree(dir);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(dir, "tmp", sub), { recursive: true });
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    config,
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  open_file_cache max=1000 inactive=60s;
  gzip_static on;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`,
  );
  return config;
}

function chmodTree(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    fs.chmodSync(full, entry.isDirectory() ? 0o755 : 0o644);
  }
}

export function startNginx(config) {
  return spawn("nginx", ["-c", config, "-e", "stderr"], { stdio: ["ignore", "ignore", "pipe"] });
}
