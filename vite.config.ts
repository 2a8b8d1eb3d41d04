import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    // Inline nothing as data: URIs; the CSP allows images from 'self' and data:
    // but fonts and scripts must come from our origin with long-lived caching.
    assetsInlineLimit: 0,
  },
  ssr: {
    // Native and Node-only packages stay external to the server bundle.
    external: ["better-sqlite3", "pg", "sharp"],
  },
});
