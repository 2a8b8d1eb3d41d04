import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import type { PictureView } from "~/staff/ui/PictureField";
import type { StaffPicture } from "./catalogue-types";

/** A catalogue record's stored picture as the picture field shows it. */
export function cataloguePictureView(picture: StaffPicture | null | undefined): PictureView | null {
  if (!picture) return null;
  return {
    preview: (
      <CataloguePictureView
        picture={picture.preview}
        alt=""
        sizes="160px"
        className="cat-thumb cat-thumb--large"
      />
    ),
    description: picture.uploaded ? "Uploaded picture" : "Site artwork",
    value: picture.value,
  };
}
