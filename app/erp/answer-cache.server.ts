import { getEnv } from "~/lib/env.server";
import { createLoaderCache, type LoaderCache } from "~/lib/loader-cache.server";

/**
 * A minute is short enough for a filing to appear within the two working days
 * Regulation 46(3) allows, and long enough to spare the ERP on a busy results day.
 */
const ERP_ANSWER_MS = 60_000;

let answers: LoaderCache | undefined;

/**
 * What this process read from the ERP (template lists, catalogue views), in
 * one cache of ERP_CACHE_MB so the whole ERP share of memory has one bound;
 * each caller prefixes its keys. Made on first use, after the environment is read.
 */
export function erpAnswers(): LoaderCache {
  answers ??= createLoaderCache({
    ttlMs: ERP_ANSWER_MS,
    maxBytes: getEnv().ERP_CACHE_MB * 1024 * 1024,
  });
  return answers;
}
