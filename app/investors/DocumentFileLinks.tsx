import { useState, type MouseEvent } from "react";
import type { DocumentFile } from "~/investors/document-types";
import { formatBytes, formatDate } from "./format";

/**
 * One icon link per non-empty file or media value of a document (empty values
 * are never passed in). The accessible name says what the link does, the file
 * type and size, and which document it belongs to, because a screen reader
 * user often lists links out of their table row. Icons are CSS masks, not
 * inline SVG, so a listing of a thousand rows stays light.
 */
export function DocumentFileLinks({ files, date }: { files: DocumentFile[]; date: string }) {
  if (files.length === 0) return <span className="muted">No files</span>;
  const context = date ? `, document dated ${formatDate(date, "long")}` : "";
  return (
    <ul className="file-links">
      {files.map((file) => (
        <li key={`${file.kind}:${file.href}`}>
          {file.kind === "audio" ? (
            <AudioWindowLink file={file} context={context} />
          ) : (
            <FileLink file={file} context={context} />
          )}
        </li>
      ))}
    </ul>
  );
}

interface KindInfo {
  /** The short label shown beside the icon; the accessible name starts with it. */
  visible: string;
  /** Said after the type and size when the link does more than open a file. */
  action: string;
  /** External media opens in a new tab; our files download or open inline. */
  newTab: boolean;
  download?: boolean;
}

function kindInfo(file: DocumentFile): KindInfo {
  switch (file.kind) {
    case "pdf":
      return { visible: "PDF", action: "", newTab: isExternal(file) };
    case "largeFile":
      return {
        visible: "Full version",
        action: "",

        newTab: isExternal(file),
      };
    case "image":
      return { visible: "Image", action: "download", newTab: false, download: true };
    case "audio":
      return { visible: "Audio", action: "plays in a new window", newTab: true };
    case "audioLink":
      return { visible: "Listen", action: "", newTab: true };
    case "video":
      return { visible: "Video", action: "", newTab: true };
  }
}

function isExternal(file: DocumentFile): boolean {
  return /^https?:\/\//.test(file.href);
}

/** "PDF, 2.8 KB" or "MP3 audio" — the type (from the file name) and size when known. */
export function describeFile(file: DocumentFile): string {
  const path = file.href.split(/[?#]/)[0] ?? "";
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    pdf: "PDF",
    svg: "SVG image",
    png: "PNG image",
    jpg: "JPEG image",
    jpeg: "JPEG image",
    mp3: "MP3 audio",
    mp4: "MP4 video",
    zip: "ZIP archive",
  };
  const type =
    (extension && types[extension]) ??
    (file.kind === "video" ? "video" : file.kind === "audioLink" ? "audio" : "file");
  return file.bytes ? `${type}, ${formatBytes(file.bytes)}` : type;
}

/**
 * What follows the visible label in the link's name: type and size (without
 * repeating the label, so "PDF (84 KB)", not "PDF (PDF, 84 KB)") and the action
 * when it is not a plain link.
 */
function accessibleDetail(file: DocumentFile, info: KindInfo): string {
  const detail = describeFile(file);
  const rest = detail.toLowerCase().startsWith(info.visible.toLowerCase())
    ? detail.slice(info.visible.length).replace(/^,\s*/, "")
    : detail;
  return `${rest ? ` (${rest})` : ""}${info.action ? `, ${info.action}` : ""}`;
}

function FileLink({ file, context }: { file: DocumentFile; context: string }) {
  const info = kindInfo(file);
  return (
    <a
      className={`file-link file-link--${file.kind}`}
      href={file.href}
      {...(info.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(info.download ? { download: "" } : {})}
    >
      <span className="file-link__icon" aria-hidden="true" />
      <span className="file-link__label">{info.visible}</span>
      <span className="visually-hidden">
        {accessibleDetail(file, info)}
        {context}
        {info.newTab ? " (opens in a new tab)" : ""}
      </span>
    </a>
  );
}

/** The page of ours that plays an Audio value (mpeg, autoplay) in its own window. */
export function audioPlayerHref(file: DocumentFile, title: string): string {
  return `/investors/listen?${new URLSearchParams({ src: file.href, title }).toString()}`;
}

/**
 * Audio values open a small player window (spec). Without JavaScript the link
 * opens the same player in a new tab. If the browser blocks the window, the
 * visitor is told in the page, with a direct link, instead of only the console.
 */
function AudioWindowLink({ file, context }: { file: DocumentFile; context: string }) {
  const [blocked, setBlocked] = useState(false);
  const href = audioPlayerHref(file, `Audio recording${context}`);
  const info = kindInfo(file);

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
        <span className="file-link__icon" aria-hidden="true" />
        <span className="file-link__label">{info.visible}</span>
        <span className="visually-hidden">
          {accessibleDetail(file, info)}
          {context}
        </span>
      </a>
      <span role="status" className="file-link__status">
        {blocked ? (
          <>
            Your browser blocked the audio player window.{" "}
            <a href={href} target="_blank" rel="noopener">
              Open the audio player in a new tab
            </a>{" "}
            or <a href={file.href}>play the recording here</a>.
          </>
        ) : null}
      </span>
    </>
  );
}
