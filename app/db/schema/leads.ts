/** Leads and their CRM deliveries (issue: leads). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LeadTables {}
