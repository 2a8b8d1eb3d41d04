import { describe, expect, it } from "vitest";
import { loader as productLoader } from "~/products/routes/downloads.products.$slug.$document";
import { loader as shadeCardLoader } from "~/shades/routes/downloads.shade-cards.$card";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

const call = async (
  loader: typeof productLoader | typeof shadeCardLoader,
  url: string,
  params: Record<string, string>,
) =>
  (await loader({
    request: new Request(`http://localhost${url}`),
    params,
    context: {},
  } as unknown as Args<typeof productLoader> & Args<typeof shadeCardLoader>)) as Response;

describe("PDF download routes", () => {
  it("serve the Hindi file for ?lang=hi and the English one otherwise", async () => {
    const params = { slug: "velvety", document: "brochure.pdf" };
    const hindi = await call(
      productLoader,
      "/downloads/products/velvety/brochure.pdf?lang=hi",
      params,
    );
    expect(hindi.headers.get("Content-Disposition")).toContain("velvety-brochure-hi.pdf");
    const english = await call(productLoader, "/downloads/products/velvety/brochure.pdf", params);
    expect(english.headers.get("Content-Disposition")).toContain("velvety-brochure.pdf");
    // A language the site does not have is not an error: the English file exists.
    const other = await call(
      productLoader,
      "/downloads/products/velvety/brochure.pdf?lang=xx",
      params,
    );
    expect(other.headers.get("Content-Disposition")).toContain("velvety-brochure.pdf");
    const card = await call(shadeCardLoader, "/downloads/shade-cards/velvety.pdf?lang=hi", {
      card: "velvety.pdf",
    });
    expect(card.headers.get("Content-Disposition")).toContain("velvety-shade-card-hi.pdf");
  }, 60_000);
});
