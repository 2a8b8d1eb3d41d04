import images from "~/generated/images.json";

type ImageName = keyof typeof images.art;
/** An artwork's intrinsic width and height, and the hash in its file names (scripts/images.mjs). */
type Artwork = [width: number, height: number, hash: string];

// JSON types an array as (string | number)[], not as the triple images.mjs writes.
const artworks = images.art as unknown as Record<string, Artwork | undefined>;

/** The widths an artwork is rendered in: each step below its own width, then that width. */
export function artworkWidths(width: number): number[] {
  return [...images.steps.filter((step) => step < width), width];
}

interface ResponsiveImageProps {
  /** File name (without .svg) of the artwork in art/. */
  name: string;
  /** Text alternative; pass "" for decorative art. */
  alt: string;
  /** The text alternative's language, when it is not the page's. */
  lang?: string;
  /** The CSS `sizes` hint: how wide the image is shown at each viewport. */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority (LCP). */
  priority?: boolean;
  className?: string;
}

/**
 * One artwork as AVIF with a WebP fallback, in every width the build rendered,
 * with its intrinsic width and height set so the layout never jumps.
 */
export function ResponsiveImage({
  name,
  alt,
  lang,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const entry = artworks[name];
  if (!entry) throw new Error(`Unknown artwork "${name}": add art/${name}.svg`);
  const [width, height, hash] = entry;
  const widths = artworkWidths(width);
  const src = (w: number, format: string) => `/img/generated/${name}.${hash}-${w}.${format}`;
  const srcSet = (format: string) => widths.map((w) => `${src(w, format)} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 640) ?? width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={src(fallbackWidth, "webp")}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}

export function hasArtwork(name: string): name is ImageName {
  return name in images.art;
}
