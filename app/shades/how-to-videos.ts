import { z } from "zod";
import rendered from "~/generated/videos.json";
import { isLocale } from "~/lib/i18n/locales";
import { howToVideosIn } from "./cards/localized";
import storyboardData from "./how-to-storyboards.json";

/**
 * The how-to videos as a page shows them: the words from the content in the
 * page's language, the files the build made (scripts/videos.mjs), and captions
 * timed to the storyboard. One video file serves every language; only its
 * captions differ.
 */

const storyboardSchema = z.array(
  z.object({
    id: z.string(),
    steps: z.array(z.object({ art: z.string(), seconds: z.number().int().min(2).max(20) })),
  }),
);
export const storyboards = storyboardSchema.parse(storyboardData);

const renderedSchema = z.record(
  z.string(),
  z.object({
    width: z.number(),
    height: z.number(),
    seconds: z.number(),
    poster: z.string().nullable(),
    mp4: z.string().nullable(),
  }),
);
const files = renderedSchema.parse(rendered);

export interface HowToVideo {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  width: number;
  height: number;
  /** A still of the first step; absent only before a build. */
  poster?: string;
  /** The video; absent when the build had no ffmpeg, and then the steps stand alone. */
  mp4?: string;
  /** The captions in the page's language (WebVTT). */
  captions: string;
}

export function howToVideosFor(locale: string): HowToVideo[] {
  return howToVideosIn(locale).map((video) => {
    const file = files[video.id];
    return {
      id: video.id,
      title: video.title,
      summary: video.summary,
      steps: [...video.steps],
      width: file?.width ?? 960,
      height: file?.height ?? 540,
      poster: file?.poster ?? undefined,
      mp4: file?.mp4 ?? undefined,
      captions: `/captions/${video.id}/${locale}.vtt`,
    };
  });
}

/** A video's captions in `locale` as WebVTT: one cue per step, for as long as its picture shows. */
export function captionsOf(id: string, locale: string): string | undefined {
  if (!isLocale(locale)) return undefined;
  const board = storyboards.find((candidate) => candidate.id === id);
  const video = howToVideosIn(locale).find((candidate) => candidate.id === id);
  if (!board || !video) return undefined;
  let start = 0;
  const cues = board.steps.map((step, index) => {
    const end = start + step.seconds;
    const cue = `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${video.steps[index] ?? ""}`;
    start = end;
    return cue;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

function timestamp(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `00:${String(minutes).padStart(2, "0")}:${rest.toFixed(3).padStart(6, "0")}`;
}
