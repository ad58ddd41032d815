"""Every sample's golden contract, exported, passes ``code2skill probe``: the Tools listed
equal the contract's, dry runs send nothing, live requests are exact (``validate`` of the same
packages: ``test_validate_exported``). The probes run side by side: each waits on its Node.js
server, not on the CPU."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from node_support import needs_node

from code2skill.export import export_package
from code2skill.probe import probe_package

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
APPS = sorted(p.name for p in SAMPLES.iterdir() if (p / "expected").is_dir())
pytestmark = needs_node


def probed(app: str, out: Path) -> tuple[str, list[str], list, list[str], list[str]]:
    """``(app, package failures, failing Tools with their failures, Tools probed, Tools
    exported)`` of one sample."""
    exported = export_package(SAMPLES / app / "expected" / "canonical-contract.json",
                              out / app).exported
    result = probe_package(out / app)
    failing = [(t.name, t.live_mismatches + t.failures, t.dry_run_requests)
               for t in result.tools if not t.ok]
    return app, result.failures, failing, [t.name for t in result.tools], sorted(exported)


def test_every_sample_passes_the_probe(tmp_path):
    with ThreadPoolExecutor(max_workers=4) as pool:
        rows = list(pool.map(lambda app: probed(app, tmp_path), APPS))
    assert len(APPS) >= 19
    assert [(app, failures, failing) for app, failures, failing, _, _ in rows] == \
        [(app, [], []) for app in APPS]
    assert all(tools == exported for _, _, _, tools, exported in rows)
    # the samples whose Tools all await review export none (server-switch: every Tool sends
    # HTTP basic auth, reviewed; page-file-handlers: every Tool sends a multipart form, which
    # needs the Host's attachmentResolution, not offered over stdio; iife-namespace-url: every
    # path sits under a base a server-template function returns, reviewed; given-credentials:
    # every Tool takes a credential-named value the user types, reviewed; upload-components and
    # upload-widgets,
    # ngx-uploader-events and vue-upload-component-actions:
    # every Tool is a multipart file upload (or a binary body), like page-file-handlers; passed-query-key: every
    # Tool sends an API key the page holds and hands down, which the Host must supply,
    # reviewed; proxy-sign-in: every Tool sends identity headers a proxy sets, reviewed;
    # session-stored-values: every Tool sends a value
    # the client keeps in a cookie or storage, which the Host supplies, reviewed;
    # envelope-failures: every Tool's failures ride inside successful answers, reviewed;
    # openapi-fetch-workspace-client: every Tool goes through an openapi-fetch client a
    # package outside the folder makes, assumed, reviewed; grpc-web-generated: every Tool sends a
    # protobuf message in gRPC-web frames whose fields are not read, reviewed;
    # wordpress-admin-ajax: every action sends a nonce the page holds and its side effect is
    # guessed from POST, reviewed; jquery-page-forms: every Tool submits a page form whose
    # own fields are not read, reviewed; document-file-api: every Tool addresses a file whose
    # name parameter is part of a segment ({name}.md), reviewed; act-as-headers: every Tool
    # sends a header that makes the server act as another user, reviewed; self-updating-field:
    # its one Tool's body spreads a field rewritten from itself, members unknown, reviewed;
    # polled-action-reads: every Tool is a GET whose path names an action, taken as a read
    # because the page polls it, or as an update by its word, reviewed; autocomplete-source:
    # every Tool reads the suggestions of an autocomplete widget or guesses its effect, reviewed;
    # php-script-verbs: every Tool POSTs to a server script whose name says what it does, the
    # POST not proven safe, reviewed; form-typed-credentials: every Tool takes a credential the
    # user types into a form field, reviewed; react-form-credentials and vue-model-credentials:
    # every Tool takes a credential the user types into a React or Vue form field, reviewed);
    # the others are all probed
    assert sorted(app for app, _, _, tools, _ in rows if not tools) == \
        ["act-as-headers", "autocomplete-source", "document-file-api",
         "envelope-failures", "form-typed-credentials", "generated-client", "given-credentials",
         "graphql-codegen-inputs",
         "grpc-web-generated",
         "iife-namespace-url", "jquery-page-forms", "ngx-uploader-events",
         "openapi-fetch-workspace-client", "page-file-handlers",
         "passed-query-key", "php-script-verbs", "polled-action-reads", "proxy-sign-in",
         "react-form-credentials", "self-updating-field",
         "server-switch",
         "session-stored-values", "swagger-ts-api", "upload-components", "upload-widgets",
         "vue-model-credentials", "vue-upload-component-actions", "wordpress-admin-ajax"]
