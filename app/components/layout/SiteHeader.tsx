import type { CatalogueMenuEntry } from "~/data/catalogue.server";

export function SiteHeader({ catalogueMenu }: { catalogueMenu: CatalogueMenuEntry[] }) {
  return (
    <header className="site-header">
      <a href="/">Kamo Paints</a>
      {catalogueMenu.length > 0 ? <nav aria-label="Catalogue">…</nav> : null}
    </header>
  );
}
