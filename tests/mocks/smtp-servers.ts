import { readFileSync } from "node:fs";
import net, { type AddressInfo, type Socket } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/**
 * Real SMTP servers (the npm smtp-server package) for the mail tests: one
 * that accepts and records, one that refuses at a chosen step with a chosen
 * reply code, one that opens the TCP connection and never greets, and a port
 * where nothing listens. All listen on 127.0.0.1 on a port the system picks.
 */
const tlsDir = new URL("./smtp-tls/", import.meta.url);
/** The test certificate for localhost and 127.0.0.1; trust it with SmtpConfig.tlsCa. */
export const TEST_TLS_CERT = readFileSync(new URL("localhost-cert.pem", tlsDir), "utf8");
const TEST_TLS_KEY = readFileSync(new URL("localhost-key.pem", tlsDir), "utf8");

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The user name the client logged in with, if it did. */
  user?: string;
  /** True when the session was encrypted (smtps:// or after STARTTLS). */
  secure: boolean;
  raw: string;
  parsed: Email;
}

/** Where the server says no, with which reply (e.g. { step: "rcpt", code: 550 }). */
export interface Refusal {
  step: "connect" | "mail" | "rcpt" | "data" | "auth";
  code: number;
  message?: string;
}

export interface SmtpServerOptions {
  /** "none": plain only; "starttls": offers STARTTLS; "implicit": TLS from the first byte. */
  tls?: "none" | "starttls" | "implicit";
  /** Require AUTH with exactly these credentials. */
  auth?: { user: string; pass: string };
  refuse?: Refusal;
  /** Never answer RCPT TO: a server stuck in the middle of a session. */
  stallAtRcptTo?: boolean;
  /** Mailboxes that do not exist here: RCPT TO for one is refused with 550, the others accepted. */
  unknownRecipients?: readonly string[];
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function replyError(refusal: Refusal): Error {
  const error = new Error(refusal.message ?? `Refused by the test server (${refusal.code})`);
  return Object.assign(error, { responseCode: refusal.code });
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const tls = options.tls ?? "none";
  const refuse = (step: Refusal["step"]) =>
    options.refuse?.step === step ? replyError(options.refuse) : null;

  const settings: SMTPServerOptions = {
    secure: tls === "implicit",
    key: TEST_TLS_KEY,
    cert: TEST_TLS_CERT,
    disabledCommands: tls === "none" ? ["STARTTLS"] : [],
    authOptional: !options.auth,
    // Tests run on loopback; a test that wants AUTH over TLS only says tls: "starttls".
    allowInsecureAuth: tls === "none",
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      callback(refuse("connect"));
    },
    onAuth(auth, _session, callback) {
      const refusal = refuse("auth");
      const expected = options.auth;
      if (
        refusal ||
        !expected ||
        auth.username !== expected.user ||
        auth.password !== expected.pass
      ) {
        callback(
          refusal ?? replyError({ step: "auth", code: 535, message: "Invalid credentials" }),
        );
        return;
      }
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, _session, callback) {
      callback(refuse("mail"));
    },
    onRcptTo(address, _session, callback) {
      if (options.stallAtRcptTo) return;
      if (options.unknownRecipients?.includes(address.address.toLowerCase()))
        return callback(
          replyError({ step: "rcpt", code: 550, message: "5.1.1 No such user here" }),
        );
      callback(refuse("rcpt"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refusal = refuse("data");
        if (refusal) return callback(refusal);
        const raw = Buffer.concat(chunks).toString("utf8");
        PostalMime.parse(raw).then(
          (parsed) => {
            const envelope = session.envelope;
            received.push({
              mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
              rcptTo: envelope.rcptTo.map((r) => r.address),
              ...(typeof session.user === "string" ? { user: session.user } : {}),
              secure: session.secure,
              raw,
              parsed,
            });
            callback(null);
          },
          (error: Error) => callback(error),
        );
      });
    },
  };

  const server = new SMTPServer(settings);
  // A client killed mid-session (the fault test's SIGKILLs) resets its connection: the
  // session ends, as at a real relay, rather than the test process on an unhandled error.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts the TCP connection and then says nothing, ever. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (taken from the system, then let go). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
