// Types for bare-page.mjs (the bench scripts are plain JavaScript run by Node).
export const BARE_PAGE: string;

export function startBarePage(
  port?: number,
): Promise<{ origin: string; close: () => Promise<void> }>;
