import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { CataloguePicture } from "~/data/catalogue.server";

/** A catalogue picture: our responsive artwork, or a plain image from our own origin. */
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
    <img
      className={className}
      src={picture.src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
