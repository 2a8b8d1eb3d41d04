import type { ColumnType, Generated } from "kysely";

/** Staff area tables (issue 6). Roles are stored comma-separated, e.g. "admin,sales". */
export interface StaffTables {
  staff_users: {
    id: Generated<number>;
    /** Lower-cased. */
    email: string;
    name: string;
    /** scrypt$N$r$p$salt$hash (see app/staff/auth/password.server.ts). */
    password_hash: string;
    roles: string;
    /** Base32 TOTP secret; null until two-step sign-in is set up. */
    totp_secret: string | null;
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    totp_last_step: number | null;
    must_change_password: Generated<number>;
    disabled: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  staff_sessions: {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    id: string;
    user_id: number;
    csrf_token: string;
    created_at: string;
    last_seen_at: string;
    /** Absolute time-out; the idle time-out is measured from last_seen_at. */
    expires_at: string;
    client_ip: string;
    user_agent: string;
    /** JSON: failed sign-in attempts since the previous sign-in, until the member dismisses it. */
    sign_in_notice: string | null;
    /** Set when the session was opened with a recovery code: how many were left (migration 0015). */
    recovery_codes_left: number | null;
  };
  /** One-time recovery codes (ADR 36); only scrypt hashes, one salt per set. */
  staff_recovery_codes: {
    id: Generated<number>;
    user_id: number;
    /** scrypt$N$r$p$salt$hash of the code without its dash, lower case. */
    code_hash: string;
    created_at: string;
    /** Set once, by the one request that used the code. */
    used_at: string | null;
  };
  /** Passkeys (WebAuthn credentials), as @simplewebauthn/server verifies them. */
  staff_passkeys: {
    id: Generated<number>;
    user_id: number;
    /** base64url, as the browser reports it. */
    credential_id: string;
    /** The COSE public key, base64url. */
    public_key: string;
    /** The signature counter last seen; bigint on PostgreSQL, so read it with Number(). */
    counter: ColumnType<number | string, number, number>;
    /** Comma-separated (usb, nfc, ble, internal, hybrid…), possibly empty. */
    transports: string;
    /** What the member called it ("Work laptop"). */
    name: string;
    created_at: string;
    last_used_at: string | null;
  };
  /** Challenges handed to a browser for a passkey, taken back once. */
  staff_webauthn_challenges: {
    challenge: string;
    /** "session:<session id>" or "pending:<pending sign-in id>". */
    owner: string;
    /** "register", "confirm" or "sign-in". */
    purpose: string;
    expires_at: string;
  };
  /** A right password waiting for its second step (SHA-256 of the cookie's token). */
  staff_pending_sign_ins: {
    id: string;
    user_id: number;
    created_at: string;
    expires_at: string;
  };
  /** Sign-in limits (app/staff/auth/throttle.server.ts); rows are short-lived counters. */
  staff_sign_in_limits: {
    /** "address:<ip>", "pair:<email> <ip>", "account:<email>" or "reauth:<user id>". */
    key: string;
    /** Attempts counted in the current window, including ones still being checked. */
    attempts: number;
    window_started_at: string;
    /** Account keys: the earliest time the next attempt from an unfamiliar address is taken. */
    next_allowed_at: string | null;
    /** Pair keys: the last successful sign-in from this address, which makes it familiar. */
    last_success_at: string | null;
  };
  audit_log: {
    id: Generated<number>;
    actor_id: number | null;
    actor_email: string;
    /** e.g. "document.create", "blog.update", "lead.requeue", "staff.sign-in". */
    action: string;
    entity_type: string;
    entity_id: string | null;
    /** One human-readable line for the log view. */
    summary: string;
    before_json: string | null;
    after_json: string | null;
    client_ip: string;
    /** The browser's User-Agent, cut to 300 characters; null before migration 0008. */
    user_agent: string | null;
    created_at: string;
  };
  /** Files uploaded by staff; the bytes live in the configured storage under storage_key. */
  stored_files: {
    id: Generated<number>;
    storage_key: string;
    content_type: string;
    bytes: number;
    sha256: string;
    original_name: string;
    created_by: number | null;
    created_at: string;
  };
}
