/** Bookkeeping tables that belong to no single domain. */
export interface CoreTables {
  /** Small key/value facts about this installation, e.g. when sample content was seeded. */
  app_meta: {
    key: string;
    value: string;
    updated_at: string;
  };
}
