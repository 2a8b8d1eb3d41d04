// A real SMTP server (npm smtp-server) for the browser tests: it accepts every
// mail and writes it, as received, to <dir>/<n>.eml, where a spec reads it
// back. Started by playwright.config.ts beside the site's server, whose
// SMTP_URL points here. Usage: node tests/mocks/smtp-catcher.mjs <port> <dir>
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [port = "2525", dir = "mail"] = process.argv.slice(2);
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const name = `${String(++count).padStart(5, "0")}.eml`;
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      // The envelope recipient first, as a header line the spec can read without parsing MIME.
      fs.writeFileSync(
        path.join(dir, name),
        Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]),
      );
      callback(null);
    });
  },
});
server.listen(Number(port), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
