import { captionsOf } from "../how-to-videos";
import type { Route } from "./+types/captions.$video.$file";

/** /captions/:video/:file — a how-to video's captions, `en.vtt` or `hi.vtt`. */
export function loader({ params }: Route.LoaderArgs) {
  const locale = params.file.endsWith(".vtt") ? params.file.slice(0, -4) : "";
  const captions = captionsOf(params.video, locale);
  if (!captions)
    return new Response("No such captions.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(captions, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
