// React Router's server entry: the page runtime renders the document (ADR 49).
import { wireConsultation } from "~/shell/consultation.server";

export { renderDocument as default, streamTimeout } from "~/platform/document.server";
export { handleError } from "~/lib/request-errors.server";

// The pages' composition root wires what the tools add to the consultation (ADR 55).
wireConsultation();
