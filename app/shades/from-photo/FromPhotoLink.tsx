import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { fromPhotoMessages } from "./messages";

/** Where "Colour from a photo" lives (issue 42), in every language under its prefix. */
export const FROM_PHOTO_PATH = "/colours/from-photo";

/** The way to "Colour from a photo" from the explorer and the visualiser. */
export function FromPhotoLink({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useMessages(fromPhotoMessages);
  return (
    <a className={className} href={localizeHref(FROM_PHOTO_PATH, locale)}>
      {t("entry.link")}
    </a>
  );
}
