/**
 * The Kamo Paints logo: a paint-drop monogram filling with terracotta, beside
 * the wordmark. Inline so it is crisp at any zoom and costs no request. The
 * text is stretched to a fixed length so the logo is exactly as wide before
 * and after the web font arrives. "dark" is the variant for dark surfaces.
 */
export function BrandLogo({
  variant = "light",
  title = "Kamo Paints",
}: {
  variant?: "light" | "dark";
  title?: string;
}) {
  const onDark = variant === "dark";
  const drop = onDark ? "#fbf8f3" : "#1f3a5f";
  const word = onDark ? "#ffffff" : "#1f3a5f";
  const sub = onDark ? "#f2a541" : "#a23e28";
  return (
    <svg
      viewBox="0 0 145 42"
      width="145"
      height="42"
      role="img"
      aria-label={title}
      focusable="false"
    >
      <path d="M20 1.5C20 1.5 36 17.5 36 26.5a16 16 0 01-32 0C4 17.5 20 1.5 20 1.5z" fill={drop} />
      <path
        d="M4.2 24.3c5-3.6 9.6 2.4 15.8-.8s11-2.8 15.8.8A16 16 0 1 1 4.2 24.3z"
        fill="#c8553d"
      />
      <path
        d="M4.6 22.2c5-3.4 9.6 2.1 15.4-.9s10.6-2.6 15.4.9"
        fill="none"
        stroke="#f2a541"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M12.5 10.5c-2 2.5-3.5 5-4.2 7.5"
        fill="none"
        stroke={onDark ? "#1f3a5f" : "#fbf8f3"}
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text
        x="44"
        y="25"
        fill={word}
        className="brand-logo__word"
        fontSize="30"
        textLength="99"
        lengthAdjust="spacingAndGlyphs"
      >
        Kamo
      </text>
      {/* A space between the words for tools that read the visible text of the
          link (voice control, Lighthouse's label-content-name-mismatch): without
          it the wordmark reads "KamoPAINTS", which the link's name "Kamo Paints
          home" does not contain. Text directly inside <svg> is not drawn. */}{" "}
      <text
        x="45.5"
        y="39"
        fill={sub}
        className="brand-logo__line"
        fontSize="9.5"
        fontWeight="700"
        letterSpacing="3"
        textLength="94"
        lengthAdjust="spacing"
      >
        PAINTS
      </text>
    </svg>
  );
}
