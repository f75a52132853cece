# Schemathesis hooks for the run through the Firebase emulators (schemathesis-firebase.fuzz.ts).
#
# The Hosting emulator looks every request's first path segment up as a file under hosting/
# before it applies a rewrite; a name over 255 bytes is one the file system refuses, and the
# emulator answers its own 500 before Ferry sees the request. Deployed Hosting serves files from
# its CDN and has no such lookup (docs/firebase.md, "Who answers what"; the emulator suite pins
# both answers). So a generated slug that long is dropped here: it would test the emulator only.
from urllib.parse import quote

import schemathesis

# The file system's limit on one name, in bytes (the percent-encoded form is never shorter).
NAME_MAX = 255


@schemathesis.hook
def filter_path_parameters(context, path_parameters):
    operation = context.operation
    if operation is None or operation.path != "/{slug}":
        return True
    slug = path_parameters.get("slug")
    return not isinstance(slug, str) or len(quote(slug, safe="").encode()) <= NAME_MAX
