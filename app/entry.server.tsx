import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
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

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady), so the first
 * response holds all content for visitors and crawlers alike, and so the
 * Content-Security-Policy can list the hash of every inline script and style.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            // Styles inlined, module preloads after them (ADR 8); then the
            // CSP lists the hash of every inline script and style as sent.
            const html = deferHydration(
              optimiseDocumentHead(Buffer.concat(chunks).toString("utf8")),
            );
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(inlineScriptHashes(html), {
                imageOrigins: erpImageOrigins(),
                styleHashes: inlineStyleHashes(html),
                anyInlineStyle: import.meta.env.DEV,
              }),
            );
            if (!responseHeaders.has("Cache-Control"))
              responseHeaders.set("Cache-Control", "no-cache");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

function erpImageOrigins(): string[] {
  const erp = getEnv().ERP_BASE_URL;
  return erp ? [new URL(erp).origin] : [];
}
