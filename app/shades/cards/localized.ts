import { translated, translatedRecords } from "~/lib/i18n/content";
import { colourSchemeNames, howToVideos, shadeCardGroups, shadeCards } from "./cards";
import * as hi from "./hi/cards";
import { shadeFamilies as hiFamilies } from "./hi/palette";
import { shadeFamilies } from "./palette";

/**
 * The shade-card content in a page's (or a PDF's) language: the English
 * records with their translation (cards/hi) laid over them. Ids, selections
 * and video addresses come from the English; shade names and codes are never
 * translated.
 */
export const shadeCardsIn = translatedRecords(shadeCards, "id", { hi: hi.shadeCards });
export const shadeCardGroupsIn = translated(shadeCardGroups, { hi: hi.shadeCardGroups });
export const howToVideosIn = translated(howToVideos, { hi: hi.howToVideos });
export const colourSchemeNamesIn = translated(colourSchemeNames, { hi: hi.colourSchemeNames });
export const shadeFamiliesIn = translated(shadeFamilies, { hi: hiFamilies });
