import { useState, type MouseEvent } from "react";
import type { DocumentFile } from "~/investors/documents/document-types";
import { investorMessages } from "~/investors/messages";
import { defaultLocale } from "~/lib/i18n/locales";
import { fileSize, formatDate } from "~/lib/i18n/format";
import { isAllowedUrl } from "~/lib/url-policy";
import type { Translate } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import "./documents.css";

type Keys = (typeof investorMessages.keys)[number];
type T = Translate<Keys>;

/**
 * One icon link per file or media value of a document that can lead to a real
 * file: empty values are never passed in, and a value that can only lead
 * nowhere (a reserved name such as media.kamopaints.example, a made-up video
 * id, a non-web scheme) gets no icon at all (issue 26). The accessible name says what the link does, the file
 * type and size, and which document it belongs to, because a screen reader
 * user often lists links out of their table row. Icons are CSS masks, not
 * inline SVG, so a listing of a thousand rows stays light.
 */
export function DocumentFileLinks({ files, date }: { files: DocumentFile[]; date: string }) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const real = files.filter((file) => isAllowedUrl("reachableWebOrSitePath", file.href));
  if (real.length === 0) return <span className="muted">{t("files.none")}</span>;
  const context = date ? t("files.dated", { date: formatDate(locale, date, "long") }) : "";
  const links = real.map((file) =>
    file.kind === "audio" ? (
      <AudioWindowLink key={`${file.kind}:${file.href}`} file={file} context={context} />
    ) : (
      <FileLink key={`${file.kind}:${file.href}`} file={file} context={context} />
    ),
  );
  // Most documents have one file: a list of one would be noise to a screen
  // reader and about 40 bytes in each of a hundred rows.
  if (links.length === 1) return links[0];
  return (
    <ul className="file-links">
      {links.map((link) => (
        <li key={link.key}>{link}</li>
      ))}
    </ul>
  );
}

interface KindInfo {
  /** Said after the type and size when the link does more than open a file. */
  action?: "files.action.download" | "files.action.audioWindow";
  /** External media opens in a new tab; our files download or open inline. */
  newTab: boolean;
  download?: boolean;
}

function kindInfo(file: DocumentFile): KindInfo {
  switch (file.kind) {
    case "pdf":
    case "largeFile":
      return { newTab: isExternal(file) };
    case "image":
      return { action: "files.action.download", newTab: false, download: true };
    case "audio":
      return { action: "files.action.audioWindow", newTab: true };
    case "audioLink":
    case "video":
      return { newTab: true };
  }
}

function isExternal(file: DocumentFile): boolean {
  return /^https?:\/\//.test(file.href);
}

const typeOfExtension: Readonly<Record<string, Keys>> = {
  pdf: "files.type.pdf",
  svg: "files.type.svg",
  png: "files.type.png",
  jpg: "files.type.jpeg",
  jpeg: "files.type.jpeg",
  mp3: "files.type.mp3",
  mp4: "files.type.mp4",
  zip: "files.type.zip",
};

/** "PDF, 2.8 KB" or "MP3 audio" — the type (from the file name) and size when known. */
export function describeFile(file: DocumentFile, t: T): string {
  const path = file.href.split(/[?#]/)[0] ?? "";
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase();
  const type = t(
    (extension && typeOfExtension[extension]) ||
      (file.kind === "video"
        ? "files.type.video"
        : file.kind === "audioLink"
          ? "files.type.audio"
          : "files.type.file"),
  );
  if (!file.bytes) return type;
  const { amount, unit } = fileSize(file.bytes);
  return t("files.typeAndSize", { type, size: t(`files.size.${unit}`, { amount }) });
}

/**
 * What follows the visible label in the link's name: type and size (without
 * repeating the label, so "PDF (84 KB)", not "PDF (PDF, 84 KB)") and the action
 * when it is not a plain link.
 */
function accessibleDetail(file: DocumentFile, visible: string, info: KindInfo, t: T): string {
  const detail = describeFile(file, t);
  const rest = detail.toLowerCase().startsWith(visible.toLowerCase())
    ? detail.slice(visible.length).replace(/^,\s*/, "")
    : detail;
  return `${rest ? ` (${rest})` : ""}${info.action ? `, ${t(info.action)}` : ""}`;
}

function FileLink({ file, context }: { file: DocumentFile; context: string }) {
  const t = useMessages(investorMessages);
  const info = kindInfo(file);
  const visible = t(`files.kind.${file.kind}`);
  return (
    <a
      className={`file-link file-link--${file.kind}`}
      href={file.href}
      hrefLang={file.hrefLang}
      {...(info.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(info.download ? { download: "" } : {})}
    >
      {visible}
      {/* One string, not three text nodes: a hundred rows would carry 200 empty comments. */}
      <span className="visually-hidden">
        {`${accessibleDetail(file, visible, info, t)}${context}${info.newTab ? ` ${t("newTab")}` : ""}`}
      </span>
    </a>
  );
}

/**
 * The page of ours that plays a document's own recording (mpeg, autoplay) in
 * its own window; it names the recording from the document itself. One path
 * for every language; `lang` names any but the default.
 */
export function audioPlayerHref(file: DocumentFile, locale: string): string {
  const query = new URLSearchParams({ src: file.href });
  if (locale !== defaultLocale) query.set("lang", locale);
  return `/investors/listen?${query.toString()}`;
}

/**
 * Audio values open a small player window (spec). Without JavaScript the link
 * opens the same player in a new tab. If the browser blocks the window, the
 * visitor is told in the page, with a direct link, instead of only the console.
 */
function AudioWindowLink({ file, context }: { file: DocumentFile; context: string }) {
  const [blocked, setBlocked] = useState(false);
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const href = audioPlayerHref(file, locale);
  const info = kindInfo(file);
  const visible = t("files.kind.audio");

  function openPlayer(event: MouseEvent<HTMLAnchorElement>) {
    // Let modified clicks (new tab, new window) behave as the visitor asked.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    const player = window.open(href, "kamo-audio-player", "popup,width=460,height=300");
    setBlocked(!player);
  }

  return (
    <>
      <a
        className="file-link file-link--audio"
        href={href}
        target="_blank"
        rel="noopener"
        onClick={openPlayer}
      >
        {visible}
        <span className="visually-hidden">{`${accessibleDetail(file, visible, info, t)}${context}`}</span>
      </a>
      <span role="status" className="file-link__status">
        {blocked
          ? withNodes(t("files.blocked", { newTab: "{newTab}", here: "{here}" }), {
              newTab: (
                <a href={href} target="_blank" rel="noopener">
                  {t("files.blockedNewTab")}
                </a>
              ),
              here: <a href={file.href}>{t("files.blockedHere")}</a>,
            })
          : null}
      </span>
    </>
  );
}
