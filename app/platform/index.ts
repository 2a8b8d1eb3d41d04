/**
 * The page runtime's public face for components (README.md in this folder,
 * ADR 49). Everything else in app/platform/ is private to it (lint: a zone in
 * eslint.config.js); the document's render and the browser's start have entry
 * modules of their own, document.server.tsx and browser.tsx.
 */
export { HydrateLater } from "./HydrateLater";
export { StaticSection } from "./StaticSection";
export { useHydrated } from "./use-hydrated";
export { TITLE_PREFIX_ATTRIBUTE } from "./title-prefix";
