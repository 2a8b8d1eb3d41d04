import type { ReactNode } from "react";
import type { Site } from "~/content/site";

type Network = Site["social"][number]["network"];

/** Simplified glyphs of the five social networks, drawn for a 24 px grid. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {glyphs[network]}
    </svg>
  );
}

const glyphs: Record<Network, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0014.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21h3z" />
  ),
  twitter: (
    <path d="M17.3 3.5h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.9l6.7-7.7-7.1-9.3h5.9l4.1 5.4 4.8-5.4zm-1 15.3h1.6L7.7 5.1H6l10.3 13.7z" />
  ),
  instagram: (
    <>
      <path d="M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6z" />
      <circle cx="17" cy="7" r="1.1" />
      <path d="M16.5 3h-9A4.5 4.5 0 003 7.5v9A4.5 4.5 0 007.5 21h9a4.5 4.5 0 004.5-4.5v-9A4.5 4.5 0 0016.5 3zm2.8 13.5a2.8 2.8 0 01-2.8 2.8h-9a2.8 2.8 0 01-2.8-2.8v-9a2.8 2.8 0 012.8-2.8h9a2.8 2.8 0 012.8 2.8v9z" />
    </>
  ),
  linkedin: (
    <path d="M6.9 20.5H3.4V9h3.5v11.5zM5.1 7.4a2 2 0 110-4.1 2 2 0 010 4.1zM20.6 20.5h-3.5v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9v5.7H9.6V9h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3v6.5z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3-5.2 3z" />
  ),
};
