import { describe, expect, it } from "vitest";
import { formatOpeningHours, parseOpeningHours, type WeeklyHours } from "./opening-hours";

const day = (open: string, close: string) => ({ open, close });

describe("parseOpeningHours", () => {
  it("reads ranges, single days and closed days into a Monday-first week", () => {
    const parsed = parseOpeningHours("Mon-Sat 09:30-20:30; Sun closed");
    expect(parsed).toEqual({
      ok: true,
      hours: [...Array(6).fill(day("09:30", "20:30")), null],
    });
    expect(parseOpeningHours("mon 09:00-20:00;tue closed;Wed - Sun 09:00 - 20:00")).toEqual({
      ok: true,
      hours: [day("09:00", "20:00"), null, ...Array(5).fill(day("09:00", "20:00"))],
    });
  });

  it("explains each kind of mistake", () => {
    const message = (text: string) => {
      const parsed = parseOpeningHours(text);
      return parsed.ok ? "accepted" : parsed.message;
    };
    expect(message("")).toMatch(/like "Mon-Sat 09:30-20:30; Sun closed"/);
    expect(message("Monday to Saturday 9 to 8")).toMatch(/like "Mon-Sat/);
    expect(message("Mon-Xyz 09:00-20:00")).toMatch(/like "Mon-Sat/);
    expect(message("Sat-Mon 09:00-20:00; Tue-Fri closed")).toMatch(/forwards/);
    expect(message("Mon-Sun 9:00-20:00")).toMatch(/like "Mon-Sat/);
    expect(message("Mon-Sun 09:00-24:00")).toMatch(/24-hour/);
    expect(message("Mon-Sun 09:60-20:00")).toMatch(/24-hour/);
    expect(message("Mon-Sun 20:00-09:00")).toMatch(/closing time must come after/);
    expect(message("Mon-Sun 09:00-09:00")).toMatch(/closing time must come after/);
    expect(message("Mon-Sat 09:00-20:00; Sat closed; Sun closed")).toMatch(/Sat is given twice/);
    expect(message("Mon-Fri 09:00-20:00")).toMatch(/say something for Sat, Sun/);
  });
});

describe("formatOpeningHours", () => {
  it("runs neighbouring days with the same hours together", () => {
    const week: WeeklyHours = [
      day("09:00", "20:00"),
      null,
      ...Array(4).fill(day("09:00", "20:00")),
      day("10:00", "14:00"),
    ];
    expect(formatOpeningHours(week)).toBe(
      "Mon 09:00-20:00; Tue closed; Wed-Sat 09:00-20:00; Sun 10:00-14:00",
    );
    expect(formatOpeningHours(Array(7).fill(day("08:30", "21:00")))).toBe("Mon-Sun 08:30-21:00");
    expect(formatOpeningHours(Array(7).fill(null))).toBe("Mon-Sun closed");
  });

  it("gives back what it reads, in its own spelling", () => {
    for (const text of [
      "Mon-Sat 09:30-20:30; Sun closed",
      "Mon closed; Tue-Sun 10:00-21:00",
      "Mon-Wed 09:00-20:00; Thu closed; Fri-Sun 09:00-20:00",
    ]) {
      const parsed = parseOpeningHours(text);
      expect(parsed.ok && formatOpeningHours(parsed.hours)).toBe(text);
    }
    const loose = parseOpeningHours("mon-fri 09:30-20:30; sat 09:30-20:30;SUN closed");
    expect(loose.ok && formatOpeningHours(loose.hours)).toBe("Mon-Sat 09:30-20:30; Sun closed");
  });
});
