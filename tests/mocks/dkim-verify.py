"""Verifies the first DKIM-Signature of messages with dkimpy (Debian's
python3-dkim), an implementation independent of nodemailer's signer.

Usage: dkim-verify.py < checks.json

stdin is a JSON list of {"message": base64, "key": {"selector", "domain",
"publicKey": base64 DER}}: one interpreter start (importing dkimpy takes a
second or more) checks them all. The key record is answered from the item
instead of DNS, so the tests need no network; a lookup of any other name than
<selector>._domainkey.<domain> finds nothing, which makes a wrong s= or d= tag
fail. Prints a JSON list, one object a message:
{"ok": bool, "error": str|null, "domain": str|null, "selector": str|null,
"signed": [names in the h= tag]}.
"""

import base64
import json
import re
import sys

import dkim
import dkim.util


def verdict(message, dnsfunc):
    verifier = dkim.DKIM(message)
    error = None
    try:
        ok = bool(verifier.verify(dnsfunc=dnsfunc))
    except dkim.DKIMException as e:
        ok, error = False, str(e)
    tags = {}
    for name, value in verifier.headers:
        if name.lower() == b"dkim-signature":
            tags = dkim.util.parse_tag_value(value)
            break
    text = lambda v: None if v is None else v.decode("ascii")
    signed = re.sub(rb"\s+", b"", tags.get(b"h", b"")).decode("ascii").lower()
    return {
        "ok": ok,
        "error": error,
        "domain": text(tags.get(b"d")),
        "selector": text(tags.get(b"s")),
        "signed": signed.split(":") if signed else [],
    }


def main() -> None:
    results = []
    for item in json.load(sys.stdin):
        key = item["key"]
        expected = f"{key['selector']}._domainkey.{key['domain']}.".lower()
        record = f"v=DKIM1; k=rsa; p={key['publicKey']}".encode("ascii")

        def dnsfunc(name, timeout=5, expected=expected, record=record):
            wanted = name.decode("ascii") if isinstance(name, bytes) else name
            return record if wanted.lower() == expected else None

        results.append(verdict(base64.b64decode(item["message"]), dnsfunc))
    print(json.dumps(results))


main()
