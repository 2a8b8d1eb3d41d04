/** Messages shown after a change, from the `?notice=` the action redirects with. */
const NOTICES = {
  created: (title: string) => `Created “${title}”.`,
  saved: (title: string) => `Saved “${title}”.`,
  published: (title: string) => `Published “${title}”. It is on the public site now.`,
  unpublished: (title: string) => `Unpublished “${title}”. Visitors no longer see it.`,
  "moved-up": (title: string) => `Moved “${title}” up.`,
  "moved-down": (title: string) => `Moved “${title}” down.`,
  "at-edge": (title: string) => `“${title}” cannot move further.`,
  deleted: () => "Deleted. The public site no longer shows it.",
} as const;

export type NoticeKind = keyof typeof NOTICES;

export function isNoticeKind(value: string | null): value is NoticeKind {
  return value !== null && value in NOTICES;
}

export function noticeText(kind: NoticeKind, title: string): string {
  return NOTICES[kind](title);
}

/** Page title and robots rule of a staff content page (a route's meta replaces the layout's). */
export function staffMeta(title: string) {
  return [
    { title: `${title} | Kamo Paints staff` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
