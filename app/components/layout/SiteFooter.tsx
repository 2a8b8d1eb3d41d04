import { site } from "~/content/site";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        © {site.copyrightYear} {site.legalName}
      </p>
    </footer>
  );
}
