// The measuring machine's own ceiling: a page with one heading and one
// paragraph, no styles, no scripts, no images, served from memory. Lighthouse
// runs it like our pages; whatever it loses there is lost to the machine and
// to Lighthouse's simulation, not to any page. Where it scores 100 and ours do
// not, the difference is our pages' work; where it does not, the machine
// cannot show 100 for any page.
import http from "node:http";

export const BARE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title>
<meta name="description" content="A page with one heading and one paragraph, the bench's yardstick for the machine.">
</head>
<body>
<main>
<h1>Bare page</h1>
<p>One heading and one paragraph: no styles, no scripts, no images.</p>
</main>
</body>
</html>
`;

/** Serves BARE_PAGE at / on 127.0.0.1 (any free port unless one is given). */
export async function startBarePage(port = 0) {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (new URL(req.url ?? "/", "http://localhost").pathname !== "/") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(BARE_PAGE),
      "Cache-Control": "no-store",
    });
    res.end(req.method === "HEAD" ? undefined : BARE_PAGE);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
