import { describe, expect, it } from "vitest";
import { districtNameIn } from "./district-names";
import { pinPlaceName } from "./place-name";

const named = (area: string, district: string, state = "Somewhere") =>
  pinPlaceName({ area, district, state });

describe("pinPlaceName", () => {
  it('names 302001 "C.P.M.G" as the Jaipur GPO area, not the postal code for an office', () => {
    expect(named("C.P.M.G", "Jaipur", "Rajasthan")).toEqual({
      kind: "gpo",
      area: null,
      district: "Jaipur",
      state: "Rajasthan",
    });
    expect(named("Bangalore G.P.O.", "Bengaluru").kind).toBe("gpo");
    expect(named("Mumbai GPO", "Mumbai").kind).toBe("gpo");
  });

  it("drops the post-office kind a person never says (H.O, S.O, B.O)", () => {
    expect(named("Chandni Chowk S.O", "Central Delhi").area).toBe("Chandni Chowk");
    expect(named("Kherki B.O.", "Gurugram").area).toBe("Kherki");
    expect(named("Andheri H.O", "Mumbai").area).toBe("Andheri");
    // What is left is the district itself: said once, as the district.
    expect(named("Jaipur H.O", "Jaipur")).toMatchObject({ kind: "area", area: null });
  });

  it("drops a bracket that only repeats the district, or its old name, and keeps others", () => {
    expect(named("Indiranagar (Bangalore)", "Bengaluru").area).toBe("Indiranagar");
    expect(named("Saket (South Delhi)", "South Delhi").area).toBe("Saket");
    expect(named("Industrial Estate (Gurgaon)", "Gurugram").area).toBe("Industrial Estate");
    expect(named("R K Puram (Main)", "South West Delhi").area).toBe("R K Puram (Main)");
  });

  it("writes dotted initials as people write them, and the acronyms the data spells oddly", () => {
    expect(named("I.A.R.I.", "Central Delhi").area).toBe("IARI");
    expect(named("D.E.S.U. Colony", "North Delhi").area).toBe("DESU Colony");
    expect(named("H.M.T.Pinjore", "Panchkula").area).toBe("HMT Pinjore");
    expect(named("I.T.B.P.  Bhanu", "Panchkula").area).toBe("ITBP Bhanu");
    expect(named("Powai Iit", "Mumbai").area).toBe("Powai IIT");
  });

  it("leaves an ordinary locality alone", () => {
    expect(named("Vasanthanagar", "Bengaluru", "Karnataka")).toEqual({
      kind: "area",
      area: "Vasanthanagar",
      district: "Bengaluru",
      state: "Karnataka",
    });
    expect(named("Andheri East", "Mumbai").area).toBe("Andheri East");
  });
});

describe("districtNameIn", () => {
  it("gives the Hindi name of a district from the table, and the English one otherwise", () => {
    expect(districtNameIn("Jaipur", "hi")).toEqual({ name: "जयपुर", lang: "hi" });
    expect(districtNameIn("Bengaluru", "hi")).toEqual({ name: "बेंगलुरु", lang: "hi" });
    expect(districtNameIn("Jaipur", "en")).toEqual({ name: "Jaipur", lang: "en" });
    expect(districtNameIn("North And Middle Andaman", "hi")).toEqual({
      name: "North And Middle Andaman",
      lang: "en",
    });
  });
});
