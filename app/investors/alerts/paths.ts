/** The alert pages' English paths (the Hindi ones are under /hi). */
export const ALERTS_PATH = "/investors/alerts";
