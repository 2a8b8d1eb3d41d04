import { data } from "react-router";
import { NotFoundMessage } from "~/ui/NotFoundMessage";
import { companyMeta } from "~/company/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  // The page itself answers 404 so crawlers drop dead links.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = companyMeta("notFound", { noindex: true });

export default function NotFound() {
  return <NotFoundMessage />;
}
