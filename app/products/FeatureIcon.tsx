import type { FeatureIcon as FeatureIconName } from "~/products/content";

/**
 * Small line icons for product features, drawn inline so they inherit the
 * text colour and need no extra requests. Decorative: the feature title next
 * to each icon carries the meaning.
 */
const paths: Record<FeatureIconName, string> = {
  washable: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z M9 15a3 3 0 0 0 3 3",
  "low-voc": "M5 19c8 0 14-6 14-14-8 0-14 6-14 14z M5 19l7-7",
  "anti-fungal": "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M9 12l2 2 4-4",
  "anti-algal": "M12 21V10 M12 14c-4 0-6-3-6-7 4 0 6 3 6 7z M12 11c3 0 5-2.5 5-6-3 0-5 2.5-5 6z",
  uv: "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1L7 17 M17 7l2.1-2.1",
  rain: "M7 15a4 4 0 0 1 .5-8 5.5 5.5 0 0 1 10.5 1.5A3.5 3.5 0 0 1 17.5 15z M8 18l-1 3 M12 18l-1 3 M16 18l-1 3",
  dust: "M3 8h11a3 3 0 1 0-3-3 M3 12h16a3 3 0 1 1-3 3 M3 16h8",
  crack: "M4 4h16v16H4z M10 4l2 5-3 3 3 4-1 4",
  sheen: "M12 3l2 6 6 .5-4.6 3.9L17 20l-5-3.3L7 20l1.6-6.6L4 9.5 10 9z",
  smooth: "M3 15c3-4 6-4 9 0s6 4 9 0 M3 9c3-4 6-4 9 0s6 4 9 0",
  stain: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z M4 4l16 16",
  coverage: "M4 7h12v5H4z M16 9.5h3v5h-8v6 M9 20.5h4",
  odour: "M4 9c2-2 4-2 6 0s4 2 6 0 M4 14c2-2 4-2 6 0s4 2 6 0 M18 5l2 2-2 2",
  colour:
    "M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3h3a4 4 0 0 0 4-4c0-5-4-9-9-9z M7.5 11.5h.01 M10 7.5h.01 M15 8h.01",
  heat: "M10 4a2 2 0 1 1 4 0v10a4 4 0 1 1-4 0z M12 10v7",
  durability: "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M12 8v5 M12 16h.01",
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="pr-feature-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
