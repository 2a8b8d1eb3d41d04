import { describe, expect, it } from "vitest";
import { howToVideos } from "./cards/cards";
import { captionsOf, howToVideosFor, storyboards } from "./how-to-videos";

describe("the how-to videos", () => {
  it("have a storyboard each, with a caption for every step", () => {
    expect(storyboards.map((board) => board.id)).toEqual(howToVideos.map((video) => video.id));
    for (const locale of ["en", "hi"])
      for (const video of howToVideosFor(locale)) {
        const board = storyboards.find((candidate) => candidate.id === video.id)!;
        expect(video.steps, `${locale} ${video.id}`).toHaveLength(board.steps.length);
      }
  });

  it("caption each step for as long as its picture shows, in WebVTT", () => {
    const board = storyboards[0]!;
    const vtt = captionsOf(board.id, "hi")!;
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    const cues = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)/g)];
    expect(cues).toHaveLength(board.steps.length);
    // Back to back, from 0 to the video's length.
    expect(cues[0]![1]).toBe("00:00:00.000");
    for (let i = 1; i < cues.length; i++) expect(cues[i]![1]).toBe(cues[i - 1]![2]);
    const total = board.steps.reduce((sum, step) => sum + step.seconds, 0);
    expect(cues.at(-1)![2]).toBe(`00:00:${String(total).padStart(2, "0")}.000`);
    expect(cues.map((cue) => cue[3])).toEqual(howToVideosFor("hi")[0]!.steps);
  });

  it("have no captions for a video or a language we do not have", () => {
    expect(captionsOf("no-such-video", "en")).toBeUndefined();
    expect(captionsOf(storyboards[0]!.id, "xx")).toBeUndefined();
  });
});
