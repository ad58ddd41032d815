"""modules.vendored-copy: a file matching a library's copied-code pattern is the library's
copy only when no file below its folder matches too."""
from __future__ import annotations

import re

from code2skill.vendored_copies import deeper, vendored_copies

HEY_API = [(re.compile(r"(^|/)(client/client|core/params)\.gen\.[cm]?[jt]s$"), "hey-api")]


def test_output_folder_named_client_keeps_its_instance_file_as_program_code():
    paths = ["src/client/client.gen.ts", "src/client/client/client.gen.ts",
             "src/client/core/params.gen.ts", "src/client/sdk.gen.ts"]
    assert vendored_copies(paths, HEY_API) == {"src/client/client/client.gen.ts": "hey-api",
                                               "src/client/core/params.gen.ts": "hey-api"}


def test_other_output_folder_names_are_unchanged():
    paths = ["src/api/client.gen.ts", "src/api/client/client.gen.ts", "src/api/sdk.gen.ts"]
    assert vendored_copies(paths, HEY_API) == {"src/api/client/client.gen.ts": "hey-api"}


def test_deeper_means_a_folder_below():
    assert deeper("src/client/client/client.gen.ts", "src/client/client.gen.ts")
    assert not deeper("src/client/sdk.gen.ts", "src/client/client.gen.ts")
    assert not deeper("other/client/client.gen.ts", "src/client/client.gen.ts")
    assert deeper("client/client.gen.ts", "client.gen.ts")
