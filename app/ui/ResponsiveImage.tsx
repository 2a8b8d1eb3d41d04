import images from "~/generated/images.json";

type ImageName = keyof typeof images;

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
  const entry = (
    images as Record<string, { width: number; height: number; hash: string; widths: number[] }>
  )[name];
  if (!entry) throw new Error(`Unknown artwork "${name}": add art/${name}.svg`);
  const src = (w: number, format: string) => `/img/generated/${name}.${entry.hash}-${w}.${format}`;
  const srcSet = (format: string) => entry.widths.map((w) => `${src(w, format)} ${w}w`).join(", ");
  const fallbackWidth = entry.widths.find((w) => w >= 640) ?? entry.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={src(fallbackWidth, "webp")}
        alt={alt}
        lang={lang}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}

export function hasArtwork(name: string): name is ImageName {
  return name in images;
}
