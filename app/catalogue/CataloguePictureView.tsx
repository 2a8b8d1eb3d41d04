import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { CataloguePicture } from "~/catalogue/types";

/**
 * A catalogue picture: our responsive artwork, or a plain file (a staff upload
 * under /media/, or an ERP picture). The plain file sits in a <picture> too, so
 * the same `.x img` styles size both kinds; its width and height are given when
 * known so the page does not jump while it loads.
 */
export function CataloguePictureView({
  picture,
  alt,
  sizes,
  priority,
  className,
}: {
  picture: CataloguePicture;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (picture.kind === "art")
    return (
      <ResponsiveImage
        name={picture.name}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  return (
    <picture className={className}>
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
