# Schemathesis hooks for every run of `npm run fuzz`: the rules of Ferry's OpenAPI document that
# no JSON Schema can hold, which the operations' descriptions state in words. Schemathesis draws
# requests from the schemas alone, so without these hooks it would call a request "valid by the
# document" that the words forbid, and count Ferry's 400 against it. Each hook drops such a
# request before it is sent; nothing is rewritten, so a request meant to be invalid stays so.
# The generated phases ask filter_query and filter_body; the coverage phase, which builds its
# cases without them, asks filter_case, which applies the same two rules.
import datetime
import os
from urllib.parse import parse_qs, urlsplit

import schemathesis

# Report ranges (domain/analytics/date-range.ts): `to` defaults to today, `from` to the 30 days
# ending at `to`; from after to, or more than 366 days, is a 400.
MAX_RANGE_DAYS = 366
DEFAULT_RANGE_DAYS = 30


def _day(value):
    try:
        return datetime.date.fromisoformat(value) if isinstance(value, str) and len(value) == 10 else None
    except ValueError:
        return None


def _range_is_allowed(query):
    if "from" not in query and "to" not in query:
        return True
    today = datetime.datetime.now(datetime.timezone.utc).date()
    to = _day(query["to"]) if "to" in query else today
    start = _day(query["from"]) if "from" in query else (to - datetime.timedelta(days=DEFAULT_RANGE_DAYS - 1) if to else None)
    if to is None or start is None:
        return True  # not a date at all: a request the schema already calls invalid
    return start <= to and (to - start).days + 1 <= MAX_RANGE_DAYS


@schemathesis.hook
def filter_query(context, query):
    return _query_is_allowed(query)


def _query_is_allowed(query):
    if not query:
        return True
    # A cursor is opaque: only the X-Next-Cursor of an earlier page is one.
    if "cursor" in query:
        return False
    return _range_is_allowed(query)


# The fuzzed project's subdomain: the first label of its link host (run-schemathesis.ts sets it).
FUZZED_SUBDOMAIN = os.environ.get("FERRY_FUZZ_LINK_HOST", "").split(".")[0]

# Operations whose body has a rule in words.
REFERRAL_CALLS = {"/api/referrals/track", "/api/referrals/qualify"}
MATCH_CALLS = {"/api/match"}
LEGACY_PREVIEW = {"/api/migration/preview"}


def _legacy_link_is_readable(value):
    # A Firebase Dynamic Link: an http(s) URL whose `link` parameter is an http(s) URL.
    if not isinstance(value, str):
        return True
    try:
        parts = urlsplit(value.strip())
    except ValueError:
        return False
    links = parse_qs(parts.query).get("link", [])
    return parts.scheme in ("http", "https") and bool(parts.netloc) and any(l.startswith(("http://", "https://")) for l in links)


def _params_problem(value, in_array=False):
    # domain/links/fields.ts: no empty or __x__ key and no array directly in an array, at any depth.
    if isinstance(value, list):
        return in_array or any(_params_problem(item, True) for item in value)
    if isinstance(value, dict):
        return any(key == "" or (key.startswith("__") and key.endswith("__") and len(key) >= 4) or _params_problem(item)
                   for key, item in value.items())
    return False


def _holds_nul(value):
    # domain/json-values.ts: no string or key of a JSON body holds NUL. Each body string says so
    # with a pattern; open objects (link params, device facts) only in words.
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, list):
        return any(_holds_nul(item) for item in value)
    if isinstance(value, dict):
        return any("\x00" in key or _holds_nul(item) for key, item in value.items())
    return False


def _has_bad_params(body):
    # Every `params` object of a body: a link's, or each link's of a batch or a bulk call.
    if isinstance(body, list):
        return any(_has_bad_params(item) for item in body)
    if not isinstance(body, dict):
        return False
    if isinstance(body.get("params"), dict) and _params_problem(body["params"]):
        return True
    return _has_bad_params(body.get("links"))


@schemathesis.hook
def filter_body(context, body):
    return _body_is_allowed(context.operation, body)


@schemathesis.hook
def filter_case(context, case):
    return _query_is_allowed(case.query) and _body_is_allowed(case.operation, case.body)


def _body_is_allowed(operation, body):
    if _has_bad_params(body) or _holds_nul(body):
        return False
    if operation is None or not isinstance(body, dict):
        return True
    # Called on the API host (as the fuzzer does), the match names its project in the body: the
    # fuzzed project, since another subdomain is no project (400).
    if operation.path in MATCH_CALLS and body.get("subdomain") != FUZZED_SUBDOMAIN:
        return False
    if operation.path in LEGACY_PREVIEW and not _legacy_link_is_readable(body.get("legacyLink")):
        return False
    return True


@schemathesis.hook
def before_call(context, case, kwargs):
    # With an API key (every fuzzed request has one) a referral names its new user. Added, not
    # filtered, since the stateful phase sends bodies no filter saw; a body that lacks the field is
    # not invalid by the schema, so adding it never turns a meant-invalid request into a valid one.
    if case.operation.path in REFERRAL_CALLS and isinstance(case.body, dict) and "newUserId" not in case.body:
        case.body["newUserId"] = "fuzz-new-user"
