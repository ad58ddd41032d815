"""Names of an exported package: its npm name, dry-run variable, credential variables and the
JavaScript names of Canonical Functions (EXPORT.md D4, D5).

* package name: the project's name (``source.project``, :mod:`code2skill.project`) plus
  ``-mcp`` (``bookshelf-web`` → ``bookshelf-web-mcp``);
* dry-run variable: ``<PACKAGE>_MCP_DRY_RUN``, upper snake (``BOOKSHELF_FETCH_MCP_DRY_RUN``);
* credential variables: ``<SERVICE>_BEARER_TOKEN``, ``<SERVICE>_COOKIE``, ``<SERVICE>_API_KEY``
  (+ ``<SERVICE>_API_KEY_HEADER`` when the contract does not name the header), ``<SERVICE>`` the
  upper snake of the service id;
* Function name: the camelCase of the capability name (``search_books`` → ``searchBooks``,
  ``get_item_2`` → ``getItem_2``);
* Function file: ``functions/<capability name>.mjs``, ``functions/_validate.mjs`` for a
  capability named like one of the package's own modules there.
"""
from __future__ import annotations

import re

ENV_NAME = re.compile(r"^[A-Z_][A-Z0-9_]*$")
RESERVED = {"break", "case", "catch", "class", "const", "continue", "debugger", "default",
            "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for",
            "function", "if", "import", "in", "instanceof", "new", "null", "return", "super",
            "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
            "yield", "let", "static", "implements", "interface", "package", "private",
            "protected", "public", "await", "arguments", "eval"}
# names a Canonical Function must not take: those functions/<name>.mjs declares (its imports
# from host-boundary.mjs and validate.mjs, its constants and locals), and those of adapter.mjs's module scope and
# of the tool callback that calls the Function there, where a name of its own would shadow it
# (``const result = await result(input)``) or be shadowed (``process.env`` …)
FUNCTION_MODULE = {"randomUUID", "dispatch", "expectStatus", "expectGraphqlData", "inputError",
                   "outputError", "service", "pathValue", "issuedTarget", "outputOf",
                   "resultValue", "validate", "inputProblems", "outputProblems"}
ADAPTER_MODULE = {"McpServer", "z", "normalizeToolError", "dryRunEnvelope", "createServer",
                  "server", "input", "runtimeContext", "dryRunResult", "result", "failure",
                  "error", "process"}
# globals `validate` refuses anywhere but the Host boundary (V011 dynamic code, V014 network
# primitives): a Function of that name would read as the global
VALIDATED_GLOBALS = {"fetch", "require", "eval", "globalThis", "global", "window", "self"}
RESERVED |= FUNCTION_MODULE | ADAPTER_MODULE | VALIDATED_GLOBALS
# the package's own modules beside the Functions in functions/ (validate.mjs, host-boundary.mjs)
OWN_MODULES = {"validate", "host-boundary"}


def kebab(text: str) -> str:
    """Lower-case words of ``text`` joined by ``-`` (``My App_v2`` → ``my-app-v2``)."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))


def package_name(project: str) -> str:
    """The npm package name of an export of the project named ``project``."""
    return f"{kebab(project) or 'exported'}-mcp"


def upper_snake(text: str) -> str:
    return "_".join(re.findall(r"[A-Z0-9]+", text.upper()))


def env_prefix(text: str, fallback: str) -> str:
    """The upper snake of ``text`` (``fallback`` when it has no letter or digit) as the start
    of an environment variable's name (:data:`ENV_NAME`): one starting with a digit gets a
    leading ``_`` (``2fauth`` → ``_2FAUTH``), since neither a shell nor ``process.env.X``
    takes a name that starts with a digit."""
    name = upper_snake(text) or fallback
    return "_" + name if name[0].isdigit() else name


def dry_run_variable(package: str) -> str:
    """``<PACKAGE>_MCP_DRY_RUN`` of an npm package name ending in ``-mcp``."""
    return f"{env_prefix(package.removesuffix('-mcp'), 'EXPORTED')}_MCP_DRY_RUN"


def credential_variable(service: str, mechanism: str) -> str:
    """The env variable holding a service's credential: ``bearer`` → ``…_BEARER_TOKEN``,
    ``cookie-session`` → ``…_COOKIE``, ``api-key`` → ``…_API_KEY``, ``api-key-header`` →
    ``…_API_KEY_HEADER``."""
    suffix = {"bearer": "BEARER_TOKEN", "cookie-session": "COOKIE", "api-key": "API_KEY",
              "api-key-header": "API_KEY_HEADER"}[mechanism]
    return f"{env_prefix(service, 'SERVICE')}_{suffix}"


def function_name(capability: str) -> str:
    """The camelCase JavaScript name of a capability's Canonical Function: each ``_`` before a
    letter goes and the letter is a capital; any other ``_`` stays (``delete_item_2`` →
    ``deleteItem_2``, never the ``deleteItem2`` of ``delete_item2``: two capability names, which
    are lower case, never give one Function name). A reserved or helper name gets a leading
    ``_`` (``delete`` → ``_delete``), which no capability name, starting with a letter, gives."""
    name = SNAKE_LETTER.sub(lambda m: m.group(1).upper(), capability)
    return f"_{name}" if name in RESERVED else name


SNAKE_LETTER = re.compile(r"_([a-z])")


def function_file(capability: str) -> str:
    """The package path of a capability's Canonical Function module: ``functions/<name>.mjs``,
    with a leading ``_`` for a name the package's own modules there take (``validate`` →
    ``functions/_validate.mjs``; no capability name, starting with a letter, gives it)."""
    return f"functions/_{capability}.mjs" if capability in OWN_MODULES \
        else f"functions/{capability}.mjs"
