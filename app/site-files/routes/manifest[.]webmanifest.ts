import { site } from "~/content/site";

export function loader() {
  const manifest = {
    name: site.legalName,
    short_name: site.brandName,
    description: `${site.brandName}: decorative paints, shade cards and investor information.`,
    start_url: "/",
    display: "standalone",
    background_color: "#fbf8f3",
    theme_color: "#1f3a5f",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
