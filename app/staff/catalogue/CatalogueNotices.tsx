import { useSearchParams } from "react-router";
import { StaffNotice } from "~/staff/ui/StaffPageHead";

/**
 * The line shown after a change. Actions redirect with ?notice=<key>; only
 * known keys print anything, so the address cannot be used to put words on
 * the page.
 */
const messages: Record<string, string> = {
  "sub-category-created": "Sub-category added. It is now in the header's Catalogue menu.",
  "sub-category-saved": "Sub-category saved. The public page shows the change now.",
  "sub-category-deleted": "Sub-category deleted.",
  "product-created": "Product added. It now shows on its sub-category's public page.",
  "product-saved": "Product saved. The public pages show the change now.",
  "product-deleted": "Product deleted.",
  "item-created": "Item added to the product's page.",
  "item-saved": "Item saved. The product's public page shows the change now.",
  "item-deleted": "Item deleted.",
  moved: "Order changed. Visitors see the new order now.",
  "not-moved": "That row is already at the end of the list.",
};

export function CatalogueNotices() {
  const [params] = useSearchParams();
  const key = params.get("notice");
  const message = key ? messages[key] : undefined;
  return message ? <StaffNotice>{message}</StaffNotice> : null;
}

/** Shown on every catalogue page while the public catalogue is read from the ERP. */
export function ErpSourceNotice({ fromErp }: { fromErp: boolean }) {
  if (!fromErp) return null;
  return (
    <div className="alert cat-erp-notice" role="note">
      <p>
        <strong>Visitors see the ERP's catalogue, not this one.</strong> The website is connected to
        the company ERP, which supplies the Catalogue menu and product pages. Changes made here are
        saved in the website's own database and audit log, but they will not appear on the public
        site until the ERP connection is switched off. Change the catalogue in the ERP instead.
      </p>
    </div>
  );
}
