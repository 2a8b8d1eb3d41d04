// `node --import ./scripts/catalogues/register.mjs …` (or tsx's --import):
// compiled message catalogues for code run from source (./hooks.mjs).
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);
