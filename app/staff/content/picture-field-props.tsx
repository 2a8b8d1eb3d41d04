import type { ComponentProps } from "react";
import { ContentPicture } from "~/editorial/ContentPicture";
import type { ContentImage } from "~/editorial/blog-types";
import type { PictureField } from "~/staff/ui/PictureField";
import { StaffField } from "~/staff/ui/StaffField";

const isMedia = (value: string) => value.startsWith("/media/");

interface PictureValues {
  image: string;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * The picture field of a blog post or news item: the current picture (our
 * artwork or an upload) with its description. The current picture travels in
 * hidden fields, so a form refused for another reason keeps a picture that was
 * just uploaded.
 */
export function contentPictureField(
  values: PictureValues,
  errors: { imageFile?: string; imageAlt?: string; image?: string },
  /** Artwork the public page shows when there is no picture. */
  fallback: string,
): ComponentProps<typeof PictureField> {
  const { image, imageWidth, imageHeight } = values;
  const current: ContentImage | undefined = image
    ? isMedia(image)
      ? { url: image, width: imageWidth ?? undefined, height: imageHeight ?? undefined }
      : { artwork: image }
    : undefined;
  const preview = (
    <span className="content-picture-preview">
      <ContentPicture
        image={current}
        alt=""
        fallback={fallback}
        sizes="(min-width: 768px) 240px, 100vw"
      />
    </span>
  );
  return {
    name: "imageFile",
    legend: "Picture",
    label: "Upload a picture",
    replaceLabel: "Replace with a new picture",
    hint: "Landscape pictures about 1200 × 800 pixels look best.",
    current: current
      ? {
          preview,
          description: isMedia(image)
            ? "Current picture (uploaded)"
            : "Current picture (Kamo artwork)",
        }
      : null,
    empty: {
      preview,
      description: "No picture yet: the page shows a standard Kamo illustration.",
    },
    removeName: "removeImage",
    error: errors.imageFile ?? errors.image,
    children: (
      <>
        <input type="hidden" name="image" value={image} />
        <input type="hidden" name="imageWidth" value={imageWidth ?? ""} />
        <input type="hidden" name="imageHeight" value={imageHeight ?? ""} />
        <StaffField
          label="Description of the picture"
          name="imageAlt"
          type="text"
          maxLength={200}
          defaultValue={values.imageAlt}
          error={errors.imageAlt}
          hint="What the picture shows, for people who cannot see it. For example: “A living room with a saffron accent wall and brass lamps”."
        />
      </>
    ),
  };
}

/** The picture values of a new blog post or news item: none yet. */
export const noPicture: PictureValues = {
  image: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
};
