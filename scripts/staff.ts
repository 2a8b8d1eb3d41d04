// `npm run staff -- <command>`: staff accounts from the command line, for the
// first administrator (there are no default accounts) and for emergencies.
// Uses the same environment as the server (DATA_DIR or DATABASE_URL).
//
//   create-admin  --email a@b.in --name "Full Name"      prompts for a password
//                 [--password-stdin]                     reads it from standard input instead
//   create-user   --email … --name … --roles marketing,sales [--password-stdin]
//                 [--one-time-password]                  prints one to hand over, changed at first sign-in
//   list
//
// Every account signs in with a second factor (ADR 36). None is made here:
// at their first sign-in the person sets up an authenticator app or a
// passkey, and is shown their recovery codes, before anything else opens.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { EnvError } from "~/lib/env.server";
import { AccountExistsError, createAccount, listAccounts } from "~/staff/accounts/accounts.server";
import { passwordMessages, passwordProblem } from "~/staff/auth/password-policy.server";
import { isStaffRole, type StaffRole } from "~/staff/shell/roles";
import { generatePassword } from "~/staff/auth/password.server";

const usage = `usage: npm run staff -- create-admin --email EMAIL --name "FULL NAME" [--password-stdin]
       npm run staff -- create-user --email EMAIL --name "FULL NAME" --roles ROLE[,ROLE] [--password-stdin | --one-time-password]
       npm run staff -- list
ROLE is one of admin, investor-relations, marketing, sales.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
      });
      // Hide what is typed: print the prompt once, then nothing per key.
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      output._writeToOutput = (s: string) => {
        if (s.includes(question)) process.stdout.write(question);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Password again: ");
  if (first !== second) fail("The two passwords are not the same.");
  return first;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      roles: { type: "string" },
      "password-stdin": { type: "boolean" },
      "one-time-password": { type: "boolean" },
    },
  });
  const database = getDatabase();
  await migrateToLatest(database.db);
  const actor = { user: null, clientIp: "command line" };
  try {
    if (command === "list") {
      for (const a of await listAccounts(database.db)) {
        const factors =
          [a.hasTotp ? "app" : "", a.passkeys > 0 ? `${a.passkeys} passkey(s)` : ""]
            .filter(Boolean)
            .join("+") || "two-step not set up";
        console.log(
          `${a.email}\t${a.name}\t${a.roles.join(",") || "-"}\t${factors}\t${a.disabled ? "disabled" : "active"}`,
        );
      }
      return;
    }
    if (command !== "create-admin" && command !== "create-user") fail(usage);
    const email = values.email?.trim();
    const name = values.name?.trim();
    if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      fail("--email must be an email address.\n" + usage);
    if (!name || name.length < 2)
      fail('--name must be the person\'s full name, e.g. --name "Priya Menon".');
    const roles: StaffRole[] =
      command === "create-admin"
        ? ["admin"]
        : (values.roles ?? "")
            .split(",")
            .map((r) => r.trim())
            .filter(Boolean)
            .map((r) => {
              if (!isStaffRole(r)) fail(`Unknown role "${r}".\n${usage}`);
              return r;
            });
    if (roles.length === 0) fail("--roles needs at least one role.\n" + usage);
    const oneTime = command === "create-user" && Boolean(values["one-time-password"]);
    if (oneTime && values["password-stdin"])
      fail("Choose --password-stdin or --one-time-password, not both.\n" + usage);
    // A one-time password is generated (and skips the policy, as an admin's reset does).
    const password = oneTime
      ? generatePassword()
      : await readPassword(Boolean(values["password-stdin"]));
    // The same rules as the staff area's own password form (common, name, length).
    const problem = oneTime ? null : passwordProblem(password, { email, name });
    if (problem) fail(passwordMessages[problem]);
    const account = await createAccount(database.db, actor, {
      email,
      name,
      roles,
      password,
      totpSecret: null,
      mustChangePassword: oneTime,
    });
    console.log(`Created ${account.email} (${roles.join(", ")}).`);
    if (oneTime)
      console.log(
        `One-time password, to hand over in person; it is changed at the first sign-in:\n\n  ${password}\n`,
      );
    console.log(
      "Sign in at /staff/sign-in. Two-step sign-in is required for every account: the first\n" +
        "sign-in sets up an authenticator app or a passkey, and shows the recovery codes to keep.",
    );
  } catch (error) {
    if (error instanceof AccountExistsError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) fail(error.message);
  console.error(error);
  process.exit(1);
});
