/** Investor documents, blog, news and FAQ tables (issue: investor relations). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
