/**
 * Every fixed sentence of the mail module, in one place so that the Hindi
 * catalogue can take it over. The alert wording is passed to composeAlert(),
 * which therefore works for any language given its own copy of `alert`.
 */
export const mailMessages = {
  notConfigured: "SMTP_URL is not set: mails are kept and listed in the staff area as not sent",
  configured: (where: string) => `Mail goes out through ${where}`,
  notConfiguredError: "SMTP_URL is not set; the mail was kept, not sent",
  sendTimedOut: (ms: number) => `The SMTP server took longer than ${ms} ms in all; send abandoned`,
  alert: {
    /** Label of the link that ends the subscription at once. */
    unsubscribe: "Unsubscribe",
    /** Label of the link to the page where the reader picks what to receive. */
    manage: "Manage your alerts",
    /** Separates the link labels in the footer of the HTML part. */
    footerSeparator: " · ",
  },
};

export type AlertMessages = typeof mailMessages.alert;
