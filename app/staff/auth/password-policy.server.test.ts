import { describe, expect, it } from "vitest";
import { generatePassword } from "./password.server";
import { passwordProblem } from "./password-policy.server";

const kavita = { email: "kavita.joshi@kamopaints.in", name: "Kavita Joshi" };

describe("the password policy", () => {
  it("refuses common and breached passwords, also dressed up", () => {
    expect(passwordProblem("passwordpassword", kavita)).toBe("common");
    expect(passwordProblem("123456789012", kavita)).toBe("common");
    // The same list entries with the usual disguises.
    expect(passwordProblem("PasswordPassword", kavita)).toBe("common");
    expect(passwordProblem("p@ssw0rdp@ssw0rd", kavita)).toBe("common");
    expect(passwordProblem("Password@2024!", kavita)).toBe("common");
    expect(passwordProblem("iloveyou iloveyou", kavita)).toBe("common");
  });

  it("refuses the person's name, email name and the company's name", () => {
    expect(passwordProblem("kavita loves the monsoon", kavita)).toBe("contains-name");
    expect(passwordProblem("monsoon tea with JOSHI", kavita)).toBe("contains-name");
    const ravi = { email: "tiger.dev@kamopaints.in", name: "Ravi Kumar" };
    expect(passwordProblem("tiger.dev twenty-two", ravi)).toBe("contains-email");
    expect(passwordProblem("a tiger in the tea garden", ravi)).toBe("contains-email");
    expect(passwordProblem("kamo paints forever 99", kavita)).toBe("contains-company");
  });

  it("keeps the minimum length and accepts a good passphrase", () => {
    expect(passwordProblem("short one", kavita)).toBe("too-short");
    expect(passwordProblem("x".repeat(201), kavita)).toBe("too-long");
    expect(passwordProblem("monsoon tea on the verandah", kavita)).toBeNull();
    expect(passwordProblem("saffron kettle under the umbrella", kavita)).toBeNull();
    // Short name parts are not held against ordinary words ("Om" in "monsoon").
    expect(
      passwordProblem("monsoon tea on the verandah", {
        email: "om.rao@kamopaints.in",
        name: "Om Rao",
      }),
    ).toBeNull();
  });

  it("lets the site's own one-time passwords through", () => {
    for (let i = 0; i < 50; i++) expect(passwordProblem(generatePassword(), kavita)).toBeNull();
  });
});
