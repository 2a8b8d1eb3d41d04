import { useState } from "react";
import { useMessages } from "~/lib/i18n/react";
import { useHydrated } from "~/platform";
import { loadPngTools } from "./browser-tools";
import { visualiserMessages } from "./messages";

/**
 * Sharing and saving the scheme. The link is the share (the address holds the
 * scheme) and works without JavaScript; copying it and saving a PNG need
 * scripts, so those buttons appear once the page runs.
 */
export function SceneActions({ shareHref, fileName }: { shareHref: string; fileName: string }) {
  const t = useMessages(visualiserMessages);
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(shareHref, location.href).href);
      setMessage(t("share.copied"));
    } catch {
      setMessage(t("share.copyFailed"));
    }
  };
  const save = async () => {
    setMessage(t("save.busy"));
    try {
      const { download, scenesToPng } = await loadPngTools();
      const svgs = [...document.querySelectorAll<SVGSVGElement>("svg.vis-art")];
      download(await scenesToPng(svgs), `${fileName}.png`);
      setMessage("");
    } catch {
      setMessage(t("save.failed"));
    }
  };

  return (
    <div className="vis-share">
      <h2 id="vis-share-title" className="vis-share__title">
        {t("share.title")}
      </h2>
      <p className="vis-small">{t("share.hint")}</p>
      <p className="vis-share__actions">
        <a href={shareHref} className="vis-share__link">
          {t("share.link")}
        </a>
        {hydrated ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => void copy()}>
              {t("share.copy")}
            </button>
            <button type="button" className="button" onClick={() => void save()}>
              {t("save.png")}
            </button>
          </>
        ) : null}
      </p>
      <p className="vis-small" role="status">
        {message}
      </p>
    </div>
  );
}
