import type { Env } from "~/lib/env.server";
import { parseRequestTarget } from "./request-target";

/**
 * Behind a load balancer (TRUST_PROXY=true) the balancer ends TLS and tells
 * us in X-Forwarded-Proto how the visitor came. A visitor who came over plain
 * http is sent to the same address over https with a 308 (which keeps the
 * method and body of a form post), at the host SITE_URL names: never at the
 * Host header's, which the visitor chooses. Without this the site answered
 * plain http as it answers https, and the MDN HTTP Observatory graded it B+.
 *
 * FORCE_HTTPS=false leaves it to a balancer that redirects by itself. Without
 * TRUST_PROXY the server cannot tell how the visitor came, so it never redirects.
 *
 * /healthz is answered over plain http: the balancer's health checks go
 * straight to each server, over http and mostly without X-Forwarded-Proto, and
 * count a redirect as a failure (AWS, Google Cloud and nginx all do), so every
 * server would be taken out of service.
 */
export interface HttpsRedirect {
  /** https:// and SITE_URL's host (and port), or null when plain http is served. */
  origin: string | null;
}

export function httpsRedirectOf(
  env: Pick<Env, "TRUST_PROXY" | "FORCE_HTTPS" | "SITE_URL">,
): HttpsRedirect {
  if (!env.TRUST_PROXY || !env.FORCE_HTTPS) return { origin: null };
  return { origin: `https://${new URL(env.SITE_URL).host}` };
}

/** Paths a health check asks for; they answer over http whatever the setting. */
export function isHealthCheckPath(path: string): boolean {
  return path === "/healthz" || path.startsWith("/healthz/");
}

/**
 * Where a request that came over plain http is sent, or null to answer it
 * here: https already, redirects off, a health check, or a request target
 * that is no page address (answered 400 as before).
 */
export function httpsLocation(
  redirect: HttpsRedirect,
  https: boolean,
  rawTarget: string | undefined,
): string | null {
  if (redirect.origin === null || https) return null;
  const target = parseRequestTarget(rawTarget);
  if (!target || isHealthCheckPath(target.path)) return null;
  return `${redirect.origin}${target.path}${target.search}`;
}
