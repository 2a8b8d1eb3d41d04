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
import { optimiseDocumentHead } from "~/lib/document-head.server";
import { handOverPageScripts, newRenderKey } from "~/lib/page-scripts.server";
import { contentSecurityPolicy } from "~/lib/security.server";

export { handleError } from "~/lib/request-errors.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (allReady), so the first
 * response holds all content for visitors and crawlers alike, and so the
 * scripts React Router wrote can be handed over to the page bootstrap before
 * the Content-Security-Policy is set (ADR 4).
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
  // Marks the scripts React Router writes for this render, and only those (a
  // private marker, not a CSP nonce: see page-scripts.server.ts).
  const renderKey = newRenderKey();
  try {
    // Rejects when even the document's shell cannot render (React Router then
    // answers with its error page).
    const stream = await renderToReadableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={renderKey} />,
      {
        signal: timeout.signal,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    // Styles inlined, module preloads after them (ADR 24); then React Router's
    // scripts become data for the one bootstrap the CSP allows. Only what we
    // wrote is allowed, never whatever else is in the page.
    const head = optimiseDocumentHead(await new Response(stream).text());
    const page = handOverPageScripts(head.html, renderKey);
    if (!page.converted && import.meta.env.PROD) warnScriptsLeftAsWritten();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(page.scriptHashes, {
        imageOrigins: erpImageOrigins(),
        styleHashes: head.styleHashes,
        anyInlineStyle: import.meta.env.DEV,
      }),
    );
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    return new Response(page.html, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}

let warned = false;

/**
 * In production every page's scripts should become data for the bootstrap; a
 * page whose scripts stayed as written (a React Router change) still works and
 * still allows only its own scripts, but its policy is no longer the build's
 * constant one. Said once per process, not once per page.
 */
function warnScriptsLeftAsWritten(): void {
  if (warned) return;
  warned = true;
  console.warn(
    "[csp] React Router wrote an inline script of a shape page-scripts.server.ts does not know; " +
      "its scripts are allowed by their own hashes (ADR 4)",
  );
}

function erpImageOrigins(): string[] {
  const erp = getEnv().ERP_BASE_URL;
  return erp ? [new URL(erp).origin] : [];
}
