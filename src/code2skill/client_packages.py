"""Which npm packages are backend client libraries: the one table the coverage rules share.

Two rules read it: ``coverage.opaque-sdk`` (:mod:`code2skill.sdk_calls`: calls of an API SDK
the tool cannot see into) and ``coverage.declared-client`` (:mod:`code2skill.declared_clients`:
a client library the app declares and uses, of which no request-like call site was found).

* :data:`CLIENT_LIBRARIES`: import specifier (or its prefix) → library kind, for the HTTP,
  GraphQL and RPC client libraries a front end may use, modelled or not.
* An *API SDK* (:func:`sdk_package`): a package named like one — ``*-sdk``, ``*-client``,
  ``@scope/sdk``, ``api`` or ``client`` as a word of the package's name (not of its scope: a
  vendor's scope, ``@fern-api/search-widget``, names all its packages, unless the scope is a
  family of clients: ``@cubejs-client/core``, ``@ai-sdk/react``) —
  or one of the backend SDKs of :data:`KNOWN_SDKS` (``pocketbase``, ``@appwrite.io/console``,
  every package of the ``@aws-sdk`` scope …), unless
  :data:`NOT_SDKS` or :data:`NOT_SDK_SCOPES` say otherwise (``react-dom/client``,
  ``@vue/composition-api``, ``@tanstack/react-query-persist-client``, ``@opentelemetry/sdk-*``:
  no backend clients) or a recogniser models it.
"""
from __future__ import annotations

import re

SETUP_CALLS = frozenset({"forRoot", "forChild"})      # Angular module configuration: no request
SDK_SCOPE = re.compile(r"[-_](sdk|client)$", re.I)       # @aws-sdk/…, @cubejs-client/…
SDK_NAME = re.compile(r"(^|[-_./@])(sdk|api|apis|client)([-_./]|$)|-sdk$|-client$", re.I)
KNOWN_SDKS = frozenset({"pocketbase", "@supabase/supabase-js", "appwrite", "@appwrite.io/console",
                        "node-appwrite", "firebase", "@directus/sdk", "contentful",
                        "@sanity/client", "stripe", "aws-sdk", "@aws-sdk", "parse",
                        "@octokit/rest", "octokit", "twilio"})
NOT_SDKS = frozenset({"@apollo/client", "apollo-angular", "@tanstack/react-query", "@tanstack/vue-query",
                      "react-dom/client", "@urql/core", "urql", "graphql-request",
                      "@trpc/client", "@trpc/react-query", "openapi-fetch", "@prisma/client",
                      "@vue/composition-api", "@nuxtjs/composition-api", "client-only",
                      "server-only", "prom-client", "expo-dev-client"})
NOT_SDK_SCOPES = ("@tanstack/", "@opentelemetry/", "@graphql-codegen/", "@storybook/",
                  "@testing-library/", "@types/")    # query caches, telemetry, tooling

HTTP, GRAPHQL, RPC, OPENAPI = "HTTP client", "GraphQL client", "RPC client", "OpenAPI client"
AXIOS_REEXPORTS = ("redaxios", "@nextcloud/axios")     # default export: an axios instance
# a platform's client package that sends the platform's session with every request (rule
# axios.platform-session): package → what it sends
PLATFORM_SESSIONS: dict[str, str] = {
    "@nextcloud/axios": "the Nextcloud session cookie and its requesttoken CSRF header",
}
CLIENT_LIBRARIES: dict[str, str] = {
    **{name: HTTP for name in ("axios", *AXIOS_REEXPORTS, "ky", "ky-universal", "ofetch",
                               "ohmyfetch", "superagent", "wretch", "mande", "node-fetch",
                               "cross-fetch", "isomorphic-fetch", "axios-hooks",
                               "@angular/common/http")},
    **{name: GRAPHQL for name in ("@apollo/client", "apollo-client", "apollo-boost",
                                  "react-apollo", "@apollo/react-hooks", "urql", "@urql/core",
                                  "@urql/vue", "@urql/svelte", "@urql/preact",
                                  "graphql-request", "graphql-hooks", "@vue/apollo-composable",
                                  "vue-apollo", "relay-runtime", "react-relay", "solid-relay",
                                  "apollo-upload-client", "apollo-link-http",
                                  "apollo-link-batch-http", "apollo-angular")},
    **{name: RPC for name in ("@trpc/client", "@trpc/react-query", "@trpc/next",
                              "@trpc/tanstack-react-query", "@connectrpc/connect",
                              "@connectrpc/connect-web", "@bufbuild/connect",
                              "@bufbuild/connect-web", "grpc-web", "@improbable-eng/grpc-web")},
    **{name: OPENAPI for name in ("openapi-fetch", "@reduxjs/toolkit/query")},
}


DATABASE_SEGMENT = re.compile(r"^(prisma|database|db|drizzle|migrations)$", re.I)
DATABASE_NAMES = frozenset({"PrismaClient", "Prisma"})


def database_path(spec: str) -> bool:
    """Whether a program path goes through a database folder (``packages/database/generated``,
    ``../prisma/client``): generated code there is a database client, no API client."""
    return any(DATABASE_SEGMENT.match(part) for part in spec.split("/"))


def package_root(spec: str) -> str:
    """The package an import specifier names (``@a/b`` of ``@a/b/c``, ``x`` of ``x/y``)."""
    parts = spec.split("/")
    return "/".join(parts[:2]) if spec.startswith("@") else parts[0]


def sdk_package(lib: str, recognised: set[str]) -> bool:
    """Whether ``lib`` (a package specifier) is an API SDK the tool cannot see into;
    ``recognised``: the specifiers and library ids the recognisers model."""
    if lib in recognised or lib in NOT_SDKS or \
            lib.startswith((".", "/", "js", "global", *NOT_SDK_SCOPES)):
        return False
    root = package_root(lib)
    scope, _, name = root.rpartition("/")
    return root in KNOWN_SDKS or lib in KNOWN_SDKS or scope in KNOWN_SDKS or \
        (root not in NOT_SDKS and bool(SDK_NAME.search(name) or SDK_SCOPE.search(scope)))


def client_library(spec: str) -> tuple[str, str] | None:
    """``(table key, kind)`` of the client library the import specifier ``spec`` names
    (``@angular/common/http`` of ``@angular/common/http/testing``), or ``None``."""
    for key, kind in CLIENT_LIBRARIES.items():
        if spec == key or spec.startswith(key + "/"):
            return key, kind
    return None
