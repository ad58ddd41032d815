"""The validator's rules (``C2S-V…``): one per check of D10 of the strict-export-v1 profile.

A finding names its rule by id and its place in the package (a path relative to the package
folder, 1-based line and column); reports take the rest from here. Every rule but one is
``high``: an exported package that breaks any of them is not a strict-export-v1 package. V024,
a file changed, missing or added after the export (``export-manifest.json``), is ``medium``:
such a package may still be one.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.audit.rules import Rule


@dataclass(frozen=True, slots=True)
class Finding:
    """One finding: a rule, a file of the package, a place in it, the capability concerned."""

    rule: str
    message: str
    file: str
    line: int | None = None
    column: int | None = None
    capability: str | None = None

    @property
    def severity(self) -> str:
        return RULES[self.rule].severity

    @property
    def name(self) -> str:
        return RULES[self.rule].name

    @property
    def hint(self) -> str:
        return RULES[self.rule].hint


_RULES = [
    # ---- registration (adapter.mjs)
    Rule("C2S-V001", "registration-missing", "high",
         "an exported capability has no literal registerTool(\"name\", …) call",
         "register each exported capability once, at top level (or in a top-level factory), "
         "with its contract name"),
    Rule("C2S-V002", "registration-unexpected", "high",
         "a registerTool name is not an exported capability, or is registered twice",
         "register only the capabilities export-profile.json exports, each once"),
    Rule("C2S-V003", "registration-dynamic", "high",
         "a Tool is registered with a computed name, inside a loop or function, or through an alias",
         "write one top-level server.registerTool(\"name\", config, callback) per capability"),
    # ---- callbacks (adapter.mjs)
    Rule("C2S-V004", "callback-signature", "high",
         "a Tool callback is not an async function of exactly (input, runtimeContext)",
         "pass async (input, runtimeContext) => { … } as registerTool's third argument"),
    Rule("C2S-V005", "dry-run-guard", "high",
         "the callback's first statement is not the dry-run guard on the profile's variable",
         "start with if (process.env.<dryRunVariable> === \"1\") { … } and no else"),
    Rule("C2S-V006", "dry-run-envelope", "high",
         "the dry-run branch does not return the exact four-key envelope of the contract",
         "build dryRunResult = {dryRun, validatedInput: input, operationPolicy, operationSummary} "
         "from the contract and return it as structuredContent and JSON text, isError false"),
    Rule("C2S-V007", "function-call", "high",
         "the callback does not call its capability's Function with exactly (input, runtimeContext)",
         "call await <functionName>(input, runtimeContext) imported from functions/<name>.mjs"),
    Rule("C2S-V008", "try-catch-shape", "high",
         "the callback is not the reviewed try { Function → success projection } catch "
         "{ normalizeToolError → isError projection } shape",
         "regenerate the callback with code2skill export; add no other statement"),
    Rule("C2S-V009", "normalizer-call", "high",
         "the catch path does not call normalizeToolError(error, <literal contract policy>)",
         "call normalizeToolError(error, {…}) with the capability's operationPolicy as a literal, "
         "imported from ./portable-error-normalizer.mjs"),
    # ---- modules and imports
    Rule("C2S-V010", "function-import", "high",
         "a Function imports a module outside its allowlist",
         "import only ./host-boundary.mjs, ./validate.mjs and side-effect-free node: built-ins"),
    Rule("C2S-V011", "dynamic-code", "high",
         "import(), require, eval or new Function outside runtime.mjs",
         "use static imports of allowed modules; generate no code at run time"),
    Rule("C2S-V012", "module-import", "high",
         "a generated module imports outside the profile's layout",
         "server.mjs imports runtime.mjs and adapter.mjs; adapter.mjs imports runtime.mjs, the "
         "normaliser and its Functions; the normaliser imports nothing"),
    Rule("C2S-V013", "function-export", "high",
         "functions/<name>.mjs does not export async function <camelName>(input, runtimeContext)",
         "export the capability's Canonical Function under its camelCase name"),
    Rule("C2S-V014", "fetch-outside-boundary", "high",
         "fetch is used outside functions/host-boundary.mjs",
         "dispatch every request through the Host boundary"),
    Rule("C2S-V015", "module-side-effect", "high",
         "importing a generated module does work (a top-level call, await or assignment)",
         "keep module initialisation declarative; only server.mjs starts the transport"),
    # ---- integrity
    Rule("C2S-V016", "normalizer-hash", "high",
         "portable-error-normalizer.mjs is not the byte-exact canonical copy",
         "copy the canonical normaliser unchanged (its sha256 is pinned)"),
    Rule("C2S-V017", "runtime-hash", "high",
         "runtime.mjs is not the pinned SDK/zod runtime",
         "ship the runtime.mjs code2skill builds (its sha256 is pinned)"),
    Rule("C2S-V018", "package-file-missing", "high",
         "a file of the strict-export-v1 layout is missing or unreadable",
         "re-export the package"),
    Rule("C2S-V019", "syntax-error", "high",
         "a generated module does not parse as JavaScript",
         "re-export the package"),
    # ---- secrets and hosts
    Rule("C2S-V020", "secret-literal", "high",
         "a file of the package holds a credential",
         "remove it; credentials come from the Host's env bindings at run time"),
    Rule("C2S-V021", "default-host", "high",
         "a generated module holds a literal URL or host",
         "read every base URL from its service's baseUrlBinding; no default host"),
    # ---- chained steps
    Rule("C2S-V022", "issued-url-step", "high",
         "a step sent to a URL an earlier step returned is not read from that step's result as "
         "the contract binds it (or goes through a service's credentials)",
         "send each url: step with issuedTarget(resultValue(response<k>, \"<resultPath>\"))"),
    Rule("C2S-V023", "path-template-origin", "high",
         "a request's path template does not start with one '/' or holds a backslash: joined "
         "onto the base URL it can send the request and its credentials to another host",
         "write the path relative to the service's base URL, starting with '/'"),
    Rule("C2S-V025", "prototype-name", "high",
         "an exported capability names __proto__ (an input or output property, a binding's "
         "target, input or result path, or an output field): JavaScript builds it as the "
         "object's prototype, so the member is lost and a nested target writes Object.prototype",
         "rename the member in the contract, or leave the capability out of the export"),
    Rule("C2S-V026", "schema-pattern", "high",
         "a pattern of an exported capability's input or output schema does not compile as a "
         "JavaScript regular expression with the u flag: the package throws SyntaxError when "
         "it registers its Tools",
         "fix or remove the pattern in the contract, then export again"),
    # ---- the export's manifest
    Rule("C2S-V024", "package-file-changed", "medium",
         "a file of the package differs from what export-manifest.json records: changed, "
         "missing, or not written by the export",
         "undo the edit (move an added file away), or re-export the package: code2skill "
         "export CONTRACT -o PACKAGE --force"),
]
RULES: dict[str, Rule] = {r.id: r for r in _RULES}
