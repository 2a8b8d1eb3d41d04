import type { Config } from "@react-router/dev/config";

// Server rendering everywhere: even "static" pages carry the per-request
// consultation form, and our own server caches rendered HTML (see ADR 0004).
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
