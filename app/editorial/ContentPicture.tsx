import type { ContentImage } from "~/editorial/blog-types";
import { hasArtwork, ResponsiveImage } from "~/ui/ResponsiveImage";

/**
 * A blog or news picture: our own artwork in responsive formats, or a
 * site-relative image from the ERP. Remote hosts are not allowed by our
 * Content-Security-Policy (img-src 'self'), so they fall back to artwork.
 */
export function ContentPicture({
  image,
  alt,
  lang,
  fallback,
  sizes,
  priority,
  className,
}: {
  image?: ContentImage;
  alt: string;
  /** The description's language, when it is not the page's (an untranslated one). */
  lang?: string;
  fallback: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (image && "url" in image && image.url.startsWith("/"))
    return (
      <img
        className={className}
        src={image.url}
        alt={alt}
        lang={lang}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
      />
    );
  const name = image && "artwork" in image && hasArtwork(image.artwork) ? image.artwork : fallback;
  return (
    <ResponsiveImage
      name={name}
      alt={image && "artwork" in image ? alt : ""}
      lang={image && "artwork" in image ? lang : undefined}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
