/**
 * A shade card thumbnail: a grid of that card's own swatches, drawn from the
 * shade data set (so the picture is the card). Decorative; the link text
 * names the card.
 */
export function ShadeMosaic({ colours, columns = 6 }: { colours: string[]; columns?: number }) {
  const rows = Math.ceil(colours.length / columns);
  const cell = 20;
  return (
    <svg
      className="pr-mosaic"
      viewBox={`0 0 ${columns * cell} ${rows * cell}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {colours.map((hex, i) => (
        <rect
          key={i}
          x={(i % columns) * cell + 1}
          y={Math.floor(i / columns) * cell + 1}
          width={cell - 2}
          height={cell - 2}
          rx="2"
          fill={hex}
        />
      ))}
    </svg>
  );
}
