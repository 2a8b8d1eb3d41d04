import { useMessages } from "~/lib/i18n/react";
import { uiMessages } from "./messages";
import { PageMessage } from "./PageMessage";

/**
 * The spec's 404 text, shared by /not-found and by any page that answers 404
 * in place (an unknown blog id, a malformed catalogue id), so a visitor always
 * sees the same message.
 */
export function NotFoundMessage({ titleId = "not-found-title" }: { titleId?: string }) {
  const t = useMessages(uiMessages);
  return (
    <PageMessage
      art="brand-not-found"
      titleId={titleId}
      links
      title={
        <>
          <span className="not-found-code">404</span> {t("notFound.title")}
        </>
      }
    >
      <p className="lead">{t("notFound.body")}</p>
    </PageMessage>
  );
}
