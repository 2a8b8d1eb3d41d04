// The "edge" build of React's server renderer, not the Node one: the Node build
// runs every render inside an AsyncLocalStorage, and on Node 20 the first such
// run switches on async hooks for the whole process, taxing every request after
// it, cached pages included (about 8% of the static-page throughput, measured
// with wrk). The edge build uses AsyncLocalStorage only when it is a global,
// which on Node it is not. We buffer the whole document anyway (below), so
// Web streams cost nothing extra here.
import { randomBytes } from "node:crypto";
import { renderToReadableStream } from "react-dom/server.edge";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { PAGE_CACHE_HEADER } from "~/lib/cache";
import { getEnv } from "~/lib/env.server";
import { contentSecurityPolicy } from "~/lib/security.server";
import { optimiseDocumentHead } from "./document-head.server";
import { handOverPageScripts, newRenderKey } from "./page-scripts.server";
import { withTitlePrefix } from "./title-prefix";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("render");

/** How long a render may wait for deferred data; React Router reads it from the entry. */
export const streamTimeout = 5_000;

/**
 * Renders a page's whole document before answering (allReady), so the first
 * response holds all content for visitors and crawlers alike, and so the
 * scripts React Router wrote can be dealt with before the
 * Content-Security-Policy is set. The browser runtime (PAGE_RUNTIME, ADR 49)
 * decides what happens to them:
 * - ours ("own", the default): they become data for the one bootstrap the CSP
 *   allows by a hash fixed for the build (ADR 4, page-scripts.server.ts);
 * - React Router's ("stock"): they stay as written, each carrying this
 *   response's nonce, which the CSP allows.
 */
export async function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  const stock = getEnv().PAGE_RUNTIME === "stock";
  // Ours: a private marker for the scripts React Router writes for this render,
  // and only those, never a CSP nonce (see page-scripts.server.ts). Stock: the
  // CSP nonce itself.
  const key = stock ? newNonce() : newRenderKey();
  try {
    // Rejects when even the document's shell cannot render (React Router then
    // answers with its error page).
    const stream = await renderToReadableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={key} />,
      {
        signal: timeout.signal,
        onError(error: unknown) {
          status = 500;
          log.error({ err: error }, "the page failed to render");
        },
      },
    );
    await stream.allReady;
    // Styles inlined in both runtimes (ADR 24); ours also moves the module
    // preloads after them, for its bootstrap to take.
    // A refused form's summary asks for "Error: " before the title (title-prefix.ts).
    const rendered = withTitlePrefix(await new Response(stream).text());
    const head = optimiseDocumentHead(rendered, undefined, {
      modulePreloads: stock ? "as-written" : "low-priority-last",
    });
    const page = stock ? withNonce(head.html, key) : handOverPageScripts(head.html, key);
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
    // A nonce is good for one response: a page carrying one is never kept
    // and served again from the page cache (ADR 49).
    if (stock) responseHeaders.delete(PAGE_CACHE_HEADER);
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    return new Response(page.html, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}

/** 128 random bits, as CSP nonces are usually written. */
function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** React Router's scripts as written, allowed by this response's nonce (stock runtime). */
function withNonce(html: string, nonce: string) {
  return { html, scriptHashes: [`'nonce-${nonce}'`], converted: true };
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
  log.warn(
    "React Router wrote an inline script of a shape page-scripts.server.ts does not know; " +
      "its scripts are allowed by their own hashes (ADR 4)",
  );
}

function erpImageOrigins(): string[] {
  const erp = getEnv().ERP_BASE_URL;
  return erp ? [new URL(erp).origin] : [];
}
