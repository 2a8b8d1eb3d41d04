// The "edge" build of React's server renderer, not the Node one: the Node build
// runs every render inside an AsyncLocalStorage, and on Node 20 the first such
// run switches on async hooks for the whole process, taxing every request after
// it, cached pages included (about 8% of the static-page throughput, measured
// with wrk). The edge build uses AsyncLocalStorage only when it is a global,
// which on Node it is not. We buffer the whole document anyway (below), so
// Web streams cost nothing extra here.
import { renderToReadableStream } from "react-dom/server.edge";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { getEnv } from "~/lib/env.server";
import { deferHydration } from "~/lib/deferred-hydration.server";
import { optimiseDocumentHead } from "~/lib/document-head.server";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
} from "~/lib/security.server";

export { handleError } from "~/lib/request-errors.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (allReady), so the first
 * response holds all content for visitors and crawlers alike, and so the
 * Content-Security-Policy can list the hash of every inline script and style.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  try {
    // Rejects when even the document's shell cannot render (React Router then
    // answers with its error page).
    const stream = await renderToReadableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        signal: timeout.signal,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    // Styles inlined, module preloads after them (ADR 8); then the CSP lists
    // the hash of every inline script and style as sent.
    const html = deferHydration(optimiseDocumentHead(await new Response(stream).text()));
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineScriptHashes(html), {
        imageOrigins: erpImageOrigins(),
        styleHashes: inlineStyleHashes(html),
        anyInlineStyle: import.meta.env.DEV,
      }),
    );
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    return new Response(html, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}

function erpImageOrigins(): string[] {
  const erp = getEnv().ERP_BASE_URL;
  return erp ? [new URL(erp).origin] : [];
}
