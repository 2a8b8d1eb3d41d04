// React Router's server entry: the page runtime renders the document (ADR 49).
export { renderDocument as default, streamTimeout } from "~/platform/document.server";
export { handleError } from "~/lib/request-errors.server";
