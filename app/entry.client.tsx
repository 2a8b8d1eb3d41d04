// React Router's browser entry: the page runtime starts the page (ADR 49).
import { startBrowser } from "~/platform/browser";

startBrowser();
