import { howToVideosFor } from "~/shades/how-to-videos";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The three how-to videos on /pickyourcolors (issue 26): our own files, made
 * by the build from our artwork, with captions in the page's language and the
 * steps written out; no link to a video site.
 */

for (const locale of ["en", "hi"] as const) {
  const path = locale === "en" ? "/pickyourcolors" : "/hi/pickyourcolors";
  const videos = howToVideosFor(locale);

  test(`${path}: each how-to video plays from our site with ${locale} captions`, async ({
    page,
  }) => {
    await page.goto(path);
    const players = page.locator("video.pr-video__player");
    await expect(players).toHaveCount(3);
    await expect(page.locator('main a[href*="youtube"]')).toHaveCount(0);
    for (const [index, video] of videos.entries()) {
      const player = players.nth(index);
      await expect(player).toHaveAccessibleName(video.title);
      await expect(player.locator("source")).toHaveAttribute(
        "src",
        /^\/video\/generated\/.+\.mp4$/,
      );
      await expect(player).toHaveAttribute("poster", /^\/video\/generated\/.+-poster\.webp$/);
      await expect(player.locator('track[kind="captions"]')).toHaveAttribute("srclang", locale);
    }

    // The first one, played: its length, and its captions' cues in the page's language.
    const first = players.first();
    const played = await first.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.preload = "auto";
      const track = element.textTracks[0]!;
      track.mode = "hidden";
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 600));
      element.pause();
      const deadline = Date.now() + 10_000;
      while ((track.cues?.length ?? 0) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        duration: element.duration,
        playedTo: element.currentTime,
        cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text),
      };
    });
    expect(played.duration).toBeCloseTo(20, 0);
    expect(played.playedTo).toBeGreaterThan(0);
    expect(played.cues).toEqual(videos[0]!.steps);

    // The steps in words, for those who cannot or would rather not watch.
    const steps = page.locator(".pr-video__steps").first();
    await steps.locator("summary").click();
    for (const step of videos[0]!.steps) await expect(steps.getByText(step)).toBeVisible();
    await expectNoAxeViolations(page, `${path} with a video's steps open`);
  });
}

test("a video is sent in parts, as players ask, with the file headers @http", async ({
  request,
}) => {
  const video = howToVideosFor("en")[0]!;
  const whole = await request.get(video.mp4!);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("video/mp4");
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  expect(whole.headers()["cache-control"]).toContain("immutable");
  expect(whole.headers()["content-security-policy"]).toContain("sandbox");
  const size = (await whole.body()).length;

  const part = await request.get(video.mp4!, { headers: { Range: "bytes=100-199" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 100-199/${size}`);
  expect(await part.body()).toEqual((await whole.body()).subarray(100, 200));

  const tail = await request.get(video.mp4!, { headers: { Range: "bytes=-50" } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).length).toBe(50);

  const beyond = await request.get(video.mp4!, { headers: { Range: `bytes=${size + 10}-` } });
  expect(beyond.status()).toBe(416);
  expect(beyond.headers()["content-range"]).toBe(`bytes */${size}`);

  // A stale If-Range gets the whole (new) file, not a part of it.
  const stale = await request.get(video.mp4!, {
    headers: { Range: "bytes=0-9", "If-Range": '"0-0"' },
  });
  expect(stale.status()).toBe(200);

  const captions = await request.get(video.captions.replace(/en\.vtt$/, "hi.vtt"));
  expect(captions.status()).toBe(200);
  expect(captions.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await captions.text()).toContain(howToVideosFor("hi")[0]!.steps[0]!);
  expect((await request.get("/captions/no-such-video/en.vtt")).status()).toBe(404);
  expect((await request.get(`/captions/${video.id}/xx.vtt`)).status()).toBe(404);
});
