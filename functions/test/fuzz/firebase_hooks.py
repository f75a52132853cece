# Schemathesis hooks for the run through the Firebase emulators (schemathesis-firebase.fuzz.ts),
# beside the rules every run keeps (document_rules.py, loaded below). Each is one of the platform's
# answers that schemathesis.toml lists with the tool's exceptions.
#
# The Hosting emulator looks every request's first path segment up as a file under hosting/
# before it applies a rewrite; a name over 255 bytes is one the file system refuses, and the
# emulator answers its own 500 before Ferry sees the request. Deployed Hosting serves files from
# its CDN and has no such lookup (docs/firebase.md, "Who answers what"; the emulator suite pins
# both answers). So a generated slug that long is dropped here: it would test the emulator only.
import os
import sys
from urllib.parse import quote

import schemathesis

sys.path.insert(0, os.path.dirname(__file__))
import document_rules  # noqa: E402,F401  (registers its hooks)

# The file system's limit on one name, in bytes (the percent-encoded form is never shorter).
NAME_MAX = 255


@schemathesis.hook
def filter_path_parameters(context, path_parameters):
    return _path_reaches_ferry(context.operation, path_parameters)


# The coverage phase builds its cases without the hook above and asks this one.
@schemathesis.hook
def filter_case(context, case):
    return _path_reaches_ferry(case.operation, case.path_parameters or {})


def _path_reaches_ferry(operation, path_parameters):
    if operation is None or operation.path != "/{slug}":
        return True
    slug = path_parameters.get("slug")
    return not isinstance(slug, str) or len(quote(slug, safe="").encode()) <= NAME_MAX


# The Hosting emulator proxies each rewrite to the Functions emulator over a pooled connection;
# about one request in a few thousand finds that connection just closed, and the Hosting
# emulator answers its own 500 ("An internal error occurred while proxying for local Function
# ...", "[PROXY ERROR]" in its log) before any function code runs: Ferry never saw the request.
# Deployed Hosting has no such hop. Such an answer is sent again, as it was, up to three times
# with a growing pause (on a busy machine the same request met it twice in a row, within the
# same second), and the first other answer is the one judged; every resend is printed (the test
# counts them), and a proxy error that outlasts the resends stays a failure.
EMULATOR_PROXY_ERROR = b"An internal error occurred while proxying for local Function"
RESEND_PAUSES = (0.2, 1.0, 3.0)


@schemathesis.hook
def after_call(context, case, response):
    if response.status_code != 500 or not response.content.startswith(EMULATOR_PROXY_ERROR):
        return
    import time

    import requests

    for pause in RESEND_PAUSES:
        time.sleep(pause)
        again = requests.Session().send(response.request, timeout=60, allow_redirects=False)
        print(f"FERRY_FUZZ_RESENT {response.request.method} {response.request.url} -> {again.status_code}", flush=True)
        if again.status_code != 500 or not again.content.startswith(EMULATOR_PROXY_ERROR):
            break
    response.status_code = again.status_code
    response.message = again.reason
    response.headers = {key.lower(): [value] for key, value in again.headers.items()}
    response.content = again.content
    response.content_size = len(again.content)
    response.encoding = again.encoding
